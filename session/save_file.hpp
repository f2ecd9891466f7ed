// The save file: the game's log (DESIGN.md "the save is the log"). It is a governor log
// (game/game_log.hpp, the one codec; `governor replay` reads it) with the engine version
// that wrote it and who plays each seat (GameLog::engine, GameLog::seats).
//
// What the session adds: saving is atomic (the text goes to a temporary file in the same
// folder, is flushed to the disk (fsync), then renamed over the save, so a process killed
// at any moment leaves either the previous save or the new one, never a torn file), and a
// save is resumed only with the engine and packs that wrote it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "game/game_log.hpp"

namespace gov::session {

// Writes `text` to `path` atomically (temporary file, fsync, rename, fsync of the folder).
// Returns an error message, or nullopt. `sync` false leaves out both fsyncs: the rename is
// still atomic and a killed process loses nothing, but a power cut may lose the last
// saves (a server saving hundreds of games a second cannot wait for the disk each time).
std::optional<std::string> write_atomically(const std::string& path, const std::string& text,
                                            bool sync = true);

// Writes log_text(log) atomically.
std::optional<std::string> save_record(const std::string& path, const GameLog& log,
                                       bool sync = true);
// nullopt with `error` set when the file cannot be read or is not a save ("PATH: not a
// governor save: why").
std::optional<GameLog> load_record(const std::string& path, std::string& error);

// Why this save cannot be resumed with these rules (engine version, packs missing,
// versions or content hashes that differ); empty when it can.
std::vector<std::string> resume_problems(const Ruleset& rules, const GameLog& log);

}  // namespace gov::session
