// Hook calls: the ctx API, modifiers, offers, scores, math.random on the game's RNG.
#include "core/dispatch.hpp"
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

TEST_CASE("ctx reads the state with 1-based seats and id strings", "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  assert(ctx:players() == 3)
  assert(ctx:owner() == 2, ctx:owner())
  assert(ctx:building() == "probe")
  assert(args.seat == 3 and args.role == "builder" and args.good == nil)
  assert(args.event == "role_taken")
  assert(ctx:coins(1) == 2 and ctx:coins(3) == 4)
  assert(ctx:goods(2, "indigo") == 2)
  assert(ctx:supply("corn") == 10)
  local list = ctx:buildings(2)
  assert(#list == 2 and list[1] == "probe" and list[2] == "other")
  assert(ctx:occupied(2, "probe") and not ctx:occupied(2, "other"))
  assert(ctx:workers(2, "probe") == 1 and ctx:workers(2, "probe", "colonist") == 1)
  assert(ctx:owns(2, "other") and not ctx:owns(1, "other"))
  assert(ctx:tiles(2)[1] == "quarry")
  assert(ctx:worker_supply() == 20 and ctx:worker_supply("colonist") == 20)
  assert(ctx:trading_house()[1] == "sugar")
  assert(ctx:building_def("other").cost == 3 and ctx:building_def("other").column == 2)
  assert(#ctx:good_ids() == 3 and ctx:good_ids()[2] == "indigo")
  assert(ctx:phase() == nil)
  assert(ctx:memory(1) == 0)
  assert(not ctx:read_only())
  local ok, err = pcall(ctx.coins, ctx, 4)
  assert(not ok and err:find("seat 4 is not in 1..3"), err)
  ok, err = pcall(ctx.goods, ctx, 1, "gold")
  assert(not ok and err:find("'gold' is not a good id"), err)
  ok, err = pcall(ctx.coins, 1)
  assert(not ok and err:find("called with ':'"), err)
end }
)lua"},
           {"other", ""}});
  auto& f = b.f;
  f.give_building(1, "probe", 1);
  f.give_building(1, "other", 0);
  f.s.seat(1).goods[1] = 2;
  f.s.seat(1).island[0].kind = 2;
  f.s.seat(1).num_tiles = 1;
  f.s.trading_house[0] = 2;
  f.s.trading_house_count = 1;
  Ctx c(f, 1, "probe");
  EventArgs args;
  args.seat = 2;
  args.role = 1;
  CHECK(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }) == "");
}

TEST_CASE("ctx:num_tiles counts a seat's tiles, or those of one variant", "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  assert(ctx:num_tiles(1) == 0)
  assert(ctx:num_tiles(2) == 3, ctx:num_tiles(2))
  assert(ctx:num_tiles(2, "forest") == 2)
  assert(ctx:num_tiles(2, nil) == 3)
  local ok, err = pcall(ctx.num_tiles, ctx, 2, "desert")
  assert(not ok and err:find("no tile variant 'desert' is declared"), err)
  ok, err = pcall(ctx.num_tiles, ctx, 4)
  assert(not ok and err:find("seat 4 is not in 1..3"), err)
end }
)lua"}});
  auto& f = b.f;
  f.rules.tile_variants = {{"forest", "Forest", "", ""}};
  f.give_building(1, "probe", 1);
  auto& st = f.s.seat(1);
  st.num_tiles = 3;
  st.island[0].variant = 1;
  st.island[2].variant = 1;
  Ctx c(f, 1, "probe");
  EventArgs args;
  args.seat = 2;
  args.role = 1;
  CHECK(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }) == "");
}

TEST_CASE("ctx:city_workers and ctx:island_workers list workers by building and by slot",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  local city, island = ctx:city_workers(2), ctx:island_workers(2)
  assert(#city == 2 and city[1] == 1 and city[2] == 0, #city)
  assert(#island == 2 and island[1] == 0 and island[2] == 1, #island)
  assert(ctx:city_workers(2, "colonist")[1] == 1 and ctx:island_workers(2, "colonist")[2] == 1)
  assert(#ctx:city_workers(1) == 0 and #ctx:island_workers(1) == 0)
  local ok, err = pcall(ctx.city_workers, ctx, 2, "noble")
  assert(not ok and err:find("'noble' is not a worker id"), err)
end }
)lua"},
           {"other", ""}});
  auto& f = b.f;
  f.give_building(1, "probe", 1);
  f.give_building(1, "other", 0);
  auto& st = f.s.seat(1);
  st.num_tiles = 2;
  st.island[1].workers[0] = 1;
  Ctx c(f, 1, "probe");
  EventArgs args;
  args.seat = 2;
  args.role = 1;
  CHECK(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }) == "");
}

TEST_CASE("ctx changes the game through primitives", "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { good_sold = function(ctx, args)
  assert(args.price == 3 and args.venue == "shared" and args.good == "corn")
  ctx:gain_coins(args.seat, 1)
  ctx:gain_vp(ctx:owner(), 2)
  assert(ctx:take_goods(ctx:owner(), "sugar", 3) == 3)
  ctx:set_memory(2, ctx:memory(2) + 5)
end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  args.seat = 0;
  args.good = 0;
  args.amount = 3;
  args.via = static_cast<std::uint8_t>(Venue::Shared);
  REQUIRE(hook_error([&] { b.host->notify(c.ctx, HookEvent::GoodSold, args); }) == "");
  CHECK(f.s.seat(0).coins == 3);
  CHECK(f.s.seat(0).vp_chips == 2);
  CHECK(f.s.vp_supply == 73);
  CHECK(f.s.seat(0).goods[2] == 3);
  CHECK(f.s.goods_supply[2] == 7);
  CHECK(f.s.seat(0).city[0].memory[1] == 5);
  // An impossible move is an error naming the script line.
  Bound b2({{"probe", "return { good_sold = function(ctx, args)\n ctx:pay_coins(1, 99)\nend }"}});
  b2.f.give_building(0, "probe");
  Ctx c2(b2.f, 0, "probe");
  CHECK_THAT(hook_error([&] { b2.host->notify(c2.ctx, HookEvent::GoodSold, args); }),
             Contains("testpack/probe: good_sold: content/testpack/buildings/probe.lua:2:"));
}

TEST_CASE("a raised decision asks its script only when it comes up; a forced one first",
          "[scripting][hooks]") {
  // The host's profile counts the calls that reached Lua. A decision the seat may decline
  // (building_built, with `pass`) is pushed without a question: it is listed, and dropped
  // if it offers nothing then (Engine, run_to_decision). A forced one (pay_shortfall, no
  // `pass`) is raised only if its building can settle it, so it is asked at once.
  Bound b({{"probe", R"lua(
return {
  building_built = { offer = function(ctx, args) return { {} } end, apply = function() end },
  pay_shortfall = { offer = function(ctx, args)
                      if args.amount > 1 then return { {} } end
                    end,
                    apply = function() end },
  role_taken = function() end,
}
)lua"},
           {"plain", "return { building_built = function() end }"}},
          counting_calls());
  auto& f = b.f;
  f.give_building(0, "probe");
  f.give_building(0, "plain");  // a notify only: it offers nothing, so raises nothing
  Dispatcher dispatch(f.rules, b.host.get());
  EventArgs args;
  args.seat = 0;
  dispatch.raise(f.s, 0, HookEvent::BuildingBuilt, args);
  CHECK(b.lua_calls() == 0);
  REQUIRE(f.s.num_pending == 1);
  CHECK(f.s.pending[0].building == f.building("probe"));
  args.amount = 1;  // the probe cannot settle it: asked, and not raised
  dispatch.raise(f.s, 0, HookEvent::PayShortfall, args);
  CHECK(b.lua_calls() == 1);
  CHECK(f.s.num_pending == 1);
  args.amount = 2;
  dispatch.raise(f.s, 0, HookEvent::PayShortfall, args);
  CHECK(b.lua_calls() == 2);
  CHECK(f.s.num_pending == 2);
  // A seat owning no such building raises nothing.
  dispatch.raise(f.s, 1, HookEvent::BuildingBuilt, args);
  CHECK(f.s.num_pending == 2);
}

TEST_CASE("query hooks fold and may not change the game", "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return {
  build_discount = function(ctx, args, value) return value + args.column end,
  may_sell_duplicate = function(ctx, args, value) assert(value == false) return true end,
  storage_barrels = function(ctx, args, value) ctx:gain_coins(1, 1) return value end,
  storage_kinds = function(ctx, args, value) return "two" end,
}
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe", /*read_only=*/true);
  EventArgs args;
  args.seat = 0;
  args.amount = 3;
  CHECK(b.host->modify(c.ctx, HookEvent::BuildDiscount, args, 1) == 4);
  CHECK(b.host->modify(c.ctx, HookEvent::MaySellDuplicate, args, 0) == 1);
  CHECK_THAT(hook_error([&] { b.host->modify(c.ctx, HookEvent::StorageBarrels, args, 0); }),
             Contains("ctx:gain_coins: a query, offer-list or score hook may only read"));
  CHECK_THAT(hook_error([&] { b.host->modify(c.ctx, HookEvent::StorageKinds, args, 0); }),
             Contains("must return an integer or a boolean (got string)"));
  // An event the script does not answer leaves the fold alone.
  CHECK(b.host->modify(c.ctx, HookEvent::PrivilegeMultiplier, args, 7) == 7);
  CHECK(f.s.seat(0).coins == 2);
}

TEST_CASE("offers become use actions and apply gets their arguments back", "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { trader_turn = {
  offer = function(ctx, args)
    return { "indigo", { "quarry", 2 }, { 5 }, "colonist", "trader", "probe" }
  end,
  apply = function(ctx, args, what, n)
    ctx:set_memory(1, (type(what) == "string" and #what or what) * 100 + (n or 0))
    ctx:end_turn()
  end,
} }
)lua"},
           {"bad", R"lua(
return { trader_turn = {
  offer = function(ctx, args) return { "gold" } end,
  apply = function() end,
} }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe", true);
  EventArgs args;
  args.seat = 0;
  ActionList out;
  b.host->offers(c.ctx, HookEvent::TraderTurn, args, out);
  const Id p = f.building("probe");
  REQUIRE(out.size() == 6);
  CHECK(out[0] == Action::make(ActionType::Use, p, 1, 0, static_cast<std::uint8_t>(ArgTag::Good)));
  CHECK(out[1] == Action::make(ActionType::Use, p, 2, 2,
                               static_cast<std::uint8_t>(static_cast<int>(ArgTag::Tile) |
                                                         static_cast<int>(ArgTag::Number) << 4)));
  CHECK(out[2].tag_b() == ArgTag::Number);
  CHECK(out[2].b == 5);
  CHECK(out[3].tag_b() == ArgTag::Worker);
  CHECK(out[4].tag_b() == ArgTag::Role);
  CHECK(out[5].tag_b() == ArgTag::Building);

  Ctx w(f, 0, "probe", false);
  b.host->apply_offer(w.ctx, HookEvent::TraderTurn, args, out[1]);
  CHECK(f.s.seat(0).city[0].memory[0] == 6 * 100 + 2);  // "quarry", 2
  CHECK(w.ctx.turn_ended());

  f.give_building(0, "bad");
  Ctx cb(f, 0, "bad", true);
  CHECK_THAT(hook_error([&] { b.host->offers(cb.ctx, HookEvent::TraderTurn, args, out); }),
             Contains("offer argument 'gold' is not a good, tile, building, worker or role id"));
}

TEST_CASE("an offer answering true is the one option without arguments; false offers none",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { trader_turn = {
  offer = function(ctx, args) return ctx:coins(ctx:owner()) > 2 end,
  apply = function(ctx, args, a, b) assert(a == nil and b == nil); ctx:gain_coins(ctx:owner(), 1) end,
} }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  EventArgs args;
  args.seat = 0;
  auto offered = [&] {
    Ctx c(f, 0, "probe", true);
    ActionList out;
    b.host->offers(c.ctx, HookEvent::TraderTurn, args, out);
    return out;
  };
  f.s.seat(0).coins = 2;
  CHECK(offered().empty());  // false: nothing
  f.s.seat(0).coins = 3;
  const ActionList one = offered();
  REQUIRE(one.size() == 1);
  CHECK(one[0] == Action::make(ActionType::Use, f.building("probe")));  // as { {} } gives it
  Ctx w(f, 0, "probe", false);
  b.host->apply_offer(w.ctx, HookEvent::TraderTurn, args, one[0]);
  CHECK(f.s.seat(0).coins == 4);
}

TEST_CASE("offer lists: a frozen list reads as its table, and each bad list names its fault",
          "[scripting][hooks]") {
  // The host reads an offer list outside Lua by reads only, and again under protection when
  // it cannot (a read-only view) or when the list is bad: same options, same messages.
  const std::pair<const char*, const char*> bad[] = {
      {"return 3", "an offer function must return an array of options"},
      {"return { { \"corn\", 1, 2 } }", "an offer option has at most two arguments"},
      {"return { { nil, \"corn\" } }", "an offer option's first argument is missing"},
      {"return { 300 }", "an offer's number argument must be an integer in 0..254"},
      {"return { true }", "an offer's argument must be an id string or an integer"},
      {"return { \"gold\" }", "offer argument 'gold' is not a good, tile, building"},
  };
  for (const auto& [answer, message] : bad) {
    Bound b({{"probe", std::string("return { trader_turn = { offer = function(ctx, args) ") +
                           answer + " end, apply = function() end } }"}});
    b.f.give_building(0, "probe");
    Ctx c(b.f, 0, "probe", true);
    EventArgs args;
    args.seat = 0;
    ActionList out;
    INFO(answer);
    CHECK_THAT(hook_error([&] { b.host->offers(c.ctx, HookEvent::TraderTurn, args, out); }),
               Contains(message) && Contains("probe.lua:1:"));
    CHECK(out.empty());
  }
  Bound b({{"probe", R"lua(
local OPTIONS = { "corn", { "indigo", 2 } } -- frozen once the file has loaded
return { trader_turn = { offer = function(ctx, args) return OPTIONS end,
                         apply = function() end } }
)lua"}});
  b.f.give_building(0, "probe");
  EventArgs args;
  args.seat = 0;
  CHECK(b.count_offers(0, "probe", HookEvent::TraderTurn, args) == 2);
}

TEST_CASE("the dispatcher keeps a listing canonical whatever order scripts offer in",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return { trader_turn = {
  offer = function(ctx, args) return { "sugar", "corn", "sugar", "indigo" } end,
  apply = function() end,
} }
)lua"},
           {"zeta", R"lua(
return { trader_turn = {
  offer = function(ctx, args) return { "indigo", "corn" } end,
  apply = function() end,
} }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "zeta");  // first in the city, last in the canonical order
  f.give_building(0, "probe");
  Dispatcher dispatch(f.rules, b.host.get());
  EventArgs args;
  args.seat = 0;
  ActionList out{Action::pass()};
  dispatch.offers(f.s, 0, HookEvent::TraderTurn, args, out);
  const Id p = f.building("probe");
  const Id z = f.building("zeta");
  const auto good = [](Id building, const char* g, const LuaFixture& fx) {
    return Action::make(ActionType::Use, building, fx.good(g), 0,
                        static_cast<std::uint8_t>(ArgTag::Good));
  };
  const ActionList want{Action::pass(),      good(p, "corn", f), good(p, "indigo", f),
                        good(p, "sugar", f), good(z, "corn", f), good(z, "indigo", f)};
  CHECK(out == want);
  // A seat owning neither building is not asked.
  ActionList none;
  dispatch.offers(f.s, 1, HookEvent::TraderTurn, args, none);
  CHECK(none.empty());
}

TEST_CASE("score hooks return integers", "[scripting][hooks]") {
  Bound b({{"hall", R"lua(
return { final_score = function(ctx)
  local n = 0
  for _, id in ipairs(ctx:buildings(ctx:owner())) do
    if ctx:building_def(id).cost >= 3 then n = n + 1 end
  end
  return n * 2
end }
)lua"},
           {"bad", "return { final_score = function(ctx) return 1.5 end }"},
           {"other", ""}});
  auto& f = b.f;
  f.give_building(2, "hall");
  f.give_building(2, "other", 0);
  Ctx c(f, 2, "hall", true);
  CHECK(b.host->score(c.ctx) == 4);
  f.give_building(2, "bad");
  Ctx cb(f, 2, "bad", true);
  CHECK_THAT(hook_error([&] { b.host->score(cb.ctx); }),
             Contains("testpack/bad: final_score: content/testpack/buildings/bad.lua:1: a score "
                      "hook must return an integer (got number)"));
}

TEST_CASE("math.random draws from the State's RNG", "[scripting][hooks]") {
  const std::string script = R"lua(
return {
  role_taken = function(ctx, args)
    ctx:set_memory(1, math.random(1000))
    ctx:set_memory(2, math.random(-5, 5))
    local x = math.random()
    assert(x >= 0 and x < 1)
  end,
  build_discount = function(ctx, args, value) return math.random(3) end,
}
)lua";
  Bound a({{"probe", script}});
  Bound b({{"probe", script}});
  a.f.give_building(0, "probe");
  b.f.give_building(0, "probe");
  const Rng before = a.f.s.rng;
  Ctx ca(a.f, 0, "probe");
  Ctx cb(b.f, 0, "probe");
  EventArgs args;
  a.host->notify(ca.ctx, HookEvent::RoleTaken, args);
  b.host->notify(cb.ctx, HookEvent::RoleTaken, args);
  CHECK(a.f.s == b.f.s);             // same seed, same draws, same State
  CHECK_FALSE(a.f.s.rng == before);  // the RNG advanced
  Rng expected = before;
  CHECK(a.f.s.seat(0).city[0].memory[0] == static_cast<int>(expected.below(1000)) + 1);
  // Queries may not draw: it would change the game.
  Ctx q(a.f, 0, "probe", true);
  args.amount = 1;  // a column: the question a handler without every_column answers
  CHECK_THAT(hook_error([&] { a.host->modify(q.ctx, HookEvent::BuildDiscount, args, 0); }),
             Contains("math.random: a query, offer or score hook may not draw"));
}

TEST_CASE("the time in hooks can be measured", "[scripting][hooks]") {
  LuaFixture f(
      // It reads the game (its owner's coins): a call that read nothing would be kept by the
      // answer memo and run once.
      {{"probe",
        "return { role_taken = function(ctx, args) for i = 1, 1000 do end "
        "ctx:coins(ctx:owner()) end }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaLimits limits;
  limits.measure_time = true;
  LuaHost host(f.rules, limits);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  for (int i = 0; i < 100; ++i) host.notify(c.ctx, HookEvent::RoleTaken, args);
  CHECK(host.seconds_in_hooks() > 0.0);
  // The profile counts the calls per building, event and kind, and its time is the total.
  const auto profile = host.hook_profile();
  REQUIRE(profile.size() == 1);
  CHECK(profile[0].who.find("probe") != std::string::npos);
  CHECK(profile[0].event == HookEvent::RoleTaken);
  CHECK(profile[0].kind == "notify");
  CHECK(profile[0].calls == 100);
  CHECK(profile[0].seconds == Approx(host.seconds_in_hooks()));
}

TEST_CASE("a hook may trigger another hook through a primitive", "[scripting][hooks]") {
  Bound b({{"dock", R"lua(
return { role_taken = function(ctx, args)
  ctx:take_goods(ctx:owner(), "corn", 2)
  ctx:deliver_private(ctx:owner(), "corn", 2, 2)
  assert(args.event == "role_taken" and args.role == "trader", "outer args were overwritten")
  ctx:set_memory(1, ctx:memory(1) + 1)
end }
)lua"},
           {"port", R"lua(
return { goods_shipped = function(ctx, args)
  assert(args.count == 2 and args.venue == "private")
  ctx:gain_vp(ctx:owner(), 1)
  ctx:set_memory(1, 7)
end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "dock");
  f.give_building(0, "port");
  Dispatcher dispatch(f.rules, b.host.get());
  Primitives prims(f.rules, f.s, &dispatch);
  HookContext ctx(f.rules, f.s, prims, 0, f.building("dock"), false);
  EventArgs args;
  args.seat = 0;
  args.role = 0;
  REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::RoleTaken, args); }) == "");
  CHECK(f.s.seat(0).vp_chips == 3);
  CHECK(f.s.seat(0).city[0].memory[0] == 1);
  CHECK(f.s.seat(0).city[1].memory[0] == 7);
}

TEST_CASE("event arguments read lazily still show each call's own arguments",
          "[scripting][hooks]") {
  // The shared argument table is filled on a call's first read: a call that reads nothing
  // must not leave the previous call's values behind, and pairs must see the filled table.
  // (No view can be kept from one call to the next: file-level locals are constants.)
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  local n = ctx:memory(1) + 1
  ctx:set_memory(1, n)
  if n == 1 then
    assert(args.role == "trader" and args.seat == 1)
  elseif n == 2 then
    -- reads nothing
  elseif n == 3 then
    local keys = {}
    for k, v in pairs(args) do keys[#keys + 1] = k .. "=" .. tostring(v) end
    ctx:set_memory(2, #keys)
    assert(table.concat(keys, ",") == "amount=0,event=role_taken,role=builder,seat=2",
           table.concat(keys, ","))
  end
end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Dispatcher dispatch(f.rules, b.host.get());
  Primitives prims(f.rules, f.s, &dispatch);
  HookContext ctx(f.rules, f.s, prims, 0, f.building("probe"), false);
  EventArgs first;
  first.seat = 0;
  first.role = 0;  // trader
  EventArgs second;
  second.role = 0;
  EventArgs third;
  third.seat = 1;
  third.role = 1;  // builder
  REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::RoleTaken, first); }) == "");
  REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::RoleTaken, second); }) == "");
  REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::RoleTaken, third); }) == "");
  CHECK(f.s.seat(0).city[0].memory[0] == 3);
  CHECK(f.s.seat(0).city[0].memory[1] == 4);
}

TEST_CASE("a handler table's roles keep other roles' events from the script",
          "[scripting][hooks]") {
  // `roles`: the hook answers only events of those roles; the script is not even called for
  // the others (a notify that would count them, an offer that would list for them).
  Bound b({{"probe", R"lua(
return {
  phase_end = {
    roles = "builder",
    notify = function(ctx, args) ctx:set_memory(1, ctx:memory(1) + 1) end,
    offer = function(ctx, args) return { 1 } end,
    apply = function(ctx, args, n) end,
  },
  role_taken = { roles = { "trader", "builder" }, notify = function(ctx, args)
    ctx:set_memory(2, ctx:memory(2) + 1)
  end },
  good_sold = { notify = function(ctx, args) ctx:set_memory(3, ctx:memory(3) + 1) end },
}
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Dispatcher dispatch(f.rules, b.host.get());
  Primitives prims(f.rules, f.s, &dispatch);
  HookContext ctx(f.rules, f.s, prims, 0, f.building("probe"), false);
  HookContext query(f.rules, f.s, prims, 0, f.building("probe"), true);
  EventArgs trader;
  trader.role = 0;
  EventArgs builder;
  builder.role = 1;
  EventArgs none;  // an event of no role
  for (const EventArgs* a : {&trader, &builder, &none, &builder}) {
    REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::PhaseEnd, *a); }) == "");
    REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::RoleTaken, *a); }) == "");
    REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::GoodSold, *a); }) == "");
  }
  const auto& memory = f.s.seat(0).city[0].memory;
  CHECK(memory[0] == 2);  // builder, builder
  CHECK(memory[1] == 3);  // trader, builder, builder
  CHECK(memory[2] == 4);  // no roles: every call
  ActionList offers;
  b.host->offers(query, HookEvent::PhaseEnd, trader, offers);
  CHECK(offers.empty());
  b.host->offers(query, HookEvent::PhaseEnd, builder, offers);
  CHECK(offers.size() == 1);
}

TEST_CASE("an event argument read alone is what pairs shows of the filled table",
          "[scripting][hooks]") {
  // A field read is answered from the call's arguments directly; pairs fills the shared
  // table. Both must show the same values, for every field and event.
  Bound b({{"probe", R"lua(
local FIELDS = { "event", "seat", "role", "good", "tile", "building", "slot", "amount",
  "price", "count", "column", "via", "venue", "follow_up", "worker", "cause", "nothing" }
local function check(args)
  local one, all, two = {}, {}, {}
  for i = 1, #FIELDS do one[i] = FIELDS[i] .. "=" .. tostring(args[FIELDS[i]]) end
  for k, v in pairs(args) do all[k] = v end -- fills the table
  for i = 1, #FIELDS do two[i] = FIELDS[i] .. "=" .. tostring(all[FIELDS[i]]) end
  local a, b = table.concat(one, ","), table.concat(two, ",")
  assert(a == b, a .. " <> " .. b)
  -- after the fill, reads come from the table: still the same
  for i = 1, #FIELDS do assert(tostring(args[FIELDS[i]]) == tostring(all[FIELDS[i]])) end
  return a
end
local function notify(ctx, args)
  check(args)
  ctx:set_memory(1, ctx:memory(1) + 1)
end
return {
  role_taken = notify, good_sold = notify, goods_shipped = notify, tile_placed = notify,
  building_built = notify,
  build_discount = function(ctx, args, value) check(args) return value + 1 end,
  ship_refill = function(ctx, args, value) check(args) return value + 1 end,
  end_waived = function(ctx, args, value) check(args) return true end,
}
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Dispatcher dispatch(f.rules, b.host.get());
  Primitives prims(f.rules, f.s, &dispatch);
  HookContext ctx(f.rules, f.s, prims, 0, f.building("probe"), false);
  EventArgs a;  // every field set: each event shows the fields it carries
  a.seat = 1;
  a.role = 1;
  a.good = 2;
  a.tile = 2;
  a.building = f.building("probe");
  a.slot = 3;
  a.amount = 4;
  a.worker = 0;
  a.follow_up = true;
  for (const int via : {0, 1, 2, 3}) {
    a.via = static_cast<std::uint8_t>(via);
    INFO("via " << via);
    for (const HookEvent e : {HookEvent::RoleTaken, HookEvent::GoodSold, HookEvent::GoodsShipped,
                              HookEvent::TilePlaced, HookEvent::BuildingBuilt})
      REQUIRE(hook_error([&] { b.host->notify(ctx, e, a); }) == "");
    for (const HookEvent e : {HookEvent::BuildDiscount, HookEvent::ShipRefill}) {
      HookContext query(f.rules, f.s, prims, 0, f.building("probe"), true);
      int v = 0;
      REQUIRE(hook_error([&] { v = b.host->modify(query, e, a, 0); }) == "");
      CHECK(v == 1);
    }
    a.via = static_cast<std::uint8_t>(1 << via);  // end_waived: a cause bit
    HookContext query(f.rules, f.s, prims, 0, f.building("probe"), true);
    int v = 0;
    REQUIRE(hook_error([&] { v = b.host->modify(query, HookEvent::EndWaived, a, 0); }) == "");
    CHECK(v == 1);
  }
  CHECK(f.s.seat(0).city[0].memory[0] == 20);
}

TEST_CASE("a handler table's declarations keep the script from calls it cannot answer",
          "[scripting][hooks]") {
  // except_roles, via and once_per_phase: outside them the script is not called at all
  // (each call it gets counts itself in memory slot 2 or 3).
  Bound b({{"probe", R"lua(
return {
  phase_end = {
    except_roles = "builder",
    notify = function(ctx, args) ctx:set_memory(2, ctx:memory(2) + 1) end,
  },
  tile_placed = {
    via = { "face_up", "stack" },
    notify = function(ctx, args) ctx:set_memory(3, ctx:memory(3) + 1) end,
  },
  trader_turn = {
    once_per_phase = 1,
    offer = function(ctx, args) return { 7 } end,
    apply = function(ctx, args, n) ctx:set_memory(1, ctx:phase_serial()) end,
  },
}
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  Dispatcher dispatch(f.rules, b.host.get());
  Primitives prims(f.rules, f.s, &dispatch);
  HookContext ctx(f.rules, f.s, prims, 0, f.building("probe"), false);
  EventArgs trader;
  trader.role = 0;
  EventArgs builder;
  builder.role = 1;
  EventArgs none;
  for (const EventArgs* a : {&trader, &builder, &none, &builder})
    REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::PhaseEnd, *a); }) == "");
  const auto& memory = f.s.seat(0).city[0].memory;
  CHECK(memory[1] == 2);  // trader and no role; never builder

  for (TileVia via : {TileVia::FaceUp, TileVia::OpenPile, TileVia::Stack, TileVia::Other}) {
    EventArgs placed;
    placed.via = static_cast<std::uint8_t>(via);
    REQUIRE(hook_error([&] { b.host->notify(ctx, HookEvent::TilePlaced, placed); }) == "");
  }
  CHECK(memory[2] == 2);  // face_up and stack only

  EventArgs turn;
  turn.seat = 0;
  HookContext query(f.rules, f.s, prims, 0, f.building("probe"), true);
  ActionList offers;
  b.host->offers(query, HookEvent::TraderTurn, turn, offers);
  REQUIRE(offers.size() == 1);
  REQUIRE(hook_error([&] { b.host->apply_offer(ctx, HookEvent::TraderTurn, turn, offers[0]); }) ==
          "");
  offers.clear();
  b.host->offers(query, HookEvent::TraderTurn, turn, offers);
  CHECK(offers.empty());       // used in this phase
  EventArgs follow_up = turn;  // a follow-up of that use (ctx:ask_again) is still asked
  follow_up.follow_up = true;
  b.host->offers(query, HookEvent::TraderTurn, follow_up, offers);
  CHECK(offers.size() == 1);
  offers.clear();
  f.s.picks_done += 1;  // the next phase
  b.host->offers(query, HookEvent::TraderTurn, turn, offers);
  CHECK(offers.size() == 1);
}

TEST_CASE("free_island_space: an offer is asked for only while its owner's island has room",
          "[scripting][hooks]") {
  // The host's profile counts the calls that reached Lua.
  Bound b({{"probe", R"lua(
return {
  settler_turn = {
    free_island_space = true,
    -- It reads the game, so each question reaches Lua (no answer is kept: answer_memo.hpp).
    offer = function(ctx, args) ctx:round() return { {} } end,
    apply = function(ctx, args) end,
  },
}
)lua"}},
          counting_calls());
  auto& f = b.f;
  f.rules.settings.island_spaces = 2;
  f.give_building(0, "probe");
  EventArgs turn;
  turn.seat = 0;
  auto ask = [&] { return b.count_offers(0, "probe", HookEvent::SettlerTurn, turn); };
  CHECK(ask() == 1);  // an empty island
  CHECK(b.lua_calls() == 1);
  f.s.seat(0).num_tiles = 1;  // one space left
  CHECK(ask() == 1);
  CHECK(b.lua_calls() == 2);
  f.s.seat(0).num_tiles = 2;  // full: not asked
  CHECK(ask() == 0);
  CHECK(b.lua_calls() == 2);
}

TEST_CASE("free_circle: an offer is asked for only while its owner has a free circle elsewhere",
          "[scripting][hooks]") {
  // The host's profile counts the calls that reached Lua; the answer is the free places.
  Bound b({{"probe", R"lua(
return {
  trader_turn = {
    free_circle = true,
    offer = function(ctx, args)
      return (ctx:free_places(ctx:owner(), ctx:building()))
    end,
    apply = function(ctx, args, target) end,
  },
}
)lua"},
           {"shed", ""}},
          counting_calls());
  auto& f = b.f;
  f.give_building(0, "probe", 0);  // its own free circle does not count
  f.give_building(0, "shed", 1);   // full
  auto& island = f.s.seat(0).island;
  island[0].kind = *f.rules.tile_index("corn");
  island[0].workers[0] = 1;  // full
  f.s.seat(0).num_tiles = 1;
  EventArgs turn;
  turn.seat = 0;
  auto ask = [&] { return b.count_offers(0, "probe", HookEvent::TraderTurn, turn); };
  const auto calls_before = b.lua_calls();  // 0
  CHECK(ask() == 0);
  CHECK(b.lua_calls() == calls_before);  // not asked: no free circle
  island[0].variant = 1;                 // a tile lying face down has no circle at all
  island[0].workers[0] = 0;
  CHECK(ask() == 0);
  CHECK(b.lua_calls() == calls_before);
  island[0].variant = 0;  // face up and empty: a free circle
  CHECK(ask() == 1);
  CHECK(b.lua_calls() == calls_before + 1);
  island[0].workers[0] = 1;
  f.s.seat(0).city[1].workers[0] = 0;  // the shed's circle is free
  CHECK(ask() == 1);
  CHECK(b.lua_calls() == calls_before + 2);
}

TEST_CASE("first_lap: an offer is asked for only in the phase's first lap of turns",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return {
  captain_turn = {
    first_lap = true,
    offer = function(ctx, args)
      assert(ctx:lap() == 1)
      return { {} }
    end,
    apply = function(ctx, args) end,
  },
}
)lua"}},
          counting_calls());
  auto& f = b.f;
  f.give_building(0, "probe");
  EventArgs turn;
  turn.seat = 0;
  auto ask = [&] { return b.count_offers(0, "probe", HookEvent::CaptainTurn, turn); };
  f.s.stage = Stage::Phase;
  f.s.cursor.lap = 0;  // ctx:lap() == 1
  CHECK(ask() == 1);
  CHECK(b.lua_calls() == 1);
  f.s.cursor.lap = 1;  // the second lap: not asked
  CHECK(ask() == 0);
  CHECK(b.lua_calls() == 1);
  f.s.cursor.lap = 0;
  f.s.stage = Stage::Draft;  // no phase, no lap
  CHECK(ask() == 0);
  CHECK(b.lua_calls() == 1);
}

TEST_CASE("every_column: a column event's handler is asked once per listing, without a column",
          "[scripting][hooks]") {
  // The builder asks a column event twice over (core/mechanics/build.cpp, ColumnAnswers):
  // once without a column (args.amount 0) for the handlers declared every_column, once per
  // column for the others. Each handler answers only its own question.
  Bound b({{"probe", R"lua(
return {
  build_discount = {
    every_column = true,
    modify = function(ctx, args, value)
      assert(args.column == nil and args.amount == 0)
      return value + 2
    end,
  },
  build_shortfall = function(ctx, args, value) return value + args.column end,
}
)lua"},
           {"shed", ""}},
          counting_calls());
  auto& f = b.f;
  const Id probe = f.building("probe");
  CHECK(f.rules.buildings[probe].every_column[static_cast<std::size_t>(HookEvent::BuildDiscount)]);
  CHECK_FALSE(
      f.rules.buildings[probe].every_column[static_cast<std::size_t>(HookEvent::BuildShortfall)]);
  f.give_building(0, "probe");
  f.give_building(1, "shed");
  Dispatcher dispatch(f.rules, b.host.get());
  CHECK(dispatch.asks_without_column(f.s, 0, HookEvent::BuildDiscount));
  CHECK_FALSE(dispatch.asks_per_column(f.s, 0, HookEvent::BuildDiscount));
  CHECK_FALSE(dispatch.asks_without_column(f.s, 0, HookEvent::BuildShortfall));
  CHECK(dispatch.asks_per_column(f.s, 0, HookEvent::BuildShortfall));
  CHECK_FALSE(dispatch.asks_without_column(f.s, 1, HookEvent::BuildDiscount));  // a shed only
  CHECK_FALSE(dispatch.asks_per_column(f.s, 1, HookEvent::BuildShortfall));

  Ctx c(f, 0, "probe", /*read_only=*/true);
  EventArgs no_column;
  no_column.seat = 0;
  EventArgs column = no_column;
  column.amount = 3;
  const auto calls = b.lua_calls();
  CHECK(b.host->modify(c.ctx, HookEvent::BuildDiscount, no_column, 1) == 3);
  CHECK(b.lua_calls() == calls + 1);
  CHECK(b.host->modify(c.ctx, HookEvent::BuildDiscount, column, 1) == 1);  // not its question
  CHECK(b.lua_calls() == calls + 1);
  CHECK(b.host->modify(c.ctx, HookEvent::BuildShortfall, column, 0) == 3);
  CHECK(b.lua_calls() == calls + 2);
  CHECK(b.host->modify(c.ctx, HookEvent::BuildShortfall, no_column, 0) == 0);  // not its own
  CHECK(b.lua_calls() == calls + 2);
}

TEST_CASE("a fixed answer (adds, answer) is given without a call, and only where it applies",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return {
  storage_kinds = { adds = 2 },
  storage_barrels = { adds = 3, roles = "trader" },
  may_take_open_tile = { answer = true },
  may_sell_duplicate = { answer = false },
}
)lua"}},
          counting_calls());
  auto& f = b.f;
  const Id probe = f.building("probe");
  for (HookEvent e : {HookEvent::StorageKinds, HookEvent::StorageBarrels,
                      HookEvent::MayTakeOpenTile, HookEvent::MaySellDuplicate})
    CHECK(f.rules.buildings[probe].handles[static_cast<std::size_t>(e)]);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe", /*read_only=*/true);
  EventArgs args;
  args.seat = 0;
  CHECK(b.host->modify(c.ctx, HookEvent::StorageKinds, args, 1) == 3);    // the value plus 2
  CHECK(b.host->modify(c.ctx, HookEvent::StorageBarrels, args, 1) == 1);  // no role: not its
  args.role = *f.rules.role_index("trader");
  CHECK(b.host->modify(c.ctx, HookEvent::StorageBarrels, args, 1) == 4);
  CHECK(b.host->modify(c.ctx, HookEvent::MayTakeOpenTile, args, 0) == 1);
  CHECK(b.host->modify(c.ctx, HookEvent::MaySellDuplicate, args, 1) == 0);
  CHECK(b.lua_calls() == 0);  // nothing ran in Lua
}

TEST_CASE("a declaration that cannot hold is a load error naming it", "[scripting][hooks]") {
  for (const char* table :
       {"phase_end = { via = 'face_up', notify = function() end }",
        "tile_placed = { via = 'teleport', notify = function() end }",
        "trader_turn = { once_per_phase = 9, offer = function() end, apply = function() end }",
        "phase_end = { once_per_phase = 1, notify = function() end }",
        "trader_turn = { free_circle = 1, offer = function() end, apply = function() end }",
        "phase_end = { free_circle = true, notify = function() end }",
        "settler_turn = { free_island_space = 'yes', offer = function() end, apply = function() "
        "end }",
        "phase_end = { free_island_space = true, notify = function() end }",
        "storage_kinds = { every_column = true, modify = function() end }",
        "captain_turn = { first_lap = 1, offer = function() end, apply = function() end }",
        "phase_end = { first_lap = true, notify = function() end }",
        "build_discount = { every_column = 'yes', modify = function() end }",
        "phase_end = { except_roles = 'tradr', notify = function() end }",
        "storage_kinds = { adds = 'one' }",
        "storage_kinds = { adds = 100 }",
        "storage_kinds = { adds = 1, modify = function(ctx, args, value) return value end }",
        "build_shortfall = { most = 1, adds = 2 }",
        "may_take_open_tile = { adds = 1 }",
        "may_take_open_tile = { answer = 'yes' }",
        "storage_kinds = { answer = true }",
        "phase_end = { adds = 1, notify = function() end }",
        "final_score = { adds = 1 }"}) {
    LuaFixture f({{"hut", std::string("return { ") + table + " }"}});
    std::vector<ScriptDiagnostic> problems;
    INFO(table);
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_FALSE(problems.empty());
  }
}

TEST_CASE("a modify table's most bounds its answer, and the core sums the seat's bounds",
          "[scripting][hooks]") {
  Bound b({{"probe", R"lua(
return {
  build_shortfall = { most = 2, modify = function(ctx, args, value)
    return value + args.column
  end },
}
)lua"}});
  auto& f = b.f;
  f.give_building(0, "probe");
  f.s.seat(0).city[0].workers[0] = 1;  // occupied: active
  Dispatcher dispatch(f.rules, b.host.get());
  EventArgs ask;
  ask.seat = 0;
  ask.amount = 2;
  CHECK(dispatch.modify(f.s, 0, HookEvent::BuildShortfall, ask, 0) == 2);
  ask.amount = 3;  // answers 3: more than it declared
  CHECK_THAT(hook_error([&] { dispatch.modify(f.s, 0, HookEvent::BuildShortfall, ask, 0); }),
             Contains("more than its declared most (2)"));
  CHECK(dispatch.most_added(f.s, 0, HookEvent::BuildShortfall) == 2);
  CHECK(dispatch.most_added(f.s, 1, HookEvent::BuildShortfall) == 0);  // owns none
  CHECK(dispatch.most_added(f.s, 0, HookEvent::BuildDiscount) == 0);   // answers none
}
