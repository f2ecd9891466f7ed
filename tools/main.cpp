// The `governor` command line: wires the verbs; each verb lives in its own file.
#include <iostream>
#include <string>
#include <vector>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include "game/game_log.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"

int main(int argc, char** argv) {
  using namespace gov::tools;
  spdlog::set_default_logger(spdlog::stderr_color_mt("governor"));
  spdlog::set_pattern("governor: %^%l%$: %v");
  spdlog::set_level(spdlog::level::info);

  CLI::App app{"governor: a rules engine for Puerto Rico, with the game as content packs"};
  app.require_subcommand(1);
  // `governor --version`: the project's version (CMake's project VERSION, game_log.hpp).
  app.set_version_flag("--version", "governor " + gov::engine_version());
  // Options of the whole program, accepted before or after the verb (fallthrough).
  app.fallthrough();
  bool verbose = false;
  app.add_flag("-v,--verbose", verbose, "log progress and timings to stderr");
  std::string content_dir;
  app.add_option("--content-dir", content_dir,
                 "folder of the content packs (pack ids are looked up there); default: "
                 "$GOVERNOR_CONTENT_DIR, else the installed packs beside the binary "
                 "(../share/governor/content), else the source tree's content/");

  struct Verb {
    VerbRun run;
    CLI::App* cmd;
  };
  std::vector<Verb> verbs;
  verbs.push_back({add_play_verb(app), app.get_subcommand("play")});
  verbs.push_back({add_sim_verb(app), app.get_subcommand("sim")});
  verbs.push_back({add_validate_verb(app), app.get_subcommand("validate")});
  verbs.push_back({add_scenario_verb(app), app.get_subcommand("scenario")});
  verbs.push_back({add_replay_verb(app), app.get_subcommand("replay")});
  verbs.push_back({add_bench_verb(app), app.get_subcommand("bench")});
  verbs.push_back({add_serve_verb(app), app.get_subcommand("serve")});
  verbs.push_back({add_merge_verb(app), app.get_subcommand("merge")});
  verbs.push_back({add_arena_verb(app), app.get_subcommand("arena")});

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitOk : kExitUsage;
  }
  if (verbose) spdlog::set_level(spdlog::level::debug);
  set_content_dir_flag(content_dir);
  for (auto& v : verbs)
    if (v.cmd->parsed()) return v.run();
  std::cerr << app.help();
  return kExitUsage;
}
