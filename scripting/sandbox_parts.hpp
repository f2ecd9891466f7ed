// The parts of the sandbox's allowed globals (docs/sandbox.md), each built in a file of its
// own: open_sandbox (scripting/sandbox.cpp) puts them together, and these are what it and
// they share. Internal to scripting/sandbox*.cpp.
//
// Naming convention: see scripting/runtime.hpp.
#pragma once

#include "scripting/runtime.hpp"

namespace gov::lua {

// Helpers of the builders (scripting/sandbox.cpp).
// Copies t[name] for each name from the table at `from` into the table at `to`.
void copy_fields(lua_State* L, int from, int to, const char* const* names);
// Sets t[name] = closure of `f` over the function t[name] had (the original).
void wrap_field(lua_State* L, int from, int to, const char* name, lua_CFunction f);
// Opens one standard module and leaves its table on the stack.
void require_module(lua_State* L, const char* name, lua_CFunction open);

// Lua's basic functions, some as they are, some wrapped, some replaced
// (scripting/sandbox_base.cpp): set in the allowed table at `allowed`, from the real global
// table at `real`. The stack is left as it was.
void add_base_functions(lua_State* L, int real, int allowed);
// The table and utf8 libraries, their functions charged for the work they do
// (scripting/sandbox_table_utf8.cpp): each set as a read-only view in the allowed table at
// `allowed`. The stack is left as it was.
void add_table_library(lua_State* L, int real, int allowed);
void add_utf8_library(lua_State* L, int allowed);

}  // namespace gov::lua
