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

#include "game/bots/levels.hpp"
#include "game/game_log.hpp"
#include "game/sim/sim.hpp"
#include "game/sim/sim_games_out.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/sim_report.hpp"

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
  std::string games_out;  // one record per game (JSON lines, or CSV by extension)
  std::string shard;      // "i/n": play the i-th of n parts of the games (0-based)
};

int run(const SimOptions& o) {
  auto session = open_game(o.game.packs, std::cerr);
  if (!session) return kExitUsage;
  if (!session->rules().setup_for(o.game.players)) {
    std::cerr << "error: these packs have no setup for " << o.game.players << " players\n";
    return kExitUsage;
  }
  if (!check_variant(session->rules(), o.game, std::cerr)) return kExitUsage;
  SimConfig cfg;
  cfg.content_dir = default_content_dir();
  cfg.games = o.games;
  cfg.players = o.game.players;
  cfg.seed = o.game.seed;
  cfg.random_draft = o.game.random_draft();
  cfg.variant = o.game.variant;
  cfg.step_cap = o.step_cap;
  cfg.bots = split_pack_list(o.bots);
  if (o.budget > 0)
    for (auto& spec : cfg.bots)
      if (spec == "mcts") spec = fmt::format("mcts:{}", o.budget);
  cfg.threads = o.threads;
  RunInfo run;
  if (!o.shard.empty() && !parse_shard(o.shard, run.shard, run.shards)) {
    std::cerr << "error: --shard wants i/n with 0 <= i < n (e.g. 0/4), not '" << o.shard << "'\n";
    return kExitUsage;
  }
  // Shard i of n: games [games*i/n, games*(i+1)/n) of the whole run.
  cfg.first = static_cast<int>(static_cast<long long>(o.games) * run.shard / run.shards);
  cfg.end = static_cast<int>(static_cast<long long>(o.games) * (run.shard + 1) / run.shards);
  run.seed = o.game.seed;
  run.games = o.games;
  run.players = o.game.players;
  run.random_draft = o.game.random_draft();
  run.variant = o.game.variant;
  run.bots = cfg.bots;
  if (run.bots.empty()) run.bots.assign(static_cast<std::size_t>(o.game.players), "random");
  if (!o.shard.empty() && o.games_out.empty()) {
    std::cerr << "error: --shard needs --games-out FILE (governor merge reads the parts)\n";
    return kExitUsage;
  }
  GamesOut games_out;
  if (!o.games_out.empty()) {
    if (auto err = games_out.open(o.games_out); !err.empty()) {
      print_error(std::cerr, err);
      return kExitUsage;
    }
  }
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
  }
  cfg.on_game = [&](int index, std::uint64_t seed, const GameOutcome& g) {
    if (!o.games_out.empty() && !g.error) games_out.write(session->rules(), run, index, seed, g);
    if (o.log_dir.empty()) return;
    GameLog log =
        start_log(session->rules(), o.game.players, seed, o.game.random_draft(), o.game.variant);
    log.actions = g.actions;
    finish_log(log, session->rules(), g.final);
    for (int p = 0; p < o.game.players; ++p)
      log.seats.push_back(
          run.bots[static_cast<std::size_t>(bot_for_seat(index, p, o.game.players))]);
    for (const auto& sc : g.scores) {
      log.final_scores.push_back(sc.total);
      if (sc.winner) log.winners.push_back(sc.seat);
    }
    const std::string path = fmt::format("{}/game-{}.json", o.log_dir, index);
    if (auto err = write_log(path, log); !err.empty() && log_error.empty()) log_error = err;
  };
  if (!cfg.bots.empty() && static_cast<int>(cfg.bots.size()) != o.game.players) {
    std::cerr << "error: --bots names " << cfg.bots.size() << " bots but the game has "
              << o.game.players << " players\n";
    return kExitUsage;
  }
  for (const auto& spec : cfg.bots)
    if (auto error = bot_spec_error(spec); !error.empty()) {
      std::cerr << "error: " << error << "\n";
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
  if (!o.games_out.empty())
    if (auto err = games_out.close(); !err.empty() && log_error.empty()) log_error = err;
  if (!log_error.empty()) {
    print_error(std::cerr, log_error);
    return kExitFailure;
  }
  if (r.error) {
    print_error(std::cerr, *r.error);
    return kExitFailure;
  }
  const SimHeader header{o.game.players, session->definition().pack_ids(), o.game.seed,
                         o.game.variant};
  if (o.json)
    print_sim_json(header, r);
  else
    print_sim_text(header, r);
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
  cmd->add_option("--games-out", o->games_out,
                  "write one record per game to FILE: JSON lines, or CSV when FILE ends in "
                  ".csv (seed, packs, seats and bots, score breakdown, winners, rounds, end, "
                  "buildings bought); plot it with: python3 -m governor.report FILE");
  cmd->add_option("--shard", o->shard,
                  "play part i of n (i/n, 0-based) of the --games games, for a cluster; "
                  "needs --games-out; `governor merge` combines the parts into the figures "
                  "and signature of one run");
  cmd->footer(
      "Game i is seeded from --seed and i, and rotates the --bots list by i seats; the "
      "signature is a 64-bit FNV-1a hash of the canonical JSON of every final state, so the "
      "same options always print the same signature and figures, whatever --threads. Timing "
      "goes to stderr.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
