// Dispatcher: finds the buildings that answer a hook event and calls the HookHost for each.
// Only occupied buildings answer (or those declared works_unoccupied), and only those of
// the seat an event concerns (and, for notifications, the handlers declared to listen to
// every seat's events). Order is fixed (seats from the chooser, buildings by city
// slot) so outcomes never depend on container order.
#pragma once

#include <utility>
#include <vector>

#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

class Primitives;

// What the fold of a modify event may be after each answer: what the core does with it
// must fit the State (a multiplier counted down in a byte, a storage count, ...). An answer
// outside it is a HookError naming the hook; the action is abandoned, the game goes on.
struct AnswerRange {
  int lo = 0;
  int hi = 0;
};
AnswerRange answer_range(HookEvent e);

class Dispatcher {
 public:
  Dispatcher(const Ruleset& rules, HookHost* host) : rules_(rules), host_(host) {}

  bool any_handler(HookEvent e) const {
    return host_ != nullptr && ((rules_.answered_events >> static_cast<int>(e)) & 1U) != 0;
  }
  // May a handler of `e` answer for `seat`: a pack rule, or a building type in the seat's
  // city (kNone: none)? Inline, so that the many events nobody in a seat's city handles
  // cost a few instructions and no call.
  bool may_answer(const State& s, int seat, HookEvent e) const {
    if (!any_handler(e)) return false;
    const auto i = static_cast<std::size_t>(e);
    if (!rules_.rule_handlers[i].empty()) return true;
    return seat != kNone && (s.seat(seat).city_types.bits() & rules_.handler_masks[i]) != 0;
  }
  // Calls every active handler of `e`: the seat's buildings, or every seat's from the
  // chooser when args.seat is kNone; then the pack rules answering `e`, in pack order.
  void notify(Primitives& prims, HookEvent e, const EventArgs& args) const {
    if (any_handler(e)) notify_all(prims, e, args);
  }
  // Calls the handlers of `e` that listen to every seat's events (`seats = "all"`) in the
  // other seats' buildings, clockwise from args.seat (notify calls it after that seat's).
  void notify_listeners(Primitives& prims, HookEvent e, const EventArgs& args) const;
  // Calls the handler of `e` of one building of `seat` (active or not: the caller knows).
  void notify_building(Primitives& prims, HookEvent e, const EventArgs& args, int seat,
                       Id building) const;
  // Folds the answers of the seat's active buildings (none when seat is kNone), then of
  // the pack rules, starting from `init`.
  int modify(const State& s, int seat, HookEvent e, const EventArgs& args, int init) const {
    return may_answer(s, seat, e) ? modify_all(s, seat, e, args, init) : init;
  }
  // Events asked per column (build_discount, build_shortfall): a handler declared
  // `every_column` answers one question per listing without a column (args.amount 0),
  // the others one question per column (1-4). May a handler of the seat answer the first?
  bool asks_without_column(const State& s, int seat, HookEvent e) const {
    if (!any_handler(e)) return false;
    const auto i = static_cast<std::size_t>(e);
    return rules_.every_column_rules[i] ||
           (seat != kNone && (s.seat(seat).city_types.bits() & rules_.every_column_masks[i]) != 0);
  }
  // ... and the second (a pack rule may be of either kind: it is asked, and its host says)?
  bool asks_per_column(const State& s, int seat, HookEvent e) const {
    if (!any_handler(e)) return false;
    const auto i = static_cast<std::size_t>(e);
    if (!rules_.rule_handlers[i].empty()) return true;
    return seat != kNone && (s.seat(seat).city_types.bits() & rules_.handler_masks[i] &
                             ~rules_.every_column_masks[i]) != 0;
  }
  // The most the seat's active buildings and the pack rules answering `e` can add to the
  // fold, from their declarations (HookHost::most_added); -1 when one of them does not say.
  int most_added(const State& s, int seat, HookEvent e) const;
  // Offers of one seat's active buildings (or of one building when `only` is set).
  void offers(const State& s, int seat, HookEvent e, const EventArgs& args, ActionList& out,
              Id only = kNone) const {
    if (may_answer(s, seat, e)) offers_all(s, seat, e, args, out, only);
  }
  // Applies a chosen offer; returns true when the hook ended the seat's turn.
  bool apply_offer(Primitives& prims, int seat, HookEvent e, const EventArgs& args,
                   const Action& chosen) const;
  int score(const State& s, int seat) const;
  // The same, building by building (each active building answering final_score, by slot).
  std::vector<std::pair<Id, int>> score_parts(const State& s, int seat) const;
  // final_score_last: each active building's (and pack rule's) answer given `others`, the
  // seat's VP from every other source, each asked alone from 0 (by slot, then the rules).
  std::vector<std::pair<Id, int>> score_last_parts(const State& s, int seat, int others) const;
  // Follow-up decisions: pushes a pending decision for each of the seat's active buildings
  // that offers something at `e` (the first by city slot decides first).
  void raise(State& s, int seat, HookEvent e, const EventArgs& args) const {
    // Only buildings with an offer at `e` raise anything (a notify handler does not).
    if ((s.seat(seat).city_types.bits() & rules_.offer_masks[static_cast<std::size_t>(e)]) != 0)
      raise_all(s, seat, e, args);
  }
  // Raises one decision of `building`, an active building of the seat: pushed if it has
  // offers at `e`, unless a forced one (no `pass`) that it cannot settle now.
  void raise_one(State& s, int seat, HookEvent e, const EventArgs& args, Id building) const;
  // Pushes one pending decision of `building` (the args it will be offered with).
  void push_pending(State& s, int seat, HookEvent e, const EventArgs& args, Id building) const;

  // Is this building of the seat active (occupied, or needing no worker, and not muted)?
  bool active(const State& s, int seat, int city_slot) const;
  // The same dispatcher with one building of one seat silent: a building about to be built
  // over has lost its function and cannot help pay for the building covering it.
  Dispatcher muting(int seat, int city_slot) const {
    Dispatcher d = *this;
    d.muted_seat_ = seat;
    d.muted_slot_ = city_slot;
    return d;
  }

 private:
  // The walks behind notify, modify and offers, once a handler may answer.
  void notify_all(Primitives& prims, HookEvent e, const EventArgs& args) const;
  int modify_all(const State& s, int seat, HookEvent e, const EventArgs& args, int init) const;
  void offers_all(const State& s, int seat, HookEvent e, const EventArgs& args, ActionList& out,
                  Id only) const;
  void raise_all(State& s, int seat, HookEvent e, const EventArgs& args) const;
  // Throws HookError when `value`, the fold after hook `hook` answered, is out of range.
  void check_answer(HookEvent e, Id hook, int value) const;

  const Ruleset& rules_;
  HookHost* host_;
  int muted_seat_ = -1;
  int muted_slot_ = -1;
};

}  // namespace gov
