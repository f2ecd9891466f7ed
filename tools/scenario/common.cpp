// Helpers shared by the scenario walkers: content ids, seat numbers, messages.
#include <fmt/format.h>

#include "core/did_you_mean.hpp"
#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

void Ctx::fail(Pos at, const std::string& message) {
  if (failures) failures->push_back(fmt::format("{}:{}: {}", f.path, at.line, message));
}

std::optional<Id> lookup(const Ctx& c, const YNode& n, const std::string& path, IdKind kind) {
  const Ruleset& r = c.rules();
  const char* what = "";
  std::vector<std::string> ids;
  auto collect = [&ids](const auto& defs) {
    for (const auto& d : defs) ids.push_back(d.id);
  };
  switch (kind) {
    case IdKind::Good:
      what = "good", collect(r.goods);
      break;
    case IdKind::Tile:
      what = "tile", collect(r.tile_kinds);
      break;
    case IdKind::Building:
      what = "building", collect(r.buildings);
      break;
    case IdKind::Worker:
      what = "worker kind", collect(r.worker_kinds);
      break;
    case IdKind::Role:
      what = "role", collect(r.roles);
      break;
    case IdKind::Card:  // a card game's cards are its buildings
      what = "card", collect(r.buildings);
      break;
    case IdKind::Zone:
      what = "zone", collect(r.cards.zones);
      break;
  }
  if (!n.is_scalar()) {
    c.f.error(n.at, fmt::format("{}: expected a {} id, got {}", path, what, loader::describe(n)));
    return std::nullopt;
  }
  for (std::size_t i = 0; i < ids.size(); ++i)
    if (ids[i] == n.value) return static_cast<Id>(i);
  c.f.error(n.at,
            fmt::format("{}: unknown {} '{}'{}", path, what, n.value, did_you_mean(n.value, ids)));
  return std::nullopt;
}

std::optional<int> seat_number(const Ctx& c, const YNode& key, const std::string& path,
                               int players) {
  if (key.value == "0") {
    // Files written when seats were counted from 0 (before #47) say so plainly.
    c.f.error(key.at, fmt::format("{}: seats are counted from 1, as the terminal, the page and "
                                  "every message count them (seat 1 is the first): got 0",
                                  path));
    return std::nullopt;
  }
  const auto n = loader::to_int(c.f, key, path, 1, players);
  if (!n) return std::nullopt;
  return *n - 1;
}

std::vector<loader::KeySpec> seat_keys(int players) {
  static const char* const kNames[] = {"1", "2", "3", "4", "5", "6", "7", "8"};
  std::vector<loader::KeySpec> keys;
  for (int i = 0; i < players && i < 8; ++i) keys.push_back({kNames[i]});
  return keys;
}

}  // namespace gov::tools::scenario
