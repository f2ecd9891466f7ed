// `governor replay LOG`: rebuilds a logged game and checks its final state hash.
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "core/safe_text.hpp"
#include "game/game_log.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"

namespace gov::tools {

namespace {

struct ReplayOptions {
  std::string file;
  std::vector<std::string> packs;  // override: load these instead of the log's pack ids
  bool allow_changed = false;      // replay even when the packs differ from the log's
};

int run(const ReplayOptions& o) {
  std::string error;
  auto log = read_log(o.file, error);
  if (!log) {
    print_error(std::cerr, error);
    return kExitUsage;
  }
  // The log names its packs by id, looked up in the content folder only: a log may come
  // from anyone, and must not make us read any folder it likes. A folder elsewhere is
  // loaded only when the user names it (--packs).
  std::vector<std::string> refs = split_pack_list(o.packs);
  const RefSource source = refs.empty() ? RefSource::Recorded : RefSource::CommandLine;
  if (refs.empty())
    for (const auto& p : log->packs) refs.push_back(p.id);
  auto session = open_game(refs, std::cerr, default_content_dir(), source);
  if (!session) return kExitUsage;
  const std::vector<std::string> changes = compare_packs(session->rules(), *log);
  for (const auto& c : changes) {
    if (o.allow_changed)
      print_warning(std::cerr, c);
    else
      print_error(std::cerr, c);
  }
  if (!changes.empty() && !o.allow_changed) {
    print_error(std::cerr,
                "the packs differ from those the game was played with; replay anyway with "
                "--allow-changed-packs (the first action that no longer applies is named)");
    return kExitUsage;
  }
  if (!session->rules().setup_for(log->players)) {
    std::cerr << "error: these packs have no setup for " << log->players << " players\n";
    return kExitUsage;
  }
  ReplayResult r;
  try {
    r = replay_log(session->engine(), *log);
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
  if (!r.applied_all) {
    fmt::print("action {} (index {}) of {} no longer applies: '{}': {}\n", r.failed_index + 1,
               r.failed_index, log->actions.size(), safe_text(r.failed_text), safe_text(r.error));
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
  cmd->add_flag("--allow-changed-packs", o->allow_changed,
                "replay even when a pack's version or content hash differs from the log's "
                "(the differences are then warnings)");
  cmd->footer(
      "Exit 0 when every action applies and the final state hash equals the logged one; 1 "
      "when an action no longer applies (its 1-based number, text and the engine's error "
      "are printed) or the state differs; 2 for an unreadable log, packs that do not load, or "
      "packs whose version or content hash differs from the log's (unless "
      "--allow-changed-packs). The log's pack ids are looked up in the content folder only.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
