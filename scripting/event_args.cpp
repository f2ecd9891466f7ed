// The event-argument table a hook receives as its second parameter. One table per Lua
// state is reused for every outermost call: only the fields this event sets are written,
// and the ones the previous call set but this one does not are cleared. Field names and
// fixed strings come from a prebuilt key array (raw integer gets, no string hashing), so
// a call creates no table unless the event carries per-good amounts. A read of one field
// is answered from the call's EventArgs directly (read_event_arg), without the table; only
// pairs(args) and args.produced fill it (once per call). A hook that never reads its
// arguments costs nothing here.
//
//   args.event     the event name                  args.seat   seat the event is about (1-based)
//   args.role      role id        args.good  good id        args.tile   tile id
//   args.building  building id    args.slot  island/city slot (1-based)
//   args.amount    the event's number (price, count, column), also under its own name:
//                  args.price (good_sold), args.count (goods_shipped), args.column
//                  (build_discount, build_shortfall)
//   args.via       tile_placed: "face_up" | "open_pile" | "stack" | "other"
//   args.venue     good_sold, goods_shipped: "shared" | "private"
//   args.produced  goods_produced: ordered array of { good = id, count = n } (n > 0)
//   args.worker    ship_refill: the worker kind id asked about
//   args.cause     end_waived: "workers" | "city" | "vp"
// Absent values are nil.
//
// Naming convention: see scripting/runtime.hpp.
#include <algorithm>

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

static_assert(kFieldCount <= 32, "Runtime::args_shadow holds a value per field");

// Shadow codes: what a field holds, as the last fill wrote it. 0: nothing (nil).
constexpr std::int64_t kAlwaysWrite = -1;  // a fresh table (goods_produced): never skipped
std::int64_t int_code(lua_Integer v) {
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(v) << 2 | 1);
}
std::int64_t key_code(int key) {
  return std::int64_t{key} << 2 | 2;
}
std::int64_t id_code(IdKind kind, Id id) {
  return std::int64_t{static_cast<int>(kind) * 256 + id} << 2 | 3;
}

struct Writer {
  lua_State* L;
  int t;
  int keys;
  std::array<std::int64_t, 32>* shadow;  // null: a fresh table, every field is written
  unsigned mask = 0;
  // Does the field already hold `code` (then it is not written again)? Marks it set.
  bool same(Field f, std::int64_t code) {
    mask |= 1u << f;
    return shadow != nullptr && code != kAlwaysWrite &&
           (*shadow)[static_cast<std::size_t>(f)] == code;
  }
  // Pushes the field's name: its value is pushed next, then set() stores it (key first, so
  // no rotation of the stack is needed).
  void name(Field f) {
    lua_rawgeti(L, keys, f + 1);  // ..., name
  }
  // t[name] = value (both popped); the shadow learns it once it is written.
  void set(Field f, std::int64_t code) {
    lua_rawset(L, t);  // ...
    if (shadow != nullptr) (*shadow)[static_cast<std::size_t>(f)] = code;
  }
  void set_int(Field f, lua_Integer v) {
    const std::int64_t code = int_code(v);
    if (same(f, code)) return;
    name(f);
    lua_pushinteger(L, v);  // ..., name, v
    set(f, code);
  }
  void set_key(Field f, int key) {
    const std::int64_t code = key_code(key);
    if (same(f, code)) return;
    name(f);
    lua_rawgeti(L, keys, key);  // ..., name, string
    set(f, code);
  }
  void set_id(Field f, IdKind kind, Id id, int ids) {
    if (id == kNone) return;
    const std::int64_t code = id_code(kind, id);
    if (same(f, code)) return;
    name(f);
    push_id(L, ids, kind, id);  // ..., name, id
    set(f, code);
  }
  void set_true(Field f) {
    if (same(f, 1)) return;
    name(f);
    lua_pushboolean(L, 1);  // ..., name, true
    set(f, 1);
  }
  // The value on top is a new table, pushed after name(f): always written.
  void set_table(Field f) {
    same(f, kAlwaysWrite);
    set(f, kAlwaysWrite);
  }
};

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

unsigned fill_event_args(lua_State* L, int t, int ids, int keys, HookEvent e, const EventArgs& a,
                         unsigned previous, std::array<std::int64_t, 32>* shadow) {
  Writer w{L, t, keys, shadow};
  w.set_key(kEvent, kEventKey + static_cast<int>(e));
  if (a.seat != kNone) w.set_int(kSeat, a.seat + 1);
  w.set_id(kRole, IdKind::Role, a.role, ids);
  w.set_id(kGood, IdKind::Good, a.good, ids);
  w.set_id(kTile, IdKind::Tile, a.tile, ids);
  w.set_id(kBuilding, IdKind::Building, a.building, ids);
  if (a.slot != kNone) w.set_int(kSlot, a.slot + 1);
  w.set_int(kAmount, a.amount);
  if (e == HookEvent::GoodSold) w.set_int(kPrice, a.amount);
  if (e == HookEvent::GoodsShipped) w.set_int(kCount, a.amount);
  if (e == HookEvent::BuildDiscount || e == HookEvent::BuildShortfall) w.set_int(kColumn, a.amount);
  if (e == HookEvent::TilePlaced && a.via < 4) w.set_key(kVia, kViaKey + a.via);
  if ((e == HookEvent::GoodSold || e == HookEvent::GoodsShipped) && a.via < 2)
    w.set_key(kVenue, kVenueKey + a.via);
  w.set_id(kWorker, IdKind::Worker, a.worker, ids);
  if (e == HookEvent::EndWaived && a.via != 0 && a.via < 16)
    w.set_key(kCause, kCauseKey + __builtin_ctz(a.via));
  if (a.follow_up) w.set_true(kFollowUp);
  if (e == HookEvent::GoodsProduced) {
    w.name(kProduced);  // ..., "produced"
    lua_newtable(L);    // ..., "produced", produced
    int n = 0;
    for (int g = 0; g < kMaxGoods; ++g) {
      const int count = a.per_good[static_cast<std::size_t>(g)];
      if (count == 0) continue;
      lua_createtable(L, 0, 2);                           // ..., produced, entry
      push_id(L, ids, IdKind::Good, static_cast<Id>(g));  // ..., produced, entry, good
      lua_setfield(L, -2, "good");                        // ..., produced, entry
      lua_pushinteger(L, count);                          // ..., produced, entry, count
      lua_setfield(L, -2, "count");                       // ..., produced, entry
      lua_rawseti(L, -2, ++n);                            // ..., produced
    }
    w.set_table(kProduced);
  }
  // Clear what the previous call set and this one did not.
  for (unsigned stale = previous & ~w.mask; stale != 0; stale &= stale - 1) {
    const int f = __builtin_ctz(stale);
    if (shadow != nullptr) (*shadow)[static_cast<std::size_t>(f)] = 0;
    lua_rawgeti(L, keys, f + 1);  // ..., name
    lua_pushnil(L);               // ..., name, nil
    lua_rawset(L, t);             // ...
  }
  return w.mask;
}

namespace {

// Fills the shared table from Runtime::args_source (then null: the table is current).
void fill_shared(lua_State* L, Runtime* rt) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_ref);      // ..., args
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ids_ref);       // ..., args, ids
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->arg_keys_ref);  // ..., args, ids, keys
  const int top = lua_gettop(L);
  // Until the fill is whole, any field may hold something (a fill that ran out of memory
  // half way is retried with every field to clear).
  const unsigned previous = rt->args_mask;
  rt->args_mask = (1u << kFieldCount) - 1;
  rt->args_mask = fill_event_args(L, top - 2, top - 1, top, rt->args_event, *rt->args_source,
                                  previous, &rt->args_shadow);
  // Only once the fill is whole: a failed fill (out of memory) is retried at the next read.
  rt->args_source = nullptr;
  lua_settop(L, top - 3);  // ...
}

// Pushes what fill_event_args would put in field `f` (not kProduced), or nil: the same
// rules, one field.
void push_field(lua_State* L, Runtime* rt, Field f, HookEvent e, const EventArgs& a) {
  auto push_key = [&](int key) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->arg_keys_ref);  // ..., keys
    lua_rawgeti(L, -1, key);                              // ..., keys, string
    lua_remove(L, -2);                                    // ..., string
  };
  auto push_id_or_nil = [&](IdKind kind, Id id) {
    if (id == kNone) return lua_pushnil(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ids_ref);  // ..., ids
    push_id(L, lua_gettop(L), kind, id);             // ..., ids, id
    lua_remove(L, -2);                               // ..., id
  };
  switch (f) {
    case kEvent:
      return push_key(kEventKey + static_cast<int>(e));
    case kSeat:
      if (a.seat == kNone) return lua_pushnil(L);
      return lua_pushinteger(L, a.seat + 1);
    case kRole:
      return push_id_or_nil(IdKind::Role, a.role);
    case kGood:
      return push_id_or_nil(IdKind::Good, a.good);
    case kTile:
      return push_id_or_nil(IdKind::Tile, a.tile);
    case kBuilding:
      return push_id_or_nil(IdKind::Building, a.building);
    case kWorker:
      return push_id_or_nil(IdKind::Worker, a.worker);
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
      if (e != HookEvent::BuildDiscount && e != HookEvent::BuildShortfall) return lua_pushnil(L);
      return lua_pushinteger(L, a.amount);
    case kVia:
      if (e != HookEvent::TilePlaced || a.via >= 4) return lua_pushnil(L);
      return push_key(kViaKey + a.via);
    case kVenue:
      if ((e != HookEvent::GoodSold && e != HookEvent::GoodsShipped) || a.via >= 2)
        return lua_pushnil(L);
      return push_key(kVenueKey + a.via);
    case kFollowUp:
      if (!a.follow_up) return lua_pushnil(L);
      return lua_pushboolean(L, 1);
    case kCause:
      if (e != HookEvent::EndWaived || a.via == 0 || a.via >= 16) return lua_pushnil(L);
      return push_key(kCauseKey + __builtin_ctz(a.via));
    case kProduced:
    case kFieldCount:
      break;
  }
  lua_pushnil(L);
}

}  // namespace

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
      if (f == kProduced) break;  // a table: made once, in the fill
      push_field(L, rt, static_cast<Field>(f), rt->args_event, *rt->args_source);
      return 1;
    }
    if (std::find(rt->arg_key_names.begin(), rt->arg_key_names.begin() + kFieldCount, name) ==
        rt->arg_key_names.begin() + kFieldCount) {
      lua_pushnil(L);  // no such field
      return 1;
    }
  }
  fill_shared(L, rt);
  return 0;
}

}  // namespace gov::lua
