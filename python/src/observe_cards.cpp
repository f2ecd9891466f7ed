#include "observe_cards.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/cards.hpp"

namespace gov::py {

namespace {

// May the viewer, at relative position k, see what `sight` guards? The viewer owns the
// zones of position 0 only (a zone of the game has no owner). The same rule as core's
// view_cards, decided per position so the layout is fixed.
bool may(Sight sight, ZoneScope of, int k) {
  return sight == Sight::Everyone || (sight == Sight::Owner && of != ZoneScope::Game && k == 0);
}

int positions(ZoneScope of) {
  return of == ZoneScope::Game ? 1 : kMaxSeats;
}

}  // namespace

CardLayout::CardLayout(const Ruleset& r, bool full, const Add& add) : rules_(r), full_(full) {
  const auto& cr = r.cards;
  if (!cr.enabled()) return;
  const double deck = cr.count();
  std::vector<double> copies(r.buildings.size(), 0);
  for (Id kind : cr.card_kind)
    if (kind < copies.size()) ++copies[kind];
  auto entry = [&](std::string name, double lo, double hi) {
    add(std::move(name), lo, hi);
    return size_++;
  };
  for (const ZoneDef& z : cr.zones) {
    auto& zone_at = at_.emplace_back(static_cast<std::size_t>(positions(z.of)));
    for (int k = 0; k < positions(z.of); ++k) {
      At& a = zone_at[static_cast<std::size_t>(k)];
      const std::string p = z.of == ZoneScope::Game ? fmt::format("cards.{}.", z.id)
                                                    : fmt::format("cards.{}.seat{}.", z.id, k);
      const bool kinds = full_ || may(z.sees, z.of, k);
      const bool count = kinds || may(z.count, z.of, k);
      a.count = entry(p + "count", 0, deck);
      if (!count) a.hidden = entry(p + "hidden", 0, 1);
      if (kinds) {
        a.kinds = size_;
        for (std::size_t b = 0; b < r.buildings.size(); ++b)
          entry(p + "kind." + r.buildings[b].id, 0, copies[b]);
      }
      // Which buildings the cards lie on (goods on production buildings, cards under one);
      // the city's own cards are the buildings themselves.
      if (count && z.of == ZoneScope::Building && z.role != ZoneRole::Built) {
        a.on = size_;
        for (const auto& b : r.buildings) entry(p + "on." + b.id, 0, deck);
      }
    }
  }
  const auto tiles = cr.price_tiles.size();
  if (tiles == 0) return;
  std::vector<double> most(r.goods.size(), 0);
  for (const auto& t : cr.price_tiles)
    for (std::size_t g = 0; g < r.goods.size(); ++g) most[g] = std::max<double>(most[g], t[g]);
  price_ = entry("price_tile.turned", 0, 1);
  for (std::size_t g = 0; g < r.goods.size(); ++g) entry("price_tile." + r.goods[g].id, 0, most[g]);
  if (!full_) return;
  // The State's count wraps from 2n-1 back to n (core/mechanics/sell_from_buildings.cpp).
  order_ = entry("price_tiles.turned", 0, 2.0 * static_cast<double>(tiles) - 1);
  for (std::size_t i = 0; i < tiles; ++i)
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      entry(fmt::format("price_tiles.order{}.{}", i, r.goods[g].id), 0, most[g]);
}

void CardLayout::fill(const State& s, int viewer, float* out) const {
  if (size_ == 0) return;
  std::fill(out, out + size_, 0.0f);
  const Ruleset& r = rules_;
  const auto& cr = r.cards;
  const int players = s.num_players;
  const int first = full_ ? 0 : viewer;
  auto pos = [&](const ZoneDef& z, Id seat) {
    return z.of == ZoneScope::Game ? 0 : (seat - first + players) % players;
  };
  // One zone instance (of a game, a seat, or one built slot of a seat) into its entries.
  auto put = [&](const At& a, Id seat, Id slot, int count, const std::vector<Id>* kinds,
                 const KindCounts* per_kind) {
    out[a.count] += static_cast<float>(count);
    if (kinds)
      for (Id kind : *kinds) out[a.kinds + kind] += 1;
    if (per_kind)
      for (std::size_t b = 0; b < r.buildings.size(); ++b) out[a.kinds + b] += (*per_kind)[b];
    if (a.on >= 0 && slot != kNone)
      out[a.on + s.seat(seat).city[slot].type] += static_cast<float>(count);
  };
  if (full_) {
    for (std::size_t zi = 0; zi < cr.zones.size(); ++zi) {
      const ZoneDef& z = cr.zones[zi];
      const auto zone = static_cast<Id>(zi);
      auto one = [&](Id seat, Id slot, std::uint8_t code) {
        const KindCounts n = kind_counts(r, s, code);
        int count = 0;
        for (auto c : n) count += c;
        put(at_[zi][static_cast<std::size_t>(pos(z, seat))], seat, slot, count, nullptr, &n);
      };
      if (z.of == ZoneScope::Game) {
        one(kNone, kNone, cr.code(zone));
        continue;
      }
      for (int seat = 0; seat < players; ++seat) {
        if (z.of == ZoneScope::Seat) {
          one(static_cast<Id>(seat), kNone, cr.code(zone, seat));
          continue;
        }
        for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot)
          one(static_cast<Id>(seat), static_cast<Id>(slot), cr.code(zone, seat, slot));
      }
    }
  } else {
    // What the seat sees of the cards: core's view_cards, and nothing else.
    for (const ZoneView& v : view_cards(r, s, viewer)) {
      const ZoneDef& z = cr.zones[v.zone];
      const At& a = at_[v.zone][static_cast<std::size_t>(pos(z, v.seat))];
      // The layout decided per position what the seat may see; view_cards decides per
      // zone instance. They agree by construction: if not, refuse rather than leak.
      if ((v.count < 0 && a.hidden < 0) || (v.kinds_visible && a.kinds < 0))
        throw std::logic_error("observation: the card layout disagrees with view_cards");
      if (v.count < 0) {
        out[a.hidden] = 1;
        continue;
      }
      put(a, v.seat, v.slot, v.count, v.kinds_visible ? &v.kinds : nullptr, nullptr);
    }
  }
  if (price_ >= 0) {
    if (const auto* tile = turned_price_tile(r, s)) {
      out[price_] = 1;
      for (std::size_t g = 0; g < r.goods.size(); ++g) out[price_ + 1 + g] = (*tile)[g];
    }
  }
  if (order_ >= 0) {
    out[order_] = s.price_tiles_turned;
    const std::size_t goods = r.goods.size();
    for (std::size_t i = 0; i < cr.price_tiles.size(); ++i)
      for (std::size_t g = 0; g < goods; ++g)
        out[order_ + 1 + i * goods + g] = cr.price_tiles[s.price_tiles[i]][g];
  }
}

int price_memory_size(const Ruleset& r) {
  return static_cast<int>(r.cards.price_tiles.size() * (1 + r.goods.size()));
}

void price_memory_names(const Ruleset& r, std::vector<std::string>& names) {
  for (std::size_t k = 0; k < r.cards.price_tiles.size(); ++k) {
    names.push_back(fmt::format("seen.price_tile{}.turned", k));
    for (const auto& g : r.goods) names.push_back(fmt::format("seen.price_tile{}.{}", k, g.id));
  }
}

void fill_price_memory(const Ruleset& r, const State& s, float* out) {
  // Tile k back was price_tiles[(turned - 1 - k) mod n]: the tiles come round in one order
  // (once turned >= n the count stays in n..2n-1, so every position was seen).
  const std::size_t n = r.cards.price_tiles.size();
  const std::size_t turned = s.price_tiles_turned;
  for (std::size_t k = 0; k < n; ++k) {
    const bool seen = k < turned;
    *out++ = seen;
    const auto& tile = r.cards.price_tiles[seen ? s.price_tiles[(turned - 1 - k) % n] : 0];
    for (std::size_t g = 0; g < r.goods.size(); ++g) *out++ = seen ? tile[g] : 0.0f;
  }
}

}  // namespace gov::py
