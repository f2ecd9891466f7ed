// What one seat may see, for Python agents (seat_views.cpp; docs/python.md).
#pragma once

#include <string>
#include <vector>

#include "py_game.hpp"

namespace gov::py {

// The board as `seat` sees it (session::board_json, the others' chips hidden), JSON text.
std::string observation_string(const GameState& s, int seat);
// history() as `seat` saw it: another seat's card kept or discarded by its verb alone.
std::vector<std::string> seen_history(const GameState& s, int seat);
// {"seat", "observation" (as observation_string), "history" (seen_history)}, JSON text.
std::string information_state_string(const GameState& s, int seat);
// The information state tensor: the observation tensor, then what the seat saw that the
// observation no longer shows: each seat's VP chips, seats in turn order from `seat`
// (kMaxSeats entries, 0 past the players), then in a card game the price tiles seen turned
// up, newest first (observe_cards.hpp). Fixed size per game.
int information_state_size(const PyGame& g);
std::vector<std::string> information_state_names(const PyGame& g);
void fill_information_state(const GameState& s, int seat, float* out);

}  // namespace gov::py
