// Named memory fields (YAML `memory:`, issue #47): the engine packs a building's fields
// into its memory slots, each in its own bits, starting at 0; ctx:memory / ctx:set_memory
// by name, with clear errors for a value out of range, an unknown name and a numbered slot.
#include <catch2/catch.hpp>

#include "lua_fixture.hpp"

using namespace gov;
using namespace gov::test;

namespace {

// sales 0..1000 (10 bits), balance -500..500 (10 bits), serial 0..65535 (16 bits), flag
// 0..1 (1 bit): 37 bits, across slots 1 to 3.
void declare_fields(LuaFixture& f) {
  auto& fields = f.rules.buildings[f.building("probe")].memory_fields;
  int offset = 0;
  for (auto [name, lo, hi, bits] :
       {std::tuple{"sales", 0, 1000, 10}, std::tuple{"balance", -500, 500, 10},
        std::tuple{"serial", 0, 65535, 16}, std::tuple{"flag", 0, 1, 1}}) {
    fields.push_back(MemoryField{name, lo, hi, offset, bits});
    offset += bits;
  }
}

}  // namespace

TEST_CASE("memory fields: each keeps its value in its own bits, from 0", "[scripting][memory]") {
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  assert(ctx:memory("sales") == 0 and ctx:memory("balance") == 0 and ctx:memory("flag") == 0)
  ctx:set_memory("sales", 1000)
  ctx:set_memory("balance", -500)
  ctx:set_memory("serial", 65535)
  ctx:set_memory("flag", 1)
  assert(ctx:memory("sales") == 1000, "sales")
  assert(ctx:memory("balance") == -500, "balance")
  assert(ctx:memory("serial") == 65535, "serial")
  assert(ctx:memory("flag") == 1, "flag")
  ctx:set_memory("balance", 499)
  ctx:set_memory("sales", 3)
  assert(ctx:memory("sales") == 3 and ctx:memory("balance") == 499, "neighbours")
  assert(ctx:memory("serial") == 65535 and ctx:memory("flag") == 1, "untouched")
end }
)lua"}});
  auto& f = b.f;
  declare_fields(f);
  f.give_building(1, "probe", 1);
  Ctx c(f, 1, "probe");
  EventArgs args;
  args.seat = 1;
  CHECK(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }) == "");
  // The fields live in the State: a copy keeps them, and the slots beyond 37 bits are 0.
  const BuildingSlot& slot = f.s.seat(1).city[0];
  CHECK(slot.memory[3] == 0);
  CHECK_FALSE(slot.memory == std::array<std::int16_t, kMemorySlots>{});
}

TEST_CASE("memory fields: out of range, unknown names and numbered slots are errors",
          "[scripting][memory]") {
  Bound b({{"probe", R"lua(
return { role_taken = function(ctx, args)
  if args.role == "trader" then ctx:set_memory("sales", 1001) end
  if args.role == "builder" then return ctx:memory("sale") end
end, final_score = function(ctx) return ctx:memory(1) end }
)lua"}});
  auto& f = b.f;
  declare_fields(f);
  f.give_building(1, "probe", 1);
  Ctx c(f, 1, "probe");
  EventArgs args;
  args.seat = 1;
  args.role = f.rules.role_index("trader").value();
  CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
             Catch::Contains("memory field 'sales' holds 0..1000, not 1001"));
  args.role = f.rules.role_index("builder").value();
  CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
             Catch::Contains("no memory field 'sale' (did you mean 'sales'?); the building "
                             "declares: sales, balance, serial, flag"));
  Ctx score(f, 1, "probe", true);
  CHECK_THAT(hook_error([&] { b.host->score(score.ctx); }),
             Catch::Contains("this building names its memory fields (sales): ask one by name, "
                             "ctx:memory(\"sales\")"));
}
