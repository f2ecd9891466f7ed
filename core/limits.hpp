// Fixed capacities of the State. The State is one flat, trivially copyable block so that a
// clone is a memcpy; these bounds are what makes that possible. Packs are validated against
// them at load time (a pack with 70 building types is a load error, not a buffer overrun).
#pragma once

#include <cstdint>

namespace gov {

using Id = std::uint8_t;  // index into a Ruleset table (good, tile kind, building, role, ...)
inline constexpr Id kNone = 0xFF;

inline constexpr int kMaxSeats = 5;
inline constexpr int kMinSeats = 2;
inline constexpr int kMaxGoods = 8;
inline constexpr int kMaxTileKinds = 12;
inline constexpr int kMaxWorkerKinds = 3;
inline constexpr int kMaxBuildings = 64;  // building types in one pack mix
inline constexpr int kMaxRoles = 16;      // role types
inline constexpr int kMaxRoleCards = 12;  // role cards on the table
inline constexpr int kMaxShips = 5;
inline constexpr int kMaxIslandSpaces = 12;
inline constexpr int kMaxCitySpaces = 12;
inline constexpr int kMaxFaceUp = 10;
inline constexpr int kMaxStack = 96;  // face-down plantation tiles
inline constexpr int kMaxTradingHouse = 8;
inline constexpr int kMemorySlots = 4;  // per-building script memory (integers)
// The bits of a building's memory (its slots of 16 bits): named memory fields (YAML
// `memory:`) are packed into them, so this is the most they may need together.
inline constexpr int kMemoryBits = kMemorySlots * 16;
inline constexpr int kMaxRulePacks = 8;     // packs of a mix whose rules.lua has memory slots
inline constexpr int kMaxPending = 6;       // nested follow-up decisions
inline constexpr int kMaxPrivateSales = 4;  // private trading venues used in one phase
// Cards of a card game (the copies of its buildings; core/card_rules.hpp). One byte each in
// the State: a game without cards pays 128 bytes of copying, nothing else.
inline constexpr int kMaxCards = 128;
// A card game's price tiles (cards.yaml `price_tiles`), in a face-down stack that cycles.
inline constexpr int kMaxPriceTiles = 8;

// Counts the State holds in a byte. Goods, workers and tiles are conserved (they move
// between supplies and seats), so a setup whose totals per kind fit a byte can never
// overflow one; the loader checks the totals, the primitives check every move anyway.
inline constexpr int kMaxCountPerKind = 255;  // barrels of a good, workers of a kind, tiles
// Coins and VP chips come from an unlimited bank, so they are capped where they are gained
// (far above any real game, far below the int32 that holds them).
inline constexpr int kMaxCoins = 1000000;  // coins of one seat
inline constexpr int kMaxVp = 1000000;     // VP chips of one seat
// The chooser's privilege (role privilege x multiplier) is counted down in a byte.
inline constexpr int kMaxPrivilege = 25;            // a role's privilege (roles.yaml)
inline constexpr int kMaxPrivilegeMultiplier = 10;  // 1 + the privilege_multiplier answers

}  // namespace gov
