// Who may see the memory a pack writes (issue #48): a building's memory slots
// (BuildingSlot::memory) and a pack rule's (State::rule_memory). A script may write anything
// there, a copy of its owner's hand included, so memory is masked like a card zone: a
// building declares `memory_sight: everyone | owner | nobody` (default owner), a pack's
// rules.lua `rule_memory_sight: everyone | nobody` in pack.yaml (default nobody: a pack rule
// has no owner). Every seat output (session/seat_eyes.hpp seen_state) and every bot's sample
// (resample_hidden, the bots' looks ahead) sets the memory a seat may not see to 0.
#pragma once

#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

// May `viewer` (a seat, or -1 for a spectator, who owns nothing) see memory declared
// `sight` and owned by seat `owner` (-1: a pack rule's, owned by nobody)?
inline bool sees_memory(Sight sight, int owner, int viewer) {
  switch (sight) {
    case Sight::Everyone:
      return true;
    case Sight::Owner:
      return viewer >= 0 && owner >= 0 && owner == viewer;
    case Sight::Nobody:
      return false;
  }
  return false;
}

// May any building with a script, or any pack rule, of the mix keep memory some seat may
// not see (by its declaration: a script that never writes memory counts too)? False only
// where every script's memory is `everyone`: then there is nothing to mask.
inline bool any_hidden_memory(const Ruleset& r) {
  for (const auto& b : r.buildings)
    if (!b.script_file.empty() && b.memory_sight != Sight::Everyone) return true;
  for (const auto& p : r.packs)
    if (!p.rules_file.empty() && p.rule_memory_sight != Sight::Everyone) return true;
  return false;
}

// May `viewer` see the memory of the pack rule of pack index `pack`?
inline bool sees_rule_memory(const Ruleset& r, std::size_t pack, int viewer) {
  return pack < r.packs.size() && sees_memory(r.packs[pack].rule_memory_sight, -1, viewer);
}

// Sets every memory slot `viewer` may not see to 0: the other seats' buildings declared
// `owner`, every building declared `nobody`, the pack rules not declared `everyone`. Two
// States that differ only in such memory are the same after it.
inline void hide_memory(const Ruleset& r, State& s, int viewer) {
  for (int seat = 0; seat < s.num_players; ++seat) {
    SeatState& st = s.seat(seat);
    for (int i = 0; i < st.num_buildings; ++i) {
      BuildingSlot& b = st.city[static_cast<std::size_t>(i)];
      if (b.type == kNone || b.type >= r.buildings.size()) continue;
      if (!sees_memory(r.buildings[b.type].memory_sight, seat, viewer)) b.memory = {};
    }
  }
  for (std::size_t p = 0; p < s.rule_memory.size(); ++p)
    if (!sees_rule_memory(r, p, viewer)) s.rule_memory[p] = {};
}

}  // namespace gov
