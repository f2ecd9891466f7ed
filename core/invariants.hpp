// Invariants that hold after every action: conservation of every component against the
// setup table (goods, workers, VP chips, tiles, buildings), no negative coins, no circle
// over-filled. Used by the random-play tests and `governor validate --simulate`.
#pragma once

#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

// Empty when every invariant holds; otherwise one line per violation.
std::vector<std::string> check_invariants(const Ruleset& rules, const State& s);

}  // namespace gov
