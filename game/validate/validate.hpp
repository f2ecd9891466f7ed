// `governor validate`: everything wrong with a mix of packs, in one run. The YAML loader's
// diagnostics, the Lua scripts' load problems (placed at line:column in the script) and,
// on request, seeded random games of the mix with the invariants checked after every
// action, merged into one sorted list.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "loader/load.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

struct ValidateOptions {
  std::vector<std::string> packs;  // refs in load order: pack ids or folders
  std::string content_dir;         // where pack ids are looked up
  int simulate = 0;                // random games to play when the packs load cleanly
  std::uint64_t seed = 1;          // game i is seeded from this and i (as `governor sim`)
  int step_cap = 20000;            // decisions per game before it counts as never ending
};

struct ValidateReport {
  std::vector<Diagnostic> diagnostics;  // sorted by file, line, column, message
  int errors = 0;
  int warnings = 0;
  int games = 0;  // random games that ended cleanly
  // A pack folder or file could not be read at all: the run is an I/O error, not a verdict.
  bool io_error = false;
  // 0: valid (warnings allowed), 1: problems found, 2: usage or I/O error.
  int exit_code() const;
};

ValidateReport validate_packs(const ValidateOptions& options);

// Loads every Lua script of `rules` (building scripts and pack rules) in the sandbox and
// returns its problems as diagnostics on the script's own path (the pack folder as the
// loader names it), at line:column. Fills the rules' handler tables as bind_scripts does.
// Also the reads of args fields an event does not have (args_diagnostics), ctx writes in
// read-only hooks (write_diagnostics) and globals assigned in functions (global_diagnostics).
std::vector<Diagnostic> script_diagnostics(Ruleset& rules);

// The reads of `args.field` (and `args["field"]`) in the source of each handler function
// whose event has no such field, at the field's line:column, with a "did you mean"
// (game/validate/validate_args.cpp).
std::vector<Diagnostic> args_diagnostics(const Ruleset& rules,
                                         const std::vector<HandlerFunction>& functions);

// The globals the functions of each script assign, at the assignment
// (game/validate/validate_globals.cpp).
std::vector<Diagnostic> global_diagnostics(const Ruleset& rules);

// The string literals given to ctx methods where an id of a kind belongs (a building, a
// good, a tile kind, a worker kind, a card zone) that are no id of that kind in the mix
// (game/validate/validate_ids.cpp).
std::vector<Diagnostic> id_diagnostics(const Ruleset& rules);

// The paths of modify and score handlers that return nothing: a bare `return`, or the
// function's `end` reached (game/validate/validate_returns.cpp).
std::vector<Diagnostic> return_diagnostics(const Ruleset& rules,
                                           const std::vector<HandlerFunction>& functions);

// The calls of ctx write methods (ctx:gain_coins, ctx:set_memory, ...) in the source of
// each modify, offer-list and score handler, which run read-only
// (game/validate/validate_writes.cpp).
std::vector<Diagnostic> write_diagnostics(const Ruleset& rules,
                                          const std::vector<HandlerFunction>& functions);

// Plays `games` random games (player counts cycling over those the mix supports) with the
// invariants checked after setup and after every action. Returns the first failure as a
// diagnostic naming the game, its seed, the action and how to replay it (with `refs`, the
// packs as given); `ended` gets the number of games that ended cleanly.
std::vector<Diagnostic> simulate_games(const Ruleset& rules, const std::vector<std::string>& refs,
                                       int games, std::uint64_t seed, int step_cap, int* ended);

// Output. Paths are shown as given, or relative to `cwd` when they lie under it.
void print_text(std::ostream& out, const ValidateReport& r, const std::string& cwd);
void print_json(std::ostream& out, const ValidateReport& r, const std::string& cwd);
std::string shown_path(const std::string& path, const std::string& cwd);

}  // namespace gov
