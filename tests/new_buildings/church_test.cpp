// Church: +1 VP for a building of column 2 or 3, +2 for column 4
// (content/new-buildings/buildings/church.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::chips;
using gov::test::NbGame;

namespace {
int vp_for_building(const std::string& building, int church_workers = 1) {
  NbGame g;
  g.give_building(0, "church", church_workers);
  g.set_coins(0, 20);
  g.act("role builder");
  g.act("build " + building);
  return chips(g, 0);
}
}  // namespace

TEST_CASE("church: 0/1/1/2 VP by column", "[new-buildings][church]") {
  CHECK(vp_for_building("small_market") == 0);  // column 1
  CHECK(vp_for_building("indigo_plant") == 1);  // column 2 (production too)
  CHECK(vp_for_building("office") == 1);        // column 2
  CHECK(vp_for_building("harbor") == 1);        // column 3
  CHECK(vp_for_building("city_hall") == 2);     // column 4
  CHECK(vp_for_building("statue") == 2);        // column 4
}

TEST_CASE("church: unoccupied, nothing", "[new-buildings][church]") {
  CHECK(vp_for_building("harbor", 0) == 0);
}

TEST_CASE("church: no VP for building the church itself", "[new-buildings][church]") {
  NbGame g;
  g.give_building(0, "university", 1);
  g.set_coins(0, 20);
  g.act("role builder");
  g.act("build church");
  g.act("use university");  // the church is occupied at once: still nothing for itself
  CHECK(gov::test::building_workers(g, 0, "church") == 1);
  CHECK(chips(g, 0) == 0);
}
