// Specialty factory: the most barrels of one kind produced, less one, in coins; not corn
// (content/new-buildings/buildings/specialty_factory.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::NbGame;

TEST_CASE("specialty factory: 3 indigo and 2 sugar produced: 2 coins",
          "[new-buildings][specialty_factory]") {
  NbGame g;
  g.give_building(1, "specialty_factory", 1);
  g.give_building(1, "indigo_plant", 3);
  g.give_building(1, "sugar_mill", 2);
  g.s.seat(1).island[0].workers[0] = 1;  // the starting indigo plantation, manned
  --g.s.worker_supply[0];
  for (int i = 0; i < 2; ++i) g.give_tile(1, "indigo", 1);
  for (int i = 0; i < 2; ++i) g.give_tile(1, "sugar", 1);
  g.act("role craftsman");
  CHECK(gov::test::goods_of(g, 1, "indigo") == 3);
  CHECK(g.s.seat(1).coins == 3 + 2);
  g.check_invariants();
}

TEST_CASE("specialty factory: not for corn; one barrel gives nothing",
          "[new-buildings][specialty_factory]") {
  NbGame g;
  g.give_building(2, "specialty_factory", 1);
  g.s.seat(2).island[0].workers[0] = 1;  // the starting corn plantation
  --g.s.worker_supply[0];
  for (int i = 0; i < 3; ++i) g.give_tile(2, "corn", 1);
  g.give_building(2, "small_indigo_plant", 1);
  g.give_tile(2, "indigo", 1);
  g.act("role craftsman");
  CHECK(gov::test::goods_of(g, 2, "corn") == 4);
  CHECK(g.s.seat(2).coins == 3);
}
