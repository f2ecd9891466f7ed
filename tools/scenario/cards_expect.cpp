// The card keys of `expect:` (docs/scenarios.md, "Card games"): a seat's hand (a count, or
// its kinds exactly), the cards in any zone of a seat, of one of its buildings or of the
// game (a count, or the kinds exactly), and the price tile turned up last. A seat's goods
// and buildings are the Puerto Rico keys (expect.cpp), which read cards in a card game.
#include <algorithm>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;
using loader::join_path;

std::string kinds_text(const Ruleset& r, std::vector<Id> kinds) {
  std::vector<std::string> ids;
  for (Id k : kinds) ids.push_back(r.buildings[k].id);
  std::sort(ids.begin(), ids.end());
  return fmt::format("[{}]", fmt::join(ids, ", "));
}

// The cards at `code` against `spec`: their number, or their kinds exactly (any order).
void expect_cards(Ctx& c, const CardsSpec& spec, const std::string& path, const State& s,
                  std::uint8_t code) {
  const Ruleset& r = c.rules();
  if (!spec.by_kind) {
    c.expect_eq(spec.at, path, spec.count, cards_at(r, s, code));
    return;
  }
  std::vector<Id> want, have;
  for (const auto& [k, at] : spec.kinds) want.push_back(k);
  const auto per_kind = kinds_at(r, s, code);
  for (std::size_t k = 0; k < per_kind.size(); ++k)
    for (int i = 0; i < per_kind[k]; ++i) have.push_back(static_cast<Id>(k));
  c.expect_eq(spec.at, path, kinds_text(r, want), kinds_text(r, have));
}

bool no_cards(Ctx& c, Pos at, const std::string& path) {
  if (c.rules().cards.enabled()) return false;
  c.f.error(at, path + ": these packs have no cards (a card game declares them in cards.yaml)");
  return true;
}

// A building of the seat for an expectation: one not built is a failed expectation, not
// bad input. kNone when there is none (or while validating).
Id built_slot(Ctx& c, const YNode& key, const std::string& path, int seat, const State* s) {
  city_slot(c, key, path, seat, nullptr);  // checks the key's shape and id (reported)
  if (!s) return kNone;
  const SeatState& st = s->seat(seat);
  if (key.value.find_first_not_of("0123456789") == std::string::npos) {
    const int n = std::stoi(key.value);
    if (n < st.num_buildings) return static_cast<Id>(n);
    ++c.checks;
    c.fail(key.at, fmt::format("{}: expected a building in slot {}, the seat has {}", path, n,
                               static_cast<int>(st.num_buildings)));
    return kNone;
  }
  for (int b = 0; b < st.num_buildings; ++b)
    if (c.rules().buildings[st.city[b].type].id == key.value) return static_cast<Id>(b);
  ++c.checks;
  c.fail(key.at, fmt::format("{}: expected built, not built", path));
  return kNone;
}

// `zones:` under a seat (`seat` >= 0) or the game: zone id -> cards; a zone of a building
// takes building (id or slot) -> cards.
void expect_zones(Ctx& c, const YNode& n, const std::string& path, int seat, const State* s) {
  if (!n.is_map()) {
    c.f.error(n.at, fmt::format("{}: expected a mapping of zone to cards, got {}", path,
                                loader::describe(n)));
    return;
  }
  const auto& cr = c.rules().cards;
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    const std::string p = join_path(path, n.key(i).value);
    auto zone = lookup_zone(c, n.key(i), p);
    if (!zone) continue;
    const ZoneDef& z = cr.zones[*zone];
    const YNode& val = n.val(i);
    if ((seat < 0) != (z.of == ZoneScope::Game)) {
      c.f.error(n.key(i).at, seat < 0 ? fmt::format("{}: {} is a zone of each {}: check it under "
                                                    "expect.seats.N.zones",
                                                    p, z.id, zone_scope_name(z.of))
                                      : fmt::format("{}: {} is a zone of the game: check it under "
                                                    "expect.zones",
                                                    p, z.id));
      continue;
    }
    if (z.of != ZoneScope::Building) {
      auto spec = read_cards(c, val, p);
      if (spec && s) expect_cards(c, *spec, p, *s, cr.code(*zone, std::max(seat, 0)));
      continue;
    }
    if (!building_zone_mapping(c, val, p, z)) continue;
    for (std::size_t b = 0; b < val.map_size(); ++b) {
      const std::string bp = join_path(p, val.key(b).value);
      auto spec = read_cards(c, val.val(b), bp);
      const Id slot = built_slot(c, val.key(b), bp, seat, s);
      if (spec && s && slot != kNone) expect_cards(c, *spec, bp, *s, cr.code(*zone, seat, slot));
    }
  }
}

}  // namespace

void check_seat_cards(Ctx& c, const MapView& m, int seat, const State* s) {
  const auto& cr = c.rules().cards;
  for (const char* key : {"hand", "hand_kinds", "zones"})
    if (m.get(key) && no_cards(c, m.key_at(key), m.key_path(key))) return;
  if (const YNode* h = m.get("hand")) {
    auto n = loader::to_int(c.f, *h, m.key_path("hand"), 0, kMaxCards);
    if (n && s)
      c.expect_eq(h->at, m.key_path("hand"), *n,
                  cards_at(c.rules(), *s, cr.code_of_role(ZoneRole::Hand, seat)));
  }
  if (const YNode* h = m.get("hand_kinds")) {
    if (!h->is_seq()) {
      c.f.error(h->at, fmt::format("{}: expected a list of cards, got {}", m.key_path("hand_kinds"),
                                   loader::describe(*h)));
    } else if (auto spec = read_cards(c, *h, m.key_path("hand_kinds")); spec && s) {
      expect_cards(c, *spec, m.key_path("hand_kinds"), *s, cr.code_of_role(ZoneRole::Hand, seat));
    }
  }
  if (const YNode* z = m.get("zones")) expect_zones(c, *z, m.key_path("zones"), seat, s);
}

void check_game_cards(Ctx& c, const MapView& m, const State* s) {
  for (const char* key : {"zones", "price_tile"})
    if (m.get(key) && no_cards(c, m.key_at(key), m.key_path(key))) return;
  if (const YNode* z = m.get("zones")) expect_zones(c, *z, m.key_path("zones"), -1, s);
  if (const YNode* t = m.get("price_tile")) {
    // The tile turned up last (by its place in cards.yaml), or none before the first.
    std::optional<int> want;
    if (t->is_null() || t->value == "none")
      want = -1;
    else
      want = read_price_tile(c, *t, m.key_path("price_tile"));
    if (!want || !s) return;
    const auto* tile = turned_price_tile(c.rules(), *s);
    const int have = tile ? static_cast<int>(tile - c.rules().cards.price_tiles.data()) : -1;
    auto name = [](int k) { return k < 0 ? std::string("none") : std::to_string(k); };
    c.expect_eq(t->at, m.key_path("price_tile"), name(*want), name(have));
  }
}

}  // namespace gov::tools::scenario
