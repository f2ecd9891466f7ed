// `governor scenario FILE...`: runs scenario files (docs/scenarios.md), one line per file.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "core/safe_text.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/scenario/scenario.hpp"

namespace gov::tools {

namespace {

struct ScenarioOptions {
  std::vector<std::string> files;
  bool quiet = false;
};

// The files to run: each file given, and the *.yaml files under each folder given (a pack's
// tests/ folder), in name order.
std::vector<std::string> expand(const std::vector<std::string>& given) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const auto& g : given) {
    std::error_code ec;
    if (!fs::is_directory(g, ec)) {
      out.push_back(g);
      continue;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(g, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".yaml")
        found.push_back(it->path().generic_string());
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

int run(const ScenarioOptions& o) {
  scenario::ScenarioRunner runner;
  int passed = 0, failed = 0, bad = 0, checks = 0;
  const std::vector<std::string> files = expand(o.files);
  for (const auto& file : files) {
    const scenario::ScenarioResult r = runner.run_file(file);
    checks += r.checks;
    switch (r.status) {
      case scenario::ScenarioResult::Pass:
        ++passed;
        if (!o.quiet) fmt::print("PASS  {}  ({} checks)\n", safe_text(file), r.checks);
        break;
      case scenario::ScenarioResult::Fail:
        ++failed;
        fmt::print("FAIL  {}\n", safe_text(file));
        break;
      case scenario::ScenarioResult::Error:
        ++bad;
        fmt::print("ERROR {}\n", safe_text(file));
        break;
    }
    for (const auto& m : r.messages) fmt::print("  {}\n", safe_text(m));
  }
  fmt::print("{} scenario(s): {} passed, {} failed, {} bad input; {} checks\n", files.size(),
             passed, failed, bad, checks);
  std::fflush(stdout);
  if (bad > 0) return kExitUsage;
  return failed > 0 ? kExitFailure : kExitOk;
}

}  // namespace

VerbRun add_scenario_verb(CLI::App& app) {
  auto o = std::make_shared<ScenarioOptions>();
  CLI::App* cmd = app.add_subcommand(
      "scenario", "run scenario files: a set-up position, actions and expected results");
  cmd->add_option("files", o->files,
                  "scenario files (YAML, see docs/scenarios.md), or folders of them (a pack's "
                  "tests/)")
      ->required();
  cmd->add_flag("-q,--quiet", o->quiet, "print only failing files and the summary");
  cmd->footer(
      "Exit 0 when every file passes, 1 when an expectation failed, 2 when a file is bad "
      "(unknown key, unknown id, setup the supplies cannot provide, packs that do not load).");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
