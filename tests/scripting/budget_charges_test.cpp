// Every C function a script can call charges the budget for its work (docs/sandbox.md,
// "Limits"), so a loop of C calls on large inputs stops at the budget like a loop of VM
// instructions, deterministically, and well within a second of CPU.
#include <ctime>

#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

namespace {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct Result {
  std::string error;
  double cpu = 0;
};

Result run_body(const std::string& body, bool fast = true) {
  LuaFixture f({{"probe", "return { role_taken = function(ctx, args)\n" + body + "\nend }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaLimits limits;
  limits.fast_calls = fast;
  LuaHost host(f.rules, limits);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  Result r;
  const double start = cpu_seconds();
  r.error = hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
  r.cpu = cpu_seconds() - start;
  return r;
}

// A 16 KiB string (the longest a script may make) in `s`.
const std::string kBig = "local s = ('ab'):rep(8192)\n";

}  // namespace

TEST_CASE("loops of C calls on large inputs stop at the budget", "[scripting][budget]") {
  const std::pair<const char*, std::string> loops[] = {
      {"string.upper", kBig + "while true do local u = s:upper() end"},
      {"string.find", "local s = ('a'):rep(500) while true do s:find('.-b') end"},
      {"string.gsub", kBig + "while true do s:gsub('a', 'b') end"},
      {"string.rep", "while true do local r = ('x'):rep(16000) end"},
      {"string.sub", kBig + "while true do local r = s:sub(2) end"},
      {"string.format", kBig + "while true do local r = string.format('%s', s) end"},
      {"table.concat",
       "local t = {} for i = 1, 1000 do t[i] = 'abcdefghijklmnop' end\n"
       "while true do local r = table.concat(t) end"},
      {"table.unpack",
       "local t = {} for i = 1, 256 do t[i] = i end\n"
       "while true do local a = { table.unpack(t) } end"},
      {"table.insert",
       "local t = {} for i = 1, 10000 do t[i] = i end\n"
       "while true do table.insert(t, 1, 0) table.remove(t, 1) end"},
      {"concatenation", "local s = ('ab'):rep(4096) while true do local r = s .. 'x' end"},
      {"tostring", kBig + "while true do local r = tostring(s) end"},
      {"utf8.len", kBig + "while true do local r = utf8.len(s) end"},
  };
  for (const auto& [what, body] : loops) {
    for (bool fast : {true, false}) {
      INFO(what << (fast ? " (fast)" : " (strict)"));
      const Result r = run_body(body, fast);
      CHECK_THAT(r.error, Contains("instruction budget of 1000000 exceeded"));
      CHECK(r.cpu < 1.0);
    }
  }
  // A single call over the whole budget is refused before it runs.
  CHECK_THAT(run_body(kBig + "s:find('.-b')").error, Contains("more than a hook's whole budget"));
  // The one who charged says so.
  CHECK_THAT(run_body(kBig + "while true do local u = s:upper() end").error,
             Contains("(by a string function)"));
}

TEST_CASE("the longest string and the most values a C function returns", "[scripting][budget]") {
  CHECK_THAT(run_body("local s = ('x'):rep(16384) .. 'y'").error,
             Contains("probe.lua:2: a string longer than 16384 bytes"));
  CHECK_THAT(run_body("local s = ('x'):rep(16385)").error,
             Contains("string.rep: a result of 16385 bytes is longer than the sandbox allows"));
  CHECK_THAT(
      run_body("local t = {} for i = 1, 300 do t[i] = i end local x = { table.unpack(t) }").error,
      Contains("table.unpack: 300 values, more than a function may return"));
  CHECK_THAT(run_body("local s = ('x'):rep(300) local x = { s:byte(1, -1) }").error,
             Contains("string.byte: 300 values"));
  // Within the limits, everything works as in Lua.
  CHECK(run_body("local s = ('x'):rep(16384) assert(#s == 16384)\n"
                 "local t = {} for i = 1, 256 do t[i] = i end\n"
                 "assert(select('#', table.unpack(t)) == 256)\n"
                 "assert(('a,b'):upper() == 'A,B' and utf8.char(72, 105) == 'Hi')\n"
                 "assert(tonumber('12') == 12 and table.concat({1, 2}, '-') == '1-2')")
            .error.empty());
}

TEST_CASE("a script's load is budgeted and bounded like a hook", "[scripting][budget]") {
  LuaFixture f({{"probe",
                 "local s = ('a'):rep(500)\n"
                 "while true do s:find('.-b') end\n"
                 "return {}"}});
  std::vector<ScriptDiagnostic> problems;
  const double start = cpu_seconds();
  CHECK_FALSE(bind_scripts(f.rules, problems));
  CHECK(cpu_seconds() - start < 1.0);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].line == 2);
  CHECK_THAT(problems[0].message, Contains("instruction budget of 1000000 exceeded"));
}

TEST_CASE("load-time memory and stack errors name the file and line", "[scripting][budget]") {
  const std::pair<std::string, std::string> cases[] = {
      {"local t = {}\nlocal i = 0\nwhile true do i = i + 1 t[i] = {i, i} end\nreturn {}",
       "memory limit of"},
      // Deep Lua recursion: its stack and call records reach the memory cap first.
      {"local function f(n) return 1 + f(n + 1) end\nf(1)\nreturn {}", "memory limit of"},
      // Recursion through C (a metamethod calling itself): Lua's C-stack limit.
      {"local t = setmetatable({}, { __index = function(t, k) return t[k] end })\n"
       "local x = t.a\nreturn {}",
       "stack overflow"},
      {"local s = ('x'):rep(16000)\nlocal u = s .. s\nreturn {}", "a string longer than 16384"},
  };
  for (const auto& [source, what] : cases) {
    INFO(source);
    LuaFixture f({{"probe", source}});
    LuaLimits limits;
    limits.memory = 4u << 20;
    std::vector<ScriptDiagnostic> problems;
    CHECK_FALSE(bind_scripts(f.rules, problems, limits));
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].file == "content/testpack/buildings/probe.lua");
    CHECK(problems[0].line > 0);
    CHECK_THAT(problems[0].message, Contains(what));
  }
}

TEST_CASE("varargs grown at every call stop at the budget, deterministically",
          "[scripting][budget]") {
  for (bool fast : {true, false}) {
    INFO((fast ? "fast" : "strict"));
    const Result r = run_body("local function g(...) return g(1, ...) end\ng()", fast);
    CHECK_THAT(r.error, Contains("probe.lua:2: instruction budget of 1000000 exceeded (a "
                                 "function holds more than 256 varargs)"));
    CHECK(r.cpu < 1.0);
  }
  // Up to the limit, varargs work as in Lua.
  CHECK(run_body("local function count(...) return select('#', ...) end\n"
                 "local t = {} for i = 1, 256 do t[i] = i end\n"
                 "assert(count(table.unpack(t)) == 256)")
            .error.empty());
}
