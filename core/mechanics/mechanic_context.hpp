// MechanicContext: what a phase mechanic (and the engine's run to the next decision) works
// with while an action is applied or listed: the rules, the State being changed (a copy,
// committed only on success), the primitives that change it, and the hook dispatcher.
// Named `Flow` before: it holds no control flow of its own, it is the context passed to
// the code that has it. What it hands on with a listing (ListingNote, MechanicCarry) and
// the error of an action the rules refuse (RuleError) are in core/flow.hpp.
#pragma once

#include "core/action.hpp"
#include "core/dispatch.hpp"
#include "core/flow.hpp"
#include "core/primitives.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

struct MechanicContext {
  const Ruleset& rules;
  State& s;
  Primitives& prims;
  const Dispatcher& dispatch;
  ListingNote* note = nullptr;  // set while Engine::apply advances
  // While Engine::apply applies an action: the carry of the listing it was chosen from (a
  // copy, which the mechanic may update as the action changes the State); when that listing
  // carried nothing, an empty one, which the apply may fill for its own advance (what it
  // worked out for the next listing, asking chaos::skip() first); nullptr when chaos::skip()
  // dropped the listing's carry.
  MechanicCarry* carry = nullptr;

  int players() const { return s.num_players; }
  // The seat whose turn it is: `turn` seats after the chooser.
  int turn_seat() const { return (s.chooser + s.cursor.turn) % s.num_players; }
  const RoleDef& role() const { return rules.roles[s.roles[s.cursor.card].role]; }
  int privilege() const { return role().privilege * s.cursor.mult; }
  const SetupTable& setup() const { return *rules.setup_for(s.num_players); }

  // Pushes a follow-up decision for each of the seat's buildings offering at `e`.
  void raise_offers(int seat, HookEvent e, const EventArgs& args);
  // A mechanic listed everything the actor may do now (what legal_in lists, unsorted).
  // The flow must then return to the decision without changing the State, or drop the
  // note (gov::Game trusts it: core/game.hpp).
  // The note's State is copied once, when the flow returns (Engine::apply_listed), not at
  // every listing: a turn often lists several seats before one has a choice. The sanitizer
  // build (GOVERNOR_VERIFY_NOTES) also copies it here and checks, at the return, that the
  // flow left the State as it was when it noted.
  // The list is taken, not copied: `l` is left holding the note's old list (its memory is
  // reused), so a caller reads anything it needs from `l` before.
  void note_listing(ActionList& l) {
    if (note == nullptr) return;
#ifdef GOVERNOR_VERIFY_NOTES
    copy_state(&note->state, s);
#endif
    note->list.swap(l);
    note->carry.set = false;
    note->set = true;
  }
  // After note_listing: what the mechanic worked out for that listing, for the apply of the
  // action chosen from it (MechanicCarry).
  template <class T>
  void note_carry(const T& v) {
    if (note != nullptr) note->carry.put(v);
  }
  // The State changes after a listing was noted: it no longer lists the decision.
  void drop_note() {
    if (note != nullptr) note->set = note->carry.set = false;
  }
};

}  // namespace gov
