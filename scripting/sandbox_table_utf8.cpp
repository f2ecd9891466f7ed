// The table and utf8 libraries in the sandbox (docs/sandbox.md): every function that does
// work in C in proportion to its arguments (shifting elements, making values, scanning a
// string) is wrapped to charge that work to the instruction budget first, and table.sort is
// written in Lua, so that its every step is counted and its order is the same in every run.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/sandbox_parts.hpp"

namespace gov::lua {

namespace {

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

constexpr const char* kUtf8Names[] = {"charpattern", "codes", nullptr};

}  // namespace

void add_table_library(lua_State* L, int real, int allowed) {
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
}

void add_utf8_library(lua_State* L, int allowed) {
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
}

}  // namespace gov::lua
