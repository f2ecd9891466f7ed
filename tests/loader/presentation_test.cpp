// A pack's optional presentation and quotation fields: `rulebook:` on buildings and roles,
// `colour:` and `glyph:` on goods, buildings, tiles and tile variants (loader/presentation.hpp).
// The malformed ones are the validate fixture presentation_errors (its expected.txt).
#include <catch2/catch.hpp>

#include <algorithm>

#include "loader/load.hpp"
#include "support/fixture_diagnostics.hpp"

using namespace gov;

namespace {

const BuildingDef& building(const Ruleset& r, const char* id) {
  const auto i = r.building_index(id);
  REQUIRE(i);
  return r.buildings[*i];
}

}  // namespace

TEST_CASE("presentation: rulebook, colour and glyph are read and kept", "[loader]") {
  LoadResult r = load_packs({"base", test::kFixtures + "/presentation"}, GOVERNOR_CONTENT_DIR);
  for (const auto& d : r.diagnostics) INFO(format_diagnostic(d));
  REQUIRE(r.ok());
  CHECK(r.diagnostics.empty());
  const BuildingDef& shop = building(*r.rules, "spice_shop");
  CHECK(shop.text == "Trader phase: the owner takes 1 doubloon more for a sale.");
  CHECK(shop.rulebook == "\"Le propriétaire d'une épicerie occupée reçoit un doublon de plus.\"");
  CHECK(shop.colour == "#c0ffee");  // written in capitals, kept in lower case
  CHECK(shop.glyph == "◆");
  const BuildingDef& stall = building(*r.rules, "tea_stall");
  CHECK(stall.rulebook.empty());  // optional: absent is empty
  CHECK(stall.colour.empty());
  CHECK(stall.glyph == "T2");
}

TEST_CASE("presentation: the base goods carry the board's colours and a glyph each", "[loader]") {
  LoadResult r = load_packs({"base"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(r.ok());
  std::vector<std::string> colours, glyphs;
  for (const auto& g : r.rules->goods) {
    INFO(g.id);
    CHECK(g.colour.size() == 7);
    CHECK(g.colour[0] == '#');
    CHECK_FALSE(g.glyph.empty());
    colours.push_back(g.colour);
    glyphs.push_back(g.glyph);
  }
  // Each good is told apart by colour and by glyph (colour is never the only cue).
  std::sort(colours.begin(), colours.end());
  std::sort(glyphs.begin(), glyphs.end());
  CHECK(std::adjacent_find(colours.begin(), colours.end()) == colours.end());
  CHECK(std::adjacent_find(glyphs.begin(), glyphs.end()) == glyphs.end());
  for (const auto& role : r.rules->roles) {
    INFO(role.id);
    CHECK_FALSE(role.rulebook.empty());
  }
}

TEST_CASE("presentation: tiles that are no good and tile variants carry their own look",
          "[loader]") {
  // The page draws a quarry and a forest from these (it names no tile itself).
  LoadResult r = load_packs({"base", "new-buildings"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(r.ok());
  for (const auto& t : r.rules->tile_kinds) {
    INFO(t.id);
    if (t.produces != kNone) continue;  // a plantation takes its good's look
    CHECK(t.colour.size() == 7);
    CHECK_FALSE(t.glyph.empty());
  }
  REQUIRE(r.rules->tile_variants.size() == 1);
  const TileVariantDef& forest = r.rules->tile_variants[0];
  CHECK(forest.id == "forest");
  CHECK(forest.name == "Forest");
  CHECK(forest.colour == "#2e7d32");
  CHECK(forest.glyph == "♣");
}
