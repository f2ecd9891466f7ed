// A generic evaluation of a position for every seat, used by the greedy bot (one ply) and
// by the search bot (leaf values). It reads only Ruleset data (prices, costs, circles,
// what tiles and buildings produce) and the engine's own score, so it works unchanged with
// any pack, modded buildings included. docs/bots.md explains the weights.
#pragma once

#include <array>
#include <string_view>

#include "core/engine.hpp"
#include "core/limits.hpp"
#include "core/state.hpp"

namespace gov {

struct EvalWeights {
  double coin = 0.35;             // per coin
  double barrel = 0.30;           // per barrel held, plus `barrel_price` per price step
  double barrel_price = 0.10;     //
  double capacity = 1.00;         // per barrel the seat can produce now (occupied chain)
  double potential = 0.35;        // per barrel a fully staffed island and city could produce
  double violet_occupied = 0.15;  // per cost point of an occupied non-production building
  double worker = 0.40;           // per worker the seat owns (on a circle or waiting)
  double empty_circle = 0.05;     // per empty circle (room for workers)
  double tile = 0.30;             // per island tile
  double discount = 0.80;         // per build discount point of an occupied tile
  double tiebreak = 0.01;         // final positions: per tie-break point (coins + barrels)
  // Card games: per card in the seat's hand or lying on its buildings as a good (money to
  // build with, or goods to sell for more): counts everyone may see.
  double card = 0.5;
};

// The weights tuned by greedy screens (docs/bots-experiments.md): fewer points for tiles,
// production and occupied non-production buildings, more for empty circles. Greedy with
// them wins 43% against three default greedy at 4 players (fair share 25%), 66% at 2.
// Bot specs name them "/tuned" (bots/bots.hpp).
EvalWeights tuned_weights();

// Sets one weight by its name (the member's name above, e.g. "coin"); false for an
// unknown name. Bot specs take overrides as "/name=value" (bots/bots.hpp).
bool set_weight(EvalWeights& w, std::string_view name, double value);

using SeatValues = std::array<double, kMaxSeats>;

// Value of every seat (higher is better). Once the game is over it is the final VP plus a
// tie-break fraction; before, VP counted so far (engine.score, end powers included) plus
// the weighted assets above.
SeatValues evaluate(const Engine& engine, const State& s, const EvalWeights& w = {});

// How good the position is for `seat` relative to the others: its value minus the best
// other seat's value.
double relative_value(const SeatValues& v, int players, int seat);

// Rewards in [0, 1] per seat for search: a finished game gives each winner 1/winners and
// the others 0; an unfinished one a logistic of relative_value over `scale` VP.
SeatValues rewards(const Engine& engine, const State& s, double scale = 6.0,
                   const EvalWeights& w = {});

}  // namespace gov
