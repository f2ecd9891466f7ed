// Scenario files: micro-games written as data (docs/scenarios.md). A file names packs,
// players and a seed, arranges a position from a fresh game (components move out of their
// supplies, so conservation holds), plays canonical actions and checks the result, the
// legal actions at any point, and actions that must be refused.
//
//   ScenarioRunner runner;                       // caches loaded packs across files
//   ScenarioResult r = runner.run_file("tests/scenarios/base/harbor.yaml");
//   if (r.status != ScenarioResult::Pass) for (auto& m : r.messages) std::cerr << m;
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/state.hpp"
#include "tools/open_game.hpp"

namespace gov::loader {
struct YNode;
class Sink;
}  // namespace gov::loader

namespace gov::tools::scenario {

struct ScenarioResult {
  enum Status { Pass, Fail, Error };  // Error: the file itself is bad (exit 2)
  Status status = Pass;
  std::string description;
  int checks = 0;                     // expectations evaluated
  std::vector<std::string> messages;  // "file:line[:col]: ..." one per problem
};

// A scenario's position: its setup and `actions:` played, not its `steps:` or `expect:`
// (`governor play --from FILE` starts there).
struct ScenarioPosition {
  ScenarioResult result;                // Pass when `state` holds the position
  const GameRunner* session = nullptr;  // the packs it was played with (the runner's)
  State state{};
  std::uint64_t seed = 1;
  bool random_draft = false;
};

class ScenarioRunner {
 public:
  explicit ScenarioRunner(std::string content_dir = default_content_dir());
  ScenarioResult run_file(const std::string& path);
  // Same, from text already in memory (`path` names it in messages).
  ScenarioResult run_text(const std::string& path, const std::string& text);
  // The whole file is checked as by run_file; play stops after `actions:`.
  ScenarioPosition position(const std::string& path);

 private:
  ScenarioResult run_root(const std::string& path, const loader::YNode& root, loader::Sink& sink,
                          ScenarioPosition* stop_at_position = nullptr);
  // Loaded pack mixes by their comma-joined refs; null when that mix failed to load.
  const GameRunner* session(const std::vector<std::string>& refs, std::string& load_errors);
  std::string content_dir_;
  std::map<std::string, std::unique_ptr<GameRunner>> sessions_;
  std::map<std::string, std::string> load_errors_;
};

}  // namespace gov::tools::scenario
