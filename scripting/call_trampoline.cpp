// The C side of every hook call: the protected trampoline that pushes a call's arguments,
// runs the script's function and checks and reads its answer (scripting/hook_call.hpp), and
// the message handler that keeps a failure's file:line. Everything here runs inside
// lua_pcall, so a bad answer raises a Lua error the host turns into one HookError.
#include <cstring>
#include <utility>

#include "core/dispatch.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace lua {

// Message handler of every protected call: keeps string messages (they carry file:line),
// and describes other error objects with the location of the Lua code that raised them.
int l_message_handler(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) return 1;  // msg
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar) != 0; ++level) {
    if (lua_getinfo(L, "Sl", &ar) != 0 && ar.currentline > 0) {
      lua_pushfstring(L, "%s:%d: (error object is a %s value)", ar.short_src, ar.currentline,
                      luaL_typename(L, 1));  // obj, msg
      return 1;
    }
  }
  lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));  // obj, msg
  return 1;
}

namespace {

// Raises "<file>:<line where the handler is defined>: <what> (got <type>)".
[[noreturn]] void fail_answer(lua_State* L, const HookCall* c, const char* what, int index) {
  const char* got = luaL_typename(L, index);
  lua_Debug ar;
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);                                       // ..., fn
  lua_getinfo(L, ">S", &ar);                                                          // ...
  lua_pushfstring(L, "%s:%d: %s (got %s)", ar.short_src, ar.linedefined, what, got);  // msg
  lua_error(L);
  __builtin_unreachable();
}

// An integer answer outside -kMaxAnswer..kMaxAnswer: named with its value.
constexpr lua_Integer kMaxAnswer = 1000000;
[[noreturn]] void fail_range(lua_State* L, const HookCall* c, const char* what, lua_Integer v) {
  lua_Debug ar;
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // ..., fn
  lua_getinfo(L, ">S", &ar);                     // ...
  lua_pushfstring(L, "%s:%d: %s must be from %I to %I (got %I)", ar.short_src, ar.linedefined, what,
                  static_cast<LUAI_UACINT>(-kMaxAnswer), static_cast<LUAI_UACINT>(kMaxAnswer),
                  static_cast<LUAI_UACINT>(v));  // msg
  lua_error(L);
  __builtin_unreachable();
}

// How an offer list is read: `Raise` inside a protected call, raising what is wrong;
// `Quick` outside any, by reads only (no allocation, no error, no view's reader), giving up
// at anything it cannot read so: the caller then reads again with `Raise` under protection.
enum class Read : bool { Quick, Raise };

// One offer argument at `index` into an Action operand and its tag. Strings resolve as a
// good, tile, building, worker kind or role id, in that order. `ids`: the id table's stack
// index (0 when Quick: then only the lookup by address).
bool to_operand(lua_State* L, const HookCall* c, int ids, int index, Id* value, ArgTag* tag,
                Read how) {
  if (lua_type(L, index) == LUA_TNUMBER) {
    int is_int = 0;
    const lua_Integer v = lua_tointegerx(L, index, &is_int);
    if (is_int == 0 || v < 0 || v >= kNone) {
      if (how == Read::Quick) return false;
      fail_answer(L, c, "an offer's number argument must be an integer in 0..254", index);
    }
    *value = static_cast<Id>(v);
    *tag = ArgTag::Number;
    return true;
  }
  if (lua_type(L, index) == LUA_TSTRING) {
    constexpr std::pair<IdKind, ArgTag> kOrder[] = {{IdKind::Good, ArgTag::Good},
                                                    {IdKind::Tile, ArgTag::Tile},
                                                    {IdKind::Building, ArgTag::Building},
                                                    {IdKind::Worker, ArgTag::Worker},
                                                    {IdKind::Role, ArgTag::Role}};
    // One lookup by the string's address gives its id of every kind (ids.cpp).
    const Runtime* rt = runtime(L);
    if (rt->id_addresses_complete) {
      if (const auto* slot = rt->id_addresses.find(lua_tostring(L, index))) {
        for (const auto& [kind, t] : kOrder) {
          const Id id = slot->id[static_cast<std::size_t>(kind)];
          if (id == kNone) continue;
          *value = id;
          *tag = t;
          return true;
        }
      }
    }
    if (how == Read::Quick) return false;
    for (const auto& [kind, t] : kOrder) {
      if (find_id(L, ids, index, kind, value)) {
        *tag = t;
        return true;
      }
    }
    lua_Debug ar;
    lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // ..., fn
    lua_getinfo(L, ">S", &ar);                     // ...
    lua_pushfstring(L,
                    "%s:%d: offer argument '%s' is not a good, tile, building, worker or role id",
                    ar.short_src, ar.linedefined, lua_tostring(L, index));  // msg
    lua_error(L);
  }
  if (how == Read::Quick) return false;
  fail_answer(L, c, "an offer's argument must be an id string or an integer", index);
}

// Pushes an Action operand back as the script gave it. Returns 1, or 0 for no operand.
int push_operand(lua_State* L, int ids, Id value, ArgTag tag) {
  switch (tag) {
    case ArgTag::None:
      return 0;
    case ArgTag::Number:
      lua_pushinteger(L, value);
      return 1;
    case ArgTag::Good:
      push_id(L, ids, IdKind::Good, value);
      return 1;
    case ArgTag::Tile:
      push_id(L, ids, IdKind::Tile, value);
      return 1;
    case ArgTag::Building:
      push_id(L, ids, IdKind::Building, value);
      return 1;
    case ArgTag::Worker:
      push_id(L, ids, IdKind::Worker, value);
      return 1;
    case ArgTag::Role:
      push_id(L, ids, IdKind::Role, value);
      return 1;
  }
  return 0;
}

// A fault in an offer list: raised (Raise), or false (Quick: read again under protection).
bool offer_fault(lua_State* L, const HookCall* c, Read how, const char* what, int index) {
  if (how == Read::Quick) return false;
  fail_answer(L, c, what, index);
}

// A table of an offer list as its contents: a read-only view (a frozen file-level list)
// reads as the table it shows. Quick reads only a table without a metatable (a view's
// reader may allocate).
bool open_table(lua_State* L, int index, Read how) {
  if (how == Read::Raise) {
    show_table(L, index);
    return true;
  }
  if (lua_getmetatable(L, index) == 0) return true;  // ... [meta]
  lua_pop(L, 1);
  return false;
}

// Reads the offer list (an array of options; an option is an id/integer or an array of up
// to two of them) at `list` into c->offers. Quick: false, with the stack as it was, when it
// gave up.
bool read_offers(lua_State* L, HookCall* c, int ids, int list, Read how) {
  list = lua_absindex(L, list);
  if (lua_isnil(L, list)) return true;
  if (lua_isboolean(L, list)) {  // a power without a choice: offered (`use <building>`) or not
    if (lua_toboolean(L, list) != 0)
      c->offers.at[c->num_offers++] = Action::make(ActionType::Use, c->building);
    return true;
  }
  if (!lua_istable(L, list))
    return offer_fault(L, c, how,
                       "an offer function must return an array of options, true (one option "
                       "without arguments) or nil",
                       list);
  if (!open_table(L, list, how)) return false;
  for (int i = 1;; ++i) {
    if (lua_rawgeti(L, list, i) == LUA_TNIL) {  // ..., option|nil
      lua_pop(L, 1);                            // ...
      return true;
    }
    const int option = lua_gettop(L);
    const bool read = [&] {
      if (c->num_offers == kMaxOffersPerHook)
        return offer_fault(L, c, how, "an offer function returned more than 64 options", list);
      Action a = Action::make(ActionType::Use, c->building);
      ArgTag tb = ArgTag::None;
      ArgTag tc = ArgTag::None;
      if (lua_istable(L, option)) {
        if (!open_table(L, option, how)) return false;
        lua_rawgeti(L, option, 1);  // ..., option, arg1
        lua_rawgeti(L, option, 2);  // ..., option, arg1, arg2
        lua_rawgeti(L, option, 3);  // ..., option, arg1, arg2, arg3
        if (!lua_isnil(L, -1))
          return offer_fault(L, c, how, "an offer option has at most two arguments", option);
        if (!lua_isnil(L, -3) && !to_operand(L, c, ids, option + 1, &a.b, &tb, how)) return false;
        if (!lua_isnil(L, -2)) {
          if (tb == ArgTag::None)
            return offer_fault(L, c, how, "an offer option's first argument is missing", option);
          if (!to_operand(L, c, ids, option + 2, &a.c, &tc, how)) return false;
        }
      } else if (!to_operand(L, c, ids, option, &a.b, &tb, how)) {
        return false;
      }
      a.tags = static_cast<std::uint8_t>(static_cast<int>(tb) | (static_cast<int>(tc) << 4));
      c->offers.at[c->num_offers++] = a;
      return true;
    }();
    lua_settop(L, option - 1);  // ...
    if (!read) return false;
  }
}

// Upvalues of the trampoline closure (l_setup): what every call needs, reached without

}  // namespace

// registry lookups.
constexpr int kIds = lua_upvalueindex(1);
constexpr int kCtx = lua_upvalueindex(2);
constexpr int kArgsView = lua_upvalueindex(3);

// Reads the answer at `at` into `c` when it can by reads only (no allocation, no error), so
// the host may call it outside any protected call. False, reading nothing, for an answer
// its kind does not allow, or an offer list it cannot read so: reread_answer then raises
// what is wrong, or reads the list.
static bool quick_answer(lua_State* L, HookCall* c, int at) {
  switch (c->kind) {
    case CallKind::Notify:
    case CallKind::Apply:
      return true;
    case CallKind::Modify:
    case CallKind::Score: {
      if (c->kind == CallKind::Modify && lua_isboolean(L, at)) {
        c->value = lua_toboolean(L, at);
        return true;
      }
      int is_int = 0;
      const lua_Integer v = lua_tointegerx(L, at, &is_int);
      if (is_int == 0 || lua_type(L, at) != LUA_TNUMBER || v < -kMaxAnswer || v > kMaxAnswer)
        return false;
      // The core checks the fold too (Dispatcher::check_answer); here the error can name
      // the line of the hook.
      if (c->kind == CallKind::Modify && !c->yes_no) {
        const AnswerRange r = answer_range(c->event);
        if (v < r.lo || v > r.hi) return false;
      }
      c->value = static_cast<int>(v);
      return true;
    }
    case CallKind::Offers:
      if (read_offers(L, c, 0, at, Read::Quick)) return true;
      c->num_offers = 0;  // read again from the start, with reread_answer
      return false;
  }
  return false;
}

// Protected: the answer at `at` that quick_answer refused. Raises what is wrong with it
// (file:line of the handler); an offer list that holds nothing wrong (quick_answer gave up
// on a view, or on an id string it could not find by address) is read instead.
static void reread_answer(lua_State* L, HookCall* c, int at) {
  if (c->kind == CallKind::Offers) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, runtime(L)->ids_ref);  // ..., ids
    read_offers(L, c, lua_gettop(L), at, Read::Raise);
    lua_pop(L, 1);  // ...
    return;
  }
  const bool modify = c->kind == CallKind::Modify;
  int is_int = 0;
  const lua_Integer v = lua_tointegerx(L, at, &is_int);
  if (is_int == 0 || lua_type(L, at) != LUA_TNUMBER)
    fail_answer(L, c,
                modify ? "a modify hook must return an integer or a boolean"
                       : "a score hook must return an integer",
                at);
  if (v < -kMaxAnswer || v > kMaxAnswer)
    fail_range(L, c, modify ? "a modify hook's answer" : "a score hook's answer", v);
  const AnswerRange r = answer_range(c->event);
  lua_Debug ar;
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // ..., fn
  lua_getinfo(L, ">S", &ar);                     // ...
  lua_pushfstring(L, "%s:%d: the answer %d is outside %d..%d, what this event allows", ar.short_src,
                  ar.linedefined, static_cast<int>(v), r.lo, r.hi);  // msg
  lua_error(L);
  __builtin_unreachable();
}

// The protected body of every hook call. Stack on entry: HookCall (light userdata).
int l_trampoline(lua_State* L) {
  auto* c = static_cast<HookCall*>(lua_touserdata(L, 1));
  Runtime* rt = runtime(L);
  lua_settop(L, 0);
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // fn
  lua_pushvalue(L, kCtx);                        // fn, ctx
  // The shared argument table shows this call's arguments from its first read on (a
  // score call has none: the table keeps what it holds).
  if (rt->depth == 1) {
    rt->args_source = c->kind == CallKind::Score ? nullptr : c->args;
    rt->args_event = c->event;
  }
  int nargs = 1;
  if (c->kind != CallKind::Score) {
    if (rt->depth == 1) {
      lua_pushvalue(L, kArgsView);  // fn, ctx, view
    } else {
      // Nested call: the outer hook still reads the shared table, so this one gets its own.
      lua_newtable(L);  // fn, ctx, args
      fill_event_args(L, 3, c->event, *c->args);
      push_read_only(L, 3, "the event arguments");  // fn, ctx, args, view
      lua_replace(L, 3);                            // fn, ctx, view
    }
    nargs = 2;
    if (c->kind == CallKind::Modify) {
      if (c->yes_no)
        lua_pushboolean(L, c->value != 0);  // fn, ctx, view, fold
      else
        lua_pushinteger(L, c->value);  // fn, ctx, view, fold
      nargs = 3;
    } else if (c->kind == CallKind::Apply) {
      nargs += push_operand(L, kIds, c->chosen->b, c->chosen->tag_b());  // ..., view, [b]
      nargs += push_operand(L, kIds, c->chosen->c, c->chosen->tag_c());  // ..., [b], [c]
    }
  }
  lua_call(L, nargs, 1);  // answer
  if (c->kind == CallKind::Offers)
    read_offers(L, c, kIds, 1, Read::Raise);
  else if (!quick_answer(L, c, 1))
    reread_answer(L, c, 1);
  return 0;
}

namespace {

// Protected: raises the trampoline's message about a direct call's answer that
// quick_answer refused (or reads an offer list it gave up on). Stack: HookCall (light
// userdata), answer.
int l_reread_answer(lua_State* L) {
  reread_answer(L, static_cast<HookCall*>(lua_touserdata(L, 1)), 2);
  return 0;
}

}  // namespace

int call_direct(lua_State* L, HookCall* c) {
  Runtime* rt = runtime(L);
  const int msgh = kPinnedMessageHandler;
  lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // ..., fn
  lua_pushvalue(L, kPinnedCtx);                  // ..., fn, ctx
  // As l_trampoline: the shared argument table shows this call's arguments.
  rt->args_source = c->kind == CallKind::Score ? nullptr : c->args;
  rt->args_event = c->event;
  int nargs = 1;
  if (c->kind != CallKind::Score) {
    lua_pushvalue(L, kPinnedArgsView);  // ..., fn, ctx, view
    nargs = 2;
    if (c->kind == CallKind::Modify) {
      if (c->yes_no)
        lua_pushboolean(L, c->value != 0);  // ..., view, fold
      else
        lua_pushinteger(L, c->value);  // ..., view, fold
      nargs = 3;
    } else if (c->kind == CallKind::Apply) {
      // As l_trampoline; the stack has room (LuaHost::call_once checked for 8 slots).
      nargs += push_operand(L, kPinnedIds, c->chosen->b, c->chosen->tag_b());  // ..., [b]
      nargs += push_operand(L, kPinnedIds, c->chosen->c, c->chosen->tag_c());  // ..., [c]
    }
  }
  const int status = lua_pcall(L, nargs, 1, msgh);  // ..., answer | error
  if (status != LUA_OK || quick_answer(L, c, -1)) return status;
  lua_pushcfunction(L, l_reread_answer);        // ..., answer, reread
  lua_pushlightuserdata(L, c);                  // ..., answer, reread, call
  lua_pushvalue(L, -3);                         // ..., answer, reread, call, answer
  const int reread = lua_pcall(L, 2, 0, msgh);  // ..., answer [, error]
  if (reread != LUA_OK) lua_remove(L, -2);      // ..., error
  return reread;
}

}  // namespace lua

}  // namespace gov
