// ctx reads of the game as a whole: players, phase and round, the chooser and governor,
// supplies, piles, ships and trading house, the building's memory, the privilege. Seats
// are numbered from 1 (as Lua arrays); ids are strings. The full list: docs/hooks.md.
#include <algorithm>

#include "scripting/context_reads.hpp"
#include "scripting/memory_fields.hpp"

namespace gov::lua {

namespace {

// The number of players, the owner and the building never change in a game: reading them
// keeps a query's answer a candidate for the memo (fixed_ctx_of).
int l_ctx_players(lua_State* L) {
  lua_pushinteger(L, fixed_ctx_of(L).state().num_players);
  return 1;
}
// A pack rule runs for no building, and for a seat only when its event concerns one:
// then these are nil.
int l_ctx_owner(lua_State* L) {
  const Id owner = fixed_ctx_of(L).owner();
  if (owner == kNone)
    lua_pushnil(L);
  else
    lua_pushinteger(L, owner + 1);
  return 1;
}
int l_ctx_building(lua_State* L) {
  const HookContext& ctx = fixed_ctx_of(L);
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
  // By name: a field the building declares (YAML `memory:`); may throw: runs guarded.
  if (lua_type(L, 2) == LUA_TSTRING) {
    lua_pushinteger(L, hc.memory_field(lua::memory_field_named(hc, "memory", lua_tostring(L, 2))));
    return 1;
  }
  const int slot = check_int(L, 2);
  lua::check_numbered_slot(hc, "memory");
  lua_pushinteger(L, hc.memory(slot));  // may throw (slot out of range): runs guarded
  return 1;
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
    {"supply", l_ctx_supply},
    {"worker_supply", l_ctx_worker_supply},
    {"ship_workers", l_ctx_ship_workers},
    {"vp_supply", l_ctx_vp_supply},
    {"discard_size", l_ctx_discard_size},
    {"stack_size", l_ctx_stack_size},
    {"face_up", l_ctx_face_up},
    {"open_pile", l_ctx_open_pile},
    {"trading_house", l_ctx_trading_house},
    {"ships", l_ctx_ships},
    {"memory", guarded<l_ctx_memory_impl>},
    {"privilege", l_ctx_privilege},
};

}  // namespace

// Stack: ..., methods (at `methods`), ids (on top).
void add_game_reads(lua_State* L, int methods) {
  add_methods(L, methods, kReads);
}

}  // namespace gov::lua
