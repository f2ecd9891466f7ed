// Hidden state cannot exist (docs/sandbox.md, "Determinism"): a function that assigns a
// file-level local does not load, file-level tables are frozen once the script has loaded,
// and the sandbox has nothing else a script could keep or read between calls
// (collectgarbage is gone, pcall cannot swallow the limits, table.sort is stable).
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

namespace {

// The load problems of a script as building "probe" ("" when it loads).
std::string load_problems(const std::string& source) {
  LuaFixture f({{"probe", source}});
  std::vector<ScriptDiagnostic> problems;
  bind_scripts(f.rules, problems);
  std::string out;
  for (const auto& p : problems) out += format_script_diagnostic(p) + "\n";
  return out;
}

// Runs the role_taken hook of `source` (a whole script) `times` times on one host and
// returns the owner's coins, or the first error.
std::string run_script(const std::string& source, int times = 1) {
  LuaFixture f({{"probe", source}});
  std::vector<ScriptDiagnostic> problems;
  bind_scripts(f.rules, problems);
  if (!problems.empty()) return format_script_diagnostic(problems.front());
  LuaHost host(f.rules);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  for (int i = 0; i < times; ++i) {
    const std::string e = hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
    if (!e.empty()) return e;
  }
  return "coins " + std::to_string(f.s.seat(0).coins);
}

}  // namespace

TEST_CASE("a function that assigns a file-level local does not load", "[scripting][hidden-state]") {
  // A counter kept between calls, named with its line.
  const std::string counter = load_problems(
      "local calls = 0\n"
      "return { role_taken = function(ctx, args)\n"
      "  calls = calls + 1\n"
      "end }");
  CHECK_THAT(counter, Contains("probe.lua:3: error: building 'testpack/probe': a function "
                               "assigns the file-level local 'calls'"));
  // A lazy cache, two levels down.
  CHECK_THAT(load_problems("local ids\n"
                           "local function goods(ctx)\n"
                           "  local function fill() ids = ctx:good_ids() end\n"
                           "  if not ids then fill() end\n"
                           "  return ids\n"
                           "end\n"
                           "return { role_taken = function(ctx) goods(ctx) end }"),
             Contains("probe.lua:3: error: building 'testpack/probe': a function assigns the "
                      "file-level local 'ids'"));
  // Replacing the script's environment from a hook.
  CHECK_THAT(load_problems("return { role_taken = function(ctx) _ENV = {} end }"),
             Contains("assigns the file-level local '_ENV'"));
  // Allowed: assignments at file level (they run once, at load), and a hook's own locals,
  // also from functions nested in the hook.
  CHECK(load_problems("local n = 1\n"
                      "n = n + 1\n"
                      "return { role_taken = function(ctx)\n"
                      "  local count = 0\n"
                      "  local function add() count = count + n end\n"
                      "  add()\n"
                      "end }")
            .empty());
}

TEST_CASE("file-level tables are frozen once the script has loaded", "[scripting][hidden-state]") {
  const std::string prefix =
      "local VP = { 1, 2, nested = { 3 } }\n"
      "local KEY = {}\n"
      "local SET = { [KEY] = 4 }\n"
      "local ALIAS = VP\n"
      "return { role_taken = function(ctx, args)\n";
  const std::string suffix = "\nend }";
  // Reads work as before: fields, #, ipairs, pairs, identity, table keys.
  CHECK(run_script(prefix +
                   "  local sum = 0\n"
                   "  for _, v in ipairs(VP) do sum = sum + v end\n"
                   "  for k, v in pairs(VP) do if k == 'nested' then sum = sum + v[1] end end\n"
                   "  assert(#VP == 2 and ALIAS == VP and SET[KEY] == 4)\n"
                   "  ctx:gain_coins(ctx:owner(), sum + VP.nested[1])" +
                   suffix) == "coins 11");
  // Writes raise, at any depth and through the table library.
  for (const char* write :
       {"VP[3] = 1", "VP[1] = 5", "VP.nested[1] = 0", "table.insert(VP, 1)",
        "table.sort(VP, function(a, b) return a > b end)", "SET[KEY] = 5", "ALIAS.x = 1"}) {
    INFO(write);
    CHECK_THAT(run_script(prefix + write + suffix),
               Contains("a file-level table (frozen once the script has loaded) is read-only"));
  }
  // A file-level table made at load is frozen too, and an offer list kept at file level
  // still reads as the list (the host reads answers through the view).
  LuaFixture f({{"probe",
                 "local OPTIONS = { {'corn'}, {'indigo'} }\n"
                 "return { phase_start = { offer = function() return OPTIONS end,\n"
                 "                         apply = function() end } }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaHost host(f.rules);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe", true);
  EventArgs args;
  ActionList out;
  host.offers(c.ctx, HookEvent::PhaseStart, args, out);
  REQUIRE(out.size() == 2);
  CHECK(out[0].b == f.good("corn"));
  CHECK(out[1].b == f.good("indigo"));
}

TEST_CASE("the sandbox keeps nothing a script could read between calls",
          "[scripting][hidden-state]") {
  // collectgarbage("count") told how much garbage earlier calls had left.
  CHECK_THAT(run_script("return { role_taken = function() return collectgarbage('count') end }"),
             Contains("unknown global 'collectgarbage'"));
  // A memory error cannot be caught and turned into another answer.
  CHECK_THAT(run_script("return { role_taken = function(ctx)\n"
                        "  local ok = pcall(function() local s = ('x'):rep(16384) .. 'y' end)\n"
                        "  if not ok then ctx:gain_coins(ctx:owner(), 1) end\n"
                        "end }"),
             Contains("a string longer than 16384 bytes"));
  // Neither can a spent budget.
  CHECK_THAT(run_script("return { role_taken = function(ctx)\n"
                        "  local ok = pcall(function() while true do end end)\n"
                        "  ctx:gain_coins(ctx:owner(), 1)\n"
                        "end }"),
             Contains("instruction budget"));
  // table.sort is stable: equal elements keep their order, so the result never depends
  // on the pivots Lua's own sort draws from the clock for long arrays.
  CHECK(run_script("return { role_taken = function(ctx)\n"
                   "  local t = {}\n"
                   "  for i = 1, 300 do t[i] = { key = i % 3, at = i } end\n"
                   "  table.sort(t, function(a, b) return a.key < b.key end)\n"
                   "  for i = 2, 300 do\n"
                   "    local a, b = t[i - 1], t[i]\n"
                   "    assert(a.key < b.key or (a.key == b.key and a.at < b.at), i)\n"
                   "  end\n"
                   "  local plain = { 5, 3, 9, 1 }\n"
                   "  table.sort(plain)\n"
                   "  assert(table.concat(plain, ',') == '1,3,5,9')\n"
                   "  ctx:gain_coins(ctx:owner(), 1)\n"
                   "end }") == "coins 3");
  // The same answer every time it is asked: nothing of a call survives it.
  CHECK(run_script("local BASE = { 1 }\n"
                   "return { role_taken = function(ctx)\n"
                   "  local mine = { BASE[1] }\n"
                   "  mine[2] = 1\n"
                   "  ctx:gain_coins(ctx:owner(), #mine)\n"
                   "end }",
                   5) == "coins 12");
}

TEST_CASE("a closure made at load cannot keep state in its own upvalues",
          "[scripting][hidden-state]") {
  // The counter is a local of a factory the file level called, not a file-level local:
  // the closure the factory returned lives as long as the script (tests/hostile/05).
  CHECK_THAT(load_problems("local function make()\n"
                           "  local n = 0\n"
                           "  return function() n = n + 1 return n end\n"
                           "end\n"
                           "local tick = make()\n"
                           "return { role_taken = function(ctx) tick() end }"),
             Contains("probe.lua:3: error: building 'testpack/probe': a function made at load "
                      "assigns its upvalue 'n'"));
  // Also when the closure is kept in a (frozen) table rather than a local.
  CHECK_THAT(load_problems("local T = { f = (function() local n = 0\n"
                           "  return function() n = n + 1 end end)() }\n"
                           "return { role_taken = function(ctx) T.f() end }"),
             Contains("a function made at load assigns its upvalue 'n'"));
  // Allowed: closures a hook makes at every call may assign the hook's locals, and a
  // factory's closure may read its upvalues.
  CHECK(run_script("local function adder(k) return function(x) return x + k end end\n"
                   "local add2 = adder(2)\n"
                   "return { role_taken = function(ctx)\n"
                   "  local total = 0\n"
                   "  local function bump() total = total + 1 end\n"
                   "  bump()\n"
                   "  ctx:gain_coins(ctx:owner(), add2(total))\n"
                   "end }",
                   2) == "coins 8");
}

TEST_CASE("xpcall's handler cannot turn a limit into another error", "[scripting][hidden-state]") {
  CHECK_THAT(run_script("return { role_taken = function(ctx)\n"
                        "  local ok, v = xpcall(function() while true do end end,\n"
                        "                       function() return 7 end)\n"
                        "  ctx:gain_coins(ctx:owner(), v or 1)\n"
                        "end }"),
             Contains("instruction budget"));
  // An ordinary error still goes through the handler.
  CHECK(run_script("return { role_taken = function(ctx)\n"
                   "  local ok, v = xpcall(function() error('x') end, function() return 3 end)\n"
                   "  ctx:gain_coins(ctx:owner(), v)\n"
                   "end }") == "coins 5");
}
