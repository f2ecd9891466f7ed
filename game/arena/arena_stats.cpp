#include "game/arena/arena_stats.hpp"

#include <algorithm>
#include <cmath>

#include "game/bots/bots.hpp"

namespace gov {

double pair_result(const ArenaSeat& a, const ArenaSeat& b) {
  if (a.winner != b.winner) return a.winner ? 1.0 : 0.0;
  if (a.score != b.score) return a.score > b.score ? 1.0 : 0.0;
  if (a.tiebreak != b.tiebreak) return a.tiebreak > b.tiebreak ? 1.0 : 0.0;
  return 0.5;
}

std::vector<double> fit_elo(const std::vector<std::vector<double>>& wins) {
  const std::size_t k = wins.size();
  std::vector<std::vector<double>> w = wins;
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = i + 1; j < k; ++j)
      if (w[i][j] + w[j][i] > 0) {
        w[i][j] += 0.5;
        w[j][i] += 0.5;
      }
  std::vector<double> won(k, 0.0), gamma(k, 1.0), next(k, 1.0);
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j < k; ++j) won[i] += w[i][j];
  for (int iter = 0; iter < 10000; ++iter) {
    double change = 0;
    for (std::size_t i = 0; i < k; ++i) {
      double denom = 0;
      for (std::size_t j = 0; j < k; ++j)
        if (j != i) denom += (w[i][j] + w[j][i]) / (gamma[i] + gamma[j]);
      next[i] = denom > 0 ? won[i] / denom : gamma[i];
    }
    // Strengths are defined up to a factor: keep their geometric mean at 1.
    double log_mean = 0;
    for (double g : next) log_mean += std::log(g);
    log_mean /= static_cast<double>(k);
    for (std::size_t i = 0; i < k; ++i) {
      const double g = std::exp(std::log(next[i]) - log_mean);
      change = std::max(change, std::abs(std::log(g) - std::log(gamma[i])));
      gamma[i] = g;
    }
    if (change < 1e-12) break;
  }
  std::vector<double> elo(k);
  for (std::size_t i = 0; i < k; ++i) elo[i] = 1500.0 + 400.0 * std::log10(gamma[i]);
  return elo;
}

namespace {

// What one block adds to the sums the report is made of. Per-spec sums sit in slots:
// slot l * k + i is spec i in lineup l, slot L * k + i is spec i over every lineup.
struct BlockSums {
  std::vector<double> wins, seat_games, margin, score;
  std::vector<std::vector<double>> pair_wins;  // [i][j]: i finished above j
  BlockSums(std::size_t slots, std::size_t k)
      : wins(slots),
        seat_games(slots),
        margin(slots),
        score(slots),
        pair_wins(k, std::vector<double>(k)) {}
  void add(const BlockSums& o) {
    for (std::size_t i = 0; i < wins.size(); ++i) {
      wins[i] += o.wins[i];
      seat_games[i] += o.seat_games[i];
      margin[i] += o.margin[i];
      score[i] += o.score[i];
    }
    for (std::size_t i = 0; i < pair_wins.size(); ++i)
      for (std::size_t j = 0; j < pair_wins.size(); ++j) pair_wins[i][j] += o.pair_wins[i][j];
  }
};

void add_game(const ArenaGame& g, std::size_t lineups, BlockSums& s) {
  const std::size_t k = s.pair_wins.size();
  int winners = 0;
  for (const auto& seat : g.seats) winners += seat.winner;
  for (std::size_t p = 0; p < g.seats.size(); ++p) {
    const ArenaSeat& a = g.seats[p];
    const auto i = static_cast<std::size_t>(a.spec);
    int best_other = 0;
    bool any = false;
    for (std::size_t q = 0; q < g.seats.size(); ++q) {
      if (q == p) continue;
      const ArenaSeat& b = g.seats[q];
      best_other = any ? std::max(best_other, b.score) : b.score;
      any = true;
      if (b.spec != a.spec) s.pair_wins[i][static_cast<std::size_t>(b.spec)] += pair_result(a, b);
    }
    for (const std::size_t slot : {static_cast<std::size_t>(g.lineup) * k + i, lineups * k + i}) {
      s.wins[slot] += a.winner ? 1.0 / std::max(1, winners) : 0.0;
      s.seat_games[slot] += 1;
      s.margin[slot] += a.score - best_other;
      s.score[slot] += a.score;
    }
  }
}

struct Point {
  std::vector<double> share, margin, rating;
};

Point point_of(const BlockSums& s) {
  Point p;
  for (std::size_t i = 0; i < s.wins.size(); ++i) {
    const double n = s.seat_games[i];
    p.share.push_back(n > 0 ? s.wins[i] / n : 0.0);
    p.margin.push_back(n > 0 ? s.margin[i] / n : 0.0);
  }
  p.rating = fit_elo(s.pair_wins);
  return p;
}

double percentile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const double pos = q * static_cast<double>(v.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos));
  const auto hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (v[hi] - v[lo]) * (pos - static_cast<double>(lo));
}

Estimate estimate(double value, const std::vector<double>& boot) {
  Estimate e{value, value, value};
  if (boot.empty()) return e;
  e.lo = std::min(value, percentile(boot, 0.025));
  e.hi = std::max(value, percentile(boot, 0.975));
  return e;
}

}  // namespace

ArenaTable arena_table(const ArenaSchedule& schedule, const std::vector<ArenaGame>& games,
                       int resamples) {
  const std::size_t k = schedule.pool.size();
  const std::size_t lineups = schedule.lineups.size();
  const std::size_t slots = (lineups + 1) * k;
  ArenaTable t;
  t.games = static_cast<int>(games.size());
  t.resamples = resamples;
  // Blocks in order of first appearance (games come in game order: block order).
  std::vector<BlockSums> blocks;
  int last_block = -1;
  std::vector<long long> decisions(k), blunders(k);
  for (const auto& g : games) {
    if (blocks.empty() || g.block != last_block) blocks.emplace_back(slots, k);
    last_block = g.block;
    add_game(g, lineups, blocks.back());
    for (const auto& seat : g.seats) {
      decisions[static_cast<std::size_t>(seat.spec)] += seat.decisions;
      blunders[static_cast<std::size_t>(seat.spec)] += seat.blunders;
    }
  }
  t.blocks = static_cast<int>(blocks.size());
  BlockSums all(slots, k);
  for (const auto& b : blocks) all.add(b);
  const Point point = point_of(all);
  // The resamples: blocks drawn with replacement, from a fixed seed.
  std::vector<std::vector<double>> share_b(slots), margin_b(slots), rating_b(k);
  std::uint64_t counter = 0;
  const auto n = static_cast<unsigned __int128>(blocks.size());
  for (int r = 0; r < resamples && !blocks.empty(); ++r) {
    BlockSums s(slots, k);
    for (std::size_t d = 0; d < blocks.size(); ++d) {
      const std::uint64_t x = mix64(kArenaBootstrapSeed + ++counter);
      s.add(blocks[static_cast<std::size_t>((x * n) >> 64)]);
    }
    const Point p = point_of(s);
    for (std::size_t i = 0; i < slots; ++i) {
      share_b[i].push_back(p.share[i]);
      margin_b[i].push_back(p.margin[i]);
    }
    for (std::size_t i = 0; i < k; ++i) rating_b[i].push_back(p.rating[i]);
  }
  auto stat_of = [&](std::size_t slot, std::size_t i) {
    SpecStat st;
    st.spec = schedule.pool[i];
    st.seat_games = static_cast<int>(all.seat_games[slot]);
    st.wins = all.wins[slot];
    st.share = estimate(point.share[slot], share_b[slot]);
    st.margin = estimate(point.margin[slot], margin_b[slot]);
    st.mean_score = st.seat_games > 0 ? all.score[slot] / st.seat_games : 0.0;
    return st;
  };
  for (std::size_t i = 0; i < k; ++i) {
    SpecStat st = stat_of(lineups * k + i, i);
    st.rating = estimate(point.rating[i], rating_b[i]);
    double pairs = 0;
    for (std::size_t j = 0; j < k; ++j) pairs += all.pair_wins[i][j] + all.pair_wins[j][i];
    st.pairs = static_cast<int>(std::lround(pairs));
    st.decisions = decisions[i];
    st.blunders = blunders[i];
    t.specs.push_back(st);
  }
  for (std::size_t l = 0; l < lineups; ++l) {
    auto& row = t.lineups.emplace_back();
    for (std::size_t i = 0; i < k; ++i)
      if (std::find(schedule.lineups[l].begin(), schedule.lineups[l].end(), static_cast<int>(i)) !=
          schedule.lineups[l].end())
        row.push_back(stat_of(l * k + i, i));
  }
  return t;
}

}  // namespace gov
