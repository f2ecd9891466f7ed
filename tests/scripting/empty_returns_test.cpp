// The paths of a function that return nothing, read from Lua's compiled code
// (scripting/empty_returns.hpp): every kind of jump the compiler makes, so that a hook
// answering on every path is never reported.
#include <catch2/catch.hpp>

#include "scripting/empty_returns.hpp"

using gov::lua::find_empty_returns;

namespace {

// "line:falls_off" for each path found.
std::vector<std::string> paths(const std::string& body) {
  std::vector<std::string> out;
  for (const auto& r : find_empty_returns("local f = function(x)\n" + body + "\nend\n"))
    out.push_back(std::to_string(r.line) + (r.falls_off ? ":end" : ":return"));
  return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("empty returns: paths that answer on every path stay quiet", "[scripting][validate]") {
  CHECK(paths("return 1").empty());
  CHECK(paths("if x then return 1 else return 2 end").empty());
  CHECK(paths("if x then return 1 elseif x == 2 then return 2 else return 3 end").empty());
  CHECK(paths("while true do if x then return 1 end end").empty());
  CHECK(paths("repeat if x then return 1 end until false").empty());
  CHECK(paths("for i = 1, 3 do x = i end return x").empty());
  CHECK(paths("for k, v in pairs(x) do if v then return k end end return 0").empty());
  CHECK(paths("local y = x and 1 or 2 return y").empty());
  CHECK(paths("if x then return 1 end error('no')").empty());
  CHECK(paths("goto done ::done:: return 1").empty());
  CHECK(paths("return x == 1").empty());
}

TEST_CASE("empty returns: falling off the end and bare returns", "[scripting][validate]") {
  CHECK(paths("if x then return 1 end") == V{"3:end"});
  CHECK(paths("for i = 1, 3 do if i == x then return i end end") == V{"3:end"});
  CHECK(paths("for k in pairs(x) do return k end") == V{"3:end"});
  CHECK(paths("if x then return end\nreturn 1") == V{"2:return"});
  CHECK(paths("local y = x") == V{"3:end"});
  // The file level is not a hook; a nested function is checked as its own.
  CHECK(find_empty_returns("local M = {}\nreturn M\n").empty());
  CHECK(find_empty_returns("x = function() return end\n").size() == 1);
}
