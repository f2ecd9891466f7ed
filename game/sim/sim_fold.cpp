// The fold of `governor sim`: games added one at a time in game order, then summarised.
// `sim` folds the games it plays; `merge` folds games read from shard files, the same way,
// so a run split into shards and merged prints exactly the figures of one run.
#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/safe_text.hpp"
#include "game/bots/levels.hpp"
#include "game/content_dir.hpp"
#include "game/sim/sim.hpp"
#include "loader/pack_refs.hpp"

namespace gov {

namespace {

// Whether a building's power shows in the events a game records: a notify, offer or score
// handler acts, and what it does carries the building as its cause. A power that only
// answers questions (modify handlers: how many kinds a seat keeps, a permission to sell)
// changes what the rules allow, and what follows is recorded as the rules' own; a building
// without a script has no power. Neither is counted, and the report says so.
bool power_recorded(const BuildingDef& b) {
  for (int e = 0; e < kEventCount; ++e)
    if (b.handles[static_cast<std::size_t>(e)] &&
        (kHookEvents[e].kinds & (kNotify | kOffer | kScore)) != 0)
      return true;
  return false;
}

std::string pack_list(const Engine& engine, const std::string& content_dir) {
  // The packs as the command line takes them: an id when the pack is that folder of the
  // content folder (where an id is looked up), else its path.
  const std::string content =
      loader::trim_slashes(content_dir.empty() ? find_content_dir().path : content_dir) + "/";
  std::string packs;
  for (const auto& pk : engine.rules().packs) {
    const bool by_id = pk.dir == content + pk.id;
    packs += (packs.empty() ? "" : ",") + (by_id ? pk.id : pk.dir);
  }
  return packs;
}

}  // namespace

SimResult start_result(const Ruleset& rules, const SimConfig& cfg,
                       std::vector<int>& stat_of_entry) {
  SimResult r;
  const int n = cfg.players;
  r.bots = cfg.bots;
  if (r.bots.empty()) r.bots.assign(static_cast<std::size_t>(n), "random");
  if (static_cast<int>(r.bots.size()) != n)
    throw std::invalid_argument(
        fmt::format("--bots names {} bots but the game has {} players", r.bots.size(), n));
  // Distinct specs, in order of first appearance.
  stat_of_entry.clear();
  for (const auto& spec : r.bots) {
    if (auto error = bot_spec_error(spec); !error.empty()) throw std::invalid_argument(error);
    auto it = std::find_if(r.bot_stats.begin(), r.bot_stats.end(),
                           [&](const WinStat& w) { return w.name == spec; });
    if (it == r.bot_stats.end()) {
      WinStat w;
      w.name = spec;
      r.bot_stats.push_back(w);
      it = r.bot_stats.end() - 1;
    }
    stat_of_entry.push_back(static_cast<int>(it - r.bot_stats.begin()));
  }
  for (int p = 0; p < n; ++p) {
    WinStat w;
    w.name = "seat " + std::to_string(p + 1);
    r.seats.push_back(w);
  }
  for (const auto& b : rules.buildings) {
    BuildingStat st;
    st.id = b.id;
    st.power_recorded = power_recorded(b);
    r.buildings.push_back(st);
  }
  return r;
}

SimFold::SimFold(const Engine& engine, const SimConfig& cfg) : engine_(engine), cfg_(cfg) {
  r_ = start_result(engine.rules(), cfg, stat_of_entry_);
  const auto n = static_cast<std::size_t>(cfg.players);
  seat_scores_.resize(n);
  seat_margins_.resize(n);
  bot_scores_.resize(r_.bot_stats.size());
  bot_margins_.resize(r_.bot_stats.size());
  building_round_sum_.assign(engine.rules().buildings.size(), 0);
}

bool SimFold::add(int index, const PlayedGame& g) {
  const int n = cfg_.players;
  SimResult& r = r_;
  r.decisions += g.outcome.steps;
  if (cfg_.on_game) cfg_.on_game(index, g.seed, g.outcome);
  if (g.outcome.error) {
    std::string seats;
    for (int p = 0; p < n; ++p)
      seats += (p ? "," : "") + r.bots[static_cast<std::size_t>(g.bot_of_seat[p])];
    r.error = fmt::format(
        "game {} (game seed {}, {} players): {}\n  replay it: governor play --packs {} --seed {} "
        "--players {} --seats {} --as-sim{}{}",
        index, g.seed, n, safe_text(*g.outcome.error), pack_list(engine_, cfg_.content_dir), g.seed,
        n, seats, cfg_.random_draft ? " --draft random" : "",
        cfg_.variant.empty() ? "" : " --variant " + cfg_.variant);
    return false;
  }
  ++r.games;
  const State& f = g.outcome.final;
  rounds_ += f.round;
  rounds_s_.push_back(f.round);
  decisions_s_.push_back(g.outcome.steps);
  int best = 0, winners = 0;
  for (const auto& sc : g.outcome.scores)
    if (sc.winner) {
      best = sc.total;
      ++winners;
    }
  winner_vp_ += best;
  winner_vp_s_.push_back(best);
  const std::uint8_t why = f.end_triggered;
  r.end_workers += (why & kEndWorkers) != 0;
  r.end_city += (why & kEndCity) != 0;
  r.end_vp += (why & kEndVp) != 0;
  r.end_script += (why & kEndScript) != 0;
  r.signature = fnv1a(g.canonical, r.signature);
  for (std::size_t t = 0; t < r.buildings.size() && t < kMaxBuildings; ++t)
    r.buildings[t].power += g.outcome.powers[t];
  for (const auto& sc : g.outcome.scores) {
    const auto p = static_cast<std::size_t>(sc.seat);
    const double share = sc.winner ? 1.0 / std::max(1, winners) : 0.0;
    int other = -1000000;
    for (const auto& o : g.outcome.scores)
      if (o.seat != sc.seat) other = std::max(other, o.total);
    const double margin = sc.total - other;
    const auto b =
        static_cast<std::size_t>(stat_of_entry_[static_cast<std::size_t>(g.bot_of_seat[p])]);
    r.seats[p].wins += share;
    r.seats[p].games += 1;
    r.bot_stats[b].wins += share;
    r.bot_stats[b].games += 1;
    seat_scores_[p].push_back(sc.total);
    seat_margins_[p].push_back(margin);
    bot_scores_[b].push_back(sc.total);
    bot_margins_[b].push_back(margin);
    score_s_.push_back(sc.total);
    for (std::size_t t = 0; t < r.buildings.size() && t < kMaxBuildings; ++t) {
      const int round = g.outcome.bought_round[p][t];
      if (round == 0) continue;
      r.buildings[t].bought += 1;
      r.buildings[t].owner_wins += share;
      building_round_sum_[t] += round;
    }
  }
  return true;
}

SimResult SimFold::finish() {
  SimResult& r = r_;
  if (r.games > 0) {
    r.mean_rounds = static_cast<double>(rounds_) / r.games;
    r.mean_winner_vp = static_cast<double>(winner_vp_) / r.games;
  }
  r.rounds = summarize(rounds_s_);
  r.decisions_per_game = summarize(decisions_s_);
  r.winner_vp = summarize(winner_vp_s_);
  r.score = summarize(score_s_);
  for (std::size_t p = 0; p < r.seats.size(); ++p) {
    r.seats[p].score = summarize(seat_scores_[p]);
    r.seats[p].margin = summarize(seat_margins_[p]);
  }
  for (std::size_t b = 0; b < r.bot_stats.size(); ++b) {
    r.bot_stats[b].score = summarize(bot_scores_[b]);
    r.bot_stats[b].margin = summarize(bot_margins_[b]);
  }
  for (std::size_t t = 0; t < r.buildings.size(); ++t)
    if (r.buildings[t].bought > 0)
      r.buildings[t].mean_round =
          static_cast<double>(building_round_sum_[t]) / r.buildings[t].bought;
  return r;
}

}  // namespace gov
