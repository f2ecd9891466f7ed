// Test support for the San Juan pack (content/san-juan): a game of it, and moves of cards
// that arrange a position by taking cards out of the draw pile (or the discard pile), so
// the game still holds its 110 cards and the card invariants keep meaning something.
#pragma once

#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "core/cards.hpp"
#include "core/primitives.hpp"
#include "support/fixture.hpp"

namespace gov::test {

struct SanJuan : Game {
  explicit SanJuan(int players, std::uint64_t seed = 1, const std::string& packs = "san-juan")
      : Game(players, seed, packs) {}

  std::uint8_t hand(int seat) const { return rules.cards.code_of_role(ZoneRole::Hand, seat); }
  std::uint8_t draw_pile() const { return rules.cards.code_of_role(ZoneRole::Draw); }
  std::uint8_t discard_pile() const { return rules.cards.code_of_role(ZoneRole::Discard); }
  std::uint8_t goods_on(int seat, int slot) const {
    return rules.cards.code_of_role(ZoneRole::Goods, seat, slot);
  }
  // The legal actions' texts, as a set (the listing's order is the building table's).
  std::set<std::string> options() const {
    const auto l = legal();
    return {l.begin(), l.end()};
  }
  int count(std::uint8_t code) const { return cards_at(rules, s, code); }
  int in_hand(int seat) const { return count(hand(seat)); }
  int in_hand(int seat, const std::string& kind) const {
    return kinds_at(rules, s, hand(seat))[building(kind)];
  }

  // A card of `kind` from the draw pile, else from the discard pile.
  int spare(const std::string& kind) const {
    const Id k = building(kind);
    for (std::uint8_t from : {draw_pile(), discard_pile()}) {
      const int c = card_of_kind_at(rules, s, from, k);
      if (c >= 0) return c;
    }
    FAIL("no spare " << kind << " card");
    return -1;
  }
  // Every card of the seat's hand back to the draw pile.
  void clear_hand(int seat) {
    for (int i = 0; i < rules.cards.count(); ++i)
      if (s.card_at[static_cast<std::size_t>(i)] == hand(seat))
        s.card_at[static_cast<std::size_t>(i)] = draw_pile();
  }
  void to_hand(int seat, const std::string& kind, int n = 1) {
    for (int i = 0; i < n; ++i) s.card_at[static_cast<std::size_t>(spare(kind))] = hand(seat);
  }
  // Builds a spare card of `kind` in the seat's city (no cost paid).
  void build(int seat, const std::string& kind) {
    const int card = spare(kind);
    const std::uint8_t from = s.card_at[static_cast<std::size_t>(card)];
    Primitives prims(rules, s, nullptr);
    prims.build_card(seat, building(kind), from);
  }
  // Lays a card of the draw pile as a good on the seat's city slot.
  void load(int seat, int slot) {
    Primitives prims(rules, s, nullptr);
    REQUIRE(prims.draw_card(goods_on(seat, slot)) >= 0);
  }
  int goods_of(int seat) const {
    int n = 0;
    for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot) n += count(goods_on(seat, slot));
    return n;
  }
};

}  // namespace gov::test
