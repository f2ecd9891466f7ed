// San Juan's councillor powers (prefecture, archive, with the library) and the black
// market's payment with goods, with the seed's examples and cases of our own.
#include "sanjuan/sanjuan_powers_support.hpp"

using gov::test::Powers;

TEST_CASE("prefecture: 2 cards kept, councillor or not; 2 of 8 with the library",
          "[sanjuan][powers]") {
  // « un joueur avec une Préfecture garde : les 2 cartes piochées (2 sur 2) s'il n'est pas
  // Bourgmestre ; 2 cartes sur les 5 piochées s'il est Bourgmestre ; 2 cartes sur les 8
  // piochées s'il est Bourgmestre et qu'il a une Bibliothèque »
  Powers g(3);
  g.build(0, "prefecture");
  g.build(0, "library");
  g.build(1, "prefecture");
  g.act("role councillor");
  CHECK(g.count(g.looking(0)) == 8);
  g.act(g.first_choice());
  REQUIRE(g.seat_to_act() == 0);  // a second card to keep
  g.act(g.first_choice());
  CHECK(g.in_hand(0) == 4 + 2);
  CHECK(g.count(g.looking(0)) == 0);
  // Seat 1 keeps both of his 2 cards (he may decline them: `pass`, seed 004); seat 2 keeps
  // 1 of 2.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("pass"));
  g.take_drawn_card();
  REQUIRE(g.seat_to_act() == 2);
  CHECK(g.in_hand(1) == 4 + 2);
  g.act(g.first_choice());
  CHECK(g.in_hand(2) == 4 + 1);
  CHECK(g.count(g.discard_pile()) == 6 + 1);
  g.check_invariants();
  // The councillor without the library: 2 of 5.
  Powers h(3);
  h.build(0, "prefecture");
  h.act("role councillor");
  CHECK(h.count(h.looking(0)) == 5);
  h.act(h.first_choice());
  h.act(h.first_choice());
  CHECK(h.in_hand(0) == 4 + 2);
  CHECK(h.count(h.discard_pile()) == 3);
}

TEST_CASE("archive and prefecture: the councillor takes 5 into his hand, then discards 3",
          "[sanjuan][powers]") {
  // « Exemple : le joueur est le Bourgmestre, et il possède la Préfecture et les Archives.
  // Il pioche 5 cartes et les prend toutes dans sa main, avant d'en défausser 3. »
  Powers g(3);
  g.build(0, "prefecture");
  g.build(0, "archive");
  g.clear_hand(0);
  g.to_hand(0, "well", 2);
  g.act("role councillor");
  CHECK(g.in_hand(0) == 2 + 5);
  CHECK(g.count(g.looking(0)) == 0);
  // « les cartes défaussées peuvent aussi bien être des cartes qu'il possédait déjà »
  REQUIRE(g.is_legal("discard well"));
  g.act("discard well");
  g.act("discard well");
  REQUIRE(g.seat_to_act() == 0);
  g.act(g.first_choice());
  CHECK(g.in_hand(0) == 2 + 5 - 3);
  CHECK(g.in_hand(0, "well") == 0);
  CHECK(g.count(g.discard_pile()) == 3);
  g.check_invariants();
}

TEST_CASE("archive, prefecture and library: 8 cards into the hand, 6 discarded",
          "[sanjuan][powers]") {
  // « si un joueur est Bourgmestre et possède également des Archives et une Préfecture, en
  // plus de sa Bibliothèque, il pioche 8 cartes qu'il incorpore à sa main avant de
  // défausser 6 cartes au choix »
  Powers g(3);
  for (const char* k : {"prefecture", "archive", "library"}) g.build(0, k);
  g.act("role councillor");
  CHECK(g.in_hand(0) == 4 + 8);
  for (int i = 0; i < 6; ++i) {
    REQUIRE(g.seat_to_act() == 0);
    g.act(g.legal().back());
  }
  CHECK(g.in_hand(0) == 4 + 2);
  CHECK(g.seat_to_act() == 1);
  g.check_invariants();
}

TEST_CASE("archive alone, not the councillor: 2 into the hand, 1 discarded from it",
          "[sanjuan][powers]") {
  Powers g(3);
  g.build(1, "archive");
  g.clear_hand(1);
  g.to_hand(1, "statue");
  g.act("role councillor");
  g.act(g.first_choice());  // seat 0 keeps 1 of 5
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.in_hand(1) == 3);
  g.act("discard statue");  // a card he held before
  CHECK(g.in_hand(1) == 2);
  CHECK(g.in_hand(1, "statue") == 0);
  g.check_invariants();
}

TEST_CASE("black market: the seed's library paid with 2 goods and 3 cards", "[sanjuan][powers]") {
  // « Exemple : le joueur construit une Bibliothèque (5) : il défausse alors une carte de
  // marchandise de sa Teinturerie d'indigo, une de son Séchoir à tabac, ainsi que 3 cartes
  // de sa main. »
  Powers g(3);
  g.build(1, "black_market");
  g.build(1, "tobacco_storage");
  g.load(1, 0);
  g.load(1, 2);
  g.clear_hand(0);
  g.clear_hand(1);
  g.to_hand(1, "library");
  g.to_hand(1, "well", 2);
  g.to_hand(1, "crane", 2);
  g.act("role builder");  // seat 0 builds nothing: seat 1 has the first turn
  REQUIRE(g.seat_to_act() == 1);
  g.act("build library");  // 5: 4 cards in hand and 2 goods
  CHECK(g.options() ==
        std::set<std::string>{"pay well", "pay crane", "sell indigo", "sell tobacco"});
  g.act("sell indigo");
  g.act("sell tobacco");
  CHECK(g.options() == std::set<std::string>{"pay well", "pay crane"});
  g.act("pay well");
  g.act("pay crane");
  g.act("pay crane");
  CHECK(g.goods_of(1) == 0);
  CHECK(g.in_hand(1) == 1);
  CHECK(g.in_hand(1, "well") == 1);
  CHECK(g.slot_of(1, "library") == 3);
  g.check_invariants();
}

TEST_CASE("black market: goods make a build possible; he may pay with cards only",
          "[sanjuan][powers]") {
  Powers g(3);
  g.build(1, "black_market");
  g.load(1, 0);
  g.clear_hand(0);
  g.clear_hand(1);
  g.to_hand(1, "tobacco_storage");
  g.to_hand(1, "silver_smelter", 2);
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 1);
  g.act("build tobacco_storage");  // 3: 2 cards and 1 good
  CHECK(g.options() == std::set<std::string>{"pay silver_smelter", "sell indigo"});
  g.act("pay silver_smelter");
  g.act("sell indigo");
  CHECK(g.in_hand(1) == 0);
  CHECK(g.goods_of(1) == 0);
  // Without the black market the same hand builds no tobacco storage.
  Powers h(3);
  h.load(1, 0);
  h.clear_hand(0);
  h.clear_hand(1);
  h.to_hand(1, "tobacco_storage");
  h.to_hand(1, "silver_smelter", 2);
  h.act("role builder");
  REQUIRE(h.seat_to_act() == 1);  // asked all the same: its hand is hidden (docs/views.md)
  CHECK(h.options() == std::set<std::string>{"pass"});
  // Paying with cards only: the goods stay.
  Powers k(3);
  k.build(1, "black_market");
  k.load(1, 0);
  k.clear_hand(0);
  k.clear_hand(1);
  k.to_hand(1, "sugar_mill");
  k.to_hand(1, "silver_smelter", 2);
  k.act("role builder");
  k.act("build sugar_mill");
  k.act("pay silver_smelter");
  k.act("pay silver_smelter");
  CHECK(k.goods_of(1) == 1);
  CHECK(k.in_hand(1) == 0);
  k.check_invariants();
}
