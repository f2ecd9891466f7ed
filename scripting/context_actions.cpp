// The write side of `ctx`: every change a hook makes goes through the core's Primitives,
// which keep conservation and throw HookError on an impossible move. Query, offer-list and
// score hooks get a read-only context: these methods then raise at once.
//
// Naming convention: see scripting/runtime.hpp (l_ctx_<method>). Upvalue 1 of every method
// is the id table. Every method here runs through guarded<> (Primitives may throw), so each
// reads all its arguments (which may raise Lua errors) before the first call into the core,
// and holds no C++ object with a destructor.
#include "core/primitives.hpp"
#include "scripting/ctx_writes.hpp"
#include "scripting/memory_fields.hpp"
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr int kIds = lua_upvalueindex(1);

// The primitives of a context that may change the game. `name`: the method, for errors.
Primitives& act_of(lua_State* L, const char* name) {
  HookContext& hc = ctx_of(L);
  if (hc.read_only())
    fail(L, "ctx:%s: a query, offer-list or score hook may only read the game", name);
  return hc.act();
}

int city_slot_or_fail(lua_State* L, Primitives& p, int seat, Id building) {
  const int slot = p.city_slot_of(seat, building);
  if (slot < 0) fail(L, "seat %d has no %s", seat + 1, lua_tostring(L, 4));
  return slot;
}

int l_ctx_gain_coins(lua_State* L) {
  Primitives& p = act_of(L, "gain_coins");
  const int seat = check_seat(L, 2, p.state());
  p.gain_coins(seat, check_count(L, 3));
  return 0;
}
int l_ctx_pay_coins(lua_State* L) {
  Primitives& p = act_of(L, "pay_coins");
  const int seat = check_seat(L, 2, p.state());
  p.pay_coins(seat, check_count(L, 3));
  return 0;
}
int l_ctx_gain_vp(lua_State* L) {
  Primitives& p = act_of(L, "gain_vp");
  const int seat = check_seat(L, 2, p.state());
  p.gain_vp(seat, check_count(L, 3));
  return 0;
}
int l_ctx_return_vp(lua_State* L) {
  Primitives& p = act_of(L, "return_vp");
  const int seat = check_seat(L, 2, p.state());
  p.return_vp(seat, check_count(L, 3));
  return 0;
}
// ctx:take_goods(seat, good, n) -> barrels actually taken (the supply may run short)
int l_ctx_take_goods(lua_State* L) {
  Primitives& p = act_of(L, "take_goods");
  const int seat = check_seat(L, 2, p.state());
  const Id good = check_id(L, kIds, 3, IdKind::Good);
  const int n = check_count(L, 4);
  lua_pushinteger(L, p.take_goods(seat, good, n));
  return 1;
}
int l_ctx_return_goods(lua_State* L) {
  Primitives& p = act_of(L, "return_goods");
  const int seat = check_seat(L, 2, p.state());
  const Id good = check_id(L, kIds, 3, IdKind::Good);
  const int n = check_count(L, 4);
  p.return_goods(seat, good, n);
  return 0;
}
// ctx:recruit_worker(seat, kind, from) -> true, or false when the source was empty.
// from: "supply" | "ship" | "supply_then_ship" (default)
int l_ctx_recruit_worker(lua_State* L) {
  Primitives& p = act_of(L, "recruit_worker");
  const int seat = check_seat(L, 2, p.state());
  const Id kind = check_id(L, kIds, 3, IdKind::Worker);
  static const char* const kFrom[] = {"supply", "ship", "supply_then_ship", nullptr};
  const int from = luaL_checkoption(L, 4, "supply_then_ship", kFrom);
  lua_pushboolean(L, p.recruit_worker(seat, kind, static_cast<WorkerSource>(from)));
  return 1;
}
// ctx:worker_to_tile(seat, kind, island_slot): from San Juan onto a tile.
int l_ctx_worker_to_tile(lua_State* L) {
  Primitives& p = act_of(L, "worker_to_tile");
  const int seat = check_seat(L, 2, p.state());
  const Id kind = check_id(L, kIds, 3, IdKind::Worker);
  const int slot = check_int(L, 4);
  p.move_worker_to_tile(seat, kind, slot - 1);
  return 0;
}
// ctx:worker_to_building(seat, kind, building): from San Juan onto the seat's building.
int l_ctx_worker_to_building(lua_State* L) {
  Primitives& p = act_of(L, "worker_to_building");
  const int seat = check_seat(L, 2, p.state());
  const Id kind = check_id(L, kIds, 3, IdKind::Worker);
  const Id b = check_id(L, kIds, 4, IdKind::Building);
  p.move_worker_to_building(seat, kind, city_slot_or_fail(L, p, seat, b));
  return 0;
}
int l_ctx_worker_from_tile(lua_State* L) {
  Primitives& p = act_of(L, "worker_from_tile");
  const int seat = check_seat(L, 2, p.state());
  const Id kind = check_id(L, kIds, 3, IdKind::Worker);
  const int slot = check_int(L, 4);
  p.move_worker_to_san_juan_from_tile(seat, kind, slot - 1);
  return 0;
}
int l_ctx_worker_from_building(lua_State* L) {
  Primitives& p = act_of(L, "worker_from_building");
  const int seat = check_seat(L, 2, p.state());
  const Id kind = check_id(L, kIds, 3, IdKind::Worker);
  const Id b = check_id(L, kIds, 4, IdKind::Building);
  p.move_worker_to_san_juan_from_building(seat, kind, city_slot_or_fail(L, p, seat, b));
  return 0;
}
int l_ctx_return_worker(lua_State* L) {
  Primitives& p = act_of(L, "return_worker");
  const int seat = check_seat(L, 2, p.state());
  p.return_worker(seat, check_id(L, kIds, 3, IdKind::Worker));
  return 0;
}
// ctx:draw_and_place_tile(seat [, variant]) -> tile id, island slot; or nil when the island
// is full or no tile is left.
int l_ctx_draw_and_place_tile(lua_State* L) {
  Primitives& p = act_of(L, "draw_and_place_tile");
  const int seat = check_seat(L, 2, p.state());
  const lua_Integer variant = luaL_optinteger(L, 3, 0);
  // Checked before a tile is drawn: only variants the packs declare (0: face up).
  const auto declared = static_cast<lua_Integer>(p.rules().tile_variants.size());
  if (variant < 0 || variant > declared)
    fail(L, "bad argument #2: tile variant %I is not in 0..%I (0 face up; the packs declare %I)",
         variant, declared, declared);
  if (p.free_island_spaces(seat) <= 0) {
    lua_pushnil(L);
    return 1;
  }
  const Id tile = p.draw_from_stack();
  if (tile == kNone) {
    lua_pushnil(L);
    return 1;
  }
  const int slot = p.place_tile(seat, tile, static_cast<std::uint8_t>(variant));  // 0..declared
  p.announce_tile(seat, tile, slot, TileVia::Stack);  // notifications and follow-ups
  push_id(L, kIds, IdKind::Tile, tile);               // ..., tile
  lua_pushinteger(L, slot + 1);                       // ..., tile, slot
  return 2;
}
// ctx:take_face_up(seat, tile) -> island slot
int l_ctx_take_face_up(lua_State* L) {
  Primitives& p = act_of(L, "take_face_up");
  const int seat = check_seat(L, 2, p.state());
  const Id tile = check_id(L, kIds, 3, IdKind::Tile);
  lua_pushinteger(L, p.take_face_up(seat, tile) + 1);
  return 1;
}
// ctx:take_open_pile(seat, tile) -> island slot
int l_ctx_take_open_pile(lua_State* L) {
  Primitives& p = act_of(L, "take_open_pile");
  const int seat = check_seat(L, 2, p.state());
  const Id tile = check_id(L, kIds, 3, IdKind::Tile);
  lua_pushinteger(L, p.take_open_pile(seat, tile) + 1);
  return 1;
}
int l_ctx_discard_tile(lua_State* L) {
  Primitives& p = act_of(L, "discard_tile");
  const int seat = check_seat(L, 2, p.state());
  p.discard_tile(seat, check_int(L, 3) - 1);
  return 0;
}
// ctx:set_tile_variant(seat, slot, variant|nil): nil turns the tile face up again.
int l_ctx_set_tile_variant(lua_State* L) {
  Primitives& p = act_of(L, "set_tile_variant");
  const int seat = check_seat(L, 2, p.state());
  const int slot = check_int(L, 3) - 1;
  std::uint8_t variant = 0;
  if (!lua_isnoneornil(L, 4)) {
    const char* name = luaL_checkstring(L, 4);
    const auto& names = p.rules().tile_variants;
    for (std::size_t i = 0; i < names.size() && variant == 0; ++i)
      if (names[i].id == name) variant = static_cast<std::uint8_t>(i + 1);
    if (variant == 0) fail(L, "no tile variant '%s' is declared (tiles.yaml variants:)", name);
  }
  p.set_tile_variant(seat, slot, variant);
  return 0;
}
// ctx:place_building(seat, building) -> city slot
int l_ctx_place_building(lua_State* L) {
  Primitives& p = act_of(L, "place_building");
  const int seat = check_seat(L, 2, p.state());
  const Id b = check_id(L, kIds, 3, IdKind::Building);
  lua_pushinteger(L, p.place_building(seat, b) + 1);
  return 1;
}
// ctx:load_ship(seat, ship, n): ship is the 1-based index in ctx:ships().
int l_ctx_load_ship(lua_State* L) {
  Primitives& p = act_of(L, "load_ship");
  const int seat = check_seat(L, 2, p.state());
  const int ship = check_int(L, 3);
  const int n = check_count(L, 4);
  if (ship < 1 || ship > p.state().num_ships)
    fail(L, "ship %d is not in 1..%d", ship, static_cast<int>(p.state().num_ships));
  p.load_ship(seat, ship - 1, n);
  return 0;
}
// ctx:deliver_private(seat, good, n, vp): n barrels leave the game for `vp` VP.
int l_ctx_deliver_private(lua_State* L) {
  Primitives& p = act_of(L, "deliver_private");
  const int seat = check_seat(L, 2, p.state());
  const Id good = check_id(L, kIds, 3, IdKind::Good);
  const int n = check_count(L, 4);
  const int vp = check_count(L, 5);
  p.deliver_private(seat, good, n, vp);
  return 0;
}
int sell_at(lua_State* L, const char* name, Venue venue) {
  Primitives& p = act_of(L, name);
  const int seat = check_seat(L, 2, p.state());
  const Id good = check_id(L, kIds, 3, IdKind::Good);
  const int price = check_count(L, 4);
  p.sell(seat, good, price, venue);
  return 0;
}
// ctx:sell(seat, good, price): one barrel into the trading house.
int l_ctx_sell(lua_State* L) {
  return sell_at(L, "sell", Venue::Shared);
}
// ctx:sell_private(seat, good, price): one barrel to a private venue.
int l_ctx_sell_private(lua_State* L) {
  return sell_at(L, "sell_private", Venue::Private);
}
int l_ctx_set_memory(lua_State* L) {
  HookContext& hc = ctx_of(L);
  const int v = check_int(L, 3);
  if (hc.read_only()) fail(L, "ctx:set_memory: a query, offer-list or score hook may only read");
  // By name: a field the building declares (YAML `memory:`); may throw: runs guarded.
  if (lua_type(L, 2) == LUA_TSTRING) {
    hc.set_memory_field(lua::memory_field_named(hc, "set_memory", lua_tostring(L, 2)), v);
    return 0;
  }
  const int slot = check_int(L, 2);
  lua::check_numbered_slot(hc, "set_memory");
  if (v < -32768 || v > 32767) fail(L, "bad argument #2: memory holds -32768..32767, not %d", v);
  hc.set_memory(slot, static_cast<std::int16_t>(v));
  return 0;
}
// ctx:end_turn(): applying this offer also ends the seat's turn.
int l_ctx_end_turn(lua_State* L) {
  HookContext& hc = ctx_of(L);
  if (hc.read_only()) fail(L, "ctx:end_turn: only an offer's apply may end the turn");
  hc.end_turn();
  return 0;
}
// ctx:ask_again(): after this apply, the same building is offered again at the same event,
// as a follow-up decision of the same seat (args.follow_up is true there; pass declines).
// ctx:ask_again{required = true}: the same without `pass` (a rule that says the seat
// chooses one, as the gold mine's « il en choisit une qu'il garde en main »).
int l_ctx_ask_again(lua_State* L) {
  HookContext& hc = ctx_of(L);
  if (hc.read_only()) fail(L, "ctx:ask_again: only an offer's apply may ask again");
  bool required = false;
  if (!lua_isnoneornil(L, 2)) {
    if (!lua_istable(L, 2)) fail(L, "ctx:ask_again: the argument is a table ({required = true})");
    lua_getfield(L, 2, "required");
    if (!lua_isnil(L, -1) && !lua_isboolean(L, -1))
      fail(L, "ctx:ask_again: `required` is true or false");
    required = lua_toboolean(L, -1) != 0;
    lua_pop(L, 1);
  }
  if (required)
    hc.ask_again_required();
  else
    hc.ask_again();
  return 0;
}
// ctx:end_game(): the game ends after this round (a pack rule's end condition).
int l_ctx_end_game(lua_State* L) {
  Primitives& p = act_of(L, "end_game");
  p.trigger_end(kEndScript);
  return 0;
}

constexpr luaL_Reg kActions[] = {
    {"gain_coins", guarded<l_ctx_gain_coins>},
    {"pay_coins", guarded<l_ctx_pay_coins>},
    {"gain_vp", guarded<l_ctx_gain_vp>},
    {"return_vp", guarded<l_ctx_return_vp>},
    {"take_goods", guarded<l_ctx_take_goods>},
    {"return_goods", guarded<l_ctx_return_goods>},
    {"recruit_worker", guarded<l_ctx_recruit_worker>},
    {"worker_to_tile", guarded<l_ctx_worker_to_tile>},
    {"worker_to_building", guarded<l_ctx_worker_to_building>},
    {"worker_from_tile", guarded<l_ctx_worker_from_tile>},
    {"worker_from_building", guarded<l_ctx_worker_from_building>},
    {"return_worker", guarded<l_ctx_return_worker>},
    {"draw_and_place_tile", guarded<l_ctx_draw_and_place_tile>},
    {"take_face_up", guarded<l_ctx_take_face_up>},
    {"take_open_pile", guarded<l_ctx_take_open_pile>},
    {"discard_tile", guarded<l_ctx_discard_tile>},
    {"set_tile_variant", guarded<l_ctx_set_tile_variant>},
    {"place_building", guarded<l_ctx_place_building>},
    {"load_ship", guarded<l_ctx_load_ship>},
    {"deliver_private", guarded<l_ctx_deliver_private>},
    {"sell", guarded<l_ctx_sell>},
    {"sell_private", guarded<l_ctx_sell_private>},
    {"set_memory", guarded<l_ctx_set_memory>},
    {"end_turn", guarded<l_ctx_end_turn>},
    {"ask_again", guarded<l_ctx_ask_again>},
    {"end_game", guarded<l_ctx_end_game>},
};

}  // namespace

std::vector<std::string> ctx_write_methods() {
  std::vector<std::string> names = card_write_methods();
  for (const luaL_Reg& r : kActions) names.emplace_back(r.name);
  return names;
}

// Stack: ..., methods (at `methods`), ids (on top).
void add_context_actions(lua_State* L, int methods) {
  for (const luaL_Reg& r : kActions) {
    lua_pushvalue(L, -1);              // ..., ids, ids
    lua_pushcclosure(L, r.func, 1);    // ..., ids, method
    lua_setfield(L, methods, r.name);  // ..., ids
  }
}

}  // namespace gov::lua
