// The State: the whole game as plain data. Trivially copyable (a clone is a memcpy),
// comparable with ==, and serialisable to JSON (state_json.hpp). Nothing about a game lives
// anywhere else: building scripts keep their memory in BuildingSlot::memory.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "core/limits.hpp"
#include "core/rng.hpp"

namespace gov {

struct TileSlot {
  Id kind = kNone;
  std::uint8_t variant = 0;  // 0 face up; a pack may define others (e.g. a tile face down)
  std::array<std::uint8_t, kMaxWorkerKinds> workers{};
  bool operator==(const TileSlot&) const = default;
};

struct BuildingSlot {
  Id type = kNone;
  std::array<std::uint8_t, kMaxWorkerKinds> workers{};
  std::array<std::int16_t, kMemorySlots> memory{};  // the building script's memory
  bool operator==(const BuildingSlot&) const = default;
};

// A set of building types (a bit per type, in two words: a SeatState stays 4-byte aligned,
// with no padding for a memcmp to trip on).
struct BuildingTypes {
  std::uint32_t low = 0;   // types 0..31
  std::uint32_t high = 0;  // types 32..63
  std::uint64_t bits() const { return std::uint64_t{high} << 32 | low; }
  void add(Id type) {
    if (type < 32)
      low |= std::uint32_t{1} << type;
    else
      high |= std::uint32_t{1} << (type - 32);
  }
  bool operator==(const BuildingTypes&) const = default;
};

struct SeatState {
  std::int32_t coins = 0;
  std::int32_t vp_chips = 0;  // VP taken during play (may pass the supply, see State)
  std::array<std::uint8_t, kMaxGoods> goods{};
  std::array<std::uint8_t, kMaxWorkerKinds> san_juan{};  // workers not on a circle
  std::uint8_t num_tiles = 0;
  std::uint8_t num_buildings = 0;
  std::uint8_t city_spaces_used = 0;
  std::array<TileSlot, kMaxIslandSpaces> island{};
  std::array<BuildingSlot, kMaxCitySpaces> city{};
  // The types in city[0, num_buildings): derived, kept by add_to_city (the one way a city
  // grows; core/invariants.cpp checks it). The dispatcher skips a seat owning none of an
  // event's handlers with one AND instead of a walk over the city.
  BuildingTypes city_types{};
  // Per-phase scratch, cleared when a phase starts.
  std::uint8_t produced_mask = 0;  // goods produced this phase (bit per good)
  std::uint8_t phase_flags = 0;    // mechanic-specific (see mechanics/*.cpp)
  std::uint8_t kept_kinds = 0;     // shipping storage: kinds stored whole so far
  std::uint8_t kept_barrels = 0;   // shipping storage: single barrels kept so far
  std::uint8_t kept_mask = 0;      // shipping storage: goods stored whole (bit per good)
  std::array<std::uint8_t, kMaxGoods> kept_goods{};  // shipping storage: single barrels kept
  std::uint16_t place_cursor = 0;                    // worker placement: next allowed target key
  bool operator==(const SeatState&) const = default;
};

struct Ship {
  std::uint8_t capacity = 0;
  Id good = kNone;
  std::uint8_t load = 0;
  bool operator==(const Ship&) const = default;
};

struct RoleCard {
  Id role = kNone;
  std::uint8_t coins = 0;
  Id taken_by = kNone;  // seat, or kNone
  bool operator==(const RoleCard&) const = default;
};

// What the game is waiting for.
enum class Stage : std::uint8_t {
  Draft,       // the setup draft (packs that declare one)
  ChooseRole,  // the picking seat chooses a role card
  Phase,       // inside a role's phase (see Cursor)
  GameOver,
};

// A decision raised by a hook after an event (e.g. "take a worker onto the tile you just
// placed?"). While one is pending, it is the decision; the phase resumes after it.
struct Pending {
  Id seat = kNone;
  std::uint8_t event = 0;  // HookEvent
  Id building = kNone;     // the building that offers
  std::array<std::uint8_t, 4> args{};
  std::uint8_t amount = 0;  // the event's number (a forced decision: times still to decide)
  std::uint8_t flags = 0;   // kPendingFollowUp, kPendingRequired
  bool operator==(const Pending&) const = default;
};

// Pending::flags: the building asked to be offered again (ctx:ask_again), not a new event.
inline constexpr std::uint8_t kPendingFollowUp = 1;
// Pending::flags: the follow-up must be answered, `pass` is not offered
// (ctx:ask_again{required = true}: the gold mine's four cards, once turned up).
inline constexpr std::uint8_t kPendingRequired = 2;

struct Cursor {
  Id card = kNone;        // index into State::roles of the role being played
  std::uint8_t step = 0;  // mechanic-specific step
  std::uint8_t turn = 0;  // 0 = chooser, 1 = next seat, ... (mod players)
  std::uint8_t lap = 0;
  std::uint8_t counter = 0;  // mechanic-specific
  std::uint8_t flags = 0;    // mechanic-specific
  std::uint8_t mult = 1;     // privilege multiplier asked at phase start
  Id actor = kNone;          // seat deciding now (inside a phase)
  std::uint8_t closing = 0;  // the mechanic is done; phase-end decisions may be pending
  bool operator==(const Cursor&) const = default;
};

struct State {
  std::uint8_t num_players = 0;
  std::uint8_t governor = 0;
  std::uint8_t picks_done = 0;  // role picks made this round
  Stage stage = Stage::ChooseRole;
  std::uint16_t round = 1;
  std::uint8_t chooser = 0;        // seat that took the current role
  std::uint8_t end_triggered = 0;  // bit per end condition met this round (EndReason)
  Cursor cursor{};
  std::uint8_t num_pending = 0;
  std::array<Pending, kMaxPending> pending{};

  std::array<SeatState, kMaxSeats> seats{};

  // Supplies.
  std::int32_t vp_supply = 0;  // may go below zero: VP past the last chip still count
  std::array<std::uint16_t, kMaxWorkerKinds> worker_supply{};
  std::array<std::uint8_t, kMaxWorkerKinds> ship_workers{};
  std::array<std::uint8_t, kMaxGoods> goods_supply{};
  std::array<std::uint8_t, kMaxBuildings> building_supply{};
  std::array<std::uint8_t, kMaxStack> stack{};  // face-down tiles; the top is stack[stack_size-1]
  std::uint8_t stack_size = 0;
  std::uint8_t face_up_count = 0;
  std::array<std::uint8_t, kMaxFaceUp> face_up{};
  std::array<std::uint8_t, kMaxTileKinds> discard{};    // discarded tiles per kind
  std::array<std::uint8_t, kMaxTileKinds> open_pile{};  // open-pile tiles per kind

  std::uint8_t num_ships = 0;
  std::array<Ship, kMaxShips> ships{};
  std::uint8_t trading_house_count = 0;
  std::array<Id, kMaxTradingHouse> trading_house{};
  std::uint8_t num_roles = 0;
  std::array<RoleCard, kMaxRoleCards> roles{};

  // The setup draft (bit per building type).
  std::uint64_t drafted = 0;
  std::uint64_t draft_excluded = 0;
  std::array<std::uint8_t, 16> draft_slots{};  // free slots per cost

  // The memory slots of the pack rules (rules.lua), per pack index in the mix (the first
  // kMaxRulePacks packs).
  std::array<std::array<std::int16_t, kMemorySlots>, kMaxRulePacks> rule_memory{};

  // Where each card of a card game lies: a location code (CardRules::place decodes it;
  // 0: no such card). Empty in a game without cards. No deck order is stored: a draw takes
  // a random card of the draw pile with `rng` (core/cards.hpp).
  std::array<std::uint8_t, kMaxCards> card_at{};
  // A card game's price tiles (CardRules::price_tiles): their order, shuffled at setup and
  // never changed after (seed 004: « l'ordre des cinq Comptoirs de vente ne varie donc
  // pas »), and how many were turned up so far: the next is price_tiles[turned % count].
  // Past twice the count it drops by the count (the same next tile, every tile known).
  std::array<std::uint8_t, kMaxPriceTiles> price_tiles{};
  std::uint8_t price_tiles_turned = 0;

  Rng rng{};

  bool operator==(const State&) const = default;

  const SeatState& seat(int s) const { return seats[static_cast<std::size_t>(s)]; }
  SeatState& seat(int s) { return seats[static_cast<std::size_t>(s)]; }
  bool over() const { return stage == Stage::GameOver; }
};

static_assert(std::is_trivially_copyable_v<State>, "State must stay plain data");

// Why the game ends (bits of State::end_triggered).
enum EndReason : std::uint8_t {
  kEndWorkers = 1,  // the supply could not refill the ship
  kEndCity = 2,     // a city was filled
  kEndVp = 4,       // the last VP chip was taken
  kEndScript = 8,   // a pack rule ended it
};

// Appends a building of `type` to the seat's city, with no worker on it and an empty
// memory, and notes its type in city_types. No rule is checked here
// (Primitives::place_building checks them).
inline BuildingSlot& add_to_city(SeatState& st, Id type) {
  BuildingSlot& slot = st.city[st.num_buildings++];
  slot = BuildingSlot{type, {}, {}};
  st.city_types.add(type);
  return slot;
}

// Copies a whole State into `to` (a State, or raw storage for one) through the C library's
// memcpy. A copy written as `a = b` is expanded inline by GCC as `rep movsq`, which is
// slower here for 1.7 kB (23 ns against 19 ns a copy, measured on this project's 2-core
// EPYC VM); Engine::apply copies a State once a decision, a Game once in 32 (core/game.hpp).
void copy_state(void* to, const State& from);

// Are two States the same bytes (padding included: a difference there is a false "no",
// never a false "yes")? The key of the engine's memos and checks.
inline bool same_bytes(const State& a, const State& b) {
  return std::memcmp(&a, &b, sizeof(State)) == 0;
}

}  // namespace gov
