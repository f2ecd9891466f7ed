// What the card keys of scenario files share (docs/scenarios.md, "Card games"): cards as a
// list of kinds or a count, zones, a building of a seat named by id or slot, price tiles.
// Nothing here knows a pack: zones, kinds and tiles are the packs' cards.yaml.
#include <fmt/format.h>

#include "core/cards.hpp"
#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

bool is_number(const YNode& n) {
  return n.is_scalar() && !n.value.empty() &&
         n.value.find_first_not_of("0123456789") == std::string::npos;
}

std::string price_list(const Ruleset& r, const std::array<std::uint8_t, kMaxGoods>& tile) {
  std::vector<std::string> parts;
  for (std::size_t g = 0; g < r.goods.size(); ++g)
    parts.push_back(fmt::format("{}: {}", r.goods[g].id, tile[g]));
  return fmt::format("{{{}}}", fmt::join(parts, ", "));
}

}  // namespace

bool building_zone_mapping(Ctx& c, const YNode& val, const std::string& path, const ZoneDef& z) {
  if (val.is_map()) return true;
  c.f.error(val.at, fmt::format("{}: {} is a zone of each building: expected a mapping of "
                                "building (id or slot) to cards, got {}",
                                path, z.id, loader::describe(val)));
  return false;
}

std::optional<CardsSpec> read_cards(Ctx& c, const YNode& n, const std::string& path) {
  CardsSpec spec;
  spec.at = n.at;
  if (n.is_seq()) {
    spec.by_kind = true;
    bool ok = true;
    for (std::size_t i = 0; i < n.children.size(); ++i) {
      auto k = lookup(c, n.children[i], loader::index_path(path, i), IdKind::Card);
      if (k)
        spec.kinds.emplace_back(*k, n.children[i].at);
      else
        ok = false;
    }
    if (!ok) return std::nullopt;
    return spec;
  }
  if (n.is_scalar()) {
    auto count = loader::to_int(c.f, n, path, 0, kMaxCards);
    if (!count) return std::nullopt;
    spec.count = *count;
    return spec;
  }
  c.f.error(n.at, fmt::format("{}: expected a list of cards or a count of cards, got {}", path,
                              loader::describe(n)));
  return std::nullopt;
}

std::optional<Id> lookup_zone(Ctx& c, const YNode& n, const std::string& path) {
  if (!c.rules().cards.enabled()) {
    c.f.error(n.at, fmt::format("{}: these packs have no cards (a card game declares its zones "
                                "in cards.yaml)",
                                path));
    return std::nullopt;
  }
  return lookup(c, n, path, IdKind::Zone);
}

Id city_slot(Ctx& c, const YNode& n, const std::string& path, int seat, const State* s,
             bool (*accept)(const Ruleset&, const State&, int, int)) {
  if (is_number(n)) {
    auto slot = loader::to_int(c.f, n, path, 0, kMaxCitySpaces - 1);
    if (!slot || !s) return kNone;
    const int built = s->seat(seat).num_buildings;
    if (*slot >= built) {
      c.f.error(n.at, fmt::format("{}: seat {} has no building in slot {} (slots 0 to {} are "
                                  "built)",
                                  path, seat_shown(seat), *slot, built - 1));
      return kNone;
    }
    if (accept && !accept(c.rules(), *s, seat, *slot)) {
      c.f.error(n.at,
                fmt::format("{}: slot {} ({}) of seat {} already holds a good (one good a "
                            "building)",
                            path, *slot, c.rules().buildings[s->seat(seat).city[*slot].type].id,
                            seat_shown(seat)));
      return kNone;
    }
    return static_cast<Id>(*slot);
  }
  auto kind = lookup(c, n, path, IdKind::Building);
  if (!kind || !s) return kNone;
  const SeatState& st = s->seat(seat);
  bool any = false;
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    if (st.city[slot].type != *kind) continue;
    any = true;
    if (!accept || accept(c.rules(), *s, seat, slot)) return static_cast<Id>(slot);
  }
  const std::string& id = c.rules().buildings[*kind].id;
  if (any)
    c.f.error(n.at, fmt::format("{}: every {} of seat {} already holds a good (one good a "
                                "building; build another first)",
                                path, id, seat_shown(seat)));
  else
    c.f.error(n.at, fmt::format("{}: seat {} has no {} built (build it first: buildings: [{}])",
                                path, seat_shown(seat), id, id));
  return kNone;
}

std::optional<int> read_price_tile(Ctx& c, const YNode& n, const std::string& path) {
  const Ruleset& r = c.rules();
  const auto& tiles = r.cards.price_tiles;
  if (tiles.empty()) {
    c.f.error(n.at,
              fmt::format("{}: these packs have no price tiles (cards.yaml price_tiles)", path));
    return std::nullopt;
  }
  const int count = static_cast<int>(tiles.size());
  if (!n.is_map()) return loader::to_int(c.f, n, path, 0, count - 1);
  std::array<int, kMaxGoods> want{};
  want.fill(-1);
  bool ok = true;
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    const std::string p = loader::join_path(path, n.key(i).value);
    auto g = lookup(c, n.key(i), p, IdKind::Good);
    auto price = loader::to_int(c.f, n.val(i), p, 0, 255);
    if (g && price)
      want[*g] = *price;
    else
      ok = false;
  }
  if (!ok) return std::nullopt;
  std::vector<int> match;
  for (int t = 0; t < count; ++t) {
    bool same = true;
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      if (want[g] >= 0 && want[g] != tiles[static_cast<std::size_t>(t)][g]) same = false;
    if (same) match.push_back(t);
  }
  if (match.size() == 1) return match[0];
  if (match.empty()) {
    std::vector<std::string> all;
    for (int t = 0; t < count; ++t)
      all.push_back(fmt::format("{}: {}", t, price_list(r, tiles[static_cast<std::size_t>(t)])));
    c.f.error(n.at, fmt::format("{}: no price tile pays that; the tiles of {}: {}", path,
                                r.cards.declared_in, fmt::join(all, "; ")));
  } else {
    c.f.error(n.at, fmt::format("{}: price tiles {} all pay that; name more goods, or the "
                                "tile's number",
                                path, fmt::join(match, ", ")));
  }
  return std::nullopt;
}

std::array<int, kMaxGoods> seat_goods(const Ruleset& r, const State& s, int seat) {
  std::array<int, kMaxGoods> have{};
  const SeatState& st = s.seat(seat);
  if (!r.cards.enabled() || r.cards.role_zone[static_cast<int>(ZoneRole::Goods)] == kNone) {
    for (std::size_t g = 0; g < have.size(); ++g) have[g] = st.goods[g];
    return have;
  }
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const Id good = r.buildings[st.city[slot].type].produces;
    const int n = cards_at(r, s, r.cards.code_of_role(ZoneRole::Goods, seat, slot));
    if (good != kNone && n > 0) have[good] += n;
  }
  return have;
}

}  // namespace gov::tools::scenario
