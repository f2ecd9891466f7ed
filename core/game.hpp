// A game that owns its State: the loop of bots, simulations and search rollouts.
//
// Engine::legal_actions and Engine::apply take any State, so before trusting the listing
// they made last they compare the State they are given with it, byte for byte (twice per
// decision). A Game's State changes only through Game::apply, so it keeps the listing of
// its State with no compare on the way in: the listing the engine makes while advancing
// to the next decision is checked once, against the State apply ends in.
//
//   gov::Game g(engine, engine.new_game(4, seed));
//   while (!g.over()) {
//     const gov::ActionList& legal = g.legal_actions();
//     if (auto error = g.apply(legal.front())) { ... }
//   }
//
// Same rules, same results as the Engine calls on the same State (tests/core/game_test.cpp).
//
// A failed apply leaves the State as it was, like Engine::apply, but without copying the
// State at every decision to restore it from. A Game keeps a checkpoint (its State at some
// earlier decision) and the actions applied since, and rebuilds a failed action's State by
// replaying them from the checkpoint: the engine is deterministic, and those actions
// succeeded on those States before. The checkpoint moves up every kCheckpointEvery actions,
// so a State copy costs 1/kCheckpointEvery per decision and a failure at most that many
// replays. docs/performance.md lists it with the other fast paths: chaos mode moves the
// checkpoint at random and checks the replay against the State it must give; the sanitizer
// build (GOVERNOR_VERIFY_NOTES) also keeps the copy of every decision and compares.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/engine.hpp"
#include "core/flow.hpp"

namespace gov {

class Game {
 public:
  Game(const Engine& engine, const State& start);

  const State& state() const { return s_; }
  const Engine& engine() const { return *engine_; }
  bool over() const { return s_.over(); }
  // As Engine::current_seat.
  Id current_seat() const { return engine_->current_seat(s_); }
  // Every legal action, sorted and unique (Engine::legal_actions of state()). The reference
  // is valid until the next apply.
  const ActionList& legal_actions();
  // As Engine::apply: a legal action is applied and the game advances to the next decision;
  // on an error the State is unchanged and the message returned.
  std::optional<std::string> apply(const Action& a);
  // The same for legal_actions()[index], without looking the action up in the listing (a
  // bot or an agent that picked it by its place there).
  std::optional<std::string> apply_at(std::size_t index);
  std::optional<std::string> apply_text(std::string_view text);

 private:
  // Actions applied between two checkpoints, at most.
  static constexpr std::size_t kCheckpointEvery = 32;

  // s_ after a failed action: the checkpoint, and the actions since replayed on it.
  void restore();
  // After a successful apply: the action is kept for replays, and the checkpoint moves up
  // every kCheckpointEvery actions (and at random in chaos mode, after checking a replay).
  void keep_for_replay(const Action& a);
  // Lists s_ if it is not listed yet; the error when the game is over or listing fails.
  std::optional<std::string> listed_now();
  // apply and apply_at, once s_ is listed (listed_now) and the action is known to be taken
  // from that listing or not.
  std::optional<std::string> apply_listed(const Action& a, bool taken_from_legal);

  const Engine* engine_;
  State s_;
  State checkpoint_;  // s_ before the actions in since_checkpoint_
  std::array<Action, kCheckpointEvery> since_checkpoint_;
  std::size_t num_since_checkpoint_ = 0;
  // slots_[current_] lists s_ when `listed_`; apply's next listing is written into the
  // other slot. Their States are not kept (ListingNote::with_state false), but in the
  // sanitizer build, where each is a copy of s_ at the listing and checks restore().
  std::array<ListingNote, 2> slots_;
  int current_ = 0;
  bool listed_ = false;
};

}  // namespace gov
