// Packs loaded once through game/load_game.hpp with a runner, for the game/ tests.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "game/load_game.hpp"

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

}  // namespace gov::test
