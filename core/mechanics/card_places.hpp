// What the card mechanics (build_from_hand, produce_onto_buildings, sell_from_buildings)
// share: the codes of a seat's card places, and its goods, a good being a card that lies
// on a production building (docs/san-juan-design.md). Nothing here names a card.
#pragma once

#include <cstdint>
#include <optional>

#include "core/cards.hpp"
#include "core/mechanics/mechanic_context.hpp"

namespace gov::card_places {

inline std::uint8_t hand(const MechanicContext& f, int seat) {
  return f.rules.cards.code_of_role(ZoneRole::Hand, seat);
}
inline std::uint8_t discard(const MechanicContext& f) {
  return f.rules.cards.code_of_role(ZoneRole::Discard);
}
inline std::uint8_t goods_on(const MechanicContext& f, int seat, int slot) {
  return f.rules.cards.code_of_role(ZoneRole::Goods, seat, slot);
}

// The good a city slot's building makes, or kNone (not a production building).
inline Id good_of_slot(const MechanicContext& f, int seat, int slot) {
  return f.rules.buildings[f.s.seat(seat).city[slot].type].produces;
}

// The seat's city slots holding a good, as a bit per slot (one scan of the cards: the
// goods codes of a seat's slots are consecutive, slot 0 first).
inline std::uint32_t loaded_slots(const MechanicContext& f, int seat) {
  static_assert(kMaxCitySpaces <= 32, "a bit per city slot");
  const auto& cr = f.rules.cards;
  if (cr.role_zone[static_cast<int>(ZoneRole::Goods)] == kNone) return 0;
  const std::uint8_t first = goods_on(f, seat, 0);
  std::uint32_t bits = 0;
  game_cards_in(f.rules, f.s, first, kMaxCitySpaces).each([&](int i) {
    bits |= 1U << (f.s.card_at[static_cast<std::size_t>(i)] - first);
  });
  return bits;
}

// The first city slot of the seat holding a building that makes `good` and whose goods
// place is `loaded` (true: holds a good; false: empty), or -1.
inline int slot_for_good(const MechanicContext& f, int seat, Id good, bool loaded) {
  const std::uint32_t full = loaded_slots(f, seat);
  for (int slot = 0; slot < f.s.seat(seat).num_buildings; ++slot)
    if (good_of_slot(f, seat, slot) == good && (((full >> slot) & 1U) != 0) == loaded) return slot;
  return -1;
}

// Goods the seat's buildings hold (true) or could take (false), as a bit per good; `full`:
// its loaded_slots when the caller has them.
inline unsigned goods_mask(const MechanicContext& f, int seat, bool loaded,
                           std::optional<std::uint32_t> full_slots = std::nullopt) {
  const std::uint32_t full = full_slots ? *full_slots : loaded_slots(f, seat);
  unsigned bits = 0;
  for (int slot = 0; slot < f.s.seat(seat).num_buildings; ++slot) {
    const Id g = good_of_slot(f, seat, slot);
    if (g != kNone && (((full >> slot) & 1U) != 0) == loaded) bits |= 1U << g;
  }
  return bits;
}

}  // namespace gov::card_places
