// How the command line loads a game: gov::load_game (game/load_game.hpp) with its messages
// printed on the error stream, and a GameRunner (a host and an Engine) for the verb's own
// thread. Worker threads make their own runners over runner->game().
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "game/load_game.hpp"
#include "loader/pack_refs.hpp"

namespace gov::tools {

using loader::RefSource;

// The content folder of this run: --content-dir (set_content_dir_flag), else the rest of
// find_content_dir's order (game/content_dir.hpp).
std::string default_content_dir();
// Called once by main() with --content-dir as given (empty when not given).
void set_content_dir_flag(std::string dir);

// Loads `refs` (pack ids or paths; comma lists allowed; ids only when `source` is
// Recorded: loader/pack_refs.hpp). Prints every message to `err`; returns nullptr when the
// game did not load or its host does not start.
std::unique_ptr<GameRunner> open_game(const std::vector<std::string>& refs, std::ostream& err,
                                      const std::string& content_dir = default_content_dir(),
                                      RefSource source = RefSource::CommandLine);

}  // namespace gov::tools
