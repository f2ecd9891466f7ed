// The answer memo (scripting/answer_memo.hpp): a query that read nothing of the game is put
// to Lua once per question; one that read the game is put to Lua every time; answers are
// the same either way.
#include <catch2/catch.hpp>

#include "core/chaos.hpp"
#include "core/dispatch.hpp"
#include "scripting/answer_memo.hpp"
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;

namespace {

// A smithy-like discount (definitions and arguments only), one that reads the game (the
// owner's coins), one that reads the number of players, and an offer that is fixed until
// it is a follow-up, which lists the owner's coins.
Bound memo_pack() {
  return Bound({{"fixed", R"lua(
return {
  build_discount = function(ctx, args, value)
    if ctx:building_def(args.building).cost == 3 and ctx:owner() == 1 then return value + 1 end
    return value
  end,
}
)lua"},
                {"reader", R"lua(
return {
  build_discount = function(ctx, args, value) return value + ctx:coins(ctx:owner()) end,
}
)lua"},
                {"seats", R"lua(
return {
  build_discount = function(ctx, args, value) return value + ctx:players() end,
  building_built = {
    offer = function(ctx, args)
      if not args.follow_up then return true end
      return { ctx:coins(ctx:owner()) }
    end,
    apply = function() end,
  },
}
)lua"}},
               counting_calls());
}

int discount(Bound& b, int seat, const std::string& building, int fold, Id asked_about) {
  Primitives prims(b.f.rules, b.f.s, nullptr);
  HookContext query(b.f.rules, b.f.s, prims, static_cast<Id>(seat), b.f.building(building), true);
  EventArgs args;
  args.seat = static_cast<Id>(seat);
  args.building = asked_about;
  args.amount = 1;
  return b.host->modify(query, HookEvent::BuildDiscount, args, fold);
}

}  // namespace

TEST_CASE("a query that reads nothing of the game reaches Lua once per question",
          "[scripting][memo]") {
  chaos::force(false);
  Bound b = memo_pack();
  const Id about = b.f.building("reader");
  CHECK(discount(b, 0, "fixed", 0, about) == 1);
  CHECK(b.lua_calls() == 1);
  for (int i = 0; i < 3; ++i) CHECK(discount(b, 0, "fixed", 0, about) == 1);
  CHECK(b.lua_calls() == 1);  // answered from memory
  // Another fold, owner or argument is another question.
  CHECK(discount(b, 0, "fixed", 2, about) == 3);
  CHECK(discount(b, 1, "fixed", 0, about) == 0);
  CHECK(b.lua_calls() == 3);
  // The game changing (the owner's coins) changes nothing it read: still from memory.
  b.f.s.seat(0).coins = 9;
  CHECK(discount(b, 0, "fixed", 0, about) == 1);
  CHECK(b.lua_calls() == 3);
}

TEST_CASE("a query that reads the game reaches Lua every time", "[scripting][memo]") {
  chaos::force(false);
  Bound b = memo_pack();
  const Id about = b.f.building("fixed");
  CHECK(discount(b, 0, "reader", 0, about) == 2);
  CHECK(discount(b, 0, "reader", 0, about) == 2);
  CHECK(b.lua_calls() == 2);
  b.f.s.seat(0).coins = 7;  // what it read changed: so does its answer
  CHECK(discount(b, 0, "reader", 0, about) == 7);
  CHECK(b.lua_calls() == 3);
}

TEST_CASE("the number of players is part of the question", "[scripting][memo]") {
  chaos::force(false);
  Bound b = memo_pack();
  const Id about = b.f.building("fixed");
  CHECK(discount(b, 0, "seats", 0, about) == 3);
  CHECK(discount(b, 0, "seats", 0, about) == 3);
  CHECK(b.lua_calls() == 1);
  b.f.s.num_players = 4;
  CHECK(discount(b, 0, "seats", 0, about) == 4);
  CHECK(b.lua_calls() == 2);
}

TEST_CASE("an offer is kept only while it reads nothing of the game", "[scripting][memo]") {
  chaos::force(false);
  Bound b = memo_pack();
  b.f.give_building(0, "seats");
  EventArgs args;
  args.seat = 0;
  CHECK(b.count_offers(0, "seats", HookEvent::BuildingBuilt, args) == 1);
  CHECK(b.count_offers(0, "seats", HookEvent::BuildingBuilt, args) == 1);
  CHECK(b.lua_calls() == 1);
  args.follow_up = true;  // lists the owner's coins: read each time
  CHECK(b.count_offers(0, "seats", HookEvent::BuildingBuilt, args) == 1);
  CHECK(b.count_offers(0, "seats", HookEvent::BuildingBuilt, args) == 1);
  CHECK(b.lua_calls() == 3);
}

TEST_CASE("a context that may change the game is never answered from memory", "[scripting][memo]") {
  chaos::force(false);
  Bound b = memo_pack();
  Primitives prims(b.f.rules, b.f.s, nullptr);
  HookContext acting(b.f.rules, b.f.s, prims, 0, b.f.building("fixed"), /*read_only=*/false);
  EventArgs args;
  args.seat = 0;
  args.building = b.f.building("reader");
  args.amount = 1;
  for (int i = 0; i < 3; ++i) CHECK(b.host->modify(acting, HookEvent::BuildDiscount, args, 0) == 1);
  CHECK(b.lua_calls() == 3);
}

TEST_CASE("under chaos the memo's answers are checked against the script's", "[scripting][memo]") {
  Bound b = memo_pack();
  const Id about = b.f.building("reader");
  chaos::force(true);
  // Each lookup is skipped at random (and the call compared with what was kept): the
  // answers never change, and some questions reach Lua again.
  for (int i = 0; i < 64; ++i) CHECK(discount(b, 0, "fixed", 0, about) == 1);
  chaos::force(false);
  CHECK(b.lua_calls() > 1);
  CHECK(b.lua_calls() < 64);
}

TEST_CASE("the memo's table finds every kept answer as it grows, and starts again when full",
          "[scripting][memo]") {
  // The table itself (scripting/answer_memo.cpp): questions that differ in one fold each,
  // kept and found again, across the table's growth and past its bound.
  lua::AnswerMemo memo;
  EventArgs args;
  args.building = 3;
  lua::HookCall call;
  call.kind = lua::CallKind::Modify;
  call.event = HookEvent::BuildDiscount;
  call.building = 2;
  call.args = &args;
  auto key = [&](int fold) {
    call.value_in = fold;
    return lua::memo_key(call, 1, 4);
  };
  CHECK(memo.find(key(0)) == nullptr);
  constexpr int kKept = 5000;
  for (int fold = 0; fold < kKept; ++fold) {
    call.value = fold * 3 + 1;
    memo.keep(7, key(fold), call);
  }
  CHECK(memo.size() == kKept);
  for (int fold = 0; fold < kKept; ++fold) {
    const auto* a = memo.find(key(fold));
    REQUIRE(a != nullptr);
    CHECK(a->value == fold * 3 + 1);
  }
  CHECK(memo.find(key(kKept)) == nullptr);
  CHECK(memo.find(lua::memo_key(call, 2, 4)) == nullptr);  // another owner
  // Keeping a question again replaces its answer.
  call.value = -5;
  memo.keep(7, key(10), call);
  CHECK(memo.size() == kKept);
  CHECK(memo.find(key(10))->value == -5);
  // Past 16,384 answers the memo starts again: the oldest are gone, the newest found.
  for (int fold = kKept; fold < 20000; ++fold) {
    call.value = fold;
    memo.keep(7, key(fold), call);
  }
  CHECK(memo.size() <= 16384);
  CHECK(memo.find(key(0)) == nullptr);
  REQUIRE(memo.find(key(19999)) != nullptr);
  CHECK(memo.find(key(19999))->value == 19999);
  CHECK(memo.ever_kept(7, lua::CallKind::Modify));
  CHECK_FALSE(memo.ever_kept(7, lua::CallKind::Offers));
}

namespace {

// Notify hooks: one that returns at once unless the building built is itself (arguments
// and its own building only) and then pays a coin, and one that reads the owner's coins.
Bound notify_pack() {
  return Bound({{"payer", R"lua(
return {
  building_built = function(ctx, args)
    if args.building ~= ctx:building() then return end
    ctx:gain_coins(ctx:owner(), 1)
  end,
}
)lua"},
                {"looker", R"lua(
return {
  building_built = function(ctx, args)
    if ctx:coins(ctx:owner()) > 100 then ctx:gain_coins(ctx:owner(), 1) end
  end,
}
)lua"}},
               counting_calls());
}

void built(Bound& b, int owner, const std::string& hook, Id building) {
  Primitives prims(b.f.rules, b.f.s, nullptr);
  HookContext acting(b.f.rules, b.f.s, prims, static_cast<Id>(owner), b.f.building(hook),
                     /*read_only=*/false);
  EventArgs args;
  args.seat = static_cast<Id>(owner);
  args.building = building;
  b.host->notify(acting, HookEvent::BuildingBuilt, args);
}

}  // namespace

TEST_CASE("a notify call that read nothing of the game is not run again", "[scripting][memo]") {
  chaos::force(false);
  Bound b = notify_pack();
  const Id cheap = b.f.building("looker");  // another building: the payer returns at once
  built(b, 0, "payer", cheap);
  CHECK(b.lua_calls() == 1);
  for (int i = 0; i < 3; ++i) built(b, 0, "payer", cheap);
  CHECK(b.lua_calls() == 1);    // it had no effect: the same question again has none
  built(b, 1, "payer", cheap);  // another owner is another question
  CHECK(b.lua_calls() == 2);
}

TEST_CASE("a notify call that changed or read the game runs every time", "[scripting][memo]") {
  chaos::force(false);
  Bound b = notify_pack();
  const Id three = b.f.building("payer");  // the payer itself: it pays
  const int coins = b.f.s.seat(0).coins;
  for (int i = 0; i < 3; ++i) built(b, 0, "payer", three);
  CHECK(b.lua_calls() == 3);
  CHECK(b.f.s.seat(0).coins == coins + 3);  // every coin paid
  for (int i = 0; i < 3; ++i) built(b, 0, "looker", three);
  CHECK(b.lua_calls() == 6);
}

TEST_CASE("under chaos a kept notify call is run again and must read nothing again",
          "[scripting][memo]") {
  Bound b = notify_pack();
  const Id cheap = b.f.building("looker");
  const int coins = b.f.s.seat(0).coins;
  chaos::force(true);
  for (int i = 0; i < 64; ++i) built(b, 0, "payer", cheap);
  chaos::force(false);
  CHECK(b.lua_calls() > 1);
  CHECK(b.lua_calls() < 64);
  CHECK(b.f.s.seat(0).coins == coins);
}
