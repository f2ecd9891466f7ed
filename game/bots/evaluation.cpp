#include "game/bots/evaluation.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/cards.hpp"

namespace gov {

namespace {

int workers_on(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x;
  return n;
}

double seat_assets(const Ruleset& r, const SeatState& st, const EvalWeights& w) {
  std::array<int, kMaxGoods> raw_occ{}, raw_all{}, bld_occ{}, bld_all{};
  double v = 0;
  int workers = workers_on(st.san_juan);
  int empty = 0;
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& t = st.island[static_cast<std::size_t>(i)];
    const TileKindDef& k = r.tile_kinds[t.kind];
    const int occ = workers_on(t.workers);
    workers += occ;
    v += w.tile;
    if (t.variant != 0) continue;  // lying as a variant: not a working tile
    empty += std::max(0, k.circles - occ);
    if (k.produces != kNone) {
      raw_occ[k.produces] += std::min(occ, k.circles);
      raw_all[k.produces] += k.circles;
    }
    if (occ > 0) v += w.discount * k.build_discount;
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
      v += w.violet_occupied * d.cost;
    }
  }
  for (std::size_t g = 0; g < r.goods.size() && g < kMaxGoods; ++g) {
    const GoodDef& gd = r.goods[g];
    const int cap = gd.needs_building ? std::min(raw_occ[g], bld_occ[g]) : raw_occ[g];
    const int pot = gd.needs_building ? std::min(raw_all[g], bld_all[g]) : raw_all[g];
    const double per = 1.0 + w.barrel_price * gd.price;
    v += w.capacity * cap * per + w.potential * pot * per;
    v += st.goods[g] * (w.barrel + w.barrel_price * gd.price);
  }
  v += w.coin * st.coins + w.worker * workers + w.empty_circle * empty;
  return v;
}

}  // namespace

SeatValues evaluate(const Engine& engine, const State& s, const EvalWeights& w) {
  SeatValues v{};
  const auto scores = engine.score(s);
  for (const auto& sc : scores) {
    double x = sc.total;
    if (s.over())
      x += w.tiebreak * sc.tiebreak;
    else
      x += seat_assets(engine.rules(), s.seat(sc.seat), w);
    // A card game's hand and goods (Puerto Rico has no cards: its values are unchanged).
    if (!s.over() && engine.rules().cards.enabled())
      x += w.card * card_tiebreak(engine.rules(), s, sc.seat);
    v[static_cast<std::size_t>(sc.seat)] = x;
  }
  return v;
}

EvalWeights tuned_weights() {
  EvalWeights w;
  w.tile = 0.15;
  w.empty_circle = 0.25;
  w.violet_occupied = 0.03;
  w.capacity = 0.5;
  w.potential = 0.2;
  w.barrel_price = 0.05;
  return w;
}

bool set_weight(EvalWeights& w, std::string_view name, double value) {
  const std::pair<std::string_view, double*> fields[] = {
      {"coin", &w.coin},
      {"barrel", &w.barrel},
      {"barrel_price", &w.barrel_price},
      {"capacity", &w.capacity},
      {"potential", &w.potential},
      {"violet_occupied", &w.violet_occupied},
      {"worker", &w.worker},
      {"empty_circle", &w.empty_circle},
      {"tile", &w.tile},
      {"discount", &w.discount},
      {"tiebreak", &w.tiebreak},
      {"card", &w.card},
  };
  for (const auto& [n, field] : fields)
    if (n == name) {
      *field = value;
      return true;
    }
  return false;
}

double relative_value(const SeatValues& v, int players, int seat) {
  double best_other = -1e300;
  for (int p = 0; p < players; ++p)
    if (p != seat) best_other = std::max(best_other, v[static_cast<std::size_t>(p)]);
  return v[static_cast<std::size_t>(seat)] - best_other;
}

SeatValues rewards(const Engine& engine, const State& s, double scale, const EvalWeights& w) {
  SeatValues out{};
  const int n = s.num_players;
  if (s.over()) {
    const auto scores = engine.score(s);
    int winners = 0;
    for (const auto& sc : scores) winners += sc.winner;
    for (const auto& sc : scores)
      if (sc.winner) out[static_cast<std::size_t>(sc.seat)] = 1.0 / std::max(1, winners);
    return out;
  }
  const SeatValues v = evaluate(engine, s, w);
  for (int p = 0; p < n; ++p)
    out[static_cast<std::size_t>(p)] = 1.0 / (1.0 + std::exp(-relative_value(v, n, p) / scale));
  return out;
}

}  // namespace gov
