// Observation tensors of the Python module: flat float vectors whose entries are sized from
// the Ruleset and named by ObservationLayout::names (describe()).
//
// observation(seat): what that seat may see, seats in turn order from it (its own block
// first). Hidden: the other seats' VP chips (kept face down) and the order and contents of
// the face-down tile stack (its size is public); a card game's zones as the seat sees them
// (observe_cards.hpp, from core's view_cards).
// full_state(): everything, seats in absolute order, including every seat's VP chips, the
// face-down stack's tiles per kind, and every card zone's kinds.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "core/state.hpp"
#include "observe_cards.hpp"

namespace gov::py {

class ObservationLayout {
 public:
  ObservationLayout(const Ruleset& rules, bool full);

  int size() const { return static_cast<int>(names_.size()); }
  const std::vector<std::string>& names() const { return names_; }
  // Per entry: the least and most it can be (+-infinity where nothing bounds it), and the
  // scale the normalized view divides it by (the bound, or a typical value when unbounded).
  const std::vector<double>& low() const { return low_; }
  const std::vector<double>& high() const { return high_; }
  const std::vector<double>& scale() const { return scale_; }
  // Writes size() floats. `viewer`: the seat whose view (ignored when full); `actor`: the
  // seat to act (Engine::current_seat, -1 when the game is over).
  void fill(const State& s, int viewer, int actor, float* out) const;

 private:
  const Ruleset& rules_;
  bool full_;
  int cards_, ships_;
  std::vector<std::string> names_;
  std::vector<double> low_, high_, scale_;
  std::optional<CardLayout> zones_;  // the card zones, last (none in a game without cards)
};

}  // namespace gov::py
