// Test support: the real packs loaded once, a game driven by action texts, and helpers
// that arrange a State by moving components out of their supplies (so conservation still
// holds and the invariant checks keep meaning something).
#pragma once

#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov::test {

// The pack mix loaded once per process ("base", "base,new-buildings", ...). Fails the test
// run with the loader's diagnostics when the packs do not load.
const Ruleset& rules_for(const std::string& packs);
// A hook host for those rules (nullptr when scripting is not available).
HookHost* hooks_for(const std::string& packs);

struct Game {
  const Ruleset& rules;
  Engine engine;
  State s;

  Game(int players, std::uint64_t seed = 1, const std::string& packs = "base");

  // Applies an action by its text; the test fails with the engine's message if illegal.
  void act(const std::string& text);
  // The error message for an action that must be rejected (empty when it was accepted).
  std::string reject(const std::string& text);
  std::vector<std::string> legal() const;
  bool is_legal(const std::string& text) const;
  // A card game's drawn cards kept: the seat to act plays `pick ...` while it may (the
  // prospector's card, which he may decline: seed 004). The test fails when there is none.
  void take_drawn_card();
  // The first legal action that is not `pass` (a card game's `pass` comes first where a
  // seat may decline: seed 004).
  std::string first_choice() const;
  int seat_to_act() const { return engine.current_seat(s); }

  Id good(const std::string& id) const;
  Id tile(const std::string& id) const;
  Id building(const std::string& id) const;
  Id role(const std::string& id) const;

  // --- arranging a position (components come out of their supplies) ---
  void give_tile(int seat, const std::string& tile, int workers = 0);
  void give_building(int seat, const std::string& building, int workers = 0);
  void give_goods(int seat, const std::string& good, int n);
  void give_workers(int seat, int n);  // to San Juan, from the supply
  void set_coins(int seat, int coins) { s.seat(seat).coins = coins; }
  // Makes `seat` the next to pick a role in a fresh round (others have not picked).
  void set_picker(int seat);
  // Loads a ship directly (goods from the supply).
  void load_ship(int capacity, const std::string& good, int n);
  void check_invariants() const;
};

}  // namespace gov::test
