// A caller's say in which face-down tile a draw takes (the Python module's explicit-chance
// mode, where each draw is an outcome the caller names). When an Engine has a hook set, every
// draw from the stack asks it, after any reshuffle of the discards, with the stack as it is
// then: the kind it answers is brought to the top (the topmost tile of that kind swaps with
// the top) and drawn; kNone draws the top as shuffled. Naming the kind the top already holds
// changes nothing, so a caller that names the draws the shuffle made plays the very game the
// seed plays. Without a hook (every caller by default) a draw costs one pointer test more.
#pragma once

#include "core/state.hpp"

namespace gov {

class DrawHook {
 public:
  virtual ~DrawHook() = default;
  // The tile kind to draw from `s.stack` (non-empty), or kNone for the top. A kind the
  // stack does not hold fails the action.
  virtual Id choose(const State& s) = 0;
};

}  // namespace gov
