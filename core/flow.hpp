// Flow: what a phase mechanic works with while the engine applies an action: the rules,
// the State being changed (a copy, committed only on success), the primitives that change
// it, and the hook dispatcher.
#pragma once

#include <stdexcept>
#include <string>

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

struct Flow {
  const Ruleset& rules;
  State& s;
  Primitives& prims;
  const Dispatcher& dispatch;

  int players() const { return s.num_players; }
  // The seat whose turn it is: `turn` seats after the chooser.
  int turn_seat() const { return (s.chooser + s.cursor.turn) % s.num_players; }
  const RoleDef& role() const { return rules.roles[s.roles[s.cursor.card].role]; }
  int privilege() const { return role().privilege * s.cursor.mult; }
  const SetupTable& setup() const { return *rules.setup_for(s.num_players); }

  // Pushes a follow-up decision for each of the seat's buildings offering at `e`.
  void raise_offers(int seat, HookEvent e, const EventArgs& args);
};

}  // namespace gov
