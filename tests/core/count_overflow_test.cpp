// Counts the engine itself adds to never wrap: the coin an unpicked role card gains at the
// end of each round lies on the card in a byte. A game that ran so long that a card holds
// 255 coins stops with an error at the round's end (State unchanged), not with 0 coins.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/fixture.hpp"

using namespace gov;

TEST_CASE("a role card's coins never wrap", "[core][hardening]") {
  test::Game g(2);
  for (int i = 0; i < g.s.num_roles; ++i) g.s.roles[i].coins = 255;
  // Play the round with the first legal action (passing where possible) until the round's
  // end is refused.
  std::string error;
  for (int step = 0; step < 500 && error.empty(); ++step) {
    const auto legal = g.legal();
    REQUIRE_FALSE(legal.empty());
    const std::string text =
        std::find(legal.begin(), legal.end(), "pass") != legal.end() ? "pass" : legal.front();
    const State before = g.s;
    error = g.engine.apply_text(g.s, text).value_or("");
    if (!error.empty()) CHECK(g.s == before);
  }
  CHECK(error.find("would hold more than 255 coins") != std::string::npos);
  CHECK(g.s.round == 1);
}
