// Cards and zones of a card game (core/card_rules.hpp, core/cards.hpp, the card moves of
// core/primitives.hpp): every move keeps every card accounted for, the draw pile refills
// from the discard pile, and what a seat sees is a function of the State and the seat that
// does not change when only what it cannot see changes.
#include <catch2/catch.hpp>

#include "core/cards.hpp"
#include "core/invariants.hpp"
#include "core/primitives.hpp"
#include "core/state_json.hpp"

namespace {

using gov::Id;
using gov::Sight;
using gov::ZoneRole;
using gov::ZoneScope;

// A small card game: 3 kinds (4 + 3 + 2 copies = 9 cards) and San Juan's kind of zones.
gov::Ruleset card_rules() {
  gov::Ruleset r;
  const char* ids[] = {"cheap", "middle", "dear"};
  const int copies[] = {4, 3, 2};
  for (int k = 0; k < 3; ++k) {
    gov::BuildingDef b;
    b.id = ids[k];
    b.cost = k + 1;
    b.copies = copies[k];
    r.buildings.push_back(b);
    for (int c = 0; c < copies[k]; ++c) r.cards.card_kind.push_back(static_cast<Id>(k));
  }
  r.cards.zones = {
      {"draw_pile", ZoneScope::Game, Sight::Nobody, Sight::Everyone, ZoneRole::Draw, 0},
      {"discard", ZoneScope::Game, Sight::Nobody, Sight::Everyone, ZoneRole::Discard, 0},
      {"hand", ZoneScope::Seat, Sight::Owner, Sight::Everyone, ZoneRole::Hand, 0},
      {"city", ZoneScope::Building, Sight::Everyone, Sight::Everyone, ZoneRole::Built, 0},
      {"goods", ZoneScope::Building, Sight::Nobody, Sight::Everyone, ZoneRole::None, 0},
      {"tucked", ZoneScope::Building, Sight::Owner, Sight::Owner, ZoneRole::None, 0},
  };
  REQUIRE(r.cards.assign_codes());
  gov::SetupTable t;
  t.players = 3;
  r.setups.push_back(t);
  return r;
}

gov::State fresh(const gov::Ruleset& r) {
  gov::State s;
  s.num_players = 3;
  s.rng = gov::Rng::seeded(11);
  const auto draw = r.cards.code_of_role(ZoneRole::Draw);
  for (int i = 0; i < r.cards.count(); ++i) s.card_at[static_cast<std::size_t>(i)] = draw;
  return s;
}

std::uint8_t hand(const gov::Ruleset& r, int seat) {
  return r.cards.code_of_role(ZoneRole::Hand, seat);
}

}  // namespace

TEST_CASE("zone codes are distinct and decode to their zone, seat and slot", "[cards]") {
  const auto r = card_rules();
  const auto& cr = r.cards;
  CHECK(cr.code(0) == 1);  // 0 is "not a card of the game"
  const auto city = *cr.zone_index("city");
  const auto c = cr.code(city, 2, 7);
  CHECK(cr.place[c].zone == city);
  CHECK(cr.place[c].seat == 2);
  CHECK(cr.place[c].slot == 7);
  CHECK(cr.place[hand(r, 4)].seat == 4);
  CHECK(cr.place[cr.code(0)].seat == gov::kNone);
  // 2 game zones + 5 hands + 3 building zones of 5 x 12 slots.
  CHECK(cr.place[2 + 5 + 180].zone != gov::kNone);
  CHECK(cr.place[2 + 5 + 180 + 1].zone == gov::kNone);
}

TEST_CASE("too many zones do not fit in a byte of codes", "[cards]") {
  auto r = card_rules();
  r.cards.zones.push_back(r.cards.zones[4]);  // a fourth and a fifth building zone: 308 codes
  r.cards.zones.push_back(r.cards.zones[4]);
  CHECK_FALSE(r.cards.assign_codes());
}

TEST_CASE("draws, builds and discards keep every card accounted for", "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  REQUIRE(gov::check_invariants(r, s).empty());
  for (int seat = 0; seat < 3; ++seat)
    for (int n = 0; n < 2; ++n) REQUIRE(p.draw_card(hand(r, seat)) >= 0);
  CHECK(gov::cards_at(r, s, r.cards.code_of_role(ZoneRole::Draw)) == 3);
  CHECK(gov::cards_at(r, s, hand(r, 1)) == 2);
  CHECK(gov::check_invariants(r, s).empty());

  // Seat 0 builds a card of its hand: the city slot holds that card.
  const auto kinds = gov::kinds_at(r, s, hand(r, 0));
  const Id kind = kinds[0] ? 0 : kinds[1] ? 1 : 2;
  CHECK(p.build_card(0, kind, hand(r, 0)) == 0);
  CHECK(s.seat(0).num_buildings == 1);
  CHECK(s.seat(0).city[0].type == kind);
  CHECK(gov::check_invariants(r, s).empty());

  // A card put somewhere it may not be is caught.
  gov::State broken = s;
  broken.card_at[0] = 0;
  CHECK_FALSE(gov::check_invariants(r, broken).empty());
  broken = s;
  broken.card_at[static_cast<std::size_t>(r.cards.count())] = 1;  // past the game's cards
  CHECK_FALSE(gov::check_invariants(r, broken).empty());
  broken = s;
  broken.seat(0).city[0].type = static_cast<Id>((kind + 1) % 3);  // city and card disagree
  CHECK_FALSE(gov::check_invariants(r, broken).empty());

  // Moving a kind that is not there changes nothing and says why.
  const auto before = s;
  CHECK_THROWS_AS(p.move_card_of_kind(2, r.cards.code_of_role(ZoneRole::Discard), hand(r, 0)),
                  gov::HookError);
  CHECK(s == before);
}

TEST_CASE("the draw pile refills from the discard pile when it runs out", "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  const auto discard = r.cards.code_of_role(ZoneRole::Discard);
  const auto draw = r.cards.code_of_role(ZoneRole::Draw);
  for (int n = 0; n < 9; ++n) REQUIRE(p.draw_card(discard) >= 0);
  CHECK(gov::cards_at(r, s, draw) == 0);
  CHECK(gov::cards_at(r, s, discard) == 9);
  // The next draw moves the 9 discards into the draw pile and takes one of them.
  CHECK(p.draw_card(hand(r, 0)) >= 0);
  CHECK(gov::cards_at(r, s, draw) == 8);
  CHECK(gov::cards_at(r, s, discard) == 0);
  CHECK(gov::check_invariants(r, s).empty());
  // Nothing anywhere to draw: -1, and no card moved.
  for (int n = 0; n < 8; ++n) REQUIRE(p.draw_card(hand(r, 1)) >= 0);
  CHECK(p.draw_card(hand(r, 2)) == -1);
  CHECK(gov::cards_at(r, s, hand(r, 1)) == 8);
}

TEST_CASE("draws are random over the pile and the same seed draws the same", "[cards]") {
  const auto r = card_rules();
  std::array<int, 3> firsts{};
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    gov::State s = fresh(r);
    s.rng = gov::Rng::seeded(seed);
    gov::State again = s;
    gov::Primitives p(r, s, nullptr), q(r, again, nullptr);
    const int card = p.draw_card(hand(r, 0));
    REQUIRE(q.draw_card(hand(r, 0)) == card);
    ++firsts[r.cards.card_kind[static_cast<std::size_t>(card)]];
  }
  // 4 : 3 : 2 of 9 cards, over 300 draws: each kind comes up, roughly in proportion.
  CHECK(firsts[0] > firsts[2]);
  CHECK(firsts[2] > 30);
}

TEST_CASE("a seat sees its hand, the others' hand sizes, and no hidden card", "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  for (int seat = 0; seat < 3; ++seat)
    for (int n = 0; n < 2; ++n) p.draw_card(hand(r, seat));
  // Seat 1 builds the first card of its hand: a city is public.
  for (int i = 0; i < r.cards.count(); ++i)
    if (s.card_at[static_cast<std::size_t>(i)] == hand(r, 1)) {
      p.build_card(1, r.cards.card_kind[static_cast<std::size_t>(i)], hand(r, 1));
      break;
    }
  const auto views = gov::view_cards(r, s, 0);
  bool saw_own = false, saw_other = false, saw_pile = false;
  for (const auto& v : views) {
    const auto& zone = r.cards.zones[v.zone];
    if (zone.id == "hand" && v.seat == 0) {
      saw_own = true;
      CHECK(v.kinds_visible);
      CHECK(v.kinds.size() == 2);
    }
    if (zone.id == "hand" && v.seat == 1) {
      saw_other = true;
      CHECK_FALSE(v.kinds_visible);
      CHECK(v.count == gov::cards_at(r, s, hand(r, 1)));  // hand sizes are public
    }
    if (zone.id == "draw_pile") {
      saw_pile = true;
      CHECK(v.count == 3);
      CHECK(v.kinds.empty());
    }
  }
  CHECK(saw_own);
  CHECK(saw_other);
  CHECK(saw_pile);
  // A spectator sees the cities and no hand's kinds.
  bool saw_city = false;
  for (const auto& v : gov::view_cards(r, s, -1)) {
    const auto& zone = r.cards.zones[v.zone];
    if (zone.id == "hand") CHECK_FALSE(v.kinds_visible);
    if (zone.id == "city") {
      saw_city = true;
      CHECK(v.kinds_visible);
      CHECK(v.count == 1);
    }
  }
  CHECK(saw_city);
}

TEST_CASE("the cards under a building: their owner sees them, the others not even how many",
          "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  for (int n = 0; n < 4; ++n) p.draw_card(hand(r, 0));
  const Id kind = r.cards.card_kind[static_cast<std::size_t>([&] {
    for (int i = 0; i < r.cards.count(); ++i)
      if (s.card_at[static_cast<std::size_t>(i)] == hand(r, 0)) return i;
    return 0;
  }())];
  p.build_card(0, kind, hand(r, 0));
  const auto tucked = r.cards.code(*r.cards.zone_index("tucked"), 0, 0);
  p.draw_card(tucked);
  CHECK(gov::sees_kinds(r, tucked, 0));
  CHECK_FALSE(gov::sees_kinds(r, tucked, 1));
  CHECK_FALSE(gov::sees_count(r, tucked, 1));
  for (const auto& v : gov::view_cards(r, s, 1))
    if (r.cards.zones[v.zone].id == "tucked") CHECK(v.count == -1);
}

TEST_CASE("resampling changes only what the seat cannot see", "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  for (int seat = 0; seat < 3; ++seat)
    for (int n = 0; n < 2; ++n) p.draw_card(hand(r, seat));
  p.draw_card(r.cards.code_of_role(ZoneRole::Discard));
  const auto seen = gov::view_cards(r, s, 0);
  gov::Rng rng = gov::Rng::seeded(5);
  bool some_change = false;
  for (int round = 0; round < 50; ++round) {
    gov::State t = s;
    gov::resample_hidden(r, t, 0, rng);
    CHECK(gov::view_cards(r, t, 0) == seen);  // the seat cannot tell t from s
    CHECK(gov::check_invariants(r, t).empty());
    CHECK(!(t.rng == s.rng));  // the draws to come are forgotten too
    some_change |= gov::view_cards(r, t, 1) != gov::view_cards(r, s, 1);
  }
  CHECK(some_change);  // another seat's hand did get other cards
}

TEST_CASE("a card game's State writes its card places and reads them back", "[cards]") {
  const auto r = card_rules();
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  for (int n = 0; n < 3; ++n) p.draw_card(hand(r, 2));
  const auto j = gov::to_json(r, s);
  REQUIRE(j.contains("cards"));
  CHECK(j["cards"].size() == 9);
  CHECK(gov::state_from_json(r, j) == s);
  auto bad = j;
  bad["cards"][0] = "hand";  // a hand needs its seat
  CHECK_THROWS_AS(gov::state_from_json(r, bad), std::invalid_argument);
  bad["cards"][0] = "nowhere:1";
  CHECK_THROWS_AS(gov::state_from_json(r, bad), std::invalid_argument);
  // A game without cards writes no `cards` at all (its JSON is as before).
  gov::Ruleset none = r;
  none.cards = gov::CardRules{};
  CHECK_FALSE(gov::to_json(none, s).contains("cards"));
}

TEST_CASE("building over a building: the covered card leaves, the cards under it stay", "[cards]") {
  auto r = card_rules();
  r.cards.zones.push_back(
      {"covered", ZoneScope::Game, Sight::Everyone, Sight::Everyone, ZoneRole::None, 0});
  REQUIRE(r.cards.assign_codes());
  gov::State s = fresh(r);
  gov::Primitives p(r, s, nullptr);
  const auto draw = r.cards.code_of_role(ZoneRole::Draw);
  // Seat 0 holds a cheap and a dear card, builds the cheap one and tucks a card under it.
  p.move_card_of_kind(0, draw, hand(r, 0));
  p.move_card_of_kind(2, draw, hand(r, 0));
  REQUIRE(p.build_card(0, 0, hand(r, 0)) == 0);
  const auto tucked = r.cards.code(*r.cards.zone_index("tucked"), 0, 0);
  p.draw_card(tucked);
  const auto covered = r.cards.code(*r.cards.zone_index("covered"));
  p.cover_building(0, 0, 2, hand(r, 0), covered);
  CHECK(s.seat(0).num_buildings == 1);
  CHECK(s.seat(0).city[0].type == 2);
  CHECK(s.seat(0).city_types.bits() == 1U << 2);  // the cheap kind left the city
  CHECK(gov::cards_at(r, s, covered) == 1);
  CHECK(gov::kinds_at(r, s, covered)[0] == 1);
  CHECK(gov::cards_at(r, s, tucked) == 1);  // « les cartes restent dessous »
  CHECK(gov::check_invariants(r, s).empty());
}

TEST_CASE("random card moves keep all cards accounted for at every step", "[cards]") {
  const auto r = card_rules();
  gov::Rng pick = gov::Rng::seeded(3);
  const auto& cr = r.cards;
  const std::uint8_t discard = cr.code_of_role(ZoneRole::Discard);
  for (int game = 0; game < 50; ++game) {
    gov::State s = fresh(r);
    s.rng = gov::Rng::seeded(static_cast<std::uint64_t>(game));
    gov::Primitives p(r, s, nullptr);
    for (int step = 0; step < 200; ++step) {
      const int seat = static_cast<int>(pick.below(3));
      const auto h = hand(r, seat);
      switch (pick.below(4)) {
        case 0:
          p.draw_card(h);
          break;
        case 1: {  // discard a card of the hand, if any
          const auto kinds = gov::kinds_at(r, s, h);
          for (Id k = 0; k < 3; ++k)
            if (kinds[k] > 0) {
              p.move_card_of_kind(k, h, discard);
              break;
            }
          break;
        }
        case 2: {  // build a card of the hand while the city has room
          const auto kinds = gov::kinds_at(r, s, h);
          for (Id k = 0; k < 3; ++k)
            if (kinds[k] > 0 && s.seat(seat).num_buildings < 3) {
              p.build_card(seat, k, h);
              break;
            }
          break;
        }
        default:  // a good onto a built slot
          if (s.seat(seat).num_buildings > 0)
            p.draw_card(cr.code(*cr.zone_index("goods"), seat, 0));
          break;
      }
      const auto bad = gov::check_invariants(r, s);
      INFO("game " << game << " step " << step << ": " << (bad.empty() ? "" : bad[0]));
      REQUIRE(bad.empty());
      int total = 0;
      for (int c = 1; c < 255; ++c)
        if (cr.place[static_cast<std::size_t>(c)].zone != gov::kNone)
          total += gov::cards_at(r, s, static_cast<std::uint8_t>(c));
      REQUIRE(total == cr.count());
    }
  }
}
