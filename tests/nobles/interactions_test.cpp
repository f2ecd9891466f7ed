// The interactions the seed names: hospice and university give colonists, the villa a
// noble (villa_test.cpp); guild hall with the jeweler (jeweler_test.cpp).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::building_workers;
using gov::test::Game;
using gov::test::kNobles;
using gov::test::noble_kind;

TEST_CASE("nobles: the university gives a colonist, not a noble", "[nobles][university]") {
  Game g(4, 1, kNobles);
  g.give_building(0, "university", 1);
  const int nobles = g.s.worker_supply[noble_kind(g)];
  g.act("role builder");
  g.act("build small_market");
  CHECK(g.legal() == std::vector<std::string>{"pass", "use university"});
  g.act("use university");
  const auto& st = g.s.seat(0);
  CHECK(st.city[1].workers[0] == 1);
  CHECK(st.city[1].workers[noble_kind(g)] == 0);
  CHECK(g.s.worker_supply[noble_kind(g)] == nobles);
}

TEST_CASE("nobles: the hospice gives a colonist, not a noble", "[nobles][hospice]") {
  Game g(4, 1, kNobles);
  g.give_building(0, "hospice", 1);
  g.act("role settler");
  const auto l = g.legal();
  std::string pick;
  for (const auto& t : l)
    if (t.rfind("settle ", 0) == 0 && t != "settle quarry") pick = t;
  REQUIRE(!pick.empty());
  g.act(pick);
  REQUIRE(g.is_legal("use hospice"));
  g.act("use hospice");
  CHECK(g.s.seat(0).island[1].workers[0] == 1);
  CHECK(g.s.seat(0).island[1].workers[noble_kind(g)] == 0);
  g.check_invariants();
  (void)building_workers;
}
