// A loaded game: the packs as a Ruleset, the host running building powers, and an Engine
// over both. Loading reports every diagnostic as file:line:col on the error stream.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "loader/pack_refs.hpp"

namespace gov::tools {

using loader::RefSource;

// The content folder compiled into the binary (pack ids are looked up there).
std::string default_content_dir();

// ---------------------------------------------------------------------------------------
// SCRIPTING HOOK-UP: creates the host that runs the packs' building powers (Lua).
// A LuaHost over `rules` (after bind_scripts); one per thread. Throws HookError when a
// script does not load.
std::unique_ptr<gov::HookHost> make_hook_host(const gov::Ruleset& rules);
// ---------------------------------------------------------------------------------------

class PackSession {
 public:
  // Loads `refs` (pack ids or paths; comma lists allowed; ids only when `source` is
  // Recorded: loader/pack_refs.hpp). On failure prints the diagnostics to `err` and returns
  // nullptr; warnings are printed either way.
  static std::unique_ptr<PackSession> open(const std::vector<std::string>& refs, std::ostream& err,
                                           const std::string& content_dir = default_content_dir(),
                                           RefSource source = RefSource::CommandLine);

  const Ruleset& rules() const { return *rules_; }
  const Engine& engine() const { return *engine_; }
  HookHost* hooks() const { return hooks_.get(); }
  const std::vector<std::string>& pack_ids() const { return pack_ids_; }

 private:
  PackSession() = default;
  std::unique_ptr<Ruleset> rules_;
  std::unique_ptr<HookHost> hooks_;
  std::unique_ptr<Engine> engine_;
  std::vector<std::string> pack_ids_;
};

}  // namespace gov::tools
