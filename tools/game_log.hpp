// Game logs: the save is the log (STYLE.md 5). A log names the packs (id, version, content
// hash), the players, the seed, the options and every action as its canonical text, plus
// the hash of the final State; replaying it rebuilds the game exactly, or names the first
// action that no longer applies. Format (JSON, docs/scenarios.md "Game logs"):
//
//   {"format": "governor-log", "version": 1,
//    "packs": [{"id": "...", "version": "1.0.0", "content_hash": "..."}],
//    "players": 4, "seed": 7, "options": {"draft": "none"},
//    "actions": ["role ...", "settle ...", ...],
//    "final": {"game_over": true, "round": 15, "state_hash": "0123456789abcdef",
//              "scores": [41, 38, ...], "winners": [0]},       (scores, winners: optional)
//    "seats": ["random", "greedy", ...]}                        (optional)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"

namespace gov::tools {

inline constexpr int kLogVersion = 1;
// A log is refused past this size before it is parsed (a long game's log is ~100 KB).
inline constexpr std::size_t kMaxLogBytes = 16u << 20;

struct LoggedPack {
  std::string id, version, content_hash;
};

struct GameLog {
  std::vector<LoggedPack> packs;
  int players = 0;
  std::uint64_t seed = 0;
  bool random_draft = false;
  std::vector<std::string> actions;
  // The State after the last action.
  bool game_over = false;
  int round = 0;
  std::string state_hash;  // hex64(state_hash(...)), "" when not recorded
  // Optional (logs before them still read): who played each seat (bot specs), and the
  // final score of each seat when the game ended (total VP; winners).
  std::vector<std::string> seats;
  std::vector<int> final_scores;
  std::vector<int> winners;
};

// A log of a game about to start (packs from the Ruleset, no actions yet).
GameLog start_log(const Ruleset& rules, int players, std::uint64_t seed, bool random_draft);
// Records the final state of the game played so far.
void finish_log(GameLog& log, const Ruleset& rules, const State& s);

nlohmann::json log_to_json(const GameLog& log);
// Throws std::invalid_argument naming the bad field.
GameLog log_from_json(const nlohmann::json& j);

// Writes / reads a log file; an error message, or "" / nullopt with `error` set. A log
// larger than kMaxLogBytes is refused unread.
std::string write_log(const std::string& path, const GameLog& log);
std::optional<GameLog> read_log(const std::string& path, std::string& error);

// "pack 'x': content hash differs (log abc, loaded def)" for each difference.
std::vector<std::string> compare_packs(const Ruleset& rules, const GameLog& log);

struct ReplayResult {
  bool applied_all = false;
  int failed_index = -1;  // 0-based index of the first action that did not apply
  std::string failed_text, error;
  State final{};
  std::string state_hash;  // of `final`
  bool hash_matches = false;
};

// Plays the log's actions on a new game. Never throws for a bad action; an engine
// exception (e.g. no setup for the player count) propagates.
ReplayResult replay_log(const Engine& engine, const GameLog& log);

}  // namespace gov::tools
