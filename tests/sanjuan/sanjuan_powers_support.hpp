// Test support for San Juan's violet powers (content/san-juan/buildings/*.lua): a zone by
// its id, a seat's final score, and a draw pile arranged to hold given cards.
#pragma once

#include <string>
#include <vector>

#include "sanjuan/sanjuan_support.hpp"

namespace gov::test {

struct Powers : SanJuan {
  explicit Powers(int players, std::uint64_t seed = 1) : SanJuan(players, seed) {}

  int slot_of(int seat, const std::string& kind) const {
    for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot)
      if (s.seat(seat).city[slot].type == building(kind)) return slot;
    FAIL("seat " << seat << " has no " << kind);
    return -1;
  }
  std::uint8_t zone(const std::string& id, int seat = 0, int slot = 0) const {
    return rules.cards.code(*rules.cards.zone_index(id), seat, slot);
  }
  std::uint8_t tucked(int seat) const { return zone("tucked", seat, slot_of(seat, "chapel")); }
  std::uint8_t looking(int seat) const { return zone("drawn_cards", seat); }
  // Moves `n` spare cards of `kind` to a zone.
  void put(const std::string& kind, std::uint8_t to, int n = 1) {
    for (int i = 0; i < n; ++i) s.card_at[static_cast<std::size_t>(spare(kind))] = to;
  }
  SeatScore score(int seat) const { return engine.score(s)[static_cast<std::size_t>(seat)]; }
  int bonus_of(int seat, const std::string& kind) const {
    for (const auto& [b, vp] : engine.bonus_by_building(s, seat))
      if (b == building(kind)) return vp;
    return 0;
  }
  // The draw pile holds exactly these cards (the rest of it goes to the discard pile).
  void stack_draw_pile(const std::vector<std::string>& kinds) {
    for (int i = 0; i < rules.cards.count(); ++i)
      if (s.card_at[static_cast<std::size_t>(i)] == draw_pile())
        s.card_at[static_cast<std::size_t>(i)] = discard_pile();
    for (const auto& k : kinds) {
      const int c = card_of_kind_at(rules, s, discard_pile(), building(k));
      REQUIRE(c >= 0);
      s.card_at[static_cast<std::size_t>(c)] = draw_pile();
    }
  }
  // Seat 1 owns a gold mine and holds no card; seat 0 takes the prospector, and the mine's
  // owner is asked next, with exactly these cards on the draw pile.
  void to_gold_mine_offer(const std::vector<std::string>& pile) {
    build(1, "gold_mine");
    clear_hand(1);
    act("role prospector");
    take_drawn_card();
    REQUIRE(seat_to_act() == 1);
    stack_draw_pile(pile);
  }
  int kinds_looked_at(int seat, const std::string& kind) const {
    return kinds_at(rules, s, looking(seat))[building(kind)];
  }
};

}  // namespace gov::test
