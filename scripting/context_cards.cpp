// ctx methods of a card game's zones (cards.yaml `zones`; docs/san-juan-design.md): how
// many cards lie in a zone, their kinds, a draw into a zone, a move of one card between
// zones. A zone is named by its id in the pack; a zone of a seat takes the seat, a zone of
// a building also the building (the seat's city slot holding it). A script is the rules,
// so it reads every zone whatever a seat may see; what it shows a seat is its own affair.
// The moves go through the core's card primitives, so every card stays accounted for; the
// zone of the built cards is the city's (the build mechanic's), never a script's to change.
//
// Every method here reads all its arguments before the first call into the core and holds
// no C++ object with a destructor (a Lua error may unwind through it): see
// scripting/context_actions.cpp.
#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

#include "core/cards.hpp"
#include "core/chaos.hpp"
#include "core/primitives.hpp"
#include "scripting/context_reads.hpp"
#include "scripting/ctx_writes.hpp"

namespace gov::lua {

namespace {

// The zone named by the string at `arg`, or kNone. First by the string's address
// (Runtime::zone_names: a probe or two of a small table), then, for a string not found so, by
// comparing the names. Chaos mode (core/chaos.hpp) skips the lookup by address at random,
// so the signatures under chaos prove the two agree.
Id zone_named(lua_State* L, const CardRules& cr, int arg) {
  if (lua_type(L, arg) == LUA_TSTRING && !chaos::skip()) {
    const Id zone = runtime(L)->zone_names.find(lua_tostring(L, arg));
    if (zone != kNone) return zone;
  }
  std::size_t len = 0;
  const char* name = luaL_checklstring(L, arg, &len);
  const std::string_view wanted(name, len);
  Id zone = kNone;
  for (std::size_t z = 0; z < cr.zones.size(); ++z)
    if (cr.zones[z].id == wanted) zone = static_cast<Id>(z);
  return zone;
}

// The location code of zone `zone`, with its seat at `seat_arg` and its building at
// `building_arg` where the zone has them.
std::uint8_t zone_code(lua_State* L, const HookContext& hc, Id zone, int seat_arg,
                       int building_arg) {
  const CardRules& cr = hc.rules().cards;
  const ZoneDef& def = cr.zones[zone];
  if (def.of == ZoneScope::Game) return cr.code(zone);
  const int seat = check_seat(L, seat_arg, hc.state());
  if (def.of == ZoneScope::Seat) return cr.code(zone, seat);
  const Id building = check_id(L, kIds, building_arg, IdKind::Building);
  const int slot = city_slot(hc.state().seat(seat), building);
  if (slot < 0) fail(L, "seat %d has no %s", seat + 1, lua_tostring(L, building_arg));
  return cr.code(zone, seat, slot);
}

// The location code of the zone named at `arg`, as zone_code.
std::uint8_t check_zone(lua_State* L, int arg, int seat_arg, int building_arg) {
  const HookContext& hc = ctx_of(L);
  const CardRules& cr = hc.rules().cards;
  if (!cr.enabled()) fail(L, "this game has no cards");
  const Id zone = zone_named(L, cr, arg);
  if (zone == kNone)
    fail(L, "no card zone '%s' (the pack's cards.yaml declares them)", lua_tostring(L, arg));
  return zone_code(L, hc, zone, seat_arg, building_arg);
}
std::uint8_t check_zone(lua_State* L, int arg) {
  return check_zone(L, arg, arg + 1, arg + 2);
}

// A zone a script may move cards into or out of: any but the city's built cards.
std::uint8_t check_movable_zone(lua_State* L, int arg, int seat_arg, int building_arg) {
  const std::uint8_t code = check_zone(L, arg, seat_arg, building_arg);
  const ZoneDef* def = ctx_of(L).rules().cards.zone_of_code(code);
  if (def->role == ZoneRole::Built)
    fail(L, "zone '%s' holds built buildings: only a build changes it", def->id.c_str());
  return code;
}

// ctx:cards(zone [, seat [, building]]) -> how many cards lie there; a zone of each
// building without a building: under (or on) every building of the seat.
int l_ctx_cards(lua_State* L) {
  const HookContext& hc = ctx_of(L);
  const CardRules& cr = hc.rules().cards;
  const Id z = cr.enabled() && lua_type(L, 2) == LUA_TSTRING ? zone_named(L, cr, 2) : kNone;
  if (z == kNone) {  // raises what is wrong
    lua_pushinteger(L, cards_at(hc.rules(), hc.state(), check_zone(L, 2)));
    return 1;
  }
  if (cr.zones[z].of == ZoneScope::Building && lua_isnoneornil(L, 4)) {
    const int seat = check_seat(L, 3, hc.state());
    // The codes of the seat's slots are consecutive (core/card_rules.cpp): one scan.
    lua_pushinteger(
        L, game_cards_in(hc.rules(), hc.state(), cr.code(z, seat, 0), kMaxCitySpaces).count());
    return 1;
  }
  lua_pushinteger(L, cards_at(hc.rules(), hc.state(), zone_code(L, hc, z, 3, 4)));
  return 1;
}

// ctx:card_kinds(zone [, seat [, building]]) -> array of the kinds (building ids) of the
// cards lying there, one element a card, in the building table's order.
int l_ctx_card_kinds(lua_State* L) {
  const std::uint8_t code = check_zone(L, 2);
  const HookContext& hc = ctx_of(L);
  // One walk of the few cards there: the count of each kind, and which kinds, in order.
  KindCounts kinds{};
  std::uint64_t present = 0;
  int total = 0;
  static_assert(kMaxBuildings <= 64, "a bit per kind in one word");
  game_cards_at(hc.rules(), hc.state(), code).each([&](int i) {
    const Id kind = hc.rules().cards.card_kind[static_cast<std::size_t>(i)];
    ++kinds[kind];
    present |= std::uint64_t{1} << (kind & 63);
    ++total;
  });
  lua_createtable(L, total, 0);  // ..., list
  int n = 0;
  for (; present != 0; present &= present - 1) {
    const auto kind = static_cast<Id>(std::countr_zero(present));
    for (int i = 0; i < kinds[kind]; ++i) {
      push_id(L, kIds, IdKind::Building, kind);  // ..., list, id
      lua_rawseti(L, -2, ++n);                   // ..., list
    }
  }
  return 1;
}

Primitives& cards_act(lua_State* L, const char* name) {
  HookContext& hc = ctx_of(L);
  if (hc.read_only())
    fail(L, "ctx:%s: a query, offer-list or score hook may only read the game", name);
  return hc.act();
}

// ctx:draw_card(zone [, seat [, building]]) -> the kind drawn, or nil when the draw pile
// and the discard pile are both empty. A random card of the draw pile (its order is
// hidden: core/cards.hpp), the discard pile becoming the draw pile when it runs out.
int l_ctx_draw_card(lua_State* L) {
  Primitives& p = cards_act(L, "draw_card");
  const std::uint8_t to = check_movable_zone(L, 2, 3, 4);
  const int card = p.draw_card(to);
  if (card < 0) {
    lua_pushnil(L);
    return 1;
  }
  push_id(L, kIds, IdKind::Building,
          ctx_of(L).rules().cards.card_kind[static_cast<std::size_t>(card)]);
  return 1;
}

// ctx:move_card(kind, from, to [, seat [, building]]): one card of that kind from zone
// `from` to zone `to` (the seat and building apply to both, where the zone has them).
int l_ctx_move_card(lua_State* L) {
  Primitives& p = cards_act(L, "move_card");
  const Id kind = check_id(L, kIds, 2, IdKind::Building);
  // Both zones share the seat and building arguments (5, 6).
  const std::uint8_t from = check_movable_zone(L, 3, 5, 6);
  const std::uint8_t to = check_movable_zone(L, 4, 5, 6);
  if (card_of_kind_at(ctx_of(L).rules(), ctx_of(L).state(), from, kind) < 0)
    fail(L, "no %s card in zone '%s'", lua_tostring(L, 2), lua_tostring(L, 3));
  p.move_card_of_kind(kind, from, to);
  return 0;
}

constexpr luaL_Reg kCards[] = {
    {"cards", l_ctx_cards},
    {"card_kinds", l_ctx_card_kinds},
    {"draw_card", guarded<l_ctx_draw_card>},
    {"move_card", guarded<l_ctx_move_card>},
};

}  // namespace

// The guarded entries of kCards that go through cards_act.
std::vector<std::string> card_write_methods() {
  return {"draw_card", "move_card"};
}

// Stack: ..., methods (at `methods`), ids (on top).
void add_card_methods(lua_State* L, int methods) {
  add_methods(L, methods, kCards);
  // The zone names, kept alive by a registry table for zone_named's lookup by address.
  Runtime* rt = runtime(L);
  const auto& zones = rt->rules->cards.zones;
  rt->zone_names = Runtime::ZoneAddresses{};
  lua_createtable(L, static_cast<int>(zones.size()), 0);  // ..., ids, names
  for (std::size_t z = 0; z < zones.size() && z < kNone; ++z) {
    lua_pushlstring(L, zones[z].id.data(), zones[z].id.size());  // ..., ids, names, name
    rt->zone_names.add(lua_tostring(L, -1), static_cast<Id>(z));
    lua_rawseti(L, -2, static_cast<lua_Integer>(z) + 1);  // ..., ids, names
  }
  luaL_ref(L, LUA_REGISTRYINDEX);  // ..., ids
}

}  // namespace gov::lua
