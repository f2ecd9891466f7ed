// Loading packs from tests/loader/fixtures/: pack references, and the valid cases (a later
// pack adding items, replacing a setup). The broken cases, each with its exact
// diagnostics, are table-driven: tests/game/validate_fixtures_test.cpp reads every
// <case>/expected.txt.
#include <catch2/catch.hpp>

#include <filesystem>

#include "loader/load.hpp"
#include "support/fixture_diagnostics.hpp"

using namespace gov;
using gov::test::kFixtures;

namespace {

std::string fixture(const std::string& name) {
  return kFixtures + "/" + name;
}

std::vector<std::string> diagnostics_of(const std::vector<std::string>& refs) {
  LoadResult r = load_packs(refs, GOVERNOR_CONTENT_DIR);
  CHECK_FALSE(r.ok());
  CHECK(r.rules == nullptr);
  return test::fixture_lines(r.diagnostics);
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("packs: missing pack folder and empty list", "[loader][fixtures]") {
  CHECK(diagnostics_of({"no_such_pack"}) ==
        Lines{"<content>/no_such_pack: error: no pack folder 'no_such_pack' (a pack is a folder "
              "under <content>, or a path to one)"});
  CHECK(diagnostics_of({}) == Lines{"<content>: error: no pack to load"});
  CHECK(diagnostics_of({"base", "base"}) ==
        Lines{"<content>/base/pack.yaml: error: pack 'base' is already in the mix"});
}

TEST_CASE("packs: a missing folder is an I/O error; a broken mix keeps what loaded",
          "[loader][fixtures]") {
  LoadResult missing = load_packs({"base", "no_such_pack"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(missing.diagnostics.size() == 1);
  CHECK(missing.diagnostics[0].io);
  LoadResult broken = load_packs({"base", fixture("unknown_key")}, GOVERNOR_CONTENT_DIR);
  CHECK(broken.rules == nullptr);
  REQUIRE(broken.partial != nullptr);  // validate checks the scripts of what did load
  CHECK(broken.partial->building_index("harbor").has_value());
  for (const auto& d : broken.diagnostics) CHECK_FALSE(d.io);
}

TEST_CASE("packs: a later pack adds items after the earlier ones", "[loader]") {
  LoadResult r = load_packs({"base", fixture("script_file")}, GOVERNOR_CONTENT_DIR);
  for (const auto& d : r.diagnostics) INFO(format_diagnostic(d));
  REQUIRE(r.ok());
  REQUIRE(r.rules->packs.size() == 2);
  CHECK(r.rules->packs[1].id == "script_file");
  CHECK(r.rules->packs[0].content_hash != r.rules->packs[1].content_hash);
  REQUIRE(r.rules->buildings.size() == 24);
  const BuildingDef& shop = r.rules->buildings.back();
  CHECK(shop.id == "spice_shop");
  CHECK(shop.pack == "script_file");
  CHECK(shop.script_file == fixture("script_file") + "/buildings/spice_shop.lua");
  for (const auto& b : r.rules->buildings) {  // set exactly when buildings/<id>.lua exists
    std::string lua =
        (b.pack == "base" ? std::string(GOVERNOR_CONTENT_DIR) + "/base" : fixture(b.pack)) +
        "/buildings/" + b.id + ".lua";
    CHECK(b.script_file == (std::filesystem::exists(lua) ? lua : ""));
  }
}

TEST_CASE("packs: a later pack replaces a setup table and changes a setting", "[loader]") {
  LoadResult r = load_packs({"base", fixture("replace_setup")}, GOVERNOR_CONTENT_DIR);
  for (const auto& d : r.diagnostics) INFO(format_diagnostic(d));
  REQUIRE(r.ok());
  CHECK(r.rules->setups.size() == 4);
  CHECK(r.rules->setup_for(3)->coins == 5);
  CHECK(r.rules->setup_for(4)->coins == 3);
  CHECK(r.rules->settings.barrels_kept == 2);
  CHECK(r.rules->settings.trading_house_capacity == 4);  // unchanged keys stay
}
