// Positions for fitting the evaluation (`governor arena --positions FILE`): at every quiet
// position of a game (a role to choose, nothing pending: where the search judges its
// leaves) each seat's score so far and its evaluation terms (game/bots/evaluation_terms.hpp),
// and at the end each seat's final score and whether it won. One JSON line per game, in
// game order; `python3 -m governor.fit_eval FILE` fits weights to it.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"
#include "game/arena/arena.hpp"

namespace gov {

// The price step the terms are computed with (the tuned weights'): fitted weights are used
// with it.
double positions_barrel_price();

// One quiet position: {"round", "seats": [{"score", "terms": {name: value, ..., "fixed"}}]}.
nlohmann::json position_sample(const Engine& engine, const State& s);

// The game's line: {"game", "block", "seed", "specs", "final": [{"score", "winner"}],
// "positions": [...]}, specs as pool indices by seat.
std::string positions_line(const ArenaGame& g, const nlohmann::json& samples);

}  // namespace gov
