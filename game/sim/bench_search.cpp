// MCTS iterations per second for `governor bench` (game/sim/bench_search.hpp).
#include "game/sim/bench_search.hpp"

#include <chrono>
#include <vector>

#include "game/bots/bots.hpp"
#include "game/bots/mcts.hpp"
#include "game/sim/sim.hpp"

namespace gov {

namespace {
// Every how many decisions with a choice a search is timed: positions from the whole game,
// not only its opening.
constexpr int kStride = 5;
// Games played at most for the positions (a game of forced moves only has none).
constexpr int kMaxGames = 100;
}  // namespace

SearchSpeed time_search(const Engine& engine, int players, std::uint64_t seed, int decisions,
                        int budget, int step_cap) {
  SearchSpeed out;
  if (decisions <= 0 || budget <= 0) return out;
  MctsConfig cfg;
  cfg.budget = budget;
  MctsBot search(cfg);
  RandomBot random;
  ActionList legal;
  int choices = 0;
  for (int g = 0; g < kMaxGames && out.decisions < decisions; ++g) {
    const std::uint64_t game = game_seed(seed, g);
    State s = engine.new_game(players, game, GameOptions{});
    std::vector<Rng> rngs;
    for (int p = 0; p < players; ++p) rngs.push_back(seat_rng(game, p));
    Rng search_rng = Rng::seeded(game ^ 0x5ea4c4ULL);
    for (int step = 0; step < step_cap && !s.over() && out.decisions < decisions; ++step) {
      engine.legal_actions(s, legal);
      const Id seat = engine.current_seat(s);
      if (legal.empty() || seat == kNone) break;
      if (legal.size() > 1 && choices++ % kStride == 0) {
        const auto t0 = std::chrono::steady_clock::now();
        (void)search.choose(engine, s, legal, search_rng);
        out.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        ++out.decisions;
      }
      if (engine.apply(s, random.choose(engine, s, legal, rngs[seat]))) break;
    }
  }
  if (out.seconds > 0) {
    out.iterations_per_s = static_cast<double>(out.decisions) * budget / out.seconds;
    out.ms_per_decision = out.seconds * 1e3 / out.decisions;
  }
  return out;
}

}  // namespace gov
