// The example card game (examples/orchard, docs/card-games.md): each power's outcome
// (nursery, beehive, root cellar), what a seat sees of its zones, and random games at 2
// and 3 players that end, keep every invariant (the 62 cards included) and use the powers.
// The SanJuan fixture is generic over card packs: it finds zones by their roles.
#include <functional>
#include <map>
#include <sstream>

#include "game/sim/sim.hpp"
#include "game/validate/validate.hpp"
#include "loader/load.hpp"
#include "sanjuan/sanjuan_support.hpp"
#include "tools/open_game.hpp"

namespace {

const std::string kOrchard = std::string(GOVERNOR_TESTS_DIR) + "/../examples/orchard";

struct Orchard : gov::test::SanJuan {
  explicit Orchard(int players, std::uint64_t seed = 1) : SanJuan(players, seed, kOrchard) {}

  int slot_of(int seat, const std::string& kind) const {
    for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot)
      if (s.seat(seat).city[slot].type == building(kind)) return slot;
    FAIL("seat " << seat << " has no " << kind);
    return -1;
  }
  std::uint8_t cellar(int seat) const {
    return rules.cards.code(*rules.cards.zone_index("cellar"), seat, slot_of(seat, "root_cellar"));
  }
  int price(int seat, const std::string& kind) const {
    return gov::card_build_price(rules, engine.hooks(), s, seat, building(kind));
  }
  // Moves `n` spare cards of `kind` (draw pile, else discard pile) to a zone.
  void put(const std::string& kind, std::uint8_t to, int n = 1) {
    for (int i = 0; i < n; ++i) s.card_at[static_cast<std::size_t>(spare(kind))] = to;
  }
  gov::SeatScore score(int seat) const { return engine.score(s)[static_cast<std::size_t>(seat)]; }
  int bonus_of(int seat, const std::string& kind) const {
    for (const auto& [b, vp] : engine.bonus_by_building(s, seat))
      if (b == building(kind)) return vp;
    return 0;
  }
  // Plays a round of 2 players with empty hands (nothing to plant or sell; nobody
  // harvests) up to the next round's start, where the round_start offers come.
  // `arrange` runs once the planting is over, before the round ends: the hands it deals
  // are the ones the round's start finds.
  void next_round(const std::function<void()>& arrange = {}) {
    const int round = s.round;
    clear_hand(0);
    clear_hand(1);
    act("role planter");  // no cards: nobody plants
    if (arrange) arrange();
    act("role carter");  // no fruit: nobody sells
    act("role harvester");
    while (s.round == round) act("done");  // nobody harvests
  }
};

}  // namespace

TEST_CASE("orchard nursery: a tree of a kind planted already costs 1 card less",
          "[examples][orchard]") {
  Orchard g(2);
  g.build(0, "nursery");
  // Each seat starts with an apple tree.
  CHECK(g.price(0, "apple_tree") == 0);  // 1 - 1
  CHECK(g.price(0, "pear_tree") == 2);   // no pear tree yet: full price
  CHECK(g.price(0, "windmill") == 4);    // not a tree
  g.build(0, "pear_tree");
  CHECK(g.price(0, "pear_tree") == 1);
  CHECK(g.price(1, "apple_tree") == 1);  // another seat's nursery does not help him
  // With the planter's privilege: 2 off a pear tree; never below 0 for an apple tree.
  g.clear_hand(0);
  g.to_hand(0, "pear_tree");
  g.to_hand(0, "apple_tree");
  g.act("role planter");
  CHECK(g.price(0, "pear_tree") == 0);
  CHECK(g.price(0, "apple_tree") == 0);
  g.act("build pear_tree");
  CHECK(g.in_hand(0) == 1);  // nothing paid: the apple tree stays
  CHECK(g.in_hand(0, "apple_tree") == 1);
  g.check_invariants();
}

TEST_CASE("orchard beehive: a card drawn after paying for a tree, not for other buildings",
          "[examples][orchard]") {
  Orchard g(2);
  g.build(0, "beehive");
  g.clear_hand(0);
  g.to_hand(0, "vineyard");
  g.to_hand(0, "manor", 2);
  g.clear_hand(1);
  g.act("role planter");  // vineyard: 3 - 1 = 2 cards, both manors
  const int pile = g.count(g.draw_pile());
  g.act("build vineyard");  // paid without a decision: all one kind
  CHECK(g.in_hand(0, "manor") == 0);
  CHECK(g.in_hand(0) == 1);  // the bees' card
  CHECK(g.count(g.draw_pile()) == pile - 1);
  g.check_invariants();

  Orchard h(2);
  h.build(0, "beehive");
  h.clear_hand(0);
  h.to_hand(0, "windmill");
  h.to_hand(0, "apple_tree", 3);
  h.clear_hand(1);
  h.act("role planter");
  h.act("build windmill");   // 4 - 1 = 3 cards: every apple tree
  CHECK(h.in_hand(0) == 0);  // not a tree: no card
  h.check_invariants();
}

TEST_CASE(
    "orchard root cellar: a hand card into the cellar at the round's start, before "
    "the hand limit; 1 VP each",
    "[examples][orchard]") {
  Orchard g(2);
  g.build(0, "root_cellar");
  g.next_round([&] {
    g.to_hand(0, "manor");
    g.to_hand(0, "pear_tree", 6);
  });
  REQUIRE(g.s.round == 2);
  // The governor is seat 1, who has no cellar: seat 0 is asked, holding 7 cards (limit 6).
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.options() ==
        std::set<std::string>{"pass", "use root_cellar manor", "use root_cellar pear_tree"});
  g.act("use root_cellar manor");
  CHECK(g.count(g.cellar(0)) == 1);
  CHECK(g.in_hand(0) == 6);  // the limit then finds 6: no discard
  CHECK(g.legal().front().rfind("role ", 0) == 0);
  CHECK(g.bonus_of(0, "root_cellar") == 1);
  CHECK(g.score(0).total == 1 + 1 + 1);  // apple tree, root cellar, 1 card in it
  g.check_invariants();
}

TEST_CASE("orchard root cellar: declined, the hand limit discards; full at 4, not offered",
          "[examples][orchard]") {
  Orchard g(2);
  g.build(0, "root_cellar");
  g.next_round([&] {
    g.to_hand(0, "windmill", 4);
    g.to_hand(0, "pear_tree", 3);
  });
  REQUIRE(g.seat_to_act() == 0);
  g.act("pass");
  REQUIRE(g.seat_to_act() == 0);  // 7 cards, limit 6: one discard
  CHECK(g.options() == std::set<std::string>{"discard pear_tree", "discard windmill"});
  const int compost = g.count(g.discard_pile());
  g.act("discard windmill");
  CHECK(g.in_hand(0) == 6);
  CHECK(g.count(g.discard_pile()) == compost + 1);
  CHECK(g.count(g.cellar(0)) == 0);
  CHECK(g.bonus_of(0, "root_cellar") == 0);

  // 4 cards in the cellar (the most it holds), the next round asks nothing.
  g.put("manor", g.cellar(0), 4);
  CHECK(g.bonus_of(0, "root_cellar") == 4);
  g.next_round([&] { g.to_hand(0, "pear_tree", 2); });
  REQUIRE(g.s.round == 3);
  CHECK(g.in_hand(0) == 2);
  CHECK(g.legal().front().rfind("role ", 0) == 0);
  CHECK(g.count(g.cellar(0)) == 4);
  g.check_invariants();
}

TEST_CASE("orchard zones: what each seat sees (cards.yaml sees and count)", "[examples][orchard]") {
  Orchard g(2);
  g.build(0, "root_cellar");
  g.put("manor", g.cellar(0), 2);
  g.put("windmill", g.discard_pile(), 1);
  g.load(0, g.slot_of(0, "apple_tree"));
  const auto zone = [&](const char* id) { return *g.rules.cards.zone_index(id); };
  for (int viewer : {-1, 0, 1}) {
    INFO("viewer " << viewer);
    for (const auto& v : gov::view_cards(g.rules, g.s, viewer)) {
      const bool own = v.seat == viewer;
      CHECK(v.count >= 0);  // every count of this pack is public
      if (v.zone == zone("draw_pile") || v.zone == zone("fruit")) CHECK_FALSE(v.kinds_visible);
      if (v.zone == zone("compost") || v.zone == zone("planted")) CHECK(v.kinds_visible);
      if (v.zone == zone("hand") || v.zone == zone("looking") || v.zone == zone("cellar"))
        CHECK(v.kinds_visible == own);
      if (v.zone == zone("cellar")) {
        CHECK(v.count == 2);
        if (own) CHECK(v.kinds == std::vector<gov::Id>{g.building("manor"), g.building("manor")});
      }
      if (v.zone == zone("fruit")) CHECK(v.count == 1);
    }
  }
}

TEST_CASE("orchard: 300 random games at each of 2 and 3 players end and keep every invariant",
          "[examples][orchard][random]") {
  gov::LoadResult loaded = gov::load_packs({kOrchard}, GOVERNOR_CONTENT_DIR);
  REQUIRE(loaded.ok());
  REQUIRE(gov::script_diagnostics(*loaded.rules).empty());
  int ended = 0;
  // Player counts 2, 3, 2, ...; the invariants (every one of the 62 cards at one place)
  // are checked after every action, and every ended game is scored.
  const auto failures = gov::simulate_games(*loaded.rules, {kOrchard}, 600, 5, 20000, &ended);
  for (const auto& d : failures) INFO(gov::format_diagnostic(d));
  CHECK(failures.empty());
  CHECK(ended == 600);
}

TEST_CASE("orchard: random games plant every power and use the cellar", "[examples][orchard]") {
  std::ostringstream err;
  auto session = gov::tools::open_game({kOrchard}, err, GOVERNOR_CONTENT_DIR);
  INFO(err.str());
  REQUIRE(session);
  std::map<std::string, int> seen;
  for (int game = 0; game < 40; ++game) {
    const auto g = gov::play_random_game(session->engine(), 2 + game % 2, gov::game_seed(13, game),
                                         20000, true);
    REQUIRE_FALSE(g.error);
    for (const auto& text : g.actions)
      for (const char* prefix : {"build nursery", "build beehive", "build root_cellar",
                                 "use root_cellar", "discard ", "sell grapes", "pick "})
        if (text.rfind(prefix, 0) == 0) ++seen[prefix];
  }
  for (const char* prefix : {"build nursery", "build beehive", "build root_cellar",
                             "use root_cellar", "discard ", "sell grapes", "pick "}) {
    INFO(prefix);
    CHECK(seen[prefix] > 0);
  }
}
