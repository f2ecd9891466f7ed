// Helpers for the expansion I tests (tests/new_buildings/*_test.cpp): a game with the
// base game and the new buildings, the setup draft skipped (every violet type of the pool
// in the game) so positions are arranged as in the base tests.
#pragma once

#include <string>

#include "buildings/building_support.hpp"

namespace gov::test {

inline const std::string kNewBuildings = "base,new-buildings";

// Puts every building type of the draft pool into the game and ends the draft.
inline void skip_draft(Game& g) {
  for (Id b : g.rules.draft.pool) {
    g.s.drafted |= std::uint64_t{1} << b;
    g.s.building_supply[b] = static_cast<std::uint8_t>(g.rules.copies_of(b, g.s.num_players));
  }
  g.s.draft_slots.fill(0);
  g.s.picks_done = 0;
  g.s.stage = Stage::ChooseRole;
}

// A game of the mix with the draft skipped.
struct NbGame : Game {
  explicit NbGame(int players = 4, std::uint64_t seed = 1) : Game(players, seed, kNewBuildings) {
    skip_draft(*this);
  }
};

// The pack-declared variant number of a face-down tile ("forest").
inline std::uint8_t variant(const Game& g, const std::string& name) {
  for (std::size_t i = 0; i < g.rules.tile_variants.size(); ++i)
    if (g.rules.tile_variants[i].id == name) return static_cast<std::uint8_t>(i + 1);
  return 0;
}

// Gives the seat a tile turned face down as a forest.
inline void give_forest(Game& g, int seat, const std::string& tile = "corn") {
  g.give_tile(seat, tile, 0);
  auto& st = g.s.seat(seat);
  st.island[static_cast<std::size_t>(st.num_tiles - 1)].variant = variant(g, "forest");
}

inline int goods_of(const Game& g, int seat, const std::string& good) {
  return g.s.seat(seat).goods[g.good(good)];
}

inline int san_juan(const Game& g, int seat) {
  int n = 0;
  for (auto w : g.s.seat(seat).san_juan) n += w;
  return n;
}

// Passes while the seat to act is not `seat` and passing is legal.
inline void pass_until(Game& g, int seat) {
  for (int guard = 0; guard < 50 && g.seat_to_act() != seat && g.is_legal("pass"); ++guard)
    g.act("pass");
}

}  // namespace gov::test

namespace gov::test {

// The legal action texts, sorted alphabetically (for readable expectations).
inline std::vector<std::string> sorted_legal(const Game& g) {
  auto out = g.legal();
  std::sort(out.begin(), out.end());
  return out;
}

// Fills every cargo ship with a good nobody holds, so nothing can be loaded.
inline void fill_ships(Game& g) {
  const char* goods[] = {"corn", "sugar", "indigo"};
  for (int i = 0; i < g.s.num_ships; ++i)
    g.load_ship(g.s.ships[static_cast<std::size_t>(i)].capacity, goods[i],
                g.s.ships[static_cast<std::size_t>(i)].capacity);
}

inline int barrels(const Game& g, int seat) {
  int n = 0;
  for (auto x : g.s.seat(seat).goods) n += x;
  return n;
}

// Plays the storage decisions of the seat (first legal keep/store) until it is done.
inline void store_first(Game& g, int seat) {
  for (int guard = 0; guard < 20 && g.seat_to_act() == seat && g.s.stage == Stage::Phase; ++guard) {
    const auto l = g.legal();
    if (l.empty() || (l[0].rfind("keep ", 0) != 0 && l[0].rfind("store ", 0) != 0)) break;
    g.act(l[0]);
  }
}

}  // namespace gov::test
