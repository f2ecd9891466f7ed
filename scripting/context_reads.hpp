// What the ctx read methods share (scripting/context_reads*.cpp): upvalue 1 of every
// method is the id table (scripting/ids.cpp); small readers of the State. Private to
// scripting/.
#pragma once

#include <array>
#include <span>

#include "scripting/runtime.hpp"

namespace gov::lua {

// Adds each of `reads` to the methods table at `methods`, with the id table (on top of
// the stack) as upvalue 1. Stack: ..., ids.
void add_methods(lua_State* L, int methods, std::span<const luaL_Reg> reads);

constexpr int kIds = lua_upvalueindex(1);

inline const State& state_of(lua_State* L) {
  return ctx_of(L).state();
}

// Optional worker kind at `arg`: kNone when absent (meaning "every kind").
inline Id opt_worker(lua_State* L, int arg) {
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
inline int city_slot(const SeatState& st, Id building) {
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[static_cast<std::size_t>(i)].type == building) return i;
  return -1;
}

// Circles of a tile as it lies: a tile turned to a variant has none (as in the core).
inline int tile_circles(const Ruleset& r, const TileSlot& t) {
  return t.variant == 0 ? r.tile_kinds[t.kind].circles : 0;
}

// Could one more worker go here? (ctx:free_places, ctx:tile_slot "free", and the handler
// declaration free_circle all ask this.)
inline bool has_free_circle(const Ruleset& r, const BuildingSlot& b) {
  return sum_workers(b.workers, kNone) < r.buildings[b.type].circles;
}
inline bool has_free_circle(const Ruleset& r, const TileSlot& t) {
  return sum_workers(t.workers, kNone) < tile_circles(r, t);
}

// Optional building at `arg`: kNone when absent.
inline Id opt_building(lua_State* L, int arg) {
  if (lua_isnoneornil(L, arg)) return kNone;
  return check_id(L, kIds, arg, IdKind::Building);
}

}  // namespace gov::lua
