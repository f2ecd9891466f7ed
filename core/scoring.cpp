// Final scoring: VP chips, printed building VP, end-of-game powers (score hooks, only for
// occupied buildings), VP of scoring worker kinds; the tie-break is coins plus barrels
// (plus, in a card game, the cards in hand and the goods), and a tie that survives it is a
// shared win.
#include <algorithm>

#include "core/cards.hpp"
#include "core/dispatch.hpp"
#include "core/engine.hpp"

namespace gov {

namespace {

// Everything but the final_score_last answers: chips, printed VP, final_score answers,
// workers' VP, the tie-break.
SeatScore score_before_last(const Ruleset& rules, const Dispatcher& d, const State& s, int seat) {
  const auto& st = s.seat(seat);
  SeatScore sc;
  sc.seat = seat;
  sc.chips = st.vp_chips;
  for (int i = 0; i < st.num_buildings; ++i) sc.buildings += rules.buildings[st.city[i].type].vp;
  sc.bonus = d.score(s, seat);
  for (int k = 0; k < static_cast<int>(rules.worker_kinds.size()); ++k) {
    int owned = st.san_juan[k];
    for (int i = 0; i < st.num_tiles; ++i) owned += st.island[i].workers[k];
    for (int i = 0; i < st.num_buildings; ++i) owned += st.city[i].workers[k];
    sc.workers += owned * rules.worker_kinds[k].end_vp;
  }
  sc.total = sc.chips + sc.buildings + sc.bonus + sc.workers;
  sc.tiebreak = st.coins;
  for (auto g : st.goods) sc.tiebreak += g;
  // A card game's: cards in hand plus goods (seed 004: « le plus de cartes en main et de
  // marchandises (1 marchandise entreposée équivaut à 1 carte en main) »).
  if (rules.cards.enabled()) sc.tiebreak += card_tiebreak(rules, s, seat);
  return sc;
}

}  // namespace

std::vector<SeatScore> Engine::score(const State& s) const {
  Dispatcher d(rules_, hooks_);
  std::vector<SeatScore> out;
  for (int seat = 0; seat < s.num_players; ++seat) {
    SeatScore sc = score_before_last(rules_, d, s, seat);
    // Powers counted from the others' total come last, each from that same total (seed
    // 004, the palace: « calculés complètement à la fin, après que tous les autres PV ont
    // été déterminés »).
    for (const auto& [hook, vp] : d.score_last_parts(s, seat, sc.total)) {
      sc.bonus += vp;
      sc.total += vp;
    }
    out.push_back(sc);
  }
  int best = -1, best_tb = -1;
  for (const auto& sc : out)
    if (sc.total > best || (sc.total == best && sc.tiebreak > best_tb)) {
      best = sc.total;
      best_tb = sc.tiebreak;
    }
  for (auto& sc : out) sc.winner = sc.total == best && sc.tiebreak == best_tb;
  return out;
}

std::vector<std::pair<Id, int>> Engine::bonus_by_building(const State& s, int seat) const {
  Dispatcher d(rules_, hooks_);
  auto parts = d.score_parts(s, seat);
  const int others = score_before_last(rules_, d, s, seat).total;
  for (const auto& [hook, vp] : d.score_last_parts(s, seat, others))
    if (hook < rules_.buildings.size()) parts.emplace_back(hook, vp);
  return parts;
}

}  // namespace gov
