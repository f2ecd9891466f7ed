// Final scoring and the end of the game: chips + building VP, the tie-break on coins plus
// barrels, a shared win, and the game ending at the end of the round that triggered it.
#include <catch2/catch.hpp>

#include "core/state_json.hpp"
#include "support/fixture.hpp"

using gov::test::Game;

TEST_CASE("scoring: VP chips plus printed building VP, occupied or not", "[scoring]") {
  Game g(3);
  g.give_building(0, "harbor", 0);      // 3 VP
  g.give_building(0, "guild_hall", 0);  // 4 VP, unoccupied: no bonus
  g.s.seat(0).vp_chips = 5;
  g.s.vp_supply -= 5;
  const auto sc = g.engine.score(g.s);
  CHECK(sc[0].chips == 5);
  CHECK(sc[0].buildings == 7);
  CHECK(sc[0].total == 12);
  CHECK(sc[0].winner);
  CHECK_FALSE(sc[1].winner);
}

TEST_CASE("scoring: a tie goes to coins plus barrels, then is shared", "[scoring]") {
  Game g(3);
  for (int seat = 0; seat < 3; ++seat) {
    g.s.seat(seat).vp_chips = 10;
    g.s.vp_supply -= 10;
  }
  g.set_coins(0, 2);
  g.give_goods(0, "corn", 1);  // 3
  g.set_coins(1, 3);           // 3
  g.set_coins(2, 1);           // 1
  auto sc = g.engine.score(g.s);
  CHECK(sc[0].tiebreak == 3);
  CHECK(sc[0].winner);
  CHECK(sc[1].winner);
  CHECK_FALSE(sc[2].winner);
  g.set_coins(1, 4);
  sc = g.engine.score(g.s);
  CHECK_FALSE(sc[0].winner);
  CHECK(sc[1].winner);
}

TEST_CASE("end: the game ends when the triggering round is over, not before", "[end]") {
  Game g(3);
  g.s.seat(2).vp_chips = g.s.vp_supply - 1;
  g.s.vp_supply = 1;
  g.give_goods(1, "corn", 2);
  g.act("role captain");
  // seat 1 loads; the last chip is gone but the round goes on
  g.act(g.legal().front());
  CHECK((g.s.end_triggered & gov::kEndVp) != 0);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK_FALSE(g.s.over());
  while (!g.s.over()) {
    const auto l = g.legal();
    g.act(std::find(l.begin(), l.end(), "pass") != l.end() ? "pass" : l.front());
    CHECK(g.s.round == 1);
  }
  CHECK(g.legal().empty());
  CHECK(g.seat_to_act() == gov::kNone);
  CHECK(g.reject("pass") == "the game is over");
}

TEST_CASE("state JSON: a mid-game state round-trips exactly and names bad fields", "[json]") {
  Game g(4, 3);
  g.act("role mayor");
  const auto j = gov::to_json(g.rules, g.s);
  CHECK(gov::state_from_json(g.rules, j) == g.s);
  CHECK(j["seats"][0]["coins"] == 3);
  auto broken = j;
  broken["seats"][1]["goods"]["gold"] = 1;
  try {
    gov::state_from_json(g.rules, broken);
    FAIL("accepted an unknown good");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) == "state JSON at $.seats[1].goods.gold: unknown id 'gold'");
  }
  broken = j;
  broken["players"] = 9;
  CHECK_THROWS_WITH(gov::state_from_json(g.rules, broken),
                    "state JSON at $.players: 9 is out of range 2..5");
}
