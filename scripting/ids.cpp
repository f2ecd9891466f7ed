// Id strings: scripts name goods, tiles, buildings, worker kinds and roles by their ids; the
// core uses indices. One table per Lua state, built once, holds both directions:
//   ids[kind * 256 + index + 1] = "id string"     (kind: IdKind)
//   ids[-(kind + 1)]            = { ["id string"] = index }
// Lookups are raw gets on it: no allocation, no formatting on the hot path.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

template <class Def>
void add_kind(lua_State* L, int ids, IdKind kind, const std::vector<Def>& defs) {
  const int k = static_cast<int>(kind);
  Runtime* rt = runtime(L);
  lua_createtable(L, 0, static_cast<int>(defs.size()));  // ..., reverse
  for (std::size_t i = 0; i < defs.size() && i < kNone; ++i) {
    lua_pushlstring(L, defs[i].id.data(), defs[i].id.size());  // ..., reverse, "id"
    // The id table keeps the string alive (and in place) as long as the Lua state.
    if (!rt->id_addresses.add(lua_tostring(L, -1), k, static_cast<Id>(i)))
      rt->id_addresses_complete = false;
    lua_pushvalue(L, -1);                                    // ..., reverse, "id", "id"
    lua_rawseti(L, ids, k * 256 + static_cast<int>(i) + 1);  // ..., reverse, "id"
    lua_pushinteger(L, static_cast<lua_Integer>(i));         // ..., reverse, "id", i
    lua_rawset(L, -3);                                       // ..., reverse
  }
  lua_rawseti(L, ids, -(k + 1));  // ...
}

}  // namespace

void push_ids_table(lua_State* L, const Ruleset& rules) {
  Runtime* rt = runtime(L);
  rt->id_addresses = IdAddresses{};
  rt->id_addresses_complete = true;
  // Every forward key (1..kIdKinds * 256) in the array part, made whole here: a push_id is
  // then one array read, where keys placed by rawseti alone mostly went to the hash part
  // (a chain walk at each of the thousands of ids a game's hooks push). The hash part holds
  // the kIdKinds reverse tables.
  lua_createtable(L, kIdKinds * 256, kIdKinds);  // ids
  const int ids = lua_gettop(L);
  add_kind(L, ids, IdKind::Good, rules.goods);
  add_kind(L, ids, IdKind::Tile, rules.tile_kinds);
  add_kind(L, ids, IdKind::Building, rules.buildings);
  add_kind(L, ids, IdKind::Worker, rules.worker_kinds);
  add_kind(L, ids, IdKind::Role, rules.roles);
}

void push_id(lua_State* L, int ids, IdKind kind, Id id) {
  if (id == kNone) {
    lua_pushnil(L);  // ..., nil
    return;
  }
  lua_rawgeti(L, ids, static_cast<int>(kind) * 256 + id + 1);  // ..., "id" (nil if unknown)
}

bool find_id(lua_State* L, int ids, int arg, IdKind kind, Id* out) {
  if (lua_type(L, arg) != LUA_TSTRING) return false;
  const Runtime* rt = runtime(L);
  if (rt->id_addresses_complete) {
    // The same string object as an id string: it is that id, or no id of this kind.
    if (const auto* slot = rt->id_addresses.find(lua_tostring(L, arg))) {
      const Id id = slot->id[static_cast<std::size_t>(kind)];
      if (id == kNone) return false;
      *out = id;
      return true;
    }
  }
  lua_rawgeti(L, ids, -(static_cast<int>(kind) + 1));   // ..., reverse
  lua_pushvalue(L, arg);                                // ..., reverse, "id"
  const bool found = lua_rawget(L, -2) == LUA_TNUMBER;  // ..., reverse, index|nil
  if (found) *out = static_cast<Id>(lua_tointeger(L, -1));
  lua_pop(L, 2);  // ...
  return found;
}

Id check_id(lua_State* L, int ids, int arg, IdKind kind) {
  Id id = kNone;
  if (find_id(L, ids, arg, kind, &id)) return id;
  const char* name = kIdKindNames[static_cast<int>(kind)];
  if (lua_type(L, arg) != LUA_TSTRING)
    fail(L, "bad argument #%d (a %s id string expected, got %s)", arg - 1, name,
         luaL_typename(L, arg));
  fail(L, "bad argument #%d: '%s' is not a %s id", arg - 1, lua_tostring(L, arg), name);
}

int check_seat(lua_State* L, int arg, const State& s) {
  int is_int = 0;
  const lua_Integer seat = lua_tointegerx(L, arg, &is_int);
  if (is_int == 0)
    fail(L, "bad argument #%d (a seat number expected, got %s)", arg - 1, luaL_typename(L, arg));
  if (seat < 1 || seat > s.num_players)
    fail(L, "bad argument #%d: seat %I is not in 1..%d", arg - 1, seat,
         static_cast<int>(s.num_players));
  return static_cast<int>(seat - 1);
}

}  // namespace gov::lua
