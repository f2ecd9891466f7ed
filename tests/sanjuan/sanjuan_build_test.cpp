// San Juan's builder on the generic build_from_hand mechanic (core/mechanics/
// build_from_hand.cpp), each rule with the seed's words (seed 004, « L'Architecte »).
#include "sanjuan/sanjuan_support.hpp"

using gov::test::SanJuan;

TEST_CASE("san juan setup: an indigo plant and 4 cards each, 110 cards, tiles shuffled",
          "[sanjuan]") {
  // « Chaque joueur reçoit une Teinturerie d'indigo et 4 cartes en main. »
  for (int players = 2; players <= 4; ++players) {
    SanJuan g(players, 3);
    CHECK(g.rules.cards.count() == 110);
    for (int seat = 0; seat < players; ++seat) {
      CHECK(g.s.seat(seat).num_buildings == 1);
      CHECK(g.s.seat(seat).city[0].type == g.building("indigo_plant"));
      CHECK(g.in_hand(seat) == 4);
    }
    CHECK(g.count(g.draw_pile()) == 110 - 5 * players);
    // « Les 5 tuiles Comptoir de vente sont mélangées et placées faces cachées en une pile »
    std::array<int, 5> seen{};
    for (int i = 0; i < 5; ++i) ++seen[g.s.price_tiles[static_cast<std::size_t>(i)]];
    CHECK(seen == std::array<int, 5>{1, 1, 1, 1, 1});
    CHECK(g.s.price_tiles_turned == 0);
  }
}

TEST_CASE("san juan builder: the chooser pays 1 card less, one card at a time", "[sanjuan]") {
  // « Il doit payer le coût de construction indiqué sur la carte [...] en défaussant le
  // nombre approprié de cartes de sa main [...]. Il défause, et c'est là son privilège, une
  // carte de moins que le coût réel. » « Les autres joueurs peuvent ensuite construire un
  // bâtiment chacun, s'ils le désirent. »
  SanJuan g(3);
  for (int seat = 0; seat < 3; ++seat) g.clear_hand(seat);
  g.to_hand(0, "sugar_mill");
  g.to_hand(0, "indigo_plant", 2);
  g.to_hand(0, "coffee_roaster");
  g.to_hand(1, "sugar_mill");
  g.to_hand(1, "tobacco_storage", 2);
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 0);
  // Sugar mill costs 2: 1 for the builder. Coffee roaster 4: 3, paid with the other 3.
  CHECK(g.options() == std::set<std::string>{"pass", "build indigo_plant", "build sugar_mill",
                                             "build coffee_roaster"});
  g.act("build sugar_mill");
  CHECK(g.s.seat(0).num_buildings == 2);
  CHECK(g.s.seat(0).city[1].type == g.building("sugar_mill"));
  // Which card pays is a choice, one `pay` at a time.
  CHECK(g.options() == std::set<std::string>{"pay indigo_plant", "pay coffee_roaster"});
  g.act("pay coffee_roaster");
  CHECK(g.in_hand(0) == 2);
  CHECK(g.in_hand(0, "indigo_plant") == 2);
  CHECK(g.count(g.discard_pile()) == 1);
  // Seat 1 pays the full cost, 2: its two tobacco storages, with no choice to make.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"pass", "build sugar_mill"});
  g.act("build sugar_mill");
  CHECK(g.in_hand(1) == 0);
  CHECK(g.count(g.discard_pile()) == 3);
  // Seat 2 has no card to build: the phase is over, seat 1 picks next.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("san juan builder: a building must be paid in full; a discount never pays back",
          "[sanjuan]") {
  // « Si un joueur bénéficie [...] de réductions supérieures au coût réel de construction
  // d'un bâtiment, il perd le bénéfice des réductions superflues (et ne pioche pas de
  // carte supplémentaire en compensation). »
  SanJuan g(2);
  for (int seat = 0; seat < 2; ++seat) g.clear_hand(seat);
  g.to_hand(0, "indigo_plant");
  g.to_hand(0, "silver_smelter");
  g.to_hand(1, "coffee_roaster");
  g.to_hand(1, "indigo_plant");
  g.act("role builder");
  // The indigo plant costs 1, 0 for the builder: built for nothing, the hand keeps its
  // silver smelter. The smelter (5, 4 for the builder) is out of reach with 1 card left.
  CHECK(g.options() == std::set<std::string>{"pass", "build indigo_plant"});
  const int pile = g.count(g.draw_pile());
  g.act("build indigo_plant");
  CHECK(g.in_hand(0) == 1);
  CHECK(g.in_hand(0, "silver_smelter") == 1);
  CHECK(g.count(g.draw_pile()) == pile);
  CHECK(g.count(g.discard_pile()) == 0);
  // Seat 1 pays the full cost: a coffee roaster (4) is out of reach with 1 card besides.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"pass", "build indigo_plant"});
  g.act("pass");
}

TEST_CASE("san juan builder: violet buildings once each, production buildings again", "[sanjuan]") {
  // « un joueur peut construire plusieurs bâtiments de production identiques, mais chaque
  // type de bâtiment violet ne peut être présent qu'une seule fois devant lui »
  SanJuan g(2);
  g.clear_hand(0);
  g.build(0, "smithy");
  g.to_hand(0, "smithy");
  g.to_hand(0, "indigo_plant");
  g.to_hand(0, "well");
  g.to_hand(0, "sugar_mill", 2);
  g.act("role builder");
  const auto legal = g.legal();
  CHECK(std::find(legal.begin(), legal.end(), "build smithy") == legal.end());
  CHECK(std::find(legal.begin(), legal.end(), "build indigo_plant") != legal.end());
  CHECK(std::find(legal.begin(), legal.end(), "build well") != legal.end());
  CHECK(g.reject("build smithy") != "");
}

TEST_CASE("san juan builder: the 12th building ends the game after the builder phase",
          "[sanjuan]") {
  // « Le jeu se termine à la fin d'une phase de construction où au moins un joueur a posé
  // devant lui son douzième bâtiment ; on ne termine pas la manche en cours. »
  SanJuan g(3);
  for (int seat = 0; seat < 3; ++seat) g.clear_hand(seat);
  for (int n = 0; n < 10; ++n) g.build(0, n % 2 ? "tobacco_storage" : "sugar_mill");
  REQUIRE(g.s.seat(0).num_buildings == 11);
  g.to_hand(0, "indigo_plant");
  g.to_hand(1, "indigo_plant", 2);
  g.act("role builder");
  g.act("build indigo_plant");
  CHECK(g.s.seat(0).num_buildings == 12);
  CHECK_FALSE(g.s.over());  // the others still build in this phase
  REQUIRE(g.seat_to_act() == 1);
  g.act("build indigo_plant");
  CHECK(g.s.seat(1).num_buildings == 2);
  // Over after the phase, the first of the round's three picks.
  CHECK(g.s.over());
  CHECK(g.s.picks_done == 1);
  CHECK((g.s.end_triggered & gov::kEndCity) != 0);
  const auto scores = g.engine.score(g.s);
  // 12 buildings: 2 indigo plants and 5 sugar mills (1 VP each), 5 tobacco storages (2 VP).
  CHECK(scores[0].buildings == 17);
  CHECK(scores[0].winner);
}
