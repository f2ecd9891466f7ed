// San Juan's powers in the other phases (producer: aqueduct, well, library; trader: trading
// post, market stand, market hall, library; councillor and prospector: library, gold mine;
// round start: tower), with the seed's examples and cases of our own.
#include "sanjuan/sanjuan_powers_support.hpp"

using gov::test::Powers;

TEST_CASE("library as councillor: 8 cards; as prospector: 2", "[sanjuan][powers]") {
  // « Bourgmestre : il doit choisir parmi 8 cartes au lieu de 5 » ; « Chercheur d'or : il
  // peut piocher 2 cartes »
  Powers g(3);
  g.build(0, "library");
  g.act("role councillor");
  CHECK(g.count(g.looking(0)) == 8);
  g.act(g.first_choice());
  CHECK(g.in_hand(0) == 5);
  Powers h(3);
  h.build(0, "library");
  h.act("role prospector");
  h.take_drawn_card();
  CHECK(h.in_hand(0) == 6);
  CHECK(h.in_hand(1) == 4);
  h.check_invariants();
}

TEST_CASE("library with 2 players: once a round, the governor's choice", "[sanjuan][powers]") {
  // « Attention : dans le jeu à 2 joueurs, la Bibliothèque ne peut être utilisée qu'une
  // seule fois par tour ! Si le Gouverneur utilise sa Bibliothèque pendant son premier
  // choix de personnage, il ne peut plus l'utiliser pour le second choix. »
  Powers g(2);
  g.build(0, "library");
  g.act("role prospector");
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() == std::set<std::string>{"pass", "use library"});
  g.act("use library");
  g.take_drawn_card();
  CHECK(g.in_hand(0) == 6);
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role builder");  // seat 1; nobody holds a card to build with
  g.act("role councillor");
  CHECK(g.count(g.looking(0)) == 5);  // not 8: used this round
  // Ours: he keeps it for his second choice.
  Powers h(2);
  h.build(0, "library");
  h.act("role prospector");
  h.act("pass");  // not the library
  h.take_drawn_card();
  CHECK(h.in_hand(0) == 5);
  h.clear_hand(0);
  h.clear_hand(1);
  h.act("role builder");
  h.act("role councillor");
  REQUIRE(h.options() == std::set<std::string>{"pass", "use library"});
  h.act("use library");
  CHECK(h.count(h.looking(0)) == 8);
}

TEST_CASE("aqueduct: 1 good more, producer or not; with the library 4", "[sanjuan][powers]") {
  // « un joueur avec un Aqueduc produit... jusqu'à 2 marchandises s'il n'est pas l'Artisan ;
  // jusqu'à 3 marchandises s'il est l'Artisan ; jusqu'à 4 marchandises s'il est l'Artisan et
  // qu'il possède en plus une Bibliothèque. »
  Powers g(3);
  g.build(0, "aqueduct");
  g.build(0, "library");
  for (const char* k : {"sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"})
    g.build(0, k);
  g.build(1, "aqueduct");
  g.build(1, "sugar_mill");
  g.build(1, "coffee_roaster");
  g.act("role producer");
  for (const char* good : {"indigo", "sugar", "tobacco", "coffee"})
    g.act(std::string("produce ") + good);
  CHECK(g.goods_of(0) == 4);
  REQUIRE(g.seat_to_act() == 1);
  g.act("produce indigo");
  g.act("produce sugar");
  CHECK(g.goods_of(1) == 2);
  CHECK_FALSE(g.is_legal("produce coffee"));  // 2 and no more, his coffee roaster empty
  g.check_invariants();
}

TEST_CASE("well: a card for 2 goods produced", "[sanjuan][powers]") {
  // « Si celui qui possède un Puits produit au moins 2 marchandises durant la phase de
  // production, il peut piocher une carte et la garder en main. Il n'est pas requis que le
  // joueur soit l'Artisan. »
  Powers g(3);
  g.build(0, "well");
  g.build(0, "sugar_mill");
  g.build(1, "well");
  g.build(1, "sugar_mill");
  g.build(1, "aqueduct");
  g.act("role producer");
  g.act("produce indigo");
  g.act("produce sugar");
  CHECK(g.in_hand(0) == 5);
  g.act("produce indigo");
  g.act("produce sugar");  // not the producer: 2 with his aqueduct
  CHECK(g.in_hand(1) == 5);
  // Ours: one good, no card.
  Powers h(3);
  h.build(1, "well");
  h.act("role producer");
  if (h.seat_to_act() == 0) h.act("done");
  h.act("produce indigo");
  CHECK(h.in_hand(1) == 4);
}

TEST_CASE("trading post: 1 sale more; with the library the trader sells 4", "[sanjuan][powers]") {
  // « jusqu'à 2 marchandises s'il n'est pas Marchand ; jusqu'à 3 marchandises s'il est
  // Marchand ; jusqu'à 4 marchandises s'il est Marchand et qu'il a construit une
  // Bibliothèque. »
  Powers g(3);
  g.build(0, "trading_post");
  g.build(0, "library");
  for (const char* k : {"sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"})
    g.build(0, k);
  for (int slot : {0, 3, 4, 5, 6}) g.load(0, slot);
  g.build(1, "trading_post");
  g.build(1, "sugar_mill");
  g.build(1, "coffee_roaster");
  for (int slot : {0, 2, 3}) g.load(1, slot);
  g.act("role trader");
  for (const char* good : {"indigo", "sugar", "tobacco", "coffee"})
    g.act(std::string("sell ") + good);
  CHECK(g.goods_of(0) == 1);  // the silver stays: 4 sales
  REQUIRE(g.seat_to_act() == 1);
  g.act("sell indigo");
  g.act("sell sugar");
  CHECK(g.goods_of(1) == 1);
  CHECK_FALSE(g.is_legal("sell coffee"));  // 2 and no more: his turn is over
  g.check_invariants();
}

TEST_CASE("market stand and trading post: the seed's trader sells 3 and draws 7",
          "[sanjuan][powers]") {
  // « Andreas est le Marchand. Il possède l'Étalage (Marktstand) et l'Échoppe
  // (Handelsstation). [...] Il prend alors 1 marchandise de sa Teinturerie d'indigo, 1 de
  // son Séchoir à tabac, 1 dernière de sa Fonderie d'argent [...] Puis il pioche les cartes
  // suivantes qu'il prend en main : 1 carte pour l'Indigo vendu, 2 pour le Tabac vendu, 3
  // pour l'Argent vendu, ainsi qu'une autre grâce à l'Étalage. »
  Powers g(3);
  g.s.price_tiles = {2, 0, 1, 3, 4, 0, 0, 0};  // first tile: indigo 1, tobacco 2, silver 3
  g.build(0, "market_stand");
  g.build(0, "trading_post");
  g.build(0, "tobacco_storage");
  g.build(0, "silver_smelter");
  for (int slot : {0, 3, 4}) g.load(0, slot);
  g.clear_hand(0);
  g.act("role trader");
  g.act("sell indigo");
  g.act("sell tobacco");
  g.act("sell silver");
  CHECK(g.in_hand(0) == 1 + 2 + 3 + 1);
  g.check_invariants();
  // Ours: one sale, no card (« au moins 2 marchandises »).
  Powers h(3);
  h.build(1, "market_stand");
  h.load(1, 0);
  h.clear_hand(1);
  h.act("role trader");
  if (h.seat_to_act() == 0) h.act("done");
  h.act("sell indigo");
  CHECK(h.in_hand(1) == 1);  // every tile pays 1 for indigo
}

TEST_CASE("market hall: 1 card more when selling, once a phase", "[sanjuan][powers]") {
  // « Exemple : un joueur vend 1 sucre pour 1 et 1 café pour 3 : il reçoit en tout et pour
  // tout 5 cartes. » The seed's tiles have no sugar 1 with coffee 3; the first tile here
  // pays sugar 1 and coffee 2: 1 + 2 + 1 = 4.
  Powers g(3);
  g.s.price_tiles = {0, 1, 2, 3, 4, 0, 0, 0};
  g.build(0, "market_hall");
  g.build(0, "sugar_mill");
  g.build(0, "coffee_roaster");
  g.load(0, 2);
  g.load(0, 3);
  g.clear_hand(0);
  g.act("role trader");
  g.act("sell sugar");
  CHECK(g.in_hand(0) == 1 + 1);
  g.act("sell coffee");
  CHECK(g.in_hand(0) == 1 + 2 + 1);
  // The same with the tile of coffee 3 (sugar 2 there): 2 + 3 + 1 = 6.
  Powers h(3);
  h.s.price_tiles = {4, 0, 1, 2, 3, 0, 0, 0};
  h.build(0, "market_hall");
  h.build(0, "sugar_mill");
  h.build(0, "coffee_roaster");
  h.load(0, 2);
  h.load(0, 3);
  h.clear_hand(0);
  h.act("role trader");
  h.act("sell sugar");
  h.act("sell coffee");
  CHECK(h.in_hand(0) == 6);
  h.check_invariants();
}

TEST_CASE("tower: 12 cards kept at a round's start", "[sanjuan][powers]") {
  // « Si un joueur possède une tour, il peut garder jusqu'à 5 cartes supplémentaires, donc
  // au maximum 12 cartes en main. Si ce joueur a plus que 12 cartes au début du tour, il
  // doit se défausser jusqu'à n'en avoir plus que 12. »
  Powers g(2);
  g.build(0, "tower");
  g.build(1, "tower");
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role builder");
  g.act("role prospector");
  g.take_drawn_card();
  g.clear_hand(1);
  g.to_hand(0, "sugar_mill", 6);
  g.to_hand(0, "tobacco_storage", 6);
  g.to_hand(1, "indigo_plant", 7);
  g.to_hand(1, "well", 3);
  g.to_hand(1, "crane", 3);  // 13
  g.act("role trader");
  REQUIRE(g.s.round == 2);
  REQUIRE(g.seat_to_act() == 1);
  g.act("discard crane");
  CHECK(g.in_hand(1) == 12);
  CHECK(g.in_hand(0) == 12);
  CHECK(g.legal().front().rfind("role ", 0) == 0);
}

TEST_CASE("gold mine: 4 cards of different costs, one kept; a cost twice, none",
          "[sanjuan][powers]") {
  // « Bibliothèque (5), Préfecture (3), Forge (1) et Séchoir à Tabac (3) : il doit se
  // défausser des 4 cartes ; Carrière (4), Forge (1), Séchoir à Tabac (3) et Bibliothèque
  // (5) : il en choisit une qu'il garde dans sa main et place les 3 autres dans la
  // défausse. »
  Powers g(3);
  g.build(0, "gold_mine");
  g.clear_hand(0);
  g.act("role prospector");  // after the prospector's card
  g.take_drawn_card();
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() == std::set<std::string>{"pass", "use gold_mine"});
  g.clear_hand(0);
  g.stack_draw_pile({"quarry", "smithy", "tobacco_storage", "library"});
  g.act("use gold_mine");
  REQUIRE(g.seat_to_act() == 0);
  // « les montrer faces visibles »: every seat sees the four.
  int seen = 0;
  for (int seat = 0; seat < 3; ++seat)
    for (const auto& z : gov::view_cards(g.rules, g.s, seat))
      if (g.rules.cards.zones[z.zone].id == "turned_up" && z.seat == 0) {
        CHECK(z.kinds_visible);
        CHECK(z.kinds.size() == 4);
        ++seen;
      }
  CHECK(seen == 3);
  // « il en choisit une qu'il garde en main »: he must keep one, `pass` is gone (#47; it
  // was offered, and a pass discarded all four).
  CHECK(g.options() == std::set<std::string>{"use gold_mine quarry", "use gold_mine smithy",
                                             "use gold_mine tobacco_storage",
                                             "use gold_mine library"});
  CHECK_FALSE(g.is_legal("pass"));
  g.act("use gold_mine library");
  CHECK(g.in_hand(0) == 1);
  CHECK(g.in_hand(0, "library") == 1);
  CHECK(g.count(g.zone("turned_up", 0)) == 0);
  g.check_invariants();
  // The seed's first case: two cards cost 3, all four discarded.
  Powers h(3);
  h.to_gold_mine_offer({"library", "prefecture", "smithy", "tobacco_storage"});
  const int discarded = h.count(h.discard_pile());
  h.act("use gold_mine");
  CHECK(h.in_hand(1) == 0);
  CHECK(h.count(h.zone("turned_up", 1)) == 0);
  CHECK(h.count(h.discard_pile()) == discarded + 4);
  CHECK(h.count(h.draw_pile()) == 0);
  h.check_invariants();
}
