// Named levels for players: beginner, casual, strong and expert, each a name for one bot
// spec (make_bot), from the weakest to the strongest. A level is accepted wherever a spec
// is (`--seats`, `--bots`, `arena --pool/--lineup`, the server's seat kinds, Python's Bot)
// and plays exactly as its spec: the same seed gives the same game under either name.
// docs/bots.md gives each level's think time per decision and its measured strength.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gov {

struct BotLevel {
  std::string_view name;     // "expert"
  std::string_view spec;     // "mcts:5000"
  std::string_view summary;  // for help texts
};

// The levels, weakest first.
const std::vector<BotLevel>& bot_levels();

// The spec a level names, or nullopt when `name` is not a level.
std::optional<std::string> level_spec(std::string_view name);

// The strongest level that answers within 2 s per decision on one core: what `governor
// play` and `governor serve` seat by default.
std::string_view default_level();

// The seat kinds a new-game form offers: the levels, weakest first, then the plain spec
// names ("random", "greedy", "mcts").
std::vector<std::string> bot_choices();

// "" when `spec` is a valid bot spec or level, else "unknown bot 'x' (did you mean 'y'?);
// use ..." naming the levels and the spec forms.
std::string bot_spec_error(std::string_view spec);

}  // namespace gov
