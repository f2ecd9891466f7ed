// The engine's turn structure (core/turn_flow.cpp), as the Engine (core/engine.cpp) uses
// it: list the decision a State is at, apply one action, run on to the next decision.
// Internal to core: front ends go through the Engine.
#pragma once

#include "core/action.hpp"
#include "core/state.hpp"

namespace gov {

struct MechanicContext;  // core/mechanics/mechanic_context.hpp

namespace turn_flow {

// The seat that picks the next role (or drafts).
inline int picker(const State& s) {
  return (s.governor + s.picks_done) % s.num_players;
}

// The legal actions of the decision f.s is at, in canonical order (Action::order_key).
void legal_in(MechanicContext& f, ActionList& out);
// Throws std::logic_error when `out` is not in canonical order; checked only in chaos mode
// and in the sanitizer build (GOVERNOR_VERIFY_NOTES).
void check_canonical(const ActionList& out);
// Applies a legal action (not checked here) at the decision f.s is at.
void step(MechanicContext& f, const Action& a);
// Moves on until somebody has a decision to make (or the game is over).
void run_to_decision(MechanicContext& f);

}  // namespace turn_flow

}  // namespace gov
