// The sandbox: what scripts cannot reach, and the limits that stop them.
#include <chrono>

#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

namespace {

// Runs `body` as the role_taken hook of building "probe" owned by seat 0; returns the
// HookError message ("" when it ran fine).
std::string run_body(const std::string& body, LuaLimits limits = {}) {
  LuaFixture f({{"probe", "return { role_taken = function(ctx, args)\n" + body + "\nend }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems, limits));
  LuaHost host(f.rules, limits);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  return hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
}

}  // namespace

TEST_CASE("hook errors name pack, building, hook and file:line", "[scripting][sandbox]") {
  const std::string e = run_body("local t = nil\nreturn t.x");
  CHECK_THAT(e, Contains("testpack/probe: role_taken: content/testpack/buildings/probe.lua:3:"));
  CHECK_THAT(e, Contains("attempt to index a nil value"));
}

TEST_CASE("dangerous libraries and functions are not reachable", "[scripting][sandbox]") {
  for (const char* body :
       {"os.execute('true')", "io.open('/etc/passwd')", "require('os')", "load('return 1')",
        "dofile('/etc/passwd')", "loadfile('/etc/passwd')", "debug.getinfo(1)",
        "package.loadlib('x', 'y')", "coroutine.create(print)", "rawset(_ENV, 'x', 1)", "next({})",
        "collectgarbage('collect')", "collectgarbage('count')", "string.dump(print)", "getfenv()",
        "_G.x = 1", "math.randomseed(1)"}) {
    INFO(body);
    const std::string e = run_body(body);
    CHECK_THAT(e, Contains("probe.lua:2:"));
  }
  CHECK_THAT(run_body("os.execute('true')"), Contains("unknown global 'os'"));
  CHECK_THAT(run_body("string.dump(print)"),
             Contains("attempt to call a nil value (field 'dump')"));
}

TEST_CASE("unknown globals are errors, reading and writing", "[scripting][sandbox]") {
  CHECK_THAT(run_body("local x = undefined_thing"), Contains("unknown global 'undefined_thing'"));
  CHECK_THAT(run_body("counter = 1"),
             Contains("assignment to global 'counter' (declare it local)"));
  CHECK(run_body("local t = {} t.x = 1 assert(t.x == 1)").empty());
}

TEST_CASE("library tables and the string metatable are read-only", "[scripting][sandbox]") {
  CHECK_THAT(run_body("math.floor = nil"), Contains("math is read-only"));
  CHECK_THAT(run_body("string.rep = nil"), Contains("string is read-only"));
  CHECK_THAT(run_body("table.insert = nil"), Contains("table is read-only"));
  CHECK_THAT(run_body("local mt = getmetatable('') mt.__index = {}"),
             Contains("attempt to index a string value"));
  CHECK_THAT(run_body("setmetatable(math, {})"), Contains("protected metatable"));
  CHECK_THAT(run_body("ctx.coins = nil"), Contains("ctx is read-only"));
  CHECK_THAT(run_body("args.seat = 3"), Contains("read-only"));
  // Methods still work for everybody.
  CHECK(run_body("assert(('ab'):upper() == 'AB')").empty());
}

TEST_CASE("setmetatable refuses __gc and __mode", "[scripting][sandbox]") {
  CHECK_THAT(run_body("setmetatable({}, { __gc = function() while true do end end })"),
             Contains("__gc finalizers are not allowed"));
  CHECK_THAT(run_body("setmetatable({}, { __mode = 'k' })"), Contains("weak tables"));
  CHECK(run_body("local t = setmetatable({}, { __index = function() return 1 end }) "
                 "assert(t.x == 1)")
            .empty());
}

TEST_CASE("an endless loop stops at the instruction budget, quickly", "[scripting][sandbox]") {
  const auto start = std::chrono::steady_clock::now();
  const std::string e = run_body("while true do end");
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK_THAT(e, Contains("testpack/probe: role_taken: content/testpack/buildings/probe.lua:2: "
                         "instruction budget of 1000000 exceeded"));
  CHECK(seconds < 2.0);
  // pcall cannot swallow it.
  CHECK_THAT(run_body("while true do pcall(function() while true do end end) end"),
             Contains("instruction budget"));
  LuaLimits small;
  small.instructions = 1000;
  CHECK_THAT(run_body("for i = 1, 10000 do end", small), Contains("instruction budget of 1000"));
}

TEST_CASE("an allocation bomb stops at the memory cap", "[scripting][sandbox]") {
  LuaLimits limits;
  limits.memory = 8u << 20;
  const std::string e =
      run_body("local t = {} local i = 0 while true do i = i + 1 t[i] = {i, i, i} end", limits);
  CHECK_THAT(e, Contains("memory limit of 8388608 bytes exceeded"));
  // Located at the line of the refused allocation.
  CHECK_THAT(e, Contains("testpack/probe: role_taken: content/testpack/buildings/probe.lua:2:"));
  CHECK_THAT(run_body("local s = 'x' while true do s = s .. s end", limits),
             Contains("testpack/probe: role_taken:"));
}

TEST_CASE("string functions refuse inputs that would run long in C", "[scripting][sandbox]") {
  const auto start = std::chrono::steady_clock::now();
  CHECK_THAT(run_body("string.rep('x', 1e9)"),
             Contains("string.rep: a result of 1000000000 bytes is longer"));
  CHECK_THAT(run_body("local s = ('a'):rep(10000) s:find('.-.-.-.-.-.-.-b')"),
             Contains("more than a hook's whole budget"));
  // A loop of cheap calls spends the budget: each call is charged for its work.
  CHECK_THAT(run_body("local s = ('a'):rep(10000) for i = 1, 1e6 do s:find('b', 1, true) end"),
             Contains("instruction budget of 1000000 exceeded (by string.find)"));
  CHECK_THAT(run_body("string.match('x', ('a?'):rep(100))"), Contains("pattern of 200 bytes"));
  CHECK_THAT(run_body("string.format('%p', {})"), Contains("%p is not allowed"));
  CHECK_THAT(run_body("table.move({}, 1, 1e9, 2)"), Contains("(by table.move)"));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 2.0);
  // Ordinary use still works.
  CHECK(run_body("assert(('a,b,c'):gsub(',', ';') == 'a;b;c') "
                 "assert(string.format('%d-%s', 3, {}) == '3-table') "
                 "assert(tostring({}) == 'table') "
                 "assert(('key=val'):match('(%w+)=(%w+)') == 'key')")
            .empty());
}

TEST_CASE("pairs visits keys in a fixed order", "[scripting][sandbox]") {
  CHECK(run_body("local t = { zeta = 1, alpha = 2, [3] = 'c', [1] = 'a', mid = 3 } "
                 "local seen = {} for k in pairs(t) do seen[#seen + 1] = tostring(k) end "
                 "assert(table.concat(seen, ',') == '1,3,alpha,mid,zeta', table.concat(seen, ','))")
            .empty());
  CHECK_THAT(run_body("for k in pairs({ [{}] = 1 }) do end"), Contains("no fixed order"));
}

TEST_CASE("the host stays usable after a failing hook", "[scripting][sandbox]") {
  LuaFixture f(
      {{"probe",
        "return { role_taken = function(ctx, args)\n"
        "  if args.role == 'trader' then while true do end end\n"
        "  if args.role == 'builder' then local t = {} for i = 1, 1e7 do t[i] = i end end\n"
        "  ctx:gain_coins(ctx:owner(), 1)\n"
        "end }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaLimits limits;
  limits.memory = 4u << 20;
  limits.instructions = 100'000'000;
  LuaHost host(f.rules, limits);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  args.role = 0;  // trader: endless loop (stopped by the budget)
  LuaLimits quick;
  LuaHost quick_host(f.rules, quick);
  CHECK_THAT(hook_error([&] { quick_host.notify(c.ctx, HookEvent::RoleTaken, args); }),
             Contains("instruction budget"));
  args.role = 1;  // builder: too much memory
  CHECK_THAT(hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); }),
             Contains("memory limit"));
  args.role = kNone;
  const int coins = f.s.seat(0).coins;
  CHECK(hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); }).empty());
  CHECK(hook_error([&] { quick_host.notify(c.ctx, HookEvent::RoleTaken, args); }).empty());
  CHECK(f.s.seat(0).coins == coins + 2);
  CHECK(host.memory_in_use() < (4u << 20));
}

// ctx:building_def / good_def / tile_def are built once per Lua state and shared by every
// call (no table per call): so they are read-only views, which read as the tables they
// show (fields, ipairs, #, pairs) and refuse writes, so no script can keep state in them.
TEST_CASE("definitions are shared read-only views that read as tables", "[scripting][sandbox]") {
  CHECK(run_body("local d = ctx:building_def('probe') "
                 "assert(d == ctx:building_def('probe')) "
                 "assert(d.id == 'probe' and d.cost == 3 and type(d.tags) == 'table') "
                 "assert(#d.tags == 0) "
                 "local keys = {} for k in pairs(d) do keys[#keys + 1] = k end "
                 "assert(table.concat(keys, ',') == 'category,circles,column,cost,id,large,name,"
                 "pack,size,tags,vp,works_unoccupied', table.concat(keys, ',')) "
                 "local g = ctx:good_def('corn') "
                 "assert(g.id == 'corn' and g.price == 1 and g.needs_building == true) "
                 "local t = ctx:tile_def('quarry') "
                 "assert(t.id == 'quarry' and t.open_pile == false)")
            .empty());
  CHECK_THAT(run_body("ctx:building_def('probe').cost = 0"),
             Contains("a building definition is read-only"));
  CHECK_THAT(run_body("ctx:building_def('probe').tags[1] = 'x'"),
             Contains("a building's tags is read-only"));
  CHECK_THAT(run_body("ctx:tile_def('quarry').extra = 1"),
             Contains("a tile definition is read-only"));
  CHECK_THAT(run_body("ctx:building_def('nothing')"), Contains("'nothing' is not a building id"));
}

// find_id resolves id strings by the address of Lua's interned string first (runtime.hpp:
// IdAddresses): a string built at run time is the same object, and an id of another kind
// is still no id of this one.
TEST_CASE("id strings resolve by kind whichever way they were made", "[scripting][sandbox]") {
  CHECK(run_body("local g = 'co' .. string.rep('r', 1) .. 'n' "
                 "assert(ctx:goods(1, g) == 0 and ctx:supply(g) == 10) "
                 "assert(ctx:tile_def(g).id == 'corn' and ctx:good_def(g).id == 'corn')")
            .empty());
  CHECK_THAT(run_body("ctx:goods(1, 'quarry')"), Contains("'quarry' is not a good id"));
  CHECK_THAT(run_body("ctx:goods(1, string.rep('x', 60))"), Contains("is not a good id"));
}

// ctx:is_good_id(x), is_building_id(x), ...: membership by kind in one call, for an apply
// told "a building or a tile kind" (an id may name a good and a tile at once).
TEST_CASE("ctx:is_<kind>_id says whether a value is an id of that kind", "[scripting][sandbox]") {
  CHECK(run_body("assert(ctx:is_good_id('corn') and ctx:is_tile_id('corn')) "
                 "assert(not ctx:is_building_id('corn') and not ctx:is_worker_id('corn')) "
                 "assert(ctx:is_building_id('probe') and not ctx:is_good_id('probe')) "
                 "assert(ctx:is_good_id('co' .. string.rep('r', 1) .. 'n')) "
                 "assert(ctx:is_worker_id(ctx:worker_ids()[1])) "
                 "assert(ctx:is_role_id(ctx:role_ids()[1]) and not ctx:is_role_id('probe')) "
                 "assert(not ctx:is_good_id('nothing') and not ctx:is_good_id(3)) "
                 "assert(not ctx:is_good_id(nil) and not ctx:is_good_id())")
            .empty());
  CHECK_THAT(run_body("ctx.is_good_id('corn')"), Contains("called with ':'"));
}

// The sandbox's ipairs walks a read-only view by raw reads of the table it shows (cheaper
// than Lua's own, which reads each element through the view's __index): it must visit
// what Lua's ipairs visits, and leave every other table to Lua's own iterator.
TEST_CASE("ipairs visits a view as the table it shows, and other tables as Lua does",
          "[scripting][sandbox]") {
  CHECK(run_body(
            "local function walk(t) local out = {} "
            "  for i, v in ipairs(t) do out[#out + 1] = i .. '=' .. tostring(v) end "
            "  return table.concat(out, ',') end "
            "local function copy(t) local c = {} for k, v in pairs(t) do c[k] = v end return c end "
            "for _, ids in ipairs({ctx:good_ids(), ctx:tile_ids(), ctx:building_ids(), "
            "                      ctx:worker_ids(), ctx:role_ids()}) do "
            "  assert(walk(ids) ~= '' and walk(ids) == walk(copy(ids)), walk(ids)) end "
            "assert(walk(ctx:building_def('probe').tags) == '') "
            "assert(walk(ctx:building_def('probe')) == '') "
            "local lazy = setmetatable({}, {__index = function(_, i) "
            "  if i <= 3 then return i * 10 end end}) "
            "assert(walk(lazy) == '1=10,2=20,3=30', walk(lazy)) "
            "assert(walk({1, 2, nil, 4}) == '1=1,2=2') "
            "assert(walk({}) == '' and walk(args) == '')")
            .empty());
  CHECK_THAT(run_body("ipairs()"), Contains("bad argument #1 to 'ipairs'"));
  // As Lua's: ipairs(nil) is accepted, and the first step fails.
  CHECK_THAT(run_body("for _ in ipairs(nil) do end"), Contains("attempt to index a nil value"));
}
