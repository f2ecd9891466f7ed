// The interactions the seed names: hospice and university give a colonist or a noble, the
// villa a noble (villa_test.cpp); guild hall with the jeweler (jeweler_test.cpp).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::building_workers;
using gov::test::Game;
using gov::test::kNobles;
using gov::test::noble_kind;

// « Note générale : quand la règle générale ou la première extension mentionnent le terme
// "colon", lire "colon/noble" si vous jouez avec cette seconde extension » (seed 000): the
// hospice and the university (« il peut prendre un colon de la réserve ») give a colonist
// or a noble, each while the supply (or, failing it, the ship) has one.
TEST_CASE("nobles: the university gives a colonist or a noble", "[nobles][university]") {
  for (const std::string kind : {"colonist", "noble"}) {
    INFO(kind);
    Game g(4, 1, kNobles);
    g.give_building(0, "university", 1);
    const gov::Id k = *g.rules.worker_index(kind);
    const int supply = g.s.worker_supply[k];
    g.act("role builder");
    g.act("build small_market");
    CHECK(g.legal() ==
          std::vector<std::string>{"pass", "use university colonist", "use university noble"});
    g.act("use university " + kind);
    const auto& st = g.s.seat(0);
    CHECK(st.city[1].workers[k] == 1);
    CHECK(st.city[1].workers[k == 0 ? noble_kind(g) : 0] == 0);
    CHECK(g.s.worker_supply[k] == supply - 1);
    g.check_invariants();
  }
}

TEST_CASE("nobles: the hospice gives a colonist or a noble", "[nobles][hospice]") {
  for (const std::string kind : {"colonist", "noble"}) {
    INFO(kind);
    Game g(4, 1, kNobles);
    g.give_building(0, "hospice", 1);
    const gov::Id k = *g.rules.worker_index(kind);
    g.act("role settler");
    const auto l = g.legal();
    std::string pick;
    for (const auto& t : l)
      if (t.rfind("settle ", 0) == 0 && t != "settle quarry") pick = t;
    REQUIRE(!pick.empty());
    g.act(pick);
    REQUIRE(g.is_legal("use hospice colonist"));
    REQUIRE(g.is_legal("use hospice noble"));
    g.act("use hospice " + kind);
    CHECK(g.s.seat(0).island[1].workers[k] == 1);
    CHECK(g.s.seat(0).island[1].workers[k == 0 ? noble_kind(g) : 0] == 0);
    g.check_invariants();
  }
  (void)building_workers;
}

TEST_CASE("nobles: no kind is offered that neither the supply nor the ship has",
          "[nobles][hospice]") {
  Game g(4, 1, kNobles);
  g.give_building(0, "hospice", 1);
  const gov::Id n = noble_kind(g);
  // Every noble out of the supply and off the ship (to seat 3's San Juan).
  g.s.seat(3).san_juan[n] = static_cast<std::uint8_t>(g.s.worker_supply[n] + g.s.ship_workers[n]);
  g.s.worker_supply[n] = 0;
  g.s.ship_workers[n] = 0;
  g.act("role settler");
  g.act("settle quarry");
  CHECK(g.legal() == std::vector<std::string>{"pass", "use hospice colonist"});
  g.check_invariants();
}
