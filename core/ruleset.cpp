// Ruleset lookups. The tables are small (a few dozen entries at most), so a linear scan in
// declaration order is both the simplest and, at this size, the fastest lookup.
#include "core/ruleset.hpp"

#include <array>

namespace gov {

namespace {

constexpr std::array<std::string_view, kMechanicCount> kMechanicNames = {
    "draft_tiles",
    "distribute_workers",
    "build",
    "produce",
    "sell",
    "ship",
    "no_action",
    "draw_keep",
    "build_from_hand",
    "produce_onto_buildings",
    "sell_from_buildings",
};

template <typename Def>
std::optional<Id> find_id(const std::vector<Def>& defs, std::string_view id) {
  for (std::size_t i = 0; i < defs.size(); ++i)
    if (defs[i].id == id) return static_cast<Id>(i);
  return std::nullopt;
}

}  // namespace

std::string_view mechanic_name(Mechanic m) {
  auto i = static_cast<std::size_t>(m);
  return i < kMechanicNames.size() ? kMechanicNames[i] : std::string_view{};
}

std::optional<Mechanic> mechanic_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kMechanicNames.size(); ++i)
    if (kMechanicNames[i] == name) return static_cast<Mechanic>(i);
  return std::nullopt;
}

const SetupTable* Ruleset::setup_for(int players) const {
  for (const auto& s : setups)
    if (s.players == players) return &s;
  return nullptr;
}

std::optional<Id> Ruleset::good_index(std::string_view id) const {
  return find_id(goods, id);
}
std::optional<Id> Ruleset::tile_index(std::string_view id) const {
  return find_id(tile_kinds, id);
}
std::optional<Id> Ruleset::worker_index(std::string_view id) const {
  return find_id(worker_kinds, id);
}
std::optional<Id> Ruleset::building_index(std::string_view id) const {
  return find_id(buildings, id);
}
std::optional<Id> Ruleset::role_index(std::string_view id) const {
  return find_id(roles, id);
}

int Ruleset::copies_of(Id building, int players) const {
  if (building >= buildings.size()) return 0;
  const BuildingDef& b = buildings[building];
  if (const SetupTable* s = setup_for(players)) {
    if (building < s->building_copies.size() && s->building_copies[building] >= 0)
      return s->building_copies[building];
    int override_copies = s->copies_by_category[b.category == BuildingCategory::Production ? 0 : 1];
    if (override_copies >= 0) return override_copies;
  }
  return b.copies;
}

void Ruleset::index_handlers() {
  for (auto& list : handlers) list.clear();
  handler_masks.fill(0);
  offer_masks.fill(0);
  every_seat_masks.fill(0);
  every_column_masks.fill(0);
  every_column_rules.fill(false);
  unoccupied_mask = 0;
  for (std::size_t b = 0; b < buildings.size(); ++b) {
    const std::uint64_t bit = b < kMaxBuildings ? std::uint64_t{1} << b : 0;
    if (buildings[b].works_unoccupied) unoccupied_mask |= bit;
    for (int e = 0; e < kEventCount; ++e) {
      if (!buildings[b].handles[e]) continue;
      handlers[e].push_back(static_cast<Id>(b));
      handler_masks[e] |= bit;
      if (buildings[b].offers[e]) offer_masks[e] |= bit;
      if (buildings[b].every_seat[e]) every_seat_masks[e] |= bit;
      if (buildings[b].every_column[e]) every_column_masks[e] |= bit;
    }
  }
  for (auto& list : rule_handlers) list.clear();
  for (std::size_t p = 0; p < packs.size(); ++p)
    for (int e = 0; e < kEventCount; ++e)
      if (packs[p].rule_handles[e]) {
        rule_handlers[e].push_back(static_cast<Id>(p));
        every_column_rules[e] = every_column_rules[e] || packs[p].rule_every_column[e];
      }
  answered_events = 0;
  for (int e = 0; e < kEventCount; ++e)
    if (!handlers[e].empty() || !rule_handlers[e].empty()) answered_events |= std::uint64_t{1} << e;
}

}  // namespace gov
