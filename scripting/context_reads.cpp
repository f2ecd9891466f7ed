// The read side of `ctx`, the object every hook receives first: views of the State and the
// Ruleset. Seats are numbered from 1 (as Lua arrays); goods, tiles, buildings, worker kinds
// and roles are id strings; lists are ordered arrays (never iterate with pairs for an
// outcome). The full list is in docs/hooks.md.
//
// Naming convention: see scripting/runtime.hpp (l_ctx_<method>). Upvalue 1 of every method
// is the id table (scripting/ids.cpp). None of these can throw C++ exceptions.
#include <algorithm>

#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr int kIds = lua_upvalueindex(1);

const State& state_of(lua_State* L) {
  return ctx_of(L).state();
}

// Optional worker kind at `arg`: kNone when absent (meaning "every kind").
Id opt_worker(lua_State* L, int arg) {
  if (lua_isnoneornil(L, arg)) return kNone;
  return check_id(L, kIds, arg, IdKind::Worker);
}

template <std::size_t N>
int sum_workers(const std::array<std::uint8_t, N>& w, Id kind) {
  if (kind != kNone) return kind < N ? w[kind] : 0;
  int total = 0;
  for (auto n : w) total += n;
  return total;
}

// City slot of `building` in the seat's city, or -1.
int city_slot(const SeatState& st, Id building) {
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[static_cast<std::size_t>(i)].type == building) return i;
  return -1;
}

int l_ctx_players(lua_State* L) {
  lua_pushinteger(L, state_of(L).num_players);
  return 1;
}
// A pack rule runs for no building, and for a seat only when its event concerns one:
// then these are nil.
int l_ctx_owner(lua_State* L) {
  const Id owner = ctx_of(L).owner();
  if (owner == kNone)
    lua_pushnil(L);
  else
    lua_pushinteger(L, owner + 1);
  return 1;
}
int l_ctx_building(lua_State* L) {
  const HookContext& ctx = ctx_of(L);
  if (ctx.rules().is_rule_hook(ctx.building()))
    lua_pushnil(L);
  else
    push_id(L, kIds, IdKind::Building, ctx.building());
  return 1;
}
int l_ctx_chooser(lua_State* L) {
  lua_pushinteger(L, state_of(L).chooser + 1);
  return 1;
}
int l_ctx_governor(lua_State* L) {
  lua_pushinteger(L, state_of(L).governor + 1);
  return 1;
}
int l_ctx_round(lua_State* L) {
  lua_pushinteger(L, state_of(L).round);
  return 1;
}
// A number that changes with every phase (round and pick), for "once per phase" powers
// that remember in ctx:memory when they were last used.
int l_ctx_phase_serial(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, static_cast<lua_Integer>(s.round) * 16 + s.picks_done);
  return 1;
}
// The lap of the phase's turns: 1 while each seat has its first turn from the chooser,
// 2 in the second round of turns (phases played in laps, as loading), ...; 0 outside a
// phase.
int l_ctx_lap(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, s.stage == Stage::Phase ? s.cursor.lap + 1 : 0);
  return 1;
}
int l_ctx_read_only(lua_State* L) {
  lua_pushboolean(L, ctx_of(L).read_only());
  return 1;
}
// The role whose phase is being played, or nil.
int l_ctx_phase(lua_State* L) {
  const State& s = state_of(L);
  if (s.stage != Stage::Phase || s.cursor.card >= s.num_roles) {
    lua_pushnil(L);
    return 1;
  }
  push_id(L, kIds, IdKind::Role, s.roles[s.cursor.card].role);
  return 1;
}
int l_ctx_coins(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, s.seat(check_seat(L, 2, s)).coins);
  return 1;
}
int l_ctx_vp(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, s.seat(check_seat(L, 2, s)).vp_chips);
  return 1;
}
// Barrels of a good, or of every good when none is named.
int l_ctx_goods(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  if (lua_isnoneornil(L, 3)) {
    int n = 0;
    for (auto g : s.seat(seat).goods) n += g;
    lua_pushinteger(L, n);
    return 1;
  }
  const Id good = check_id(L, kIds, 3, IdKind::Good);
  lua_pushinteger(L, s.seat(seat).goods[good]);
  return 1;
}
// Array of the goods the seat has at least one barrel of, in declaration order: one read
// instead of a ctx:goods call per good.
int l_ctx_held_goods(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const SeatState& st = hc.state().seat(check_seat(L, 2, hc.state()));
  const std::size_t n = std::min(hc.rules().goods.size(), st.goods.size());
  int held = 0;
  for (std::size_t g = 0; g < n; ++g) held += st.goods[g] > 0 ? 1 : 0;
  lua_createtable(L, held, 0);  // ..., list
  int count = 0;
  for (std::size_t g = 0; g < n; ++g) {
    if (st.goods[g] == 0) continue;
    push_id(L, kIds, IdKind::Good, static_cast<Id>(g));  // ..., list, id
    lua_rawseti(L, -2, ++count);                         // ..., list
  }
  return 1;
}
int l_ctx_san_juan(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  lua_pushinteger(L, sum_workers(s.seat(seat).san_juan, opt_worker(L, 3)));
  return 1;
}
// Every worker on the seat's board (San Juan, island and city), of one kind or all.
int l_ctx_board_workers(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id kind = opt_worker(L, 3);
  int n = sum_workers(st.san_juan, kind);
  for (int i = 0; i < st.num_tiles; ++i)
    n += sum_workers(st.island[static_cast<std::size_t>(i)].workers, kind);
  for (int i = 0; i < st.num_buildings; ++i)
    n += sum_workers(st.city[static_cast<std::size_t>(i)].workers, kind);
  lua_pushinteger(L, n);
  return 1;
}
// Array of the seat's building ids, in city order.
int l_ctx_buildings(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  lua_createtable(L, st.num_buildings, 0);  // self, seat, list
  for (int i = 0; i < st.num_buildings; ++i) {
    push_id(L, kIds, IdKind::Building, st.city[static_cast<std::size_t>(i)].type);  // ..., id
    lua_rawseti(L, -2, i + 1);  // self, seat, list
  }
  return 1;
}
// Array of the seat's tile ids, in island order (slot i is tiles[i]).
int l_ctx_tiles(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  lua_createtable(L, st.num_tiles, 0);  // self, seat, list
  for (int i = 0; i < st.num_tiles; ++i) {
    push_id(L, kIds, IdKind::Tile, st.island[static_cast<std::size_t>(i)].kind);  // ..., id
    lua_rawseti(L, -2, i + 1);  // self, seat, list
  }
  return 1;
}
// Workers on each of the seat's buildings (city order, as ctx:buildings) or island slots
// (as ctx:tiles), of one kind or all: one array instead of a ctx call per building or tile.
int l_ctx_city_workers(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id kind = opt_worker(L, 3);
  lua_createtable(L, st.num_buildings, 0);  // ..., list
  for (int i = 0; i < st.num_buildings; ++i) {
    lua_pushinteger(L, sum_workers(st.city[static_cast<std::size_t>(i)].workers, kind));
    lua_rawseti(L, -2, i + 1);  // ..., list
  }
  return 1;
}
int l_ctx_island_workers(lua_State* L) {
  const State& s = state_of(L);
  const SeatState& st = s.seat(check_seat(L, 2, s));
  const Id kind = opt_worker(L, 3);
  lua_createtable(L, st.num_tiles, 0);  // ..., list
  for (int i = 0; i < st.num_tiles; ++i) {
    lua_pushinteger(L, sum_workers(st.island[static_cast<std::size_t>(i)].workers, kind));
    lua_rawseti(L, -2, i + 1);  // ..., list
  }
  return 1;
}
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

// Circles of a tile as it lies: a tile turned to a variant has none (as in the core).
int tile_circles(const Ruleset& r, const TileSlot& t) {
  return t.variant == 0 ? r.tile_kinds[t.kind].circles : 0;
}

// Optional building at `arg`: kNone when absent.
Id opt_building(lua_State* L, int arg) {
  if (lua_isnoneornil(L, arg)) return kNone;
  return check_id(L, kIds, arg, IdKind::Building);
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
      L, st, except,
      [&](const BuildingSlot& b) {
        return sum_workers(b.workers, kNone) < r.buildings[b.type].circles;
      },
      [&](const TileSlot& t) { return sum_workers(t.workers, kNone) < tile_circles(r, t); });
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
    if (need == Need::Free && sum_workers(t.workers, kNone) >= tile_circles(r, t)) continue;
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
  while (variant < names.size() && names[variant] != name) ++variant;
  if (variant == names.size())
    fail(L, "no tile variant '%s' is declared (tiles.yaml variants:)", name);
  int n = 0;
  for (int i = 0; i < st.num_tiles; ++i)
    if (st.island[static_cast<std::size_t>(i)].variant == variant + 1) ++n;
  lua_pushinteger(L, n);
  return 1;
}
int l_ctx_owns(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  const Id b = check_id(L, kIds, 3, IdKind::Building);
  lua_pushboolean(L, city_slot(s.seat(seat), b) >= 0);
  return 1;
}
// Workers on the seat's building (of one kind, or all); 0 when it does not own one.
int l_ctx_workers(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  const Id b = check_id(L, kIds, 3, IdKind::Building);
  const Id kind = opt_worker(L, 4);
  const int slot = city_slot(s.seat(seat), b);
  lua_pushinteger(
      L,
      slot < 0 ? 0 : sum_workers(s.seat(seat).city[static_cast<std::size_t>(slot)].workers, kind));
  return 1;
}
int l_ctx_occupied(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  const Id b = check_id(L, kIds, 3, IdKind::Building);
  const int slot = city_slot(s.seat(seat), b);
  lua_pushboolean(
      L, slot >= 0 &&
             sum_workers(s.seat(seat).city[static_cast<std::size_t>(slot)].workers, kNone) > 0);
  return 1;
}
// Workers on island slot `slot` (1-based) of the seat (of one kind, or all).
int l_ctx_tile_workers(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  const int slot = check_int(L, 3);
  const Id kind = opt_worker(L, 4);
  const SeatState& st = s.seat(seat);
  if (slot < 1 || slot > st.num_tiles)
    fail(L, "island slot %d is not in 1..%d", slot, st.num_tiles);
  lua_pushinteger(L, sum_workers(st.island[static_cast<std::size_t>(slot - 1)].workers, kind));
  return 1;
}
int l_ctx_tile_variant(lua_State* L) {
  const State& s = state_of(L);
  const int seat = check_seat(L, 2, s);
  const int slot = check_int(L, 3);
  const SeatState& st = s.seat(seat);
  if (slot < 1 || slot > st.num_tiles)
    fail(L, "island slot %d is not in 1..%d", slot, st.num_tiles);
  // The variant's id, or nil for a tile lying face up.
  const std::uint8_t v = st.island[static_cast<std::size_t>(slot - 1)].variant;
  const auto& names = ctx_of(L).rules().tile_variants;
  if (v == 0 || v > names.size())
    lua_pushnil(L);
  else
    lua_pushlstring(L, names[v - 1].data(), names[v - 1].size());
  return 1;
}
int l_ctx_free_island_spaces(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const State& s = hc.state();
  const int seat = check_seat(L, 2, s);
  lua_pushinteger(L, hc.rules().settings.island_spaces - s.seat(seat).num_tiles);
  return 1;
}
int l_ctx_free_city_spaces(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const State& s = hc.state();
  const int seat = check_seat(L, 2, s);
  lua_pushinteger(L, hc.rules().settings.city_spaces - s.seat(seat).city_spaces_used);
  return 1;
}
int l_ctx_supply(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, s.goods_supply[check_id(L, kIds, 2, IdKind::Good)]);
  return 1;
}
int l_ctx_worker_supply(lua_State* L) {
  const State& s = state_of(L);
  const Id kind = opt_worker(L, 2);
  int n = 0;
  for (int k = 0; k < kMaxWorkerKinds; ++k)
    if (kind == kNone || kind == k) n += s.worker_supply[static_cast<std::size_t>(k)];
  lua_pushinteger(L, n);
  return 1;
}
int l_ctx_ship_workers(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, sum_workers(s.ship_workers, opt_worker(L, 2)));
  return 1;
}
int l_ctx_vp_supply(lua_State* L) {
  lua_pushinteger(L, state_of(L).vp_supply);
  return 1;
}
// Discarded tiles: a draw from an empty stack reshuffles them into a new one.
int l_ctx_discard_size(lua_State* L) {
  const State& s = state_of(L);
  int n = 0;
  for (auto d : s.discard) n += d;
  lua_pushinteger(L, n);
  return 1;
}
int l_ctx_stack_size(lua_State* L) {
  lua_pushinteger(L, state_of(L).stack_size);
  return 1;
}
int l_ctx_face_up(lua_State* L) {
  const State& s = state_of(L);
  lua_createtable(L, s.face_up_count, 0);  // self, list
  for (int i = 0; i < s.face_up_count; ++i) {
    push_id(L, kIds, IdKind::Tile, s.face_up[static_cast<std::size_t>(i)]);  // self, list, id
    lua_rawseti(L, -2, i + 1);                                               // self, list
  }
  return 1;
}
int l_ctx_open_pile(lua_State* L) {
  const State& s = state_of(L);
  lua_pushinteger(L, s.open_pile[check_id(L, kIds, 2, IdKind::Tile)]);
  return 1;
}
int l_ctx_trading_house(lua_State* L) {
  const State& s = state_of(L);
  lua_createtable(L, s.trading_house_count, 0);  // self, list
  for (int i = 0; i < s.trading_house_count; ++i) {
    push_id(L, kIds, IdKind::Good, s.trading_house[static_cast<std::size_t>(i)]);  // ..., id
    lua_rawseti(L, -2, i + 1);                                                     // self, list
  }
  return 1;
}
// Array of { capacity = n, good = id|nil, load = n }, in ship order.
int l_ctx_ships(lua_State* L) {
  const State& s = state_of(L);
  lua_createtable(L, s.num_ships, 0);  // self, list
  for (int i = 0; i < s.num_ships; ++i) {
    const Ship& ship = s.ships[static_cast<std::size_t>(i)];
    lua_createtable(L, 0, 3);                   // self, list, ship
    lua_pushinteger(L, ship.capacity);          // self, list, ship, capacity
    lua_setfield(L, -2, "capacity");            // self, list, ship
    push_id(L, kIds, IdKind::Good, ship.good);  // self, list, ship, good|nil
    lua_setfield(L, -2, "good");                // self, list, ship
    lua_pushinteger(L, ship.load);              // self, list, ship, load
    lua_setfield(L, -2, "load");                // self, list, ship
    lua_rawseti(L, -2, i + 1);                  // self, list
  }
  return 1;
}
int l_ctx_memory_impl(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const int slot = check_int(L, 2);
  lua_pushinteger(L, hc.memory(slot));  // may throw (slot out of range): runs guarded
  return 1;
}
// Definitions (ctx:building_def, good_def, tile_def) are built once per Lua state, as
// read-only views (sandbox.cpp: push_read_only), so a call creates no table: scripts ask
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
  lua_newtable(L);  // cache
  const int cache = lua_gettop(L);
  // An unknown field raises (scripting/unknown_names.cpp).
  auto store = [&](IdKind kind, std::size_t i, const char* what, ViewReader known) {
    push_read_only(L, -1, what, known);                        // ..., cache, def, view
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
  ctx_of(L);
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
// The privilege of the phase being played, as its chooser gets it (the role's amount times
// the privilege multiplier); 0 outside a phase.
int l_ctx_privilege(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const State& s = hc.state();
  if (s.stage != Stage::Phase || s.cursor.card >= s.num_roles) {
    lua_pushinteger(L, 0);
    return 1;
  }
  const RoleDef& role = hc.rules().roles[s.roles[s.cursor.card].role];
  lua_pushinteger(L, static_cast<lua_Integer>(role.privilege) * s.cursor.mult);
  return 1;
}

// Ordered array of every id of a kind: one read-only array per Lua state, made at setup
// (upvalue 2), so a script may ask for it in every call without making garbage. The ids
// never change, and the array cannot be written, so sharing it changes no answer.
int l_ctx_ids(lua_State* L) {
  ctx_of(L);
  lua_pushvalue(L, lua_upvalueindex(2));  // self, list
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

constexpr luaL_Reg kReads[] = {
    {"players", l_ctx_players},
    {"owner", l_ctx_owner},
    {"building", l_ctx_building},
    {"chooser", l_ctx_chooser},
    {"governor", l_ctx_governor},
    {"round", l_ctx_round},
    {"phase_serial", l_ctx_phase_serial},
    {"lap", l_ctx_lap},
    {"read_only", l_ctx_read_only},
    {"phase", l_ctx_phase},
    {"coins", l_ctx_coins},
    {"vp", l_ctx_vp},
    {"goods", l_ctx_goods},
    {"held_goods", l_ctx_held_goods},
    {"san_juan", l_ctx_san_juan},
    {"board_workers", l_ctx_board_workers},
    {"buildings", l_ctx_buildings},
    {"tiles", l_ctx_tiles},
    {"num_tiles", l_ctx_num_tiles},
    {"city_workers", l_ctx_city_workers},
    {"island_workers", l_ctx_island_workers},
    {"free_places", l_ctx_free_places},
    {"manned_places", l_ctx_manned_places},
    {"manned_tiles", l_ctx_manned_tiles},
    {"tile_slot", l_ctx_tile_slot},
    {"tile", l_ctx_tile},
    {"tile_options", l_ctx_tile_options},
    {"owns", l_ctx_owns},
    {"workers", l_ctx_workers},
    {"occupied", l_ctx_occupied},
    {"tile_workers", l_ctx_tile_workers},
    {"tile_variant", l_ctx_tile_variant},
    {"free_island_spaces", l_ctx_free_island_spaces},
    {"free_city_spaces", l_ctx_free_city_spaces},
    {"supply", l_ctx_supply},
    {"worker_supply", l_ctx_worker_supply},
    {"ship_workers", l_ctx_ship_workers},
    {"vp_supply", l_ctx_vp_supply},
    {"stack_size", l_ctx_stack_size},
    {"discard_size", l_ctx_discard_size},
    {"face_up", l_ctx_face_up},
    {"open_pile", l_ctx_open_pile},
    {"trading_house", l_ctx_trading_house},
    {"ships", l_ctx_ships},
    {"memory", guarded<l_ctx_memory_impl>},
    {"privilege", l_ctx_privilege},
};

constexpr std::pair<const char*, IdKind> kIdLists[] = {
    {"good_ids", IdKind::Good},     {"tile_ids", IdKind::Tile}, {"building_ids", IdKind::Building},
    {"worker_ids", IdKind::Worker}, {"role_ids", IdKind::Role},
};

constexpr luaL_Reg kDefReads[] = {
    {"building_def", l_ctx_building_def},
    {"good_def", l_ctx_good_def},
    {"tile_def", l_ctx_tile_def},
};

}  // namespace

// Stack: ..., methods (at `methods`), ids (on top).
void add_context_reads(lua_State* L, int methods) {
  for (const luaL_Reg& r : kReads) {
    lua_pushvalue(L, -1);              // ..., ids, ids
    lua_pushcclosure(L, r.func, 1);    // ..., ids, method
    lua_setfield(L, methods, r.name);  // ..., ids
  }
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
}

}  // namespace gov::lua
