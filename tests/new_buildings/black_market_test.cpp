// Black market: after all his coins, a colonist, a barrel and a VP may pay one doubloon
// each (content/new-buildings/buildings/black_market.lua).
#include <catch2/catch.hpp>

#include <set>

#include "core/hooks.hpp"
#include "new_buildings/nb_support.hpp"

using gov::test::chips;
using gov::test::goods_of;
using gov::test::NbGame;

namespace {

// Passes every call to the packs' Lua host and records the build_shortfall questions.
struct ShortfallCounter : gov::HookHost {
  gov::HookHost& inner;
  std::vector<int> columns;  // args.amount (the column) of each build_shortfall call
  explicit ShortfallCounter(gov::HookHost& h) : inner(h) {}
  void notify(gov::HookContext& ctx, gov::HookEvent e, const gov::EventArgs& a) override {
    inner.notify(ctx, e, a);
  }
  int modify(gov::HookContext& ctx, gov::HookEvent e, const gov::EventArgs& a, int v) override {
    if (e == gov::HookEvent::BuildShortfall) columns.push_back(a.amount);
    return inner.modify(ctx, e, a, v);
  }
  void offers(gov::HookContext& ctx, gov::HookEvent e, const gov::EventArgs& a,
              gov::ActionList& out) override {
    inner.offers(ctx, e, a, out);
  }
  void apply_offer(gov::HookContext& ctx, gov::HookEvent e, const gov::EventArgs& a,
                   const gov::Action& chosen) override {
    inner.apply_offer(ctx, e, a, chosen);
  }
  int score(gov::HookContext& ctx) override { return inner.score(ctx); }
};

// Seat 0 takes the builder and builds nothing: seat 1 (the black market's owner) is next.
void seat1_builds(NbGame& g) {
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
}

}  // namespace

TEST_CASE(
    "black market: the seed's example, the harbor with 6 doubloons, an indigo and a "
    "colonist",
    "[new-buildings][black_market][example]") {
  NbGame g;
  g.give_building(1, "black_market", 1);
  g.set_coins(1, 6);
  g.give_goods(1, "indigo", 1);
  g.give_workers(1, 1);
  gov::test::give_vp(g, 1, 2);
  const int indigo_supply = g.s.goods_supply[g.good("indigo")];
  const int worker_supply = g.s.worker_supply[0];
  seat1_builds(g);
  CHECK(g.is_legal("build harbor"));           // 8: 6 coins + 2 by other means
  CHECK_FALSE(g.is_legal("build residence"));  // 10: 4 missing, 3 at most
  g.act("build harbor");
  CHECK(g.s.seat(1).coins == 0);  // every coin first
  // A forced decision: no pass.
  CHECK(gov::test::sorted_legal(g) == std::vector<std::string>{"use black_market 1",
                                                               "use black_market colonist",
                                                               "use black_market indigo"});
  g.act("use black_market indigo");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"use black_market 1", "use black_market colonist"});
  g.act("use black_market colonist");
  // Paid: no VP is exchanged.
  CHECK(chips(g, 1) == 2);
  CHECK(goods_of(g, 1, "indigo") == 0);
  CHECK(g.s.goods_supply[g.good("indigo")] == indigo_supply + 1);
  CHECK(gov::test::san_juan(g, 1) == 0);
  CHECK(g.s.worker_supply[0] == worker_supply + 1);
  CHECK(gov::test::building_workers(g, 1, "harbor") == 0);
  CHECK(g.seat_to_act() == 2);
  g.check_invariants();
}

TEST_CASE("black market: a VP chip, and a worker from a building or a plantation",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(0, "black_market", 1);
  g.give_building(0, "small_market", 1);
  g.give_tile(0, "corn", 1);
  gov::test::give_vp(g, 0, 1);
  g.set_coins(0, 0);
  g.act("role builder");
  // Small warehouse 3 - 1 (privilege) = 2, no coin: a worker and a VP (no barrel).
  CHECK_FALSE(g.is_legal("build hospice"));  // 3 missing, 2 means
  REQUIRE(g.is_legal("build small_warehouse"));
  g.act("build small_warehouse");
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"use black_market 1", "use black_market colonist corn",
                                 "use black_market colonist small_market"});
  g.act("use black_market colonist small_market");
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"use black_market 1"});  // forced, one left
  g.act("use black_market 1");
  CHECK(chips(g, 0) == 0);
  CHECK(gov::test::building_workers(g, 0, "small_market") == 0);
  CHECK(gov::test::building_workers(g, 0, "black_market") == 1);  // never its own worker
  g.check_invariants();
}

TEST_CASE("black market: not its own worker, nor the quarries used for the build",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(1, "black_market", 1);
  g.give_tile(1, "quarry", 1);
  g.set_coins(1, 1);
  seat1_builds(g);
  // Storehouse (3, column 1): 3 - 1 (quarry) = 2, 1 coin: 1 missing. The only workers are
  // on the black market and on the quarry used: no means.
  CHECK_FALSE(g.is_legal("build storehouse"));
  CHECK(g.is_legal("build small_market"));
}

TEST_CASE("black market: a quarry beyond the column's cap is not used, its worker may pay",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(1, "black_market", 1);
  g.give_tile(1, "quarry", 1);
  g.give_tile(1, "quarry", 1);
  g.set_coins(1, 1);
  seat1_builds(g);
  // Storehouse (column 1): one quarry counts, the other is spare.
  REQUIRE(g.is_legal("build storehouse"));
  g.act("build storehouse");
  CHECK(gov::test::sorted_legal(g) == std::vector<std::string>{"use black_market colonist quarry"});
  g.act("use black_market colonist quarry");
  CHECK(gov::test::tile_workers(g, 1, 1) + gov::test::tile_workers(g, 1, 2) == 1);
  CHECK(g.seat_to_act() == 2);
}

TEST_CASE("black market: unoccupied, or with coins enough, it does nothing",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(1, "black_market", 0);
  g.give_goods(1, "corn", 1);
  g.set_coins(1, 3);
  seat1_builds(g);
  CHECK_FALSE(g.is_legal("build hospice"));
  g.act("build small_warehouse");
  CHECK(g.s.seat(1).coins == 0);
  CHECK(g.seat_to_act() == 2);
}

TEST_CASE("black market: build_shortfall is asked once per column, not per building",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(1, "black_market", 1);
  g.give_goods(1, "corn", 1);
  g.set_coins(1, 0);
  seat1_builds(g);
  ShortfallCounter counter(*gov::test::hooks_for(gov::test::kNewBuildings));
  const gov::Engine engine(g.rules, &counter);
  const gov::ActionList legal = engine.legal_actions(g.s);
  // No coin: every column has buildings he cannot afford, each asked about once.
  CHECK(counter.columns.size() == 4);
  CHECK(std::set<int>(counter.columns.begin(), counter.columns.end()) == std::set<int>{1, 2, 3, 4});
  // The answer (a barrel: 1) covers a 1-doubloon build only.
  CHECK(g.is_legal("build small_market"));            // 1
  CHECK_FALSE(g.is_legal("build small_sugar_mill"));  // 2
}

TEST_CASE("black market: the answer depends on the column, through the quarries it uses",
          "[new-buildings][black_market]") {
  NbGame g;
  g.give_building(1, "black_market", 1);
  g.give_tile(1, "quarry", 1);
  g.give_tile(1, "quarry", 1);
  g.set_coins(1, 1);
  seat1_builds(g);
  // Column 1 uses one quarry: the other's worker may pay the doubloon missing.
  CHECK(g.is_legal("build storehouse"));  // 3 - 1 quarry - 1 coin = 1 missing
  // Column 2 uses both quarries: no means left in that column.
  CHECK_FALSE(g.is_legal("build sugar_mill"));  // 4 - 2 quarries - 1 coin = 1 missing
  CHECK(g.is_legal("build indigo_plant"));      // 3 - 2 quarries = 1 coin
}
