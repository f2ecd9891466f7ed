// The search's speed for `governor bench`: MCTS iterations per second on one thread, from
// positions of a row's random games (game/sim/bench.hpp).
#pragma once

#include <cstdint>

#include "core/engine.hpp"

namespace gov {

struct SearchSpeed {
  int decisions = 0;  // timed decisions (each one search of `budget` iterations)
  double seconds = 0;
  double iterations_per_s = 0;
  double ms_per_decision = 0;
};

// Times `decisions` decisions of the `mcts` bot with `budget` iterations each (its other
// settings the spec's defaults), at every 5th decision with a choice of random games
// `seed`, 0, 1, ... with `players` players. Only the searches are timed; positions and
// searches are the same on every run.
SearchSpeed time_search(const Engine& engine, int players, std::uint64_t seed, int decisions,
                        int budget, int step_cap);

}  // namespace gov
