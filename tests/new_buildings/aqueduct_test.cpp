// Aqueduct: one more indigo / sugar barrel when the large plant produced some
// (content/new-buildings/buildings/aqueduct.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::goods_of;
using gov::test::NbGame;

TEST_CASE("aqueduct: +1 indigo with the indigo plant, +1 sugar with the sugar mill",
          "[new-buildings][aqueduct]") {
  NbGame g;
  g.give_building(1, "aqueduct", 1);
  g.give_building(1, "indigo_plant", 1);
  g.give_building(1, "sugar_mill", 2);
  g.give_tile(1, "indigo", 1);
  g.give_tile(1, "sugar", 1);
  g.give_tile(1, "sugar", 1);
  g.act("role craftsman");
  CHECK(goods_of(g, 1, "indigo") == 1 + 1);
  CHECK(goods_of(g, 1, "sugar") == 2 + 1);
  g.check_invariants();
}

TEST_CASE("aqueduct: nothing with the small plants only, nor for tobacco or coffee",
          "[new-buildings][aqueduct]") {
  NbGame g;
  g.give_building(1, "aqueduct", 1);
  g.give_building(1, "small_indigo_plant", 1);
  g.give_building(1, "tobacco_storage", 1);
  g.give_tile(1, "indigo", 1);
  g.give_tile(1, "tobacco", 1);
  g.act("role craftsman");
  CHECK(goods_of(g, 1, "indigo") == 1);
  CHECK(goods_of(g, 1, "tobacco") == 1);
}

TEST_CASE("aqueduct: the large plant must produce; an unoccupied aqueduct gives nothing",
          "[new-buildings][aqueduct]") {
  NbGame g;
  g.give_building(1, "aqueduct", 0);
  g.give_building(1, "indigo_plant", 1);
  g.give_tile(1, "indigo", 1);
  g.give_building(2, "aqueduct", 1);
  g.give_building(2, "indigo_plant", 1);  // no occupied indigo plantation: nothing produced
  g.act("role craftsman");
  CHECK(goods_of(g, 1, "indigo") == 1);
  CHECK(goods_of(g, 2, "indigo") == 0);
}
