// What `governor arena` writes: the table as text, the run as JSON (its options, schedule,
// table and one record per game, so shards merge into the whole run) and the table as CSV.
// None of it holds a timing, so the same games always give the same bytes.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/arena/arena.hpp"
#include "game/arena/arena_stats.hpp"

namespace gov::tools {

struct ArenaRunInfo {
  std::vector<std::pair<std::string, std::string>> packs;  // id, content hash
  ArenaSchedule schedule;
  std::uint64_t seed = 1;
  int games_requested = 0;
  int games = 0;  // whole blocks
  int step_cap = 20000;
  bool random_draft = false;
  std::string variant;    // a card game's start variant ("", not written: the plain start)
  bool blunders = false;  // one-ply blunders counted
  int shard = 0;
  int shards = 1;
};

// The run as a JSON document ("arena": format version 1).
nlohmann::json arena_json(const ArenaRunInfo& info, const ArenaTable& table,
                          const std::vector<ArenaGame>& games);
// A document back (for merging shards); throws std::exception on a malformed one.
void read_arena_json(const nlohmann::json& doc, ArenaRunInfo& info, std::vector<ArenaGame>& games);
// The fields two shards of one run share (everything but the shard, table and games).
nlohmann::json arena_run_key(const nlohmann::json& doc);

// The table as aligned text (what the command prints).
std::string arena_text(const ArenaRunInfo& info, const ArenaTable& table);
// One row per spec (the blunders column empty when they were not `counted`).
std::string arena_csv(const ArenaTable& table, bool counted);

}  // namespace gov::tools
