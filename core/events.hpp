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

// Every cause kind once: X(enumerator, "name", "meaning"). The name is the one the journal,
// the JSON views and Python use (cause_kind_name).
#define GOV_CAUSE_KINDS(X)                                                                     \
  X(Rule, "rule", "the phase mechanic or the turn structure (id: the phase's role, or kNone)") \
  X(RoleCard, "role_card", "the coins lying on a role card (id: role)")                        \
  X(Privilege, "privilege", "the chooser's privilege (id: role)")                              \
  X(Building, "building", "a building power (id: building type)")                              \
  X(PackRule, "pack_rule", "a pack's rules.lua (id: pack index)")

// Why something happened.
enum class CauseKind : std::uint8_t {
#define GOV_CAUSE_ENUM(e, name, meaning) e,
  GOV_CAUSE_KINDS(GOV_CAUSE_ENUM)
#undef GOV_CAUSE_ENUM
};

struct Cause {
  CauseKind kind = CauseKind::Rule;
  Id id = kNone;
  bool operator==(const Cause&) const = default;
};

// Every event kind once: X(enumerator, "name", "seat", "fields", "meaning"). The name is the
// one the journal, the JSON views and Python use (event_kind_name); the other columns are
// docs/session.md's table of events, which tests/core/event_names_test.cpp checks against
// this list. In the fields, `what` is the good, worker kind, tile kind or building named.
#define GOV_EVENT_KINDS(X)                                                                     \
  X(Coins, "coins", "yes", "amount ±",                                                         \
    "coins gained or paid (role card, build price, a building's income)")                      \
  X(Vp, "vp", "yes", "amount ±",                                                               \
    "VP chips gained or returned (a privilege, a building's VP, ...)")                         \
  X(Goods, "goods", "yes", "good, amount ±",                                                   \
    "barrels taken from the supply (production, a privilege) or returned (lost "               \
    "at storage, paid)")                                                                       \
  X(Sale, "sale", "yes", "good, amount, privilege",                                            \
    "one barrel sold for `amount` coins, `privilege` of them the chooser's privilege; a "      \
    "building's extra coin is its own `coins` event")                                          \
  X(Shipment, "shipment", "yes", "good, amount, vp, ship",                                     \
    "barrels delivered (a ship or a private venue) and the VP they earn; the privilege and a " \
    "building's VP are their own `vp` events")                                                 \
  X(Kept, "kept", "yes", "good, amount",                                                       \
    "barrels kept after shipping (nothing moves; told before the losses)")                     \
  X(Worker, "worker", "yes", "worker, amount ±, from",                                         \
    "a worker joined the seat (from the ship or the supply) or went back")                     \
  X(Tile, "tile", "yes", "tile, amount ±", "a tile placed on or discarded from the island")    \
  X(TileDrawn, "tile_drawn", "no", "tile",                                                     \
    "a tile drawn from the face-down stack: new information")                                  \
  X(Building, "building", "yes", "building", "a building built")                               \
  X(CardShown, "card_shown", "owner", "building",                                              \
    "a card turned face up where every seat sees it, from a zone where some seat could not "   \
    "(a card game's cards turned up by a power): new information")                             \
  X(CardMoved, "card_moved", "no", "amount",                                                   \
    "cards a building's power or a pack rule moved from one zone to another (a draw, a "       \
    "discard, a tuck, a card given); no seat and no kind, which may be hidden: it tells the "  \
    "statistics that the power acted, and no journal line")                                    \
  X(EndTriggered, "end_triggered", "no", "reason", "a game-end condition was met")             \
  X(FinalVp, "final_vp", "yes", "building or worker, amount",                                  \
    "at the end of the game: VP of a building's power (an end score) or of scoring "           \
    "workers; no chip moves")

// In the State's terms (GameEvent's fields):
//   Coins         amount: coins gained (> 0) or paid (< 0)
//   Vp            amount: VP chips gained (> 0) or returned (< 0)
//   Goods         amount: barrels of `what` taken from (> 0) or returned to (< 0) the supply
//   Sale          one barrel of `what` sold for `amount` coins, `extra` of them the
//                 privilege; via: Venue
//   Shipment      `amount` barrels of `what` delivered for `extra` VP; via: Venue; slot: ship
//   Kept          storage after shipping: `amount` barrels of `what` kept (nothing moves)
//   Worker        amount: a worker of kind `what` joined (+1) or left (-1) the seat;
//                 via: WorkerSource when joining
//   Tile          amount: a tile of kind `what` placed (+1) on or removed (-1) from the island
//   TileDrawn     a tile of kind `what` drawn from the face-down stack (hidden until now)
//   Building      building `what` built (amount 1) in city slot `slot`
//   CardShown     a card of kind `what` moved face up into a zone every seat sees (seat: the
//                 zone's owner, kNone for a zone of the game); a build is its Building event
//   CardMoved     `amount` cards moved by the cause (a building or a pack rule only: the
//                 phases' own moves are their decisions); seat kNone, what kNone
//   EndTriggered  a game-end condition was met (via: EndReason)
//   FinalVp       at the end of the game: `amount` VP for building `what` (cause: the
//                 building) or for the workers of kind `what` (cause: the rules); no chip
//                 moves, Engine::score counts them
enum class EventKind : std::uint8_t {
#define GOV_EVENT_ENUM(e, name, seat, fields, meaning) e,
  GOV_EVENT_KINDS(GOV_EVENT_ENUM)
#undef GOV_EVENT_ENUM
};

// One row of the list above, for the docs' table and its test.
struct EventKindInfo {
  EventKind kind;
  const char* name;
  const char* seat;
  const char* fields;
  const char* meaning;
};
inline constexpr EventKindInfo kEventKinds[] = {
#define GOV_EVENT_INFO(e, name, seat, fields, meaning) {EventKind::e, name, seat, fields, meaning},
    GOV_EVENT_KINDS(GOV_EVENT_INFO)
#undef GOV_EVENT_INFO
};

struct CauseKindInfo {
  CauseKind kind;
  const char* name;
  const char* meaning;
};
inline constexpr CauseKindInfo kCauseKinds[] = {
#define GOV_CAUSE_INFO(e, name, meaning) {CauseKind::e, name, meaning},
    GOV_CAUSE_KINDS(GOV_CAUSE_INFO)
#undef GOV_CAUSE_INFO
};

// "coins", "tile_drawn", ...: the names of every output (journal, JSON, Python).
constexpr const char* event_kind_name(EventKind k) {
  return kEventKinds[static_cast<int>(k)].name;
}
constexpr const char* cause_kind_name(CauseKind k) {
  return kCauseKinds[static_cast<int>(k)].name;
}

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
