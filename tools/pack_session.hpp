// The command line's loaded game: gov::load_game (game/load_game.hpp) with its messages
// printed on the error stream, and one host and Engine for the verb's own thread.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "game/load_game.hpp"
#include "loader/pack_refs.hpp"

namespace gov::tools {

using loader::RefSource;

// The content folder of this run: --content-dir (set_content_dir_flag), else the rest of
// find_content_dir's order (game/content_dir.hpp).
std::string default_content_dir();
// Called once by main() with --content-dir as given (empty when not given).
void set_content_dir_flag(std::string dir);

// A host over a definition's bound Ruleset, for a worker thread (one per thread). Throws
// HookError when it cannot start (a script does not load, or `rules` is unbound).
std::unique_ptr<gov::HookHost> make_hook_host(const gov::Ruleset& rules);

class PackSession {
 public:
  // Loads `refs` (pack ids or paths; comma lists allowed; ids only when `source` is
  // Recorded: loader/pack_refs.hpp). Prints every message to `err`; returns nullptr when
  // the game did not load.
  static std::unique_ptr<PackSession> open(const std::vector<std::string>& refs, std::ostream& err,
                                           const std::string& content_dir = default_content_dir(),
                                           RefSource source = RefSource::CommandLine);

  const Ruleset& rules() const { return runner_->rules(); }
  const Engine& engine() const { return runner_->engine(); }
  HookHost* hooks() const { return runner_->hooks(); }
  const std::vector<std::string>& pack_ids() const { return runner_->definition().pack_ids(); }
  // For worker threads: each makes its own GameRunner over it.
  std::shared_ptr<const GameDefinition> definition() const { return definition_; }

 private:
  PackSession() = default;
  std::shared_ptr<const GameDefinition> definition_;
  std::unique_ptr<GameRunner> runner_;
};

}  // namespace gov::tools
