// Where a pack reference leads: the one path policy of every command that loads packs
// (sim, play, replay, scenario, validate, bench). Pack ids name folders of the content
// folder; a path to a pack folder is taken only when the user gave it on the command line
// (or in a scenario file they run), never from a recorded log, which may come from anyone.
#pragma once

#include <string>
#include <string_view>

namespace gov::loader {

enum class RefSource : unsigned char {
  // Given by the user: a pack id, or a path to a pack folder (anything with a '/', or a
  // name that is no pack id of the content folder but an existing folder).
  CommandLine,
  // Read from a file such as a game log: a pack id only (see is_pack_id), looked up in the
  // content folder and nowhere else.
  Recorded,
};

// Lower-case letters, digits, '_' and '-', starting with a letter, at most 40 characters.
bool is_pack_id(std::string_view s);

struct ResolvedRef {
  std::string dir;          // the pack folder, when found
  std::string error;        // why not, otherwise
  bool given_path = false;  // named by a path (not an id of the content folder)
  bool ok() const { return error.empty(); }
};

ResolvedRef resolve_pack_ref(const std::string& ref, const std::string& content_dir,
                             RefSource source);

// "content/" -> "content" ("/" stays).
std::string trim_slashes(std::string s);

}  // namespace gov::loader
