// The event arguments a hook receives as its second parameter: a read-only view. For
// outermost calls, a read of one field is answered from the call's EventArgs directly
// (l_args_index), and only pairs(args) or ipairs fills the view's table (one table per Lua
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

// Where push_field finds the id table and the key array: stack indices (absolute, or
// upvalue pseudo-indices), so a field costs one raw read and nothing to clean up.
struct Tables {
  int ids;
  int keys;
};

// Pushes the id string of `id`, or nil for kNone.
void push_id_or_nil(lua_State* L, Tables t, IdKind kind, Id id) {
  if (id == kNone) return lua_pushnil(L);
  push_id(L, t.ids, kind, id);  // ..., id
}

void push_key(lua_State* L, Tables t, int key) {
  lua_rawgeti(L, t.keys, key);  // ..., string
}

// args.produced: a new array of { good = id, count = n }, one per good produced.
void push_produced(lua_State* L, Tables t, const EventArgs& a) {
  lua_newtable(L);  // ..., produced
  int n = 0;
  for (int g = 0; g < kMaxGoods; ++g) {
    const int count = a.per_good[static_cast<std::size_t>(g)];
    if (count == 0) continue;
    lua_createtable(L, 0, 2);                                // ..., produced, entry
    push_id_or_nil(L, t, IdKind::Good, static_cast<Id>(g));  // ..., entry, good
    lua_setfield(L, -2, "good");                             // ..., produced, entry
    lua_pushinteger(L, count);                               // ..., entry, count
    lua_setfield(L, -2, "count");                            // ..., produced, entry
    lua_rawseti(L, -2, ++n);                                 // ..., produced
  }
}

// Pushes the value of field `f` for event `e` with arguments `a`, or nil:
// the one place that says which event carries which field.
void push_field(lua_State* L, Tables t, Field f, HookEvent e, const EventArgs& a) {
  switch (f) {
    case kEvent:
      return push_key(L, t, kEventKey + static_cast<int>(e));
    case kSeat:
      if (a.seat == kNone) return lua_pushnil(L);
      return lua_pushinteger(L, a.seat + 1);
    case kRole:
      return push_id_or_nil(L, t, IdKind::Role, a.role);
    case kGood:
      return push_id_or_nil(L, t, IdKind::Good, a.good);
    case kTile:
      return push_id_or_nil(L, t, IdKind::Tile, a.tile);
    case kBuilding:
      return push_id_or_nil(L, t, IdKind::Building, a.building);
    case kWorker:
      return push_id_or_nil(L, t, IdKind::Worker, a.worker);
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
      return push_key(L, t, kViaKey + a.via);
    case kVenue:
      if ((e != HookEvent::GoodSold && e != HookEvent::GoodsShipped) || a.via >= 2)
        return lua_pushnil(L);
      return push_key(L, t, kVenueKey + a.via);
    case kFollowUp:
      if (!a.follow_up) return lua_pushnil(L);
      return lua_pushboolean(L, 1);
    case kCause:
      if (e != HookEvent::EndWaived || a.via == 0 || a.via >= 16) return lua_pushnil(L);
      return push_key(L, t, kCauseKey + __builtin_ctz(a.via));
    case kProduced:
      if (e != HookEvent::GoodsProduced) return lua_pushnil(L);
      return push_produced(L, t, a);  // a new array at each read
    case kFieldCount:
      break;
  }
  lua_pushnil(L);
}

// Writes every field into the table at `table` (absolute), nil included, so nothing of an
// earlier call stays.
void fill_fields(lua_State* L, int table, HookEvent e, const EventArgs& a) {
  Runtime* rt = runtime(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ids_ref);       // ..., ids
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->arg_keys_ref);  // ..., ids, keys
  const Tables t{lua_gettop(L) - 1, lua_gettop(L)};
  for (int f = 0; f < kFieldCount; ++f) {
    push_key(L, t, f + 1);                          // ..., ids, keys, name
    push_field(L, t, static_cast<Field>(f), e, a);  // ..., ids, keys, name, value
    lua_rawset(L, table);                           // ..., ids, keys
  }
  lua_pop(L, 2);  // ...
}

// Fills the shared table (upvalue 1 of l_args_index) from Runtime::args_source (then null:
// the table is current).
void fill_shared(lua_State* L, Runtime* rt) {
  lua_pushvalue(L, lua_upvalueindex(1));  // ..., args
  fill_fields(L, lua_gettop(L), rt->args_event, *rt->args_source);
  lua_pop(L, 1);  // ...
  // Only once the fill is whole: a failed fill (out of memory) is retried at the next read.
  rt->args_source = nullptr;
}

// __index of the shared argument view (replacing the view's reader closure, which would
// reach the same reader through one more C call and the registry). Upvalues: the shared
// table, the id table, the key array. Stack: view, key.
int l_args_index(lua_State* L) {
  Runtime* rt = runtime(L);
  if (rt->args_source != nullptr) {
    if (lua_type(L, 2) == LUA_TSTRING) {
      // Short strings are interned: a field name is that very string.
      const char* name = lua_tostring(L, 2);
      for (int f = 0; f < kFieldCount; ++f) {
        if (rt->arg_key_names[static_cast<std::size_t>(f)] != name) continue;
        push_field(L, Tables{lua_upvalueindex(2), lua_upvalueindex(3)}, static_cast<Field>(f),
                   rt->args_event, *rt->args_source);  // view, key, value
        return 1;
      }
      lua_pushnil(L);  // no such field
      return 1;
    }
    fill_shared(L, rt);
  }
  lua_rawget(L, lua_upvalueindex(1));  // view, value
  return 1;
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
  fill_fields(L, lua_absindex(L, t), e, a);
}

void learn_event_arg_keys(lua_State* L, int keys) {
  Runtime* rt = runtime(L);
  for (int f = 0; f < kFieldCount; ++f) {
    lua_rawgeti(L, keys, f + 1);                                           // ..., name
    rt->arg_key_names[static_cast<std::size_t>(f)] = lua_tostring(L, -1);  // kept by `keys`
    lua_pop(L, 1);
  }
}

int read_event_arg(lua_State* L, int /*key*/) {
  // A field read goes through l_args_index; this reader serves pairs and ipairs, which
  // need the whole table.
  Runtime* rt = runtime(L);
  if (rt->args_source == nullptr) return 0;         // the table is current
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_ref);  // ..., args
  fill_fields(L, lua_gettop(L), rt->args_event, *rt->args_source);
  lua_pop(L, 1);  // ...
  // Only once the fill is whole: a failed fill (out of memory) is retried at the next read.
  rt->args_source = nullptr;
  return 0;
}

void use_args_index(lua_State* L, int view) {
  Runtime* rt = runtime(L);
  lua_getmetatable(L, view);                            // ..., meta
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_ref);      // ..., meta, args
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ids_ref);       // ..., meta, args, ids
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->arg_keys_ref);  // ..., meta, args, ids, keys
  lua_pushcclosure(L, l_args_index, 3);                 // ..., meta, index
  lua_setfield(L, -2, "__index");                       // ..., meta
  lua_pop(L, 1);                                        // ...
}

}  // namespace gov::lua
