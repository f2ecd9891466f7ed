// `governor sim`: seeded games between bots (random by default) and their summary: win
// rates per seat and per bot with intervals, score distributions, game length, building
// statistics and a signature. Threads change the speed, never the figures.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/game_log.hpp"
#include "tools/pack_session.hpp"
#include "tools/sim.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

struct SimOptions {
  GameOptions game;
  int games = 100;
  int step_cap = 20000;
  bool json = false;
  std::string log_dir;  // write game-<i>.json logs there
  std::vector<std::string> bots;
  int threads = 1;
  int budget = 0;  // > 0: the budget of `mcts` entries that give none
  bool progress = true;
};

std::string fixed(double v, int digits = 2) {
  return fmt::format("{:.{}f}", v, digits);
}
std::string percent(double v) {
  return fmt::format("{:.1f}%", 100.0 * v);
}
Cell rnum(std::string text) {
  return Cell{std::move(text), {}, true};
}

void add_rate_rows(Table& t, const std::vector<WinStat>& stats) {
  t.add_row({txt(""), rnum("games"), rnum("wins"), rnum("win rate"), rnum("95% interval"),
             rnum("mean VP"), rnum("sd"), rnum("mean margin")});
  for (const auto& w : stats) {
    const auto [lo, hi] = w.interval();
    t.add_row({txt(w.name), num(w.games), rnum(fixed(w.wins, 1)), rnum(percent(w.rate())),
               rnum(fmt::format("{}-{}", percent(lo), percent(hi))), rnum(fixed(w.score.mean)),
               rnum(fixed(w.score.sd)), rnum(fixed(w.margin.mean))});
  }
}

std::vector<Cell> dist_row(const std::string& name, const Distribution& d) {
  return {txt(name),
          rnum(fixed(d.mean)),
          rnum(fixed(d.sd)),
          rnum(fixed(d.min, 0)),
          rnum(fixed(d.p10, 1)),
          rnum(fixed(d.p25, 1)),
          rnum(fixed(d.median, 1)),
          rnum(fixed(d.p75, 1)),
          rnum(fixed(d.p90, 1)),
          rnum(fixed(d.max, 0))};
}
std::vector<Cell> dist_header() {
  return {txt(""),     rnum("mean"),   rnum("sd"),  rnum("min"), rnum("p10"),
          rnum("p25"), rnum("median"), rnum("p75"), rnum("p90"), rnum("max")};
}

nlohmann::json dist_json(const Distribution& d) {
  return {{"n", d.n},     {"mean", d.mean}, {"sd", d.sd},         {"min", d.min}, {"max", d.max},
          {"p10", d.p10}, {"p25", d.p25},   {"median", d.median}, {"p75", d.p75}, {"p90", d.p90}};
}

nlohmann::json rates_json(const std::vector<WinStat>& stats, const char* key) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& w : stats) {
    const auto [lo, hi] = w.interval();
    a.push_back({{key, w.name},
                 {"games", w.games},
                 {"wins", w.wins},
                 {"win_rate", w.rate()},
                 {"interval95", {lo, hi}},
                 {"score", dist_json(w.score)},
                 {"margin", dist_json(w.margin)}});
  }
  return a;
}

void print_text(const SimOptions& o, const PackSession& session, const SimResult& r) {
  const std::string packs = fmt::format("{}", fmt::join(session.pack_ids(), ","));
  fmt::print("games           {}\n", r.games);
  fmt::print("players         {}\n", o.game.players);
  fmt::print("packs           {}\n", packs);
  fmt::print("seed            {}\n", o.game.seed);
  fmt::print("decisions       {}\n", r.decisions);
  fmt::print("mean rounds     {:.2f}\n", r.mean_rounds);
  fmt::print("mean winner VP  {:.2f}\n", r.mean_winner_vp);
  fmt::print("end triggers    workers {}  city {}  vp {}  script {}\n", r.end_workers, r.end_city,
             r.end_vp, r.end_script);
  fmt::print("signature       {}\n", hex64(r.signature));
  fmt::print("bots            {} (rotated one seat per game)\n", fmt::join(r.bots, ","));

  Table bots;
  add_rate_rows(bots, r.bot_stats);
  fmt::print("\nwin rates by bot (a shared win counts 1/winners; Wilson 95% intervals)\n{}",
             bots.render(false, "  "));
  Table seats;
  add_rate_rows(seats, r.seats);
  fmt::print("\nwin rates by seat\n{}", seats.render(false, "  "));

  Table dist;
  dist.add_row(dist_header());
  for (const auto& w : r.bot_stats) dist.add_row(dist_row("VP " + w.name, w.score));
  dist.add_row(dist_row("VP all seats", r.score));
  dist.add_row(dist_row("VP winner", r.winner_vp));
  dist.add_row(dist_row("rounds", r.rounds));
  dist.add_row(dist_row("decisions", r.decisions_per_game));
  fmt::print("\nscores and game length\n{}", dist.render(false, "  "));

  Table b;
  b.add_row({txt("building"), rnum("bought"), rnum("per game"), rnum("mean round"),
             rnum("owner win rate"), rnum("95% interval")});
  for (const auto& x : r.buildings) {
    if (x.bought == 0) {
      b.add_row({txt(x.id), num(0), rnum("0.00"), txt(""), txt(""), txt("")});
      continue;
    }
    const auto [lo, hi] = x.interval();
    b.add_row({txt(x.id), num(x.bought), rnum(fixed(static_cast<double>(x.bought) / r.games)),
               rnum(fixed(x.mean_round, 1)), rnum(percent(x.owner_rate())),
               rnum(fmt::format("{}-{}", percent(lo), percent(hi)))});
  }
  fmt::print(
      "\nbuildings (bought: seats that came to own it; owner win rate against 1/players = "
      "{})\n{}",
      percent(1.0 / o.game.players), b.render(false, "  "));
}

void print_json(const SimOptions& o, const PackSession& session, const SimResult& r) {
  nlohmann::json j;
  j["games"] = r.games;
  j["players"] = o.game.players;
  j["packs"] = session.pack_ids();
  j["seed"] = o.game.seed;
  j["decisions"] = r.decisions;
  j["mean_rounds"] = r.mean_rounds;
  j["mean_winner_vp"] = r.mean_winner_vp;
  j["end_triggers"] = {
      {"workers", r.end_workers}, {"city", r.end_city}, {"vp", r.end_vp}, {"script", r.end_script}};
  j["signature"] = hex64(r.signature);
  j["bots"] = r.bots;
  j["rotation"] = "the bots list is rotated one seat per game";
  j["bot_stats"] = rates_json(r.bot_stats, "bot");
  j["seat_stats"] = rates_json(r.seats, "seat");
  j["score"] = dist_json(r.score);
  j["winner_vp"] = dist_json(r.winner_vp);
  j["rounds"] = dist_json(r.rounds);
  j["decisions_per_game"] = dist_json(r.decisions_per_game);
  nlohmann::json b = nlohmann::json::array();
  for (const auto& x : r.buildings) {
    const auto [lo, hi] = x.interval();
    b.push_back({{"id", x.id},
                 {"bought", x.bought},
                 {"per_game", r.games ? static_cast<double>(x.bought) / r.games : 0.0},
                 {"mean_round", x.mean_round},
                 {"owner_wins", x.owner_wins},
                 {"owner_win_rate", x.owner_rate()},
                 {"interval95", {lo, hi}}});
  }
  j["buildings"] = b;
  std::cout << j.dump(2) << "\n";
}

int run(const SimOptions& o) {
  auto session = PackSession::open(o.game.packs, std::cerr);
  if (!session) return kExitUsage;
  if (!session->rules().setup_for(o.game.players)) {
    std::cerr << "error: these packs have no setup for " << o.game.players << " players\n";
    return kExitUsage;
  }
  SimConfig cfg;
  cfg.games = o.games;
  cfg.players = o.game.players;
  cfg.seed = o.game.seed;
  cfg.random_draft = o.game.random_draft();
  cfg.step_cap = o.step_cap;
  cfg.bots = split_pack_list(o.bots);
  if (o.budget > 0)
    for (auto& spec : cfg.bots)
      if (spec == "mcts") spec = fmt::format("mcts:{}", o.budget);
  cfg.threads = o.threads;
  std::string log_error;
  if (!o.log_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.log_dir, ec);
    if (ec) {
      std::cerr << "error: cannot create the log folder '" << o.log_dir << "': " << ec.message()
                << "\n";
      return kExitUsage;
    }
    cfg.record = true;
    cfg.on_game = [&](int index, std::uint64_t seed, const GameOutcome& g) {
      GameLog log = start_log(session->rules(), o.game.players, seed, o.game.random_draft());
      log.actions = g.actions;
      finish_log(log, session->rules(), g.final);
      const std::string path = fmt::format("{}/game-{}.json", o.log_dir, index);
      if (auto err = write_log(path, log); !err.empty() && log_error.empty()) log_error = err;
    };
  }
  if (!cfg.bots.empty() && static_cast<int>(cfg.bots.size()) != o.game.players) {
    std::cerr << "error: --bots names " << cfg.bots.size() << " bots but the game has "
              << o.game.players << " players\n";
    return kExitUsage;
  }
  for (const auto& spec : cfg.bots)
    if (!make_bot(spec)) {
      std::cerr << "error: unknown bot '" << spec << "' (use "
                << fmt::format("{}", fmt::join(bot_kinds(), ", ")) << ")\n";
      return kExitUsage;
    }
  // A progress bar on a terminal: redrawn at most ten times a second, erased at the end.
  const bool bar = o.progress && isatty(STDERR_FILENO) != 0;
  const auto t0 = std::chrono::steady_clock::now();
  auto last = t0 - std::chrono::seconds(1);
  if (bar)
    cfg.on_progress = [&](int done, int total) {
      const auto now = std::chrono::steady_clock::now();
      if (done < total && now - last < std::chrono::milliseconds(100)) return;
      last = now;
      const double el = std::chrono::duration<double>(now - t0).count();
      const int width = 30;
      const int fill = static_cast<int>(static_cast<long long>(width) * done / total);
      const double eta = done > 0 ? el * (total - done) / done : 0.0;
      std::fprintf(stderr, "\r[%s%s] %d/%d games  %.1f s  eta %.0f s ",
                   std::string(static_cast<std::size_t>(fill), '#').c_str(),
                   std::string(static_cast<std::size_t>(width - fill), '.').c_str(), done, total,
                   el, eta);
      std::fflush(stderr);
    };
  SimResult r;
  try {
    r = run_sim(session->engine(), cfg);
  } catch (const std::exception& e) {
    if (bar) std::fprintf(stderr, "\r\x1b[K");
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
  if (bar) std::fprintf(stderr, "\r\x1b[K");
  if (!log_error.empty()) {
    print_error(std::cerr, log_error);
    return kExitFailure;
  }
  if (r.error) {
    print_error(std::cerr, *r.error);
    return kExitFailure;
  }
  if (o.json)
    print_json(o, *session, r);
  else
    print_text(o, *session, r);
  spdlog::info("{} games in {:.2f} s on {} thread(s) ({:.0f} games/s, {:.0f} decisions/s)", r.games,
               r.seconds, std::max(1, std::min(o.threads, o.games)),
               r.seconds > 0 ? r.games / r.seconds : 0.0,
               r.seconds > 0 ? static_cast<double>(r.decisions) / r.seconds : 0.0);
  return kExitOk;
}

}  // namespace

VerbRun add_sim_verb(CLI::App& app) {
  auto o = std::make_shared<SimOptions>();
  CLI::App* cmd = app.add_subcommand(
      "sim", "play seeded games between bots and print win rates, scores and a signature");
  cmd->add_option("--games", o->games, "number of games")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  add_game_options(*cmd, o->game);
  cmd->add_option("--step-cap", o->step_cap,
                  "decisions allowed per game; a game that does not end by then is an error")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--bots", o->bots,
                  "bot per seat, rotated one seat per game (random, greedy, mcts[:N[:D]]); a "
                  "comma list with one entry per player; default: all random")
      ->delimiter(',');
  cmd->add_option("--budget", o->budget,
                  "iterations per decision of the `mcts` entries of --bots that give none "
                  "(default 2000; same as mcts:N)")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--threads", o->threads,
                  "threads playing games (each with its own Lua state); the results do not "
                  "depend on it")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  cmd->add_flag("!--no-progress", o->progress, "no progress bar (drawn only on a terminal)");
  cmd->add_flag("--json", o->json, "print the summary as JSON");
  cmd->add_option("--log", o->log_dir,
                  "write a game log of every game to this folder (game-<i>.json; replay one "
                  "with: governor replay FILE)");
  cmd->footer(
      "Game i is seeded from --seed and i, and rotates the --bots list by i seats; the "
      "signature is a 64-bit FNV-1a hash of the canonical JSON of every final state, so the "
      "same options always print the same signature and figures, whatever --threads. Timing "
      "goes to stderr.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
