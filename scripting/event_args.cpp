// The event-argument table a hook receives as its second parameter. One table per Lua
// state is reused for every call (its fields are all rewritten each time), so a hook call
// creates no table unless the event carries per-good amounts.
//
//   args.event     the event name                  args.seat   seat the event is about (1-based)
//   args.role      role id        args.good  good id        args.tile   tile id
//   args.building  building id    args.slot  island/city slot (1-based)
//   args.amount    the event's number (price, count, column), also under its own name:
//                  args.price (good_sold), args.count (goods_shipped), args.column
//                  (build_discount)
//   args.via       tile_placed: "face_up" | "open_pile" | "stack" | "other"
//   args.venue     good_sold, goods_shipped: "shared" | "private"
//   args.produced  goods_produced: ordered array of { good = id, count = n } (n > 0)
// Absent values are nil.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr const char* kVia[] = {"face_up", "open_pile", "stack", "other"};
constexpr const char* kVenue[] = {"shared", "private"};

// t[name] = value on top (popped). Raw: scripts may have put a metatable on the table.
void set_field(lua_State* L, int t, const char* name) {
  lua_pushstring(L, name);  // ..., value, name
  lua_insert(L, -2);        // ..., name, value
  lua_rawset(L, t);         // ...
}

void set_int_or_nil(lua_State* L, int t, const char* name, bool present, int value) {
  if (present)
    lua_pushinteger(L, value);  // ..., value
  else
    lua_pushnil(L);  // ..., nil
  set_field(L, t, name);
}

}  // namespace

void fill_event_args(lua_State* L, int t, int ids, HookEvent e, const EventArgs& a) {
  const std::string_view name = event_name(e);
  lua_pushlstring(L, name.data(), name.size());  // ..., "event"
  set_field(L, t, "event");
  set_int_or_nil(L, t, "seat", a.seat != kNone, a.seat + 1);
  push_id(L, ids, IdKind::Role, a.role);  // ..., role|nil
  set_field(L, t, "role");
  push_id(L, ids, IdKind::Good, a.good);  // ..., good|nil
  set_field(L, t, "good");
  push_id(L, ids, IdKind::Tile, a.tile);  // ..., tile|nil
  set_field(L, t, "tile");
  push_id(L, ids, IdKind::Building, a.building);  // ..., building|nil
  set_field(L, t, "building");
  set_int_or_nil(L, t, "slot", a.slot != kNone, a.slot + 1);
  lua_pushinteger(L, a.amount);  // ..., amount
  set_field(L, t, "amount");
  set_int_or_nil(L, t, "price", e == HookEvent::GoodSold, a.amount);
  set_int_or_nil(L, t, "count", e == HookEvent::GoodsShipped, a.amount);
  set_int_or_nil(L, t, "column", e == HookEvent::BuildDiscount, a.amount);

  if (e == HookEvent::TilePlaced && a.via < 4)
    lua_pushstring(L, kVia[a.via]);  // ..., via
  else
    lua_pushnil(L);  // ..., nil
  set_field(L, t, "via");
  if ((e == HookEvent::GoodSold || e == HookEvent::GoodsShipped) && a.via < 2)
    lua_pushstring(L, kVenue[a.via]);  // ..., venue
  else
    lua_pushnil(L);  // ..., nil
  set_field(L, t, "venue");

  if (e == HookEvent::GoodsProduced) {
    lua_newtable(L);  // ..., produced
    int n = 0;
    for (int g = 0; g < kMaxGoods; ++g) {
      if (a.per_good[static_cast<std::size_t>(g)] == 0) continue;
      lua_createtable(L, 0, 2);                                     // ..., produced, entry
      push_id(L, ids, IdKind::Good, static_cast<Id>(g));            // ..., produced, entry, good
      lua_setfield(L, -2, "good");                                  // ..., produced, entry
      lua_pushinteger(L, a.per_good[static_cast<std::size_t>(g)]);  // ..., entry, count
      lua_setfield(L, -2, "count");                                 // ..., produced, entry
      lua_rawseti(L, -2, ++n);                                      // ..., produced
    }
  } else {
    lua_pushnil(L);  // ..., nil
  }
  set_field(L, t, "produced");
}

}  // namespace gov::lua
