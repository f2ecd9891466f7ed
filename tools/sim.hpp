// Seeded random-vs-random games and their summary (what `governor sim` prints). The
// signature is a 64-bit FNV-1a hash over the canonical serialisation of every final
// State, in game order: equal signatures mean every game ended in exactly the same state.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.hpp"
#include "core/state.hpp"

namespace gov::tools {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = kFnvOffset);

// The seed of game `index` of a run seeded with `seed`.
std::uint64_t game_seed(std::uint64_t seed, int index);

struct GameOutcome {
  State final{};
  int steps = 0;                     // decisions taken
  std::optional<std::string> error;  // set when the game failed or hit the step cap
  std::vector<std::string> actions;  // canonical texts, when asked to record
};

// One game, every seat a RandomBot with its own seeded Rng. With `record`, the actions'
// texts are kept in GameOutcome::actions (for game logs).
GameOutcome play_random_game(const Engine& engine, int players, std::uint64_t seed, int step_cap,
                             bool record = false, bool random_draft = false);

struct SimConfig {
  int games = 100;
  int players = 4;
  std::uint64_t seed = 1;
  int step_cap = 20000;  // decisions per game before it counts as a failure
  // Called after every game (ended or failed) with its index, seed and outcome; the
  // outcome carries the actions when `record` is set.
  std::function<void(int index, std::uint64_t seed, const GameOutcome&)> on_game;
  bool record = false;
  bool random_draft = false;
};

struct SimResult {
  int games = 0;  // games that ended
  long long decisions = 0;
  double mean_rounds = 0;
  double mean_winner_vp = 0;
  int end_workers = 0;
  int end_city = 0;
  int end_vp = 0;
  int end_script = 0;
  std::uint64_t signature = kFnvOffset;
  double seconds = 0;
  std::optional<std::string> error;  // the first failing game, with its index and seed
};

SimResult run_sim(const Engine& engine, const SimConfig& cfg);

// "0123456789abcdef"
std::string hex64(std::uint64_t v);

}  // namespace gov::tools
