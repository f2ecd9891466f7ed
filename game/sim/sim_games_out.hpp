// `governor sim --games-out FILE`: one record per game, for plots and for `governor merge`.
//
// JSON lines (any extension but .csv), one object per game:
//   {"index": 0, "seed": ..., "packs": [{"id", "version", "content_hash"}], "players": 4,
//    "run": {"seed": 1, "games": 100, "bots": [...], "shard": "0/1", "draft": "none"},
//    "seats": ["random", ...], "scores": [{"seat", "total", "chips", "buildings", "bonus",
//    "workers", "tiebreak", "winner"}], "winners": [seats], "rounds": 15, "decisions": 600,
//    "end": ["city", ...], "bought": [[{"building": "...", "round": 3}, ...] per seat],
//    "final_state": {...}}          (the final State's JSON: what merge folds; JSON only)
// CSV (.csv): one row per seat and game, the same fields flattened (no final state).
#pragma once

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/ruleset.hpp"
#include "game/sim/sim.hpp"

namespace gov {

struct RunInfo {
  std::uint64_t seed = 1;
  int games = 0;  // games of the whole run (all shards)
  int players = 4;
  std::vector<std::string> bots;  // before rotation
  int shard = 0, shards = 1;
  bool random_draft = false;
  std::string variant;  // "" (not written): the plain start
};

// The record of one game (JSON form).
nlohmann::json game_record_json(const Ruleset& rules, const RunInfo& run, int index,
                                std::uint64_t seed, const GameOutcome& g);

// The names of end_triggered's bits ("workers", "city", "vp", "script").
std::vector<std::string> end_names(std::uint8_t end_triggered);

class GamesOut {
 public:
  // An error message, or "".
  std::string open(const std::string& path);
  void write(const Ruleset& rules, const RunInfo& run, int index, std::uint64_t seed,
             const GameOutcome& g);
  // Flushes and closes; an error message, or "".
  std::string close();

 private:
  std::ofstream out_;
  std::string path_;
  bool csv_ = false;
};

}  // namespace gov
