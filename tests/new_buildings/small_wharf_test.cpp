// Small wharf: once per captain phase, any barrels to the supply, 1 VP per 2
// (content/new-buildings/buildings/small_wharf.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::chips;
using gov::test::goods_of;
using gov::test::NbGame;

TEST_CASE("small wharf: barrels of several kinds, 1 VP per 2 of the whole transfer",
          "[new-buildings][small_wharf]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(1, "small_wharf", 1);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  const int tobacco_supply = g.s.goods_supply[g.good("tobacco")];
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"pass", "use small_wharf coffee 1", "use small_wharf coffee 2",
                                 "use small_wharf tobacco 1", "use small_wharf tobacco 2",
                                 "use small_wharf tobacco 3"});
  g.act("use small_wharf tobacco 3");
  CHECK(chips(g, 1) == 1);
  CHECK(g.s.goods_supply[g.good("tobacco")] == tobacco_supply + 3);
  // More kinds may follow (coffee comes after tobacco), or pass.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"pass", "use small_wharf coffee 1", "use small_wharf coffee 2"});
  g.act("use small_wharf coffee 1");
  CHECK(chips(g, 1) == 2);  // 4 barrels: 2 VP
  CHECK(goods_of(g, 1, "coffee") == 1);
  // Nothing else to transfer; once per phase: the coffee left is stored.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(goods_of(g, 1, "coffee") == 1);
  g.check_invariants();
}

TEST_CASE("small wharf: not a loading: no captain's privilege, no harbor, no lighthouse",
          "[new-buildings][small_wharf][harbor][lighthouse]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(0, "small_wharf", 1);
  g.give_building(0, "harbor", 1);
  g.give_goods(0, "coffee", 2);
  g.act("role captain");
  g.act("use small_wharf coffee 2");
  CHECK(chips(g, 0) == 1);
  CHECK(g.s.seat(0).coins == 3);
}

TEST_CASE("small wharf: instead of loading when he could load, once per phase",
          "[new-buildings][small_wharf]") {
  NbGame g;
  g.give_building(1, "small_wharf", 1);
  g.give_goods(1, "corn", 3);
  g.give_goods(1, "indigo", 1);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("ship corn 5"));
  CHECK_FALSE(g.is_legal("pass"));  // he can load: the small wharf or a ship
  g.act("use small_wharf corn 1");
  g.act("pass");  // no more kinds
  // Next lap: the small wharf is spent; he must load.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::uses(g).empty());
  CHECK(chips(g, 1) == 0);
}
