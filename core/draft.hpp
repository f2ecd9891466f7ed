// The setup draft (DraftRule): which building types are in the game.
#pragma once

#include "core/action.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

// Takes the pool out of the supply and opens the slots; the State enters Stage::Draft.
void start_draft(const Ruleset& rules, State& s);
void legal_draft(const Ruleset& rules, const State& s, ActionList& out);
// Puts a building type in the game (its copies into the supply); ends the draft when no
// slot can take another type.
void apply_draft(const Ruleset& rules, State& s, Id building);
inline bool in_draft_pool(const Ruleset& rules, Id building) {
  for (Id b : rules.draft.pool)
    if (b == building) return true;
  return false;
}

}  // namespace gov
