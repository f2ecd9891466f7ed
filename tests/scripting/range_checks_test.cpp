// Every count a hook can change is range-checked where it enters the State: coins and VP
// chips (an unlimited bank, so capped; 1e9 three times used to wrap the coins negative),
// tile variants (only those the packs declare), and modify answers (a privilege multiplier
// of 299 used to be stored as 44). The hook's call fails with a Lua error naming its
// file:line, the State is unchanged, and the next call works.
#include "core/dispatch.hpp"
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

TEST_CASE("ctx:gain_coins and ctx:gain_vp cannot overflow a seat's count",
          "[scripting][hardening]") {
  Bound b({{"mint", R"lua(
return { role_taken = function(ctx, args)
  ctx:gain_coins(1, args.amount)
  ctx:gain_vp(2, args.amount)
end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "mint");
  EventArgs args;
  args.amount = 1000000000;
  Ctx c(f, 0, "mint");
  const State before = f.s;
  CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
             Contains("mint.lua:3: gain_coins: seat 1 has 2 coins and cannot hold 1000000000 "
                      "more (at most 1000000)"));
  CHECK(f.s.seat(0).coins == before.seat(0).coins);
  // Up to the cap, and no further: the third call fails, nothing wraps.
  args.amount = 400000;
  Ctx again(f, 0, "mint");
  b.host->notify(again.ctx, HookEvent::RoleTaken, args);
  b.host->notify(again.ctx, HookEvent::RoleTaken, args);
  CHECK(f.s.seat(0).coins == 800002);
  CHECK(f.s.seat(1).vp_chips == 800000);
  CHECK_THAT(hook_error([&] { b.host->notify(again.ctx, HookEvent::RoleTaken, args); }),
             Contains("mint.lua:3: gain_coins: seat 1 has 800002 coins and cannot hold"));
  CHECK(f.s.seat(0).coins == 800002);
  f.s.seat(0).coins = 2;
  CHECK_THAT(hook_error([&] { b.host->notify(again.ctx, HookEvent::RoleTaken, args); }),
             Contains("mint.lua:4: gain_vp: seat 2 has 800000 VP chips and cannot hold"));
}

TEST_CASE("ctx:draw_and_place_tile takes only a declared variant", "[scripting][hardening]") {
  Bound b({{"drawer", R"lua(
return { role_taken = function(ctx, args)
  ctx:draw_and_place_tile(1, args.amount)
end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "drawer");
  f.s.stack_size = 1;
  f.s.stack[0] = 0;
  EventArgs args;
  args.amount = 200;
  Ctx c(f, 0, "drawer");
  CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
             Contains("drawer.lua:3: bad argument #2: tile variant 200 is not in 0..0"));
  CHECK(f.s.seat(0).num_tiles == 0);
  CHECK(f.s.stack_size == 1);  // checked before the tile is drawn
  f.rules.tile_variants.push_back({"face_down", "Face down", "", ""});
  args.amount = 1;
  b.host->notify(c.ctx, HookEvent::RoleTaken, args);
  REQUIRE(f.s.seat(0).num_tiles == 1);
  CHECK(f.s.seat(0).island[0].variant == 1);
}

TEST_CASE("the primitives refuse an undeclared tile variant and a count past a byte",
          "[core][hardening]") {
  LuaFixture f({});
  Primitives p(f.rules, f.s, nullptr);
  CHECK_THAT(hook_error([&] { p.place_tile(0, 0, 3); }), Contains("no tile variant 3"));
  CHECK(f.s.seat(0).num_tiles == 0);
  f.s.goods_supply[0] = 10;
  f.s.seat(0).goods[0] = 250;
  CHECK_THAT(hook_error([&] { p.take_goods(0, 0, 10); }),
             Contains("take_goods: seat 1 cannot hold more than 255 corn"));
  CHECK(f.s.seat(0).goods[0] == 250);
  f.s.seat(0).san_juan[0] = 255;
  CHECK_THAT(hook_error([&] { p.recruit_worker(0, 0, WorkerSource::Supply); }),
             Contains("cannot hold more than 255 workers"));
  CHECK(f.s.worker_supply[0] == 20);
}

TEST_CASE("a modify answer outside its event's range is an error naming the hook",
          "[scripting][hardening]") {
  Bound b({{"library", R"lua(
return { privilege_multiplier = function(ctx, args, value) return value + args.amount end }
)lua"}});
  auto& f = b.f;
  f.give_building(0, "library");
  Dispatcher d(f.rules, b.host.get());
  EventArgs args;
  args.seat = 0;
  args.amount = 299;
  const State before = f.s;
  CHECK_THAT(hook_error([&] { d.modify(f.s, 0, HookEvent::PrivilegeMultiplier, args, 0); }),
             Contains("testpack/library: privilege_multiplier: ") &&
                 Contains("library.lua:2: the answer 299 is outside 0..9"));
  CHECK(f.s == before);
  args.amount = 9;  // the largest multiplier: the privilege applies 10 times
  CHECK(d.modify(f.s, 0, HookEvent::PrivilegeMultiplier, args, 0) == 9);
  args.amount = -1;
  CHECK_THAT(hook_error([&] { d.modify(f.s, 0, HookEvent::PrivilegeMultiplier, args, 0); }),
             Contains("the answer -1 is outside 0..9"));
  CHECK(answer_range(HookEvent::StorageKinds).hi == kMaxGoods);
  CHECK(answer_range(HookEvent::MaySellDuplicate).lo < 0);  // yes/no: any integer
}
