// Game events: what an applied action did, in the order it happened, each with its cause.
// The primitives record them (core/primitives.hpp), so a pack's Lua gets events without
// writing anything: a hook's coins are attributed to its building.
//
// Recording is optional and changes no outcome: the Engine carries a pointer to an
// EventLog (Engine::record_events), never stored in the State; a failed action records
// nothing. The events of a game add up to its State (per seat: coins, VP chips, barrels
// per good, workers, tiles, buildings): tests/session/events_test.cpp checks it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/limits.hpp"

namespace gov {

// Why something happened.
enum class CauseKind : std::uint8_t {
  Rule,       // the phase mechanic or the turn structure (id: the phase's role, or kNone)
  RoleCard,   // the coins lying on a role card (id: role)
  Privilege,  // the chooser's privilege (id: role)
  Building,   // a building power (id: building type)
  PackRule,   // a pack's rules.lua (id: pack index)
};

struct Cause {
  CauseKind kind = CauseKind::Rule;
  Id id = kNone;
  bool operator==(const Cause&) const = default;
};

enum class EventKind : std::uint8_t {
  Coins,         // amount: coins gained (> 0) or paid (< 0)
  Vp,            // amount: VP chips gained (> 0) or returned (< 0)
  Goods,         // amount: barrels of `what` taken from (> 0) or returned to (< 0) the supply
  Sale,          // one barrel of `what` sold for `amount` coins, `extra` of them the
                 // privilege; via: Venue
  Shipment,      // `amount` barrels of `what` delivered for `extra` VP; via: Venue; slot: ship
  Kept,          // storage after shipping: `amount` barrels of `what` kept (nothing moves)
  Worker,        // amount: a worker of kind `what` joined (+1) or left (-1) the seat;
                 // via: WorkerSource when joining
  Tile,          // amount: a tile of kind `what` placed (+1) on or removed (-1) from the island
  TileDrawn,     // a tile of kind `what` drawn from the face-down stack (hidden until now)
  Building,      // building `what` built (amount 1) in city slot `slot`
  EndTriggered,  // a game-end condition was met (via: EndReason)
  FinalVp,       // at the end of the game: `amount` VP for building `what` (cause: the
                 // building) or for the workers of kind `what` (cause: the rules); no chip
                 // moves, Engine::score counts them
};

struct GameEvent {
  EventKind kind = EventKind::Coins;
  Id seat = kNone;  // the seat concerned (kNone: the supplies)
  Id what = kNone;  // good, worker kind, tile kind or building, by kind
  int amount = 0;
  int extra = 0;
  std::uint8_t via = 0;
  std::uint8_t slot = 0;
  Cause cause{};
  bool operator==(const GameEvent&) const = default;
};

using EventLog = std::vector<GameEvent>;

}  // namespace gov
