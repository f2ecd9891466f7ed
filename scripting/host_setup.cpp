// Opening a LuaHost: the Lua state with its budgeted allocator, the sandbox, the id table,
// the ctx object, the shared argument table and the trampoline every call runs; then the
// scripts (scripting/script_loader.cpp).
#include <string>

#include "core/chaos.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace lua {

void StateCloser::operator()(lua_State* L) const {
  lua_close(L);
}

namespace {

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
  lua_rawgeti(L, LUA_REGISTRYINDEX, rt->args_view_ref);          // ids, view
  use_args_index(L, -1);
  lua_pop(L, 1);  // ids

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

LuaHost::LuaHost(const Ruleset& rules, const LuaLimits& limits, Collect)
    : rules_(rules), limits_(limits), rt_(std::make_unique<lua::Runtime>()) {
  open();
  load_all();
  lua_settop(L_, 0);
  lua_pushcfunction(L_, lua::l_message_handler);           // msgh
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rt_->ctx_ref);        // msgh, ctx
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rt_->args_view_ref);  // msgh, ctx, view
  lua_rawgeti(L_, LUA_REGISTRYINDEX, rt_->ids_ref);        // msgh, ctx, view, ids
  static_assert(lua::kPinned == 4 && lua::kPinnedIds == 4);
  for (Handler& h : handlers_) h.note_declarations();
}

LuaHost::LuaHost(const Ruleset& rules, const LuaLimits& limits)
    : LuaHost(rules, limits, Collect{}) {
  if (!diagnostics_.empty()) {
    std::string all = "building scripts failed to load:";
    for (const auto& d : diagnostics_) all += "\n" + format_script_diagnostic(d);
    throw HookError(all);
  }
  // Unbound, the core's handler tables are empty and would never call a hook: every power
  // silently off. Load games through gov::load_game (game/load_game.hpp), which binds.
  if (!rules.scripts_bound)
    throw HookError(
        "the ruleset's scripts are not bound (bind_scripts was not run): load the game with "
        "gov::load_game (game/load_game.hpp)");
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
  // No fast path when every cache is off (core/chaos.hpp): each call runs under the budget.
  if (chaos::caches_off()) limits_.fast_calls = false;
  // Every call is watched for the CPU-time backstop; fast calls also for their time limit.
  rt_->watch.L = L_;
  rt_->watch.limit_ns = rt_->budget.instructions / lua::kMaxInstructionsPerNs;
  if (!lua::watch(&rt_->watch)) {  // no interrupt signal to be had: every call strict
    rt_->watch.L = nullptr;
    limits_.fast_calls = false;
  }
}

}  // namespace gov
