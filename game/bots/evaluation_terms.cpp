#include "game/bots/evaluation_terms.hpp"

#include <algorithm>

namespace gov {

namespace {

int workers_on(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x;
  return n;
}

}  // namespace

// Mirrors seat_assets (evaluation.cpp) term by term; the test holds the two together.
EvalTerms seat_terms(const Ruleset& r, const SeatState& st, double barrel_price) {
  EvalTerms t;
  std::array<int, kMaxGoods> raw_occ{}, raw_all{}, bld_occ{}, bld_all{};
  int workers = workers_on(st.san_juan);
  int empty = 0;
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& s = st.island[static_cast<std::size_t>(i)];
    const TileKindDef& k = r.tile_kinds[s.kind];
    const int occ = workers_on(s.workers);
    workers += occ;
    t.tile += 1;
    if (s.variant != 0) continue;
    empty += std::max(0, k.circles - occ);
    if (k.produces != kNone) {
      raw_occ[k.produces] += std::min(occ, k.circles);
      raw_all[k.produces] += k.circles;
    }
    if (occ > 0) t.discount += k.build_discount;
  }
  for (int i = 0; i < st.num_buildings; ++i) {
    const BuildingSlot& b = st.city[static_cast<std::size_t>(i)];
    const BuildingDef& d = r.buildings[b.type];
    const int occ = workers_on(b.workers);
    workers += occ;
    empty += std::max(0, d.circles - occ);
    if (d.category == BuildingCategory::Production && d.produces != kNone) {
      bld_occ[d.produces] += std::min(occ, d.circles);
      bld_all[d.produces] += d.circles;
    } else if (occ > 0 || d.works_unoccupied) {
      t.violet_occupied += d.cost;
    }
  }
  for (std::size_t g = 0; g < r.goods.size() && g < kMaxGoods; ++g) {
    const GoodDef& gd = r.goods[g];
    const int cap = gd.needs_building ? std::min(raw_occ[g], bld_occ[g]) : raw_occ[g];
    const int pot = gd.needs_building ? std::min(raw_all[g], bld_all[g]) : raw_all[g];
    const double per = 1.0 + barrel_price * gd.price;
    t.capacity += cap * per;
    t.potential += pot * per;
    t.barrel += st.goods[g];
    t.fixed += st.goods[g] * barrel_price * gd.price;
  }
  t.coin = st.coins;
  t.worker = workers;
  t.empty_circle = empty;
  return t;
}

double term(const EvalTerms& t, std::string_view name) {
  if (name == "coin") return t.coin;
  if (name == "barrel") return t.barrel;
  if (name == "capacity") return t.capacity;
  if (name == "potential") return t.potential;
  if (name == "violet_occupied") return t.violet_occupied;
  if (name == "worker") return t.worker;
  if (name == "empty_circle") return t.empty_circle;
  if (name == "tile") return t.tile;
  if (name == "discount") return t.discount;
  return 0;
}

double weighted(const EvalTerms& t, const EvalWeights& w) {
  return w.coin * t.coin + w.barrel * t.barrel + w.capacity * t.capacity +
         w.potential * t.potential + w.violet_occupied * t.violet_occupied + w.worker * t.worker +
         w.empty_circle * t.empty_circle + w.tile * t.tile + w.discount * t.discount + t.fixed;
}

}  // namespace gov
