// Trading post: a private trading house (content/new-buildings/buildings/trading_post.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::goods_of;
using gov::test::NbGame;

namespace {
void fill_trading_house(gov::test::Game& g, std::vector<std::string> goods) {
  for (const auto& name : goods) {
    const auto k = g.good(name);
    --g.s.goods_supply[k];
    g.s.trading_house[g.s.trading_house_count++] = k;
  }
}
}  // namespace

TEST_CASE("trading post: sells with a full trading house, at the normal price, no market",
          "[new-buildings][trading_post][small_market]") {
  NbGame g;
  fill_trading_house(g, {"corn", "indigo", "sugar", "tobacco"});
  g.give_building(1, "trading_post", 1);
  g.give_building(1, "small_market", 1);
  g.give_goods(1, "coffee", 1);
  g.give_goods(1, "corn", 1);
  const int coffee_supply = g.s.goods_supply[g.good("coffee")];
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"pass", "use trading_post coffee", "use trading_post corn"});
  g.act("use trading_post coffee");
  CHECK(g.s.seat(1).coins == 3 + 4);  // the small market adds nothing here
  CHECK(goods_of(g, 1, "coffee") == 0);
  CHECK(g.s.goods_supply[g.good("coffee")] == coffee_supply + 1);
  // One sale per turn; nobody else can sell: the phase ends and the full house empties.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(goods_of(g, 1, "corn") == 1);
}

TEST_CASE("trading post: a kind the trading house holds, and the trader's privilege",
          "[new-buildings][trading_post]") {
  NbGame g;
  fill_trading_house(g, {"tobacco"});
  g.give_building(0, "trading_post", 1);
  g.give_goods(0, "tobacco", 2);
  g.act("role trader");
  CHECK_FALSE(g.is_legal("sell tobacco"));
  g.act("use trading_post tobacco");
  CHECK(g.s.seat(0).coins == 3 + 3 + 1);
  CHECK(g.s.trading_house_count == 1);
}

TEST_CASE("trading post: with the library, the trader's privilege doubled",
          "[new-buildings][trading_post][library]") {
  NbGame g;
  g.give_building(0, "trading_post", 1);
  g.give_building(0, "library", 1);
  g.give_goods(0, "sugar", 1);
  g.act("role trader");
  g.act("use trading_post sugar");
  CHECK(g.s.seat(0).coins == 3 + 2 + 2);
}

TEST_CASE("trading post: unoccupied, nothing", "[new-buildings][trading_post]") {
  NbGame g;
  fill_trading_house(g, {"corn", "indigo", "sugar", "tobacco"});
  g.give_building(1, "trading_post", 0);
  g.give_goods(1, "coffee", 1);
  g.act("role trader");
  // Nobody can sell: the phase is over at once, seat 1 kept its coffee.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(goods_of(g, 1, "coffee") == 1);
}
