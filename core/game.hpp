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
  std::optional<std::string> apply_text(std::string_view text);

 private:
  const Engine* engine_;
  State s_;
  // slots_[current_] lists s_ when `listed_` (its State is then a copy of s_, the backup of
  // a failed apply); apply's next listing is written into the other slot.
  std::array<ListingNote, 2> slots_;
  int current_ = 0;
  bool listed_ = false;
};

}  // namespace gov
