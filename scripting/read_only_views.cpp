// Read-only views (docs/sandbox.md): a table a script reads (fields, ipairs, # and pairs) but
// cannot change, such as the sandbox's libraries, the id lists and the definition views.
// A view is an empty table whose metatable shows another; a view with a reader makes the
// table shown current on each read.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

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

}  // namespace gov::lua
