// Lua's basic functions in the sandbox (docs/sandbox.md): a few as they are, the rest
// wrapped or replaced so that no result depends on the run (pairs in a fixed order, tostring
// without addresses, no weak tables or finalizers), no script swallows a limit (pcall,
// xpcall) and work done in C is charged to the budget (tonumber, select).
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/sandbox_parts.hpp"

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

// The table a read-only view shows, or the argument itself (pairs visits views' tables).
int l_unwrap_view(lua_State* L) {
  lua_settop(L, 1);
  show_table(L, 1);
  return 1;
}

// One step of ipairs over the table a read-only view shows: a raw read, which is what
// the view's own read gives for every index (reads of keys the table holds go straight to
// it; a view with a reader has made the whole table current before the walk starts).
int l_view_ipairs_step(lua_State* L) {
  const lua_Integer i = luaL_checkinteger(L, 2) + 1;
  lua_pushinteger(L, i);
  return lua_rawgeti(L, 1, i) == LUA_TNIL ? 1 : 2;
}

// ipairs. Over a read-only view (the id lists, definitions' arrays, frozen file-level
// tables) it walks the table shown with raw reads: Lua's own ipairs reads each element
// through the view's __index and its end through the miss reader, a C call, about three
// times the cost of a raw step (callgrind: ~4% of a base,new-buildings game). The
// elements and the order are those of Lua's ipairs. Any other value goes to Lua's own
// iterator (upvalue 1), metamethods and all.
int l_ipairs(lua_State* L) {
  luaL_checkany(L, 1);
  lua_settop(L, 1);
  if (show_table(L, 1))                        // the table a view shows
    lua_pushcfunction(L, l_view_ipairs_step);  // t, step
  else
    lua_pushvalue(L, lua_upvalueindex(1));  // t, aux
  lua_insert(L, 1);                         // step|aux, t
  lua_pushinteger(L, 0);                    // step|aux, t, 0
  return 3;
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
  std::size_t n = 0;
  luaL_tolstring(L, 1, &n);  // x, "text"
  charge_bytes(L, n, "tostring");
  return 1;
}

// pcall and xpcall that cannot swallow the sandbox's limits: a spent budget, an
// interrupted call or a memory error is raised again past the script's handler, so what a
// script does next never depends on where (or whether) a limit struck.
int l_base_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  const int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);  // results | error
  rethrow_limits(L, status);
  lua_pushboolean(L, status == LUA_OK);  // results..., ok
  lua_insert(L, 1);                      // ok, results...
  return lua_gettop(L);
}

// xpcall's message handler as the script gave it (upvalue 1), except for a limit: the
// error of a spent budget or an interrupted call goes on as it is, so the host reports
// the limit, not whatever the script's handler made of it.
int l_xpcall_handler(lua_State* L) {
  const Runtime* rt = runtime(L);
  if (rt->budget.instructions_hit || rt->interrupted) return 1;  // error
  lua_pushvalue(L, lua_upvalueindex(1));                         // error, msgh
  lua_insert(L, 1);                                              // msgh, error
  lua_call(L, lua_gettop(L) - 1, 1);                             // result
  return 1;
}

int l_base_xpcall(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);                                     // f, msgh, args..., msgh
  lua_pushcclosure(L, l_xpcall_handler, 1);                // f, msgh, args..., handler
  lua_replace(L, 2);                                       // f, handler, args...
  lua_pushvalue(L, 1);                                     // f, handler, args..., f
  lua_insert(L, 3);                                        // f, handler, f, args...
  const int status = lua_pcall(L, n - 2, LUA_MULTRET, 2);  // f, handler, results | error
  rethrow_limits(L, status);
  lua_pushboolean(L, status == LUA_OK);  // f, handler, results..., ok
  lua_replace(L, 1);                     // ok, handler, results...
  lua_remove(L, 2);                      // ok, results...
  return lua_gettop(L);
}

// tonumber and tostring scan or make a string: charged by its length.
int l_base_tonumber(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) charge_bytes(L, lua_rawlen(L, 1), "tonumber");
  return forward_to_wrapped(L);
}

// select(n, ...) hands on up to every argument.
int l_base_select(lua_State* L) {
  charge(L, 1 + lua_gettop(L), "select");
  return forward_to_wrapped(L);
}

// print does nothing: hooks have no console (the core does not log for scripts).
int l_base_print(lua_State*) {
  return 0;
}

constexpr const char* kBaseNames[] = {"assert", "error",        "type",     "rawequal", "rawget",
                                      "rawlen", "getmetatable", "_VERSION", nullptr};

}  // namespace

void add_base_functions(lua_State* L, int real, int allowed) {
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

  // ipairs: ours, over Lua's own iterator (the first value its ipairs returns).
  lua_getfield(L, real, "ipairs");     // G, allowed, ipairs
  lua_newtable(L);                     // G, allowed, ipairs, {}
  lua_call(L, 1, 1);                   // G, allowed, aux
  lua_pushcclosure(L, l_ipairs, 1);    // G, allowed, ipairs
  lua_setfield(L, allowed, "ipairs");  // G, allowed

  lua_pushcfunction(L, l_base_setmetatable);  // G, allowed, f
  lua_setfield(L, allowed, "setmetatable");   // G, allowed
  lua_pushcfunction(L, l_base_tostring);
  lua_setfield(L, allowed, "tostring");
  lua_pushcfunction(L, l_base_pcall);
  lua_setfield(L, allowed, "pcall");
  lua_pushcfunction(L, l_base_xpcall);
  lua_setfield(L, allowed, "xpcall");
  wrap_field(L, real, allowed, "tonumber", l_base_tonumber);
  wrap_field(L, real, allowed, "select", l_base_select);
  lua_pushcfunction(L, l_base_print);
  lua_setfield(L, allowed, "print");
}

}  // namespace gov::lua
