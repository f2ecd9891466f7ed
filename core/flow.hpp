// What applying an action hands on besides the State: the error of an action the rules
// refuse (RuleError), and what a mechanic worked out for a decision it listed, noted with
// the listing (ListingNote, MechanicCarry). The context the mechanics work in,
// MechanicContext, is core/mechanics/mechanic_context.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <type_traits>

#include "core/action.hpp"
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

}  // namespace gov
