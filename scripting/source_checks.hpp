// Checks of a script's source text, made when it loads (so `governor validate` reports
// them with the other load errors): names that would fail only when the line runs.
//   ctx:<name>(...)          a method the ctx does not have (with a "did you mean")
//   ctx:good_def(...).<f>    a field the definition does not have (also building_def,
//                            tile_def)
//   args.seat ~= <x>         in a building script none of whose handlers listens to every
//                            seat (`seats = "all"`): a building hears only its owner's events,
//                            so the test is always false
//   if args.seat == me then  the same script, with `me` its owner (`ctx:owner()` or a local
//     return                 bound to it): always true, so the handler never acts
// Comments and strings are skipped; a name reached another way (a local holding the
// definition) is checked when it runs (scripting/unknown_names.cpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <lua.hpp>

namespace gov::lua {

struct SourceProblem {
  int line = 0;
  std::string message;
};

// `methods`: the ctx method names; `owner_only`: a building script with no every-seat
// handler (the args.seat test applies).
std::vector<SourceProblem> check_source(std::string_view source,
                                        const std::vector<std::string>& methods, bool owner_only);

// The names of the ctx methods of this Lua state (its Runtime's ctx object).
std::vector<std::string> ctx_method_names(lua_State* L);

}  // namespace gov::lua
