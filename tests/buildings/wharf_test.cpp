// Wharf: once per captain phase, all barrels of one kind to the supply, 1 VP each
// (content/base/buildings/wharf.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::chips;
using gov::test::Game;
using gov::test::uses;

TEST_CASE("wharf: the rulebook variant: all 5 tobacco by the wharf, the ship stays",
          "[buildings][wharf][harbor][example]") {
  // As in the harbor example, but the owner sends his 5 tobacco with the wharf: the
  // tobacco ship is then not full and is not emptied at the end of the phase.
  Game g(4);
  g.give_building(1, "harbor", 1);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "tobacco", 5);
  g.give_goods(1, "sugar", 2);
  g.load_ship(5, "tobacco", 2);
  g.act("role captain");
  g.act("use wharf tobacco");
  CHECK(chips(g, 1) == 5 + 1);
  // The wharf is used: sugar must go on a ship.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"ship sugar 6", "ship sugar 7"});
  g.act("ship sugar 7");
  CHECK(chips(g, 1) == 6 + 2 + 1);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  for (int i = 0; i < g.s.num_ships; ++i)
    if (g.s.ships[i].capacity == 5) {
      CHECK(g.s.ships[i].good == g.good("tobacco"));
      CHECK(g.s.ships[i].load == 2);
    }
}

TEST_CASE("wharf: once per phase", "[buildings][wharf]") {
  Game g(4);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "corn", 2);
  g.give_goods(1, "indigo", 3);
  g.give_goods(2, "coffee", 1);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) == std::vector<std::string>{"use wharf corn", "use wharf indigo"});
  g.act("use wharf corn");
  CHECK(chips(g, 1) == 2);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 0);
  // Using the wharf was the turn: seat 2 loads next.
  REQUIRE(g.seat_to_act() == 2);
  g.act("ship coffee 5");
  // Seat 1 again: no second use of the wharf this phase.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g).empty());
  CHECK(g.legal() == std::vector<std::string>{"ship indigo 6", "ship indigo 7"});
}

TEST_CASE("wharf: again in the next captain phase", "[buildings][wharf]") {
  Game g(4);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "corn", 2);
  g.act("role captain");
  g.act("use wharf corn");
  for (const char* r : {"role prospector", "role trader", "role craftsman"}) g.act(r);
  REQUIRE(g.s.round == 2);
  g.give_goods(1, "coffee", 1);
  g.act("role captain");  // seat 1 picks first in round 2
  CHECK(uses(g) == std::vector<std::string>{"use wharf coffee"});
}

TEST_CASE("wharf: a kind already on a full ship", "[buildings][wharf]") {
  Game g(4);
  g.give_building(1, "wharf", 1);
  g.load_ship(5, "corn", 5);
  g.give_goods(1, "corn", 3);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use wharf corn"});  // never forced
  g.act("use wharf corn");
  CHECK(chips(g, 1) == 3);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 0);
}

TEST_CASE("wharf: the captain's privilege on a wharf delivery", "[buildings][wharf]") {
  Game g(4);
  g.give_building(0, "wharf", 1);
  g.give_goods(0, "coffee", 2);
  g.act("role captain");
  g.act("use wharf coffee");
  CHECK(chips(g, 0) == 2 + 1);
  CHECK(g.s.goods_supply[g.good("coffee")] == 9);
}

TEST_CASE("wharf: declined by loading a ship instead", "[buildings][wharf]") {
  Game g(4);
  g.give_building(0, "wharf", 1);
  g.give_goods(0, "coffee", 2);
  g.act("role captain");
  g.act("ship coffee 5");
  CHECK(chips(g, 0) == 2 + 1);
}

TEST_CASE("wharf: unoccupied, no offer", "[buildings][wharf]") {
  Game g(4);
  g.give_building(1, "wharf", 0);
  g.load_ship(5, "corn", 5);
  g.give_goods(1, "corn", 3);
  g.act("role captain");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 1);  // kept one, the rest to the supply
}

TEST_CASE("wharf: a seat that cannot load may decline it, loading then ends", "[buildings]") {
  // Seed 000: "Un joueur n'est jamais obligé d'utiliser ses bâtiments ... en particulier le
  // Quai." With every ship carrying other kinds, seat 1 can only use the wharf or pass.
  Game g(3);
  g.load_ship(4, "indigo", 1);
  g.load_ship(5, "sugar", 1);
  g.load_ship(6, "tobacco", 1);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "corn", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use wharf corn"});
  g.act("pass");
  // Nobody can load: storage (one corn kept), then the phase ends.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 1);
  CHECK(g.s.seat(1).vp_chips == 0);
}
