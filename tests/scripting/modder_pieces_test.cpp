// What a modder writing a building of his own needs (issue 17): a handler that listens to
// every seat's events (`seats = "all"`), memory slots for pack rules, and unknown ctx
// methods and definition fields as errors with a "did you mean", at run time and, where
// the call is written out, when the script loads.
#include <catch2/catch.hpp>

#include "core/state_json.hpp"
#include "loader/load.hpp"
#include "support/fixture.hpp"
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

namespace {
const std::string kBazaar = "base," GOVERNOR_TESTS_DIR "/../examples/bazaar";
const std::string kMemory = "base," GOVERNOR_TESTS_DIR "/packs/pack-memory";

// The load problems of one building script, formatted.
std::vector<std::string> load_problems(const std::string& source) {
  LuaFixture f({{"probe", source}});
  std::vector<ScriptDiagnostic> problems;
  bind_scripts(f.rules, problems);
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(format_script_diagnostic(p));
  return out;
}
}  // namespace

TEST_CASE("seats = \"all\": a building hears the other seats' events", "[scripting][seats]") {
  Game g(3, 1, kBazaar);
  g.give_building(1, "bazaar", 1);  // occupied
  g.give_building(2, "bazaar", 0);  // empty: hears nothing
  g.give_goods(0, "indigo", 1);
  g.give_goods(1, "sugar", 1);
  const int c1 = g.s.seat(1).coins, c2 = g.s.seat(2).coins;
  g.act("role trader");
  g.act("sell indigo");  // seat 0 sells: seat 1's bazaar pays 1
  CHECK(g.s.seat(1).coins == c1 + 1);
  g.act("sell sugar");  // his own sale: the price only
  CHECK(g.s.seat(1).coins == c1 + 1 + 2);
  CHECK(g.s.seat(2).coins == c2);
  g.check_invariants();
}

TEST_CASE("seats = \"all\": without it, a building hears its owner's events only",
          "[scripting][seats]") {
  Bound b({{"probe",
            "return { good_sold = { seats = 'owner', notify = function(ctx, args)\n"
            "  ctx:gain_coins(ctx:owner(), 1) end } }"}});
  CHECK_FALSE(
      b.f.rules.buildings[b.f.building("probe")].every_seat[static_cast<int>(HookEvent::GoodSold)]);
  Bound all({{"probe",
              "return { good_sold = { seats = 'all', notify = function(ctx, args)\n"
              "  ctx:gain_coins(ctx:owner(), 1) end } }"}});
  CHECK(all.f.rules.buildings[all.f.building("probe")]
            .every_seat[static_cast<int>(HookEvent::GoodSold)]);
  CHECK(all.f.rules.every_seat_masks[static_cast<int>(HookEvent::GoodSold)] ==
        (std::uint64_t{1} << all.f.building("probe")));
}

TEST_CASE("seats: a value other than owner or all is a load error", "[scripting][seats]") {
  const auto problems =
      load_problems("return { good_sold = { seats = 'others', notify = function() end } }");
  REQUIRE(problems.size() == 1);
  CHECK_THAT(problems[0], Contains("'good_sold.seats' is \"owner\""));
}

TEST_CASE("a dead args.seat test is a load error unless the handler hears every seat",
          "[scripting][seats]") {
  const std::string dead = R"lua(
local M = {}
function M.good_sold(ctx, args)
  local me = ctx:owner()
  if args.seat ~= me then
    ctx:gain_coins(me, 1)
  end
end
return M)lua";
  const auto problems = load_problems(dead);
  REQUIRE(problems.size() == 1);
  CHECK_THAT(problems[0], Contains("probe.lua:5: error: building 'testpack/probe': args.seat ~= "
                                   "...: a building hears only its owner's events"));
  CHECK_THAT(problems[0], Contains("seats = \"all\""));
  // Declared: no problem; `~= nil` is no such test; comments and strings are skipped.
  CHECK(load_problems("return { good_sold = { seats = 'all', notify = function(ctx, args)\n"
                      "  if args.seat ~= ctx:owner() then ctx:gain_coins(ctx:owner(), 1) end\n"
                      "end } }")
            .empty());
  CHECK(load_problems("-- if args.seat ~= me then\nreturn { phase_end = function(ctx, args)\n"
                      "  local s = 'args.seat ~= me'\n"
                      "  if args.seat ~= nil then return end end }")
            .empty());
}

TEST_CASE("pack rules have memory slots of their own, in the State", "[scripting][pack-rules]") {
  Game g(3, 1, kMemory);
  g.give_goods(0, "indigo", 1);
  g.give_goods(1, "sugar", 1);
  g.give_goods(2, "corn", 1);
  const int c0 = g.s.seat(0).coins, c1 = g.s.seat(1).coins;
  g.act("role trader");
  g.act("sell indigo");  // the first sale of the phase: 1 + privilege 1 + 1
  CHECK(g.s.seat(0).coins == c0 + 3);
  g.act("sell sugar");  // not the first: the price only
  CHECK(g.s.seat(1).coins == c1 + 2);
  const std::size_t pack = 1;  // base, pack-memory
  CHECK(g.s.rule_memory[pack][0] != 0);
  // Plain data: in the JSON, read back equal; part of the State's equality.
  const auto j = to_json(g.rules, g.s);
  REQUIRE(j.contains("rule_memory"));
  CHECK(j.at("rule_memory").at("pack-memory")[0] == g.s.rule_memory[pack][0]);
  CHECK(state_from_json(g.rules, j) == g.s);
  State other = g.s;
  other.rule_memory[pack][0] = 0;
  CHECK_FALSE(other == g.s);
  const int c2 = g.s.seat(2).coins;
  g.act("sell corn");  // corn sells for 0, and the phase has paid its extra coin
  CHECK(g.s.seat(2).coins == c2);
}

TEST_CASE("an unknown ctx method is an error naming it, with a did you mean",
          "[scripting][names]") {
  SECTION("when the call is written out, the script does not load") {
    const auto problems = load_problems(
        "return { role_taken = function(ctx, args)\n  local n = ctx:player()\n"
        "end }");
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Contains("probe.lua:2: error: building 'testpack/probe': ctx has no "
                                     "method 'player' (did you mean 'players'?)"));
  }
  SECTION("reached another way, it raises when it runs") {
    Bound b({{"probe",
              "return { role_taken = function(ctx, args)\n"
              "  local name = 'sea' .. 'ts'\n  return ctx[name](ctx)\nend }"}});
    Ctx c(b.f, 0, "probe");
    EventArgs args;
    args.seat = 0;
    CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
               Contains("probe.lua:3: ctx has no method 'seats' (did you mean 'players'?)"));
  }
}

TEST_CASE("an unknown definition field is an error naming it, with a did you mean",
          "[scripting][names]") {
  SECTION("written out after the call: a load error") {
    const auto problems = load_problems(
        "return { role_taken = function(ctx, args)\n  local p = ctx:good_def('corn').prise\nend }");
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Contains("probe.lua:2: error: building 'testpack/probe': a good "
                                     "definition has no field 'prise' (did you mean 'price'?)"));
  }
  SECTION("through a local: at run time; a field left empty is nil") {
    Bound b({{"probe",
              "return { role_taken = function(ctx, args)\n"
              "  local def = ctx:building_def('probe')\n"
              "  assert(def.produces == nil)\n"
              "  return def.cots\nend }"}});
    Ctx c(b.f, 0, "probe");
    EventArgs args;
    args.seat = 0;
    CHECK_THAT(hook_error([&] { b.host->notify(c.ctx, HookEvent::RoleTaken, args); }),
               Contains("probe.lua:4: a building definition has no field 'cots' (did you mean "
                        "'cost'?)"));
  }
}

TEST_CASE("a missing required pack is the only message when it explains the rest",
          "[loader][requires]") {
  const auto r = loader::load_packs({"nobles"}, GOVERNOR_CONTENT_DIR);
  REQUIRE_FALSE(r.ok());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK_THAT(r.diagnostics[0].message,
             Contains("requires pack 'base', which is not loaded before it"));
  // Loaded after its dependant: the same single message, saying so.
  const auto later = loader::load_packs({"nobles", "base"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(later.diagnostics.size() == 1);
  CHECK_THAT(later.diagnostics[0].message, Contains("requires pack 'base', which comes after it"));
}

TEST_CASE("a pack's tests/ folder is not content", "[loader][pack-tests]") {
  const auto r =
      loader::load_packs({"base", GOVERNOR_TESTS_DIR "/../examples/bazaar"}, GOVERNOR_CONTENT_DIR);
  for (const auto& d : r.diagnostics) UNSCOPED_INFO(d.file << ": " << d.message);
  CHECK(r.ok());
}
