// The one way to load a game: content packs read, their scripts bound, sealed into a
// GameDefinition that nothing can change afterwards. Every front end (the command line,
// the web server, the Python module) loads through `load_game`. The exceptions build a
// Ruleset by hand on purpose: the loader and scripting tests, and `governor validate`,
// which binds even a partial load so that one run reports every problem.
//
//   gov::GameLoad load = gov::load_game({"base", "nobles"});
//   for (const auto& line : load.messages) std::cerr << line << '\n';  // warnings too
//   if (!load.ok()) return 2;
//   gov::GameRunner runner(load.game);   // one per thread: its own Lua state
//   gov::State s = runner.engine().new_game(4, seed);
//
// A GameDefinition is immutable and shared by every thread; a GameRunner (a HookHost and an
// Engine over the definition) belongs to one thread at a time.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "loader/pack_refs.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

struct LoadOptions {
  // Where pack ids are looked up; empty: find_content_dir() (game/content_dir.hpp).
  std::string content_dir;
  // CommandLine: a ref may also be a path to a pack folder. Recorded (refs read from a log
  // or a save): pack ids only, looked up in content_dir (loader/pack_refs.hpp).
  loader::RefSource source = loader::RefSource::CommandLine;
  // Limits of every host made from the definition (and of binding the scripts).
  LuaLimits limits;
};

struct GameLoad;
GameLoad load_game(const std::vector<std::string>& packs, const LoadOptions& options);

// Packs loaded and scripts bound. Immutable: the Ruleset is reachable only as const.
class GameDefinition {
 public:
  const Ruleset& rules() const { return *rules_; }
  // The packs in load order, as their ids.
  const std::vector<std::string>& pack_ids() const { return pack_ids_; }
  const std::string& content_dir() const { return content_dir_; }
  const LuaLimits& limits() const { return limits_; }
  // The player counts the packs have a setup table for (rules().setups): the fewest and
  // the most. The packs own that range; front ends ask here instead of repeating it.
  int min_players() const;
  int max_players() const;
  // A new host running the packs' scripts (a Lua state of its own): one per thread.
  // Throws HookError when it cannot start.
  std::unique_ptr<HookHost> make_host() const;

 private:
  // Only load_game makes one: a definition always holds a bound Ruleset.
  friend GameLoad load_game(const std::vector<std::string>&, const LoadOptions&);
  GameDefinition() = default;
  std::unique_ptr<const Ruleset> rules_;
  std::vector<std::string> pack_ids_;
  std::string content_dir_;
  LuaLimits limits_;
};

struct GameLoad {
  std::shared_ptr<const GameDefinition> game;  // null when anything failed to load
  // Every diagnostic and warning, one line each ("file:line:col: error: message"), then a
  // summary line when the load failed. Meant for the user as they are.
  std::vector<std::string> messages;
  bool ok() const { return game != nullptr; }
};

// Loads `packs` in order (pack ids or, from a command line, paths to pack folders; comma
// lists allowed: "base,nobles"), binds every script and seals the result. Never throws for
// anything content can get wrong: problems are in `messages` and `game` is null.
GameLoad load_game(const std::vector<std::string>& packs, const LoadOptions& options = {});

// "a,b" "c" -> {"a", "b", "c"}: comma lists split, spaces around items and empty items
// dropped (what load_game does with its `packs`; front ends split other lists the same way).
std::vector<std::string> split_pack_refs(const std::vector<std::string>& given);

// One thread's way to play a definition: its own host and an Engine over both. Keeps the
// definition alive.
class GameRunner {
 public:
  // Throws HookError when the host cannot start.
  explicit GameRunner(std::shared_ptr<const GameDefinition> game);
  const GameDefinition& definition() const { return *game_; }
  // The definition, for another thread's runner (or a cache) to share.
  const std::shared_ptr<const GameDefinition>& game() const { return game_; }
  const Ruleset& rules() const { return game_->rules(); }
  const Engine& engine() const { return engine_; }
  HookHost* hooks() const { return host_.get(); }

 private:
  std::shared_ptr<const GameDefinition> game_;
  std::unique_ptr<HookHost> host_;
  Engine engine_;
};

}  // namespace gov
