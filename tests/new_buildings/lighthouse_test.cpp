// Lighthouse: 1 coin per loading; as captain 1 more, whatever he ships
// (content/new-buildings/buildings/lighthouse.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::NbGame;

TEST_CASE("lighthouse: a coin per loading onto a ship", "[new-buildings][lighthouse]") {
  NbGame g;
  g.give_building(1, "lighthouse", 1);
  g.give_goods(1, "corn", 2);
  g.give_goods(1, "indigo", 1);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  g.act("ship corn 5");
  CHECK(g.s.seat(1).coins == 3 + 1);
  g.act("ship indigo 6");
  CHECK(g.s.seat(1).coins == 3 + 2);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).coins == 3 + 2);
}

TEST_CASE("lighthouse: the captain gets one more coin, even shipping nothing",
          "[new-buildings][lighthouse]") {
  NbGame g;
  g.give_building(0, "lighthouse", 1);
  g.act("role captain");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(0).coins == 3 + 1);

  NbGame h;
  h.give_building(0, "lighthouse", 1);
  h.give_goods(0, "corn", 1);
  h.act("role captain");
  h.act("ship corn 5");
  CHECK(h.s.seat(0).coins == 3 + 1 + 1);
}

TEST_CASE("lighthouse: a wharf's delivery is a loading; nothing unoccupied",
          "[new-buildings][lighthouse][wharf]") {
  // The wharf is « comme si ce joueur avait à sa disposition un navire virtuel » (seed
  // 000), and the lighthouse pays « à chaque fois que [son propriétaire] charge ses
  // marchandises sur le navire », as the harbour does for a wharf load.
  NbGame g;
  g.give_building(1, "lighthouse", 1);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "corn", 2);
  g.give_building(2, "lighthouse", 0);
  g.give_goods(2, "indigo", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  g.act("use wharf corn");
  CHECK(g.s.seat(1).coins == 3 + 1);
  g.act("ship indigo 5");
  CHECK(g.s.seat(2).coins == 3);
}
