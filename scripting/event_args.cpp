// The event arguments a hook receives as its second parameter: a read-only view. For
// outermost calls, a read of one field is answered from the call's EventArgs directly
// (read_event_arg), and only pairs(args) fills the view's table (one table per Lua
// state, every field written, once per call); a hook that never reads its
// arguments costs nothing here. A nested call gets a fresh table, filled at once. Field
// names and fixed strings come from a prebuilt key array (raw integer gets).
//
//   args.event     the event name                  args.seat   seat the event is about (1-based)
//   args.role      role id        args.good  good id        args.tile   tile id
//   args.building  building id    args.slot  island/city slot (1-based)
//   args.amount    the event's number (price, count, column), also under its own name:
//                  args.price (good_sold), args.count (goods_shipped), args.column
//                  (build_discount, build_shortfall; nil for an `every_column` handler,
//                  whose amount is 0)
//   args.via       tile_placed: "face_up" | "open_pile" | "stack" | "other"
//   args.venue     good_sold, goods_shipped: "shared" | "private"
//   args.produced  goods_produced: ordered array of { good = id, count = n } (n > 0)
//   args.worker    ship_refill: the worker kind id asked about
//   args.cause     end_waived: "workers" | "city" | "vp"
// Absent values are nil.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

enum Field : int {
  kEvent,
  kSeat,
  kRole,
  kGood,
  kTile,
  kBuilding,
  kSlot,
  kAmount,
  kPrice,
  kCount,
  kColumn,
  kVia,
  kVenue,
  kProduced,
  kFollowUp,
  kWorker,
  kCause,
  kFieldCount
};
constexpr const char* kFieldNames[kFieldCount] = {
    "event", "seat",   "role", "good",  "tile",     "building",  "slot",   "amount", "price",
    "count", "column", "via",  "venue", "produced", "follow_up", "worker", "cause"};
constexpr const char* kViaNames[] = {"face_up", "open_pile", "stack", "other"};
constexpr const char* kVenueNames[] = {"shared", "private"};
// end_waived causes, by bit of EndReason (kEndWorkers = 1, kEndCity = 2, kEndVp = 4, ...).
constexpr const char* kCauseNames[] = {"workers", "city", "vp", "script"};
// Key array layout: field names, then via, venue and cause strings, then event names.
constexpr int kViaKey = kFieldCount + 1;
constexpr int kVenueKey = kViaKey + 4;
constexpr int kCauseKey = kVenueKey + 2;
constexpr int kEventKey = kCauseKey + 4;

// Pushes the id string of `id`, or nil for kNone.
void push_id_or_nil(lua_State* L, Runtime* rt, IdKind kind, Id id) {
  if (id == kNone) return lua_pushnil(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ids_ref);  // ..., ids
  push_id(L, lua_gettop(L), kind, id);             // ..., ids, id
  lua_remove(L, -2);                               // ..., id
}

void push_key(lua_State* L, Runtime* rt, int key) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->arg_keys_ref);  // ..., keys
  lua_rawgeti(L, -1, key);                              // ..., keys, string
  lua_remove(L, -2);                                    // ..., string
}

// args.produced: a new array of { good = id, count = n }, one per good produced.
void push_produced(lua_State* L, Runtime* rt, const EventArgs& a) {
  lua_newtable(L);  // ..., produced
  int n = 0;
  for (int g = 0; g < kMaxGoods; ++g) {
    const int count = a.per_good[static_cast<std::size_t>(g)];
    if (count == 0) continue;
    lua_createtable(L, 0, 2);                                 // ..., produced, entry
    push_id_or_nil(L, rt, IdKind::Good, static_cast<Id>(g));  // ..., entry, good
    lua_setfield(L, -2, "good");                              // ..., produced, entry
    lua_pushinteger(L, count);                                // ..., entry, count
    lua_setfield(L, -2, "count");                             // ..., produced, entry
    lua_rawseti(L, -2, ++n);                                  // ..., produced
  }
}

// Pushes the value of field `f` for event `e` with arguments `a`, or nil:
// the one place that says which event carries which field.
void push_field(lua_State* L, Runtime* rt, Field f, HookEvent e, const EventArgs& a) {
  switch (f) {
    case kEvent:
      return push_key(L, rt, kEventKey + static_cast<int>(e));
    case kSeat:
      if (a.seat == kNone) return lua_pushnil(L);
      return lua_pushinteger(L, a.seat + 1);
    case kRole:
      return push_id_or_nil(L, rt, IdKind::Role, a.role);
    case kGood:
      return push_id_or_nil(L, rt, IdKind::Good, a.good);
    case kTile:
      return push_id_or_nil(L, rt, IdKind::Tile, a.tile);
    case kBuilding:
      return push_id_or_nil(L, rt, IdKind::Building, a.building);
    case kWorker:
      return push_id_or_nil(L, rt, IdKind::Worker, a.worker);
    case kSlot:
      if (a.slot == kNone) return lua_pushnil(L);
      return lua_pushinteger(L, a.slot + 1);
    case kAmount:
      return lua_pushinteger(L, a.amount);
    case kPrice:
      if (e != HookEvent::GoodSold) return lua_pushnil(L);
      return lua_pushinteger(L, a.amount);
    case kCount:
      if (e != HookEvent::GoodsShipped) return lua_pushnil(L);
      return lua_pushinteger(L, a.amount);
    case kColumn:
      // 0: the question without a column, asked of `every_column` handlers
      if (!asked_per_column(e) || a.amount == 0) return lua_pushnil(L);
      return lua_pushinteger(L, a.amount);
    case kVia:
      if (e != HookEvent::TilePlaced || a.via >= 4) return lua_pushnil(L);
      return push_key(L, rt, kViaKey + a.via);
    case kVenue:
      if ((e != HookEvent::GoodSold && e != HookEvent::GoodsShipped) || a.via >= 2)
        return lua_pushnil(L);
      return push_key(L, rt, kVenueKey + a.via);
    case kFollowUp:
      if (!a.follow_up) return lua_pushnil(L);
      return lua_pushboolean(L, 1);
    case kCause:
      if (e != HookEvent::EndWaived || a.via == 0 || a.via >= 16) return lua_pushnil(L);
      return push_key(L, rt, kCauseKey + __builtin_ctz(a.via));
    case kProduced:
      if (e != HookEvent::GoodsProduced) return lua_pushnil(L);
      return push_produced(L, rt, a);  // a new array at each read
    case kFieldCount:
      break;
  }
  lua_pushnil(L);
}

// Fills the shared table from Runtime::args_source (then null: the table is current).
// Every field is written, nil included, so nothing of an earlier call stays.
void fill_shared(lua_State* L, Runtime* rt) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_ref);  // ..., args
  fill_event_args(L, lua_gettop(L), rt->args_event, *rt->args_source);
  lua_pop(L, 1);  // ...
  // Only once the fill is whole: a failed fill (out of memory) is retried at the next read.
  rt->args_source = nullptr;
}

}  // namespace

void push_event_arg_keys(lua_State* L) {
  lua_createtable(L, kEventKey + kEventCount, 0);  // keys
  int i = 1;
  for (const char* name : kFieldNames) {
    lua_pushstring(L, name);  // keys, name
    lua_rawseti(L, -2, i++);  // keys
  }
  for (const char* s : kViaNames) {
    lua_pushstring(L, s);     // keys, s
    lua_rawseti(L, -2, i++);  // keys
  }
  for (const char* s : kVenueNames) {
    lua_pushstring(L, s);     // keys, s
    lua_rawseti(L, -2, i++);  // keys
  }
  for (const char* s : kCauseNames) {
    lua_pushstring(L, s);     // keys, s
    lua_rawseti(L, -2, i++);  // keys
  }
  for (const auto& info : kHookEvents) {
    lua_pushlstring(L, info.name.data(), info.name.size());  // keys, name
    lua_rawseti(L, -2, i++);                                 // keys
  }
}

void fill_event_args(lua_State* L, int t, HookEvent e, const EventArgs& a) {
  t = lua_absindex(L, t);
  Runtime* rt = runtime(L);
  for (int f = 0; f < kFieldCount; ++f) {
    push_key(L, rt, f + 1);                          // ..., name
    push_field(L, rt, static_cast<Field>(f), e, a);  // ..., name, value
    lua_rawset(L, t);                                // ...
  }
}

void learn_event_arg_keys(lua_State* L, int keys) {
  Runtime* rt = runtime(L);
  for (int f = 0; f < kFieldCount; ++f) {
    lua_rawgeti(L, keys, f + 1);                                           // ..., name
    rt->arg_key_names[static_cast<std::size_t>(f)] = lua_tostring(L, -1);  // kept by `keys`
    lua_pop(L, 1);
  }
}

int read_event_arg(lua_State* L, int key) {
  Runtime* rt = runtime(L);
  if (rt->args_source == nullptr) return 0;  // the table is current
  if (key != 0 && lua_type(L, key) == LUA_TSTRING) {
    // Short strings are interned: a field name is that very string.
    const char* name = lua_tostring(L, key);
    for (int f = 0; f < kFieldCount; ++f) {
      if (rt->arg_key_names[static_cast<std::size_t>(f)] != name) continue;
      push_field(L, rt, static_cast<Field>(f), rt->args_event, *rt->args_source);
      return 1;
    }
    lua_pushnil(L);  // no such field
    return 1;
  }
  fill_shared(L, rt);
  return 0;
}

}  // namespace gov::lua
