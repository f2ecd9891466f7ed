#include "game/bots/greedy.hpp"

#include <limits>

#include "core/cards.hpp"
#include "core/memory_sight.hpp"

namespace gov {

namespace {
constexpr double kTie = 1e-9;
}

std::size_t GreedyBot::best_one_ply(const Engine& engine, const State& s, const ActionList& legal,
                                    int seat, Rng* rng, double* value) {
  std::size_t best = 0;
  double best_v = -std::numeric_limits<double>::infinity();
  int ties = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    State t = s;
    if (engine.apply(t, legal[i])) continue;
    const double v = relative_value(evaluate(engine, t, w_), s.num_players, seat);
    if (v > best_v + kTie) {
      best_v = v;
      best = i;
      ties = 1;
    } else if (rng && v >= best_v - kTie) {
      // Reservoir choice among equal values: uniform, reproducible from the seat's Rng.
      ++ties;
      if (rng->below(static_cast<std::uint32_t>(ties)) == 0) best = i;
    }
  }
  if (value) *value = best_v;
  return best;
}

Action GreedyBot::choose(const Engine& engine, const State& state, const ActionList& legal,
                         Rng& rng) {
  if (legal.size() == 1) return legal[0];
  const int seat = engine.current_seat(state);
  // In a game with hidden cards, look ahead from a State dealt anew in what the seat cannot
  // see (the others' hands, the draw pile, the draws the State's Rng would give): the
  // choice then depends only on what the seat may know. Puerto Rico looks ahead from the
  // State itself (its games unchanged).
  const State* from = &state;
  if (engine.rules().cards.enabled()) {
    sample_ = state;
    resample_hidden(engine.rules(), sample_, seat, rng);
    from = &sample_;
  } else if (any_hidden_memory(engine.rules())) {
    // Memory the seat may not see (core/memory_sight.hpp) is 0 to it, as in its views.
    sample_ = state;
    hide_memory(engine.rules(), sample_, seat);
    from = &sample_;
  }
  if (follow_ <= 0) return legal[best_one_ply(engine, *from, legal, seat, &rng, nullptr)];
  ActionList& next = next_;
  std::size_t best = 0;
  double best_v = -std::numeric_limits<double>::infinity();
  int ties = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    State t = *from;
    if (engine.apply(t, legal[i])) continue;
    // The rest of this seat's turn, played greedily one ply at a time.
    for (int d = 0; d < follow_ && !t.over() && engine.current_seat(t) == seat; ++d) {
      engine.legal_actions(t, next);
      if (next.empty()) break;
      const std::size_t k =
          next.size() == 1 ? 0 : best_one_ply(engine, t, next, seat, nullptr, nullptr);
      if (engine.apply(t, next[k])) break;
    }
    const double v = relative_value(evaluate(engine, t, w_), state.num_players, seat);
    if (v > best_v + kTie) {
      best_v = v;
      best = i;
      ties = 1;
    } else if (v >= best_v - kTie) {
      ++ties;
      if (rng.below(static_cast<std::uint32_t>(ties)) == 0) best = i;
    }
  }
  return legal[best];
}

}  // namespace gov
