// Setup per player count: the numbers of reference/components.md "Setup per player count".
#include <catch2/catch.hpp>

#include "core/invariants.hpp"
#include "support/fixture.hpp"

using gov::test::Game;

namespace {
int tiles_of(const Game& g, int seat, const std::string& tile) {
  int n = 0;
  for (int i = 0; i < g.s.seat(seat).num_tiles; ++i)
    n += g.s.seat(seat).island[i].kind == g.tile(tile);
  return n;
}
}  // namespace

TEST_CASE("setup: coins, VP, colonists, ships, display per player count", "[setup]") {
  struct Row {
    int players, coins, vp, colonists, ship;
    std::vector<int> ships;
    int roles, face_up, quarries;
  };
  const std::vector<Row> rows = {
      {2, 3, 65, 40, 2, {4, 6}, 7, 3, 5},
      {3, 2, 75, 55, 3, {4, 5, 6}, 6, 4, 8},
      {4, 3, 100, 75, 4, {5, 6, 7}, 7, 5, 8},
      {5, 4, 122, 95, 5, {6, 7, 8}, 8, 6, 8},
  };
  for (const auto& r : rows) {
    Game g(r.players, 7);
    INFO(r.players << " players");
    for (int i = 0; i < r.players; ++i) CHECK(g.s.seat(i).coins == r.coins);
    CHECK(g.s.vp_supply == r.vp);
    CHECK(g.s.worker_supply[0] == r.colonists);
    CHECK(g.s.ship_workers[0] == r.ship);
    REQUIRE(g.s.num_ships == static_cast<int>(r.ships.size()));
    for (std::size_t i = 0; i < r.ships.size(); ++i) CHECK(g.s.ships[i].capacity == r.ships[i]);
    CHECK(g.s.num_roles == r.roles);
    CHECK(g.s.face_up_count == r.face_up);
    CHECK(g.s.open_pile[g.tile("quarry")] == r.quarries);
    CHECK(g.s.stage == gov::Stage::ChooseRole);
    CHECK(g.seat_to_act() == 0);
    g.check_invariants();
  }
}

TEST_CASE("setup: starting tiles from the governor clockwise", "[setup]") {
  Game g2(2), g3(3), g4(4), g5(5);
  CHECK(tiles_of(g2, 0, "indigo") == 1);
  CHECK(tiles_of(g2, 1, "corn") == 1);
  CHECK(tiles_of(g3, 0, "indigo") == 1);
  CHECK(tiles_of(g3, 1, "indigo") == 1);
  CHECK(tiles_of(g3, 2, "corn") == 1);
  CHECK(tiles_of(g4, 1, "indigo") == 1);
  CHECK(tiles_of(g4, 2, "corn") == 1);
  CHECK(tiles_of(g4, 3, "corn") == 1);
  CHECK(tiles_of(g5, 2, "indigo") == 1);
  CHECK(tiles_of(g5, 3, "corn") == 1);
  CHECK(tiles_of(g5, 4, "corn") == 1);
  for (int i = 0; i < 5; ++i) CHECK(g5.s.seat(i).num_tiles == 1);
}

TEST_CASE("setup: 2 players keep one violet and two production buildings of each type", "[setup]") {
  Game g2(2), g4(4);
  CHECK(g2.s.building_supply[g2.building("harbor")] == 1);
  CHECK(g2.s.building_supply[g2.building("small_market")] == 1);
  CHECK(g2.s.building_supply[g2.building("coffee_roaster")] == 2);
  CHECK(g2.s.building_supply[g2.building("small_indigo_plant")] == 2);
  CHECK(g2.s.building_supply[g2.building("guild_hall")] == 1);
  CHECK(g4.s.building_supply[g4.building("harbor")] == 2);
  CHECK(g4.s.building_supply[g4.building("small_indigo_plant")] == 4);
  CHECK(g4.s.building_supply[g4.building("coffee_roaster")] == 3);
  // Goods: 2 barrels of each kind fewer with two players.
  CHECK(g2.s.goods_supply[g2.good("corn")] == 8);
  CHECK(g4.s.goods_supply[g4.good("corn")] == 10);
  CHECK(g4.s.goods_supply[g4.good("coffee")] == 9);
}

TEST_CASE("setup: the same seed gives the same game, another seed another", "[setup]") {
  Game a(4, 11), b(4, 11), c(4, 12);
  CHECK(a.s == b.s);
  CHECK_FALSE(a.s == c.s);
}

TEST_CASE("setup: a player count without a table is refused", "[setup]") {
  const auto& rules = gov::test::rules_for("base");
  gov::Engine e(rules);
  CHECK_THROWS_AS(e.new_game(6, 1), std::invalid_argument);
  CHECK_THROWS_AS(e.new_game(1, 1), std::invalid_argument);
}
