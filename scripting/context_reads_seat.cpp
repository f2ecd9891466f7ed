// ctx reads of one seat's board: coins, VP, goods, workers, buildings and tiles, counts
// and free spaces. Lists are ordered arrays (never iterate with pairs for an outcome).
#include <algorithm>

#include "scripting/context_reads.hpp"

namespace gov::lua {

namespace {

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
    lua_pushlstring(L, names[v - 1].id.data(), names[v - 1].id.size());
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

constexpr luaL_Reg kReads[] = {
    {"coins", l_ctx_coins},
    {"vp", l_ctx_vp},
    {"goods", l_ctx_goods},
    {"held_goods", l_ctx_held_goods},
    {"san_juan", l_ctx_san_juan},
    {"board_workers", l_ctx_board_workers},
    {"buildings", l_ctx_buildings},
    {"tiles", l_ctx_tiles},
    {"city_workers", l_ctx_city_workers},
    {"island_workers", l_ctx_island_workers},
    {"owns", l_ctx_owns},
    {"workers", l_ctx_workers},
    {"occupied", l_ctx_occupied},
    {"tile_workers", l_ctx_tile_workers},
    {"tile_variant", l_ctx_tile_variant},
    {"free_island_spaces", l_ctx_free_island_spaces},
    {"free_city_spaces", l_ctx_free_city_spaces},
};

}  // namespace

// Stack: ..., methods (at `methods`), ids (on top).
void add_seat_reads(lua_State* L, int methods) {
  add_methods(L, methods, kReads);
}

}  // namespace gov::lua
