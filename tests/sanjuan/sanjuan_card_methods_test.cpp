// The ctx card methods (scripting/context_cards.cpp; docs/hooks-cards.md), tried by a test
// card's script (tests/packs/card-methods: card_probe): a draw into a zone, counts and
// kinds, a move between zones, and the moves they refuse, every card still accounted for.
#include "sanjuan/sanjuan_support.hpp"

namespace {

const std::string kPacks = "san-juan," GOVERNOR_TESTS_DIR "/packs/card-methods";

// A game at the second round's start, seat 1 (the governor) holding the probe and 3 cards.
gov::test::SanJuan at_round_two() {
  gov::test::SanJuan g(2, 1, kPacks);
  g.build(1, "card_probe");
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role builder");
  g.act("role prospector");
  g.take_drawn_card();
  g.clear_hand(1);
  g.to_hand(1, "well", 3);
  g.act("role trader");
  REQUIRE(g.s.round == 2);
  REQUIRE(g.seat_to_act() == 1);
  return g;
}

int memory(const gov::test::SanJuan& g, int seat, int slot) {
  for (int i = 0; i < g.s.seat(seat).num_buildings; ++i)
    if (g.s.seat(seat).city[i].type == g.building("card_probe"))
      return g.s.seat(seat).city[i].memory[slot - 1];
  return -1;
}

}  // namespace

TEST_CASE("ctx card methods: draw_card, cards, card_kinds, move_card", "[sanjuan][scripting]") {
  auto g = at_round_two();
  const int pile = g.count(g.draw_pile());
  const int discarded = g.count(g.discard_pile());
  g.act("use card_probe 1");
  CHECK(memory(g, 1, 1) == 4);  // 3 wells and the card drawn
  CHECK(memory(g, 1, 2) == 4);
  CHECK(g.in_hand(1) == 3);
  CHECK(g.count(g.draw_pile()) == pile - 1);
  CHECK(g.count(g.discard_pile()) == discarded + 1);
  g.check_invariants();
}

TEST_CASE("ctx card methods: an unknown zone, the city, a missing card, a query that draws",
          "[sanjuan][scripting]") {
  auto g = at_round_two();
  CHECK_THAT(g.reject("use card_probe 2"), Catch::Contains("no card zone 'no_such_zone'"));
  CHECK_THAT(g.reject("use card_probe 3"),
             Catch::Contains("zone 'city_cards' holds built buildings"));
  CHECK_THAT(g.reject("use card_probe 4"), Catch::Contains("no palace card in zone 'in_hand'"));
  CHECK_THAT(g.reject("use card_probe 5"), Catch::Contains("may only read the game"));
  CHECK_THAT(g.reject("use card_probe 6"), Catch::Contains("seat 2 has no chapel"));
  CHECK_THAT(g.reject("use card_probe 7"),
             Catch::Contains("bad argument #4: seat 9 is not in 1..2"));
  g.check_invariants();
}
