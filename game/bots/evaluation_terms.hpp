// The evaluation's terms for one seat before they are weighted, so that the weights can be
// fitted to data (python3 -m governor.fit_eval over `governor arena --positions`) instead
// of set by hand. For weights `w`, a seat's assets in evaluate() are
//   weighted(seat_terms(rules, seat, w.barrel_price), w)
// (tests/game/evaluation_terms_test.cpp checks it on random positions of every pack). The
// barrel price step is not a term: it scales the others, so it is held fixed.
#pragma once

#include <array>
#include <string_view>

#include "core/ruleset.hpp"
#include "core/state.hpp"
#include "game/bots/evaluation.hpp"

namespace gov {

struct EvalTerms {
  double coin = 0;             // coins
  double barrel = 0;           // barrels held
  double capacity = 0;         // barrels producible now, each (1 + price step x price)
  double potential = 0;        // barrels producible fully staffed, likewise
  double violet_occupied = 0;  // cost points of occupied non-production buildings
  double worker = 0;           // workers owned
  double empty_circle = 0;     // empty circles
  double tile = 0;             // island tiles
  double discount = 0;         // build discount points of occupied tiles
  double fixed = 0;            // price step x price of each barrel held (weight 1)
};

inline constexpr std::array<std::string_view, 9> kFittedTerms = {
    "coin",   "barrel",       "capacity", "potential", "violet_occupied",
    "worker", "empty_circle", "tile",     "discount"};

EvalTerms seat_terms(const Ruleset& r, const SeatState& st, double barrel_price);

// The term named as in kFittedTerms (and EvalWeights).
double term(const EvalTerms& t, std::string_view name);

// Σ weight x term, plus the fixed part.
double weighted(const EvalTerms& t, const EvalWeights& w);

}  // namespace gov
