// The reward kinds of the Python module, one function of the engine's scores each, shared by
// the State (rewards(), returns()) and the vector env so both say the same thing:
//   win     1/winners to each winner at the end (the game's returns), else 0
//   margin  at the end, a seat's VP total minus the best total among the other seats
//           (positive only for a sole VP leader), else 0
//   vp      every step, what the step changed in each seat's VP total (chips, buildings,
//           end-game bonuses so far): the steps of a game sum to its final totals
#pragma once

#include <string>
#include <vector>

#include "core/engine.hpp"

namespace gov::py {

enum class Reward { Win, Margin, Vp };

// "win", "margin" or "vp"; InputError for anything else.
Reward parse_reward(const std::string& name);

// A seat's value under `kind` from the scores of a finished game (Win, Margin) or of any
// State (Vp: the VP total). `out` has one entry per seat.
void values_of(const std::vector<SeatScore>& scores, Reward kind, double* out);

}  // namespace gov::py
