// Statue: 8 VP, no worker needed (no circle) (content/new-buildings/buildings/statue.yaml).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::NbGame;

TEST_CASE("statue: 8 VP at the end, empty", "[new-buildings][statue]") {
  NbGame g;
  g.set_coins(0, 9);
  g.act("role builder");
  g.act("build statue");
  CHECK(g.s.seat(0).coins == 0);
  CHECK(g.s.seat(0).city_spaces_used == 2);
  CHECK(g.engine.score(g.s)[0].buildings == 8);
  CHECK(g.rules.buildings[g.building("statue")].circles == 0);
}

TEST_CASE("statue: a university's colonist waits in San Juan",
          "[new-buildings][statue][university]") {
  NbGame g;
  g.give_building(0, "university", 1);
  g.set_coins(0, 9);
  g.act("role builder");
  g.act("build statue");
  REQUIRE(g.is_legal("use university"));
  g.act("use university");
  CHECK(gov::test::building_workers(g, 0, "statue") == 0);
  CHECK(gov::test::san_juan(g, 0) == 1);
  g.check_invariants();
}

TEST_CASE("statue: the mayor puts nobody on it", "[new-buildings][statue][mayor]") {
  NbGame g;
  g.give_building(0, "statue", 0);
  g.give_workers(0, 1);
  g.act("role mayor");
  while (g.s.stage == gov::Stage::Phase) {
    CHECK_FALSE(g.is_legal("place colonist statue"));
    const auto l = g.legal();
    g.act(l.back());
  }
  CHECK(gov::test::building_workers(g, 0, "statue") == 0);
}
