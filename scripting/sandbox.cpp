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

// __newindex of read-only views. Upvalue 1: the view's name. Stack: view, key, value.
int l_read_only_newindex(lua_State* L) {
  fail(L, "%s is read-only", lua_tostring(L, lua_upvalueindex(1)));
}

// A view's metatable holds the table shown at [kViewTarget] and, for a view with a reader,
// the reader (light userdata) at [kViewReaderSlot]. What marks it as a view's is its own
// metatable: the one sentinel table of the state (Runtime::view_sentinel), which no script
// can reach, so no script can make a table that passes for a view; and view metatables
// are locked, so no script reads them. The test is one lua_getmetatable and a pointer
// compare, where a key no script can make (a light userdata) took a hashed lookup.
constexpr int kViewTarget = 1;
constexpr int kViewReaderSlot = 2;

// Is the table at `meta` (a metatable) a view's?
bool is_view_meta(lua_State* L, int meta) {
  if (lua_getmetatable(L, meta) == 0) return false;  // ... [sentinel?]
  const bool view = lua_topointer(L, -1) == runtime(L)->view_sentinel;
  lua_pop(L, 1);  // ...
  return view;
}

// __len of read-only views: the length of the table shown. Upvalue 1: that table.
int l_read_only_len(lua_State* L) {
  lua_pushinteger(L, static_cast<lua_Integer>(lua_rawlen(L, lua_upvalueindex(1))));
  return 1;
}

// Makes the table a view shows current: runs the view's reader, if it has one. `meta`:
// the view's metatable.
void run_reader(lua_State* L, int meta) {
  if (lua_rawgeti(L, meta, kViewReaderSlot) == LUA_TLIGHTUSERDATA)  // ..., reader?
    reinterpret_cast<ViewReader>(lua_touserdata(L, -1))(L, 0);
  lua_pop(L, 1);  // ...
}

// The table a read-only view shows, or the argument itself (pairs visits views' tables).
int l_unwrap_view(lua_State* L) {
  lua_settop(L, 1);
  show_table(L, 1);
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

// __index of the table shown by a checked view (push_read_only_checked), reached only for a
// key the table lacks. Upvalue 1: the reader (light userdata). Stack: table, key.
int l_missing_key(lua_State* L) {
  reinterpret_cast<ViewReader>(lua_touserdata(L, lua_upvalueindex(1)))(L, 2);  // raises if unknown
  lua_pushnil(L);  // a known field left empty
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

// Copies t[name] for each name from the table at `from` into the table at `to`.
void copy_fields(lua_State* L, int from, int to, const char* const* names) {
  from = lua_absindex(L, from);
  to = lua_absindex(L, to);
  for (; *names != nullptr; ++names) {
    lua_getfield(L, from, *names);  // ..., value
    lua_setfield(L, to, *names);    // ...
  }
}

constexpr const char* kBaseNames[] = {"assert", "error",        "type",     "rawequal", "rawget",
                                      "rawlen", "getmetatable", "_VERSION", nullptr};
constexpr const char* kMathNames[] = {
    "abs", "ceil",       "cos",  "deg",        "exp",  "floor", "fmod", "huge", "log",
    "max", "maxinteger", "min",  "mininteger", "modf", "pi",    "rad",  "sin",  "sqrt",
    "tan", "tointeger",  "type", "ult",        "asin", "acos",  "atan", nullptr};
constexpr const char* kUtf8Names[] = {"charpattern", "codes", nullptr};

// The length of the table at `arg` as the table library sees it (# with __len).
lua_Integer length_of(lua_State* L, int arg) {
  luaL_checktype(L, arg, LUA_TTABLE);
  return luaL_len(L, arg);
}

// Elements from i to j (inclusive), or 0, checked against kMaxValues when they become values.
lua_Integer span(lua_Integer i, lua_Integer j) {
  return j >= i ? j - i + 1 : 0;
}

void check_values(lua_State* L, const char* fn, lua_Integer count) {
  if (count > kMaxValues)
    fail(L, "%s: %I values, more than a function may return or take in the sandbox (%d)", fn, count,
         kMaxValues);
}

// table.concat(t, sep, i, j): one unit per element, then the result's bytes (checked
// before it is made: the allocator refuses strings over kMaxStringBytes).
int l_table_concat(lua_State* L) {
  const lua_Integer n = length_of(L, 1);
  const lua_Integer i = luaL_optinteger(L, 3, 1);
  const lua_Integer j = luaL_optinteger(L, 4, n);
  charge(L, 1 + span(i, j), "table.concat");
  return forward_to_wrapped(L);
}

// table.insert(t, [pos,] v): shifts the elements after pos.
int l_table_insert(lua_State* L) {
  const lua_Integer n = length_of(L, 1);
  const lua_Integer pos = lua_gettop(L) == 3 ? luaL_checkinteger(L, 2) : n + 1;
  charge(L, 1 + span(pos, n), "table.insert");
  return forward_to_wrapped(L);
}

// table.remove(t, [pos]): shifts the elements after pos.
int l_table_remove(lua_State* L) {
  const lua_Integer n = length_of(L, 1);
  const lua_Integer pos = luaL_optinteger(L, 2, n);
  charge(L, 1 + span(pos, n), "table.remove");
  return forward_to_wrapped(L);
}

int l_table_pack(lua_State* L) {
  charge(L, 1 + lua_gettop(L), "table.pack");
  return forward_to_wrapped(L);
}

int l_table_unpack(lua_State* L) {
  const lua_Integer i = luaL_optinteger(L, 2, 1);
  const lua_Integer j = lua_isnoneornil(L, 3) ? length_of(L, 1) : luaL_checkinteger(L, 3);
  check_values(L, "table.unpack", span(i, j));
  charge(L, 1 + span(i, j), "table.unpack");
  return forward_to_wrapped(L);
}

// table.move(a1, f, e, t [, a2]): one unit per element moved.
int l_table_move(lua_State* L) {
  const lua_Integer f = luaL_checkinteger(L, 2);
  const lua_Integer e = luaL_checkinteger(L, 3);
  charge(L, 1 + span(f, e), "table.move");
  return forward_to_wrapped(L);
}

// utf8.char(...): one value per argument.
int l_utf8_char(lua_State* L) {
  charge(L, 1 + lua_gettop(L), "utf8.char");
  return forward_to_wrapped(L);
}

// utf8.codepoint(s, i, j): one value per byte of s[i..j] at most.
int l_utf8_codepoint(lua_State* L) {
  std::size_t n = 0;
  luaL_checklstring(L, 1, &n);
  const auto len = static_cast<lua_Integer>(n);
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer j = luaL_optinteger(L, 3, i);
  if (i < 0) i = len + i + 1;
  if (j < 0) j = len + j + 1;
  check_values(L, "utf8.codepoint", span(i, j));
  charge(L, 1 + span(i, j), "utf8.codepoint");
  return forward_to_wrapped(L);
}

// utf8.len and utf8.offset scan the string.
int l_utf8_scan(lua_State* L) {
  std::size_t n = 0;
  luaL_checklstring(L, 1, &n);
  charge_bytes(L, n, "a utf8 function");
  return forward_to_wrapped(L);
}

// table.sort: a stable merge sort written in Lua, so the count hook counts every step
// (Lua's own sort runs in C and picks pivots from the clock for arrays over 100 elements,
// which orders equal elements differently from run to run).
constexpr const char kSortSource[] = R"lua(
local type, error = ...
local function less_than(a, b) return a < b end
return function(t, less)
  if type(t) ~= "table" then
    error("bad argument #1 to 'sort' (table expected, got " .. type(t) .. ")", 2)
  end
  if less == nil then
    less = less_than
  elseif type(less) ~= "function" then
    error("bad argument #2 to 'sort' (function expected, got " .. type(less) .. ")", 2)
  end
  local n = #t
  if n < 2 then return end
  local from, to = {}, {}
  for i = 1, n do from[i] = t[i] end
  local width = 1
  while width < n do
    local lo = 1
    while lo <= n do
      local mid, hi = lo + width, lo + 2 * width
      if mid > n + 1 then mid = n + 1 end
      if hi > n + 1 then hi = n + 1 end
      local l, r, k = lo, mid, lo
      while l < mid and r < hi do
        if less(from[r], from[l]) then
          to[k] = from[r]
          r = r + 1
        else
          to[k] = from[l]
          l = l + 1
        end
        k = k + 1
      end
      while l < mid do to[k] = from[l]; l = l + 1; k = k + 1 end
      while r < hi do to[k] = from[r]; r = r + 1; k = k + 1 end
      lo = hi
    end
    from, to = to, from
    width = width * 2
  end
  for i = 1, n do t[i] = from[i] end
end
)lua";

// Compiles a sandbox function written in Lua: `source` returns it, given `nargs` values
// from the stack (popped).
void push_lua_function(lua_State* L, const char* source, std::size_t size, const char* name,
                       int nargs) {
  if (luaL_loadbufferx(L, source, size, name, "t") != LUA_OK) lua_error(L);  // args..., chunk
  lua_insert(L, -nargs - 1);                                                 // chunk, args...
  lua_call(L, nargs, 1);                                                     // function
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

}  // namespace

// The view reads as the table (fields, ipairs, # and pairs) and refuses writes.
void push_read_only(lua_State* L, int index, const char* what, ViewReader reader) {
  index = lua_absindex(L, index);
  lua_newtable(L);           // ..., view
  lua_createtable(L, 2, 4);  // ..., view, meta ([kViewTarget], [kViewReaderSlot], 4 fields)
  lua_pushvalue(L, index);   // ..., view, meta, target
  if (reader != nullptr) {
    lua_pushlightuserdata(L, reinterpret_cast<void*>(reader));  // ..., meta, target, reader
    lua_pushcclosure(L, l_reader_index, 2);                     // ..., view, meta, index
    lua_pushlightuserdata(L, reinterpret_cast<void*>(reader));  // ..., meta, index, reader
    lua_rawseti(L, -3, kViewReaderSlot);                        // ..., view, meta, index
  }
  lua_setfield(L, -2, "__index");                                    // ..., view, meta
  lua_pushstring(L, what);                                           // ..., view, meta, what
  lua_pushcclosure(L, l_read_only_newindex, 1);                      // ..., view, meta, newindex
  lua_setfield(L, -2, "__newindex");                                 // ..., view, meta
  lua_pushvalue(L, index);                                           // ..., view, meta, target
  lua_pushcclosure(L, l_read_only_len, 1);                           // ..., view, meta, len
  lua_setfield(L, -2, "__len");                                      // ..., view, meta
  lua_pushvalue(L, index);                                           // ..., view, meta, target
  lua_rawseti(L, -2, kViewTarget);                                   // ..., view, meta
  lua_pushliteral(L, "locked");                                      // ..., view, meta, "locked"
  lua_setfield(L, -2, "__metatable");                                // ..., view, meta
  lua_rawgeti(L, LUA_REGISTRYINDEX, runtime(L)->view_sentinel_ref);  // ..., meta, sentinel
  lua_setmetatable(L, -2);                                           // ..., view, meta
  lua_setmetatable(L, -2);                                           // ..., view
}

void push_read_only_checked(lua_State* L, int index, const char* what, ViewReader on_miss) {
  index = lua_absindex(L, index);
  push_read_only(L, index, what);  // ..., view
  // The view's misses read the table (a raw hit costs no call); the table's own misses go
  // to the reader. The table is reached by no script (only the host unwraps views), but
  // its metatable is locked all the same.
  lua_createtable(L, 0, 2);                                    // ..., view, meta
  lua_pushlightuserdata(L, reinterpret_cast<void*>(on_miss));  // ..., view, meta, reader
  lua_pushcclosure(L, l_missing_key, 1);                       // ..., view, meta, index
  lua_setfield(L, -2, "__index");                              // ..., view, meta
  lua_pushliteral(L, "locked");                                // ..., view, meta, "locked"
  lua_setfield(L, -2, "__metatable");                          // ..., view, meta
  lua_setmetatable(L, index);                                  // ..., view
}

bool is_read_only_view(lua_State* L, int index) {
  if (lua_getmetatable(L, index) == 0) return false;  // ... [meta]
  const bool view = is_view_meta(L, -1);
  lua_pop(L, 1);  // ...
  return view;
}

bool show_table(lua_State* L, int index) {
  index = lua_absindex(L, index);
  if (lua_getmetatable(L, index) == 0) return false;  // ... [meta]
  if (!is_view_meta(L, -1)) {
    lua_pop(L, 1);  // ...
    return false;
  }
  run_reader(L, lua_gettop(L));
  lua_rawgeti(L, -1, kViewTarget);  // ..., meta, target
  lua_replace(L, index);            // ..., meta
  lua_pop(L, 1);                    // ...
  return true;
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
  lua_newtable(L);  // sentinel (see kViewTarget)
  runtime(L)->view_sentinel = lua_topointer(L, -1);
  runtime(L)->view_sentinel_ref = luaL_ref(L, LUA_REGISTRYINDEX);
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

  // table
  require_module(L, LUA_TABLIBNAME, luaopen_table);  // G, allowed, tablib
  lua_newtable(L);                                   // G, allowed, tablib, t
  wrap_field(L, -2, -1, "concat", l_table_concat);
  wrap_field(L, -2, -1, "insert", l_table_insert);
  wrap_field(L, -2, -1, "move", l_table_move);
  wrap_field(L, -2, -1, "pack", l_table_pack);
  wrap_field(L, -2, -1, "remove", l_table_remove);
  wrap_field(L, -2, -1, "unpack", l_table_unpack);
  lua_getfield(L, real, "type");   // G, allowed, tablib, t, type
  lua_getfield(L, real, "error");  // G, allowed, tablib, t, type, error
  push_lua_function(L, kSortSource, sizeof kSortSource - 1, "=sandbox table.sort", 2);
  lua_setfield(L, -2, "sort");        // G, allowed, tablib, t
  push_read_only(L, -1, "table");     // G, allowed, tablib, t, view
  lua_setfield(L, allowed, "table");  // G, allowed, tablib, t
  lua_pop(L, 2);                      // G, allowed

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
  wrap_field(L, -2, -1, "char", l_utf8_char);
  wrap_field(L, -2, -1, "codepoint", l_utf8_codepoint);
  wrap_field(L, -2, -1, "len", l_utf8_scan);
  wrap_field(L, -2, -1, "offset", l_utf8_scan);
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
