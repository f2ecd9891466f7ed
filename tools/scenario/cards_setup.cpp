// The card keys of `setup:` (docs/scenarios.md, "Card games"): a seat's hand, its buildings
// built as cards, goods lying face down on its production buildings, any zone the packs
// declare (of a seat, of one of its buildings, or of the game), and the next price tile.
// Every card comes out of the draw pile and nothing else is touched, so the game keeps all
// its cards (the runner checks the card invariants after the setup). The order makes a
// file mean one thing whatever order its seats are written in:
//   1. every hand and zone the file lists goes back to the draw pile (a listed hand or zone
//      holds exactly what is given);
//   2. the named cards come out: per seat its buildings, hand, zones; then the game's zones;
//   3. the face-down ones, drawn as the game draws (a count, the goods).
#include <map>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "core/primitives.hpp"
#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;
using loader::join_path;

// One zone instance the file fills; for a zone of a building the slot is found once the
// seat's buildings stand (`slot_key`), then `code` is known.
struct ZoneFill {
  Id zone = kNone;
  CardsSpec spec;
  const YNode* slot_key = nullptr;
  std::string path;
  std::uint8_t code = 0;
};

struct SeatPlan {
  int seat = 0;
  std::optional<CardsSpec> hand;
  std::string hand_path;
  std::vector<std::pair<Id, Pos>> buildings;
  std::vector<std::pair<const YNode*, std::string>> goods;  // a building id or slot each
  std::vector<ZoneFill> zones;
};

std::uint8_t draw_code(const Ruleset& r) {
  return r.cards.code_of_role(ZoneRole::Draw);
}

// Where the cards of `kind` lie, for a message: "2 in in_hand of seat 1, 1 in ...".
std::string where_kind(const Ruleset& r, const State& s, Id kind) {
  std::map<std::string, int> at;
  for (int i = 0; i < r.cards.count(); ++i) {
    if (r.cards.card_kind[static_cast<std::size_t>(i)] != kind) continue;
    const CardPlace& p = r.cards.place[s.card_at[static_cast<std::size_t>(i)]];
    if (p.zone == kNone) continue;
    std::string where = r.cards.zones[p.zone].id;
    if (p.seat != kNone) where += fmt::format(" of seat {}", seat_shown(p.seat));
    ++at[where];
  }
  std::vector<std::string> parts;
  for (const auto& [where, n] : at) parts.push_back(fmt::format("{} in {}", n, where));
  return fmt::format("{}", fmt::join(parts, ", "));
}

void empty_into_draw(const Ruleset& r, State& s, std::uint8_t code) {
  for (int i = 0; i < r.cards.count(); ++i)
    if (s.card_at[static_cast<std::size_t>(i)] == code)
      s.card_at[static_cast<std::size_t>(i)] = draw_code(r);
}

// A card of `kind` from the draw pile to `to`; false (reported) when the pile has none.
bool take_card(Ctx& c, State& s, Id kind, Pos at, std::uint8_t to) {
  const Ruleset& r = c.rules();
  const int card = card_of_kind_at(r, s, draw_code(r), kind);
  if (card < 0) {
    int copies = 0;
    for (Id k : r.cards.card_kind) copies += k == kind;
    c.f.error(at,
              fmt::format("no {} card is left in {} to take (the game's {}: {}); give the "
                          "seat that holds one a hand: of its own, or take another",
                          r.buildings[kind].id, r.cards.zones[r.cards.place[draw_code(r)].zone].id,
                          copies, where_kind(r, s, kind)));
    return false;
  }
  s.card_at[static_cast<std::size_t>(card)] = to;
  return true;
}

// `n` cards face down, drawn as the game draws them (at random, with the State's RNG).
void draw_cards(Ctx& c, State& s, int n, Pos at, std::uint8_t to) {
  Primitives prims(c.rules(), s, nullptr);
  for (int i = 0; i < n; ++i)
    if (prims.draw_card(to) < 0) {
      c.f.error(at, fmt::format("no card is left to draw (the setup draws {})", n));
      return;
    }
}

void fill_named(Ctx& c, State& s, const CardsSpec& spec, std::uint8_t code) {
  if (spec.by_kind)
    for (const auto& [kind, at] : spec.kinds)
      if (!take_card(c, s, kind, at, code)) return;
}

void fill_counted(Ctx& c, State& s, const CardsSpec& spec, std::uint8_t code) {
  if (!spec.by_kind && spec.count > 0) draw_cards(c, s, spec.count, spec.at, code);
}

// The zones of `zones:` (a mapping of zone id to cards), checked against where they may be
// set: `scope` is where this mapping lies. A zone of a building takes a mapping of building
// (id or slot) to cards.
std::vector<ZoneFill> read_zones(Ctx& c, const YNode& n, const std::string& path, ZoneScope scope) {
  std::vector<ZoneFill> out;
  if (!n.is_map()) {
    c.f.error(n.at, fmt::format("{}: expected a mapping of zone to cards, got {}", path,
                                loader::describe(n)));
    return out;
  }
  const auto& cr = c.rules().cards;
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    const std::string p = join_path(path, n.key(i).value);
    auto zone = lookup_zone(c, n.key(i), p);
    if (!zone) continue;
    const ZoneDef& z = cr.zones[*zone];
    const YNode& val = n.val(i);
    if (z.role == ZoneRole::Draw) {
      c.f.error(n.key(i).at, fmt::format("{}: the setup takes its cards from {}, which holds "
                                         "what the rest of the setup leaves",
                                         p, z.id));
      continue;
    }
    if (z.role == ZoneRole::Hand || z.role == ZoneRole::Built) {
      c.f.error(n.key(i).at, fmt::format("{}: set a seat's {} with its {} key", p,
                                         z.role == ZoneRole::Hand ? "hand" : "buildings",
                                         z.role == ZoneRole::Hand ? "hand:" : "buildings:"));
      continue;
    }
    if (scope == ZoneScope::Game && z.of != ZoneScope::Game) {
      c.f.error(n.key(i).at, fmt::format("{}: {} is a zone of each {}: set it under "
                                         "setup.seats.N.zones",
                                         p, z.id, zone_scope_name(z.of)));
      continue;
    }
    if (scope != ZoneScope::Game && z.of == ZoneScope::Game) {
      c.f.error(n.key(i).at,
                fmt::format("{}: {} is a zone of the game: set it under setup.zones", p, z.id));
      continue;
    }
    if (z.of != ZoneScope::Building) {
      if (auto spec = read_cards(c, val, p)) out.push_back({*zone, *spec, nullptr, p, 0});
      continue;
    }
    if (!building_zone_mapping(c, val, p, z)) continue;
    for (std::size_t b = 0; b < val.map_size(); ++b) {
      const std::string bp = join_path(p, val.key(b).value);
      auto spec = read_cards(c, val.val(b), bp);
      if (spec) out.push_back({*zone, *spec, &val.key(b), bp, 0});
    }
  }
  return out;
}

bool no_good_yet(const Ruleset& r, const State& s, int seat, int slot) {
  return cards_at(r, s, r.cards.code_of_role(ZoneRole::Goods, seat, slot)) == 0;
}

SeatPlan read_seat(Ctx& c, const SeatCardKeys& k) {
  SeatPlan plan;
  plan.seat = k.seat;
  const Ruleset& r = c.rules();
  if (k.hand) {
    plan.hand_path = join_path(k.path, "hand");
    plan.hand = read_cards(c, *k.hand, plan.hand_path);
  }
  if (k.buildings)
    if (const YNode* list = loader::as_list(c.f, *k.buildings, join_path(k.path, "buildings")))
      for (std::size_t i = 0; i < list->children.size(); ++i) {
        const YNode& item = list->children[i];
        if (item.is_map()) {
          c.f.error(item.at, fmt::format("{}: a card game's building is a card: give its id",
                                         index_path(join_path(k.path, "buildings"), i)));
          continue;
        }
        if (auto b =
                lookup(c, item, index_path(join_path(k.path, "buildings"), i), IdKind::Building))
          plan.buildings.emplace_back(*b, item.at);
      }
  if (k.goods) {
    const std::string gp = join_path(k.path, "goods");
    if (r.cards.role_zone[static_cast<int>(ZoneRole::Goods)] == kNone) {
      c.f.error(k.goods->at, gp + ": these packs declare no zone of goods (role: goods)");
    } else if (!k.goods->is_seq()) {
      c.f.error(k.goods->at, fmt::format("{}: in a card game a good is a card on a production "
                                         "building: expected a list of buildings (id or "
                                         "slot), got {}",
                                         gp, loader::describe(*k.goods)));
    } else {
      for (std::size_t i = 0; i < k.goods->children.size(); ++i) {
        const YNode& item = k.goods->children[i];
        const std::string p = index_path(gp, i);
        if (!item.is_scalar()) {
          c.f.error(item.at, fmt::format("{}: expected a building id or slot, got {}", p,
                                         loader::describe(item)));
          continue;
        }
        if (item.value.find_first_not_of("0123456789") != std::string::npos) {
          auto b = lookup(c, item, p, IdKind::Building);
          if (!b) continue;
          if (r.buildings[*b].produces == kNone) {
            c.f.error(item.at, fmt::format("{}: {} makes no good", p, r.buildings[*b].id));
            continue;
          }
        }
        plan.goods.emplace_back(&item, p);
      }
    }
  }
  if (k.zones) plan.zones = read_zones(c, *k.zones, join_path(k.path, "zones"), ZoneScope::Seat);
  return plan;
}

// Lays one good on the seat's building `n` (an id: its first one with no good yet).
void lay_good(Ctx& c, State& s, int seat, const YNode& n, const std::string& path) {
  const Ruleset& r = c.rules();
  const Id slot = city_slot(c, n, path, seat, &s, &no_good_yet);
  if (slot == kNone) return;
  const Id good = r.buildings[s.seat(seat).city[slot].type].produces;
  if (good == kNone) {
    c.f.error(n.at, fmt::format("{}: slot {} ({}) makes no good", path, slot,
                                r.buildings[s.seat(seat).city[slot].type].id));
    return;
  }
  draw_cards(c, s, 1, n.at, r.cards.code_of_role(ZoneRole::Goods, seat, slot));
}

void set_price_tile(const Ruleset& r, State& s, int tile) {
  // The next tile turned is price_tiles[turned % count] (core/state.hpp): swap `tile` there,
  // so the order stays a permutation of the tiles.
  const int count = static_cast<int>(r.cards.price_tiles.size());
  const auto next = static_cast<std::size_t>(s.price_tiles_turned % count);
  for (std::size_t i = 0; i < static_cast<std::size_t>(count); ++i)
    if (s.price_tiles[i] == tile) std::swap(s.price_tiles[i], s.price_tiles[next]);
}

}  // namespace

void setup_cards(Ctx& c, const std::vector<SeatCardKeys>& seats, const MapView& setup, State* s) {
  const Ruleset& r = c.rules();
  const auto& cr = r.cards;
  if (!cr.enabled()) {
    for (const auto& k : seats)
      for (const auto& [node, key] : {std::pair{k.hand, "hand"}, std::pair{k.zones, "zones"}})
        if (node)
          c.f.error(node->at, fmt::format("{}: these packs have no cards (a card game declares "
                                          "them in cards.yaml)",
                                          join_path(k.path, key)));
    for (const char* key : {"zones", "price_tile"})
      if (setup.get(key))
        c.f.error(setup.key_at(key),
                  fmt::format("{}: these packs have no cards (a card game declares them in "
                              "cards.yaml)",
                              setup.key_path(key)));
    return;
  }
  std::vector<SeatPlan> plans;
  for (const auto& k : seats) plans.push_back(read_seat(c, k));
  std::vector<ZoneFill> game;
  if (const YNode* z = setup.get("zones"))
    game = read_zones(c, *z, setup.key_path("zones"), ZoneScope::Game);
  std::optional<int> tile;
  if (const YNode* t = setup.get("price_tile"))
    tile = read_price_tile(c, *t, setup.key_path("price_tile"));
  if (!s) return;

  // Each zone instance is listed once: a second entry naming it (a building by id and by
  // slot) would make the first meaningless.
  std::map<std::uint8_t, std::string> listed;
  auto once = [&](ZoneFill& z, std::uint8_t code) {
    auto [it, fresh] = listed.emplace(code, z.path);
    if (fresh) return empty_into_draw(r, *s, z.code = code);
    c.f.error(z.spec.at,
              fmt::format("{}: the same {} as {}", z.path, cr.zones[z.zone].id, it->second));
  };
  // 1. What the file lists goes back to the draw pile.
  for (auto& plan : plans) {
    if (plan.hand) empty_into_draw(r, *s, cr.code_of_role(ZoneRole::Hand, plan.seat));
    for (auto& z : plan.zones)
      if (!z.slot_key) once(z, cr.code(z.zone, plan.seat));
  }
  for (auto& z : game) once(z, cr.code(z.zone));
  // 2. The named cards.
  for (auto& plan : plans) {
    Primitives prims(r, *s, nullptr);
    for (const auto& [kind, at] : plan.buildings) {
      if (!take_card(c, *s, kind, at, draw_code(r))) continue;  // checks the pile has one
      try {
        prims.build_card(plan.seat, kind, draw_code(r));
      } catch (const std::exception& e) {
        c.f.error(at, e.what());
      }
    }
    if (plan.hand) fill_named(c, *s, *plan.hand, cr.code_of_role(ZoneRole::Hand, plan.seat));
    for (auto& z : plan.zones) {
      if (z.slot_key) {
        const Id slot = city_slot(c, *z.slot_key, z.path, plan.seat, s);
        if (slot != kNone) once(z, cr.code(z.zone, plan.seat, slot));
      }
      if (z.code != 0) fill_named(c, *s, z.spec, z.code);
    }
  }
  for (const auto& z : game)
    if (z.code != 0) fill_named(c, *s, z.spec, z.code);
  // 3. The face-down cards, drawn.
  for (const auto& plan : plans) {
    if (plan.hand) fill_counted(c, *s, *plan.hand, cr.code_of_role(ZoneRole::Hand, plan.seat));
    for (const auto& z : plan.zones)
      if (z.code != 0) fill_counted(c, *s, z.spec, z.code);
    for (const auto& [node, path] : plan.goods) lay_good(c, *s, plan.seat, *node, path);
  }
  for (const auto& z : game)
    if (z.code != 0) fill_counted(c, *s, z.spec, z.code);
  if (tile) set_price_tile(r, *s, *tile);
}

}  // namespace gov::tools::scenario
