// A Session for the session tests: the given seats ("human" or a bot spec), seed and packs,
// and, when given, a starting position; REQUIREs that it opens.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "session/session.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace gov::test {

inline std::unique_ptr<session::Session> open_session(std::vector<std::string> seats,
                                                      std::uint64_t seed, const std::string& packs,
                                                      std::optional<State> start = std::nullopt) {
  session::SessionConfig c;
  c.players = static_cast<int>(seats.size());
  c.seed = seed;
  c.seats = std::move(seats);
  c.start = std::move(start);
  std::string error;
  auto s =
      session::Session::create(rules_for(packs), hooks_for(packs), c, tools::make_agent, &error);
  INFO(error);
  REQUIRE(s);
  return s;
}

}  // namespace gov::test
