// `governor validate PACK...`: every problem of a mix of packs in one run, sorted, one per
// line (or JSON); exit 0 valid, 1 problems found, 2 usage or I/O error.
#include <filesystem>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "game/validate/validate.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"

namespace gov::tools {

namespace {

struct ValidateCli {
  GameOptions game;                // --packs (and its default)
  std::vector<std::string> given;  // positional PACK...
  std::string format = "text";
  int simulate = 0;
  std::uint64_t seed = 1;
  int step_cap = 20000;
};

int run(const ValidateCli& o) {
  ValidateOptions v;
  v.packs = split_pack_list(o.given.empty() ? o.game.packs : o.given);
  v.content_dir = default_content_dir();
  v.simulate = o.simulate;
  v.seed = o.seed;
  v.step_cap = o.step_cap;
  if (v.packs.empty()) {
    std::cerr << "error: no content pack given (governor validate PACK...)\n";
    return kExitUsage;
  }
  const ValidateReport r = validate_packs(v);
  std::error_code ec;
  const std::string cwd = std::filesystem::current_path(ec).generic_string();
  if (o.format == "json")
    print_json(std::cout, r, cwd);
  else
    print_text(std::cout, r, cwd);
  std::string summary = fmt::format("{} error{}, {} warning{}", r.errors, r.errors == 1 ? "" : "s",
                                    r.warnings, r.warnings == 1 ? "" : "s");
  if (r.games > 0) summary += fmt::format(", {} random games played", r.games);
  std::cerr << fmt::format("validate {}: {}\n", fmt::join(v.packs, ","), summary);
  return r.exit_code();
}

}  // namespace

VerbRun add_validate_verb(CLI::App& app) {
  auto o = std::make_shared<ValidateCli>();
  CLI::App* cmd = app.add_subcommand(
      "validate", "check content packs and report every problem as path:line:col");
  cmd->add_option("pack", o->given,
                  "packs in load order, validated together as one mix: ids under the content "
                  "folder or paths to pack folders (default: --packs)");
  add_pack_option(*cmd, o->game);
  cmd->add_option("--format", o->format, "output: 'text' (one problem per line) or 'json'")
      ->capture_default_str()
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--simulate", o->simulate,
                  "also play N seeded random games of the mix (player counts in turn) with the "
                  "invariants checked after every action; the first failure is reported")
      ->check(CLI::Range(0, 1000000));
  cmd->add_option("--seed", o->seed, "seed of the simulated games (game i as in governor sim)")
      ->capture_default_str();
  cmd->add_option("--step-cap", o->step_cap,
                  "decisions a simulated game may take before it counts as never ending")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->footer(
      "Problems go to stdout, sorted, one per line: path:line:col: error|warning: message "
      "(path: error: message when the problem concerns a whole file). A summary goes to "
      "stderr. Exit 0: valid (warnings allowed); 1: problems found; 2: usage or I/O error.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
