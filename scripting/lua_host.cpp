// LuaHost: the lua_State, its setup, and the hook calls. Every call runs a C trampoline
// under lua_pcall, so anything that can raise (pushing arguments, the script, checking its
// answer) is protected; the host then turns a failure into one HookError naming pack,
// building, hook and file:line. Per call: a few registry lookups, no table creation (the
// event-argument table is reused), no formatting unless something fails.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/lua_host.hpp"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>
#include <type_traits>

#include "core/chaos.hpp"
#include "core/dispatch.hpp"
#include "core/primitives.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace lua {

void StateCloser::operator()(lua_State* L) const {
  lua_close(L);
}

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

// One offer argument at `index` into an Action operand and its tag. Strings resolve as a
// good, tile, building, worker kind or role id, in that order.
void to_operand(lua_State* L, const HookCall* c, int ids, int index, Id* value, ArgTag* tag) {
  if (lua_type(L, index) == LUA_TNUMBER) {
    int is_int = 0;
    const lua_Integer v = lua_tointegerx(L, index, &is_int);
    if (is_int == 0 || v < 0 || v >= kNone)
      fail_answer(L, c, "an offer's number argument must be an integer in 0..254", index);
    *value = static_cast<Id>(v);
    *tag = ArgTag::Number;
    return;
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
          return;
        }
      }
    }
    for (const auto& [kind, t] : kOrder) {
      if (find_id(L, ids, index, kind, value)) {
        *tag = t;
        return;
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

// Reads the offer list (an array of options; an option is an id/integer or an array of up
// to two of them) at `list` into c->offers.
void read_offers(lua_State* L, HookCall* c, int ids, int list) {
  if (lua_isnil(L, list)) return;
  if (!lua_istable(L, list))
    fail_answer(L, c, "an offer function must return an array of options", list);
  show_table(L, list);  // a frozen file-level list reads as its table
  for (int i = 1;; ++i) {
    if (lua_rawgeti(L, list, i) == LUA_TNIL) {  // ..., option|nil
      lua_pop(L, 1);                            // ...
      return;
    }
    if (c->num_offers == kMaxOffersPerHook)
      fail_answer(L, c, "an offer function returned more than 64 options", list);
    Action a = Action::make(ActionType::Use, c->building);
    ArgTag tb = ArgTag::None;
    ArgTag tc = ArgTag::None;
    const int option = lua_gettop(L);
    if (lua_istable(L, option)) {
      show_table(L, option);
      lua_rawgeti(L, option, 1);  // ..., option, arg1
      lua_rawgeti(L, option, 2);  // ..., option, arg1, arg2
      lua_rawgeti(L, option, 3);  // ..., option, arg1, arg2, arg3
      if (!lua_isnil(L, -1)) fail_answer(L, c, "an offer option has at most two arguments", option);
      if (!lua_isnil(L, -3)) to_operand(L, c, ids, option + 1, &a.b, &tb);
      if (!lua_isnil(L, -2)) {
        if (tb == ArgTag::None)
          fail_answer(L, c, "an offer option's first argument is missing", option);
        to_operand(L, c, ids, option + 2, &a.c, &tc);
      }
    } else {
      to_operand(L, c, ids, option, &a.b, &tb);
    }
    a.tags = static_cast<std::uint8_t>(static_cast<int>(tb) | (static_cast<int>(tc) << 4));
    c->offers[static_cast<std::size_t>(c->num_offers++)] = a;
    lua_settop(L, option - 1);  // ...
  }
}

// Upvalues of the trampoline closure (l_setup): what every call needs, reached without
// registry lookups.
constexpr int kIds = lua_upvalueindex(1);
constexpr int kCtx = lua_upvalueindex(2);
constexpr int kArgsView = lua_upvalueindex(3);

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
  switch (c->kind) {
    case CallKind::Notify:
    case CallKind::Apply:
      break;
    case CallKind::Modify:
      if (lua_isboolean(L, 1)) {
        c->value = lua_toboolean(L, 1);
      } else {
        int is_int = 0;
        const lua_Integer v = lua_tointegerx(L, 1, &is_int);
        if (is_int == 0 || lua_type(L, 1) != LUA_TNUMBER)
          fail_answer(L, c, "a modify hook must return an integer or a boolean", 1);
        if (v < -kMaxAnswer || v > kMaxAnswer) fail_range(L, c, "a modify hook's answer", v);
        c->value = static_cast<int>(v);
        // The core checks the fold too (Dispatcher::check_answer); here the error can name
        // the line of the hook.
        const AnswerRange r = answer_range(c->event);
        if (!c->yes_no && (c->value < r.lo || c->value > r.hi)) {
          lua_Debug ar;
          lua_rawgeti(L, LUA_REGISTRYINDEX, c->fn_ref);  // ..., fn
          lua_getinfo(L, ">S", &ar);                     // ...
          lua_pushfstring(L, "%s:%d: the answer %d is outside %d..%d, what this event allows",
                          ar.short_src, ar.linedefined, c->value, r.lo, r.hi);  // msg
          lua_error(L);
        }
      }
      break;
    case CallKind::Score: {
      int is_int = 0;
      const lua_Integer v = lua_tointegerx(L, 1, &is_int);
      if (is_int == 0 || lua_type(L, 1) != LUA_TNUMBER)
        fail_answer(L, c, "a score hook must return an integer", 1);
      if (v < -kMaxAnswer || v > kMaxAnswer) fail_range(L, c, "a score hook's answer", v);
      c->value = static_cast<int>(v);
      break;
    }
    case CallKind::Offers:
      read_offers(L, c, kIds, 1);
      break;
  }
  return 0;
}

// Protected setup of a new state: sandbox, id table, the ctx object, the argument table.
int l_setup(lua_State* L) {
  Runtime* rt = runtime(L);
  open_sandbox(L);
  push_ids_table(L, *rt->rules);                 // ids
  lua_pushvalue(L, -1);                          // ids, ids
  rt->ids_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // ids

  lua_newuserdatauv(L, 1, 0);  // ids, ctx
  rt->ctx_userdata = lua_touserdata(L, -1);
  lua_createtable(L, 0, 3);  // ids, ctx, meta
  lua_newtable(L);           // ids, ctx, meta, methods
  lua_pushvalue(L, 1);       // ids, ctx, meta, methods, ids
  add_context_reads(L, 4);
  add_context_actions(L, 4);
  guard_unknown_methods(L, 4);                   // ctx:seats() raises, naming the method
  lua_pop(L, 1);                                 // ids, ctx, meta, methods
  lua_setfield(L, 3, "__index");                 // ids, ctx, meta
  lua_pushliteral(L, "locked");                  // ids, ctx, meta, "locked"
  lua_setfield(L, 3, "__metatable");             // ids, ctx, meta
  lua_newtable(L);                               // ids, ctx, meta, {}
  push_read_only(L, -1, "ctx");                  // ids, ctx, meta, {}, view
  lua_getmetatable(L, -1);                       // ids, ctx, meta, {}, view, viewmeta
  lua_getfield(L, -1, "__newindex");             // ..., viewmeta, newindex
  lua_setfield(L, 3, "__newindex");              // ids, ctx, meta, {}, view, viewmeta
  lua_pop(L, 3);                                 // ids, ctx, meta
  lua_setmetatable(L, 2);                        // ids, ctx
  rt->ctx_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // ids

  push_event_arg_keys(L);  // ids, keys
  learn_event_arg_keys(L, -1);
  rt->arg_keys_ref = luaL_ref(L, LUA_REGISTRYINDEX);             // ids
  lua_newtable(L);                                               // ids, args
  push_read_only(L, -1, "the event arguments", read_event_arg);  // ids, args, view
  rt->args_view_ref = luaL_ref(L, LUA_REGISTRYINDEX);            // ids, args
  rt->args_ref = luaL_ref(L, LUA_REGISTRYINDEX);                 // ids

  // The trampoline, with what every call needs as upvalues (see kIds...kArgsView).
  lua_pushvalue(L, 1);                                   // ids, ids
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->ctx_ref);        // ids, ids, ctx
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_view_ref);  // ids, ids, ctx, view
  lua_pushcclosure(L, l_trampoline, 3);                  // ids, trampoline
  rt->trampoline_ref = luaL_ref(L, LUA_REGISTRYINDEX);   // ids
  lua_pop(L, 1);                                         //
  return 0;
}

}  // namespace

}  // namespace lua

// Read-only hooks (modify answers, offer lists) cannot change the game, draw from its RNG
// or keep anything in the State, so their answer is a function of the position, the
// building, its owner and the arguments. The engine asks some questions twice on one
// position (a raised decision is checked for options, then listed for the player): the
// host keeps the answers given for the last position and gives them again without
// running Lua. (Callgrind: ~7% fewer instructions in base,new-buildings games; keeping
// four positions gained nothing more.)
struct LuaHost::AnswerMemo {
  static constexpr std::size_t kMaxEntries = 64;
  struct Entry {
    lua::CallKind kind;
    HookEvent event;
    Id building;
    Id owner;
    int value_in;  // Modify: the fold passed in
    int value_out;
    EventArgs args;
    std::size_t first;  // Offers: the answer is offers[first, first + count)
    std::size_t count;
  };
  State position;  // a byte copy (memcpy): compared byte for byte
  bool valid = false;
  std::vector<Entry> entries;
  std::vector<Action> offers;

  const Entry* find(lua::CallKind kind, HookEvent e, const HookContext& ctx, const EventArgs& a,
                    int value_in) const {
    for (const Entry& x : entries)
      if (x.kind == kind && x.event == e && x.building == ctx.building() &&
          x.owner == ctx.owner() && x.value_in == value_in && x.args == a)
        return &x;
    return nullptr;
  }
  Entry* add(lua::CallKind kind, HookEvent e, const HookContext& ctx, const EventArgs& a,
             int value_in) {
    if (entries.size() == kMaxEntries) return nullptr;
    entries.push_back(
        Entry{kind, e, ctx.building(), ctx.owner(), value_in, 0, a, offers.size(), 0});
    return &entries.back();
  }
};

namespace {

static_assert(std::is_trivially_copyable_v<State> && std::is_standard_layout_v<State>,
              "positions are compared and copied as bytes");

// Do two States show a read-only hook the same position? Byte equality (padding included:
// a difference there only costs a lookup), except the pending decisions, which no ctx
// method reads: a decision is raised, then listed, on positions that differ only there.
bool same_position(const State& a, const State& b) {
  constexpr std::size_t head = offsetof(State, num_pending);
  constexpr std::size_t tail = offsetof(State, seats);
  const auto* pa = reinterpret_cast<const unsigned char*>(&a);
  const auto* pb = reinterpret_cast<const unsigned char*>(&b);
  return std::memcmp(pa, pb, head) == 0 &&
         std::memcmp(pa + tail, pb + tail, sizeof(State) - tail) == 0;
}

}  // namespace

LuaHost::AnswerMemo& LuaHost::memo_for(const State& s) {
  AnswerMemo& m = *memo_;
  if (!m.valid || !same_position(m.position, s)) {
    std::memcpy(static_cast<void*>(&m.position), &s, sizeof(State));
    m.valid = true;
    m.entries.clear();
    m.offers.clear();
  }
  return m;
}

LuaHost::LuaHost(const Ruleset& rules, const LuaLimits& limits, Collect)
    : rules_(rules),
      limits_(limits),
      rt_(std::make_unique<lua::Runtime>()),
      memo_(std::make_unique<AnswerMemo>()) {
  open();
  load_all();
}

LuaHost::LuaHost(const Ruleset& rules, const LuaLimits& limits)
    : LuaHost(rules, limits, Collect{}) {
  if (diagnostics_.empty()) return;
  std::string all = "building scripts failed to load:";
  for (const auto& d : diagnostics_) all += "\n" + format_script_diagnostic(d);
  throw HookError(all);
}

LuaHost::~LuaHost() {
  // Before the state closes: the watchdog must not reach a closed state.
  if (rt_ && rt_->watch.L != nullptr) lua::unwatch(&rt_->watch);
}

void LuaHost::open() {
  rt_->rules = &rules_;
  rt_->budget.limit = limits_.memory;
  rt_->budget.instructions = limits_.instructions > 0 ? limits_.instructions : 1;
  state_.reset(lua_newstate(lua::budget_alloc, &rt_->budget));
  L_ = state_.get();
  if (L_ == nullptr) throw HookError("cannot create a Lua state");
  rt_->budget.L = L_;
  *static_cast<lua::Runtime**>(lua_getextraspace(L_)) = rt_.get();
  // Buildings, then one owner per pack for its rules.lua (Ruleset::rule_hook_id).
  handlers_.assign((rules_.buildings.size() + rules_.packs.size()) * kEventCount, Handler{});
  if (limits_.measure_time) tallies_.assign(handlers_.size() * kKinds, Tally{});
  for (const auto& info : kHookEvents)
    yes_no_[static_cast<std::size_t>(info.event)] =
        (info.kinds & kModify) != 0 && (info.kinds & kYesNo) != 0;

  lua_pushcfunction(L_, lua::l_message_handler);  // msgh
  lua_pushcfunction(L_, lua::l_setup);            // msgh, setup
  rt_->budget.enforce = true;
  lua::arm_budget(L_);
  const int status = lua_pcall(L_, 0, 0, 1);  // msgh [, error]
  rt_->budget.enforce = false;
  if (status != LUA_OK) {
    std::string message = lua_tostring(L_, -1) != nullptr ? lua_tostring(L_, -1) : "?";
    lua_settop(L_, 0);
    throw HookError("cannot set up the Lua sandbox: " + message);
  }
  lua_settop(L_, 0);
  // Every call is watched for the CPU-time backstop; fast calls also for their time limit.
  rt_->watch.L = L_;
  rt_->watch.limit_ns = rt_->budget.instructions / lua::kMaxInstructionsPerNs;
  if (!lua::watch(&rt_->watch)) {  // no interrupt signal to be had: every call strict
    rt_->watch.L = nullptr;
    limits_.fast_calls = false;
  }
}

std::string LuaHost::owner_name(Id owner) const {
  if (rules_.is_rule_hook(owner))
    return rules_.packs[owner - rules_.buildings.size()].id + "/rules.lua";
  const BuildingDef& b = rules_.buildings[owner];
  return b.pack + "/" + b.id;
}

void LuaHost::tally(const lua::HookCall& call, std::int64_t ns) {
  seconds_ += static_cast<double>(ns) * 1e-9;
  Tally& t = tallies_[(static_cast<std::size_t>(call.building) * kEventCount +
                       static_cast<std::size_t>(call.event)) *
                          kKinds +
                      static_cast<std::size_t>(call.kind)];
  ++t.calls;
  t.ns += ns;
}

std::vector<LuaHost::HookTally> LuaHost::hook_profile() const {
  static constexpr std::array<const char*, kKinds> kKindNames{"notify", "modify", "offer", "apply",
                                                              "score"};
  std::vector<HookTally> out;
  for (std::size_t i = 0; i < tallies_.size(); ++i) {
    if (tallies_[i].calls == 0) continue;
    HookTally t;
    t.owner = static_cast<Id>(i / kKinds / kEventCount);
    t.who = owner_name(t.owner);
    t.event = static_cast<HookEvent>(i / kKinds % kEventCount);
    t.kind = kKindNames[i % kKinds];
    t.calls = tallies_[i].calls;
    t.seconds = static_cast<double>(tallies_[i].ns) * 1e-9;
    out.push_back(std::move(t));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const HookTally& a, const HookTally& b) { return a.seconds > b.seconds; });
  return out;
}

void LuaHost::fail_call(const lua::HookCall& call, const char* message) const {
  throw HookError(owner_name(call.building) + ": " + std::string(event_name(call.event)) + ": " +
                  message);
}

int LuaHost::call_once(lua::HookCall& call, HookContext& ctx) {
  lua::Runtime& rt = *rt_;
  HookContext* const outer_ctx = rt.ctx;
  rt.ctx = &ctx;
  const int top = lua_gettop(L_);
  lua_pushcfunction(L_, lua::l_message_handler);          // ..., msgh
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rt.trampoline_ref);  // ..., msgh, trampoline
  lua_pushlightuserdata(L_, &call);                       // ..., msgh, trampoline, call
  ++rt.depth;
  const int status = lua_pcall(L_, 1, 0, top + 1);  // ..., msgh [, error]
  --rt.depth;
  rt.ctx = outer_ctx;
  return status;
}

void LuaHost::finish(lua::HookCall& call, int status, int top, bool outermost) {
  const lua::Budget& b = rt_->budget;
  const bool limit_hit = outermost && (b.instructions_hit || b.memory_hit || rt_->interrupted);
  if (status == LUA_OK && !limit_hit) {
    lua_settop(L_, top);
    return;
  }
  std::string message;
  if (outermost && rt_->interrupted) {
    message = "stopped after " + std::to_string(lua::kBackstopCpuNs / 1'000'000) +
              " ms of CPU time, the sandbox's last resort (the instruction budget did not "
              "stop this call: please report the script that does this)";
  } else if (status == LUA_ERRMEM || b.memory_hit) {
    std::string where = b.refused_at;
    if (where.empty()) {
      lua_Debug ar;
      lua_rawgeti(L_, LUA_REGISTRYINDEX, call.fn_ref);  // ..., msgh, error, fn
      lua_getinfo(L_, ">S", &ar);                       // ..., msgh, error
      where = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined) + ": ";
    }
    message = where + (b.string_hit ? lua::string_limit_message()
                                    : "memory limit of " + std::to_string(limits_.memory) +
                                          " bytes exceeded (in this hook)");
  } else if (status != LUA_OK && lua_type(L_, -1) == LUA_TSTRING) {
    message = lua_tostring(L_, -1);
  } else {
    message = "instruction budget of " + std::to_string(limits_.instructions) + " exceeded";
  }
  lua_settop(L_, top);
  fail_call(call, message.c_str());
}

void LuaHost::run(lua::HookCall& call, HookContext& ctx) {
  lua::Runtime& rt = *rt_;
  const int top = lua_gettop(L_);
  // A hook may call a primitive that fires another hook (a delivery fires goods_shipped):
  // then this runs nested inside a ctx method, on the same stack. It keeps the caller's
  // stack, context, mode and limits: the nested call shares the outer call's budget.
  if (rt.depth > 0) {
    finish(call, call_once(call, ctx), top, false);
    return;
  }
  const bool watched = rt.watch.L != nullptr;
  const std::int64_t start = limits_.measure_time || watched ? lua::now_ns() : std::int64_t{0};
  // What a run changes must be undoable when it is run again: the State (copied just
  // before the call's first change, if it makes one), the context's requests, the call's
  // answer. Nothing else can have changed: a script keeps no state of its own (file-level
  // values are frozen once it has loaded, docs/sandbox.md), so the second run starts from
  // exactly what the first one saw.
  const bool undoable = limits_.fast_calls && !ctx.read_only();
  alignas(State) std::byte saved[sizeof(State)];  // raw: no zero fill of 1.6 kB
  if (undoable) ctx.copy_before_change(saved);
  const int value = call.value;
  int status = LUA_OK;
  rt.budget.enforce = true;
  if (limits_.fast_calls) {
    // Fast: no count hook (scripting/watchdog.hpp). In chaos mode (core/chaos.hpp) some
    // calls are interrupted at a random instruction, and some are run again after they
    // ended: the strict run must give the same outcome.
    lua::reset_budget(L_);
    rt.interrupted = false;
    const bool chaos = chaos::enabled();
    if (chaos && chaos::coin(2))
      lua_sethook(L_, lua::interrupt_hook, LUA_MASKCOUNT, static_cast<int>(chaos::pick(300)));
    lua::begin_call(&rt.watch, start, true);
    status = call_once(call, ctx);
    lua::end_call(&rt.watch);
    const std::int64_t elapsed = lua::now_ns() - start;
    // It ran at most elapsed * kMaxInstructionsPerNs instructions: when that and what it
    // charged stay under the budget, a strict run would have run the very same steps.
    const bool vouched =
        !rt.interrupted && !rt.budget.memory_hit && elapsed <= rt.watch.limit_ns &&
        elapsed * lua::kMaxInstructionsPerNs + rt.budget.units < rt.budget.instructions;
    const bool changed = undoable && ctx.changed();
    if (undoable) ctx.copy_before_change(nullptr);
    if (vouched && !(chaos && chaos::coin(4))) {
      rt.budget.enforce = false;
      if (limits_.measure_time) tally(call, elapsed);
      finish(call, status, top, true);
      return;
    }
    // Not vouched for: undone, and the budget decides.
    lua_settop(L_, top);
    if (changed)
      std::memcpy(static_cast<void*>(const_cast<State*>(&ctx.state())), saved, sizeof(State));
    ctx.clear_requests();
    call.value = value;
    call.num_offers = 0;
    ++strict_reruns_;
  }
  // Strict: under the count hook; the watchdog only stops it past the CPU-time backstop.
  rt.interrupted = false;
  lua::arm_budget(L_);
  if (watched) lua::begin_call(&rt.watch, lua::now_ns(), false);
  status = call_once(call, ctx);
  if (watched) lua::end_call(&rt.watch);
  rt.budget.enforce = false;
  if (limits_.measure_time) tally(call, lua::now_ns() - start);
  finish(call, status, top, true);
}

void LuaHost::notify(HookContext& ctx, HookEvent e, const EventArgs& args) {
  const Handler& h = handler(ctx.building(), e);
  if (h.call == LUA_NOREF || !h.answers(args)) return;
  lua::HookCall call;
  call.kind = lua::CallKind::Notify;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.call;
  call.args = &args;
  run(call, ctx);
}

int LuaHost::modify(HookContext& ctx, HookEvent e, const EventArgs& args, int value) {
  const Handler& h = handler(ctx.building(), e);
  if (h.call == LUA_NOREF) return value;
  AnswerMemo* memo = ctx.read_only() ? &memo_for(ctx.state()) : nullptr;
  if (memo != nullptr && !chaos::skip()) {
    if (const auto* hit = memo->find(lua::CallKind::Modify, e, ctx, args, value))
      return hit->value_out;
  }
  lua::HookCall call;
  call.kind = lua::CallKind::Modify;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.call;
  call.args = &args;
  call.value = value;
  call.yes_no = yes_no_[static_cast<std::size_t>(e)];
  run(call, ctx);
  if (memo != nullptr) {
    if (auto* entry = memo->add(lua::CallKind::Modify, e, ctx, args, value))
      entry->value_out = call.value;
  }
  return call.value;
}

void LuaHost::offers(HookContext& ctx, HookEvent e, const EventArgs& args, ActionList& out) {
  const Handler& h = handler(ctx.building(), e);
  if (h.offer == LUA_NOREF || !h.answers(args)) return;
  AnswerMemo* memo = ctx.read_only() ? &memo_for(ctx.state()) : nullptr;
  if (memo != nullptr && !chaos::skip()) {
    if (const auto* hit = memo->find(lua::CallKind::Offers, e, ctx, args, 0)) {
      const auto first = memo->offers.begin() + static_cast<std::ptrdiff_t>(hit->first);
      out.insert(out.end(), first, first + static_cast<std::ptrdiff_t>(hit->count));
      return;
    }
  }
  lua::HookCall call;
  call.kind = lua::CallKind::Offers;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.offer;
  call.args = &args;
  run(call, ctx);
  out.insert(out.end(), call.offers.begin(), call.offers.begin() + call.num_offers);
  if (memo != nullptr) {
    if (auto* entry = memo->add(lua::CallKind::Offers, e, ctx, args, 0)) {
      memo->offers.insert(memo->offers.end(), call.offers.begin(),
                          call.offers.begin() + call.num_offers);
      entry->count = static_cast<std::size_t>(call.num_offers);
    }
  }
}

void LuaHost::apply_offer(HookContext& ctx, HookEvent e, const EventArgs& args,
                          const Action& chosen) {
  const Handler& h = handler(ctx.building(), e);
  if (h.apply == LUA_NOREF) {
    throw HookError(owner_name(ctx.building()) + ": " + std::string(event_name(e)) +
                    ": the script offers nothing at this point");
  }
  lua::HookCall call;
  call.kind = lua::CallKind::Apply;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.apply;
  call.args = &args;
  call.chosen = &chosen;
  run(call, ctx);
}

int LuaHost::score(HookContext& ctx) {
  const Handler& h = handler(ctx.building(), HookEvent::FinalScore);
  if (h.call == LUA_NOREF) return 0;
  lua::HookCall call;
  call.kind = lua::CallKind::Score;
  call.event = HookEvent::FinalScore;
  call.building = ctx.building();
  call.fn_ref = h.call;
  run(call, ctx);
  return call.value;
}

bool LuaHost::handles(Id building, HookEvent e) const {
  if (static_cast<std::size_t>(building) * kEventCount >= handlers_.size()) return false;
  const Handler& h = handler(building, e);
  return h.call != LUA_NOREF || h.offer != LUA_NOREF;
}

std::size_t LuaHost::memory_in_use() const {
  return rt_->budget.used;
}

}  // namespace gov
