// The sandbox: what a script can reach, by allow-list (docs/sandbox.md).
//
// Every script runs with its own _ENV: an empty table whose metatable resolves names in the
// table of allowed globals and raises on unknown names and on any assignment. The allowed
// globals: a few functions of Lua's basic set (some wrapped), and read-only views of table,
// string (wrapped), math (random on the game's RNG) and utf8. Nothing else is reachable:
// the real global table is replaced by an empty one once the allowed table is built.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

// Deterministic pairs: visits keys in a fixed order (numbers ascending, then strings in
// byte order), because Lua's own order depends on a per-process hash seed. Runs as Lua, so
// it counts against the instruction budget like any script code.
// A read-only view (push_read_only) is visited as the table it shows.
constexpr const char kPairsSource[] = R"lua(
local next, type, sort, rawget, error, unwrap = ...
local function before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  return a < b
end
return function(t)
  if type(t) ~= "table" then
    error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2)
  end
  t = unwrap(t)
  local keys, n = {}, 0
  for k in next, t do
    local tk = type(k)
    if tk ~= "number" and tk ~= "string" then
      error("pairs: a key of type " .. tk .. " has no fixed order (use an array)", 2)
    end
    n = n + 1
    keys[n] = k
  end
  sort(keys, before)
  local i = 0
  return function()
    i = i + 1
    local k = keys[i]
    if k ~= nil then return k, rawget(t, k) end
  end
end
)lua";

// __index of every _ENV. Upvalue 1: the allowed globals. Stack: env, key.
int l_env_index(lua_State* L) {
  lua_pushvalue(L, 2);                                           // env, key, key
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;  // env, key, value
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

// __newindex of read-only views. Upvalue 1: the view's name. Stack: view, key, value.
int l_read_only_newindex(lua_State* L) {
  fail(L, "%s is read-only", lua_tostring(L, lua_upvalueindex(1)));
}

// Key of the table a read-only view shows, in the view's metatable (a key no script can
// make): marks every view.
const char kViewMarker = 0;

// __len of read-only views: the length of the table shown. Upvalue 1: that table.
int l_read_only_len(lua_State* L) {
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, lua_upvalueindex(1))));
  return 1;
}

// Marks a view with a reader (push_read_only with `reader`): its light userdata is the
// reader function.
const char kViewReader = 0;

void run_reader(lua_State* L, int meta) {
  if (lua_rawgetp(L, meta, &kViewReader) == LUA_TLIGHTUSERDATA)  // ..., reader?
    reinterpret_cast<ViewReader>(lua_touserdata(L, -1))(L, 0);
  lua_pop(L, 1);  // ...
}

// The table a read-only view shows, or the argument itself (pairs visits views' tables).
int l_unwrap_view(lua_State* L) {
  lua_settop(L, 1);
  if (lua_getmetatable(L, 1) == 0) return 1;            // t [, meta]
  if (lua_rawgetp(L, 2, &kViewMarker) != LUA_TTABLE) {  // t, meta, target?
    lua_settop(L, 1);                                   // t
    return 1;
  }
  run_reader(L, 2);
  return 1;
}

// __index of a view with a reader. Upvalues: the table shown, the reader (light userdata).
// Stack: view, key.
int l_reader_index(lua_State* L) {
  if (reinterpret_cast<ViewReader>(lua_touserdata(L, lua_upvalueindex(2)))(L, 2) != 0)
    return 1;  // view, key, ..., value
  lua_settop(L, 2);
  lua_rawget(L, lua_upvalueindex(1));  // view, value
  return 1;
}

// setmetatable(t, mt) without finalizers (__gc runs outside the instruction budget) and
// without weak tables (__mode makes results depend on when the collector runs).
int l_base_setmetatable(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const int t = lua_type(L, 2);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (t == LUA_TTABLE) {
    if (lua_getfield(L, 2, "__gc") != LUA_TNIL)  // t, mt, mt.__gc
      fail(L, "setmetatable: __gc finalizers are not allowed in the sandbox");
    if (lua_getfield(L, 2, "__mode") != LUA_TNIL)  // t, mt, nil, mt.__mode
      fail(L, "setmetatable: weak tables (__mode) are not allowed in the sandbox");
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)  // t, mt, ..., protection
    fail(L, "cannot change a protected metatable");
  lua_settop(L, 2);        // t, mt
  lua_setmetatable(L, 1);  // t
  return 1;
}

// tostring without addresses (they differ between runs): a table, function or userdata
// without __tostring prints as its type name.
int l_base_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  const int t = lua_type(L, 1);
  if (t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TUSERDATA || t == LUA_TTHREAD ||
      t == LUA_TLIGHTUSERDATA) {
    if (luaL_getmetafield(L, 1, "__tostring") == LUA_TNIL) {  // x
      lua_pushstring(L, lua_typename(L, t));                  // x, "table"
      return 1;
    }
    lua_pop(L, 1);  // x
  }
  luaL_tolstring(L, 1, nullptr);  // x, "text"
  return 1;
}

// collectgarbage("count") only: the collector is not the scripts' business.
int l_base_collectgarbage(lua_State* L) {
  const char* opt = luaL_optstring(L, 1, "count");
  if (std::strcmp(opt, "count") != 0)
    fail(L, "collectgarbage: only \"count\" is allowed in the sandbox");
  const int kb = lua_gc(L, LUA_GCCOUNT);
  const int bytes = lua_gc(L, LUA_GCCOUNTB);
  lua_pushnumber(L, static_cast<lua_Number>(kb) + static_cast<lua_Number>(bytes) / 1024.0);
  return 1;
}

// print does nothing: hooks have no console (the core does not log for scripts).
int l_base_print(lua_State*) {
  return 0;
}

// Copies t[name] for each name from the table at `from` into the table at `to`.
void copy_fields(lua_State* L, int from, int to, const char* const* names) {
  from = lua_absindex(L, from);
  to = lua_absindex(L, to);
  for (; *names != nullptr; ++names) {
    lua_getfield(L, from, *names);  // ..., value
    lua_setfield(L, to, *names);    // ...
  }
}

constexpr const char* kBaseNames[] = {"assert", "error",        "ipairs",   "pcall",    "xpcall",
                                      "select", "tonumber",     "type",     "rawequal", "rawget",
                                      "rawlen", "getmetatable", "_VERSION", nullptr};
constexpr const char* kTableNames[] = {"concat", "insert", "pack", "remove",
                                       "sort",   "unpack", nullptr};
constexpr const char* kMathNames[] = {
    "abs", "ceil",       "cos",  "deg",        "exp",  "floor", "fmod", "huge", "log",
    "max", "maxinteger", "min",  "mininteger", "modf", "pi",    "rad",  "sin",  "sqrt",
    "tan", "tointeger",  "type", "ult",        "asin", "acos",  "atan", nullptr};
constexpr const char* kUtf8Names[] = {"char", "charpattern", "codes", "codepoint",
                                      "len",  "offset",      nullptr};

// table.move with a bound on the elements moved: the C loop runs outside the budget.
int l_table_move(lua_State* L) {
  const lua_Integer f = luaL_checkinteger(L, 2);
  const lua_Integer e = luaL_checkinteger(L, 3);
  if (e >= f && (e - f) > (1 << 20)) fail(L, "table.move: more than 1048576 elements");
  lua_pushvalue(L, lua_upvalueindex(1));  // args..., move
  lua_insert(L, 1);                       // move, args...
  lua_call(L, lua_gettop(L) - 1, 1);      // result
  return 1;
}

// Opens one standard module and leaves its table on the stack.
void require_module(lua_State* L, const char* name, lua_CFunction open) {
  luaL_requiref(L, name, open, 0);  // ..., module
}

}  // namespace

// The view reads as the table (fields, ipairs, # and pairs) and refuses writes.
void push_read_only(lua_State* L, int index, const char* what, ViewReader reader) {
  index = lua_absindex(L, index);
  lua_newtable(L);           // ..., view
  lua_createtable(L, 0, 5);  // ..., view, meta
  lua_pushvalue(L, index);   // ..., view, meta, target
  if (reader != nullptr) {
    lua_pushlightuserdata(L, reinterpret_cast<void*>(reader));  // ..., meta, target, reader
    lua_pushcclosure(L, l_reader_index, 2);                     // ..., view, meta, index
    lua_pushlightuserdata(L, reinterpret_cast<void*>(reader));  // ..., meta, index, reader
    lua_rawsetp(L, -3, &kViewReader);                           // ..., view, meta, index
  }
  lua_setfield(L, -2, "__index");                // ..., view, meta
  lua_pushstring(L, what);                       // ..., view, meta, what
  lua_pushcclosure(L, l_read_only_newindex, 1);  // ..., view, meta, newindex
  lua_setfield(L, -2, "__newindex");             // ..., view, meta
  lua_pushvalue(L, index);                       // ..., view, meta, target
  lua_pushcclosure(L, l_read_only_len, 1);       // ..., view, meta, len
  lua_setfield(L, -2, "__len");                  // ..., view, meta
  lua_pushvalue(L, index);                       // ..., view, meta, target
  lua_rawsetp(L, -2, &kViewMarker);              // ..., view, meta
  lua_pushliteral(L, "locked");                  // ..., view, meta, "locked"
  lua_setfield(L, -2, "__metatable");            // ..., view, meta
  lua_setmetatable(L, -2);                       // ..., view
}

void open_sandbox(lua_State* L) {
  const int top = lua_gettop(L);
  luaL_requiref(L, "_G", luaopen_base, 0);  // G
  const int real = lua_gettop(L);
  lua_newtable(L);  // G, allowed
  const int allowed = lua_gettop(L);
  copy_fields(L, real, allowed, kBaseNames);

  // pairs: compiled from kPairsSource with the real next/type/sort/rawget/error.
  if (luaL_loadbufferx(L, kPairsSource, sizeof kPairsSource - 1, "=sandbox pairs", "t") != LUA_OK)
    lua_error(L);                                    // G, allowed, chunk
  lua_getfield(L, real, "next");                     // G, allowed, chunk, next
  lua_getfield(L, real, "type");                     // ..., chunk, next, type
  require_module(L, LUA_TABLIBNAME, luaopen_table);  // ..., chunk, next, type, tablib
  lua_getfield(L, -1, "sort");                       // ..., chunk, next, type, tablib, sort
  lua_remove(L, -2);                                 // ..., chunk, next, type, sort
  lua_getfield(L, real, "rawget");                   // ..., chunk, next, type, sort, rawget
  lua_getfield(L, real, "error");                    // ..., chunk, next, type, sort, rawget, error
  lua_pushcfunction(L, l_unwrap_view);               // ..., rawget, error, unwrap
  lua_call(L, 6, 1);                                 // G, allowed, pairs
  lua_setfield(L, allowed, "pairs");                 // G, allowed

  lua_pushcfunction(L, l_base_setmetatable);  // G, allowed, f
  lua_setfield(L, allowed, "setmetatable");   // G, allowed
  lua_pushcfunction(L, l_base_tostring);
  lua_setfield(L, allowed, "tostring");
  lua_pushcfunction(L, l_base_collectgarbage);
  lua_setfield(L, allowed, "collectgarbage");
  lua_pushcfunction(L, l_base_print);
  lua_setfield(L, allowed, "print");

  // table
  require_module(L, LUA_TABLIBNAME, luaopen_table);  // G, allowed, tablib
  lua_newtable(L);                                   // G, allowed, tablib, t
  copy_fields(L, -2, -1, kTableNames);
  lua_getfield(L, -2, "move");           // G, allowed, tablib, t, move
  lua_pushcclosure(L, l_table_move, 1);  // G, allowed, tablib, t, safe move
  lua_setfield(L, -2, "move");           // G, allowed, tablib, t
  push_read_only(L, -1, "table");        // G, allowed, tablib, t, view
  lua_setfield(L, allowed, "table");     // G, allowed, tablib, t
  lua_pop(L, 2);                         // G, allowed

  // math
  require_module(L, LUA_MATHLIBNAME, luaopen_math);  // G, allowed, mathlib
  lua_newtable(L);                                   // G, allowed, mathlib, m
  copy_fields(L, -2, -1, kMathNames);
  lua_pushcfunction(L, l_math_random);  // G, allowed, mathlib, m, random
  lua_setfield(L, -2, "random");        // G, allowed, mathlib, m
  push_read_only(L, -1, "math");        // G, allowed, mathlib, m, view
  lua_setfield(L, allowed, "math");     // G, allowed, mathlib, m
  lua_pop(L, 2);                        // G, allowed

  // utf8
  require_module(L, LUA_UTF8LIBNAME, luaopen_utf8);  // G, allowed, utf8lib
  lua_newtable(L);                                   // G, allowed, utf8lib, u
  copy_fields(L, -2, -1, kUtf8Names);
  push_read_only(L, -1, "utf8");     // G, allowed, utf8lib, u, view
  lua_setfield(L, allowed, "utf8");  // G, allowed, utf8lib, u
  lua_pop(L, 2);                     // G, allowed

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
  lua_pushvalue(L, allowed);                                  // G, allowed, envmeta, allowed
  lua_pushcclosure(L, l_env_index, 1);                        // G, allowed, envmeta, index
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
