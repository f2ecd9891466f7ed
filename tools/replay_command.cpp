// `governor replay LOG`: rebuilds a logged game and checks its final state hash.
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/game_log.hpp"
#include "tools/pack_session.hpp"

namespace gov::tools {

namespace {

struct ReplayOptions {
  std::string file;
  std::vector<std::string> packs;  // override: load these instead of the log's pack ids
};

int run(const ReplayOptions& o) {
  std::string error;
  auto log = read_log(o.file, error);
  if (!log) {
    std::cerr << "error: " << error << "\n";
    return kExitUsage;
  }
  std::vector<std::string> refs = split_pack_list(o.packs);
  if (refs.empty())
    for (const auto& p : log->packs) refs.push_back(p.id);
  auto session = PackSession::open(refs, std::cerr);
  if (!session) return kExitUsage;
  for (const auto& w : compare_packs(session->rules(), *log)) std::cerr << "warning: " << w << "\n";
  if (!session->rules().setup_for(log->players)) {
    std::cerr << "error: these packs have no setup for " << log->players << " players\n";
    return kExitUsage;
  }
  ReplayResult r;
  try {
    r = replay_log(session->engine(), *log);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitFailure;
  }
  if (!r.applied_all) {
    fmt::print("action {} (index {}) of {} no longer applies: '{}': {}\n", r.failed_index + 1,
               r.failed_index, log->actions.size(), r.failed_text, r.error);
    return kExitFailure;
  }
  if (log->state_hash.empty()) {
    fmt::print("{} actions replayed; final state {} (the log records no hash)\n",
               log->actions.size(), r.state_hash);
    return kExitOk;
  }
  if (!r.hash_matches) {
    fmt::print("{} actions replayed, but the final state differs: {} in the log, {} now\n",
               log->actions.size(), log->state_hash, r.state_hash);
    return kExitFailure;
  }
  fmt::print("{} actions replayed; final state {} matches the log ({}, round {})\n",
             log->actions.size(), r.state_hash, r.final.over() ? "game over" : "unfinished",
             r.final.round);
  return kExitOk;
}

}  // namespace

VerbRun add_replay_verb(CLI::App& app) {
  auto o = std::make_shared<ReplayOptions>();
  CLI::App* cmd =
      app.add_subcommand("replay", "replay a game log and check it rebuilds the same final state");
  cmd->add_option("log", o->file, "a log written by play --log or sim --log")->required();
  cmd->add_option("--packs", o->packs,
                  "load these packs (ids or paths) instead of the ids the log names")
      ->delimiter(',');
  cmd->footer(
      "Exit 0 when every action applies and the final state hash equals the logged one; 1 "
      "when an action no longer applies (its 1-based number, text and the engine's error "
      "are printed) or the state differs; 2 for an unreadable log or packs that do not load. "
      "A pack whose version or content hash differs from the log is a warning.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
