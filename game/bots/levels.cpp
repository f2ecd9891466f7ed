#include "game/bots/levels.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/did_you_mean.hpp"
#include "game/bots/bots.hpp"

namespace gov {

// The ladder (docs/bots.md measures it): the beginner is greedy that plays a uniformly
// random move at 30% of its decisions (random alone is too weak to be fun, and loses
// every game); casual is plain greedy; strong is today's default MCTS (issue #33 measures
// the expert against it, so the ladder's top rung is that run); expert's playouts
// go on to a quiet position and its evaluation has the tuned weights (the best screened
// search, docs/bots-experiments.md), with a budget inside 0.25 s per decision on one core
// at 4 players, base game (docs/bots.md#levels).
const std::vector<BotLevel>& bot_levels() {
  static const std::vector<BotLevel> levels = {
      {"beginner", "greedy:30", "greedy with a random move at 30% of its decisions"},
      {"casual", "greedy", "one-ply lookahead"},
      {"strong", "mcts", "MCTS, 2000 iterations per decision"},
      {"expert", "mcts:30000:8:70:1/tuned",
       "MCTS, 30000 iterations per decision, playouts to a quiet position, tuned evaluation"},
  };
  return levels;
}

std::optional<std::string> level_spec(std::string_view name) {
  for (const auto& l : bot_levels())
    if (l.name == name) return std::string(l.spec);
  return std::nullopt;
}

std::string_view default_level() {
  return "expert";
}

std::vector<std::string> bot_choices() {
  std::vector<std::string> names;
  for (const auto& k : bot_kinds()) names.push_back(k.substr(0, k.find('[')));
  return names;
}

std::string bot_spec_error(std::string_view spec) {
  if (make_bot(spec)) return {};
  const auto names = bot_choices();
  // Compare the name before any ':' ("expret" and "mcst:100" both find their word).
  const auto word = spec.substr(0, spec.find(':'));
  const bool known = std::find(names.begin(), names.end(), word) != names.end();
  return fmt::format("unknown bot '{}'{}; use {}", spec,
                     known ? std::string() : did_you_mean(word, names),
                     fmt::join(bot_kinds(), ", "));
}

}  // namespace gov
