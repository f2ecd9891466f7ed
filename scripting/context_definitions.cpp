// ctx reads of the packs' definitions: building_def, good_def, tile_def (read-only views
// built once per Lua state) and the ordered id lists (good_ids, tile_ids, ...).

#include "scripting/context_reads.hpp"

namespace gov::lua {

namespace {

// Definitions (ctx:building_def, good_def, tile_def) are built once per Lua state, as
// read-only views (read_only_views.cpp: push_read_only), so a call creates no table: scripts ask
// for them inside loops of hooks that run at every listing. Upvalue 2 of these methods is
// the cache: cache[kind * 256 + index + 1] = view.
constexpr int kDefs = lua_upvalueindex(2);

int def_key(IdKind kind, Id id) {
  return static_cast<int>(kind) * 256 + id + 1;
}

// Pushes the table of a building's printed data. `ids`: the id table.
void push_building_table(lua_State* L, int ids, const BuildingDef& b, Id id) {
  lua_createtable(L, 0, 14);                         // def
  push_id(L, ids, IdKind::Building, id);             // def, id
  lua_setfield(L, -2, "id");                         // def
  lua_pushlstring(L, b.name.data(), b.name.size());  // def, name
  lua_setfield(L, -2, "name");                       // def
  lua_pushlstring(L, b.pack.data(), b.pack.size());  // def, pack
  lua_setfield(L, -2, "pack");                       // def
  const std::pair<const char*, int> numbers[] = {{"cost", b.cost},
                                                 {"vp", b.vp},
                                                 {"circles", b.circles},
                                                 {"column", b.column},
                                                 {"size", b.spaces}};
  for (const auto& [key, value] : numbers) {
    lua_pushinteger(L, value);  // def, value
    lua_setfield(L, -2, key);   // def
  }
  lua_pushboolean(L, b.large);  // def, large
  lua_setfield(L, -2, "large");
  lua_pushboolean(L, b.works_unoccupied);  // def, flag
  lua_setfield(L, -2, "works_unoccupied");
  lua_pushstring(L, b.category == BuildingCategory::Production ? "production" : "violet");
  lua_setfield(L, -2, "category");                         // def
  push_id(L, ids, IdKind::Good, b.produces);               // def, good|nil
  lua_setfield(L, -2, "produces");                         // def
  lua_createtable(L, static_cast<int>(b.tags.size()), 0);  // def, tags
  for (std::size_t i = 0; i < b.tags.size(); ++i) {
    lua_pushlstring(L, b.tags[i].data(), b.tags[i].size());  // def, tags, tag
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));     // def, tags
  }
  push_read_only(L, -1, "a building's tags");  // def, tags, view
  lua_remove(L, -2);                           // def, view
  lua_setfield(L, -2, "tags");                 // def
}

// Pushes the table of a good's data: { id, name, price, needs_building }.
void push_good_table(lua_State* L, int ids, const GoodDef& g, Id id) {
  lua_createtable(L, 0, 4);                          // def
  push_id(L, ids, IdKind::Good, id);                 // def, id
  lua_setfield(L, -2, "id");                         // def
  lua_pushlstring(L, g.name.data(), g.name.size());  // def, name
  lua_setfield(L, -2, "name");                       // def
  lua_pushinteger(L, g.price);                       // def, price
  lua_setfield(L, -2, "price");                      // def
  lua_pushboolean(L, g.needs_building);              // def, flag
  lua_setfield(L, -2, "needs_building");             // def
}

// Pushes the table of a tile kind's data: { id, name, circles, produces, open_pile,
// build_discount }.
void push_tile_table(lua_State* L, int ids, const TileKindDef& t, Id id) {
  lua_createtable(L, 0, 6);                          // def
  push_id(L, ids, IdKind::Tile, id);                 // def, id
  lua_setfield(L, -2, "id");                         // def
  lua_pushlstring(L, t.name.data(), t.name.size());  // def, name
  lua_setfield(L, -2, "name");                       // def
  lua_pushinteger(L, t.circles);                     // def, circles
  lua_setfield(L, -2, "circles");                    // def
  push_id(L, ids, IdKind::Good, t.produces);         // def, good|nil
  lua_setfield(L, -2, "produces");                   // def
  lua_pushboolean(L, t.open_pile);                   // def, flag
  lua_setfield(L, -2, "open_pile");                  // def
  lua_pushinteger(L, t.build_discount);              // def, discount
  lua_setfield(L, -2, "build_discount");             // def
}

// Pushes the cache of definition views (see kDefs). `ids`: the id table.
void push_def_cache(lua_State* L, int ids, const Ruleset& r) {
  // Its keys in the array part, as the id table's (ids.cpp): one array read a lookup.
  lua_createtable(L, (static_cast<int>(IdKind::Building) + 1) * 256, 0);  // cache
  const int cache = lua_gettop(L);
  // An unknown field raises (scripting/unknown_names.cpp).
  auto store = [&](IdKind kind, std::size_t i, const char* what, ViewReader known) {
    push_read_only_checked(L, -1, what, known);                // ..., cache, def, view
    lua_rawseti(L, cache, def_key(kind, static_cast<Id>(i)));  // ..., cache, def
    lua_pop(L, 1);                                             // ..., cache
  };
  for (std::size_t i = 0; i < r.buildings.size() && i < kNone; ++i) {
    push_building_table(L, ids, r.buildings[i], static_cast<Id>(i));
    store(IdKind::Building, i, "a building definition", building_def_field);
  }
  for (std::size_t i = 0; i < r.goods.size() && i < kNone; ++i) {
    push_good_table(L, ids, r.goods[i], static_cast<Id>(i));
    store(IdKind::Good, i, "a good definition", good_def_field);
  }
  for (std::size_t i = 0; i < r.tile_kinds.size() && i < kNone; ++i) {
    push_tile_table(L, ids, r.tile_kinds[i], static_cast<Id>(i));
    store(IdKind::Tile, i, "a tile definition", tile_def_field);
  }
}

int push_def(lua_State* L, IdKind kind) {
  fixed_ctx_of(L);
  lua_rawgeti(L, kDefs, def_key(kind, check_id(L, kIds, 2, kind)));  // self, id, view
  return 1;
}
// Read-only view of the building's printed data.
int l_ctx_building_def(lua_State* L) {
  return push_def(L, IdKind::Building);
}
// Read-only view of a good's data: { id, name, price, needs_building }.
int l_ctx_good_def(lua_State* L) {
  return push_def(L, IdKind::Good);
}
// Read-only view of a tile kind's data: { id, name, circles, produces, open_pile,
// build_discount }.
int l_ctx_tile_def(lua_State* L) {
  return push_def(L, IdKind::Tile);
}

// Ordered array of every id of a kind: one read-only array per Lua state, made at setup
// (upvalue 2), so a script may ask for it in every call without making garbage. The ids
// never change, and the array cannot be written, so sharing it changes no answer.
int l_ctx_ids(lua_State* L) {
  fixed_ctx_of(L);
  lua_pushvalue(L, lua_upvalueindex(2));  // self, list
  return 1;
}

// ctx:is_good_id(x), is_building_id(x), ...: is x an id of that kind? One lookup in the id
// table (upvalue 1; upvalue 2: the kind), where a script would otherwise walk the id list:
// an apply told "a building or a tile kind" asks which it got. Any value may be asked
// about (a number, nil): it is no id.
int l_ctx_is_id(lua_State* L) {
  fixed_ctx_of(L);
  Id id = kNone;
  const auto kind = static_cast<IdKind>(lua_tointeger(L, lua_upvalueindex(2)));
  lua_pushboolean(L, lua_gettop(L) >= 2 && find_id(L, lua_upvalueindex(1), 2, kind, &id));
  return 1;
}

// Pushes a read-only array of every id of `kind`. `ids`: the id table.
void push_id_list(lua_State* L, int ids, const Ruleset& r, IdKind kind) {
  const std::size_t n = kind == IdKind::Good       ? r.goods.size()
                        : kind == IdKind::Tile     ? r.tile_kinds.size()
                        : kind == IdKind::Building ? r.buildings.size()
                        : kind == IdKind::Worker   ? r.worker_kinds.size()
                                                   : r.roles.size();
  lua_createtable(L, static_cast<int>(n), 0);  // ..., list
  for (std::size_t i = 0; i < n; ++i) {
    push_id(L, ids, kind, static_cast<Id>(i));    // ..., list, id
    lua_rawseti(L, -2, static_cast<int>(i) + 1);  // ..., list
  }
  push_read_only(L, -1, "an id list");  // ..., list, view
  lua_remove(L, -2);                    // ..., view
}

constexpr std::pair<const char*, IdKind> kIdLists[] = {
    {"good_ids", IdKind::Good},     {"tile_ids", IdKind::Tile}, {"building_ids", IdKind::Building},
    {"worker_ids", IdKind::Worker}, {"role_ids", IdKind::Role},
};

constexpr std::pair<const char*, IdKind> kIdTests[] = {
    {"is_good_id", IdKind::Good},         {"is_tile_id", IdKind::Tile},
    {"is_building_id", IdKind::Building}, {"is_worker_id", IdKind::Worker},
    {"is_role_id", IdKind::Role},
};

constexpr luaL_Reg kDefReads[] = {
    {"building_def", l_ctx_building_def},
    {"good_def", l_ctx_good_def},
    {"tile_def", l_ctx_tile_def},
};

}  // namespace

// Stack: ..., methods (at `methods`), ids (on top).
void add_definition_reads(lua_State* L, int methods) {
  const int ids = lua_gettop(L);
  push_def_cache(L, ids, *runtime(L)->rules);  // ..., ids, cache
  for (const luaL_Reg& r : kDefReads) {
    lua_pushvalue(L, ids);             // ..., ids, cache, ids
    lua_pushvalue(L, ids + 1);         // ..., ids, cache, ids, cache
    lua_pushcclosure(L, r.func, 2);    // ..., ids, cache, method
    lua_setfield(L, methods, r.name);  // ..., ids, cache
  }
  lua_pop(L, 1);  // ..., ids
  for (const auto& [name, kind] : kIdLists) {
    lua_pushvalue(L, ids);                           // ..., ids, ids
    push_id_list(L, ids, *runtime(L)->rules, kind);  // ..., ids, ids, list
    lua_pushcclosure(L, l_ctx_ids, 2);               // ..., ids, method
    lua_setfield(L, methods, name);                  // ..., ids
  }
  for (const auto& [name, kind] : kIdTests) {
    lua_pushvalue(L, ids);                               // ..., ids, ids
    lua_pushinteger(L, static_cast<lua_Integer>(kind));  // ..., ids, ids, kind
    lua_pushcclosure(L, l_ctx_is_id, 2);                 // ..., ids, method
    lua_setfield(L, methods, name);                      // ..., ids
  }
}

}  // namespace gov::lua
