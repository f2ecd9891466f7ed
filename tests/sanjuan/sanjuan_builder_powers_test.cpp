// San Juan's builder-phase powers (smithy, quarry, library's doubled privilege, carpenter,
// poor house), with the seed's examples and cases of our own.
#include "sanjuan/sanjuan_powers_support.hpp"

using gov::test::Powers;

namespace {
int price(const Powers& g, int seat, const std::string& kind) {
  return gov::card_build_price(g.rules, g.engine.hooks(), g.s, seat, g.building(kind));
}
}  // namespace

TEST_CASE("smithy and library: the builder privilege is lost when the cost is already 0",
          "[sanjuan][powers]") {
  // « Exemple : un joueur choisit l'Architecte, possède la Forge/Schmiede et la
  // Bibliothèque/Bibliothek, et construit une Raffinerie de sucre/Zuckermühle. Le bâtiment
  // coûte 2 et il a une réduction de 3 sur son prix. Il perd le bénéfice du privilège de
  // l'Architecte (payer une carte de moins), ses autres bâtiments réduisant déjà le coût de
  // construction à 0. »
  Powers g(3);
  g.build(0, "smithy");
  g.build(0, "library");
  g.clear_hand(0);
  g.to_hand(0, "sugar_mill");
  g.to_hand(0, "statue");
  g.act("role builder");
  CHECK(price(g, 0, "sugar_mill") == 0);
  g.act("build sugar_mill");
  CHECK(g.in_hand(0) == 1);  // the statue stays: nothing paid, nothing paid back
  CHECK(g.in_hand(0, "statue") == 1);
  g.check_invariants();
}

TEST_CASE("smithy: 1 card off production buildings only", "[sanjuan][powers]") {
  // « L'effet de la Forge ne s'applique pas aux bâtiments violets. »
  Powers g(3);
  g.build(1, "smithy");
  CHECK(price(g, 1, "tobacco_storage") == 2);
  CHECK(price(g, 1, "indigo_plant") == 0);
  CHECK(price(g, 1, "quarry") == 4);
  CHECK(price(g, 2, "tobacco_storage") == 3);
}

TEST_CASE("quarry: the builder builds the crane for nothing", "[sanjuan][powers]") {
  // « Exemple : un joueur est l'Architecte et possède une Carrière : il construit
  // gratuitement la Grue. »
  Powers g(3);
  g.build(0, "quarry");
  g.clear_hand(0);
  g.to_hand(0, "crane");
  g.to_hand(0, "well");
  g.act("role builder");
  CHECK(price(g, 0, "crane") == 0);
  g.act("build crane");
  CHECK(g.in_hand(0) == 1);
  // Ours: « S'il construit un bâtiment de production, la Carrière ne lui est d'aucune
  // utilité. »
  CHECK(price(g, 0, "silver_smelter") == 4);  // the builder's privilege only
}

TEST_CASE("library as builder: 2 cards less; with the quarry 3 less for a violet building",
          "[sanjuan][powers]") {
  // « Architecte : il paie 2 cartes de moins que prévu en construisant » ; « si un joueur en
  // tant qu'Architecte possède également une Carrière, en plus de sa Bibliothèque, il peut
  // construire un bâtiment violet pour 3 cartes de moins que prévu. »
  Powers g(3);
  g.build(0, "library");
  g.act("role builder");
  CHECK(price(g, 0, "silver_smelter") == 3);
  CHECK(price(g, 1, "silver_smelter") == 5);  // another seat's library does not help him
  g.build(0, "quarry");
  CHECK(price(g, 0, "palace") == 3);
}

TEST_CASE("carpenter: a card after paying for a violet building", "[sanjuan][powers]") {
  // « Si un joueur possède une Scierie et qu'il construit un bâtiment violet, il peut, après
  // avoir payé entièrement le coût de construction du bâtiment, piocher une carte. S'il
  // construit un bâtiment de production, la Scierie ne lui est d'aucune utilité. »
  Powers g(3);
  g.build(1, "carpenter");
  g.clear_hand(1);
  g.to_hand(1, "well");
  g.to_hand(1, "indigo_plant", 2);
  g.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 1);
  g.act("build well");  // costs 2: both indigo plants, then a card drawn
  CHECK(g.in_hand(1) == 1);
  CHECK(g.in_hand(1, "indigo_plant") == 0);
  g.check_invariants();
  // Ours: a production building draws nothing.
  Powers h(3);
  h.build(1, "carpenter");
  h.clear_hand(1);
  h.to_hand(1, "sugar_mill");
  h.to_hand(1, "indigo_plant", 2);
  h.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  h.act("role builder");
  h.act("build sugar_mill");
  CHECK(h.in_hand(1) == 0);
}

TEST_CASE("carpenter: not for itself, just built", "[sanjuan][powers]") {
  // « une Scierie ne donne pas immédiatement une carte quand elle vient juste d'être
  // construite, ses effets s'appliquent à partir du prochain bâtiment violet construit. »
  Powers g(3);
  g.clear_hand(1);
  g.to_hand(1, "carpenter");
  g.to_hand(1, "indigo_plant", 3);
  g.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  g.act("role builder");
  g.act("build carpenter");
  CHECK(g.in_hand(1) == 0);
}

TEST_CASE("poor house: a card when 0 or 1 is left after building, after the carpenter's",
          "[sanjuan][powers]") {
  // « Celui qui a bâti un Asile peut piocher une carte si, après avoir construit, il lui
  // reste 0 ou 1 carte en main. » « si le joueur possède aussi la Scierie, il reçoit d'abord
  // la carte due à son effet, et après éventuellement une autre carte grâce à l'Asile »
  Powers g(3);
  g.build(1, "poor_house");  // before the carpenter in his city
  g.build(1, "carpenter");
  g.clear_hand(1);
  g.to_hand(1, "statue");
  g.to_hand(1, "indigo_plant", 3);
  g.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  g.act("role builder");
  g.act("build statue");  // 3 paid, the carpenter's card: 1 in hand
  REQUIRE(g.in_hand(1) == 1);
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"pass", "use poor_house"});
  g.act("use poor_house");
  CHECK(g.in_hand(1) == 2);
  g.check_invariants();
  // Ours: two cards left, no offer; and he may decline.
  Powers h(3);
  h.build(1, "poor_house");
  h.clear_hand(1);
  h.to_hand(1, "sugar_mill");
  h.to_hand(1, "indigo_plant", 4);
  h.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  h.act("role builder");
  h.act("build sugar_mill");  // 2 paid, 2 left
  CHECK(h.in_hand(1) == 2);
  CHECK_FALSE(h.is_legal("use poor_house"));
  Powers k(3);
  k.build(1, "poor_house");
  k.clear_hand(1);
  k.to_hand(1, "sugar_mill");
  k.to_hand(1, "indigo_plant", 2);
  k.clear_hand(0);  // seat 0 builds nothing: seat 1 has the first turn
  k.act("role builder");
  k.act("build sugar_mill");
  REQUIRE(k.seat_to_act() == 1);
  k.act("pass");
  CHECK(k.in_hand(1) == 0);
}
