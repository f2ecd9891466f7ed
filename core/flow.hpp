// MechanicContext: what a phase mechanic (and the engine's run to the next decision) works
// with while an action is applied or listed: the rules, the State being changed (a copy,
// committed only on success), the primitives that change it, and the hook dispatcher.
// Named `Flow` before: it holds no control flow of its own, it is the context passed to
// the code that has it. The file keeps its name for the other parts of applying an action
// it declares (RuleError, ListingNote).
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "core/action.hpp"
#include "core/dispatch.hpp"
#include "core/primitives.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

// An action that the rules do not allow here.
class RuleError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What a mechanic worked out for a decision it listed, carried with the listing to the
// apply of the action chosen from it, so it is not worked out again (the placement phase's open
// targets: core/mechanics/distribute_workers.cpp). Bytes the engine copies and never reads;
// the mechanic that put them gets them back by type. A listing made any other way
// (Engine::list) carries nothing, and chaos mode drops carries at random.
struct MechanicCarry {
  static constexpr std::size_t kBytes = 96;
  bool set = false;
  alignas(8) std::array<std::byte, kBytes> bytes;  // valid when `set`

  template <class T>
  void put(const T& v) {
    static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= kBytes);
    std::memcpy(bytes.data(), &v, sizeof(T));
    set = true;
  }
  template <class T>
  bool get(T& v) const {
    static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= kBytes);
    if (set) std::memcpy(&v, bytes.data(), sizeof(T));
    return set;
  }
};

// A full listing of the actor's legal actions that a mechanic computed on its way to a
// decision (to see whether the seat has a choice), with the State it was computed in.
// Engine::apply keeps it for the next legal_actions call when the State it ends in is that
// one, so the decision is not listed twice.
struct ListingNote {
  State state;          // filled when `with_state` (and, in the sanitizer build, at the note)
  ActionList list;      // as the mechanic listed it (legal_in then sorts it)
  MechanicCarry carry;  // what the mechanic worked out for it (note_carry), if anything
  bool set = false;
  // Engine::apply keys its memo by the State; a Game trusts its own State and needs only
  // the list, so it saves the copy.
  bool with_state = true;
};

struct MechanicContext {
  const Ruleset& rules;
  State& s;
  Primitives& prims;
  const Dispatcher& dispatch;
  ListingNote* note = nullptr;  // set while Engine::apply advances
  // While Engine::apply applies an action: the carry of the listing it was chosen from (a
  // copy, which the mechanic may update as the action changes the State), or nullptr.
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
