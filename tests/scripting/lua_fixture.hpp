// Test support for the Lua host: a small Ruleset built in C++ whose buildings' scripts are
// written into a temporary pack folder, a State with a few seats, and a context to call
// hooks with. Uses the real core Primitives.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/hooks.hpp"
#include "core/primitives.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"
#include "scripting/lua_host.hpp"

namespace gov::test {

struct LuaFixture {
  std::filesystem::path root;  // .../content
  Ruleset rules;
  State s;

  // scripts: building id -> Lua source ("" = no script). Buildings are created in the
  // order given (std::map: alphabetical).
  explicit LuaFixture(std::initializer_list<std::pair<const std::string, std::string>> list) {
    const std::map<std::string, std::string> scripts(list);
    static int counter = 0;
    root = std::filesystem::temp_directory_path() /
           ("governor-lua-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++)) /
           "content";
    const auto pack_dir = root / "testpack";
    std::filesystem::create_directories(pack_dir / "buildings");
    PackInfo pack;
    pack.id = "testpack";
    pack.name = "Test pack";
    pack.version = "1";
    pack.dir = pack_dir.string();
    rules.packs.push_back(pack);
    for (const char* g : {"corn", "indigo", "sugar"}) {
      GoodDef good;
      good.id = good.name = g;
      good.price = 1;
      rules.goods.push_back(good);
    }
    for (const char* t : {"corn", "indigo", "quarry"}) {
      TileKindDef tk;
      tk.id = t;
      tk.name = t;
      rules.tile_kinds.push_back(tk);
    }
    rules.worker_kinds.push_back(WorkerKindDef{"colonist", "Colonist", 0, {}});
    for (const char* r : {"trader", "builder"}) {
      RoleDef rd;
      rd.id = r;
      rd.name = r;
      rules.roles.push_back(rd);
    }
    for (const auto& [id, source] : scripts) {
      BuildingDef b;
      b.id = id;
      b.name = id;
      b.pack = "testpack";
      b.cost = 3;
      b.vp = 1;
      b.column = 2;
      if (!source.empty()) {
        b.script_file = (pack_dir / "buildings" / (id + ".lua")).string();
        std::ofstream(b.script_file) << source;
      }
      rules.buildings.push_back(b);
    }
    s.num_players = 3;
    s.vp_supply = 75;
    s.goods_supply = {10, 10, 10};
    s.worker_supply[0] = 20;
    s.rng = Rng::seeded(42);
    for (int seat = 0; seat < 3; ++seat) s.seat(seat).coins = 2 + seat;
  }
  ~LuaFixture() {
    std::error_code ec;
    std::filesystem::remove_all(root.parent_path(), ec);
  }

  Id building(const std::string& id) const { return *rules.building_index(id); }
  Id good(const std::string& id) const { return *rules.good_index(id); }

  // Puts `id` into seat's city with `workers` colonists on it.
  void give_building(int seat, const std::string& id, int workers = 1) {
    auto& st = s.seat(seat);
    auto& slot = add_to_city(st, building(id));
    slot.workers[0] = static_cast<std::uint8_t>(workers);
    st.city_spaces_used++;
  }
};

// A context for one call: owner seat and building, read-only or not.
struct Ctx {
  Primitives prims;
  HookContext ctx;
  Ctx(LuaFixture& f, int owner, const std::string& building, bool read_only = false)
      : prims(f.rules, f.s, nullptr),
        ctx(f.rules, f.s, prims, static_cast<Id>(owner), f.building(building), read_only) {}
};

// Limits whose host profiles every call, so a test can count the calls that reached Lua
// (Bound::lua_calls).
inline LuaLimits counting_calls() {
  LuaLimits limits;
  limits.measure_time = true;
  return limits;
}

// Scripts bound to a fixture's Ruleset (the test fails with the load problems) and a host
// over them.
struct Bound {
  LuaFixture f;
  std::unique_ptr<LuaHost> host;
  explicit Bound(std::initializer_list<std::pair<const std::string, std::string>> scripts,
                 LuaLimits limits = {})
      : f(scripts) {
    std::vector<ScriptDiagnostic> problems;
    const bool ok = bind_scripts(f.rules, problems);
    for (const auto& p : problems) UNSCOPED_INFO(format_script_diagnostic(p));
    REQUIRE(ok);
    host = std::make_unique<LuaHost>(f.rules, limits);
  }
  // How many options the seat's `building` offers at `e` now (a read-only question).
  std::size_t count_offers(int seat, const std::string& building, HookEvent e,
                           const EventArgs& args) {
    Primitives prims(f.rules, f.s, nullptr);
    HookContext query(f.rules, f.s, prims, static_cast<Id>(seat), f.building(building), true);
    ActionList offers;
    host->offers(query, e, args, offers);
    return offers.size();
  }
  // Calls that reached Lua so far (the host's profile: measure_time must be on).
  std::uint64_t lua_calls() const {
    std::uint64_t n = 0;
    for (const auto& t : host->hook_profile()) n += t.calls;
    return n;
  }
};

// The message of the HookError that `fn` throws ("" when it does not throw).
template <class Fn>
std::string hook_error(Fn&& fn) {
  try {
    fn();
  } catch (const HookError& e) {
    return e.what();
  }
  return "";
}

}  // namespace gov::test
