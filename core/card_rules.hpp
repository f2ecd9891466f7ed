// Cards and zones as a pack declares them (cards.yaml; docs/san-juan-design.md). A card
// game's cards are the copies of its buildings: card i has the fixed kind card_kind[i], so
// the State holds only where each card lies (State::card_at, one location code a card).
// A game without cards (Puerto Rico) has an empty CardRules and pays nothing for it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"

namespace gov {

// A zone exists once a game, once per seat, or once per city slot of a seat.
enum class ZoneScope : std::uint8_t { Game, Seat, Building };
// Who may see a zone's card kinds, or its count.
enum class Sight : std::uint8_t { Everyone, Owner, Nobody };
// What the generic card mechanics use a zone for (at most one zone each).
enum class ZoneRole : std::uint8_t {
  None,
  Draw,     // the draw pile: a draw takes a random card of it (the order is hidden)
  Discard,  // moved into the draw pile when that runs out
  Hand,     // a seat's hand
  Built,    // a seat's built buildings: the card of city slot k
  Looking,  // cards a seat drew and looks at before keeping some
  Goods,    // a good: a card lying on a production building of city slot k
  Covered,  // buildings built over (build_over): out of the game
};
inline constexpr int kZoneRoleCount = 8;

struct ZoneDef {
  std::string id;
  ZoneScope of = ZoneScope::Game;
  Sight sees = Sight::Nobody;  // the kinds
  Sight count = Sight::Everyone;
  ZoneRole role = ZoneRole::None;
  std::uint8_t base = 0;  // its first location code (set by CardRules::assign_codes)
};

// Where a location code points: a zone, and its seat and slot where the zone has them.
struct CardPlace {
  Id zone = kNone;  // kNone: not a card of the game (code 0) or an unassigned code
  Id seat = kNone;
  Id slot = kNone;
};

// A start variant a game may be set up with (cards.yaml `start.variants`; GameOptions::
// variant): each seat draws `hand_per_position` more cards per place of its turn from the
// governor (the governor's place is 1), then, before the first role, each seat from the
// governor discards down to `keep`, one card at a time.
struct StartVariant {
  std::string id, name;
  int hand_per_position = 0;
  int keep = 0;
};

struct CardRules {
  std::vector<ZoneDef> zones;
  std::vector<Id> card_kind;  // building type of each card, in card order
  // The zone of each role, or kNone.
  std::array<Id, kZoneRoleCount> role_zone = [] {
    std::array<Id, kZoneRoleCount> none;
    none.fill(kNone);
    return none;
  }();
  std::array<CardPlace, 256> place{};  // decoding of each location code

  // How a game starts: each seat builds one card of each of these kinds (taken from the
  // draw pile), then draws `start_hand` cards.
  std::vector<Id> start_built;
  int start_hand = 0;
  std::vector<StartVariant> start_variants;  // none on unless a game names one
  int hand_limit = 0;  // cards a seat may keep at a round's start (0: no limit)
  // Price tiles (cards.yaml `price_tiles`): per tile, the cards a good of each kind sells
  // for (indexed by good). A face-down stack, shuffled at setup, that cycles.
  std::vector<std::array<std::uint8_t, kMaxGoods>> price_tiles;
  std::string declared_in;  // the cards.yaml, for messages

  bool enabled() const { return !card_kind.empty(); }
  int count() const { return static_cast<int>(card_kind.size()); }

  // Gives each zone its range of codes from 1 on and fills `place` and `role_zone`.
  // Returns false (and assigns nothing usable) when they do not fit in 1..254.
  bool assign_codes();
  // The code of a zone at a seat and slot (ignored where the zone has none). Inline: the
  // card mechanics and ctx card methods ask it at every scan of a zone.
  std::uint8_t code(Id zone, int seat = 0, int slot = 0) const {
    const ZoneDef& z = zones[zone];
    switch (z.of) {
      case ZoneScope::Game:
        return z.base;
      case ZoneScope::Seat:
        return static_cast<std::uint8_t>(z.base + seat);
      case ZoneScope::Building:
        return static_cast<std::uint8_t>(z.base + seat * kMaxCitySpaces + slot);
    }
    return z.base;
  }
  std::uint8_t code_of_role(ZoneRole role, int seat = 0, int slot = 0) const {
    return code(role_zone[static_cast<int>(role)], seat, slot);
  }
  const ZoneDef* zone_of_code(std::uint8_t code) const {
    const Id z = place[code].zone;
    return z == kNone ? nullptr : &zones[z];
  }
  std::optional<Id> zone_index(std::string_view id) const;
  const StartVariant* start_variant(std::string_view id) const;
};

std::string_view zone_scope_name(ZoneScope s);
std::string_view sight_name(Sight s);
std::string_view zone_role_name(ZoneRole r);
std::optional<ZoneScope> zone_scope_from_name(std::string_view name);
std::optional<Sight> sight_from_name(std::string_view name);
std::optional<ZoneRole> zone_role_from_name(std::string_view name);

}  // namespace gov
