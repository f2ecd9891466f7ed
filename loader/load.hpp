// The content loader: reads content packs (YAML, plus the paths of their Lua files) into a
// Ruleset, collecting every problem as a diagnostic with file:line:column. Generic: it
// knows file kinds and keys, never a piece of content.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "loader/pack_refs.hpp"

namespace gov::loader {

struct Diagnostic {
  std::string file;  // path as the loader opened it (pack folder + relative path)
  int line = 0;      // 1-based; 0 when the problem concerns a whole folder or a missing file
  int column = 0;    // 1-based; 0 as above
  bool error = true;
  std::string message;
  bool io = false;  // a file or folder could not be read at all (not a content problem)
};

struct LoadResult {
  std::unique_ptr<Ruleset> rules;       // null when any error was found
  std::vector<Diagnostic> diagnostics;  // sorted by file, line, column
  // With errors: whatever did load (validate checks its scripts too, so that one run
  // reports every problem). Never play with it.
  std::unique_ptr<Ruleset> partial;
  bool ok() const;
};

// Loads the packs in order; later packs add items. A ref is a pack id (a folder under
// content_dir) or, from the command line, a path to a pack folder (it contains a '/', or it
// is no pack id under content_dir but names an existing folder); refs read from a log are
// ids only (pack_refs.hpp). Files: pack_files.hpp (links stay inside the pack, caps).
LoadResult load_packs(const std::vector<std::string>& refs, const std::string& content_dir,
                      RefSource source = RefSource::CommandLine);

// "file:line:col: error: message" ("file: error: message" when line is 0).
std::string format_diagnostic(const Diagnostic& d);

}  // namespace gov::loader

namespace gov {
using loader::Diagnostic;
using loader::format_diagnostic;
using loader::load_packs;
using loader::LoadResult;
using loader::RefSource;
}  // namespace gov
