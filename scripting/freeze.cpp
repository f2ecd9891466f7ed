// Freezing a script once it has loaded: every table its functions can reach from file
// level becomes a read-only view (push_read_only), so no hook can keep state in one
// (`cache[id] = x`, `table.insert(SEEN, ...)`). Together with the load check on
// assignments to file-level locals (scripting/file_level_writes.hpp), a hook's answer
// depends only on the State and its arguments: a call can be run again, a game replayed,
// and games of a batch played in any order, with the same results (docs/sandbox.md).
//
// What is reached: the fields of the handler table, the upvalues of every Lua function
// found, and the fields and keys of every table found, recursively. Each table is frozen
// once (a table reached twice gets the same view, so identities still compare equal). The
// handler table itself stays as it is: the host reads it, no hook can reach it but through
// an upvalue, and that upvalue gets a view like any other.
//
// Naming convention: see scripting/runtime.hpp.
#include <cstdio>

#include "scripting/file_level_writes.hpp"
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr const char* kFrozen = "a file-level table (frozen once the script has loaded)";

constexpr int kMaxDepth = 200;  // nesting of file-level tables and functions

void freeze_value(lua_State* L, int value, int seen, int depth);

// A nesting deeper than kMaxDepth is refused (the walk recurses in C).
void check_depth(lua_State* L, int depth) {
  if (depth > kMaxDepth)
    luaL_error(L, "file-level tables and functions nest deeper than %d levels", kMaxDepth);
  luaL_checkstack(L, 8, "freezing a script");
}

// Replaces the table at `t` by its view on the stack (pushes the view). `seen` maps each
// table frozen so far to its view.
void push_frozen(lua_State* L, int t, int seen, int depth) {
  check_depth(L, depth);
  t = lua_absindex(L, t);
  lua_pushvalue(L, t);                          // ..., t
  if (lua_rawget(L, seen) != LUA_TNIL) return;  // ..., view
  lua_pop(L, 1);                                // ...
  if (is_read_only_view(L, t) || is_script_env(L, t)) {
    lua_pushvalue(L, t);  // ..., t (already read-only)
    return;
  }
  push_read_only(L, t, kFrozen);  // ..., view
  lua_pushvalue(L, t);            // ..., view, t
  lua_pushvalue(L, -2);           // ..., view, t, view
  lua_rawset(L, seen);            // ..., view
  // Fields: table values become their views, functions are walked. Table keys are
  // collected first and set again under their views afterwards (no new keys during
  // a traversal).
  lua_newtable(L);  // ..., view, rekeyed
  const int rekeyed = lua_gettop(L);
  lua_Integer n_rekeyed = 0;
  lua_pushnil(L);                // ..., view, rekeyed, nil
  while (lua_next(L, t) != 0) {  // ..., view, rekeyed, key, value
    const int key = lua_gettop(L) - 1;
    if (lua_istable(L, -1)) {
      push_frozen(L, -1, seen, depth + 1);  // ..., key, value, frozen
      lua_pushvalue(L, key);                // ..., key, value, frozen, key
      lua_insert(L, -2);                    // ..., key, value, key, frozen
      lua_rawset(L, t);                     // ..., key, value (t[key] = frozen: an existing key)
    } else {
      freeze_value(L, lua_gettop(L), seen, depth + 1);
    }
    if (lua_istable(L, key)) {
      lua_pushvalue(L, key);                 // ..., key, value, key
      lua_rawseti(L, rekeyed, ++n_rekeyed);  // ..., key, value
    }
    lua_pop(L, 1);  // ..., view, rekeyed, key
  }                 // ..., view, rekeyed
  for (lua_Integer i = 1; i <= n_rekeyed; ++i) {
    lua_rawgeti(L, rekeyed, i);  // ..., view, rekeyed, key
    const int key = lua_gettop(L);
    lua_pushvalue(L, key);                 // ..., key, key
    lua_rawget(L, t);                      // ..., key, value
    lua_pushvalue(L, key);                 // ..., key, value, key
    lua_pushnil(L);                        // ..., key, value, key, nil
    lua_rawset(L, t);                      // ..., key, value
    push_frozen(L, key, seen, depth + 1);  // ..., key, value, frozen key
    lua_insert(L, -2);                     // ..., key, frozen key, value
    lua_rawset(L, t);                      // ..., key
    lua_pop(L, 1);                         // ..., view, rekeyed
  }
  lua_pop(L, 1);  // ..., view
}

// A function that exists once the script has loaded and assigns one of its own upvalues
// keeps state between calls (a counter in a closure made at load): a load error at the
// assignment. Only plain values are alive when the error is raised (docs/sandbox.md).
void check_upvalue_writes(lua_State* L, int f) {
  char where[512];
  char name[128];
  int line = 0;
  {
    lua_pushvalue(L, f);  // ..., f
    FileLevelWrite w;
    const bool found = find_upvalue_write(L, w);
    lua_Debug ar;
    lua_getinfo(L, ">S", &ar);  // ... (pops f)
    if (!found) return;
    line = w.line;
    std::snprintf(where, sizeof where, "%s", ar.source[0] == '@' ? ar.source + 1 : ar.short_src);
    std::snprintf(name, sizeof name, "%s", w.name.c_str());
  }
  luaL_error(L,
             "%s:%d: a function made at load assigns its upvalue '%s': it would keep state "
             "between calls (games and replays would differ); keep it in ctx:memory, or "
             "compute it where it is used (docs/sandbox.md)",
             where, line, name);
}

// Walks a Lua function's upvalues: tables become their views, functions are walked.
void freeze_function(lua_State* L, int f, int seen, int depth) {
  check_depth(L, depth);
  f = lua_absindex(L, f);
  if (lua_iscfunction(L, f)) return;  // the sandbox's own functions
  lua_pushvalue(L, f);                // ..., f
  if (lua_rawget(L, seen) != LUA_TNIL) {
    lua_pop(L, 1);  // ...
    return;
  }
  lua_pop(L, 1);          // ...
  lua_pushvalue(L, f);    // ..., f
  lua_pushboolean(L, 1);  // ..., f, true
  lua_rawset(L, seen);    // ...
  check_upvalue_writes(L, f);
  for (int i = 1; lua_getupvalue(L, f, i) != nullptr; ++i) {  // ..., value
    if (lua_istable(L, -1)) {
      push_frozen(L, -1, seen, depth + 1);  // ..., value, frozen
      lua_setupvalue(L, f, i);              // ..., value
    } else {
      freeze_value(L, lua_gettop(L), seen, depth + 1);
    }
    lua_pop(L, 1);  // ...
  }
}

void freeze_value(lua_State* L, int value, int seen, int depth) {
  if (lua_isfunction(L, value)) freeze_function(L, value, seen, depth);
}

}  // namespace

void freeze_script(lua_State* L, int handlers) {
  handlers = lua_absindex(L, handlers);
  luaL_checkstack(L, 40, "freezing a script");
  lua_newtable(L);  // ..., seen
  const int seen = lua_gettop(L);
  lua_pushnil(L);                       // ..., seen, nil
  while (lua_next(L, handlers) != 0) {  // ..., seen, key, value
    if (lua_istable(L, -1)) {
      push_frozen(L, -1, seen, 1);  // ..., seen, key, value, frozen
      lua_pushvalue(L, -3);         // ..., key, value, frozen, key
      lua_insert(L, -2);            // ..., key, value, key, frozen
      lua_rawset(L, handlers);      // ..., seen, key, value
    } else {
      freeze_value(L, lua_gettop(L), seen, 1);
    }
    lua_pop(L, 1);  // ..., seen, key
  }
  lua_pop(L, 1);  // ...
}

}  // namespace gov::lua
