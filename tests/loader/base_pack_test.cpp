// The base pack loads clean, with the numbers of the printed game.
#include <catch2/catch.hpp>

#include "loader/load.hpp"

using namespace gov;

namespace {

const Ruleset& base() {
  static const LoadResult result = load_packs({"base"}, GOVERNOR_CONTENT_DIR);
  if (!result.ok()) {
    for (const auto& d : result.diagnostics) UNSCOPED_INFO(format_diagnostic(d));
    FAIL("the base pack does not load");
  }
  return *result.rules;
}

const BuildingDef& building(const char* id) {
  auto i = base().building_index(id);
  REQUIRE(i);
  return base().buildings[*i];
}

}  // namespace

TEST_CASE("base pack loads without any diagnostic", "[loader]") {
  LoadResult r = load_packs({"base"}, GOVERNOR_CONTENT_DIR);
  for (const auto& d : r.diagnostics) INFO(format_diagnostic(d));
  CHECK(r.diagnostics.empty());
  REQUIRE(r.ok());
  REQUIRE(r.rules->packs.size() == 1);
  const PackInfo& p = r.rules->packs[0];
  CHECK(p.id == "base");
  CHECK(p.version == "1.1.0");
  CHECK(p.content_hash.size() == 16);
  // The hash is stable from one load to the next.
  CHECK(load_packs({"base"}, GOVERNOR_CONTENT_DIR).rules->packs[0].content_hash == p.content_hash);
}

TEST_CASE("base pack: tables in declaration order", "[loader]") {
  const Ruleset& r = base();
  REQUIRE(r.goods.size() == 5);
  const char* goods[] = {"corn", "indigo", "sugar", "tobacco", "coffee"};
  for (int i = 0; i < 5; ++i) {
    CHECK(r.goods[i].id == goods[i]);
    CHECK(r.goods[i].price == i);
    CHECK(r.goods[i].needs_building == (i != 0));
  }
  REQUIRE(r.tile_kinds.size() == 6);
  for (int i = 0; i < 5; ++i) {
    CHECK(r.tile_kinds[i].id == goods[i]);
    CHECK(r.tile_kinds[i].produces == i);
    CHECK_FALSE(r.tile_kinds[i].open_pile);
  }
  const TileKindDef& quarry = r.tile_kinds[5];
  CHECK(quarry.id == "quarry");
  CHECK(quarry.open_pile);
  CHECK(quarry.build_discount == 1);
  CHECK(quarry.circles == 1);
  CHECK(quarry.produces == kNone);
  REQUIRE(r.worker_kinds.size() == 1);
  CHECK(r.worker_kinds[0].id == "colonist");

  REQUIRE(r.roles.size() == 7);
  const std::pair<const char*, Mechanic> roles[] = {
      {"settler", Mechanic::DraftTiles}, {"mayor", Mechanic::DistributeWorkers},
      {"builder", Mechanic::Build},      {"craftsman", Mechanic::Produce},
      {"trader", Mechanic::Sell},        {"captain", Mechanic::Ship},
      {"prospector", Mechanic::NoAction}};
  for (int i = 0; i < 7; ++i) {
    CHECK(r.roles[i].id == roles[i].first);
    CHECK(r.roles[i].mechanic == roles[i].second);
    CHECK(r.roles[i].privilege == 1);
    CHECK_FALSE(r.roles[i].text.empty());
  }
  CHECK(r.settings.island_spaces == 12);
  CHECK(r.settings.city_spaces == 12);
  CHECK(r.settings.trading_house_capacity == 4);
  CHECK(r.settings.barrels_kept == 1);
}

TEST_CASE("base pack: the 23 buildings", "[loader]") {
  const Ruleset& r = base();
  REQUIRE(r.buildings.size() == 23);
  int production = 0, large = 0;
  for (const auto& b : r.buildings) {
    CHECK(b.pack == "base");
    CHECK_FALSE(b.text.empty());
    CHECK_FALSE(b.name_fr.empty());
    CHECK(b.vp == b.column);  // true of every base building
    production += b.category == BuildingCategory::Production;
    large += b.large;
    CHECK(b.spaces == (b.large ? 2 : 1));
    CHECK(b.where.line >= 1);
  }
  CHECK(production == 6);
  CHECK(large == 5);

  const BuildingDef& market = building("small_market");
  CHECK(market.name == "Small Market");
  CHECK(market.name_fr == "petit marché");
  CHECK(market.cost == 1);
  CHECK(market.vp == 1);
  CHECK(market.circles == 1);
  CHECK(market.column == 1);
  CHECK(market.copies == 2);
  CHECK(market.category == BuildingCategory::Violet);
  CHECK(market.produces == kNone);
  CHECK_FALSE(market.works_unoccupied);

  const BuildingDef& roaster = building("coffee_roaster");
  CHECK(roaster.cost == 6);
  CHECK(roaster.vp == 3);
  CHECK(roaster.circles == 2);
  CHECK(roaster.column == 3);
  CHECK(roaster.copies == 3);
  CHECK(roaster.category == BuildingCategory::Production);
  CHECK(roaster.produces == *base().good_index("coffee"));

  const BuildingDef& indigo = building("small_indigo_plant");
  CHECK(indigo.cost == 1);
  CHECK(indigo.copies == 4);
  CHECK(indigo.produces == *base().good_index("indigo"));

  const BuildingDef& tobacco = building("tobacco_storage");
  CHECK(tobacco.cost == 5);
  CHECK(tobacco.circles == 3);
  CHECK(tobacco.produces == *base().good_index("tobacco"));

  const BuildingDef& factory = building("factory");
  CHECK(factory.cost == 7);
  CHECK(factory.vp == 3);
  const BuildingDef& university = building("university");
  CHECK(university.cost == 8);
  const BuildingDef& wharf = building("wharf");
  CHECK(wharf.cost == 9);
  CHECK(wharf.column == 3);

  const BuildingDef& hall = building("city_hall");
  CHECK(hall.cost == 10);
  CHECK(hall.vp == 4);
  CHECK(hall.column == 4);
  CHECK(hall.large);
  CHECK(hall.spaces == 2);
  CHECK(hall.copies == 1);
}

TEST_CASE("base pack: setup tables per player count", "[loader]") {
  const Ruleset& r = base();
  struct Row {
    int players, coins, vp, colonists, ship;
    std::vector<int> ships;
    int role_cards, prospectors, picks, face_up;
    std::vector<const char*> start;
  };
  const Row rows[] = {
      {2, 3, 65, 40, 2, {4, 6}, 7, 1, 6, 3, {"indigo", "corn"}},
      {3, 2, 75, 55, 3, {4, 5, 6}, 6, 0, 3, 4, {"indigo", "indigo", "corn"}},
      {4, 3, 100, 75, 4, {5, 6, 7}, 7, 1, 4, 5, {"indigo", "indigo", "corn", "corn"}},
      {5, 4, 122, 95, 5, {6, 7, 8}, 8, 2, 5, 6, {"indigo", "indigo", "indigo", "corn", "corn"}},
  };
  Id prospector = *r.role_index("prospector");
  for (const Row& row : rows) {
    INFO(row.players << " players");
    const SetupTable* s = r.setup_for(row.players);
    REQUIRE(s);
    CHECK(s->coins == row.coins);
    CHECK(s->vp_chips == row.vp);
    CHECK(s->worker_supply[0] == row.colonists);
    CHECK(s->ship_workers[0] == row.ship);
    CHECK(s->ship_capacities == row.ships);
    CHECK(s->roles.size() == static_cast<std::size_t>(row.role_cards));
    CHECK(std::count(s->roles.begin(), s->roles.end(), prospector) == row.prospectors);
    CHECK(s->picks_per_round == row.picks);
    CHECK(s->face_up == row.face_up);
    REQUIRE(s->starting_tiles.size() == row.start.size());
    for (std::size_t i = 0; i < row.start.size(); ++i)
      CHECK(r.tile_kinds[s->starting_tiles[i]].id == row.start[i]);
  }
  // corn, indigo, sugar, tobacco, coffee, quarry
  const SetupTable& two = *r.setup_for(2);
  CHECK(std::vector<int>(two.tiles.begin(), two.tiles.begin() + 6) ==
        std::vector<int>{7, 9, 8, 6, 5, 5});
  CHECK(std::vector<int>(two.goods.begin(), two.goods.begin() + 5) ==
        std::vector<int>{8, 9, 9, 7, 7});
  for (int p = 3; p <= 5; ++p) {
    const SetupTable& s = *r.setup_for(p);
    CHECK(std::vector<int>(s.tiles.begin(), s.tiles.begin() + 6) ==
          std::vector<int>{10, 12, 11, 9, 8, 8});
    CHECK(std::vector<int>(s.goods.begin(), s.goods.begin() + 5) ==
          std::vector<int>{10, 11, 11, 9, 9});
    CHECK(s.copies_by_category == std::array<int, 2>{-1, -1});
  }
  CHECK(r.setup_for(1) == nullptr);
  CHECK(r.setup_for(6) == nullptr);
}

TEST_CASE("base pack: 2-player copies override", "[loader]") {
  const Ruleset& r = base();
  CHECK(r.setup_for(2)->copies_by_category == std::array<int, 2>{2, 1});
  Id sugar_mill = *r.building_index("small_sugar_mill");
  Id harbor = *r.building_index("harbor");
  Id guild = *r.building_index("guild_hall");
  CHECK(r.copies_of(sugar_mill, 2) == 2);
  CHECK(r.copies_of(harbor, 2) == 1);
  CHECK(r.copies_of(guild, 2) == 1);
  for (int p = 3; p <= 5; ++p) {
    CHECK(r.copies_of(sugar_mill, p) == 4);
    CHECK(r.copies_of(harbor, p) == 2);
    CHECK(r.copies_of(guild, p) == 1);
  }
}

TEST_CASE("ruleset: mechanic names round-trip", "[loader]") {
  for (int m = 0; m < kMechanicCount; ++m) {
    auto mech = static_cast<Mechanic>(m);
    CHECK(mechanic_from_name(mechanic_name(mech)) == mech);
  }
  CHECK(mechanic_name(Mechanic::DistributeWorkers) == "distribute_workers");
  CHECK_FALSE(mechanic_from_name("draft"));
}
