// The objects of the Python module, in plain C++ (module.cpp binds them): a loaded game
// (a GameDefinition with its action slots and observation layouts) and the state of one game on it.
// Every rule is the Engine's: this layer maps slots to actions and States to tensors.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/events.hpp"
#include "core/game.hpp"
#include "core/state.hpp"
#include "game/load_game.hpp"
#include "observe.hpp"
#include "slots.hpp"

namespace gov::py {

// Thrown for bad input from Python (bound to ValueError): the message is the engine's.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// governor.Game (OpenSpiel's Game): the one loaded game, a shared GameDefinition, with what
// Python adds to it: the fixed action slots and the observation layouts. Its runner's host
// serves the games (GameState) made from it, on the thread Python runs them.
class PyGame {
 public:
  // Throws InputError with every diagnostic when the packs do not load.
  PyGame(const std::vector<std::string>& packs, const std::string& content_dir);

  const Ruleset& rules() const { return game_->rules(); }
  const std::shared_ptr<const GameDefinition>& definition() const { return game_; }
  Engine& engine() { return *engine_; }
  const SlotMap& slots() const { return slots_; }
  const ObservationLayout& view_layout() const { return view_; }
  const ObservationLayout& full_layout() const { return full_; }
  int min_players() const;
  int max_players() const;
  std::vector<std::string> refs() const { return refs_; }
  const std::string& content_dir() const { return content_dir_; }

 private:
  std::vector<std::string> refs_;
  std::string content_dir_;
  std::shared_ptr<const GameDefinition> game_;
  GameRunner runner_;               // the host of this object's games
  std::unique_ptr<Engine> engine_;  // over the runner's host; this object's own (it records events)
  SlotMap slots_;
  ObservationLayout view_, full_;
};

// One game: a gov::Game (core/game.hpp: its State, listing and checkpoint) over the loaded
// game's Engine, plus what Python reads back: the canonical texts applied and the events of
// the last action. A copy is a separate game on the same PyGame (whose Engine the Game
// points to, kept alive by `game_`).
class GameState {
 public:
  GameState(std::shared_ptr<PyGame> game, int players, std::uint64_t seed, bool random_draft);

  const std::shared_ptr<PyGame>& game() const { return game_; }
  const State& state() const { return g_.state(); }
  int players() const { return g_.state().num_players; }
  std::uint64_t seed() const { return seed_; }
  int current_player() const;  // -1 when over
  bool is_terminal() const { return g_.over(); }
  const ActionList& legal();
  std::vector<int> legal_slots();
  std::string action_to_string(int slot);
  // Applies a slot or a canonical text; throws InputError (state unchanged).
  void apply_slot(int slot);
  void apply_text(const std::string& text);
  void apply(const Action& a);
  std::vector<double> returns() const;
  std::vector<SeatScore> scores() const;
  const EventLog& last_events() const { return events_; }
  const std::vector<std::string>& history() const { return log_; }
  std::string serialize(const std::vector<std::string>& seats = {}) const;
  // Replays a serialized game (packs checked by content hash); throws InputError.
  static GameState deserialize(std::shared_ptr<PyGame> game, const std::string& text);

 private:
  std::shared_ptr<PyGame> game_;
  Game g_;  // over game_->engine(); declared after game_, which keeps that Engine alive
  std::uint64_t seed_ = 0;
  bool random_draft_ = false;
  std::vector<std::string> log_;
  EventLog events_;
};

}  // namespace gov::py
