// The arena's report: per spec, its win share and mean score margin, and a rating of the
// pool, each with a 95% interval from a cluster bootstrap over the blocks (the games of a
// block share a seed, so they are not independent: the block is the unit resampled).
//
// Each figure is given over every lineup and per lineup of the schedule.
// - win share: wins per seat-game, a win shared by w winners counting 1/w;
// - margin: the seat's final VP minus the best other seat's, per seat-game;
// - rating: Elo (Bradley-Terry on a 400-point log10 scale, mean of the pool 1500) fitted by
//   maximum likelihood over every pair of seats of different specs within a game (the
//   higher finish wins the pair: the engine's winner, then VP, then tie-break; equal is
//   half a win each), with one virtual drawn pair between each two specs that meet, so
//   a spec that wins every pair still has a finite rating.
// - interval: the 2.5% and 97.5% percentiles of `resamples` resamples of the blocks (drawn
//   with a fixed seed: the same games give the same intervals), widened to include the
//   point estimate if a skewed resampling left it outside.
// Everything is computed from the games alone, in game order, so a merged set of shards
// gives exactly the report of one run.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "game/arena/arena.hpp"

namespace gov {

inline constexpr int kArenaResamples = 2000;
inline constexpr std::uint64_t kArenaBootstrapSeed = 0x6172656e61ULL;  // "arena"

struct Estimate {
  double value = 0;
  double lo = 0;
  double hi = 0;
};

struct SpecStat {
  std::string spec;
  int seat_games = 0;
  double wins = 0;
  Estimate share;   // wins / seat_games
  Estimate margin;  // mean (own VP - best other VP)
  double mean_score = 0;
  Estimate rating;
  int pairs = 0;  // pairwise comparisons against other specs
  long long decisions = 0;
  long long blunders = 0;  // when counted (ArenaConfig::blunders)
  double blunders_per_100() const {
    return decisions > 0 ? 100.0 * static_cast<double>(blunders) / static_cast<double>(decisions)
                         : 0.0;
  }
};

struct ArenaTable {
  int games = 0;
  int blocks = 0;
  int resamples = kArenaResamples;
  std::vector<SpecStat> specs;  // in pool order, over every lineup
  // Per lineup of the schedule, its specs in pool order (no rating: the rating is the
  // pool's), e.g. the one spec of `A,B,B,B` alone against three of the other.
  std::vector<std::vector<SpecStat>> lineups;
};

// The finishing order of two seats of a game: 1 if a finished above b, 0.5 if level, 0 if
// below.
double pair_result(const ArenaSeat& a, const ArenaSeat& b);

// Bradley-Terry strengths by maximum likelihood (minorize-maximize iterations): wins[i][j]
// is how often i finished above j (halves for level), with the prior above; the result in
// Elo points, mean 1500. A spec with no comparison gets 1500.
std::vector<double> fit_elo(const std::vector<std::vector<double>>& wins);

// The report of `games` (in game order) of a schedule.
ArenaTable arena_table(const ArenaSchedule& schedule, const std::vector<ArenaGame>& games,
                       int resamples = kArenaResamples);

}  // namespace gov
