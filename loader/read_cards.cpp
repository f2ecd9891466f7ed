// Reader for cards.yaml: a card game's zones (what each holds, who sees it) and how a game
// starts with cards. The cards themselves are the copies of the buildings, numbered once
// every pack is read (finish_cards). docs/content-format.md, "Cards and zones".
#include <algorithm>

#include "loader/readers.hpp"

namespace gov::loader {

namespace {

std::vector<std::string> names_of(int n, std::string_view (*name)(int)) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.emplace_back(name(i));
  return out;
}
std::string_view scope_at(int i) {
  return zone_scope_name(static_cast<ZoneScope>(i));
}
std::string_view sight_at(int i) {
  return sight_name(static_cast<Sight>(i));
}
std::string_view role_at(int i) {
  return zone_role_name(static_cast<ZoneRole>(i));
}

void read_zone(LoadState& st, const FileCtx& f, const MapView& v) {
  ZoneDef z;
  auto id = v.id("id");
  if (auto of = v.choice("of", names_of(3, scope_at))) z.of = *zone_scope_from_name(*of);
  if (auto sees = v.choice("sees", names_of(3, sight_at))) z.sees = *sight_from_name(*sees);
  if (auto count = v.choice("count", names_of(3, sight_at))) z.count = *sight_from_name(*count);
  if (v.get("role"))
    if (auto role = v.choice("role", names_of(kZoneRoleCount, role_at)))
      z.role = *zone_role_from_name(*role);
  if (!id) return;
  auto& cards = st.rules.cards;
  if (cards.zone_index(*id)) {
    f.error(v.get("id")->at, "duplicate zone '" + *id + "'");
    return;
  }
  if (z.role != ZoneRole::None && std::any_of(cards.zones.begin(), cards.zones.end(),
                                              [&](const ZoneDef& o) { return o.role == z.role; })) {
    f.error(v.key_at("role"), "a second zone with role '" + std::string(zone_role_name(z.role)) +
                                  "' (one zone each)");
    return;
  }
  const ZoneScope want =
      z.role == ZoneRole::Draw || z.role == ZoneRole::Discard || z.role == ZoneRole::Covered
          ? ZoneScope::Game
      : z.role == ZoneRole::Built || z.role == ZoneRole::Goods  ? ZoneScope::Building
      : z.role == ZoneRole::Hand || z.role == ZoneRole::Looking ? ZoneScope::Seat
                                                                : z.of;
  if (z.of != want) {
    f.error(v.key_at("of"), "a zone with role '" + std::string(zone_role_name(z.role)) +
                                "' is a zone of the " + std::string(zone_scope_name(want)));
    return;
  }
  z.id = *id;
  cards.zones.push_back(std::move(z));
}

// price_tiles: a list of tiles, each a map naming every good with the cards it sells for.
void read_price_tiles(LoadState& st, const FileCtx& f, const YNode& node) {
  const YNode* items = as_list(f, node, "price_tiles");
  if (items == nullptr) return;
  auto& cards = st.rules.cards;
  std::vector<KeySpec> keys;
  for (const GoodDef& g : st.rules.goods) keys.push_back({g.id, true});
  if (items->children.size() > static_cast<std::size_t>(kMaxPriceTiles)) {
    f.error(node.at, "more than " + std::to_string(kMaxPriceTiles) + " price tiles");
    return;
  }
  if (keys.empty()) {
    f.error(node.at, "price tiles need goods (goods.yaml) to price");
    return;
  }
  for (std::size_t i = 0; i < items->children.size(); ++i) {
    MapView v(f, items->children[i], index_path("price_tiles", i), keys);
    if (!v.ok()) continue;
    std::array<std::uint8_t, kMaxGoods> tile{};
    for (std::size_t g = 0; g < st.rules.goods.size(); ++g)
      tile[g] = static_cast<std::uint8_t>(v.integer_or(st.rules.goods[g].id, 0, 0, kMaxCards));
    cards.price_tiles.push_back(tile);
  }
}

// start.variants: the start variants a game may be set up with (StartVariant), each named.
void read_start_variants(LoadState& st, const FileCtx& f, const YNode& node) {
  const YNode* items = as_list(f, node, "start.variants");
  if (items == nullptr) return;
  auto& cards = st.rules.cards;
  for (std::size_t i = 0; i < items->children.size(); ++i) {
    MapView v(f, items->children[i], index_path("start.variants", i),
              {{"id", true}, {"name", true}, {"hand_per_position", true}, {"keep", true}});
    if (!v.ok()) continue;
    const auto id = v.id("id");
    const auto name = v.string("name");
    const auto per = v.integer("hand_per_position", 0, kMaxCards);
    const auto keep = v.integer("keep", 0, kMaxCards);
    if (!id || !name || !per || !keep) continue;
    if (cards.start_variant(*id)) {
      f.error(v.get("id")->at, v.key_path("id") + ": duplicate start variant '" + *id + "'");
      continue;
    }
    // The governor is dealt the fewest: at least one card more than it keeps, or the
    // variant asks nobody to choose.
    const int fewest = cards.start_hand + *per;
    if (*keep >= fewest) {
      f.error(v.get("keep")->at,
              v.key_path("keep") + ": " + std::to_string(*keep) +
                  " is not less than the fewest cards dealt (" + std::to_string(fewest) +
                  ": hand " + std::to_string(cards.start_hand) + " + hand_per_position " +
                  std::to_string(*per) + " for the governor): nobody would discard");
      continue;
    }
    cards.start_variants.push_back({*id, *name, *per, *keep});
  }
}

}  // namespace

void read_cards(LoadState& st, const FileCtx& f, const YNode& root) {
  MapView top(f, root, "", {{"zones", true}, {"start"}, {"hand_limit"}, {"price_tiles"}});
  if (!top.ok()) return;
  auto& cards = st.rules.cards;
  if (!cards.zones.empty()) {
    f.error(top.at(), "the zones are declared already by an earlier pack (one cards.yaml a game)");
    return;
  }
  if (const YNode* list = top.get("zones"))
    if (const YNode* items = as_list(f, *list, "zones"))
      for (std::size_t i = 0; i < items->children.size(); ++i) {
        MapView v(f, items->children[i], index_path("zones", i),
                  {{"id", true}, {"of", true}, {"sees", true}, {"count", true}, {"role"}});
        if (v.ok()) read_zone(st, f, v);
      }
  cards.hand_limit = top.integer_or("hand_limit", 0, 0, kMaxCards);
  if (const YNode* tiles = top.get("price_tiles")) read_price_tiles(st, f, *tiles);
  if (const YNode* start = top.get("start")) {
    MapView s(f, *start, "start", {{"built"}, {"hand"}, {"variants"}});
    if (s.ok()) {
      cards.start_hand = s.integer_or("hand", 0, 0, kMaxCards);
      if (const YNode* variants = s.get("variants")) read_start_variants(st, f, *variants);
      if (const YNode* built = s.get("built"))
        if (const YNode* items = as_list(f, *built, "start.built"))
          for (std::size_t i = 0; i < items->children.size(); ++i)
            if (auto b = st.resolve(f, items->children[i], index_path("start.built", i),
                                    IdKind::Building))
              cards.start_built.push_back(*b);
    }
  }
  cards.declared_in = f.path;
  for (ZoneRole need : {ZoneRole::Draw, ZoneRole::Hand, ZoneRole::Built})
    if (std::none_of(cards.zones.begin(), cards.zones.end(),
                     [&](const ZoneDef& z) { return z.role == need; }))
      f.error(top.at(), "no zone has role '" + std::string(zone_role_name(need)) +
                            "' (a card game needs a draw pile, hands and built buildings)");
}

void finish_cards(LoadState& st) {
  auto& cards = st.rules.cards;
  // The zones each card mechanic moves cards between: draw_keep draws into a seat's looking
  // zone, keeps into its hand, discards the rest; build_from_hand builds a hand card and
  // pays with others; produce_onto_buildings draws goods onto buildings; sell_from_buildings
  // discards goods and draws their price into the hand.
  const auto needs = [](Mechanic m) -> std::vector<ZoneRole> {
    switch (m) {
      case Mechanic::DrawKeep:
        return {ZoneRole::Draw, ZoneRole::Discard, ZoneRole::Hand, ZoneRole::Looking};
      case Mechanic::BuildFromHand:
        return {ZoneRole::Discard, ZoneRole::Hand, ZoneRole::Built};
      case Mechanic::ProduceOntoBuildings:
        return {ZoneRole::Draw, ZoneRole::Goods};
      case Mechanic::SellFromBuildings:
        return {ZoneRole::Draw, ZoneRole::Discard, ZoneRole::Hand, ZoneRole::Goods};
      default:
        return {};
    }
  };
  const auto what = [](Mechanic m) -> std::string {
    return m == Mechanic::DrawKeep               ? "draws and keeps cards"
           : m == Mechanic::BuildFromHand        ? "builds from the hand"
           : m == Mechanic::ProduceOntoBuildings ? "lays goods on buildings"
                                                 : "sells goods for cards";
  };
  for (const RoleDef& role : st.rules.roles) {
    std::string missing;
    for (ZoneRole need : needs(role.mechanic))
      if (std::none_of(cards.zones.begin(), cards.zones.end(),
                       [&](const ZoneDef& z) { return z.role == need; }))
        missing += (missing.empty() ? "'" : ", '") + std::string(zone_role_name(need)) + "'";
    if (!missing.empty())
      st.sink.error(role.where.file, {role.where.line, role.where.column},
                    "role '" + role.id + "' " + what(role.mechanic) + " (" +
                        std::string(mechanic_name(role.mechanic)) + "): cards.yaml " +
                        "declares no zone of role " + missing);
    if (role.mechanic == Mechanic::SellFromBuildings && cards.price_tiles.empty())
      st.sink.error(role.where.file, {role.where.line, role.where.column},
                    "role '" + role.id + "' sells goods for cards (sell_from_buildings): " +
                        "cards.yaml declares no price_tiles");
  }
  if (cards.hand_limit > 0 && !cards.zones.empty() &&
      cards.role_zone[static_cast<int>(ZoneRole::Discard)] == kNone &&
      std::none_of(cards.zones.begin(), cards.zones.end(),
                   [](const ZoneDef& z) { return z.role == ZoneRole::Discard; }))
    st.sink.error(cards.declared_in, {}, "a hand_limit needs a zone of role 'discard'");
  if (!cards.start_variants.empty() && !cards.zones.empty() &&
      cards.role_zone[static_cast<int>(ZoneRole::Discard)] == kNone &&
      std::none_of(cards.zones.begin(), cards.zones.end(),
                   [](const ZoneDef& z) { return z.role == ZoneRole::Discard; }))
    st.sink.error(cards.declared_in, {},
                  "start variants (start.variants) need a zone of role 'discard'");
  if (cards.zones.empty()) return;
  const std::string& file = cards.declared_in;
  cards.card_kind.clear();
  for (std::size_t b = 0; b < st.rules.buildings.size(); ++b)
    for (int c = 0; c < st.rules.buildings[b].copies; ++c)
      cards.card_kind.push_back(static_cast<Id>(b));
  if (cards.card_kind.size() > static_cast<std::size_t>(kMaxCards))
    st.sink.error(file, {},
                  "the buildings' copies make " + std::to_string(cards.card_kind.size()) +
                      " cards; a game holds at most " + std::to_string(kMaxCards));
  if (cards.card_kind.empty())
    st.sink.error(file, {}, "zones are declared but no building has copies: a game of no cards");
  if (!cards.assign_codes())
    st.sink.error(file, {},
                  "the zones need more than 254 location codes (a zone of a building takes " +
                      std::to_string(kMaxSeats * kMaxCitySpaces) + ", of a seat " +
                      std::to_string(kMaxSeats) + "); declare fewer zones");
}

}  // namespace gov::loader
