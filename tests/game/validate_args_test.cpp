// `governor validate`'s check of args fields (game/validate/validate_args.cpp) on scripts written
// here: which reads it reports, where, and which it must leave alone because the source
// does not show what the name holds. (tests/loader/fixtures/lua_args_fields has the exact
// output for the usual forms.)
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "game/validate/validate.hpp"

using namespace gov;

namespace {

namespace fs = std::filesystem;

// "line:column: message" of every diagnostic of base + a pack whose one building has
// `script` as its Lua file.
std::vector<std::string> check(const std::string& script) {
  const fs::path dir =
      fs::temp_directory_path() / ("governor-args-" + std::to_string(::getpid())) / "args_pack";
  fs::create_directories(dir / "buildings");
  std::ofstream(dir / "pack.yaml") << "id: args_pack\nname: Args\nversion: 0.1.0\n"
                                      "requires: [base]\n";
  std::ofstream(dir / "buildings" / "probe.yaml")
      << "id: probe\nname: Probe\ncost: 3\nvp: 1\ncircles: 1\ncolumn: 1\nsize: small\n"
         "category: violet\ncopies: 2\ntext: Reads its arguments.\n";
  std::ofstream(dir / "buildings" / "probe.lua") << script;
  ValidateOptions o;
  o.packs = {"base", dir.string()};
  o.content_dir = GOVERNOR_CONTENT_DIR;
  const ValidateReport r = validate_packs(o);
  fs::remove_all(dir.parent_path());
  std::vector<std::string> out;
  for (const auto& d : r.diagnostics)
    out.push_back(std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message);
  return out;
}

}  // namespace

TEST_CASE("validate args: a misspelt field is an error at its place, with the field meant",
          "[validate][args]") {
  const auto d = check(
      "local M = {}\n"
      "function M.goods_shipped(ctx, args)\n"
      "  ctx:gain_coins(ctx:owner(), args.barrels // 3)\n"
      "end\n"
      "return M\n");
  REQUIRE(d.size() == 1);
  CHECK(d[0] ==
        "3:36: the args of goods_shipped have no field 'barrels' (did you mean 'count'?); "
        "they have seat, good, count, venue, event, amount (docs/hooks.md, \"Events\")");
}

TEST_CASE("validate args: the handler's own name for its args, in every form of handler",
          "[validate][args]") {
  const auto d = check(
      "local M = {}\n"
      "local H = {}\n"
      "function H:good_sold(args) return args.gud end\n"  // method: self, then args
      "M.good_sold = H.good_sold\n"
      "M.phase_start = { offer = function(ctx, a) return a.rol end, "
      "apply = function(ctx, b, x) return b.follow_up, b.rolle end }\n"  // two on one line
      "M.tile_placed = { via = 'stack', notify = function(ctx, e) return e.slott end }\n"
      "M.captain_turn = { offer = function(ctx, args)\n"
      "  local f = function(x) return args.seet end\n"  // a closure reads the handler's args
      "  return f() ~= nil\n"
      "end, apply = function(ctx, args) end }\n"
      "return M\n");
  REQUIRE(d.size() == 5);
  CHECK(d[0].starts_with("3:40: the args of good_sold have no field 'gud' (did you mean 'good'?)"));
  CHECK(
      d[1].starts_with("5:53: the args of phase_start have no field 'rol' (did you mean 'role'?)"));
  CHECK(d[2].starts_with("5:112: the args of phase_start have no field 'rolle'"));
  CHECK(d[3].starts_with(
      "6:69: the args of tile_placed have no field 'slott' (did you mean 'slot'?)"));
  CHECK(d[4].starts_with(
      "8:37: the args of captain_turn have no field 'seet' (did you mean 'seat'?)"));
}

TEST_CASE("validate args: what the source leaves open is not reported", "[validate][args]") {
  const auto d = check(
      "local M = {}\n"
      "local function helper(ctx, args) return args.anything end\n"  // not a handler
      "M.role_taken = function(ctx, ...) local args = ...; return args.nope end\n"
      "function M.good_sold(ctx, args) local args = {}; return args.nope end\n"
      "M.builder_turn = { offer = function(ctx, args)\n"
      "  for _, args in ipairs({}) do end\n"
      "  return args.nope\n"
      "end, apply = function(ctx, args) end }\n"
      "function M.goods_shipped(ctx, args)\n"
      "  local function inner(args) return args.nope end\n"  // its own parameter
      "  -- args.nope in a comment\n"
      "  return inner({}), 'args.nope', args['not\\'literal'], args[1], helper(ctx, args)\n"
      "end\n"
      "function M.final_score(ctx, args) return 0 end\n"  // a score hook has no args
      "return M\n");
  CHECK(d.empty());
}

TEST_CASE("validate args: a function answering two events takes the fields of either",
          "[validate][args]") {
  const auto d = check(
      "local M = {}\n"
      "local function paid(ctx, args)\n"
      "  if args.event == 'good_sold' then return args.price end\n"
      "  return args.count, args.prise\n"
      "end\n"
      "M.good_sold = paid\n"
      "M.goods_shipped = paid\n"
      "return M\n");
  REQUIRE(d.size() == 1);
  CHECK(
      d[0].starts_with("4:27: the args of good_sold and goods_shipped have no field 'prise' "
                       "(did you mean 'price'?); they have seat, good, price, venue, event, "
                       "amount, count (docs/hooks.md, \"Events\")"));
}

TEST_CASE("validate: hooks on a building no worker can stand on are a warning naming the fix",
          "[validate]") {
  // No circle and no works_unoccupied: only occupied buildings answer, so the hooks would
  // never run (a card game's buildings have no circles: easy to forget there).
  const fs::path dir =
      fs::temp_directory_path() / ("governor-idle-" + std::to_string(::getpid())) / "idle_pack";
  fs::create_directories(dir / "buildings");
  std::ofstream(dir / "pack.yaml") << "id: idle_pack\nname: Idle\nversion: 0.1.0\n"
                                      "requires: [base]\n";
  const auto write = [&](const std::string& extra) {
    std::ofstream(dir / "buildings" / "idle.yaml")
        << "id: idle\nname: Idle\ncost: 3\nvp: 1\ncircles: 0\ncolumn: 1\nsize: small\n"
           "category: violet\ncopies: 2\ntext: Never manned.\n"
        << extra;
    std::ofstream(dir / "buildings" / "idle.lua")
        << "return { final_score = function(ctx) return 1 end }\n";
  };
  ValidateOptions o;
  o.packs = {"base", dir.string()};
  o.content_dir = GOVERNOR_CONTENT_DIR;
  write("");
  ValidateReport r = validate_packs(o);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK_FALSE(r.diagnostics[0].error);
  CHECK(r.diagnostics[0].file.ends_with("idle.yaml"));
  CHECK(r.diagnostics[0].line == 1);
  CHECK(r.diagnostics[0].message.find("add `works_unoccupied: true`") != std::string::npos);
  CHECK(r.exit_code() == 0);  // a warning: the pack still loads and plays
  write("works_unoccupied: true\n");
  r = validate_packs(o);
  CHECK(r.diagnostics.empty());
  fs::remove_all(dir.parent_path());
}
