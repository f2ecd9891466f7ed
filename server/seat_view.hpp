// What the page draws, as JSON: a seat's view (the session's, plus who "you" are), the
// names of a game's packs' things, and the journal. The room's mutex is held by the caller.
#pragma once

#include <nlohmann/json.hpp>

#include "server/game_room.hpp"

namespace gov::server {

// `seat` < 0: a spectator (no actions, no undo; the last decisions only).
nlohmann::json seat_view(GameRoom& room, int seat);
// Ids, names and printed texts of the goods, tiles, workers, roles and buildings.
nlohmann::json rules_json(const Ruleset& rules);
// Every decision from `from` on as `seat` may read it (-1: a spectator; a card kept or
// discarded by another seat is not named: session/seat_eyes.hpp): seat, action, round, by
// a person or not, its events.
nlohmann::json journal_json(GameRoom& room, std::size_t from, int seat);

}  // namespace gov::server
