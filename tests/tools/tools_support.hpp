// The base pack loaded once through the command line's open_game, for the tools tests.
#pragma once

#include <memory>
#include <sstream>

#include <catch2/catch.hpp>

#include "tools/open_game.hpp"

namespace gov::test {

inline const GameRunner& base_session() {
  static std::unique_ptr<GameRunner> session = [] {
    std::ostringstream err;
    auto s = tools::open_game({"base"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  return *session;
}

}  // namespace gov::test
