// Packs loaded once through game/load_game.hpp with a runner, and seeded games between
// bots by their specs, for the game/ tests.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "game/bots/bots.hpp"
#include "game/load_game.hpp"
#include "game/sim/sim.hpp"

namespace gov::test {

// A runner over `packs` from the source tree's content folder; REQUIREs that they load.
inline std::unique_ptr<GameRunner> open_runner(const std::vector<std::string>& packs) {
  LoadOptions options;
  options.content_dir = GOVERNOR_CONTENT_DIR;
  GameLoad load = load_game(packs, options);
  std::string messages;
  for (const auto& m : load.messages) messages += m + '\n';
  INFO(messages);
  REQUIRE(load.ok());
  return std::make_unique<GameRunner>(load.game);
}

// The base pack, loaded once.
inline const GameRunner& base_game() {
  static const std::unique_ptr<GameRunner> runner = open_runner({"base"});
  return *runner;
}

// One game between bots made from `specs` (one per seat), seeded; REQUIREs every spec.
inline GameOutcome play_specs(const Engine& engine, const std::vector<std::string>& specs,
                              std::uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  for (const auto& k : specs) {
    bots.push_back(make_bot(k));
    REQUIRE(bots.back());
    seats.push_back(bots.back().get());
  }
  return play_game(engine, seats, seed, 20000);
}

}  // namespace gov::test
