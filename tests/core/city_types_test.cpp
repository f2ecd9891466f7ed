// SeatState::city_types: the building types of a city, derived data the dispatcher tests
// before it walks a city. It must follow every way a city grows, or hooks go silent.
#include <catch2/catch.hpp>

#include "core/invariants.hpp"
#include "core/state_json.hpp"
#include "support/fixture.hpp"

using gov::test::Game;

namespace {
bool has_type(const gov::SeatState& st, gov::Id type) {
  return ((st.city_types.bits() >> type) & 1U) != 0;
}
}  // namespace

TEST_CASE("city_types: a build notes the type, and JSON gives it back", "[state]") {
  Game g(3);
  g.set_coins(0, 10);
  g.act("role builder");
  g.act("build small_market");
  const auto& st = g.s.seat(0);
  CHECK(has_type(st, g.building("small_market")));
  CHECK_FALSE(has_type(st, g.building("hacienda")));
  CHECK(st.city_types.bits() == std::uint64_t{1} << g.building("small_market"));
  g.check_invariants();
  // Not written to JSON (derived): read back from the city.
  const gov::State back = gov::state_from_json(g.rules, gov::to_json(g.rules, g.s));
  CHECK(back == g.s);
}

TEST_CASE("city_types: a city grown without add_to_city breaks an invariant", "[state]") {
  Game g(3);
  auto& st = g.s.seat(1);
  --g.s.building_supply[g.building("hospice")];
  st.city[st.num_buildings++].type = g.building("hospice");  // city_types not told
  const auto bad = gov::check_invariants(g.rules, g.s);
  REQUIRE(bad.size() == 1);
  CHECK(bad[0] == "seat 2: city_types is not the city's (use add_to_city)");
  st.city_types.add(g.building("hospice"));
  CHECK(gov::check_invariants(g.rules, g.s).empty());
}

TEST_CASE("city_types: types past 31 go in the high word", "[state]") {
  gov::SeatState st;
  gov::add_to_city(st, 3);
  gov::add_to_city(st, 40);
  CHECK(st.num_buildings == 2);
  CHECK(st.city[1].type == 40);
  CHECK(st.city_types.low == 1U << 3);
  CHECK(st.city_types.high == 1U << 8);
  CHECK(st.city_types.bits() == ((std::uint64_t{1} << 40) | (std::uint64_t{1} << 3)));
}
