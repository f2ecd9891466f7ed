// The Engine's contract (core/engine.hpp): the listing of legal actions with its
// per-thread memo, the transactional apply, replay. The turn structure they run through
// (role picks, phases, building powers' decisions, the end of a round) is core/turn_flow.cpp.
#include "core/engine.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstring>
#include <new>
#include <stdexcept>

#include <fmt/format.h>

#include "core/chaos.hpp"
#include "core/dispatch.hpp"
#include "core/flow.hpp"
#include "core/mechanics/mechanic_context.hpp"
#include "core/primitives.hpp"
#include "core/round_start.hpp"
#include "core/scratch.hpp"
#include "core/turn_flow.hpp"

namespace gov {

namespace {

// The last listing of legal actions on this thread: the State it was listed in and its
// sorted list. A game loop asks legal_actions(s) and then apply(s, a) on the same State,
// which must check `a`; and apply's own run to the next decision already listed the next decision
// to see whether the seat has a choice (ListingNote). With this memo each decision is listed once.
// The key is the whole State compared bytewise, so a hit is exact (a State that differs only in
// padding is a miss, never a wrong hit); `engine` keeps engines (rules, hooks) apart. Per thread:
// engines on other threads never see it.
//
// Two slots: slots[current] is the listing; apply's note is written into the other one,
// which becomes current when it matches the State apply ends in (no copy of a State).
struct ListingMemo {
  std::uint64_t engine = 0;  // Engine id of slots[current]; 0: none yet
  int current = 0;
  std::array<ListingNote, 2> slots;
  ListingNote& listing() { return slots[static_cast<std::size_t>(current)]; }
  ListingNote& spare() { return slots[static_cast<std::size_t>(1 - current)]; }
};

ListingMemo& memo() {
  thread_local ListingMemo m;
  return m;
}

std::atomic<std::uint64_t> next_engine_id{1};

}  // namespace

using turn_flow::check_canonical;
using turn_flow::legal_in;
using turn_flow::picker;
using turn_flow::run_to_decision;
using turn_flow::step;

Engine::Engine(const Ruleset& rules, HookHost* hooks)
    : rules_(rules), hooks_(hooks), id_(next_engine_id.fetch_add(1)) {}

Id Engine::current_seat(const State& s) const {
  if (s.stage == Stage::GameOver) return kNone;
  if (s.num_pending > 0) return s.pending[s.num_pending - 1].seat;
  if (round_start::under_way(s)) return s.cursor.actor;  // a card game's hand limit
  if (s.stage == Stage::ChooseRole || s.stage == Stage::Draft) return static_cast<Id>(picker(s));
  return s.cursor.actor;
}

void Engine::list(const State& s, ActionList& out) const {
  // Listing runs no mutation: queries and offers get read-only contexts.
  State& view = const_cast<State&>(s);
  Dispatcher d(rules_, hooks_);
  Primitives p(rules_, view, nullptr);
  MechanicContext f{rules_, view, p, d};
  legal_in(f, out);
}

void Engine::legal_actions(const State& s, ActionList& out) const {
  ListingMemo& m = memo();
  if (m.engine == id_ && !chaos::skip() && same_bytes(m.listing().state, s)) {
    out = m.listing().list;
    return;
  }
  list(s, out);
  m.engine = id_;
  copy_state(&m.listing().state, s);
  m.listing().list = out;
  m.listing().carry.set = false;  // Engine::list notes nothing
}

ActionList Engine::legal_actions(const State& s) const {
  ActionList out;
  legal_actions(s, out);
  return out;
}

std::optional<std::string> Engine::apply_listed(State& s, const Action& a, const ActionList& legal,
                                                const MechanicCarry* carry, const State* backup,
                                                ListingNote& next, bool taken_from_legal) const {
  next.set = false;
  Dispatcher d(rules_, hooks_);
  Primitives p(rules_, s, &d, events_);
  p.set_draw_hook(draws_);
  const std::size_t mark = p.event_count();
  MechanicContext f{rules_, s, p, d, &next};
  // The listing's carry, for the mechanic to use and update (unless chaos::skip()). Without
  // one, an empty carry that the apply may fill for its own advance: what it worked out for
  // the next listing (the mechanic asks chaos::skip() before it fills it).
  MechanicCarry working;
  if (carry == nullptr || !carry->set) {
    f.carry = &working;
  } else if (!chaos::skip()) {
    working = *carry;
    f.carry = &working;
  }
  try {
    if (!taken_from_legal &&
        !std::binary_search(legal.begin(), legal.end(), a)) {  // sorted by legal_in
      std::string list;
      for (const auto& l : legal) list += (list.empty() ? "" : ", ") + to_text(s, l);
      return fmt::format("'{}' is not a legal action now; legal: {}", to_text(s, a), list);
    }
    step(f, a);
    run_to_decision(f);
  } catch (const std::exception& e) {
    if (backup != nullptr) copy_state(&s, *backup);
    next.set = false;
    p.rewind_events(mark);  // a failed action did nothing
    return std::string(e.what());
  }
  if (next.set) {
#ifdef GOVERNOR_VERIFY_NOTES  // the sanitizer build of CI
    if (std::memcmp(&next.state, &s, sizeof(State)) != 0)
      throw std::logic_error(
          "the flow changed the State after noting its listing "
          "(core/mechanics/mechanic_context.hpp)");
#endif
    if (next.with_state) copy_state(&next.state, s);  // the State the listing was made in
    check_canonical(next.list);
  }
  return std::nullopt;
}

std::optional<std::string> Engine::apply(State& s, const Action& a) const {
  if (s.stage == Stage::GameOver) return std::string("the game is over");
  ListingMemo& m = memo();
  // The memo holds this State's listing when the caller just listed it.
  const bool listed = m.engine == id_ && !chaos::skip() && same_bytes(m.listing().state, s);
  // Transactional: the action runs on `s` itself and a failure restores the State from
  // before it. When `s` was just listed, the memo's copy is that State (only the spare slot
  // is written until the end), so no second copy is made.
  // (Raw storage, not std::optional<State>: GCC zero-fills an optional's 1.6 kB payload.
  // A State is an implicit-lifetime aggregate, so memcpy creates one in it.)
  alignas(State) std::byte own_backup[sizeof(State)];
  const State* backup = &m.listing().state;
  ScratchActions scratch;
  if (!listed) {
    copy_state(own_backup, s);
    backup = std::launder(reinterpret_cast<const State*>(own_backup));
    try {
      list(s, *scratch);
    } catch (const std::exception& e) {
      s = *backup;
      return std::string(e.what());
    }
  }
  ListingNote& note = m.spare();
  const ActionList& legal = listed ? m.listing().list : *scratch;
  const MechanicCarry* carry = listed ? &m.listing().carry : nullptr;
  if (auto error = apply_listed(s, a, legal, carry, backup, note)) return error;
  // The listing run_to_decision made at the decision it stopped at is the next legal_actions,
  // keyed by the State the flow returned in (a flow that moves on after noting drops the
  // note: MechanicContext::note_listing).
  if (note.set) {
    m.engine = id_;
    m.current = 1 - m.current;
  }
  return std::nullopt;
}

void Engine::replay(State& s, const Action& a) const {
  Dispatcher d(rules_, hooks_);
  Primitives p(rules_, s, &d, nullptr);
  MechanicContext f{rules_, s, p, d};
  step(f, a);
  run_to_decision(f);
}

std::optional<std::string> Engine::apply_text(State& s, std::string_view text) const {
  std::string error;
  const auto a = parse(s, text, &error);
  if (!a) return error;
  return apply(s, *a);
}

void engine_run_to_decision(const Ruleset& rules, HookHost* hooks, State& s, DrawHook* draws) {
  Dispatcher d(rules, hooks);
  Primitives p(rules, s, &d);
  p.set_draw_hook(draws);
  MechanicContext f{rules, s, p, d};
  run_to_decision(f);
}

}  // namespace gov
