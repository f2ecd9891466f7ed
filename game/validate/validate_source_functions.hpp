// The functions of a script as its source writes them (`function` ... `end`), matched to
// the handler functions Lua reports (scripting's HandlerFunction: lines and parameters):
// what validate's source checks of one handler (validate_args.cpp, validate_writes.cpp)
// read.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/lua_tokens.hpp"

namespace gov {

struct SourceFunction {
  std::size_t begin = 0;  // the `function` token
  std::size_t end = 0;    // its `end` token
  std::vector<std::string> params;
};

// The token at `i`, or "" past the end.
const std::string& token_at(const std::vector<lua::LuaToken>& t, std::size_t i);

std::vector<SourceFunction> source_functions(const std::vector<lua::LuaToken>& t);

// The handlers `f` is (same lines and parameters) among `handlers`.
std::vector<const HandlerFunction*> handlers_of(
    const std::vector<lua::LuaToken>& t, const SourceFunction& f,
    const std::vector<const HandlerFunction*>& handlers);

// The script file of a handler owner (a building, or past the buildings a pack's
// rules.lua: Ruleset::rule_hook_id); empty when it has none.
std::string script_of(const Ruleset& rules, Id owner);

std::string read_file_text(const std::string& path);

}  // namespace gov
