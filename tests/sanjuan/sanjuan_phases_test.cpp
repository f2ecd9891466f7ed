// San Juan's producer, trader, councillor and prospector on the generic card mechanics,
// each rule with the seed's words (seed 004, « Les personnages »).
#include "core/state_json.hpp"
#include "sanjuan/sanjuan_support.hpp"

using gov::test::SanJuan;

TEST_CASE("san juan producer: one good on an empty production building, two for the chooser",
          "[sanjuan]") {
  // « Il prend une carte de la pioche et la pose - sans la regarder - face cachée [...] sur
  // l'un de ses bâtiments de production vides [...]. Son privilège est de pouvoir effectuer
  // cette phase une deuxième fois sur un autre bâtiment vide. » « Si un joueur ne possède
  // aucun bâtiment vide, il ne peut rien produire durant cette phase. »
  SanJuan g(3);
  g.build(0, "sugar_mill");
  g.build(0, "smithy");  // violet: no good on it
  g.load(1, 0);          // seat 1's only production building holds a good already
  g.build(2, "indigo_plant");
  const int pile = g.count(g.draw_pile());
  g.act("role producer");
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() == std::set<std::string>{"done", "produce indigo", "produce sugar"});
  g.act("produce sugar");
  CHECK(g.count(g.goods_on(0, 1)) == 1);
  CHECK(g.options() == std::set<std::string>{"done", "produce indigo"});
  g.act("produce indigo");
  CHECK(g.count(g.goods_on(0, 0)) == 1);
  CHECK(g.count(g.goods_on(0, 2)) == 0);
  // Seat 1 has no empty building; seat 2 chooses one of its two indigo plants' kind, once.
  REQUIRE(g.seat_to_act() == 2);
  CHECK(g.options() == std::set<std::string>{"done", "produce indigo"});
  g.act("produce indigo");
  CHECK(g.goods_of(2) == 1);
  CHECK(g.goods_of(1) == 1);
  CHECK(g.count(g.draw_pile()) == pile - 3);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  // « il ne peut y avoir qu'une seule marchandise à la fois sur un bâtiment de production »:
  // the invariant checks it after every action (Game::act).
}

TEST_CASE("san juan producer: a seat may produce less, or nothing", "[sanjuan]") {
  // « à son tour, un joueur doit choisir une carte Personnage, mais peut très bien ne pas en
  // effectuer les actions associées »
  SanJuan g(2);
  g.build(0, "sugar_mill");
  g.act("role producer");
  g.act("produce sugar");
  g.act("done");
  CHECK(g.goods_of(0) == 1);
  REQUIRE(g.seat_to_act() == 1);
  g.act("done");
  CHECK(g.goods_of(1) == 0);
}

TEST_CASE("san juan trader: the turned tile's prices, two sales for the trader", "[sanjuan]") {
  // « Il peut vendre en principe une seule marchandise (= 1 carte), mais il peut également,
  // et c'est là son privilège, en vendre une seconde. Il prend les cartes Marchandise [...]
  // et les pose faces cachées - toujours sans les regarder - sur la pile de défausse. Puis
  // il pioche autant de cartes que nécessaire, conformément au type de marchandise vendue »
  SanJuan g(3);
  g.s.price_tiles = {2, 0, 1, 4, 3, 0, 0, 0};  // the third tile first: 1 1 2 2 3
  g.build(0, "silver_smelter");
  g.build(0, "tobacco_storage");
  g.load(0, 0);
  g.load(0, 1);
  g.load(0, 2);
  g.build(1, "sugar_mill");
  g.load(1, 1);
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role trader");
  CHECK(g.s.price_tiles_turned == 1);
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() == std::set<std::string>{"done", "sell indigo", "sell tobacco", "sell silver"});
  const int discard = g.count(g.discard_pile());
  g.act("sell silver");
  CHECK(g.in_hand(0) == 3);
  g.act("sell indigo");
  CHECK(g.in_hand(0) == 4);
  CHECK(g.goods_of(0) == 1);  // the tobacco is left: two sales only
  CHECK(g.count(g.discard_pile()) == discard + 2);
  // Seat 1 sells its sugar for 1 card; seat 2 has nothing to sell.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"done", "sell sugar"});
  g.act("sell sugar");
  CHECK(g.in_hand(1) == 1);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("san juan trader: the tiles come round in one order all game", "[sanjuan]") {
  // « En dernier lieu, le Marchand replace face cachée sous la pile la tuile Comptoir de
  // vente (l'ordre des cinq Comptoirs de vente ne varie donc pas au cours d'une même
  // partie). »
  SanJuan g(2);
  g.s.price_tiles = {4, 3, 2, 1, 0, 0, 0, 0};
  for (int turned = 0; turned < 12; ++turned) {
    g.s.price_tiles_turned = static_cast<std::uint8_t>(turned < 10 ? turned : turned - 5);
    const gov::State before = g.s;
    g.act("role trader");
    const auto* tile = gov::turned_price_tile(g.rules, g.s);
    REQUIRE(tile != nullptr);
    CHECK(tile == &g.rules.cards.price_tiles[g.s.price_tiles[turned % 5]]);
    g.s = before;
  }
}

TEST_CASE("san juan trader: the seed's five price tiles", "[sanjuan]") {
  // The seed's table, a column a tile and a row a good (indigo ... silver):
  //   1 1 1 1 1 / 1 1 1 2 2 / 1 2 2 2 2 / 2 2 2 2 3 / 2 2 3 3 3
  SanJuan g(2);
  const auto& tiles = g.rules.cards.price_tiles;
  REQUIRE(tiles.size() == 5);
  const int table[5][5] = {
      {1, 1, 1, 1, 1}, {1, 1, 1, 2, 2}, {1, 2, 2, 2, 2}, {2, 2, 2, 2, 3}, {2, 2, 3, 3, 3}};
  const char* goods[5] = {"indigo", "sugar", "tobacco", "coffee", "silver"};
  for (int row = 0; row < 5; ++row)
    for (int tile = 0; tile < 5; ++tile)
      CHECK(tiles[static_cast<std::size_t>(tile)][g.good(goods[row])] == table[row][tile]);
}

TEST_CASE("san juan councillor: draw 2 keep 1, the councillor draws 5", "[sanjuan]") {
  // « Le joueur qui choisit ce personnage pioche 5 cartes [...] et en conserve une seule en
  // main. Il repose alors les 4 autres faces cachées sur la défausse. Les autres joueurs
  // peuvent ensuite piocher chacun 2 cartes, en conserver une »
  SanJuan g(3);
  g.act("role councillor");
  CHECK(g.count(g.rules.cards.code_of_role(gov::ZoneRole::Looking, 0)) == 5);
  g.act(g.first_choice());
  CHECK(g.in_hand(0) == 5);
  CHECK(g.count(g.discard_pile()) == 4);
  for (int seat : {1, 2}) {
    REQUIRE(g.seat_to_act() == seat);
    CHECK(g.count(g.rules.cards.code_of_role(gov::ZoneRole::Looking, seat)) == 2);
    g.act(g.legal().back());
    CHECK(g.in_hand(seat) == 5);
  }
  CHECK(g.count(g.discard_pile()) == 6);
}

TEST_CASE("san juan prospector: only the prospector draws 1", "[sanjuan]") {
  // « Le joueur qui choisit ce personnage n'effectue aucune action, mais reçoit simplement,
  // au titre de son privilège, une carte de la pioche qu'il conserve en main. »
  SanJuan g(3);
  g.act("role prospector");
  g.take_drawn_card();
  CHECK(g.in_hand(0) == 5);
  CHECK(g.in_hand(1) == 4);
  CHECK(g.in_hand(2) == 4);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("san juan: the draw pile runs out, the discard pile is shuffled into it", "[sanjuan]") {
  // « Si la pioche est épuisée, toutes les cartes de la défausse sont mélangées pour former
  // une nouvelle pile. »
  SanJuan g(2);
  for (int i = 0; i < g.rules.cards.count(); ++i)
    if (g.s.card_at[static_cast<std::size_t>(i)] == g.draw_pile())
      g.s.card_at[static_cast<std::size_t>(i)] = g.discard_pile();
  const int discarded = g.count(g.discard_pile());
  g.act("role prospector");
  g.take_drawn_card();
  CHECK(g.in_hand(0) == 5);
  CHECK(g.count(g.discard_pile()) == 0);
  CHECK(g.count(g.draw_pile()) == discarded - 1);
}

TEST_CASE("san juan with 2 players: the governor picks a second role", "[sanjuan]") {
  // « dans une partie à 2 joueurs, après que le second joueur a choisi son personnage, le
  // Gouverneur choisit un second personnage. C'est uniquement après la fin de cette action
  // que la manche s'achève et que la carte Gouverneur change de joueur. »
  SanJuan g(2);
  CHECK(g.seat_to_act() == 0);
  g.act("role prospector");
  g.take_drawn_card();
  CHECK(g.seat_to_act() == 1);
  g.act("role trader");  // nobody has goods: no decision
  CHECK(g.seat_to_act() == 0);
  CHECK(g.s.governor == 0);
  g.act("role councillor");
  g.act(g.first_choice());
  g.act(g.first_choice());
  CHECK(g.s.round == 2);
  CHECK(g.s.governor == 1);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("san juan hand limit: at a round's start, 7 cards, discarded one at a time",
          "[sanjuan]") {
  // « Puis le Gouverneur vérifie qu'aucun joueur (y compris lui-même) ne possède plus de 7
  // cartes en main. Les joueurs en ayant plus de 7 doivent défausser librement le surplus
  // de cartes. » « au cours d'une manche, les joueurs peuvent posséder plus de 7 cartes en
  // main. On ne compte le nombre de cartes détenues qu'à chaque début de manche. »
  SanJuan g(2);
  g.clear_hand(0);
  g.clear_hand(1);
  g.to_hand(0, "indigo_plant", 7);
  g.to_hand(1, "sugar_mill", 5);
  g.to_hand(1, "well", 2);
  g.to_hand(1, "tower", 2);
  g.act("role prospector");  // seat 0: 8 cards, in the round
  g.take_drawn_card();
  CHECK(g.in_hand(0) == 8);
  CHECK(g.seat_to_act() == 1);  // no discard asked in the round
  g.act("role trader");
  g.act("role builder");  // nobody builds
  g.act("pass");
  g.act("pass");
  // Round 2: the new governor (seat 1, 9 cards) first, then seat 0 (8 cards).
  REQUIRE(g.s.round == 2);
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() ==
        std::set<std::string>{"discard sugar_mill", "discard tower", "discard well"});
  g.act("discard tower");
  CHECK(g.seat_to_act() == 1);
  g.act("discard sugar_mill");
  CHECK(g.in_hand(1) == 7);
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options().count("discard indigo_plant") == 1);  // and the card it drew
  g.act("discard indigo_plant");
  CHECK(g.in_hand(0) == 7);
  // Then the governor picks its role.
  CHECK(g.seat_to_act() == 1);
  CHECK(g.legal().front().rfind("role ", 0) == 0);
  CHECK(g.count(g.discard_pile()) == 3);
}

TEST_CASE("san juan scoring: building VP, ties broken by cards in hand and goods", "[sanjuan]") {
  // « Chaque joueur compte : + les PV que lui rapportent ses bâtiments » « En cas
  // d'égalité pour la victoire, le vainqueur est celui qui possède le plus de cartes en main
  // et de marchandises (1 marchandise entreposée équivaut à 1 carte en main). »
  SanJuan g(2);
  g.clear_hand(0);
  g.clear_hand(1);
  g.build(0, "silver_smelter");   // 3 VP
  g.build(1, "tobacco_storage");  // 2 VP
  g.build(1, "smithy");           // 1 VP
  g.clear_hand(0);
  g.clear_hand(1);
  g.to_hand(0, "well", 2);
  g.load(0, 1);
  g.to_hand(1, "archive", 2);
  auto scores = g.engine.score(g.s);
  CHECK(scores[0].total == 4);
  CHECK(scores[1].total == 4);
  CHECK(scores[0].tiebreak == 3);
  CHECK(scores[1].tiebreak == 2);
  CHECK(scores[0].winner);
  CHECK_FALSE(scores[1].winner);
}

TEST_CASE("san juan: the price tiles in the State's JSON, hidden until turned", "[sanjuan]") {
  SanJuan g(3, 9);
  g.act("role trader");
  const auto j = gov::to_json(g.rules, g.s);
  REQUIRE(j.contains("price_tiles"));
  CHECK(j["price_tiles"]["turned"] == 1);
  CHECK(gov::state_from_json(g.rules, j) == g.s);
  // A seat's sampled State keeps the tile turned up and reorders only the others.
  gov::Rng rng = gov::Rng::seeded(4);
  bool moved = false;
  for (int k = 0; k < 20; ++k) {
    gov::State other = g.s;
    gov::resample_hidden(g.rules, other, 0, rng);
    CHECK(other.price_tiles[0] == g.s.price_tiles[0]);
    CHECK(gov::turned_price_tile(g.rules, other) == gov::turned_price_tile(g.rules, g.s));
    moved = moved || other.price_tiles != g.s.price_tiles;
  }
  CHECK(moved);
}
