// Players that are programs. A bot sees the engine, the state and the legal actions and
// returns one of them; its randomness comes from the Rng it is handed (one per seat,
// seeded from the game seed), so a game with bots replays exactly from its seed.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/action.hpp"
#include "core/engine.hpp"
#include "core/rng.hpp"
#include "core/state.hpp"

namespace gov {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // `legal` is non-empty; the result must be one of its elements.
  virtual Action choose(const Engine& engine, const State& state, const ActionList& legal,
                        Rng& rng) = 0;
  // The same choice, by its place in `legal` (legal.size() if choose gave no element of
  // it), for Game::apply_at, which then need not look it up. The same draws from `rng`.
  virtual std::size_t choose_index(const Engine& engine, const State& state,
                                   const ActionList& legal, Rng& rng);
};

// Uniform over the legal actions.
class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override;
  std::size_t choose_index(const Engine& engine, const State& state, const ActionList& legal,
                           Rng& rng) override;
};

// A bot from its command-line spec, or nullptr for an unknown or malformed one:
//   beginner, casual, strong, expert   a named level: the spec it names (bots/levels.hpp)
//   random          uniform over the legal actions
//   greedy          one-ply lookahead with the generic evaluation (bots/greedy.hpp)
//   greedy:P        greedy that plays a uniformly random legal move at P% (0-100) of its
//                   decisions with a choice (the draw first, from the seat's Rng)
//   mcts[:N[:D[:C[:P]]]]  determinized MCTS with N iterations per decision (default
//                   2000), playouts of D decisions (default 8), UCB constant C/100 (default
//                   70) and playout mode P: 0 (default) D random decisions; 1 then on at
//                   random to a quiet position (the next role choice, nothing pending); 2
//                   the same with one-ply greedy moves (bots/mcts.hpp)
//   guided[:N[:D[:C[:P]]]]  experimental, not listed by bot_kinds: the same search with
//                   one-ply priors at expansion (MctsConfig::guided); defaults D = 0, P = 2
//                   (docs/bots-experiments.md)
// Any of greedy, greedy:P, mcts and guided may end with evaluation weights: "/tuned" (the
// tuned set, evaluation.hpp) and "/name=value" overrides (EvalWeights member names), in
// order, e.g. "mcts:2000/tuned/coin=0.4".
std::unique_ptr<Bot> make_bot(std::string_view kind);
// The levels and the spec forms above, for help texts ("beginner", ..., "expert", "random",
// "greedy[:P]", "mcts[:N[:D[:C[:P]]]]").
std::vector<std::string> bot_kinds();

// The seed of one seat's Rng, derived from the game seed (independent of the game's own
// Rng); `governor sim` seats play with seat_rng, and Python's `game.bot_seed` gives the seed
// so a Bot made there plays as the same seat of the same game of `sim`.
std::uint64_t seat_seed(std::uint64_t game_seed, int seat);
Rng seat_rng(std::uint64_t game_seed, int seat);

// splitmix64: a well-mixed 64-bit value from `x` (seeds of games and seats).
std::uint64_t mix64(std::uint64_t x);

}  // namespace gov
