// `setup:` of a scenario file: overrides applied to a fresh game. Every component comes out
// of its supply (tiles from the open pile or the face-down stack, buildings, goods, workers
// and VP chips from theirs; a card game's cards from the draw pile, cards_setup.cpp); a
// supply that lacks one is an input error, so the arranged position still passes the
// conservation checks.
#include <fmt/format.h>

#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;
using loader::join_path;

const std::vector<loader::KeySpec> kSetupKeys = {{"seats"},        {"ships"},     {"trading_house"},
                                                 {"ship_workers"}, {"governor"},  {"start_phase"},
                                                 {"zones"},        {"price_tile"}};
const std::vector<loader::KeySpec> kSeatKeys = {{"coins"},     {"vp"},       {"goods"}, {"tiles"},
                                                {"buildings"}, {"san_juan"}, {"hand"},  {"zones"}};

// A tile or building entry: "id" or {<kind>: id, workers: n | {kind: n}}; a tile may also
// lie as one of the packs' variants ({tile: id, variant: name}).
struct Placed {
  std::optional<Id> id;
  WorkerCounts workers{};
  std::optional<std::string> variant;
  Pos variant_at;
};

Placed read_placed(Ctx& c, const YNode& n, const std::string& path, IdKind kind,
                   std::string_view key) {
  Placed p;
  if (n.is_scalar()) {
    p.id = lookup(c, n, path, kind);
    return p;
  }
  std::vector<loader::KeySpec> keys = {{key, true}, {"workers"}};
  if (kind == IdKind::Tile) keys.push_back({"variant"});
  MapView m(c.f, n, path, keys);
  if (!m.ok()) return p;
  if (const YNode* id = m.get(key)) p.id = lookup(c, *id, m.key_path(key), kind);
  if (const YNode* w = m.get("workers")) {
    if (auto counts = read_worker_counts(c, *w, m.key_path("workers"), 3)) {
      if (total(*counts) > 3)
        c.f.error(w->at, m.key_path("workers") + ": at most 3 workers fit on one tile or building");
      else
        p.workers = *counts;
    }
  }
  if (const YNode* v = m.get("variant")) {
    p.variant = m.string("variant");
    p.variant_at = v->at;
  }
  return p;
}

// Moves `n` from a supply counter, or reports what is missing.
// `why` ends the message when something other than the setup emptied the supply.
template <class T>
bool take(Ctx& c, Pos at, T& supply, int n, const std::string& what, const std::string& why = "") {
  if (static_cast<int>(supply) < n) {
    c.f.error(at, fmt::format("the supply has {} {}, the setup takes {}{}",
                              static_cast<int>(supply), what, n, why));
    return false;
  }
  supply = static_cast<T>(supply - n);
  return true;
}

// Moves workers of each kind from the supply to `dest` (a circle, San Juan or the ship).
bool take_workers(Ctx& c, Pos at, State& s, const WorkerCounts& w,
                  std::array<std::uint8_t, kMaxWorkerKinds>& dest) {
  const Ruleset& r = c.rules();
  for (std::size_t k = 0; k < r.worker_kinds.size(); ++k)
    if (static_cast<int>(s.worker_supply[k]) < w[k]) {
      c.f.error(at, fmt::format("the supply has {} {} workers, the setup takes {}",
                                static_cast<int>(s.worker_supply[k]), r.worker_kinds[k].id, w[k]));
      return false;
    }
  for (std::size_t k = 0; k < r.worker_kinds.size(); ++k) {
    s.worker_supply[k] = static_cast<std::uint16_t>(s.worker_supply[k] - w[k]);
    dest[k] = static_cast<std::uint8_t>(dest[k] + w[k]);
  }
  return true;
}

bool take_tile(State& s, const Ruleset& r, Id k) {
  if (r.tile_kinds[k].open_pile && s.open_pile[k] > 0) {
    --s.open_pile[k];
    return true;
  }
  for (int i = s.stack_size - 1; i >= 0; --i)
    if (s.stack[i] == k) {
      for (int j = i + 1; j < s.stack_size; ++j) s.stack[j - 1] = s.stack[j];
      s.stack[--s.stack_size] = 0;
      return true;
    }
  return false;
}

// A seat's keys; the card keys (and, in a card game, its buildings and goods, which are
// cards there) go to `cards`, placed once every seat is read (cards_setup.cpp).
void setup_seat(Ctx& c, const YNode& n, const std::string& path, int seat, State* s,
                std::vector<SeatCardKeys>& cards) {
  MapView m(c.f, n, path, kSeatKeys);
  if (!m.ok()) return;
  const Ruleset& r = c.rules();
  SeatState* st = s ? &s->seat(seat) : nullptr;
  const bool card_game = r.cards.enabled();
  if (m.get("hand") || m.get("zones") || (card_game && (m.get("buildings") || m.get("goods"))))
    cards.push_back({seat, path, m.get("hand"), card_game ? m.get("buildings") : nullptr,
                     card_game ? m.get("goods") : nullptr, m.get("zones")});
  if (const YNode* v = m.get("goods"); v && !card_game) {
    if (!v->is_map())
      c.f.error(v->at, m.key_path("goods") + ": expected a mapping of good to count, got " +
                           loader::describe(*v));
    else
      for (std::size_t i = 0; i < v->map_size(); ++i) {
        const std::string p = join_path(m.key_path("goods"), v->key(i).value);
        auto id = lookup(c, v->key(i), p, IdKind::Good);
        auto count = loader::to_int(c.f, v->val(i), p, 0, 255);
        if (st && id && count &&
            take(c, v->val(i).at, s->goods_supply[*id], *count, "barrels of " + r.goods[*id].id))
          st->goods[*id] = static_cast<std::uint8_t>(st->goods[*id] + *count);
      }
  }
  if (auto coins = m.integer("coins", 0, 10000); coins && st) st->coins = *coins;
  if (auto vp = m.integer("vp", 0, 1000); vp && st)
    if (take(c, m.key_at("vp"), s->vp_supply, *vp, "VP chips")) st->vp_chips += *vp;
  if (const YNode* sj = m.get("san_juan"))
    if (auto w = read_worker_counts(c, *sj, m.key_path("san_juan"), 255); w && st)
      take_workers(c, sj->at, *s, *w, st->san_juan);
  if (const YNode* v = m.get("tiles"))
    if (const YNode* list = loader::as_list(c.f, *v, m.key_path("tiles")))
      for (std::size_t i = 0; i < list->children.size(); ++i) {
        const YNode& item = list->children[i];
        const Placed p =
            read_placed(c, item, index_path(m.key_path("tiles"), i), IdKind::Tile, "tile");
        if (!st || !p.id) continue;
        if (st->num_tiles >= r.settings.island_spaces) {
          c.f.error(item.at, "the island is full");
          continue;
        }
        if (!take_tile(*s, r, *p.id)) {
          c.f.error(item.at, fmt::format("no {} tile left in the open pile or the stack",
                                         r.tile_kinds[*p.id].id));
          continue;
        }
        std::uint8_t variant = 0;
        if (p.variant) {
          for (std::size_t v = 0; v < r.tile_variants.size() && variant == 0; ++v)
            if (r.tile_variants[v].id == *p.variant) variant = static_cast<std::uint8_t>(v + 1);
          if (variant == 0) {
            c.f.error(p.variant_at,
                      fmt::format("no tile variant '{}' in these packs (tiles.yaml variants:)",
                                  *p.variant));
            continue;
          }
          if (total(p.workers) > 0) {
            c.f.error(p.variant_at, "a tile lying as a variant has no circle for workers");
            continue;
          }
        }
        auto& slot = st->island[st->num_tiles++];
        slot = TileSlot{*p.id, variant, {}};
        take_workers(c, item.at, *s, p.workers, slot.workers);
      }
  if (const YNode* v = m.get("buildings"); v && !card_game)
    if (const YNode* list = loader::as_list(c.f, *v, m.key_path("buildings")))
      for (std::size_t i = 0; i < list->children.size(); ++i) {
        const YNode& item = list->children[i];
        const Placed p = read_placed(c, item, index_path(m.key_path("buildings"), i),
                                     IdKind::Building, "building");
        if (!st || !p.id) continue;
        const auto& def = r.buildings[*p.id];
        if (st->city_spaces_used + def.spaces > r.settings.city_spaces) {
          c.f.error(item.at, "the city is full");
          continue;
        }
        if (!take(c, item.at, s->building_supply[*p.id], 1, def.id + " buildings",
                  draft_hint(c, *s, *p.id)))
          continue;
        auto& slot = add_to_city(*st, *p.id);
        st->city_spaces_used = static_cast<std::uint8_t>(st->city_spaces_used + def.spaces);
        take_workers(c, item.at, *s, p.workers, slot.workers);
      }
}

void setup_ship(Ctx& c, const YNode& n, const std::string& path, State* s) {
  MapView m(c.f, n, path, {{"capacity", true}, {"good"}, {"load"}});
  if (!m.ok()) return;
  const auto cap = m.integer("capacity", 1, 255);
  std::optional<Id> good;
  if (const YNode* g = m.get("good")) good = lookup(c, *g, m.key_path("good"), IdKind::Good);
  const int load = m.integer_or("load", 0, 0, 255);
  if (!s || !cap) return;
  for (int i = 0; i < s->num_ships; ++i) {
    Ship& ship = s->ships[i];
    if (ship.capacity != *cap || ship.load != 0) continue;
    if (load > ship.capacity) {
      c.f.error(n.at, fmt::format("a ship of {} cannot hold {}", ship.capacity, load));
      return;
    }
    if (load > 0 && !good) {
      c.f.error(n.at, "a loaded ship needs a good");
      return;
    }
    if (load > 0 &&
        !take(c, n.at, s->goods_supply[*good], load, "barrels of " + c.rules().goods[*good].id))
      return;
    ship.good = load > 0 ? *good : kNone;
    ship.load = static_cast<std::uint8_t>(load);
    return;
  }
  c.f.error(n.at, fmt::format("no empty ship of capacity {} in this game", *cap));
}

}  // namespace

void apply_setup(Ctx& c, const YNode& setup, int players, State* s) {
  MapView m(c.f, setup, "setup", kSetupKeys);
  if (!m.ok()) return;
  std::vector<SeatCardKeys> cards;
  if (const YNode* seats = m.get("seats")) {
    MapView sm(c.f, *seats, m.key_path("seats"), seat_keys(players));
    if (sm.ok())
      for (std::size_t i = 0; i < seats->map_size(); ++i) {
        auto seat = seat_number(c, seats->key(i), sm.path(), players);
        if (seat)
          setup_seat(c, seats->val(i), join_path(sm.path(), seats->key(i).value), *seat, s, cards);
      }
  }
  if (!cards.empty() || m.get("zones") || m.get("price_tile")) setup_cards(c, cards, m, s);
  if (const YNode* ships = m.get("ships"))
    if (const YNode* list = loader::as_list(c.f, *ships, m.key_path("ships")))
      for (std::size_t i = 0; i < list->children.size(); ++i)
        setup_ship(c, list->children[i], index_path(m.key_path("ships"), i), s);
  if (const YNode* th = m.get("trading_house"))
    if (const YNode* list = loader::as_list(c.f, *th, m.key_path("trading_house")))
      for (std::size_t i = 0; i < list->children.size(); ++i) {
        const YNode& item = list->children[i];
        auto g = lookup(c, item, index_path(m.key_path("trading_house"), i), IdKind::Good);
        if (!s || !g) continue;
        if (s->trading_house_count >= c.rules().settings.trading_house_capacity) {
          c.f.error(item.at, "the trading house is full");
          continue;
        }
        if (take(c, item.at, s->goods_supply[*g], 1, "barrels of " + c.rules().goods[*g].id))
          s->trading_house[s->trading_house_count++] = *g;
      }
  if (const YNode* sw = m.get("ship_workers")) {
    // Moves workers between the supply and the ship until the ship holds what is given:
    // an integer sets the default kind, a mapping the kinds it names.
    auto w = read_worker_counts(c, *sw, m.key_path("ship_workers"), 255);
    if (w && s) {
      for (std::size_t k = 0; k < c.rules().worker_kinds.size(); ++k) {
        if (!sw->is_map() ? k != 0 : !named_kind(c, *sw, k)) continue;
        const int want = (*w)[k];
        const int have = s->ship_workers[k];
        if (want > have) {
          if (take(c, sw->at, s->worker_supply[k], want - have,
                   c.rules().worker_kinds[k].id + " workers"))
            s->ship_workers[k] = static_cast<std::uint8_t>(want);
        } else {
          s->worker_supply[k] = static_cast<std::uint16_t>(s->worker_supply[k] + have - want);
          s->ship_workers[k] = static_cast<std::uint8_t>(want);
        }
      }
    }
  }
  if (const YNode* g = m.get("governor")) {
    auto seat = seat_number(c, *g, m.key_path("governor"), players);
    if (seat && s) {
      if (s->stage != Stage::ChooseRole) {
        c.f.error(g->at, "the governor can only be set while a role is to be chosen");
      } else {
        s->governor = static_cast<std::uint8_t>(*seat);
        s->picks_done = 0;
      }
    }
  }
  if (const YNode* sp = m.get("start_phase")) {
    MapView pm(c.f, *sp, m.key_path("start_phase"), {{"role", true}, {"seat", true}});
    if (!pm.ok()) return;
    std::optional<Id> role;
    if (const YNode* r = pm.get("role")) role = lookup(c, *r, pm.key_path("role"), IdKind::Role);
    std::optional<int> seat;
    if (const YNode* n = pm.get("seat")) seat = seat_number(c, *n, pm.key_path("seat"), players);
    if (!s || !role || !seat) return;
    if (s->stage != Stage::ChooseRole) {
      c.f.error(sp->at, "a phase can only be started while a role is to be chosen");
      return;
    }
    s->governor = static_cast<std::uint8_t>(*seat);
    s->picks_done = 0;
    const std::string text = "role " + c.rules().roles[*role].id;
    if (auto err = c.engine.apply_text(*s, text))
      c.f.error(sp->at, fmt::format("'{}' was refused: {}", text, *err));
  }
}

}  // namespace gov::tools::scenario
