// The card-set scans (core/card_set.hpp): the vector scans give exactly the sets of the
// byte loops (the reference), whatever the codes, and a set's walks (each, first, nth,
// count) go in card order: the draws and moves built on them pick the cards the byte loops
// picked, so no game changes (scripts/check_signatures.sh checks the games themselves).
#include <catch2/catch.hpp>

#include <bit>
#include <vector>

#include "core/card_set.hpp"
#include "core/cards.hpp"
#include "core/rng.hpp"

namespace {

// A State whose first `cards` slots hold codes in [1, codes], the rest 0 (no card).
gov::State random_cards(gov::Rng& rng, int cards, int codes) {
  gov::State s;
  for (int i = 0; i < cards; ++i)
    s.card_at[static_cast<std::size_t>(i)] =
        static_cast<std::uint8_t>(1 + rng.below(static_cast<std::uint32_t>(codes)));
  return s;
}

std::vector<int> members(const gov::CardSet& set) {
  std::vector<int> out;
  set.each([&](int i) { out.push_back(i); });
  return out;
}

}  // namespace

TEST_CASE("card-set scans give the byte loops' sets", "[cards]") {
  gov::Rng rng = gov::Rng::seeded(7);
  const gov::Ruleset rules;  // cards_at reads no rule
  for (int round = 0; round < 400; ++round) {
    const int cards = static_cast<int>(rng.below(gov::kMaxCards + 1));
    const int codes = 1 + static_cast<int>(rng.below(round % 2 == 0 ? 12 : 254));
    const gov::State s = random_cards(rng, cards, codes);
    for (int code = 0; code < 256; code += 1 + static_cast<int>(rng.below(5))) {
      const auto c = static_cast<std::uint8_t>(code);
      REQUIRE(gov::cards_set_at(s, c) == gov::cards_at_bytes(s, c));
      // cards_at counts every slot (none at code 0): the byte loop's count.
      REQUIRE(gov::cards_at(rules, s, c) == (c == 0 ? 0 : gov::cards_at_bytes(s, c).count()));
    }
    for (int k = 0; k < 20; ++k) {
      const auto lo = static_cast<std::uint8_t>(1 + rng.below(254));
      const int n = 1 + static_cast<int>(rng.below(256U - lo));
      REQUIRE(gov::cards_set_in(s, lo, n) == gov::cards_in_bytes(s, lo, n));
    }
  }
}

TEST_CASE("card-set ranges take the codes from lo to lo + n - 1, and no card at 0", "[cards]") {
  gov::State s;
  s.card_at[0] = 3;
  s.card_at[5] = 4;
  s.card_at[64] = 15;  // past the range
  s.card_at[90] = 14;
  s.card_at[127] = 2;  // below it
  REQUIRE(members(gov::cards_set_in(s, 3, 12)) == std::vector<int>{0, 5, 90});
  REQUIRE(members(gov::cards_set_in(s, 255, 1)).empty());
  REQUIRE(members(gov::cards_set_at(s, 2)) == std::vector<int>{127});
  // The slots with no card (code 0) are never in a range starting at 1 or more.
  REQUIRE(gov::cards_set_in(s, 1, 255).count() == 5);
}

TEST_CASE("a card set walks in card order and picks its nth card", "[cards]") {
  gov::Rng rng = gov::Rng::seeded(3);
  for (int round = 0; round < 600; ++round) {
    // From 1 code (every card at it: full words, running counts up to 64) to 6.
    const int codes = 1 + round % 6;
    const gov::State s = random_cards(rng, gov::kMaxCards, codes);
    const auto code = static_cast<std::uint8_t>(1 + rng.below(static_cast<std::uint32_t>(codes)));
    const gov::CardSet set = gov::cards_set_at(s, code);
    std::vector<int> want;
    for (int i = 0; i < gov::kMaxCards; ++i)
      if (s.card_at[static_cast<std::size_t>(i)] == code) want.push_back(i);
    REQUIRE(members(set) == want);
    REQUIRE(set.count() == static_cast<int>(want.size()));
    REQUIRE(set.empty() == want.empty());
    REQUIRE(set.first() == (want.empty() ? -1 : want.front()));
    const gov::CardSet::Ranks ranks(set);  // a draw's count and pick
    REQUIRE(ranks.count() == static_cast<int>(want.size()));
    for (std::size_t k = 0; k <= want.size(); ++k) {
      REQUIRE(set.nth(static_cast<int>(k)) == (k < want.size() ? want[k] : -1));
      REQUIRE(ranks.nth(static_cast<int>(k)) == set.nth(static_cast<int>(k)));
    }
    for (int i = 0; i < gov::kMaxCards; ++i)
      REQUIRE(set.has(i) == (s.card_at[static_cast<std::size_t>(i)] == code));
  }
}

TEST_CASE("bit_count counts the bits of a word", "[cards]") {
  gov::Rng rng = gov::Rng::seeded(5);
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t x = rng.next() & rng.next();
    REQUIRE(gov::bit_count(x) == std::popcount(x));
  }
  REQUIRE(gov::bit_count(0) == 0);
  REQUIRE(gov::bit_count(~std::uint64_t{0}) == 64);
}

TEST_CASE("first_cards keeps a game's cards only", "[cards]") {
  for (int n : {0, 1, 63, 64, 65, 110, 127, 128}) {
    const gov::CardSet set = gov::first_cards(n);
    REQUIRE(set.count() == n);
    REQUIRE(set.first() == (n == 0 ? -1 : 0));
    REQUIRE(set.nth(n - 1 < 0 ? 0 : n - 1) == (n == 0 ? -1 : n - 1));
  }
}
