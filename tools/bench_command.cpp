// `governor bench`: speed of random play per pack mix and player count (game/sim/bench.hpp).
#include <algorithm>
#include <iostream>
#include <memory>
#include <thread>

#include <fmt/format.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "game/sim/bench.hpp"
#include "scripting/call_clock.hpp"
#include "scripting/lua_host.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/text_table.hpp"

#ifndef GOVERNOR_BUILD_TYPE
#define GOVERNOR_BUILD_TYPE "unknown"
#endif

namespace gov::tools {

namespace {

struct BenchOptions {
  std::vector<std::string> mixes;  // each a comma list
  std::vector<std::string> packs;  // --packs: one more mix
  std::vector<int> players;
  std::uint64_t seed = 1;
  int games = 200;
  double seconds = 0;
  int hook_games = 50;
  int top_hooks = 0;
  int repeat = 1;
  long long clone_iterations = 2'000'000;
  int search_decisions = BenchConfig{}.search_decisions;
  int search_budget = BenchConfig{}.search_budget;
  std::string draft = "play";
  bool strict_hooks = false;
  int hook_budget = LuaLimits{}.instructions;
  bool json = false;
};

std::string machine() {
  return fmt::format("{}; {} hardware threads; {} build; compiler {}; hook call clock {}",
                     cpu_model(), std::thread::hardware_concurrency(), GOVERNOR_BUILD_TYPE,
                     __VERSION__, lua::call_clock_name());
}

Cell rnum(std::string text) {
  return Cell{std::move(text), {}, true};
}

void print_text(const BenchOptions& o, const BenchConfig& cfg, const BenchReport& r) {
  fmt::print("governor bench: random games on one thread, seed {}, {}\n", o.seed,
             cfg.seconds > 0 ? fmt::format("{:.1f} s per row", cfg.seconds)
                             : fmt::format("{} games per row", cfg.games));
  fmt::print("machine: {}\n", machine());
  fmt::print("State: {} bytes (sizeof, trivially copyable)\n\n",
             r.rows.empty() ? 0 : r.rows[0].state_bytes);
  Table t;
  t.add_row({txt("packs"), rnum("players"), rnum("games"), rnum("games/s"), rnum("decisions/s"),
             rnum("ns/decision"), rnum("Lua share"), rnum("clone ns"), rnum("mcts it/s"),
             rnum("x first mix"), txt("signature")});
  for (const auto& row : r.rows) {
    t.add_row(
        {txt(fmt::format("{}", fmt::join(row.mix, ","))), num(row.players), num(row.games),
         rnum(fmt::format("{:.0f}", row.games_per_s)),
         rnum(fmt::format("{:.0f}", row.decisions_per_s)),
         rnum(fmt::format("{:.0f}", row.ns_per_decision)),
         rnum(fmt::format("{:.1f}%", 100 * row.hook_share)),
         rnum(fmt::format("{:.1f}", row.clone_ns)),
         rnum(row.search_decisions > 0 ? fmt::format("{:.0f}", row.search_iterations_per_s) : "-"),
         rnum(fmt::format("{:.2f}", row.slowdown_decision)), txt(row.signature)});
  }
  std::cout << t.render(false);
  for (const auto& row : r.rows) {
    if (row.hooks.empty()) continue;
    fmt::print("\ncostliest hooks, {} with {} players ({} game(s) with hook timing on):\n",
               fmt::join(row.mix, ","), row.players, row.hook_games);
    Table h;
    h.add_row({txt("hook"), txt("event"), txt("kind"), rnum("calls/game"), rnum("idle"),
               rnum("ns/call"), rnum("share of hook time")});
    const double all = row.hook_share > 0 ? row.hook_seconds : 0;
    for (const auto& c : row.hooks)
      h.add_row(
          {txt(c.who), txt(c.event), txt(c.kind),
           rnum(fmt::format("{:.1f}", static_cast<double>(c.calls) / std::max(1, row.hook_games))),
           rnum(fmt::format("{:.0f}%",
                            100.0 * static_cast<double>(c.idle) /
                                static_cast<double>(std::max<std::uint64_t>(1, c.calls)))),
           rnum(fmt::format("{:.0f}", c.seconds * 1e9 / static_cast<double>(c.calls))),
           rnum(all > 0 ? fmt::format("{:.1f}%", 100 * c.seconds / all) : "-")});
    std::cout << h.render(false);
  }
  std::size_t reruns = 0;
  long long games = 0;
  for (const auto& row : r.rows) {
    reruns += row.strict_reruns;
    games += row.games_played;
  }
  fmt::print(
      "\nx first mix: ns per decision against the first mix at the same player count.\n"
      "Lua share: time in Lua hooks over {} replayed game(s) per row with hook timing on.\n"
      "mcts it/s: search iterations per second of the mcts bot ({} iterations a decision), "
      "over {} decisions from the row's random games.\n"
      "hook calls run again under the count hook: {} in {} games{}\n"
      "signature  {} (the same options play the same games on every run)\n",
      cfg.hook_games, cfg.search_budget, cfg.search_decisions, reruns, games,
      cfg.fast_hooks ? "" : " (--strict-hooks: every call)", r.signature);
}

nlohmann::json hooks_json(const BenchRow& row) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : row.hooks)
    out.push_back({{"hook", c.who},
                   {"event", c.event},
                   {"kind", c.kind},
                   {"calls", c.calls},
                   {"idle", c.idle},
                   {"seconds", c.seconds}});
  return out;
}

void print_json(const BenchOptions& o, const BenchConfig& cfg, const BenchReport& r) {
  nlohmann::json j;
  j["seed"] = o.seed;
  if (cfg.seconds > 0)
    j["seconds_per_row"] = cfg.seconds;
  else
    j["games_per_row"] = cfg.games;
  j["repeat"] = cfg.repeat;
  j["machine"] = {{"cpu", cpu_model()},
                  {"hardware_threads", std::thread::hardware_concurrency()},
                  {"build_type", GOVERNOR_BUILD_TYPE},
                  {"compiler", __VERSION__},
                  {"call_clock", lua::call_clock_name()}};
  j["state_bytes"] = r.rows.empty() ? 0 : r.rows[0].state_bytes;
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& row : r.rows)
    rows.push_back({{"packs", row.mix},
                    {"players", row.players},
                    {"games", row.games},
                    {"decisions", row.decisions},
                    {"seconds", row.seconds},
                    {"games_per_s", row.games_per_s},
                    {"decisions_per_s", row.decisions_per_s},
                    {"ns_per_decision", row.ns_per_decision},
                    {"hook_share", row.hook_share},
                    {"hook_games", row.hook_games},
                    {"hooks", hooks_json(row)},
                    {"strict_reruns", row.strict_reruns},
                    {"clone_ns", row.clone_ns},
                    {"search",
                     {{"decisions", row.search_decisions},
                      {"budget", cfg.search_budget},
                      {"iterations_per_s", row.search_iterations_per_s},
                      {"ms_per_decision", row.search_ms_per_decision}}},
                    {"state_bytes", row.state_bytes},
                    {"slowdown_games", row.slowdown_games},
                    {"slowdown_decision", row.slowdown_decision},
                    {"signature", row.signature}});
  j["rows"] = rows;
  j["signature"] = r.signature;
  std::cout << j.dump(2) << "\n";
}

int run(const BenchOptions& o) {
  BenchConfig cfg;
  for (const auto& m : o.mixes) cfg.mixes.push_back(split_pack_list({m}));
  if (!o.packs.empty()) cfg.mixes.push_back(split_pack_list(o.packs));
  if (cfg.mixes.empty()) cfg.mixes = default_bench_mixes();
  if (cfg.mixes.empty()) cfg.mixes.push_back(default_packs());
  if (!o.players.empty()) cfg.players = o.players;
  cfg.content_dir = default_content_dir();  // --content-dir, else the usual order
  cfg.seed = o.seed;
  cfg.games = o.games;
  cfg.seconds = o.seconds;
  cfg.hook_games = o.hook_games;
  cfg.top_hooks = o.top_hooks;
  cfg.repeat = o.repeat;
  cfg.clone_iterations = o.clone_iterations;
  cfg.search_decisions = o.search_decisions;
  cfg.search_budget = o.search_budget;
  cfg.random_draft = o.draft == "random";
  cfg.fast_hooks = !o.strict_hooks;
  cfg.hook_budget = o.hook_budget;
  const BenchReport r = run_bench(cfg, std::cerr);
  if (!r.error.empty()) {
    print_error(std::cerr, r.error);
    return r.rows.empty() && r.error.find("did not load") != std::string::npos ? kExitUsage
                                                                               : kExitFailure;
  }
  if (r.rows.empty()) {
    std::cerr << "error: no pack mix has a setup for the player counts asked\n";
    return kExitUsage;
  }
  if (o.json)
    print_json(o, cfg, r);
  else
    print_text(o, cfg, r);
  return kExitOk;
}

}  // namespace

VerbRun add_bench_verb(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  CLI::App* cmd = app.add_subcommand(
      "bench", "time seeded random games per pack mix and player count on one thread");
  cmd->add_option("--mix", o->mixes,
                  "a pack mix (comma list of pack ids or paths); repeat for several; default: "
                  "the mixes set by the build (GOVERNOR_BENCH_MIXES)");
  cmd->add_option("--packs", o->packs, "one more mix, as --packs of the other verbs")
      ->delimiter(',');
  cmd->add_option("--players", o->players, "player counts (default 2,3,4,5)")
      ->delimiter(',')
      ->check(CLI::Range(2, 5));
  cmd->add_option("--seed", o->seed, "random seed (the same seed plays the same games)")
      ->capture_default_str();
  auto* games = cmd->add_option("--games", o->games, "games per row")
                    ->capture_default_str()
                    ->check(CLI::Range(1, 100000000));
  cmd->add_option("--seconds", o->seconds,
                  "play each row for this long instead of a number of games (the games are "
                  "still the first ones of the seed)")
      ->check(CLI::PositiveNumber)
      ->excludes(games);
  cmd->add_option("--repeat", o->repeat,
                  "play every row this many rounds, rows side by side in each round, and "
                  "report each row's fastest (a busy machine only slows a pass; the games are "
                  "the same every time)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--hook-games", o->hook_games,
                  "games replayed per row with hook timing on, for the share of time in Lua")
      ->capture_default_str()
      ->check(CLI::Range(0, 100000000));
  cmd->add_option("--top-hooks", o->top_hooks,
                  "list each row's N costliest hooks (calls per game, ns per call, share of "
                  "hook time) from the games replayed with hook timing on")
      ->capture_default_str()
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--clone-iterations", o->clone_iterations, "State copies timed per row")
      ->capture_default_str()
      ->check(CLI::Range(1LL, 10'000'000'000LL));
  cmd->add_option("--search-decisions", o->search_decisions,
                  "MCTS decisions timed per row, for the search's iterations per second (0: "
                  "none); positions from the row's random games")
      ->capture_default_str()
      ->check(CLI::Range(0, 100000));
  cmd->add_option("--search-budget", o->search_budget,
                  "iterations of each timed MCTS decision (2000: the mcts bot, level strong)")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--draft", o->draft,
                  "packs with a setup draft: 'play' it as decisions, or 'random' at setup")
      ->capture_default_str()
      ->check(CLI::IsMember({"play", "random"}));
  cmd->add_flag("--strict-hooks", o->strict_hooks,
                "run every hook call under Lua's count hook (the fast path off: "
                "scripting/watchdog.hpp), to measure what the fast path gains");
  cmd->add_option("--hook-budget", o->hook_budget,
                  "VM instructions one hook call may run. A fast call is trusted for "
                  "budget / 8 ns of wall time: under a profiler that slows the program "
                  "(callgrind), a larger budget keeps calls from running again under the "
                  "count hook, so the counts are those of normal play")
      ->capture_default_str()
      ->check(CLI::Range(1, 1'000'000'000));
  cmd->add_flag("--json", o->json, "print the report as JSON");
  cmd->footer(
      "Each row plays games 0..N-1 of the seed exactly as `governor sim` does (random bots) "
      "and prints their signature; only the timings change between runs.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
