#include "tools/sim.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "core/game.hpp"
#include "core/safe_text.hpp"
#include "core/state_json.hpp"
#include "tools/pack_session.hpp"

namespace gov::tools {

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::uint64_t game_seed(std::uint64_t seed, int index) {
  return mix64(mix64(seed) + static_cast<std::uint64_t>(index));
}

std::string hex64(std::uint64_t v) {
  return fmt::format("{:016x}", v);
}

int bot_for_seat(int index, int seat, int players) {
  return (seat + index) % players;
}

namespace {

std::uint64_t city_mask(const SeatState& st) {
  std::uint64_t m = 0;
  for (int i = 0; i < st.num_buildings; ++i) {
    const Id t = st.city[static_cast<std::size_t>(i)].type;
    if (t < kMaxBuildings) m |= std::uint64_t{1} << t;
  }
  return m;
}

}  // namespace

namespace {

// The loop of play_game; may throw (a hook, a bot or the engine), play_game catches.
void play_moves(const Engine& engine, Game& game, const std::vector<Bot*>& seats,
                std::uint64_t seed, int step_cap, bool record, GameOutcome& out) {
  const int players = static_cast<int>(seats.size());
  const State& s = game.state();
  std::vector<Rng> rngs;
  for (int i = 0; i < players; ++i) rngs.push_back(seat_rng(seed, i));
  std::array<std::uint8_t, kMaxSeats> nb{};
  std::array<std::uint64_t, kMaxSeats> owned{};
  for (int p = 0; p < players; ++p) {
    nb[static_cast<std::size_t>(p)] = s.seat(p).num_buildings;
    owned[static_cast<std::size_t>(p)] = city_mask(s.seat(p));
  }
  while (!s.over()) {
    if (out.steps >= step_cap) {
      out.error = fmt::format("no end after {} decisions (round {})", out.steps, s.round);
      return;
    }
    const ActionList& legal = game.legal_actions();
    const Id seat = game.current_seat();
    if (legal.empty() || seat == kNone || seat >= players) {
      out.error = fmt::format("no legal action for seat {} in round {} before the end",
                              static_cast<int>(seat), s.round);
      return;
    }
    const Action a = seats[seat]->choose(engine, s, legal, rngs[seat]);
    // The text of an action is relative to the state it is chosen in.
    std::string text = record ? engine.to_text(s, a) : std::string();
    if (auto err = game.apply(a)) {
      out.error =
          fmt::format("'{}' failed at decision {}: {}", engine.to_text(s, a), out.steps, *err);
      return;
    }
    if (record) out.actions.push_back(std::move(text));
    ++out.steps;
    for (int p = 0; p < players; ++p) {
      const auto pi = static_cast<std::size_t>(p);
      if (s.seat(p).num_buildings == nb[pi]) continue;
      nb[pi] = s.seat(p).num_buildings;
      const std::uint64_t now = city_mask(s.seat(p));
      const std::uint64_t added = now & ~owned[pi];
      owned[pi] |= now;
      for (int b = 0; b < kMaxBuildings; ++b)
        if ((added >> b) & 1U) out.bought_round[pi][static_cast<std::size_t>(b)] = s.round;
    }
  }
}

}  // namespace

GameOutcome play_game(const Engine& engine, const std::vector<Bot*>& seats, std::uint64_t seed,
                      int step_cap, bool record, bool random_draft) {
  GameOutcome out;
  gov::GameOptions options;
  options.random_draft = random_draft;
  std::optional<Game> game;
  try {
    // A Game keeps the listing of its own State: no State compares per decision.
    game.emplace(engine, engine.new_game(static_cast<int>(seats.size()), seed, options));
  } catch (const std::exception& e) {
    out.error = fmt::format("setting up the game: {}", e.what());
    return out;
  }
  // What was being done when something threw (the listing, a bot's choice, an action).
  try {
    play_moves(engine, *game, seats, seed, step_cap, record, out);
  } catch (const std::exception& e) {
    out.error =
        fmt::format("at decision {} (round {}, seat {} to act): {}", out.steps, game->state().round,
                    static_cast<int>(engine.current_seat(game->state())) + 1, e.what());
  }
  out.final = game->state();
  if (out.error) return out;
  try {
    out.scores = engine.score(out.final);
  } catch (const std::exception& e) {
    out.error = fmt::format("scoring the final state: {}", e.what());
  }
  return out;
}

GameOutcome play_random_game(const Engine& engine, int players, std::uint64_t seed, int step_cap,
                             bool record, bool random_draft) {
  RandomBot bot;
  std::vector<Bot*> seats(static_cast<std::size_t>(players), &bot);
  return play_game(engine, seats, seed, step_cap, record, random_draft);
}

namespace {

// One finished game as the fold needs it.
struct GameRecord {
  std::uint64_t seed = 0;
  GameOutcome outcome;
  std::string canonical;  // canonical_text of the final state (ended games)
  std::array<int, kMaxSeats> bot_of_seat{};
};

// Everything the fold accumulates before the summaries are computed.
struct Accumulator {
  long long rounds = 0, winner_vp = 0;
  std::vector<double> rounds_s, decisions_s, winner_vp_s, score_s;
  std::vector<std::vector<double>> seat_scores, seat_margins, bot_scores, bot_margins;
  std::vector<long long> building_round_sum;
};

std::string pack_list(const Engine& engine) {
  // The packs as the command line takes them: an id when the pack is that folder of the
  // content folder (where an id is looked up), else its path.
  const std::string content = loader::trim_slashes(default_content_dir()) + "/";
  std::string packs;
  for (const auto& pk : engine.rules().packs) {
    const bool by_id = pk.dir == content + pk.id;
    packs += (packs.empty() ? "" : ",") + (by_id ? pk.id : pk.dir);
  }
  return packs;
}

}  // namespace

SimResult run_sim(const Engine& engine, const SimConfig& cfg) {
  SimResult r;
  const int n = cfg.players;
  r.bots = cfg.bots;
  if (r.bots.empty()) r.bots.assign(static_cast<std::size_t>(n), "random");
  if (static_cast<int>(r.bots.size()) != n)
    throw std::invalid_argument(
        fmt::format("--bots names {} bots but the game has {} players", r.bots.size(), n));
  // Distinct specs, in order of first appearance.
  std::vector<int> stat_of_entry;
  for (const auto& spec : r.bots) {
    if (!make_bot(spec))
      throw std::invalid_argument(
          fmt::format("unknown bot '{}' (use {})", spec, fmt::join(bot_kinds(), ", ")));
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
  const Ruleset& rules = engine.rules();
  for (const auto& b : rules.buildings) {
    BuildingStat st;
    st.id = b.id;
    r.buildings.push_back(st);
  }

  Accumulator acc;
  acc.seat_scores.resize(static_cast<std::size_t>(n));
  acc.seat_margins.resize(static_cast<std::size_t>(n));
  acc.bot_scores.resize(r.bot_stats.size());
  acc.bot_margins.resize(r.bot_stats.size());
  acc.building_round_sum.assign(rules.buildings.size(), 0);

  const auto start = std::chrono::steady_clock::now();

  // Plays game `index` with the thread's engine and bots.
  auto play_one = [&](const Engine& eng, std::vector<std::unique_ptr<Bot>>& bots, int index) {
    GameRecord g;
    g.seed = game_seed(cfg.seed, index);
    std::vector<Bot*> seats;
    for (int p = 0; p < n; ++p) {
      const int e = bot_for_seat(index, p, n);
      g.bot_of_seat[static_cast<std::size_t>(p)] = e;
      seats.push_back(bots[static_cast<std::size_t>(e)].get());
    }
    g.outcome = play_game(eng, seats, g.seed, cfg.step_cap, cfg.record, cfg.random_draft);
    if (!g.outcome.error) {
      g.canonical = canonical_text(eng.rules(), g.outcome.final);
    }
    return g;
  };

  // Folds game `index` into the result; returns false when the run stops (a failure).
  auto fold = [&](int index, const GameRecord& g) {
    r.decisions += g.outcome.steps;
    if (cfg.on_game) cfg.on_game(index, g.seed, g.outcome);
    if (g.outcome.error) {
      std::string seats;
      for (int p = 0; p < n; ++p)
        seats += (p ? "," : "") + r.bots[static_cast<std::size_t>(g.bot_of_seat[p])];
      r.error = fmt::format(
          "game {} (game seed {}, {} players): {}\n  replay it: governor play --packs {} --seed {} "
          "--players {} --seats {}{}",
          index, g.seed, n, safe_text(*g.outcome.error), pack_list(engine), g.seed, n, seats,
          cfg.random_draft ? " --draft random" : "");
      return false;
    }
    ++r.games;
    const State& f = g.outcome.final;
    acc.rounds += f.round;
    acc.rounds_s.push_back(f.round);
    acc.decisions_s.push_back(g.outcome.steps);
    int best = 0, winners = 0;
    for (const auto& sc : g.outcome.scores)
      if (sc.winner) {
        best = sc.total;
        ++winners;
      }
    acc.winner_vp += best;
    acc.winner_vp_s.push_back(best);
    const std::uint8_t why = f.end_triggered;
    r.end_workers += (why & kEndWorkers) != 0;
    r.end_city += (why & kEndCity) != 0;
    r.end_vp += (why & kEndVp) != 0;
    r.end_script += (why & kEndScript) != 0;
    r.signature = fnv1a(g.canonical, r.signature);
    for (const auto& sc : g.outcome.scores) {
      const auto p = static_cast<std::size_t>(sc.seat);
      const double share = sc.winner ? 1.0 / std::max(1, winners) : 0.0;
      int other = -1000000;
      for (const auto& o : g.outcome.scores)
        if (o.seat != sc.seat) other = std::max(other, o.total);
      const double margin = sc.total - other;
      const auto b =
          static_cast<std::size_t>(stat_of_entry[static_cast<std::size_t>(g.bot_of_seat[p])]);
      r.seats[p].wins += share;
      r.seats[p].games += 1;
      r.bot_stats[b].wins += share;
      r.bot_stats[b].games += 1;
      acc.seat_scores[p].push_back(sc.total);
      acc.seat_margins[p].push_back(margin);
      acc.bot_scores[b].push_back(sc.total);
      acc.bot_margins[b].push_back(margin);
      acc.score_s.push_back(sc.total);
      for (std::size_t t = 0; t < r.buildings.size() && t < kMaxBuildings; ++t) {
        const int round = g.outcome.bought_round[p][t];
        if (round == 0) continue;
        r.buildings[t].bought += 1;
        r.buildings[t].owner_wins += share;
        acc.building_round_sum[t] += round;
      }
    }
    return true;
  };

  const int threads = std::max(1, std::min(cfg.threads, cfg.games));
  auto make_bots = [&] {
    std::vector<std::unique_ptr<Bot>> bots;
    for (const auto& spec : r.bots) bots.push_back(make_bot(spec));
    return bots;
  };
  if (threads == 1) {
    auto bots = make_bots();
    for (int i = 0; i < cfg.games; ++i) {
      const GameRecord g = play_one(engine, bots, i);
      const bool ok = fold(i, g);
      if (cfg.on_progress) cfg.on_progress(i + 1, cfg.games);
      if (!ok) break;
    }
  } else {
    // Games are handed out by index; finished ones wait in `ready` until every game before
    // them is folded, so the fold order (and every figure) is the game order.
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    std::mutex mu;
    std::map<int, GameRecord> ready;
    int fold_next = 0;
    std::string thread_error;
    // A worker's body. Nothing may escape a thread (std::terminate would abort the whole
    // process): play_game reports a game's failure as its error, and anything else thrown
    // here (a host that cannot start, a fold callback) stops the run as its error.
    auto work = [&] {
      std::unique_ptr<HookHost> host;
      if (engine.hooks()) host = make_hook_host(rules);
      const Engine eng(rules, host.get());
      auto bots = make_bots();
      while (!stop) {
        const int i = next.fetch_add(1);
        if (i >= cfg.games) break;
        GameRecord g = play_one(eng, bots, i);
        std::lock_guard lock(mu);
        ready.emplace(i, std::move(g));
        while (!stop) {
          auto it = ready.find(fold_next);
          if (it == ready.end()) break;
          const bool ok = fold(fold_next, it->second);
          ready.erase(it);
          ++fold_next;
          if (cfg.on_progress) cfg.on_progress(fold_next, cfg.games);
          if (!ok) stop = true;
        }
      }
    };
    auto worker = [&] {
      std::string error;
      try {
        work();
      } catch (const std::exception& e) {
        error = e.what();
      } catch (...) {
        error = "an unknown exception";
      }
      if (error.empty()) return;
      std::lock_guard lock(mu);
      if (thread_error.empty()) thread_error = error;
      stop = true;
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
    if (!thread_error.empty() && !r.error)
      r.error = fmt::format("a worker thread failed after {} of {} games: {}", fold_next, cfg.games,
                            thread_error);
  }

  if (r.games > 0) {
    r.mean_rounds = static_cast<double>(acc.rounds) / r.games;
    r.mean_winner_vp = static_cast<double>(acc.winner_vp) / r.games;
  }
  r.rounds = summarize(acc.rounds_s);
  r.decisions_per_game = summarize(acc.decisions_s);
  r.winner_vp = summarize(acc.winner_vp_s);
  r.score = summarize(acc.score_s);
  for (std::size_t p = 0; p < r.seats.size(); ++p) {
    r.seats[p].score = summarize(acc.seat_scores[p]);
    r.seats[p].margin = summarize(acc.seat_margins[p]);
  }
  for (std::size_t b = 0; b < r.bot_stats.size(); ++b) {
    r.bot_stats[b].score = summarize(acc.bot_scores[b]);
    r.bot_stats[b].margin = summarize(acc.bot_margins[b]);
  }
  for (std::size_t t = 0; t < r.buildings.size(); ++t)
    if (r.buildings[t].bought > 0)
      r.buildings[t].mean_round =
          static_cast<double>(acc.building_round_sum[t]) / r.buildings[t].bought;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace gov::tools
