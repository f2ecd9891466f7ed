// `governor sim`: seeded random-vs-random games and their summary with a signature.
#include <filesystem>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/game_log.hpp"
#include "tools/pack_session.hpp"
#include "tools/sim.hpp"

namespace gov::tools {

namespace {

struct SimOptions {
  GameOptions game;
  int games = 100;
  int step_cap = 20000;
  bool json = false;
  std::string log_dir;  // write game-<i>.json logs there
};

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
  SimResult r;
  try {
    r = run_sim(session->engine(), cfg);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitFailure;
  }
  if (!log_error.empty()) {
    std::cerr << "error: " << log_error << "\n";
    return kExitFailure;
  }
  if (r.error) {
    std::cerr << "error: " << *r.error << "\n";
    return kExitFailure;
  }
  if (o.json)
    print_json(o, *session, r);
  else
    print_text(o, *session, r);
  spdlog::info("{} games in {:.2f} s ({:.0f} games/s, {:.0f} decisions/s)", r.games, r.seconds,
               r.seconds > 0 ? r.games / r.seconds : 0.0,
               r.seconds > 0 ? static_cast<double>(r.decisions) / r.seconds : 0.0);
  return kExitOk;
}

}  // namespace

VerbRun add_sim_verb(CLI::App& app) {
  auto o = std::make_shared<SimOptions>();
  CLI::App* cmd = app.add_subcommand(
      "sim", "play seeded random-vs-random games and print a summary with a signature");
  cmd->add_option("--games", o->games, "number of games")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  add_game_options(*cmd, o->game);
  cmd->add_option("--step-cap", o->step_cap,
                  "decisions allowed per game; a game that does not end by then is an error")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", o->json, "print the summary as JSON");
  cmd->add_option("--log", o->log_dir,
                  "write a game log of every game to this folder (game-<i>.json; replay one "
                  "with: governor replay FILE)");
  cmd->footer(
      "Game i is seeded from --seed and i; the signature is a 64-bit FNV-1a hash of the "
      "canonical JSON of every final state, so the same options always print the same "
      "signature. Timing goes to stderr.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
