// The greedy bot: one-ply lookahead with the real engine. Each legal action is applied to
// a copy of the State; when the same seat decides again right after (the rest of its turn:
// the tile after a role, the build after the builder role, more workers to place), the
// copy is carried on with the best one-ply choice for up to `follow` more decisions. The
// resulting position is scored with the generic evaluation (bots/evaluation.hpp) as the
// seat's value minus the best other seat's value; the highest wins, ties broken by the
// seat's Rng. Nothing here knows a building, good or role: it works with any pack.
#pragma once

#include "game/bots/bots.hpp"
#include "game/bots/evaluation.hpp"

namespace gov {

class GreedyBot final : public Bot {
 public:
  explicit GreedyBot(int follow = 3, EvalWeights weights = {}) : follow_(follow), w_(weights) {}
  std::string_view name() const override { return "greedy"; }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override;

 private:
  // The best action by one-ply value alone (no follow-up); `value` gets its value.
  std::size_t best_one_ply(const Engine& engine, const State& s, const ActionList& legal, int seat,
                           Rng* rng, double* value);
  int follow_;
  EvalWeights w_;
  ActionList next_;  // legal actions of the follow-up decisions
  State sample_{};   // a card game's State resampled for the seat (choose)
};

}  // namespace gov
