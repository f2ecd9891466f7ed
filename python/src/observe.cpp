#include "observe.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

namespace gov::py {

namespace {

constexpr const char* kStages[] = {"draft", "choose_role", "phase", "game_over"};

}  // namespace

ObservationLayout::ObservationLayout(const Ruleset& r, bool full) : rules_(r), full_(full) {
  cards_ = 0;
  ships_ = 0;
  for (const auto& t : r.setups) {
    cards_ = std::max(cards_, static_cast<int>(t.roles.size()));
    ships_ = std::max(ships_, static_cast<int>(t.ship_capacities.size()));
  }
  auto& n = names_;
  n.push_back("round");
  n.push_back("players");
  for (const char* st : kStages) n.push_back(fmt::format("stage.{}", st));
  for (int k = 0; k < kMaxSeats; ++k) n.push_back(fmt::format("governor.seat{}", k));
  for (int k = 0; k < kMaxSeats; ++k) n.push_back(fmt::format("to_act.seat{}", k));
  for (const auto& role : r.roles) n.push_back("phase_role." + role.id);
  n.push_back("vp_supply");
  for (const auto& w : r.worker_kinds) n.push_back("worker_supply." + w.id);
  for (const auto& w : r.worker_kinds) n.push_back("worker_ship." + w.id);
  for (const auto& g : r.goods) n.push_back("goods_supply." + g.id);
  for (const auto& b : r.buildings) n.push_back("building_supply." + b.id);
  n.push_back("stack_size");
  if (full_)
    for (const auto& t : r.tile_kinds) n.push_back("stack." + t.id);
  for (const auto& t : r.tile_kinds) n.push_back("face_up." + t.id);
  for (const auto& t : r.tile_kinds) n.push_back("open_pile." + t.id);
  for (int c = 0; c < cards_; ++c) {
    for (const auto& role : r.roles) n.push_back(fmt::format("card{}.role.{}", c, role.id));
    n.push_back(fmt::format("card{}.coins", c));
    n.push_back(fmt::format("card{}.taken", c));
  }
  for (int i = 0; i < ships_; ++i) {
    n.push_back(fmt::format("ship{}.capacity", i));
    n.push_back(fmt::format("ship{}.load", i));
    for (const auto& g : r.goods) n.push_back(fmt::format("ship{}.good.{}", i, g.id));
  }
  for (const auto& g : r.goods) n.push_back("trading_house." + g.id);
  for (int k = 0; k < kMaxSeats; ++k) {
    const std::string p = fmt::format("seat{}.", k);
    n.push_back(p + "present");
    n.push_back(p + "coins");
    n.push_back(p + "vp_chips");
    for (const auto& g : r.goods) n.push_back(p + "goods." + g.id);
    for (const auto& w : r.worker_kinds) n.push_back(p + "san_juan." + w.id);
    for (const auto& t : r.tile_kinds) n.push_back(p + "tiles." + t.id);
    for (const auto& t : r.tile_kinds) n.push_back(p + "tiles_manned." + t.id);
    for (const auto& b : r.buildings) n.push_back(p + "building." + b.id);
    for (const auto& b : r.buildings) n.push_back(p + "building_workers." + b.id);
    n.push_back(p + "city_spaces_used");
  }
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
}

}  // namespace gov::py
