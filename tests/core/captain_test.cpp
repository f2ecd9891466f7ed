// Shipping (captain): the 4-player rulebook example, forced maximal loading, one ship per
// kind, laps, the privilege, storage, emptying full ships, the VP end trigger.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

TEST_CASE("captain: the rulebook's 4-player shipping example", "[captain][example]") {
  // Anne (0) is captain: 2 corn, 6 sugar. Bernie (1): 2 sugar, 3 tobacco. Christine (2):
  // 2 corn, 1 tobacco. David (3): 1 corn, 5 indigo. Ships 5 and 7 empty, 3 corn on the 6.
  Game g(4);
  g.give_goods(0, "corn", 2);
  g.give_goods(0, "sugar", 6);
  g.give_goods(1, "sugar", 2);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(2, "corn", 2);
  g.give_goods(2, "tobacco", 1);
  g.give_goods(3, "corn", 1);
  g.give_goods(3, "indigo", 5);
  g.load_ship(6, "corn", 3);
  g.act("role captain");
  // Anne: corn on the 6, or sugar on the 7 (not the 5: it would take fewer).
  CHECK(g.legal() == std::vector<std::string>{"ship corn 6", "ship sugar 7"});
  g.act("ship sugar 7");
  CHECK(g.s.seat(0).vp_chips == 7);  // 6 + 1 privilege
  // Bernie: the last place on the 7, or tobacco on the 5.
  CHECK(g.legal() == std::vector<std::string>{"ship sugar 7", "ship tobacco 5"});
  g.act("ship sugar 7");
  CHECK(g.s.seat(1).vp_chips == 1);
  // Christine: corn on the 6 or tobacco on the 5.
  g.act("ship tobacco 5");
  CHECK(g.s.seat(2).vp_chips == 1);
  // David: only his corn fits.
  CHECK(g.legal() == std::vector<std::string>{"ship corn 6"});
  g.act("ship corn 6");
  // Anne again: her 2 corn.
  CHECK(g.legal() == std::vector<std::string>{"ship corn 6"});
  g.act("ship corn 6");
  CHECK(g.s.seat(0).vp_chips == 9);  // no second privilege
  // Bernie: tobacco on the 5.
  g.act("ship tobacco 5");
  CHECK(g.s.seat(1).vp_chips == 4);
  // Christine and David cannot load. Storage needs no choice here: Bernie keeps his last
  // sugar, Christine one of her 2 corn, David one of his 5 indigo; the rest returns.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("sugar")] == 1);
  CHECK(g.s.seat(2).goods[g.good("corn")] == 1);
  CHECK(g.s.seat(3).goods[g.good("indigo")] == 1);
  CHECK(g.s.seat(3).goods[g.good("corn")] == 0);
  // The full 6 (corn) and 7 (sugar) are emptied, the 5 keeps its 4 tobacco.
  for (int i = 0; i < g.s.num_ships; ++i) {
    const auto& sh = g.s.ships[i];
    if (sh.capacity == 5) {
      CHECK(sh.good == g.good("tobacco"));
      CHECK(sh.load == 4);
    } else {
      CHECK(sh.load == 0);
      CHECK(sh.good == gov::kNone);
    }
  }
}

TEST_CASE("captain: loading is forced, there is no pass", "[captain]") {
  Game g(3);
  g.give_goods(1, "corn", 1);
  g.act("role captain");
  CHECK(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"ship corn 4", "ship corn 5", "ship corn 6"});
  CHECK(g.reject("pass") != "");
}

TEST_CASE("captain: a kind on a full ship cannot go on another ship", "[captain]") {
  Game g(3);
  g.load_ship(4, "corn", 4);
  g.give_goods(0, "corn", 2);
  g.act("role captain");
  // Nothing to load: storage keeps one corn, the other returns.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(0).goods[g.good("corn")] == 1);
  CHECK(g.s.seat(0).vp_chips == 0);
}

TEST_CASE("captain: the privilege is earned on the captain's first loading only", "[captain]") {
  Game g(3);
  g.give_goods(0, "corn", 1);
  g.give_goods(0, "indigo", 1);
  g.act("role captain");
  g.act("ship corn 6");
  CHECK(g.s.seat(0).vp_chips == 2);
  g.act("ship indigo 5");
  CHECK(g.s.seat(0).vp_chips == 3);
}

TEST_CASE("captain: storage keeps one barrel of the seat's choice", "[captain]") {
  Game g(3);
  g.load_ship(4, "corn", 4);
  g.load_ship(5, "indigo", 5);
  g.load_ship(6, "sugar", 6);
  g.give_goods(1, "corn", 2);
  g.give_goods(1, "coffee", 3);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"keep corn", "keep coffee"});
  g.act("keep coffee");
  CHECK(g.s.seat(1).goods[g.good("coffee")] == 1);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 0);
  CHECK(g.s.goods_supply[g.good("coffee")] == 8);
}

TEST_CASE("captain: taking the last VP chip ends the game after the round", "[captain][end]") {
  Game g(3);
  g.s.seat(2).vp_chips = g.s.vp_supply - 2;
  g.s.vp_supply = 2;
  g.give_goods(0, "corn", 3);
  g.act("role captain");
  g.act("ship corn 6");
  CHECK(g.s.seat(0).vp_chips == 4);  // VP past the last chip still count
  CHECK(g.s.vp_supply == -2);
  CHECK((g.s.end_triggered & gov::kEndVp) != 0);
}
