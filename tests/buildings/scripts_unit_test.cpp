// The base building scripts called directly through the Lua host on a small hand-made
// Ruleset (tests/scripting/lua_fixture.hpp), for cases the base content cannot arrange:
// a sale to a private venue, a building without circles.
#include <fstream>
#include <sstream>

#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;

namespace {

std::string base_script(const std::string& id) {
  std::ifstream in(std::string(GOVERNOR_CONTENT_DIR) + "/base/buildings/" + id + ".lua");
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct BaseScripts {
  LuaFixture f;
  std::unique_ptr<LuaHost> host;
  BaseScripts(std::initializer_list<std::pair<const std::string, std::string>> scripts,
              const std::string& no_circles = "")
      : f(scripts) {
    if (!no_circles.empty()) f.rules.buildings[f.building(no_circles)].circles = 0;
    std::vector<ScriptDiagnostic> problems;
    const bool ok = bind_scripts(f.rules, problems);
    for (const auto& p : problems) UNSCOPED_INFO(format_script_diagnostic(p));
    REQUIRE(ok);
    host = std::make_unique<LuaHost>(f.rules);
  }
};

}  // namespace

TEST_CASE("small_market, large_market: nothing on a sale to a private venue",
          "[buildings][small_market][large_market]") {
  BaseScripts b({{"small_market", base_script("small_market")},
                 {"large_market", base_script("large_market")}});
  auto& f = b.f;
  f.give_building(0, "small_market");
  f.give_building(0, "large_market");
  EventArgs sale;
  sale.seat = 0;
  sale.good = f.good("indigo");
  sale.amount = 1;
  for (const char* market : {"small_market", "large_market"}) {
    Ctx c(f, 0, market);
    sale.via = static_cast<std::uint8_t>(Venue::Private);
    b.host->notify(c.ctx, HookEvent::GoodSold, sale);
  }
  CHECK(f.s.seat(0).coins == 2);
  for (const char* market : {"small_market", "large_market"}) {
    Ctx c(f, 0, market);
    sale.via = static_cast<std::uint8_t>(Venue::Shared);
    b.host->notify(c.ctx, HookEvent::GoodSold, sale);
  }
  CHECK(f.s.seat(0).coins == 2 + 1 + 2);
}

TEST_CASE("university: on a building without circles the colonist waits in San Juan",
          "[buildings][university]") {
  BaseScripts b({{"statue", ""}, {"university", base_script("university")}}, "statue");
  auto& f = b.f;
  f.give_building(0, "university");
  f.give_building(0, "statue", 0);
  EventArgs built;
  built.seat = 0;
  built.building = f.building("statue");
  built.slot = 1;
  Ctx offer(f, 0, "university", true);
  ActionList out;
  b.host->offers(offer.ctx, HookEvent::BuildingBuilt, built, out);
  REQUIRE(out.size() == 1);
  Ctx use(f, 0, "university");
  b.host->apply_offer(use.ctx, HookEvent::BuildingBuilt, built, out[0]);
  CHECK(f.s.seat(0).san_juan[0] == 1);
  CHECK(f.s.seat(0).city[1].workers[0] == 0);
  CHECK(f.s.worker_supply[0] == 19);
}

TEST_CASE("hospice: nothing offered for a tile that came from the stack", "[buildings][hospice]") {
  BaseScripts b({{"hospice", base_script("hospice")}});
  auto& f = b.f;
  f.give_building(0, "hospice");
  EventArgs placed;
  placed.seat = 0;
  placed.tile = 0;
  placed.slot = 0;
  ActionList out;
  for (auto via : {TileVia::Stack, TileVia::Other, TileVia::FaceUp, TileVia::OpenPile}) {
    placed.via = static_cast<std::uint8_t>(via);
    Ctx c(f, 0, "hospice", true);
    b.host->offers(c.ctx, HookEvent::TilePlaced, placed, out);
  }
  CHECK(out.size() == 2);  // face_up and open_pile only
}
