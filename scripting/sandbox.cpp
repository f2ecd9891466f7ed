// The sandbox: what a script can reach, by allow-list (docs/sandbox.md).
//
// Every script runs with its own _ENV: an empty table whose metatable resolves names in the
// table of allowed globals and raises on unknown names and on any assignment. The allowed
// globals: a few functions of Lua's basic set (some wrapped), and read-only views of table,
// string (wrapped), math (random on the game's RNG) and utf8. Nothing else is reachable:
// the real global table is replaced by an empty one once the allowed table is built.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/sandbox_parts.hpp"

namespace gov::lua {

namespace {

// __index of the allowed globals, reached only for a name that is not one of them (the
// _ENV's __index is the allowed table itself, so a known global is found by the VM's own
// table lookup, with no call). Stack: allowed, key.
int l_unknown_global(lua_State* L) {
  if (lua_type(L, 2) == LUA_TSTRING)
    fail(L, "unknown global '%s' (not part of the sandbox; see docs/hooks.md)", lua_tostring(L, 2));
  fail(L, "unknown global of type %s", luaL_typename(L, 2));
}

// __newindex of every _ENV. Stack: env, key, value.
int l_env_newindex(lua_State* L) {
  if (lua_type(L, 2) == LUA_TSTRING)
    fail(L, "assignment to global '%s' (declare it local)", lua_tostring(L, 2));
  fail(L, "assignment to a global (declare it local)");
}

constexpr const char* kMathNames[] = {
    "abs", "ceil",       "cos",  "deg",        "exp",  "floor", "fmod", "huge", "log",
    "max", "maxinteger", "min",  "mininteger", "modf", "pi",    "rad",  "sin",  "sqrt",
    "tan", "tointeger",  "type", "ult",        "asin", "acos",  "atan", nullptr};

}  // namespace

// Copies t[name] for each name from the table at `from` into the table at `to`.
void copy_fields(lua_State* L, int from, int to, const char* const* names) {
  from = lua_absindex(L, from);
  to = lua_absindex(L, to);
  for (; *names != nullptr; ++names) {
    lua_getfield(L, from, *names);  // ..., value
    lua_setfield(L, to, *names);    // ...
  }
}

// Sets t[name] = closure of `f` over the function t[name] had (the original).
void wrap_field(lua_State* L, int from, int to, const char* name, lua_CFunction f) {
  from = lua_absindex(L, from);
  to = lua_absindex(L, to);
  lua_getfield(L, from, name);  // ..., original
  lua_pushcclosure(L, f, 1);    // ..., wrapper
  lua_setfield(L, to, name);    // ...
}

// Opens one standard module and leaves its table on the stack.
void require_module(lua_State* L, const char* name, lua_CFunction open) {
  luaL_requiref(L, name, open, 0);  // ..., module
}

bool is_script_env(lua_State* L, int index) {
  if (lua_getmetatable(L, index) == 0) return false;            // ... [meta]
  lua_rawgeti(L, LUA_REGISTRYINDEX, runtime(L)->env_meta_ref);  // ..., meta, envmeta
  const bool env = lua_rawequal(L, -1, -2) != 0;
  lua_pop(L, 2);  // ...
  return env;
}

void open_sandbox(lua_State* L) {
  const int top = lua_gettop(L);
  lua_newtable(L);  // sentinel (see kViewTarget in read_only_views.cpp)
  runtime(L)->view_sentinel = lua_topointer(L, -1);
  runtime(L)->view_sentinel_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  luaL_requiref(L, "_G", luaopen_base, 0);  // G
  const int real = lua_gettop(L);
  lua_newtable(L);  // G, allowed
  const int allowed = lua_gettop(L);
  // Lua's basic functions (sandbox_base.cpp), and table (sandbox_table_utf8.cpp).
  add_base_functions(L, real, allowed);  // G, allowed
  add_table_library(L, real, allowed);   // G, allowed

  // math
  require_module(L, LUA_MATHLIBNAME, luaopen_math);  // G, allowed, mathlib
  lua_newtable(L);                                   // G, allowed, mathlib, m
  copy_fields(L, -2, -1, kMathNames);
  lua_pushcfunction(L, l_math_random);  // G, allowed, mathlib, m, random
  lua_setfield(L, -2, "random");        // G, allowed, mathlib, m
  push_read_only(L, -1, "math");        // G, allowed, mathlib, m, view
  lua_setfield(L, allowed, "math");     // G, allowed, mathlib, m
  lua_pop(L, 2);                        // G, allowed

  // utf8 (sandbox_table_utf8.cpp)
  add_utf8_library(L, allowed);  // G, allowed

  // string: the wrapped functions serve both `string.x` and the `s:x()` methods.
  require_module(L, LUA_STRLIBNAME, luaopen_string);  // G, allowed, strlib
  lua_pop(L, 1);                                      // G, allowed
  push_safe_string(L);                                // G, allowed, safe
  lua_pushliteral(L, "");                             // G, allowed, safe, ""
  lua_getmetatable(L, -1);                            // G, allowed, safe, "", strmeta
  lua_pushvalue(L, -3);                               // G, allowed, safe, "", strmeta, safe
  lua_setfield(L, -2, "__index");                     // G, allowed, safe, "", strmeta
  lua_pushliteral(L, "locked");                       // ..., strmeta, "locked"
  lua_setfield(L, -2, "__metatable");                 // G, allowed, safe, "", strmeta
  lua_pop(L, 2);                                      // G, allowed, safe
  push_read_only(L, -1, "string");                    // G, allowed, safe, view
  lua_setfield(L, allowed, "string");                 // G, allowed, safe
  lua_pop(L, 1);                                      // G, allowed

  // The metatable of every _ENV.
  lua_createtable(L, 0, 3);                                   // G, allowed, envmeta
  lua_createtable(L, 0, 2);                                   // G, allowed, envmeta, allowedmeta
  lua_pushcfunction(L, l_unknown_global);                     // ..., allowedmeta, unknown
  lua_setfield(L, -2, "__index");                             // ..., envmeta, allowedmeta
  lua_pushliteral(L, "locked");                               // ..., allowedmeta, "locked"
  lua_setfield(L, -2, "__metatable");                         // ..., envmeta, allowedmeta
  lua_setmetatable(L, allowed);                               // G, allowed, envmeta
  lua_pushvalue(L, allowed);                                  // G, allowed, envmeta, allowed
  lua_setfield(L, -2, "__index");                             // G, allowed, envmeta
  lua_pushcfunction(L, l_env_newindex);                       // G, allowed, envmeta, newindex
  lua_setfield(L, -2, "__newindex");                          // G, allowed, envmeta
  lua_pushliteral(L, "locked");                               // G, allowed, envmeta, "locked"
  lua_setfield(L, -2, "__metatable");                         // G, allowed, envmeta
  runtime(L)->env_meta_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // G, allowed

  // Nothing of the real globals stays reachable: a fresh, empty global table, and no
  // record of the loaded modules.
  lua_newtable(L);                                       // G, allowed, {}
  lua_rawseti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);   // G, allowed
  lua_newtable(L);                                       // G, allowed, {}
  lua_setfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);  // G, allowed
  lua_settop(L, top);
}

void push_new_env(lua_State* L) {
  lua_createtable(L, 0, 0);                                     // env
  lua_rawgeti(L, LUA_REGISTRYINDEX, runtime(L)->env_meta_ref);  // env, envmeta
  lua_setmetatable(L, -2);                                      // env
}

}  // namespace gov::lua