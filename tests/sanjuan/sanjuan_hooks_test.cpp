// The hook points of the card mechanics, answered by a test card's script
// (tests/packs/card-hooks: hook_post): round_start offers before the hand limit,
// hand_limit, produce_extra, sell_extra, and build_discount asked with the building.
#include "sanjuan/sanjuan_support.hpp"

namespace {

const std::string kPacks = "san-juan," GOVERNOR_TESTS_DIR "/packs/card-hooks";

int slot_of(const gov::test::SanJuan& g, int seat, const std::string& kind) {
  for (int slot = 0; slot < g.s.seat(seat).num_buildings; ++slot)
    if (g.s.seat(seat).city[slot].type == g.building(kind)) return slot;
  return -1;
}

}  // namespace

TEST_CASE("card hooks: produce_extra, sell_extra, round_start offers, then hand_limit",
          "[sanjuan]") {
  gov::test::SanJuan g(2, 1, kPacks);
  g.clear_hand(0);
  g.clear_hand(1);
  g.build(1, "hook_post");
  g.build(1, "sugar_mill");
  g.s.price_tiles = {0, 1, 2, 3, 4, 0, 0, 0};  // first tile: 1 1 1 2 2
  // produce_extra: seat 1 is not the producer and still produces 2 goods.
  g.act("role producer");
  g.act("produce indigo");  // seat 0 may produce 2, but has one empty building
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.goods_of(0) == 1);
  g.act("produce indigo");
  g.act("produce sugar");
  CHECK(g.goods_of(1) == 2);
  g.act("role prospector");
  g.take_drawn_card();
  CHECK(g.in_hand(1) == 1);
  // sell_extra: seat 1 is not the trader and sells both goods.
  g.to_hand(0, "well", 3);
  g.to_hand(0, "sugar_mill", 5);  // 8 cards, 9 after its sale
  g.to_hand(1, "tobacco_storage", 8);
  g.to_hand(1, "coffee_roaster", 1);  // 10 cards, 12 after its sales
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 0);
  g.act("sell indigo");
  REQUIRE(g.seat_to_act() == 1);
  g.act("sell sugar");
  REQUIRE(g.seat_to_act() == 1);
  g.act("sell indigo");
  CHECK(g.goods_of(1) == 0);
  CHECK(g.in_hand(0) == 9);
  CHECK(g.in_hand(1) == 12);
  // Round 2: the round_start offer to the post's owner (the governor) comes first...
  REQUIRE(g.s.round == 2);
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"pass", "use hook_post"});
  g.act("use hook_post");
  CHECK(g.s.seat(1).city[slot_of(g, 1, "hook_post")].memory[0] == 1);
  // ...then the hand limit: 12 for the post's owner (7 + 5), who keeps all; 7 for seat 0.
  REQUIRE(g.seat_to_act() == 0);
  g.act("discard well");
  g.act("discard well");
  CHECK(g.in_hand(0) == 7);
  CHECK(g.in_hand(1) == 12);
  CHECK(g.seat_to_act() == 1);
  CHECK(g.legal().front().rfind("role ", 0) == 0);
}

TEST_CASE("card hooks: build_discount is asked about the building to build", "[sanjuan]") {
  gov::test::SanJuan g(2, 1, kPacks);
  g.clear_hand(0);
  g.clear_hand(1);
  g.build(1, "hook_post");
  const auto price = [&](int seat, const std::string& kind) {
    return gov::card_build_price(g.rules, g.engine.hooks(), g.s, seat, g.building(kind));
  };
  CHECK(price(1, "sugar_mill") == 1);  // 2, less the post's 1 for a sugar mill
  CHECK(price(1, "tobacco_storage") == 3);
  CHECK(price(0, "sugar_mill") == 2);
  g.to_hand(1, "sugar_mill");
  g.to_hand(1, "tobacco_storage");
  g.to_hand(0, "indigo_plant");
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.options() == std::set<std::string>{"pass", "build sugar_mill"});
  g.act("build sugar_mill");
  CHECK(g.in_hand(1) == 0);
  CHECK(g.s.seat(1).city[2].type == g.building("sugar_mill"));
}
