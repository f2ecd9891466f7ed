#include "core/card_rules.hpp"

namespace gov {

namespace {

int codes_of(ZoneScope s) {
  switch (s) {
    case ZoneScope::Game:
      return 1;
    case ZoneScope::Seat:
      return kMaxSeats;
    case ZoneScope::Building:
      return kMaxSeats * kMaxCitySpaces;
  }
  return 1;
}

constexpr std::array<std::string_view, 3> kScopeNames{"game", "seat", "building"};
constexpr std::array<std::string_view, 3> kSightNames{"everyone", "owner", "nobody"};
constexpr std::array<std::string_view, kZoneRoleCount> kRoleNames{
    "none", "draw", "discard", "hand", "built", "looking", "goods", "covered"};

template <class E, std::size_t N>
std::optional<E> from_name(const std::array<std::string_view, N>& names, std::string_view n) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == n) return static_cast<E>(i);
  return std::nullopt;
}

}  // namespace

bool CardRules::assign_codes() {
  place.fill(CardPlace{});
  role_zone.fill(kNone);
  int next = 1;  // 0 is "not a card of the game"
  for (std::size_t z = 0; z < zones.size(); ++z) {
    auto& zone = zones[z];
    const int n = codes_of(zone.of);
    if (next + n > 255) return false;
    zone.base = static_cast<std::uint8_t>(next);
    for (int i = 0; i < n; ++i) {
      CardPlace& p = place[static_cast<std::size_t>(next + i)];
      p.zone = static_cast<Id>(z);
      if (zone.of == ZoneScope::Seat) p.seat = static_cast<Id>(i);
      if (zone.of == ZoneScope::Building) {
        p.seat = static_cast<Id>(i / kMaxCitySpaces);
        p.slot = static_cast<Id>(i % kMaxCitySpaces);
      }
    }
    next += n;
    if (zone.role != ZoneRole::None) role_zone[static_cast<int>(zone.role)] = static_cast<Id>(z);
  }
  return true;
}

std::optional<Id> CardRules::zone_index(std::string_view id) const {
  for (std::size_t z = 0; z < zones.size(); ++z)
    if (zones[z].id == id) return static_cast<Id>(z);
  return std::nullopt;
}

const StartVariant* CardRules::start_variant(std::string_view id) const {
  for (const auto& v : start_variants)
    if (v.id == id) return &v;
  return nullptr;
}

std::string_view zone_scope_name(ZoneScope s) {
  return kScopeNames[static_cast<int>(s)];
}
std::string_view sight_name(Sight s) {
  return kSightNames[static_cast<int>(s)];
}
std::string_view zone_role_name(ZoneRole r) {
  return kRoleNames[static_cast<int>(r)];
}
std::optional<ZoneScope> zone_scope_from_name(std::string_view n) {
  return from_name<ZoneScope>(kScopeNames, n);
}
std::optional<Sight> sight_from_name(std::string_view n) {
  return from_name<Sight>(kSightNames, n);
}
std::optional<ZoneRole> zone_role_from_name(std::string_view n) {
  return from_name<ZoneRole>(kRoleNames, n);
}

}  // namespace gov
