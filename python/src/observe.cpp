#include "observe.hpp"

#include <algorithm>
#include <array>
#include <limits>

#include <fmt/format.h>

namespace gov::py {

namespace {

constexpr const char* kStages[] = {"draft", "choose_role", "phase", "game_over"};
constexpr double kInf = std::numeric_limits<double>::infinity();
// Scales of the normalized view for entries nothing bounds: a typical late-game value.
constexpr double kRoundScale = 20, kCardCoinScale = 5, kCoinScale = 20, kChipScale = 40;

// The most of each thing any setup of these packs puts in the game (a count is never more:
// things move between supplies and seats, they are not made).
struct Totals {
  double max_players = 0, vp_chips = 0, stack = 0, face_up = 0, ship_capacity = 0, all_workers = 0;
  std::array<double, kMaxWorkerKinds> workers{};
  std::array<double, kMaxGoods> goods{};
  std::array<double, kMaxTileKinds> tiles{};
  std::array<double, kMaxBuildings> copies{};
};

Totals totals_of(const Ruleset& r) {
  Totals t;
  for (const auto& st : r.setups) {
    t.max_players = std::max<double>(t.max_players, st.players);
    t.vp_chips = std::max<double>(t.vp_chips, st.vp_chips);
    t.face_up = std::max<double>(t.face_up, st.face_up);
    double all = 0, stack = 0;
    for (std::size_t w = 0; w < r.worker_kinds.size(); ++w) {
      const double n = st.worker_supply[w] + st.ship_workers[w];
      t.workers[w] = std::max(t.workers[w], n);
      all += n;
    }
    t.all_workers = std::max(t.all_workers, all);
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      t.goods[g] = std::max<double>(t.goods[g], st.goods[g]);
    for (std::size_t k = 0; k < r.tile_kinds.size(); ++k) {
      // A starting tile the pool has none of is placed all the same (core/setup.cpp).
      const double n =
          st.tiles[k] + static_cast<double>(
                            std::count(st.starting_tiles.begin(), st.starting_tiles.end(), Id(k)));
      t.tiles[k] = std::max(t.tiles[k], n);
      if (!r.tile_kinds[k].open_pile) stack += n;
    }
    t.stack = std::max(t.stack, stack);
    for (int cap : st.ship_capacities) t.ship_capacity = std::max<double>(t.ship_capacity, cap);
    for (std::size_t b = 0; b < r.buildings.size(); ++b)
      t.copies[b] = std::max<double>(t.copies[b], r.copies_of(static_cast<Id>(b), st.players));
  }
  return t;
}

}  // namespace

ObservationLayout::ObservationLayout(const Ruleset& r, bool full) : rules_(r), full_(full) {
  cards_ = 0;
  ships_ = 0;
  const Totals t = totals_of(r);
  for (const auto& st : r.setups) {
    cards_ = std::max(cards_, static_cast<int>(st.roles.size()));
    ships_ = std::max(ships_, static_cast<int>(st.ship_capacities.size()));
  }
  // Every entry with its bounds and the scale the normalized view divides it by. A bound
  // is the most the game can hold of that thing (conservation: a count never exceeds the
  // setup's total of it); kInf where nothing bounds it (coins, chips, rounds).
  auto add = [&](std::string name, double lo, double hi, double scale = 0) {
    names_.push_back(std::move(name));
    low_.push_back(lo);
    high_.push_back(hi);
    scale_.push_back(scale > 0 ? scale : std::max(hi, 1.0));
  };
  auto flag = [&](std::string name) { add(std::move(name), 0, 1); };
  add("round", 0, kInf, kRoundScale);
  add("players", 0, t.max_players);
  for (const char* st : kStages) flag(fmt::format("stage.{}", st));
  for (int k = 0; k < kMaxSeats; ++k) flag(fmt::format("governor.seat{}", k));
  for (int k = 0; k < kMaxSeats; ++k) flag(fmt::format("to_act.seat{}", k));
  for (const auto& role : r.roles) flag("phase_role." + role.id);
  // VP taken past the last chip still count: the supply goes below zero.
  add("vp_supply", -kInf, t.vp_chips, t.vp_chips);
  for (std::size_t w = 0; w < r.worker_kinds.size(); ++w)
    add("worker_supply." + r.worker_kinds[w].id, 0, t.workers[w]);
  for (std::size_t w = 0; w < r.worker_kinds.size(); ++w)
    add("worker_ship." + r.worker_kinds[w].id, 0, t.workers[w]);
  for (std::size_t g = 0; g < r.goods.size(); ++g)
    add("goods_supply." + r.goods[g].id, 0, t.goods[g]);
  for (std::size_t b = 0; b < r.buildings.size(); ++b)
    add("building_supply." + r.buildings[b].id, 0, t.copies[b]);
  add("stack_size", 0, t.stack);
  if (full_)
    for (std::size_t k = 0; k < r.tile_kinds.size(); ++k)
      add("stack." + r.tile_kinds[k].id, 0, t.tiles[k]);
  for (std::size_t k = 0; k < r.tile_kinds.size(); ++k)
    add("face_up." + r.tile_kinds[k].id, 0, std::min(t.face_up, t.tiles[k]));
  for (std::size_t k = 0; k < r.tile_kinds.size(); ++k)
    add("open_pile." + r.tile_kinds[k].id, 0, t.tiles[k]);
  for (int c = 0; c < cards_; ++c) {
    for (const auto& role : r.roles) flag(fmt::format("card{}.role.{}", c, role.id));
    add(fmt::format("card{}.coins", c), 0, kInf, kCardCoinScale);
    flag(fmt::format("card{}.taken", c));
  }
  for (int i = 0; i < ships_; ++i) {
    add(fmt::format("ship{}.capacity", i), 0, t.ship_capacity);
    add(fmt::format("ship{}.load", i), 0, t.ship_capacity);
    for (const auto& g : r.goods) flag(fmt::format("ship{}.good.{}", i, g.id));
  }
  for (const auto& g : r.goods) add("trading_house." + g.id, 0, r.settings.trading_house_capacity);
  for (int k = 0; k < kMaxSeats; ++k) {
    const std::string p = fmt::format("seat{}.", k);
    flag(p + "present");
    add(p + "coins", 0, kInf, kCoinScale);
    add(p + "vp_chips", 0, kInf, kChipScale);
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      add(p + "goods." + r.goods[g].id, 0, t.goods[g]);
    for (std::size_t w = 0; w < r.worker_kinds.size(); ++w)
      add(p + "san_juan." + r.worker_kinds[w].id, 0, t.workers[w]);
    for (std::size_t q = 0; q < r.tile_kinds.size(); ++q)
      add(p + "tiles." + r.tile_kinds[q].id, 0,
          std::min<double>(t.tiles[q], r.settings.island_spaces));
    for (std::size_t q = 0; q < r.tile_kinds.size(); ++q)
      add(p + "tiles_manned." + r.tile_kinds[q].id, 0,
          std::min<double>(t.tiles[q], r.settings.island_spaces));
    for (std::size_t b = 0; b < r.buildings.size(); ++b)
      add(p + "building." + r.buildings[b].id, 0, t.copies[b]);
    for (std::size_t b = 0; b < r.buildings.size(); ++b)
      add(p + "building_workers." + r.buildings[b].id, 0, t.all_workers);
    add(p + "city_spaces_used", 0, r.settings.city_spaces);
  }
  // A card game's zones, last (observe_cards.hpp).
  zones_.emplace(r, full_,
                 [&](std::string name, double lo, double hi) { add(std::move(name), lo, hi); });
}

void ObservationLayout::fill(const State& s, int viewer, int actor, float* out) const {
  const Ruleset& r = rules_;
  const int players = s.num_players;
  // Seat k of the tensor is seat (viewer + k) of the game (absolute order when full).
  const int first = full_ ? 0 : viewer;
  auto rel = [&](int seat) { return players > 0 ? (seat - first + players) % players : 0; };
  float* o = out;
  auto put = [&](double v) { *o++ = static_cast<float>(v); };
  put(s.round);
  put(players);
  for (int i = 0; i < 4; ++i) put(static_cast<int>(s.stage) == i);
  for (int k = 0; k < kMaxSeats; ++k) put(k < players && rel(s.governor) == k);
  for (int k = 0; k < kMaxSeats; ++k) put(actor >= 0 && actor < players && rel(actor) == k);
  const Id phase_role =
      s.stage == Stage::Phase && s.cursor.card < s.num_roles ? s.roles[s.cursor.card].role : kNone;
  for (std::size_t i = 0; i < r.roles.size(); ++i) put(phase_role == i);
  put(s.vp_supply);
  for (std::size_t w = 0; w < r.worker_kinds.size(); ++w) put(s.worker_supply[w]);
  for (std::size_t w = 0; w < r.worker_kinds.size(); ++w) put(s.ship_workers[w]);
  for (std::size_t g = 0; g < r.goods.size(); ++g) put(s.goods_supply[g]);
  for (std::size_t b = 0; b < r.buildings.size(); ++b) put(s.building_supply[b]);
  put(s.stack_size);
  if (full_) {
    std::array<int, kMaxTileKinds> stack{};
    for (int i = 0; i < s.stack_size; ++i)
      if (s.stack[i] < r.tile_kinds.size()) ++stack[s.stack[i]];
    for (std::size_t t = 0; t < r.tile_kinds.size(); ++t) put(stack[t]);
  }
  std::array<int, kMaxTileKinds> face{};
  for (int i = 0; i < s.face_up_count; ++i)
    if (s.face_up[i] < r.tile_kinds.size()) ++face[s.face_up[i]];
  for (std::size_t t = 0; t < r.tile_kinds.size(); ++t) put(face[t]);
  for (std::size_t t = 0; t < r.tile_kinds.size(); ++t) put(s.open_pile[t]);
  for (int c = 0; c < cards_; ++c) {
    const bool here = c < s.num_roles;
    for (std::size_t i = 0; i < r.roles.size(); ++i) put(here && s.roles[c].role == i);
    put(here ? s.roles[c].coins : 0);
    put(here && s.roles[c].taken_by != kNone);
  }
  for (int i = 0; i < ships_; ++i) {
    const bool here = i < s.num_ships;
    put(here ? s.ships[i].capacity : 0);
    put(here ? s.ships[i].load : 0);
    for (std::size_t g = 0; g < r.goods.size(); ++g) put(here && s.ships[i].good == g);
  }
  std::array<int, kMaxGoods> house{};
  for (int i = 0; i < s.trading_house_count; ++i)
    if (s.trading_house[i] < r.goods.size()) ++house[s.trading_house[i]];
  for (std::size_t g = 0; g < r.goods.size(); ++g) put(house[g]);
  for (int k = 0; k < kMaxSeats; ++k) {
    const bool here = k < players;
    const int seat = here ? (first + k) % players : 0;
    const SeatState& st = s.seat(seat);
    put(here);
    put(here ? st.coins : 0);
    put(here && (full_ || k == 0) ? st.vp_chips : 0);
    for (std::size_t g = 0; g < r.goods.size(); ++g) put(here ? st.goods[g] : 0);
    for (std::size_t w = 0; w < r.worker_kinds.size(); ++w) put(here ? st.san_juan[w] : 0);
    std::array<int, kMaxTileKinds> tiles{}, manned{};
    std::array<int, kMaxBuildings> owned{}, staff{};
    if (here) {
      for (int i = 0; i < st.num_tiles; ++i) {
        const TileSlot& t = st.island[i];
        if (t.kind >= r.tile_kinds.size()) continue;
        ++tiles[t.kind];
        int w = 0;
        for (auto x : t.workers) w += x;
        manned[t.kind] += w > 0;
      }
      for (int i = 0; i < st.num_buildings; ++i) {
        const BuildingSlot& b = st.city[i];
        if (b.type >= r.buildings.size()) continue;
        ++owned[b.type];
        for (auto x : b.workers) staff[b.type] += x;
      }
    }
    for (std::size_t t = 0; t < r.tile_kinds.size(); ++t) put(tiles[t]);
    for (std::size_t t = 0; t < r.tile_kinds.size(); ++t) put(manned[t]);
    for (std::size_t b = 0; b < r.buildings.size(); ++b) put(owned[b]);
    for (std::size_t b = 0; b < r.buildings.size(); ++b) put(staff[b]);
    put(here ? st.city_spaces_used : 0);
  }
  zones_->fill(s, viewer, o);
}

}  // namespace gov::py
