// Broken packs under tests/loader/fixtures/<case>/: each must give exactly these
// diagnostics (text, line and column), and no Ruleset. Most cases are a small pack loaded
// after base; paths are shown relative to the fixtures folder, base's as <content>.
#include <catch2/catch.hpp>

#include <filesystem>

#include "loader/load.hpp"

using namespace gov;

namespace {

const std::string kFixtures = std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures";

std::string fixture(const std::string& name) {
  return kFixtures + "/" + name;
}

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

std::vector<std::string> diagnostics_of(const std::vector<std::string>& refs) {
  LoadResult r = load_packs(refs, GOVERNOR_CONTENT_DIR);
  CHECK_FALSE(r.ok());
  CHECK(r.rules == nullptr);
  std::vector<std::string> out;
  for (const auto& d : r.diagnostics) {
    std::string s = format_diagnostic(d);
    replace_all(s, kFixtures + "/", "");
    replace_all(s, GOVERNOR_CONTENT_DIR, "<content>");
    out.push_back(s);
  }
  return out;
}

// The fixture pack loaded after base.
std::vector<std::string> broken(const std::string& name) {
  return diagnostics_of({"base", fixture(name)});
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("fixture: unknown key with did-you-mean", "[loader][fixtures]") {
  CHECK(broken("unknown_key") ==
        Lines{"unknown_key/buildings/spice_shop.yaml:1:1: error: missing required key 'cost'",
              "unknown_key/buildings/spice_shop.yaml:3:1: error: unknown key 'cots' (did you "
              "mean 'cost'?)"});
}

TEST_CASE("fixture: duplicate key names both positions", "[loader][fixtures]") {
  CHECK(broken("duplicate_key") == Lines{"duplicate_key/buildings/spice_shop.yaml:7:1: error: "
                                         "duplicate key 'vp' (first at line 4, column 1)"});
}

TEST_CASE("fixture: duplicate id across files and namespaces names both", "[loader][fixtures]") {
  CHECK(broken("duplicate_id") ==
        Lines{"duplicate_id/goods.yaml:5:9: error: duplicate id 'harbor': already declared as a "
              "building at <content>/base/buildings/harbor.yaml:1:5",
              "duplicate_id/roles.yaml:2:9: error: duplicate id 'spice': already declared as a "
              "good at duplicate_id/goods.yaml:2:9"});
}

TEST_CASE("fixture: bad references", "[loader][fixtures]") {
  CHECK(broken("bad_reference") ==
        Lines{"bad_reference/buildings/spice_mill.yaml:9:11: error: produces: unknown good "
              "'suger' (did you mean 'sugar'?)",
              "bad_reference/tiles.yaml:4:15: error: tiles[0].produces: unknown good 'spice'"});
}

TEST_CASE("fixture: non-integers and non-booleans", "[loader][fixtures]") {
  CHECK(broken("non_integer") ==
        Lines{"non_integer/buildings/spice_shop.yaml:3:7: error: cost: expected an integer, got "
              "'2.5'",
              "non_integer/buildings/spice_shop.yaml:4:5: error: vp: expected an integer, got "
              "'two'",
              "non_integer/buildings/spice_shop.yaml:5:10: error: circles: expected an integer, "
              "got \"1\"",
              "non_integer/buildings/spice_shop.yaml:10:19: error: works_unoccupied: expected "
              "true or false, got 'yes'"});
}

TEST_CASE("fixture: out of range and bad choices", "[loader][fixtures]") {
  CHECK(broken("out_of_range") ==
        Lines{"out_of_range/buildings/spice_shop.yaml:3:7: error: cost: must be from 0 to 99, "
              "got -1",
              "out_of_range/buildings/spice_shop.yaml:5:10: error: circles: must be from 0 to 3, "
              "got 4",
              "out_of_range/buildings/spice_shop.yaml:6:9: error: column: must be from 1 to 4, "
              "got 0",
              "out_of_range/buildings/spice_shop.yaml:7:7: error: size: 'medium' is not one of: "
              "small, large",
              "out_of_range/buildings/spice_shop.yaml:8:11: error: category: 'violett' is not one "
              "of: production, violet (did you mean 'violet'?)"});
}

TEST_CASE("fixture: missing text", "[loader][fixtures]") {
  CHECK(broken("missing_text") ==
        Lines{"missing_text/buildings/spice_shop.yaml:1:1: error: missing required key 'text'"});
}

TEST_CASE("fixture: a second document is an error", "[loader][fixtures]") {
  CHECK(broken("second_document") ==
        Lines{"second_document/buildings/spice_shop.yaml:11:1: error: a second YAML document; a "
              "content file holds exactly one"});
}

TEST_CASE("fixture: alias bomb is refused at the first alias", "[loader][fixtures]") {
  CHECK(broken("alias_bomb") ==
        Lines{"alias_bomb/goods.yaml:2:8: error: aliases ('*name') are not allowed in content "
              "files; write the value out"});
}

TEST_CASE("fixture: deep nesting", "[loader][fixtures]") {
  CHECK(broken("deep_nesting") ==
        Lines{"deep_nesting/goods.yaml:1:71: error: nesting deeper than 64 levels"});
}

TEST_CASE("fixture: empty file", "[loader][fixtures]") {
  CHECK(broken("empty_file") ==
        Lines{"empty_file/goods.yaml:1:1: error: file is empty (expected a YAML mapping)"});
}

TEST_CASE("fixture: binary file", "[loader][fixtures]") {
  CHECK(broken("binary_file") == Lines{"binary_file/goods.yaml:3:13: error: not a UTF-8 text "
                                       "file (byte 0x00); is it a binary file?"});
}

TEST_CASE("fixture: missing pack.yaml", "[loader][fixtures]") {
  CHECK(broken("missing_pack_yaml") ==
        Lines{"missing_pack_yaml/pack.yaml: error: missing pack.yaml (every pack declares id, "
              "name, version)"});
}

TEST_CASE("fixture: unknown required pack", "[loader][fixtures]") {
  CHECK(broken("unknown_required_pack") ==
        Lines{"unknown_required_pack/pack.yaml:4:18: error: requires pack 'nobles', which is not "
              "loaded before it"});
}

TEST_CASE("fixture: required pack loaded after, and a bad version", "[loader][fixtures]") {
  CHECK(diagnostics_of({"base", fixture("requires_order"), fixture("unknown_required_pack")}) ==
        Lines{"requires_order/pack.yaml:3:10: error: version: expected MAJOR.MINOR.PATCH, got "
              "'1.0'",
              "requires_order/pack.yaml:4:18: error: requires pack 'unknown_required_pack', which "
              "comes after it; load 'unknown_required_pack' before 'second'",
              "unknown_required_pack/pack.yaml:4:18: error: requires pack 'nobles', which is not "
              "loaded before it"});
}

TEST_CASE("fixture: missing setup for a player count", "[loader][fixtures]") {
  CHECK(diagnostics_of({fixture("missing_setup")}) ==
        Lines{"missing_setup/setup.yaml:1:1: error: no setup table for 4 players (every count "
              "from 2 to 5 needs one)",
              "missing_setup/setup.yaml:1:1: error: no setup table for 5 players (every count "
              "from 2 to 5 needs one)"});
}

TEST_CASE("fixture: setup table errors", "[loader][fixtures]") {
  CHECK(broken("setup_errors") ==
        Lines{"setup_errors/setup.yaml:2:27: error: settings.trading_house_capacity: must be "
              "from 1 to 8, got 9",
              "setup_errors/setup.yaml:4:5: error: setup for 3 players already declared at "
              "<content>/base/setup.yaml:27:5 (a later pack may say 'replace: true' to replace "
              "it)",
              "setup_errors/setup.yaml:7:29: error: setups[0].workers: unknown worker kind 'slave'",
              "setup_errors/setup.yaml:10:57: error: setups[0].roles[5]: unknown role 'captian' "
              "(did you mean 'captain'?)",
              "setup_errors/setup.yaml:12:21: error: setups[0].starting_tiles: one per player "
              "(3), got 2"});
}

TEST_CASE("fixture: engine limits", "[loader][fixtures]") {
  CHECK(broken("too_many_goods") ==
        Lines{"too_many_goods/goods.yaml:5:5: error: too many goods: the engine holds at most 8 "
              "across all packs"});
}

TEST_CASE("fixture: file names", "[loader][fixtures]") {
  CHECK(broken("file_names") ==
        Lines{"file_names/buildings/ghost.lua: error: building script without its definition "
              "buildings/ghost.yaml",
              "file_names/buildings/spice_shop.yaml:1:5: error: id 'spice_stall' does not match "
              "the file name 'spice_shop.yaml' (a building lives in buildings/<id>.yaml)",
              "file_names/good.yaml: error: not a file of a pack (pack.yaml, goods.yaml, "
              "tiles.yaml, workers.yaml, roles.yaml, setup.yaml, rules.lua, "
              "buildings/<id>.yaml|.lua) (did you mean 'goods.yaml'?)"});
}

TEST_CASE("packs: missing pack folder and empty list", "[loader][fixtures]") {
  CHECK(diagnostics_of({"no_such_pack"}) ==
        Lines{"<content>/no_such_pack: error: no pack folder 'no_such_pack' (a pack is a folder "
              "under <content>, or a path to one)"});
  CHECK(diagnostics_of({}) == Lines{"<content>: error: no pack to load"});
  CHECK(diagnostics_of({"base", "base"}) ==
        Lines{"<content>/base/pack.yaml: error: pack 'base' is already in the mix"});
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
