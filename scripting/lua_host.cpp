// LuaHost's hook calls: each outermost call runs fast (no count hook) and again under the
// budget when its time cannot vouch for it. Setup: scripting/host_setup.cpp; the C side
// of a call: scripting/call_trampoline.cpp; profiling: scripting/hook_profile.cpp.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/lua_host.hpp"

#include <cstddef>
#include <cstring>
#include <string>

#include "core/chaos.hpp"
#include "core/dispatch.hpp"
#include "core/primitives.hpp"
#include "scripting/chunk_name.hpp"
#include "scripting/context_reads.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace {

// As ctx:free_places(owner, building) being non-empty (scripting/context_reads_places.cpp).
bool owner_has_free_circle(const HookContext& ctx) {
  if (ctx.owner() == kNone) return true;
  const Ruleset& r = ctx.rules();
  const SeatState& st = ctx.state().seat(ctx.owner());
  for (int i = 0; i < st.num_buildings; ++i) {
    const BuildingSlot& b = st.city[static_cast<std::size_t>(i)];
    if (b.type != ctx.building() && lua::has_free_circle(r, b)) return true;
  }
  for (int i = 0; i < st.num_tiles; ++i)
    if (lua::has_free_circle(r, st.island[static_cast<std::size_t>(i)])) return true;
  return false;
}

}  // namespace

void LuaHost::Handler::note_declarations() {
  declared = roles != kAnyRole || except_roles != 0 || via != 0xFF || once_slot != 0 ||
             free_circle || free_island_space || first_lap || columns != Columns::Any;
}

bool LuaHost::Handler::answers(const HookContext& ctx, const EventArgs& a) const {
  if (!declared) return true;
  if (roles != kAnyRole && (a.role == kNone || ((roles >> a.role) & 1U) == 0)) return false;
  if (a.role != kNone && ((except_roles >> a.role) & 1U) != 0) return false;
  if (via != 0xFF && (a.via >= 8 || ((via >> a.via) & 1U) == 0)) return false;
  if (once_slot != 0 && !a.follow_up) {  // a follow-up belongs to the use that asked it
    // As ctx:phase_serial() (scripting/context_reads_game.cpp).
    const State& s = ctx.state();
    if (ctx.memory(once_slot) == s.round * 16 + s.picks_done) return false;
  }
  if (free_circle && !owner_has_free_circle(ctx)) return false;
  if (free_island_space && ctx.owner() != kNone &&
      ctx.state().seat(ctx.owner()).num_tiles >= ctx.rules().settings.island_spaces)
    return false;
  if (first_lap && (ctx.state().stage != Stage::Phase || ctx.state().cursor.lap != 0)) return false;
  if (columns != Columns::Any && (columns == Columns::Once) != (a.amount == 0)) return false;
  return true;
}

std::string LuaHost::owner_name(Id owner) const {
  if (rules_.is_rule_hook(owner))
    return rules_.packs[owner - rules_.buildings.size()].id + "/rules.lua";
  const BuildingDef& b = rules_.buildings[owner];
  return b.pack + "/" + b.id;
}

void LuaHost::fail_call(const lua::HookCall& call, const char* message) const {
  const std::size_t owner = call.building;
  std::string text = owner < shown_files_.size()
                         ? lua::with_full_chunk_name(message, shown_files_[owner])
                         : std::string(message);
  throw HookError(owner_name(call.building) + ": " + std::string(event_name(call.event)) + ": " +
                  text);
}

int LuaHost::call_once(lua::HookCall& call, HookContext& ctx) {
  lua::Runtime& rt = *rt_;
  HookContext* const outer_ctx = rt.ctx;
  rt.ctx = &ctx;
  int status = LUA_OK;
  ++rt.depth;
  if (rt.depth == 1 && lua_checkstack(L_, 8) != 0) {
    status = lua::call_direct(L_, &call);  // ..., answer | error
  } else {
    const int top = lua_gettop(L_);
    lua_pushcfunction(L_, lua::l_message_handler);          // ..., msgh
    lua_rawgeti(L_, LUA_REGISTRYINDEX, rt.trampoline_ref);  // ..., msgh, trampoline
    lua_pushlightuserdata(L_, &call);                       // ..., msgh, trampoline, call
    status = lua_pcall(L_, 1, 0, top + 1);                  // ..., msgh [, error]
  }
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
    // It ran at most at_most * kMaxInstructionsPerNs instructions: when that and what it
    // charged stay under the budget, a strict run would have run the very same steps. (The
    // slack covers clock reads taken out of order: scripting/call_clock.hpp.)
    const std::int64_t elapsed = lua::now_ns() - start;
    const std::int64_t at_most = elapsed + lua::kCallClockSlackNs;
    const bool vouched =
        !rt.interrupted && !rt.budget.memory_hit && at_most <= rt.watch.limit_ns &&
        at_most * lua::kMaxInstructionsPerNs + rt.budget.units < rt.budget.instructions;
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

void LuaHost::ask(lua::HookCall& call, HookContext& ctx) {
  lua::Runtime& rt = *rt_;
  // Only an outermost call: a nested call shares its caller's reads. Of a context that may
  // change the game, only a notify call: kept when it read nothing (so changed nothing,
  // since every method that changes the game reads it), it is a call with no effect.
  if (rt.depth > 0 || (!ctx.read_only() && call.kind != lua::CallKind::Notify)) {
    run(call, ctx);
    return;
  }
  const std::size_t handler =
      static_cast<std::size_t>(call.building) * kEventCount + static_cast<std::size_t>(call.event);
  const int players = ctx.state().num_players;
  // The key is made only where it is used: most handlers read the game at every call and
  // are never looked up, so their calls pay for no key (a pure miss makes it twice).
  const lua::AnswerMemo::Answer* kept = nullptr;
  if (rt.memo.ever_kept(handler, call.kind)) {
    kept = rt.memo.find(lua::memo_key(call, ctx.owner(), players));
    if (kept != nullptr && !chaos::skip()) {
      rt.memo.answer(*kept, call);
      return;
    }
  }
  rt.read_game = false;
  run(call, ctx);
  if (kept != nullptr && rt.read_game)
    fail_call(call,
              "read the game for a question it had answered before without reading it: "
              "the answer memo (scripting/answer_memo.hpp) would change the game; please "
              "report it");
  if (rt.read_game || chaos::caches_off()) return;
  if (kept == nullptr) {
    rt.memo.keep(handler, lua::memo_key(call, ctx.owner(), players), call);
  } else if (!rt.memo.same(*kept, call)) {
    // Chaos mode ran a question the memo could answer: the two must agree.
    fail_call(call,
              "answered a question it had answered before, from the same arguments "
              "and without reading the game, differently: the answer memo "
              "(scripting/answer_memo.hpp) would change the game; please report it");
  }
}

void LuaHost::notify(HookContext& ctx, HookEvent e, const EventArgs& args) {
  const Handler& h = handler(ctx.building(), e);
  if (h.call == LUA_NOREF || !h.answers(ctx, args)) return;
  lua::HookCall call;
  call.kind = lua::CallKind::Notify;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.call;
  call.args = &args;
  ask(call, ctx);  // a call that read nothing of the game has no effect: kept
}

int LuaHost::modify(HookContext& ctx, HookEvent e, const EventArgs& args, int value) {
  const Handler& h = handler(ctx.building(), e);
  if (h.fixed) {  // `adds` or `answer`: nothing to run
    if (!h.answers(ctx, args)) return value;
    return yes_no_[static_cast<std::size_t>(e)] ? h.fixed_value : value + h.fixed_value;
  }
  if (h.call == LUA_NOREF || !h.answers(ctx, args)) return value;
  lua::HookCall call;
  call.kind = lua::CallKind::Modify;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.call;
  call.args = &args;
  call.value = value;
  call.value_in = value;
  call.yes_no = yes_no_[static_cast<std::size_t>(e)];
  ask(call, ctx);
  if (h.most >= 0 && call.value - value > h.most)
    fail_call(call,
              ("answered " + std::to_string(value) + " + " + std::to_string(call.value - value) +
               ", more than its declared most (" + std::to_string(h.most) + ")")
                  .c_str());
  return call.value;
}

void LuaHost::offers(HookContext& ctx, HookEvent e, const EventArgs& args, ActionList& out) {
  const Handler& h = handler(ctx.building(), e);
  if (h.offer == LUA_NOREF || !h.answers(ctx, args)) return;
  lua::HookCall call;
  call.kind = lua::CallKind::Offers;
  call.event = e;
  call.building = ctx.building();
  call.fn_ref = h.offer;
  call.args = &args;
  ask(call, ctx);
  out.insert(out.end(), call.offers_begin(), call.offers_end());
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

int LuaHost::most_added(Id building, HookEvent e) const {
  if (static_cast<std::size_t>(building) * kEventCount >= handlers_.size()) return -1;
  return handler(building, e).most;
}

bool LuaHost::handles(Id building, HookEvent e) const {
  if (static_cast<std::size_t>(building) * kEventCount >= handlers_.size()) return false;
  const Handler& h = handler(building, e);
  return h.call != LUA_NOREF || h.offer != LUA_NOREF || h.fixed;
}

bool LuaHost::offers_at(Id building, HookEvent e) const {
  return static_cast<std::size_t>(building) * kEventCount < handlers_.size() &&
         handler(building, e).offer != LUA_NOREF;
}

std::size_t LuaHost::memory_in_use() const {
  return rt_->budget.used;
}

}  // namespace gov
