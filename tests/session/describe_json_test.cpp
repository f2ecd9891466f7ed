// The rules as data for the views (session/describe.hpp): a building's rule, its rulebook
// quotation and a pack's colour and glyph, each key absent when the pack leaves it out.
#include <catch2/catch.hpp>

#include "loader/load.hpp"
#include "session/describe.hpp"
#include "support/fixture_diagnostics.hpp"

using namespace gov;

namespace {

const Ruleset& rules() {
  static const LoadResult r =
      load_packs({"base", test::kFixtures + "/presentation"}, GOVERNOR_CONTENT_DIR);
  if (!r.ok()) FAIL("base and the presentation fixture do not load");
  return *r.rules;
}

nlohmann::json building(const char* id) {
  return session::building_json(rules(), *rules().building_index(id));
}

}  // namespace

TEST_CASE("rules json: a building's text, rulebook, colour, glyph and category", "[session]") {
  const auto shop = building("spice_shop");
  CHECK(shop["text"] == "Trader phase: the owner takes 1 doubloon more for a sale.");
  CHECK(shop["rulebook"] ==
        "\"Le propriétaire d'une épicerie occupée reçoit un doublon de plus.\"");
  CHECK(shop["colour"] == "#c0ffee");
  CHECK(shop["glyph"] == "◆");
  CHECK(shop["category"] == "violet");
  const auto stall = building("tea_stall");
  CHECK_FALSE(stall.contains("rulebook"));
  CHECK_FALSE(stall.contains("colour"));
  CHECK(stall["glyph"] == "T2");
  const auto& r = rules();
  for (Id b = 0; b < r.buildings.size(); ++b) {
    const auto j = session::building_json(r, b);
    CHECK(j["category"] ==
          (r.buildings[b].category == BuildingCategory::Production ? "production" : "violet"));
  }
}

TEST_CASE("rules json: goods with their colour and glyph, roles with their rule", "[session]") {
  const auto& r = rules();
  for (Id g = 0; g < r.goods.size(); ++g) {
    const auto j = session::good_json(r, g);
    CHECK(j["id"] == r.goods[g].id);
    CHECK(j["price"] == r.goods[g].price);
    CHECK(j["colour"] == r.goods[g].colour);
    CHECK(j["glyph"] == r.goods[g].glyph);
  }
  for (Id role = 0; role < r.roles.size(); ++role) {
    const auto j = session::role_json(r, role);
    CHECK(j["text"] == r.roles[role].text);
    CHECK(j["rulebook"] == r.roles[role].rulebook);
  }
}

TEST_CASE("info: the rule in English, or the rulebook's words", "[session]") {
  const auto& r = rules();
  const Id shop = *r.building_index("spice_shop");
  const std::string plain = session::building_info(r, shop);
  CHECK(plain.find("Spice Shop (spice_shop): cost 3") == 0);
  CHECK(plain.find("\n  Trader phase: the owner takes 1 doubloon more") != std::string::npos);
  CHECK(plain.find("épicerie") == std::string::npos);
  const std::string quoted = session::building_info(r, shop, true);
  CHECK(quoted.find("\n  Rulebook: \"Le propriétaire d'une épicerie") != std::string::npos);
  CHECK(quoted.find("Trader phase") == std::string::npos);
  // No quotation in its pack: the rule, said so.
  const std::string none = session::building_info(r, *r.building_index("tea_stall"), true);
  CHECK(none.find("quotes no rulebook; the rule: Nothing at all.") != std::string::npos);
}
