// Loading building scripts: handler tables, event names, kinds, and load errors.
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

TEST_CASE("bind_scripts fills handles and indexes the ruleset", "[scripting]") {
  LuaFixture f({{"market",
                 "return { good_sold = function(ctx, args) end,\n"
                 "  final_score = function(ctx) return 1 end }"},
                {"plain", ""}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  CHECK(problems.empty());
  const Id m = f.building("market");
  CHECK(f.rules.buildings[m].handles[static_cast<int>(HookEvent::GoodSold)]);
  CHECK(f.rules.buildings[m].handles[static_cast<int>(HookEvent::FinalScore)]);
  CHECK_FALSE(f.rules.buildings[m].handles[static_cast<int>(HookEvent::GoodsShipped)]);
  CHECK(f.rules.handlers[static_cast<int>(HookEvent::GoodSold)] == std::vector<Id>{m});
}

TEST_CASE("an unknown event name is a load error listing the valid names", "[scripting]") {
  LuaFixture f({{"dock", "return {\n  goods_shiped = function(ctx, args) end\n}"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE_FALSE(bind_scripts(f.rules, problems));
  REQUIRE(problems.size() == 1);
  const std::string text = format_script_diagnostic(problems[0]);
  CHECK_THAT(text, Contains("content/testpack/buildings/dock.lua:2: error:"));
  CHECK_THAT(text, Contains("unknown hook 'goods_shiped'"));
  CHECK_THAT(text, Contains("did you mean 'goods_shipped'?"));
  CHECK_THAT(text, Contains("role_taken (notify)"));
  CHECK_THAT(text, Contains("final_score (score)"));
  // The host refuses the same script with the same problem.
  CHECK_THAT(hook_error([&] { LuaHost host(f.rules); }), Contains("goods_shiped"));
}

TEST_CASE("a handler of the wrong kind is a load error", "[scripting]") {
  SECTION("function for an offer-only event") {
    LuaFixture f({{"hut", "return { settler_turn = function(ctx, args) end }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("'settler_turn' is an offer hook"));
  }
  SECTION("table for a modify event") {
    LuaFixture f(
        {{"hut",
          "return { build_discount = { offer = function() end, apply = function() end } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("takes no offer (a modify hook)"));
    CHECK_THAT(problems.at(0).message, Contains("{ modify = function(ctx, args, value)"));
  }
  SECTION("offer table without apply") {
    LuaFixture f({{"hut", "return { trader_turn = { offer = function() end } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("needs both offer and apply"));
  }
  SECTION("unknown field in an offer table") {
    LuaFixture f({{"hut",
                   "return { trader_turn = { offer = function() end, apply = function() end, "
                   "aply = 1 } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("unknown field 'aply'"));
  }
  SECTION("roles naming no role") {
    LuaFixture f({{"hut", "return { phase_end = { roles = 'tradr', notify = function() end } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message,
               Contains("'phase_end.roles' names no role of the loaded packs: 'tradr' (roles: "
                        "trader, builder)"));
  }
  SECTION("roles of the wrong type, or empty") {
    for (const char* roles : {"3", "{ 3 }", "{}"}) {
      LuaFixture f({{"hut", std::string("return { phase_end = { roles = ") + roles +
                                ", notify = function() end } }"}});
      std::vector<ScriptDiagnostic> problems;
      INFO(roles);
      REQUIRE_FALSE(bind_scripts(f.rules, problems));
      CHECK_THAT(problems.at(0).message, Contains("'phase_end.roles'"));
    }
  }
  SECTION("a table without a function") {
    LuaFixture f({{"hut", "return { phase_end = { roles = 'trader' } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message,
               Contains("the 'phase_end' table has no function (expected offer, apply, notify, "
                        "seats, roles, except_roles, once_per_phase, free_circle, "
                        "free_island_space, first_lap)"));
  }
  SECTION("an offer table on a notify-only event") {
    LuaFixture f(
        {{"hut", "return { good_sold = { offer = function() end, apply = function() end } }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("'good_sold' takes no offer (a notify hook)"));
  }
  SECTION("a number") {
    LuaFixture f({{"hut", "return { good_sold = 3 }"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("must be a function or a table, not a number"));
  }
}

TEST_CASE("load errors name file and line", "[scripting]") {
  SECTION("syntax error") {
    LuaFixture f({{"dock", "local x = 1\nlocal y = = 2\nreturn {}"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK(problems.at(0).file == "content/testpack/buildings/dock.lua");
    CHECK(problems.at(0).line == 2);
    CHECK(problems.at(0).building == "testpack/dock");
  }
  SECTION("runtime error at load") {
    LuaFixture f({{"dock", "\n\nlocal t = nil\nreturn t.x"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK(problems.at(0).line == 4);
    CHECK_THAT(problems.at(0).message, Contains("attempt to index"));
  }
  SECTION("not a table") {
    LuaFixture f({{"dock", "return 42"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message,
               Contains("must return a table of hook handlers (got number)"));
  }
  SECTION("binary chunk refused") {
    LuaFixture f({{"dock", std::string("\x1bLua\x54\x00 garbage", 14)}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("binary"));
  }
  SECTION("missing file") {
    LuaFixture f({{"dock", "return {}"}});
    f.rules.buildings[0].script_file += ".missing";
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("cannot read"));
  }
  SECTION("endless loop at load") {
    LuaFixture f({{"dock", "while true do end"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK_THAT(problems.at(0).message, Contains("instruction budget"));
  }
  SECTION("every problem of every file is reported") {
    LuaFixture f(
        {{"a", "return { nope = function() end, nada = function() end }"}, {"b", "return nil"}});
    std::vector<ScriptDiagnostic> problems;
    REQUIRE_FALSE(bind_scripts(f.rules, problems));
    CHECK(problems.size() == 3);
  }
}
