// The objects of the Python module, in plain C++ (module.cpp binds them): a loaded game
// (a GameDefinition with its action slots and observation layouts) and the state of one game on it.
// Every rule is the Engine's: this layer maps slots to actions and States to tensors.
#pragma once

#include <array>
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
#include "rewards.hpp"
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

// current_player() at a chance node of the explicit-chance mode (-1 is the end of the game).
inline constexpr int kChancePlayer = -2;

// One game: a gov::Game (core/game.hpp: its State, listing and checkpoint) over the loaded
// game's Engine, plus what Python reads back: the canonical texts applied and the events of
// the last action. A copy is a separate game on the same PyGame (whose Engine the Game
// points to, kept alive by `game_`).
//
// Explicit chance (`explicit_chance`): every tile drawn from the face-down stack is a chance
// outcome the caller names (OpenSpiel's explicit chance). A decision whose action draws, or
// the setup's face-up display, leaves the game at a chance node: the action is pending, and
// each outcome named is one more draw of it, until its draws are all named and it completes
// (chance.cpp). Naming the draws the seed's shuffle made plays the seed's game exactly.
class GameState {
 public:
  // `variant`: a card game's start variant (GameOptions::variant), "" for the plain start.
  GameState(std::shared_ptr<PyGame> game, int players, std::uint64_t seed, bool random_draft,
            bool explicit_chance = false, std::string variant = {});

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
  std::vector<double> returns(Reward kind = Reward::Win) const;
  // What the last action (or chance outcome completing it) gave each seat under `kind`:
  // the returns at the end for win and margin, the change in VP totals for vp.
  std::vector<double> rewards(Reward kind) const;
  std::vector<SeatScore> scores() const;
  const EventLog& last_events() const { return events_; }
  const std::vector<std::string>& history() const { return log_; }
  std::string serialize(const std::vector<std::string>& seats = {}) const;
  // Replays a serialized game (packs checked by content hash); throws InputError.
  static GameState deserialize(std::shared_ptr<PyGame> game, const std::string& text);

  // Explicit chance (chance.cpp).
  bool explicit_chance() const { return explicit_; }
  bool is_chance_node() const { return pending_ != nullptr; }
  // (tile kind, probability) of the next draw, kinds ascending; empty unless a chance node.
  std::vector<std::pair<int, double>> chance_outcomes() const;
  // Names the next draw; InputError (state unchanged) for a kind the stack does not hold.
  void apply_outcome(int kind);
  std::string outcome_to_string(int kind) const;
  // InputError naming `what` when this is a chance node (no State to read there).
  void refuse_at_chance(const char* what) const;

  // Per entry of history(): the seat that acted (-2 for a chance outcome named), so a
  // seat's information state tells another seat's card choice by its verb (seat_views.cpp).
  const std::vector<int>& actors() const { return actors_; }
  // Per entry of history(): the viewers (bit v + 1 for seat v) from whom a `use` moved a
  // card of an operand's kind between places they cannot see (session::hidden_operand: a
  // hand card tucked under a chapel), so their information state names the use alone.
  const std::vector<std::uint32_t>& hidden_from() const { return hidden_from_; }
  // A copy whose hidden part is drawn again as `seat` cannot tell apart (seat_views.cpp:
  // core's resample_hidden for the cards, the stack reshuffled, new random numbers); its
  // history is this game's, so it cannot be serialized.
  GameState resampled(int seat, std::uint64_t seed) const;

 private:
  // An action (or the setup) whose draws are being named, with the draws named so far and
  // the stack's tiles per kind at the next one.
  struct Pending {
    State before;        // the State the action applies to (unused for the setup)
    bool setup = false;  // the new game's own draws (the face-up display)
    Action action{};     // the pending action (not for the setup)
    std::vector<Id> named;
    std::vector<int> counts;  // per tile kind, at the next draw
    int stack = 0;            // tiles in the stack at the next draw
  };
  // Runs the pending action (or setup) with the draws named so far; completes it when it
  // needs no more, else notes the stack at the next draw. Throws InputError when it fails.
  void resolve();
  static State start(PyGame& game, int players, std::uint64_t seed, bool random_draft,
                     const std::string& variant, DrawHook* draws);

  std::shared_ptr<PyGame> game_;
  Game g_;  // over game_->engine(); declared after game_, which keeps that Engine alive
  std::uint64_t seed_ = 0;
  bool random_draft_ = false;
  std::string variant_;
  bool explicit_ = false;
  std::vector<std::string> log_;
  std::vector<int> actors_;                 // beside log_
  std::vector<std::uint32_t> hidden_from_;  // beside log_
  bool resampled_ = false;                  // made by resampled(): not this seed's game
  EventLog events_;
  // The State before the last action (rewards of kind vp), valid when has_prev_: apply
  // copies the State into the spare one and flips prev_ when the action succeeds.
  std::array<State, 2> before_{};
  int prev_ = 0;
  bool has_prev_ = false;
  std::shared_ptr<const Pending> pending_;  // a chance node's (shared by copies: immutable)
};

}  // namespace gov::py
