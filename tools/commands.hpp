// The verbs of the `governor` command line. Each adds its subcommand (with --help) to the
// app and returns the function that runs it once the command line is parsed; that
// function returns the process exit code (common_options.hpp).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace gov::tools {

using VerbRun = std::function<int()>;

VerbRun add_play_verb(CLI::App& app);
VerbRun add_sim_verb(CLI::App& app);
VerbRun add_validate_verb(CLI::App& app);
VerbRun add_scenario_verb(CLI::App& app);  // scenario_command.cpp
VerbRun add_replay_verb(CLI::App& app);    // replay_command.cpp
VerbRun add_bench_verb(CLI::App& app);     // bench_command.cpp
VerbRun add_serve_verb(CLI::App& app);     // serve_command.cpp
VerbRun add_merge_verb(CLI::App& app);     // merge_command.cpp
VerbRun add_arena_verb(CLI::App& app);     // arena_command.cpp

// The shards of an arena run (`arena --shard i/n --json FILE`), for `governor merge`
// (arena_command.cpp): whether a file is one, and their table (JSON on stdout with `json`).
bool is_arena_file(const std::string& path);
int merge_arena(const std::vector<std::string>& files, bool json);

}  // namespace gov::tools
