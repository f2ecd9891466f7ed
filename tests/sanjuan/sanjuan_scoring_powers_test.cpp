// San Juan's end-of-game powers (content/san-juan/buildings: chapel, guild hall, city hall,
// triumphal arch, palace) and the monuments, each with the seed's example and a case of
// our own.
#include "sanjuan/sanjuan_powers_support.hpp"

using gov::test::Powers;

TEST_CASE("chapel: 7 cards under it at the end = 9 VP", "[sanjuan][powers]") {
  // « un joueur a 7 cartes placées sous sa Chapelle à la fin du jeu ; elle lui rapporte
  // alors 9 points de victoire (2 pour le bâtiment + 7 pour les cartes collectées) »
  Powers g(3);
  g.build(0, "chapel");
  g.put("silver_smelter", g.tucked(0), 4);
  g.put("palace", g.tucked(0),
        1);  // « le texte et/ou les PV de ces cartes ne sont pas pris en compte »
  g.put("well", g.tucked(0), 2);
  CHECK(g.bonus_of(0, "chapel") == 7);
  CHECK(g.score(0).buildings == 1 + 2);  // the indigo plant and the chapel
  CHECK(g.score(0).total == 1 + 9);
  g.check_invariants();
}

TEST_CASE("chapel: a hand card tucked at the round's start, before the hand limit; or not",
          "[sanjuan][powers]") {
  // « Celui qui détient une Chapelle peut placer une des cartes de sa main, face cachée et en
  // dessous de la Chapelle, au début de chaque tour, avant que le Gouverneur ne vérifie la
  // limite de 7 cartes »
  Powers g(2);
  g.build(0, "chapel");
  g.build(1, "chapel");
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role builder");  // nobody holds a card: nothing to build
  g.act("role prospector");
  g.take_drawn_card();
  g.clear_hand(1);  // the prospector's card: a known one instead
  g.to_hand(0, "statue", 1);
  g.to_hand(0, "sugar_mill", 7);  // 8 cards: over the limit of 7
  g.to_hand(1, "well", 1);
  g.act("role trader");  // no goods: the round ends
  REQUIRE(g.s.round == 2);
  // The new governor (seat 1) is asked first, and declines (« peut placer »).
  REQUIRE(g.seat_to_act() == 1);
  // First whether (`use chapel`), then which card.
  CHECK(g.options() == std::set<std::string>{"pass", "use chapel"});
  g.act("use chapel");
  CHECK(g.options() == std::set<std::string>{"pass", "use chapel well"});
  g.act("pass");
  CHECK(g.count(g.tucked(1)) == 0);
  CHECK(g.in_hand(1) == 1);
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() == std::set<std::string>{"pass", "use chapel"});
  g.act("use chapel");
  CHECK(g.options() == std::set<std::string>{"pass", "use chapel statue", "use chapel sugar_mill"});
  g.act("use chapel statue");
  CHECK(g.count(g.tucked(0)) == 1);
  CHECK(g.in_hand(0) == 7);  // the limit then finds 7: no discard
  CHECK(g.in_hand(1) == 1);
  CHECK(g.bonus_of(0, "chapel") == 1);
  CHECK(g.bonus_of(1, "chapel") == 0);
  CHECK(g.legal().front().rfind("role ", 0) == 0);
  g.check_invariants();
}

TEST_CASE("guild hall: 2 VP a production building", "[sanjuan][powers]") {
  // « Exemple : un joueur a construit deux Teintureries, une Raffinerie et un Séchoir. Il
  // reçoit alors 8 PV additionnels. »
  Powers g(2);
  g.build(0, "indigo_plant");  // with the one he starts with: two
  g.build(0, "sugar_mill");
  g.build(0, "tobacco_storage");
  g.build(0, "guild_hall");
  CHECK(g.bonus_of(0, "guild_hall") == 8);
  // Ours: violet buildings count nothing.
  g.build(1, "guild_hall");
  g.build(1, "statue");
  CHECK(g.bonus_of(1, "guild_hall") == 2);  // his starting indigo plant only
}

TEST_CASE("city hall: 1 VP a violet building, itself included", "[sanjuan][powers]") {
  // « le joueur a construit un Asile, un Aqueduc, une Scierie, une Chapelle, une Carrière,
  // une Bibliothèque, une Statue, une Guilde et un Hôtel de Ville : il reçoit alors 9 PV
  // additionnels. »
  Powers g(2);
  for (const char* k : {"poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library",
                        "statue", "guild_hall", "city_hall"})
    g.build(0, k);
  CHECK(g.bonus_of(0, "city_hall") == 9);
  // Ours: alone among production buildings, it counts itself.
  g.build(1, "sugar_mill");
  g.build(1, "city_hall");
  CHECK(g.bonus_of(1, "city_hall") == 1);
}

TEST_CASE("triumphal arch: 4, 6 or 8 VP for 1, 2 or 3 monuments", "[sanjuan][powers]") {
  // « Exemple : le joueur possédant une Statue et une Statue équestre reçoit 6 PV
  // additionnels. »
  Powers g(3);
  for (int seat : {0, 1, 2}) g.clear_hand(seat);
  g.build(0, "statue");
  g.build(0, "hero");
  g.build(0, "triumphal_arch");
  CHECK(g.bonus_of(0, "triumphal_arch") == 6);
  // Ours: none gives nothing, all three give 8; « les monuments d'un joueur comptent à la
  // fois pour [...] l'Hôtel de Ville et [...] l'Arc de Triomphe ».
  g.build(2, "statue");
  g.build(2, "victory_column");
  g.build(2, "hero");
  g.build(2, "triumphal_arch");
  g.build(2, "city_hall");
  CHECK(g.bonus_of(2, "triumphal_arch") == 8);
  CHECK(g.bonus_of(2, "city_hall") == 5);
  Powers k(2);
  k.build(0, "triumphal_arch");
  CHECK(k.bonus_of(0, "triumphal_arch") == 0);
}

TEST_CASE("monuments: VP only, the statue 3 as the seed says", "[sanjuan][powers]") {
  // « Statue (coût=3, PV=3) - Colonne (Siegessäule) (coût=4, PV=4) - Statue équestre
  // (Reiter) (coût=5, PV=3) » (English editions print 5 for the statue: the seed wins)
  Powers g(2);
  g.build(0, "statue");
  g.build(0, "victory_column");
  g.build(0, "hero");
  CHECK(g.score(0).buildings == 1 + 3 + 4 + 3);
  CHECK(g.score(0).bonus == 0);
}

TEST_CASE("palace: a quarter of all the other VP, rounded down, counted last",
          "[sanjuan][powers]") {
  // « Exemple : un joueur qui a construit un Palais obtient 34 PV. Pour son Palais, il
  // reçoit alors 8 PV en supplément, pour un total de 42 PV. »
  Powers g(2);
  g.clear_hand(0);
  g.clear_hand(1);
  for (int i = 0; i < 7; ++i) g.build(0, "silver_smelter");  // 21, and the indigo plant 1
  g.build(0, "library");                                     // 3
  g.build(0, "victory_column");                              // 4
  g.build(0, "statue");                                      // 3
  g.build(0, "palace");
  REQUIRE(g.score(0).buildings == 32);
  CHECK(g.score(0).total == 32 + 8);
  // 34 with 2 more VP: 42.
  g.s.seat(0).vp_chips = 2;
  CHECK(g.bonus_of(0, "palace") == 8);
  CHECK(g.score(0).total == 42);
  // Ours: the other scorers count first. Indigo plant 1 + 3 sugar mills 3 + guild hall
  // (4 production buildings: 8) + chapel 2 + 3 cards under it = 17; the palace adds 4.
  Powers h(2);
  h.clear_hand(0);
  h.clear_hand(1);
  for (int i = 0; i < 3; ++i) h.build(0, "sugar_mill");
  h.build(0, "guild_hall");
  h.build(0, "chapel");
  h.put("statue", h.tucked(0), 3);
  h.build(0, "palace");
  CHECK(h.bonus_of(0, "palace") == 4);
  CHECK(h.score(0).total == 17 + 4);
}
