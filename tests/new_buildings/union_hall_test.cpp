// Union hall: before shipping, 1 VP per pair of identical barrels
// (content/new-buildings/buildings/union_hall.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::chips;
using gov::test::NbGame;

TEST_CASE("union hall: the seed's examples", "[new-buildings][union_hall][example]") {
  {  // 3 corn, 2 indigo, 1 coffee: 2 VP (1 for corn, 1 for indigo)
    NbGame g;
    g.give_building(1, "union_hall", 1);
    g.give_goods(1, "corn", 3);
    g.give_goods(1, "indigo", 2);
    g.give_goods(1, "coffee", 1);
    g.act("role captain");
    REQUIRE(g.seat_to_act() == 1);  // before he ships anything
    CHECK(chips(g, 1) == 2);
  }
  {  // 4 corn, 2 coffee: 3 VP
    NbGame g;
    g.give_building(1, "union_hall", 1);
    g.give_goods(1, "corn", 4);
    g.give_goods(1, "coffee", 2);
    g.act("role captain");
    REQUIRE(g.seat_to_act() == 1);
    CHECK(chips(g, 1) == 3);
    g.act("ship corn 5");
    CHECK(chips(g, 1) == 3 + 4);  // then shipping goes on normally
  }
}

TEST_CASE("union hall: only in the captain phase, only occupied", "[new-buildings][union_hall]") {
  NbGame g;
  g.give_building(1, "union_hall", 0);
  g.give_goods(1, "corn", 4);
  g.give_building(2, "union_hall", 1);
  g.give_goods(2, "sugar", 2);
  g.act("role trader");
  CHECK(chips(g, 2) == 0);
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  g.act("role captain");
  CHECK(chips(g, 1) == 0);
  CHECK(chips(g, 2) == 1);
}
