// One-ply blunders, counted by `governor arena --blunders`: moves that a one-ply check shows
// throw away points for nothing. Defined narrowly and from the engine alone (no building,
// good or role is named):
//
//   the chosen action leaves the acting seat's banked VP (VP chips plus the printed VP of
//   its buildings) and its coins as they were, while another legal action, applied alone,
//   raises its banked VP and leaves it at least as many coins as it had.
//
// E.g. passing a build when a free building that scores is affordable. Conditional VP
// (end-of-game bonuses, which depend on workers and the rest of the game) is not counted,
// so a placement is never a blunder; an action that changes VP or coins is never one
// (trading points for coins or goods is a judgement, not a blunder).
#pragma once

#include <cstddef>

#include "core/action.hpp"
#include "core/engine.hpp"
#include "core/state.hpp"

namespace gov {

// VP chips plus the printed VP of the seat's buildings.
int banked_vp(const Ruleset& rules, const SeatState& seat);

// Whether choosing legal[pick] in `s` is a one-ply blunder of the seat to act. An action
// the engine refuses (or a hook that throws) counts as no alternative.
bool one_ply_blunder(const Engine& engine, const State& s, const ActionList& legal,
                     std::size_t pick);

}  // namespace gov
