#include "core/invariants.hpp"

#include <fmt/format.h>

#include "core/cards.hpp"
#include "core/draft.hpp"

namespace gov {

std::vector<std::string> check_invariants(const Ruleset& r, const State& s) {
  std::vector<std::string> bad;
  const SetupTable* setup = r.setup_for(s.num_players);
  if (!setup) return {"no setup table for this player count"};
  const int n = s.num_players;

  for (int g = 0; g < static_cast<int>(r.goods.size()); ++g) {
    int total = s.goods_supply[g];
    for (int i = 0; i < n; ++i) total += s.seat(i).goods[g];
    for (int i = 0; i < s.num_ships; ++i)
      if (s.ships[i].good == g) total += s.ships[i].load;
    for (int i = 0; i < s.trading_house_count; ++i) total += s.trading_house[i] == g;
    if (total != setup->goods[g])
      bad.push_back(
          fmt::format("good {}: {} in play, setup has {}", r.goods[g].id, total, setup->goods[g]));
  }
  for (int k = 0; k < static_cast<int>(r.worker_kinds.size()); ++k) {
    int total = s.worker_supply[k] + s.ship_workers[k];
    for (int i = 0; i < n; ++i) {
      const auto& st = s.seat(i);
      total += st.san_juan[k];
      for (int t = 0; t < st.num_tiles; ++t) total += st.island[t].workers[k];
      for (int b = 0; b < st.num_buildings; ++b) total += st.city[b].workers[k];
    }
    const int want = setup->worker_supply[k] + setup->ship_workers[k];
    if (total != want)
      bad.push_back(
          fmt::format("worker {}: {} in play, setup has {}", r.worker_kinds[k].id, total, want));
  }
  {
    int total = s.vp_supply;
    for (int i = 0; i < n; ++i) total += s.seat(i).vp_chips;
    if (total != setup->vp_chips)
      bad.push_back(fmt::format("VP chips: {} in play, setup has {}", total, setup->vp_chips));
  }
  for (int k = 0; k < static_cast<int>(r.tile_kinds.size()); ++k) {
    int total = s.discard[k] + s.open_pile[k];
    for (int i = 0; i < s.stack_size; ++i) total += s.stack[i] == k;
    for (int i = 0; i < s.face_up_count; ++i) total += s.face_up[i] == k;
    for (int i = 0; i < n; ++i)
      for (int t = 0; t < s.seat(i).num_tiles; ++t) total += s.seat(i).island[t].kind == k;
    if (total != setup->tiles[k])
      bad.push_back(fmt::format("tile {}: {} in play, setup has {}", r.tile_kinds[k].id, total,
                                setup->tiles[k]));
  }
  // A card game's buildings are its cards: they are counted card by card.
  if (r.cards.enabled())
    for (auto& line : check_card_invariants(r, s)) bad.push_back(std::move(line));
  for (int b = 0; b < static_cast<int>(r.buildings.size()) && !r.cards.enabled(); ++b) {
    int total = s.building_supply[b];
    for (int i = 0; i < n; ++i)
      for (int c = 0; c < s.seat(i).num_buildings; ++c) total += s.seat(i).city[c].type == b;
    const bool out_of_game =
        in_draft_pool(r, static_cast<Id>(b)) && !(s.drafted & (std::uint64_t{1} << b));
    const int want = out_of_game ? 0 : r.copies_of(static_cast<Id>(b), n);
    if (total != want)
      bad.push_back(
          fmt::format("building {}: {} in play, setup has {}", r.buildings[b].id, total, want));
  }
  for (int i = 0; i < n; ++i) {
    const auto& st = s.seat(i);
    if (st.coins < 0) bad.push_back(fmt::format("seat {} has {} coins", i + 1, st.coins));
    if (st.num_tiles > r.settings.island_spaces)
      bad.push_back(fmt::format("seat {}: island over full", i + 1));
    if (st.city_spaces_used > r.settings.city_spaces)
      bad.push_back(fmt::format("seat {}: city over full", i + 1));
    for (int t = 0; t < st.num_tiles; ++t) {
      int w = 0;
      for (auto x : st.island[t].workers) w += x;
      const int circles = st.island[t].variant == 0 ? r.tile_kinds[st.island[t].kind].circles : 0;
      if (w > circles) bad.push_back(fmt::format("seat {}: tile {} over-occupied", i + 1, t));
    }
    BuildingTypes types;
    for (int b = 0; b < st.num_buildings; ++b) types.add(st.city[b].type);
    if (!(types == st.city_types))
      bad.push_back(fmt::format("seat {}: city_types is not the city's (use add_to_city)", i + 1));
    for (int b = 0; b < st.num_buildings; ++b) {
      int w = 0;
      for (auto x : st.city[b].workers) w += x;
      if (w > r.buildings[st.city[b].type].circles)
        bad.push_back(
            fmt::format("seat {}: {} over-occupied", i + 1, r.buildings[st.city[b].type].id));
    }
  }
  if (s.trading_house_count > r.settings.trading_house_capacity)
    bad.push_back("trading house over full");
  return bad;
}

}  // namespace gov
