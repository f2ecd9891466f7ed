// A card game's pack (cards.yaml): its cards are its buildings' copies, its zones get their
// location codes, a new game deals the cards with every one accounted for, and packs of two
// games do not mix.
#include <catch2/catch.hpp>

#include "core/cards.hpp"
#include "core/engine.hpp"
#include "core/invariants.hpp"
#include "loader/load.hpp"

namespace {

const std::string kCards = GOVERNOR_TESTS_DIR "/packs/card-game";

std::string all_messages(const gov::LoadResult& r) {
  std::string out;
  for (const auto& d : r.diagnostics) out += d.file + ": " + d.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("a card pack loads: the cards are the buildings' copies", "[cards][loader]") {
  const auto loaded = gov::load_packs({kCards}, GOVERNOR_CONTENT_DIR);
  INFO(all_messages(loaded));
  REQUIRE(loaded.rules);
  const auto& r = *loaded.rules;
  CHECK(r.cards.count() == 6 + 4 + 2);
  CHECK(r.cards.zones.size() == 6);
  CHECK(r.cards.start_hand == 3);
  CHECK(r.cards.hand_limit == 7);
  REQUIRE(r.cards.start_built.size() == 1);
  CHECK(r.buildings[r.cards.start_built[0]].id == "hut");
  CHECK(r.packs[0].game == "card-game");  // a pack that names no game is a game of its own
}

TEST_CASE("a new card game deals every card: built, in hand, in the draw pile", "[cards][loader]") {
  const auto loaded = gov::load_packs({kCards}, GOVERNOR_CONTENT_DIR);
  REQUIRE(loaded.rules);
  const auto& r = *loaded.rules;
  gov::Engine engine(r);
  for (int players : {2, 3}) {
    const gov::State s = engine.new_game(players, 9);
    INFO(players << " players");
    CHECK(gov::check_invariants(r, s).empty());
    for (int seat = 0; seat < players; ++seat) {
      CHECK(s.seat(seat).num_buildings == 1);
      CHECK(r.buildings[s.seat(seat).city[0].type].id == "hut");
      CHECK(gov::cards_at(r, s, r.cards.code_of_role(gov::ZoneRole::Hand, seat)) == 3);
    }
    CHECK(gov::cards_at(r, s, r.cards.code_of_role(gov::ZoneRole::Draw)) == 12 - 4 * players);
    // Same seed, same deal; another seed, another deal (the hands are random).
    CHECK(engine.new_game(players, 9) == s);
  }
  CHECK(engine.new_game(2, 9).card_at != engine.new_game(2, 10).card_at);
}

TEST_CASE("packs of two games do not mix, and the error names both", "[cards][loader]") {
  const auto loaded = gov::load_packs({"base", kCards}, GOVERNOR_CONTENT_DIR);
  CHECK_FALSE(loaded.rules);
  const std::string text = all_messages(loaded);
  INFO(text);
  CHECK(text.find("pack 'card-game' (game 'card-game') cannot be mixed with pack 'base' "
                  "(game 'base')") != std::string::npos);
  // The other way round, the card game gives the mix its game.
  const auto reverse = gov::load_packs({kCards, "base"}, GOVERNOR_CONTENT_DIR);
  CHECK_FALSE(reverse.rules);
  CHECK(all_messages(reverse).find("pack 'base' (game 'base') cannot be mixed with pack "
                                   "'card-game' (game 'card-game')") != std::string::npos);
  CHECK(reverse.diagnostics.size() == 1);  // the one message: base's content is not read
  // Puerto Rico's expansions require the base game, so they are of its game and mix.
  const auto pr = gov::load_packs({"base", "new-buildings", "nobles"}, GOVERNOR_CONTENT_DIR);
  CHECK(pr.rules);
  if (pr.rules)
    for (const auto& p : pr.rules->packs) CHECK(p.game == "base");
}
