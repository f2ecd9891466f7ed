// The engine's turn structure: role picks, phases through their mechanics, follow-up
// decisions raised by building powers, the end of a round and of the game. The Engine
// (core/engine.cpp) lists and applies through it; core/turn_flow.hpp says what it offers.
#include "core/turn_flow.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include <fmt/format.h>

#include "core/chaos.hpp"
#include "core/dispatch.hpp"
#include "core/draft.hpp"
#include "core/flow.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/mechanics/mechanic_context.hpp"
#include "core/primitives.hpp"
#include "core/round_start.hpp"
#include "core/scratch.hpp"

namespace gov {

namespace turn_flow {

namespace {

EventArgs unpack_args(const State& s, const Pending& p) {
  EventArgs ev;
  ev.seat = p.seat;
  if (s.stage == Stage::Phase && s.cursor.card != kNone) ev.role = s.roles[s.cursor.card].role;
  ev.tile = p.args[0];
  ev.slot = p.args[1];
  ev.building = p.args[2];
  ev.via = p.args[3];
  ev.amount = p.amount;
  ev.follow_up = (p.flags & kPendingFollowUp) != 0;
  return ev;
}

bool forced(HookEvent e) {
  return (kHookEvents[static_cast<int>(e)].kinds & kForced) != 0;
}

const MechanicImpl& current_mechanic(const MechanicContext& f) {
  return mechanic_impl(f.role().mechanic);
}

void legal_roles(const MechanicContext& f, ActionList& out) {
  static_assert(kMaxRoles <= 32, "a bit per role");
  std::uint32_t offered = 0;  // roles offered so far: only another copy is compared
  for (int i = 0; i < f.s.num_roles; ++i) {
    const auto& card = f.s.roles[i];
    if (card.taken_by != kNone) continue;
    const std::uint32_t bit = std::uint32_t{1} << card.role;
    bool same_as_earlier = false;  // identical cards are one choice
    for (int j = 0; j < i && (offered & bit) != 0; ++j) {
      const auto& o = f.s.roles[j];
      same_as_earlier |= o.taken_by == kNone && o.role == card.role && o.coins == card.coins;
    }
    offered |= bit;
    // Pushed as a named value (push_back(const Action&)): the rvalue overload shares one
    // out-of-line emplace_back with every other listing, and with this caller gone GCC 12
    // (link-time optimised) inlines it into the builder's listing too: callgrind, 20 base
    // games, 20.29M -> 19.80M instructions. A compiler's choice, so it is measured, not assumed.
    const Action role = Action::make(ActionType::Role, static_cast<Id>(i));
    if (!same_as_earlier) out.push_back(role);
  }
}

void legal_pending(const MechanicContext& f, ActionList& out) {
  const Pending& p = f.s.pending[f.s.num_pending - 1];
  // Pass first, where there is one: first in the canonical order, so no sort is needed.
  if (!forced(static_cast<HookEvent>(p.event)) && (p.flags & kPendingRequired) == 0)
    out.push_back(Action::pass());
  f.dispatch.offers(f.s, p.seat, static_cast<HookEvent>(p.event), unpack_args(f.s, p), out,
                    p.building);
}

void clear_phase_scratch(State& s) {
  for (int i = 0; i < s.num_players; ++i) {
    auto& st = s.seat(i);
    st.produced_mask = 0;
    st.phase_flags = 0;
    st.kept_kinds = 0;
    st.kept_barrels = 0;
    st.kept_mask = 0;
    st.kept_goods.fill(0);
    st.place_cursor = 0;
  }
}

// Raises `e`'s offers for every seat, from the chooser clockwise.
void raise_for_all(MechanicContext& f, HookEvent e) {
  if (!f.dispatch.any_handler(e)) return;
  EventArgs ev;
  ev.role = f.s.roles[f.s.cursor.card].role;
  for (int i = f.players() - 1; i >= 0; --i) {  // pending is a stack: last pushed decides first
    const int seat = (f.s.chooser + i) % f.players();
    ev.seat = static_cast<Id>(seat);
    f.raise_offers(seat, e, ev);
  }
}

// The chooser's privilege multiplier, asked again after every decision of the phase: a
// worker moved onto a building during the phase (before the privilege is used) counts.
void refresh_multiplier(MechanicContext& f) {
  State& s = f.s;
  if (s.stage != Stage::Phase || s.cursor.card == kNone) return;
  EventArgs ev;
  ev.seat = s.chooser;
  ev.role = s.roles[s.cursor.card].role;
  s.cursor.mult = static_cast<std::uint8_t>(
      1 + std::max(0, f.dispatch.modify(s, s.chooser, HookEvent::PrivilegeMultiplier, ev, 0)));
}

void take_role(MechanicContext& f, int card_index) {
  State& s = f.s;
  auto& card = s.roles[card_index];
  const int seat = picker(s);
  card.taken_by = static_cast<Id>(seat);
  {
    Primitives::CauseScope why(f.prims, Cause{CauseKind::RoleCard, card.role});
    f.prims.gain_coins(seat, card.coins);
  }
  card.coins = 0;
  s.chooser = static_cast<std::uint8_t>(seat);
  s.stage = Stage::Phase;
  s.cursor = Cursor{};
  s.cursor.card = static_cast<Id>(card_index);
  clear_phase_scratch(s);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.role = card.role;
  s.cursor.mult = static_cast<std::uint8_t>(
      1 + std::max(0, f.dispatch.modify(s, seat, HookEvent::PrivilegeMultiplier, ev, 0)));
  f.dispatch.notify(f.prims, HookEvent::RoleTaken, ev);
  EventArgs all;
  all.role = card.role;
  f.dispatch.notify(f.prims, HookEvent::PhaseStart, all);
  current_mechanic(f).start(f);
  // Decisions at the start of the phase come before its first turn.
  raise_for_all(f, HookEvent::PhaseStart);
}

// The end-of-game VP that are no chips (building powers, scoring workers), told as events
// when events are recorded. Score hooks only read: no outcome changes.
void record_final_vp(MechanicContext& f) {
  for (int seat = 0; seat < f.players(); ++seat) {
    GameEvent e;
    e.kind = EventKind::FinalVp;
    e.seat = static_cast<Id>(seat);
    for (const auto& [building, vp] : f.dispatch.score_parts(f.s, seat)) {
      if (vp == 0) continue;
      e.what = building;
      e.amount = vp;
      Primitives::CauseScope why(f.prims, Cause{CauseKind::Building, building});
      f.prims.record(e);
    }
    const auto& st = f.s.seat(seat);
    for (int k = 0; k < static_cast<int>(f.rules.worker_kinds.size()); ++k) {
      if (f.rules.worker_kinds[k].end_vp == 0) continue;
      int owned = st.san_juan[k];
      for (int i = 0; i < st.num_tiles; ++i) owned += st.island[i].workers[k];
      for (int i = 0; i < st.num_buildings; ++i) owned += st.city[i].workers[k];
      if (owned == 0) continue;
      e.what = static_cast<Id>(k);
      e.amount = owned * f.rules.worker_kinds[k].end_vp;
      f.prims.record(e);
    }
  }
}

void end_round(MechanicContext& f) {
  State& s = f.s;
  f.dispatch.notify(f.prims, HookEvent::RoundEnd, EventArgs{});
  for (int i = 0; i < s.num_roles; ++i) {
    auto& card = s.roles[i];
    // The coins lie on the card in a byte; only a game that never ends gets there.
    const int bonus = f.rules.settings.unpicked_role_coins;
    if (card.taken_by == kNone && card.coins + bonus > 0xFF)
      throw RuleError(
          fmt::format("role card {} would hold more than 255 coins (round {})", i + 1, s.round));
    if (card.taken_by == kNone) card.coins = static_cast<std::uint8_t>(card.coins + bonus);
    card.taken_by = kNone;
  }
  s.picks_done = 0;
  if (s.end_triggered) {
    s.stage = Stage::GameOver;
    if (f.prims.recording()) record_final_vp(f);
    return;
  }
  s.governor = static_cast<std::uint8_t>((s.governor + 1) % s.num_players);
  ++s.round;
  round_start::begin(f);
}

void end_phase(MechanicContext& f) {
  State& s = f.s;
  EventArgs all;
  all.role = s.roles[s.cursor.card].role;
  f.dispatch.notify(f.prims, HookEvent::PhaseEnd, all);
  clear_phase_scratch(s);
  s.stage = Stage::ChooseRole;
  s.cursor = Cursor{};
  ++s.picks_done;
  if (s.end_triggered && f.rules.settings.end_after_phase) {
    // The game ends here, the round unfinished: no round_end, no coins on the roles.
    s.stage = Stage::GameOver;
    if (f.prims.recording()) record_final_vp(f);
    return;
  }
  if (s.picks_done >= f.setup().picks_per_round) end_round(f);
}

// Bit per city slot of the seat's active buildings.
std::uint32_t active_slots(const MechanicContext& f, int seat) {
  static_assert(kMaxCitySpaces <= 32, "a bit per city slot");
  std::uint32_t bits = 0;
  for (int slot = 0; slot < f.s.seat(seat).num_buildings; ++slot)
    if (f.dispatch.active(f.s, seat, slot)) bits |= 1U << slot;
  return bits;
}

// Workers moved at the start or the end of a phase work at once: a building they made
// active (`before`: the active slots before the decision) answers that same point, its
// notification at the start (which the others had before the decisions) and its offers
// at either point (they come first now). The guest house (seed 000, « Pension »): guests
// moved « au début, pendant, ou à la fin de toutes les autres phases [...] entreront alors
// immédiatement en activité ».
void wake_at_point(MechanicContext& f, int seat, HookEvent e, std::uint32_t before) {
  if (e != HookEvent::PhaseStart && e != HookEvent::PhaseEnd) return;
  const std::uint32_t woken = active_slots(f, seat) & ~before;
  if (woken == 0) return;
  const auto& st = f.s.seat(seat);
  EventArgs all;  // as the phase's notification had them
  all.role = f.s.roles[f.s.cursor.card].role;
  if (e == HookEvent::PhaseStart)
    for (int slot = 0; slot < st.num_buildings; ++slot)
      if ((woken >> slot) & 1U)
        f.dispatch.notify_building(f.prims, e, all, seat, st.city[slot].type);
  EventArgs ev = all;  // as raise_for_all offers them
  ev.seat = static_cast<Id>(seat);
  for (int slot = st.num_buildings - 1; slot >= 0; --slot) {  // a stack: the first slot first
    if (((woken >> slot) & 1U) == 0) continue;
    f.dispatch.raise_one(f.s, seat, e, ev, st.city[slot].type);
  }
}

}  // namespace

// A listing's canonical order (sorted, without duplicates: Action::order_key) is kept by
// whoever lists: the mechanics list in it, and the Dispatcher keeps the scripts' offers in it
// (keep_canonical), so no listing is sorted or checked here. The sanitizer build and chaos
// mode check every listing; tests/core/random_play_test.cpp checks them in every mix.
void check_canonical(const ActionList& out) {
#ifndef GOVERNOR_VERIFY_NOTES
  if (!chaos::enabled()) return;
#endif
  const auto out_of_order = std::adjacent_find(
      out.begin(), out.end(),
      [](const Action& x, const Action& y) { return x.order_key() >= y.order_key(); });
  if (out_of_order != out.end())
    throw std::logic_error("a listing is not in canonical order (core/turn_flow.cpp)");
}

void legal_in(MechanicContext& f, ActionList& out) {
  out.clear();
  switch (f.s.stage) {
    case Stage::GameOver:
      return;
    case Stage::Draft:
      legal_draft(f.rules, f.s, out);
      break;
    case Stage::ChooseRole:
      if (f.s.num_pending > 0)
        legal_pending(f, out);
      else if (round_start::under_way(f.s))
        round_start::legal(f, out);
      else
        legal_roles(f, out);
      break;
    case Stage::Phase:
      if (f.s.num_pending > 0)
        legal_pending(f, out);
      else
        current_mechanic(f).legal(f, out);
      break;
  }
  check_canonical(out);
}

// Moves on until somebody has a decision to make (or the game is over). Not a mechanic's
// `advance` (one phase's next step, core/mechanics/mechanic.hpp): this one runs the whole
// game, mechanics, pending offers and role choices, up to the next decision.
void run_to_decision(MechanicContext& f) {
  State& s = f.s;
  for (int guard = 0; guard < 10000; ++guard) {
    if (s.num_pending > 0) {
      ScratchActions offers;
      legal_pending(f, *offers);
      const std::size_t options = offers->size();
      // What legal_in lists now (it lists the draft, not pending decisions, in a draft).
      if (s.stage != Stage::Draft) f.note_listing(*offers);  // takes the list
      const Pending& top = s.pending[s.num_pending - 1];
      if (forced(static_cast<HookEvent>(top.event))) {
        if (options == 0)
          throw RuleError(fmt::format("{} has no way left to settle {}",
                                      f.rules.buildings[top.building].id,
                                      event_name(static_cast<HookEvent>(top.event))));
        return;  // a forced decision is asked even with one option
      }
      if (options > 1) return;
      s.pending[--s.num_pending] = Pending{};  // the offer lapsed (nothing left to choose)
      f.drop_note();
      continue;
    }
    if (round_start::under_way(s)) {
      if (round_start::advance(f)) return;
      continue;
    }
    if (s.stage != Stage::Phase) return;
    if (!s.cursor.closing) {
      if (current_mechanic(f).advance(f)) {
        if (s.num_pending > 0) continue;
        return;
      }
      // The mechanic is done: building powers may still act at the end of the phase.
      s.cursor.closing = 1;
      raise_for_all(f, HookEvent::PhaseEnd);
      continue;
    }
    end_phase(f);
  }
  throw RuleError("the engine made no progress (a mechanic loops)");
}

void step(MechanicContext& f, const Action& a) {
  State& s = f.s;
  if (s.num_pending > 0 || s.stage != Stage::Phase) f.carry = nullptr;  // a mechanic's only
  if (s.num_pending > 0) {
    const Pending p = s.pending[--s.num_pending];
    s.pending[s.num_pending] = Pending{};
    const auto e = static_cast<HookEvent>(p.event);
    const EventArgs args = unpack_args(f.s, p);
    if (a.type == ActionType::Use) {
      const std::uint32_t before = active_slots(f, p.seat);
      f.dispatch.apply_offer(f.prims, p.seat, e, args, a);
      wake_at_point(f, p.seat, e, before);
    }
    if (forced(e) && p.amount > 1) {  // one unit settled: ask for the next
      EventArgs rest = args;
      rest.amount = p.amount - 1;
      f.dispatch.push_pending(s, p.seat, e, rest, p.building);
    }
    refresh_multiplier(f);
    return;
  }
  if (s.stage == Stage::Draft) {
    apply_draft(f.rules, s, a.a);
    return;
  }
  if (s.stage == Stage::ChooseRole) {
    if (round_start::under_way(s))
      round_start::apply(f, a);
    else
      take_role(f, a.a);
    return;
  }
  current_mechanic(f).apply(f, a);
  refresh_multiplier(f);
}

}  // namespace turn_flow

void MechanicContext::raise_offers(int seat, HookEvent e, const EventArgs& args) {
  dispatch.raise(s, seat, e, args);
}

}  // namespace gov
