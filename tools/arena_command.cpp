// `governor arena`: matches between bot specs with seats rotated and games paired
// (game/arena/arena.hpp), and their table: win share, score margin and an Elo rating per
// spec with 95% cluster-bootstrap intervals (game/arena/arena_stats.hpp). The shards of a
// run (--shard i/n --json FILE) merge through `governor merge` into the whole run's table.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include "game/arena/think_times.hpp"
#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"
#include "tools/arena_report.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"

namespace gov::tools {

namespace {

struct ArenaOptions {
  GameOptions game;
  std::vector<std::string> pool;
  std::vector<std::string> lineup;
  int games = 48;
  int step_cap = 20000;
  int threads = 1;
  int budget = 0;
  bool progress = true;
  bool blunders = false;
  bool think_times = false;
  std::string json;  // file, or "-" for stdout (instead of the text table)
  std::string csv;
  std::string shard;
  std::string positions;  // file for the quiet positions (fitting the evaluation)
};

// The pool and lineups from --pool and --lineup; an error message, or empty.
std::string make_schedule(const ArenaOptions& o, ArenaSchedule& s) {
  s.players = o.game.players;
  auto specs = split_pack_list(o.pool);
  auto lineup = split_pack_list(o.lineup);
  if (o.budget > 0)
    for (auto* list : {&specs, &lineup})
      for (auto& spec : *list)
        if (spec == "mcts") spec = fmt::format("mcts:{}", o.budget);
  for (const auto& spec : specs)
    if (std::find(s.pool.begin(), s.pool.end(), spec) == s.pool.end()) s.pool.push_back(spec);
  for (const auto& spec : lineup)
    if (std::find(s.pool.begin(), s.pool.end(), spec) == s.pool.end()) s.pool.push_back(spec);
  for (const auto& spec : s.pool)
    if (auto error = bot_spec_error(spec); !error.empty()) return error;
  if (!lineup.empty()) {
    if (static_cast<int>(lineup.size()) != s.players)
      return fmt::format("--lineup seats {} bots but the game has {} players", lineup.size(),
                         s.players);
    auto& row = s.lineups.emplace_back();
    for (const auto& spec : lineup)
      row.push_back(
          static_cast<int>(std::find(s.pool.begin(), s.pool.end(), spec) - s.pool.begin()));
    return {};
  }
  if (s.pool.size() < 2) return "--pool needs at least two different bot specs (or give --lineup)";
  s.lineups = default_lineups(static_cast<int>(s.pool.size()), s.players);
  return {};
}

std::string write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (!out) return fmt::format("cannot write '{}'", path);
  return {};
}

// Writes the table where the options ask; an error message, or empty.
std::string write_outputs(const std::string& json_path, const std::string& csv_path,
                          const ArenaRunInfo& info, const ArenaTable& table,
                          const std::vector<ArenaGame>& games) {
  const std::string doc = arena_json(info, table, games).dump(1) + "\n";
  if (json_path == "-")
    std::cout << doc;
  else
    std::cout << arena_text(info, table);
  if (!json_path.empty() && json_path != "-")
    if (auto err = write_file(json_path, doc); !err.empty()) return err;
  if (!csv_path.empty())
    if (auto err = write_file(csv_path, arena_csv(table, info.blunders)); !err.empty()) return err;
  return {};
}

// Games done, rate and time left: a bar redrawn on a terminal, else a line every 10 s.
std::function<void(int, int)> progress_printer(bool on) {
  if (!on) return {};
  const bool tty = isatty(STDERR_FILENO) != 0;
  const auto t0 = std::chrono::steady_clock::now();
  auto last = std::make_shared<std::chrono::steady_clock::time_point>(t0);
  return [=](int done, int total) {
    const auto now = std::chrono::steady_clock::now();
    const auto gap = tty ? std::chrono::milliseconds(100) : std::chrono::milliseconds(10000);
    if (done < total && now - *last < gap) return;
    *last = now;
    const double el = std::chrono::duration<double>(now - t0).count();
    const double rate = el > 0 ? done / el : 0.0;
    const double eta = rate > 0 ? (total - done) / rate : 0.0;
    std::fprintf(stderr, "%sarena: %d/%d games  %.2f games/s  %.0f s  eta %.0f s%s",
                 tty ? "\r" : "", done, total, rate, el, eta, tty ? " " : "\n");
    if (tty && done == total) std::fprintf(stderr, "\r\x1b[K");
    std::fflush(stderr);
  };
}

int run(const ArenaOptions& o) {
  ArenaRunInfo info;
  if (auto err = make_schedule(o, info.schedule); !err.empty()) {
    print_error(std::cerr, err);
    return kExitUsage;
  }
  if (!o.shard.empty() && !parse_shard(o.shard, info.shard, info.shards)) {
    print_error(std::cerr, fmt::format("--shard wants i/n with 0 <= i < n, not '{}'", o.shard));
    return kExitUsage;
  }
  if (info.shards > 1 && (o.json.empty() || o.json == "-")) {
    print_error(std::cerr, "--shard needs --json FILE (governor merge reads the parts)");
    return kExitUsage;
  }
  auto session = open_game(o.game.packs, std::cerr);
  if (!session) return kExitUsage;
  if (!session->rules().setup_for(o.game.players)) {
    print_error(std::cerr, fmt::format("these packs have no setup for {} players", o.game.players));
    return kExitUsage;
  }
  if (!check_variant(session->rules(), o.game, std::cerr)) return kExitUsage;
  for (const auto& pk : session->rules().packs) info.packs.emplace_back(pk.id, pk.content_hash);
  const int block = info.schedule.block_games();
  info.seed = o.game.seed;
  info.games_requested = o.games;
  info.games = whole_blocks(o.games, block);
  info.step_cap = o.step_cap;
  info.random_draft = o.game.random_draft();
  info.variant = o.game.variant;
  info.blunders = o.blunders;
  if (info.games != o.games)
    spdlog::info(
        "{} games rounded up to {} ({} blocks of {}: one seed, {} lineup(s) x {} seat "
        "rotations)",
        o.games, info.games, info.games / block, block, info.schedule.lineups.size(),
        info.schedule.players);
  ArenaConfig cfg;
  cfg.schedule = info.schedule;
  cfg.seed = info.seed;
  cfg.games = info.games;
  cfg.step_cap = o.step_cap;
  cfg.random_draft = info.random_draft;
  cfg.variant = info.variant;
  cfg.threads = o.threads;
  cfg.blunders = o.blunders;
  cfg.positions = !o.positions.empty();
  ThinkTimes think;
  if (o.think_times) cfg.think_times = &think;
  cfg.first = static_cast<int>(static_cast<long long>(info.games) * info.shard / info.shards);
  cfg.end = static_cast<int>(static_cast<long long>(info.games) * (info.shard + 1) / info.shards);
  cfg.on_progress = progress_printer(o.progress);
  ArenaRun r;
  try {
    r = run_arena(session->engine(), cfg);
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
  if (r.error) {
    print_error(std::cerr, *r.error);
    return kExitFailure;
  }
  const ArenaTable table = arena_table(info.schedule, r.games);
  if (auto err = write_outputs(o.json, o.csv, info, table, r.games); !err.empty()) {
    print_error(std::cerr, err);
    return kExitFailure;
  }
  if (cfg.positions) {
    std::string lines;
    for (const auto& l : r.positions) lines += l;
    if (auto err = write_file(o.positions, lines); !err.empty()) {
      print_error(std::cerr, err);
      return kExitFailure;
    }
  }
  long long decisions = 0;
  for (const auto& g : r.games) decisions += g.decisions;
  spdlog::info("{} games in {:.2f} s on {} thread(s) ({:.2f} games/s, {:.0f} decisions/s)",
               r.games.size(), r.seconds, std::max(1, std::min(o.threads, cfg.end - cfg.first)),
               r.seconds > 0 ? static_cast<double>(r.games.size()) / r.seconds : 0.0,
               r.seconds > 0 ? static_cast<double>(decisions) / r.seconds : 0.0);
  if (o.think_times) std::cerr << think_times_text(think, info.schedule.pool);
  return kExitOk;
}

}  // namespace

bool is_arena_file(const std::string& path) {
  std::ifstream in(path);
  const auto doc = nlohmann::json::parse(in, nullptr, false);
  return !doc.is_discarded() && doc.is_object() && doc.contains("arena");
}

int merge_arena(const std::vector<std::string>& files, bool json) {
  ArenaRunInfo info;
  std::vector<ArenaGame> games;
  nlohmann::json key;
  for (const auto& path : files) {
    try {
      std::ifstream in(path);
      const auto doc = nlohmann::json::parse(in);
      const nlohmann::json k = arena_run_key(doc);
      if (key.is_null()) key = k;
      if (k != key) throw std::invalid_argument("a shard of another run (options differ)");
      read_arena_json(doc, info, games);
    } catch (const std::exception& e) {
      print_error(std::cerr, fmt::format("{}: {}", path, e.what()));
      return kExitUsage;
    }
  }
  std::sort(games.begin(), games.end(),
            [](const ArenaGame& a, const ArenaGame& b) { return a.index < b.index; });
  // Every game of the run once: after sorting, game i sits at place i.
  for (int i = 0; i <= info.games && i <= static_cast<int>(games.size()); ++i) {
    std::string problem;
    if (i < static_cast<int>(games.size()) && games[i].index < i)
      problem = fmt::format("game {} appears twice", games[i].index);
    else if (i < info.games && (i == static_cast<int>(games.size()) || games[i].index > i))
      problem = fmt::format("game {} of {} is missing (a shard not given?)", i, info.games);
    if (!problem.empty()) {
      print_error(std::cerr, problem);
      return kExitFailure;
    }
  }
  info.shard = 0;
  info.shards = 1;
  const ArenaTable table = arena_table(info.schedule, games);
  if (auto err = write_outputs(json ? "-" : "", "", info, table, games); !err.empty()) {
    print_error(std::cerr, err);
    return kExitFailure;
  }
  return kExitOk;
}

VerbRun add_arena_verb(CLI::App& app) {
  auto o = std::make_shared<ArenaOptions>();
  CLI::App* cmd = app.add_subcommand(
      "arena",
      "matches between bot specs, seats rotated and games paired: win share, margin "
      "and Elo with 95% intervals");
  cmd->add_option("--pool", o->pool,
                  "bot specs to match (random, greedy, mcts[:N[:D]]), a comma list; as many "
                  "specs as players: each game seats them all; otherwise each game seats one "
                  "spec against players-1 copies of another, for every ordered pair")
      ->delimiter(',');
  cmd->add_option("--lineup", o->lineup,
                  "exactly this seating instead (one spec per seat, e.g. greedy,random,random,"
                  "random), rotated through every seat")
      ->delimiter(',');
  cmd->add_option("--games", o->games,
                  "games to play, rounded up to whole blocks (one seed played by every lineup in "
                  "every seat rotation)")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  add_game_options(*cmd, o->game);
  cmd->add_option("--step-cap", o->step_cap, "decisions allowed per game")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--budget", o->budget, "iterations per decision of `mcts` specs that give none")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--threads", o->threads, "threads playing games; the results do not depend on it")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--blunders", o->blunders,
                "count one-ply blunders per 100 decisions for each spec (docs/bots.md; slower "
                "for cheap bots)");
  cmd->add_flag("--think-times", o->think_times,
                "print each spec's think time per decision (mean, 95th percentile, max) to "
                "stderr; wall clock, so use --threads 1 on a quiet machine");
  cmd->add_flag("!--no-progress", o->progress, "no progress on stderr");
  cmd->add_option("--json", o->json,
                  "write the run as JSON to FILE (options, table, one record per game); '-': "
                  "to stdout instead of the text table. Plot it: python3 -m governor.arena FILE");
  cmd->add_option("--csv", o->csv, "write the table as CSV to FILE (one row per spec)");
  cmd->add_option("--positions", o->positions,
                  "write each game's quiet positions (every seat's score and evaluation terms) "
                  "and its result to FILE, one JSON line a game; fit weights to them with "
                  "python3 -m governor.fit_eval FILE");
  cmd->add_option("--shard", o->shard,
                  "play part i of n (i/n, 0-based) of the games; needs --json FILE; `governor "
                  "merge` folds the parts into the whole run's table");
  cmd->footer(
      "Block b is seeded from --seed and b; its games play every lineup in every seat "
      "rotation on that seed, so each spec meets the same chance in each seat. The same "
      "options give the same table byte for byte, whatever --threads. Intervals: 95% "
      "percentile cluster bootstrap over blocks (2000 resamples, fixed seed). Timing and "
      "progress go to stderr.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
