// Royal supplier: in the captain phase, before his first loading, the owner may deliver
// barrels of different kinds to the supply, as many as nobles on his board, 1 VP each and
// no other bonus (content/nobles/buildings/royal_supplier.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::chips;
using gov::test::Game;
using gov::test::kNobles;
using gov::test::uses;

TEST_CASE("royal_supplier: one barrel per noble on the board, different kinds, 1 VP each",
          "[nobles][royal_supplier]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "royal_supplier");  // noble 1
  gov::test::give_nobles(g, 1, 1);                         // noble 2, in San Juan
  g.give_goods(1, "corn", 3);
  g.give_goods(1, "indigo", 1);
  g.give_goods(1, "sugar", 1);
  const int corn_supply = g.s.goods_supply[g.good("corn")];
  g.act("role captain");  // seat 0 has nothing to load
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) == std::vector<std::string>{"use royal_supplier corn", "use royal_supplier indigo",
                                            "use royal_supplier sugar"});
  g.act("use royal_supplier corn");
  CHECK(chips(g, 1) == 1);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 2);
  CHECK(g.s.goods_supply[g.good("corn")] == corn_supply + 1);
  // Still his turn; corn is done, one more barrel of another kind.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) ==
        std::vector<std::string>{"use royal_supplier indigo", "use royal_supplier sugar"});
  g.act("use royal_supplier sugar");
  CHECK(chips(g, 1) == 2);
  CHECK(uses(g).empty());  // two nobles, two barrels
  g.check_invariants();
}

TEST_CASE("royal_supplier: no other bonus (no harbor, no captain's privilege)",
          "[nobles][royal_supplier]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 0, "royal_supplier");
  g.give_building(0, "harbor", 1);
  g.give_goods(0, "coffee", 1);
  g.give_goods(0, "corn", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 0);
  g.act("use royal_supplier coffee");
  CHECK(chips(g, 0) == 1);
  // His first loading still earns the privilege and the harbor.
  g.act("ship corn 5");
  CHECK(chips(g, 0) == 1 + 2 + 1 + 1);
  g.check_invariants();
}

TEST_CASE("royal_supplier: not after his first loading", "[nobles][royal_supplier]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "royal_supplier");
  gov::test::give_nobles(g, 1, 2);
  g.give_goods(1, "corn", 1);
  g.give_goods(1, "indigo", 2);
  g.give_goods(2, "sugar", 1);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  g.act("ship corn 5");
  // Seat 2 loads; back to seat 1 in the next lap: only loading now.
  while (g.seat_to_act() != 1 && g.s.stage == gov::Stage::Phase) g.act(g.legal().front());
  if (g.seat_to_act() == 1 && g.s.cursor.step == 0) CHECK(uses(g).empty());
}

TEST_CASE("royal_supplier: no noble on the board, nothing", "[nobles][royal_supplier]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "royal_supplier", 1);
  g.give_goods(1, "corn", 1);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g).empty());
}
