// ctx reads of where a seat's workers are and could go: places (buildings, then tile
// kinds), island slots, manned tiles, tile options. For powers that move workers or pick
// one of the seat's tiles.
#include <algorithm>

#include "scripting/context_reads.hpp"

namespace gov::lua {

namespace {

// Places of a seat, for powers that move workers: its buildings in city order, then its
// tile kinds in island order, each kind once (the first slot that qualifies names it).
// Which places qualify is the caller's test. Pushes the array; returns how many of its
// elements are buildings (they come first). `except`: a building left out (kNone: none).
template <class BuildingTest, class TileTest>
int push_places(lua_State* L, const SeatState& st, Id except, BuildingTest building_ok,
                TileTest tile_ok) {
  std::array<Id, kMaxCitySpaces + kMaxIslandSpaces> found{};
  int n = 0;
  for (int i = 0; i < st.num_buildings; ++i) {
    const BuildingSlot& b = st.city[static_cast<std::size_t>(i)];
    if (b.type != except && building_ok(b)) found[static_cast<std::size_t>(n++)] = b.type;
  }
  const int buildings = n;
  std::array<bool, 256> seen{};  // by tile kind
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& t = st.island[static_cast<std::size_t>(i)];
    if (seen[t.kind] || !tile_ok(t)) continue;
    seen[t.kind] = true;
    found[static_cast<std::size_t>(n++)] = t.kind;
  }
  lua_createtable(L, n, 0);  // ..., list
  for (int i = 0; i < n; ++i) {
    push_id(L, kIds, i < buildings ? IdKind::Building : IdKind::Tile,
            found[static_cast<std::size_t>(i)]);  // ..., list, id
    lua_rawseti(L, -2, i + 1);                    // ..., list
  }
  return buildings;
}

// Where the seat could put one more worker: its buildings with a free circle (city order),
// then its tile kinds with a free circle on a tile lying face up (island order, each kind
// once); `except`: a building left out. Second result: how many elements are buildings.
int l_ctx_free_places(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const Ruleset& r = hc.rules();
  const SeatState& st = hc.state().seat(check_seat(L, 2, hc.state()));
  const Id except = opt_building(L, 3);
  const int buildings = push_places(
      L, st, except, [&](const BuildingSlot& b) { return has_free_circle(r, b); },
      [&](const TileSlot& t) { return has_free_circle(r, t); });
  lua_pushinteger(L, buildings);  // ..., list, buildings
  return 2;
}

// Where the seat has workers (of one kind, or any): its buildings with one (city order),
// then its tile kinds with one (island order, each kind once); `except`: a building left
// out. Second result: how many elements are buildings.
int l_ctx_manned_places(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id kind = opt_worker(L, 3);
  const Id except = opt_building(L, 4);
  const int buildings = push_places(
      L, st, except, [&](const BuildingSlot& b) { return sum_workers(b.workers, kind) > 0; },
      [&](const TileSlot& t) { return sum_workers(t.workers, kind) > 0; });
  lua_pushinteger(L, buildings);  // ..., list, buildings
  return 2;
}

// How many of the seat's tiles (of one tile kind, or all) have a worker (of one worker
// kind, or any), and how many such workers stand on them: two counts, no table.
int l_ctx_manned_tiles(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id tile = lua_isnoneornil(L, 3) ? kNone : check_id(L, kIds, 3, IdKind::Tile);
  const Id kind = opt_worker(L, 4);
  int tiles = 0;
  int workers = 0;
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& t = st.island[static_cast<std::size_t>(i)];
    if (tile != kNone && t.kind != tile) continue;
    const int w = sum_workers(t.workers, kind);
    if (w > 0) ++tiles;
    workers += w;
  }
  lua_pushinteger(L, tiles);
  lua_pushinteger(L, workers);
  return 2;
}

// The first island slot (1-based) holding a tile of the kind, or nil. `need`: "free" (lying
// face up with a free circle) or "manned" (with a worker, of `kind` or any).
int l_ctx_tile_slot(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const Ruleset& r = hc.rules();
  const SeatState& st = hc.state().seat(check_seat(L, 2, hc.state()));
  const Id tile = check_id(L, kIds, 3, IdKind::Tile);
  enum class Need { Any, Free, Manned } need = Need::Any;
  if (!lua_isnoneornil(L, 4)) {
    const char* what = luaL_checkstring(L, 4);
    if (std::strcmp(what, "free") == 0)
      need = Need::Free;
    else if (std::strcmp(what, "manned") == 0)
      need = Need::Manned;
    else
      fail(L, "bad argument #3: '%s' is not \"free\" or \"manned\"", what);
  }
  const Id kind = opt_worker(L, 5);
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& t = st.island[static_cast<std::size_t>(i)];
    if (t.kind != tile) continue;
    if (need == Need::Free && !has_free_circle(r, t)) continue;
    if (need == Need::Manned && sum_workers(t.workers, kind) == 0) continue;
    lua_pushinteger(L, i + 1);
    return 1;
  }
  lua_pushnil(L);
  return 1;
}

// `{tile, slot}` for each of the seat's island slots, in island order, leaving out the tiles
// of kind `except` (an optional tile id): the options of a power that picks one of the
// seat's tiles, made in one call (fresh tables: the script may change them).
int l_ctx_tile_options(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id except = lua_isnoneornil(L, 3) ? kNone : check_id(L, kIds, 3, IdKind::Tile);
  int n = 0;
  for (int i = 0; i < st.num_tiles; ++i) n += st.island[static_cast<std::size_t>(i)].kind != except;
  lua_createtable(L, n, 0);  // ..., list
  n = 0;
  for (int i = 0; i < st.num_tiles; ++i) {
    const Id kind = st.island[static_cast<std::size_t>(i)].kind;
    if (kind == except) continue;
    lua_createtable(L, 2, 0);              // ..., list, option
    push_id(L, kIds, IdKind::Tile, kind);  // ..., list, option, tile
    lua_rawseti(L, -2, 1);                 // ..., list, option
    lua_pushinteger(L, i + 1);             // ..., list, option, slot
    lua_rawseti(L, -2, 2);                 // ..., list, option
    lua_rawseti(L, -2, ++n);               // ..., list
  }
  return 1;
}

// The tile id at island slot `slot` (1-based), or nil when the island has no such slot.
int l_ctx_tile(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const int slot = check_int(L, 3);
  if (slot < 1 || slot > st.num_tiles)
    lua_pushnil(L);
  else
    push_id(L, kIds, IdKind::Tile, st.island[static_cast<std::size_t>(slot - 1)].kind);
  return 1;
}

// Number of tiles on the seat's island; with a variant id, only those lying as that
// variant (a count without building ctx:tiles() and asking every slot's variant).
int l_ctx_num_tiles(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const SeatState& st = hc.state().seat(check_seat(L, 2, hc.state()));
  if (lua_isnoneornil(L, 3)) {
    lua_pushinteger(L, st.num_tiles);
    return 1;
  }
  const char* name = luaL_checkstring(L, 3);
  const auto& names = hc.rules().tile_variants;
  std::size_t variant = 0;
  while (variant < names.size() && names[variant].id != name) ++variant;
  if (variant == names.size())
    fail(L, "no tile variant '%s' is declared (tiles.yaml variants:)", name);
  int n = 0;
  for (int i = 0; i < st.num_tiles; ++i)
    if (st.island[static_cast<std::size_t>(i)].variant == variant + 1) ++n;
  lua_pushinteger(L, n);
  return 1;
}

constexpr luaL_Reg kReads[] = {
    {"free_places", l_ctx_free_places},   {"manned_places", l_ctx_manned_places},
    {"manned_tiles", l_ctx_manned_tiles}, {"tile_slot", l_ctx_tile_slot},
    {"tile_options", l_ctx_tile_options}, {"tile", l_ctx_tile},
    {"num_tiles", l_ctx_num_tiles},
};

}  // namespace

// Stack: ..., methods (at `methods`), ids (on top).
void add_place_reads(lua_State* L, int methods) {
  add_methods(L, methods, kReads);
}

}  // namespace gov::lua
