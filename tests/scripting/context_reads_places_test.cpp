// The ctx reads that answer in one call what powers moving workers ask of a seat's board:
// ctx:free_places, ctx:manned_places, ctx:manned_tiles, ctx:tile_slot, ctx:tile,
// ctx:tile_options, ctx:held_goods, and ctx:goods without a good
// (scripting/context_reads.cpp).
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;

namespace {

// A board for seat 2 (index 1), with two worker kinds (colonist 0, guest 1) and the tile
// variant "forest":
//   city (in this order): c (1 circle, empty), a (2 circles, 1 colonist),
//                         b (1 circle, 1 guest), probe (1 circle, 1 colonist)
//   island: 1 corn (colonist), 2 indigo, 3 corn, 4 indigo (guest), 5 quarry lying as a
//           forest, 6 corn (colonist)
//   barrels: 2 corn, 3 sugar
// Seat 1 (index 0) has nothing.
struct Board {
  LuaFixture f;
  std::unique_ptr<LuaHost> host;
  explicit Board(const std::string& body) : f({{"a", ""}, {"b", ""}, {"c", ""}, {"probe", body}}) {
    f.rules.worker_kinds.push_back(WorkerKindDef{"guest", "Guest", 0, {}});
    f.rules.tile_variants = {{"forest", "Forest", "", ""}};
    f.rules.buildings[f.building("a")].circles = 2;
    std::vector<ScriptDiagnostic> problems;
    const bool ok = bind_scripts(f.rules, problems);
    for (const auto& p : problems) UNSCOPED_INFO(format_script_diagnostic(p));
    REQUIRE(ok);
    host = std::make_unique<LuaHost>(f.rules);
    f.give_building(1, "c", 0);
    f.give_building(1, "a", 1);
    f.give_building(1, "b", 0);
    f.s.seat(1).city[2].workers[1] = 1;  // b: a guest
    f.give_building(1, "probe", 1);
    auto& st = f.s.seat(1);
    const Id corn = 0, indigo = 1, quarry = 2;
    const Id kinds[] = {corn, indigo, corn, indigo, quarry, corn};
    st.num_tiles = 6;
    for (std::size_t i = 0; i < 6; ++i) st.island[i].kind = kinds[i];
    st.island[0].workers[0] = 1;
    st.island[3].workers[1] = 1;
    st.island[4].variant = 1;
    st.island[5].workers[0] = 1;
    st.goods[static_cast<std::size_t>(f.good("corn"))] = 2;
    st.goods[static_cast<std::size_t>(f.good("sugar"))] = 3;
  }
  // Runs the probe's role_taken hook; "" when every assert in it holds.
  std::string run() {
    Ctx c(f, 1, "probe");
    EventArgs args;
    args.seat = 2;
    args.role = 0;
    return hook_error([&] { host->notify(c.ctx, HookEvent::RoleTaken, args); });
  }
};

// Lua helper: the list as one string ("c,a,indigo,corn") for compact asserts.
const std::string kJoin = R"lua(
local function join(list) return table.concat(list, ",") end
)lua";

}  // namespace

TEST_CASE("ctx:free_places lists the buildings, then the tile kinds, with a free circle",
          "[scripting][hooks][context_reads]") {
  Board b(kJoin + R"lua(
return { role_taken = function(ctx, args)
  -- b and probe are full; a has 1 of 2; a forest has no circle; indigo and corn once each,
  -- named by their first free tile (slots 2 and 3), in island order
  local list, buildings = ctx:free_places(2)
  assert(join(list) == "c,a,indigo,corn" and buildings == 2, join(list))
  list, buildings = ctx:free_places(2, "c")
  assert(join(list) == "a,indigo,corn" and buildings == 1, join(list))
  list, buildings = ctx:free_places(1)
  assert(#list == 0 and buildings == 0)
  local ok, err = pcall(ctx.free_places, ctx, 2, "corn")
  assert(not ok and err:find("'corn' is not a building id"), err)
  ok, err = pcall(ctx.free_places, ctx, 4)
  assert(not ok and err:find("seat 4 is not in 1..3"), err)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:manned_places lists the buildings, then the tile kinds, with a worker",
          "[scripting][hooks][context_reads]") {
  Board b(kJoin + R"lua(
return { role_taken = function(ctx, args)
  local list, buildings = ctx:manned_places(2)
  assert(join(list) == "a,b,probe,corn,indigo" and buildings == 3, join(list))
  list, buildings = ctx:manned_places(2, nil, "probe")
  assert(join(list) == "a,b,corn,indigo" and buildings == 2, join(list))
  list, buildings = ctx:manned_places(2, "guest")
  assert(join(list) == "b,indigo" and buildings == 1, join(list))
  list, buildings = ctx:manned_places(2, "colonist", "a")
  assert(join(list) == "probe,corn" and buildings == 1, join(list))
  list, buildings = ctx:manned_places(1)
  assert(#list == 0 and buildings == 0)
  local ok, err = pcall(ctx.manned_places, ctx, 2, "captain")
  assert(not ok and err:find("'captain' is not a worker id"), err)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:manned_tiles counts manned tiles and the workers on them",
          "[scripting][hooks][context_reads]") {
  Board b(R"lua(
return { role_taken = function(ctx, args)
  local function both(...) return table.concat({ ... }, ",") end
  assert(both(ctx:manned_tiles(2)) == "3,3", both(ctx:manned_tiles(2)))
  assert(both(ctx:manned_tiles(2, "corn")) == "2,2")
  assert(both(ctx:manned_tiles(2, "corn", "guest")) == "0,0")
  assert(both(ctx:manned_tiles(2, nil, "guest")) == "1,1")
  assert(both(ctx:manned_tiles(2, "quarry")) == "0,0")
  assert(both(ctx:manned_tiles(1)) == "0,0")
  local ok, err = pcall(ctx.manned_tiles, ctx, 2, "a")
  assert(not ok and err:find("'a' is not a tile id"), err)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:tile_slot finds a tile kind's first slot, free or manned",
          "[scripting][hooks][context_reads]") {
  Board b(R"lua(
return { role_taken = function(ctx, args)
  assert(ctx:tile_slot(2, "corn") == 1)
  assert(ctx:tile_slot(2, "corn", "free") == 3)
  assert(ctx:tile_slot(2, "corn", "manned") == 1)
  assert(ctx:tile_slot(2, "indigo", "manned") == 4)
  assert(ctx:tile_slot(2, "indigo", "manned", "colonist") == nil)
  assert(ctx:tile_slot(2, "indigo", "manned", "guest") == 4)
  assert(ctx:tile_slot(2, "quarry") == 5)
  assert(ctx:tile_slot(2, "quarry", "free") == nil) -- lying as a forest: no circle
  assert(ctx:tile_slot(1, "corn") == nil)
  local ok, err = pcall(ctx.tile_slot, ctx, 2, "corn", "empty")
  assert(not ok and err:find("'empty' is not \"free\" or \"manned\""), err)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:tile reads one island slot; ctx:goods without a good counts every barrel",
          "[scripting][hooks][context_reads]") {
  Board b(R"lua(
return { role_taken = function(ctx, args)
  assert(ctx:tile(2, 1) == "corn" and ctx:tile(2, 2) == "indigo" and ctx:tile(2, 5) == "quarry")
  assert(ctx:tile(2, 0) == nil and ctx:tile(2, 7) == nil and ctx:tile(1, 1) == nil)
  assert(ctx:goods(2) == 5 and ctx:goods(2, "sugar") == 3 and ctx:goods(2, nil) == 5)
  assert(ctx:goods(1) == 0)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:held_goods lists the goods a seat has barrels of, in declaration order",
          "[scripting][hooks][context_reads]") {
  Board b(kJoin + R"lua(
return { role_taken = function(ctx, args)
  assert(join(ctx:held_goods(2)) == "corn,sugar", join(ctx:held_goods(2)))
  assert(#ctx:held_goods(1) == 0)
  local ok, err = pcall(ctx.held_goods, ctx, 0)
  assert(not ok and err:find("seat 0 is not in 1..3"), err)
end }
)lua");
  CHECK(b.run() == "");
}

TEST_CASE("ctx:tile_options lists { tile, slot } for every island slot but one tile kind",
          "[scripting][hooks][context_reads]") {
  Board b(R"lua(
return { role_taken = function(ctx, args)
  local function text(options)
    local parts = {}
    for i, o in ipairs(options) do
      assert(#o == 2, "an option has two arguments")
      parts[i] = o[1] .. " " .. o[2]
    end
    return table.concat(parts, ",")
  end
  local all = ctx:tile_options(2)
  assert(text(all) == "corn 1,indigo 2,corn 3,indigo 4,quarry 5,corn 6", text(all))
  local some = ctx:tile_options(2, "corn")
  assert(text(some) == "indigo 2,indigo 4,quarry 5", text(some))
  assert(text(ctx:tile_options(2, "quarry")) == "corn 1,indigo 2,corn 3,indigo 4,corn 6")
  assert(#ctx:tile_options(1) == 0)
  -- fresh tables: changing one answer does not change the next
  all[1][1] = "changed"
  assert(ctx:tile_options(2)[1][1] == "corn")
  local ok, err = pcall(ctx.tile_options, ctx, 2, "a")
  assert(not ok and err:find("'a' is not a tile id"), err)
end }
)lua");
  CHECK(b.run() == "");
}
