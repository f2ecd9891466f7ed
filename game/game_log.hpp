// The game log: the one file format of a played game, and its one codec (DESIGN.md "the
// save is the log"). `governor play --log`, `sim --log`, the saves of `play` and `serve`
// and Python's serialize() all write it; `governor replay`, resume, Python's deserialize()
// and the replay fuzzer read it. A log names the packs (id, version, content hash), the
// players, the seed, the options and every action as its canonical text, plus the hash of
// the final State; replaying it rebuilds the game exactly, or names the first action that
// no longer applies. Format (JSON, docs/scenarios.md "Game logs", docs/session.md):
//
//   {"format": "governor-log", "version": 1,
//    "engine": "0.1.0",                                         (optional: saves)
//    "packs": [{"id": "...", "version": "1.0.0", "content_hash": "..."}],
//    "players": 4, "seed": 7, "options": {"draft": "none"},     (+ "variant": "id" if set)
//    "seats": ["human", "greedy", ...],                         (optional)
//    "actions": ["role ...", "settle ...", ...],
//    "final": {"game_over": true, "round": 15, "state_hash": "0123456789abcdef",
//              "scores": [41, 38, ...], "winners": [0]}}       (scores, winners: optional)
//
// nlohmann::json writes the keys sorted by name; a reader takes them in any order. The
// optional fields are written only when set, and a log without them still reads (one
// version for all of them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"

namespace gov {

inline constexpr int kLogVersion = 1;
// A log is refused past this size before it is parsed (a long game's log is ~100 KB).
inline constexpr std::size_t kMaxLogBytes = 16u << 20;

struct LoggedPack {
  std::string id, version, content_hash;
};

struct GameLog {
  std::string engine;  // engine_version() of the writer; "" when not recorded (sim logs)
  std::vector<LoggedPack> packs;
  int players = 0;
  std::uint64_t seed = 0;
  bool random_draft = false;
  std::string variant;  // GameOptions::variant ("": the plain start)
  // Who plays each seat: "human" or an agent spec; empty when not recorded.
  std::vector<std::string> seats;
  std::vector<std::string> actions;  // canonical texts, in order
  // The State after the last action.
  bool game_over = false;
  int round = 0;
  std::string state_hash;  // hex64(state_hash(...)), "" when not recorded
  // The final score of each seat when the game ended (total VP; winners); empty when not
  // recorded.
  std::vector<int> final_scores;
  std::vector<int> winners;
};

// The engine version written into saves (the project's version, set by the build).
std::string engine_version();

// The packs of `rules` as a log names them.
std::vector<LoggedPack> logged_packs(const Ruleset& rules);

// A log of a game about to start (packs from the Ruleset, no actions yet).
GameLog start_log(const Ruleset& rules, int players, std::uint64_t seed, bool random_draft,
                  std::string variant = {});
// Records the final state of the game played so far.
void finish_log(GameLog& log, const Ruleset& rules, const State& s);

nlohmann::json log_to_json(const GameLog& log);
// Throws std::invalid_argument naming the bad field.
GameLog log_from_json(const nlohmann::json& j);
// The file's text: log_to_json, indented by one, and a newline.
std::string log_text(const GameLog& log);

// Writes a log file (not atomically: a save is written by session/save_file.hpp); an error
// message, or "".
std::string write_log(const std::string& path, const GameLog& log);
// Reads a log file; nullopt with `error` set ("PATH: cannot open", "PATH: not a governor
// KIND: why"), where `kind` is what the caller calls the file ("log", "save"). A file
// larger than kMaxLogBytes is refused unread.
std::optional<GameLog> read_log(const std::string& path, std::string& error,
                                std::string_view kind = "log");

// "pack 'x': content hash differs (log abc, loaded def)" for each difference between the
// loaded packs and the log's; `kind` names the file in the messages ("log", "save").
std::vector<std::string> compare_packs(const Ruleset& rules, const GameLog& log,
                                       std::string_view kind = "log");

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

}  // namespace gov
