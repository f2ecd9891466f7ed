// The save file: the game's log (DESIGN.md "the save is the log"). It is a governor log
// (tools/game_log.hpp, `governor replay` reads it) with two more fields: the engine
// version that wrote it and who plays each seat.
//
//   {"format": "governor-log", "version": 1, "engine": "0.1.0",
//    "packs": [{"id": "...", "version": "1.0.0", "content_hash": "..."}],
//    "players": 4, "seed": 7, "options": {"draft": "none"},
//    "seats": ["human", "greedy", "greedy", "greedy"],
//    "actions": ["role ...", ...],
//    "final": {"game_over": false, "round": 3, "state_hash": "..."}}
//
// Saving is atomic: the text goes to a temporary file in the same folder, is flushed to
// the disk (fsync), then renamed over the save, so a process killed at any moment leaves
// either the previous save or the new one, never a torn file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/ruleset.hpp"

namespace gov::session {

// The engine version written into saves (the project's version, set by the build).
std::string engine_version();

struct PackRef {
  std::string id, version, content_hash;
};

struct GameRecord {
  std::string engine;  // engine_version() of the writer
  std::vector<PackRef> packs;
  int players = 0;
  std::uint64_t seed = 0;
  bool random_draft = false;
  std::vector<std::string> seats;    // per seat: "human" or an agent spec
  std::vector<std::string> actions;  // canonical texts, in order
  bool game_over = false;
  int round = 0;
  std::string state_hash;  // of the State after the last action
};

std::vector<PackRef> pack_refs(const Ruleset& rules);

nlohmann::json record_to_json(const GameRecord& r);
// Throws std::invalid_argument naming the bad field.
GameRecord record_from_json(const nlohmann::json& j);

// Writes `text` to `path` atomically (temporary file, fsync, rename, fsync of the folder).
// Returns an error message, or nullopt. `sync` false leaves out both fsyncs: the rename is
// still atomic and a killed process loses nothing, but a power cut may lose the last
// saves (a server saving hundreds of games a second cannot wait for the disk each time).
std::optional<std::string> write_atomically(const std::string& path, const std::string& text,
                                            bool sync = true);

// The save file's text (what save_record writes).
std::string record_text(const GameRecord& r);
std::optional<std::string> save_record(const std::string& path, const GameRecord& r,
                                       bool sync = true);
// nullopt with `error` set when the file cannot be read or is not a save.
std::optional<GameRecord> load_record(const std::string& path, std::string& error);

// Why this record cannot be resumed with these rules (engine version, packs missing,
// versions or content hashes that differ); empty when it can.
std::vector<std::string> resume_problems(const Ruleset& rules, const GameRecord& r);

}  // namespace gov::session
