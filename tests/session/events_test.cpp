// Events (core/events.hpp): recorded by the primitives with their causes, they add up to
// the final State of random games of every pack mix and player count, and recording them
// changes no outcome.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <map>

#include "core/dispatch.hpp"
#include "core/events.hpp"
#include "core/primitives.hpp"
#include "core/state_json.hpp"
#include "support/fixture.hpp"

namespace {

using gov::EventKind;
using gov::GameEvent;

// What a seat owns that events account for.
struct Holdings {
  long coins = 0, vp = 0, workers = 0, tiles = 0, buildings = 0;
  std::array<long, gov::kMaxGoods> goods{};
  bool operator==(const Holdings&) const = default;
};

Holdings holdings(const gov::State& s, int seat) {
  Holdings h;
  const auto& st = s.seat(seat);
  h.coins = st.coins;
  h.vp = st.vp_chips;
  for (int g = 0; g < gov::kMaxGoods; ++g) h.goods[g] = st.goods[g];
  for (auto w : st.san_juan) h.workers += w;
  for (int i = 0; i < st.num_tiles; ++i)
    for (auto w : st.island[i].workers) h.workers += w;
  for (int i = 0; i < st.num_buildings; ++i)
    for (auto w : st.city[i].workers) h.workers += w;
  h.tiles = st.num_tiles;
  h.buildings = st.num_buildings;
  return h;
}

void add(Holdings& h, const GameEvent& e) {
  switch (e.kind) {
    case EventKind::Coins:
      h.coins += e.amount;
      break;
    case EventKind::Vp:
      h.vp += e.amount;
      break;
    case EventKind::Goods:
      h.goods[e.what] += e.amount;
      break;
    case EventKind::Sale:
      h.goods[e.what] -= 1;
      h.coins += e.amount;
      break;
    case EventKind::Shipment:
      h.goods[e.what] -= e.amount;
      h.vp += e.extra;
      break;
    case EventKind::Worker:
      h.workers += e.amount;
      break;
    case EventKind::Tile:
      h.tiles += e.amount;
      break;
    case EventKind::Building:
      h.buildings += e.amount;
      break;
    case EventKind::Kept:
    case EventKind::TileDrawn:
    case EventKind::CardShown:
    case EventKind::CardMoved:
    case EventKind::EndTriggered:
    case EventKind::FinalVp:
      break;
  }
}

// Plays random games with events recorded and checks, per seat, start + events == end.
void check_conservation(const std::string& packs, int players, int games) {
  const auto& rules = gov::test::rules_for(packs);
  gov::Engine engine(rules, gov::test::hooks_for(packs));
  gov::Engine silent(rules, gov::test::hooks_for(packs));
  for (int game = 0; game < games; ++game) {
    const std::uint64_t seed = 900 + static_cast<std::uint64_t>(game);
    INFO("packs " << packs << ", " << players << " players, seed " << seed);
    gov::State s = engine.new_game(players, seed);
    gov::State quiet = s;
    std::vector<Holdings> sum;
    for (int i = 0; i < players; ++i) sum.push_back(holdings(s, i));
    gov::Rng chooser = gov::Rng::seeded(seed);
    gov::EventLog log;
    engine.record_events(&log);
    gov::ActionList legal;
    int steps = 0;
    while (!s.over()) {
      REQUIRE(steps++ < 5000);
      engine.legal_actions(s, legal);
      const auto a = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
      REQUIRE_FALSE(engine.apply(s, a).has_value());
      REQUIRE_FALSE(silent.apply(quiet, a).has_value());
      // Recording changes no outcome: the same game without events is the same, byte for
      // byte, at every step.
      REQUIRE(quiet == s);
    }
    engine.record_events(nullptr);
    for (const auto& e : log) {
      if (e.seat == gov::kNone) continue;
      REQUIRE(e.seat < players);
      add(sum[e.seat], e);
    }
    // The end-of-game VP told as events are the score's bonus and worker VP.
    std::vector<int> final_vp(static_cast<std::size_t>(players), 0);
    for (const auto& e : log)
      if (e.kind == EventKind::FinalVp) final_vp[e.seat] += e.amount;
    const auto scores = engine.score(s);
    for (int i = 0; i < players; ++i) {
      INFO("seat " << i);
      CHECK(sum[i] == holdings(s, i));
      CHECK(final_vp[i] == scores[i].bonus + scores[i].workers);
    }
  }
}

}  // namespace

TEST_CASE("events add up to the final State of random games", "[session][events]") {
  for (const std::string packs :
       {"base", "base,new-buildings", "base,nobles", "base,new-buildings,nobles"})
    for (int players = 2; players <= 5; ++players) check_conservation(packs, players, 4);
}

TEST_CASE("a refused action records no event", "[session][events]") {
  gov::test::Game g(4);
  gov::EventLog log;
  g.engine.record_events(&log);
  CHECK_FALSE(g.reject("build harbor").empty());
  CHECK(log.empty());
}

TEST_CASE("events name their cause: role card, privilege, building", "[session][events]") {
  gov::test::Game g(4);
  g.give_building(0, "small_market", 1);
  g.give_goods(0, "indigo", 1);
  g.s.roles[4].coins = 2;  // coins lying on the trader's card
  REQUIRE(g.rules.roles[g.s.roles[4].role].id == "trader");
  gov::EventLog log;
  g.engine.record_events(&log);
  g.act("role trader");
  REQUIRE(log.size() == 1);
  CHECK(log[0].kind == EventKind::Coins);
  CHECK(log[0].amount == 2);
  CHECK(log[0].cause.kind == gov::CauseKind::RoleCard);
  log.clear();
  g.act("sell indigo");
  REQUIRE(log.size() == 2);
  CHECK(log[0].kind == EventKind::Sale);
  CHECK(log[0].what == g.good("indigo"));
  CHECK(log[0].amount == 2);  // price 1 + the privilege
  CHECK(log[0].extra == 1);
  CHECK(log[1].kind == EventKind::Coins);
  CHECK(log[1].amount == 1);
  CHECK(log[1].cause.kind == gov::CauseKind::Building);
  CHECK(log[1].cause.id == g.building("small_market"));
}

TEST_CASE("shipments: VP per barrel, the privilege apart, storage losses", "[session][events]") {
  gov::test::Game g(4);
  g.give_goods(0, "corn", 3);
  g.give_goods(0, "indigo", 2);
  gov::EventLog log;
  g.engine.record_events(&log);
  g.act("role captain");
  g.act(g.legal().front());  // seat 1's only loadings are of corn or indigo
  std::map<EventKind, int> kinds;
  for (const auto& e : log) ++kinds[e.kind];
  CHECK(kinds[EventKind::Shipment] == 1);
  const auto ship = std::find_if(log.begin(), log.end(),
                                 [](const GameEvent& e) { return e.kind == EventKind::Shipment; });
  CHECK(ship->extra == ship->amount);
  const auto privilege = std::find_if(log.begin(), log.end(), [](const GameEvent& e) {
    return e.kind == EventKind::Vp && e.cause.kind == gov::CauseKind::Privilege;
  });
  REQUIRE(privilege != log.end());
  CHECK(privilege->amount == 1);
}

TEST_CASE("a hook call run again forgets the events of its first run", "[session][events]") {
  // The Lua host runs a call again (after restoring the State) when a fast call took too
  // long to vouch for its budget; it then calls clear_requests on the call's context.
  gov::test::Game g(4);
  gov::EventLog log;
  gov::Dispatcher d(g.rules, nullptr);
  gov::Primitives p(g.rules, g.s, &d, &log);
  p.gain_coins(0, 1);
  gov::HookContext ctx(g.rules, g.s, p, 0, 0, false);
  p.gain_coins(0, 2);  // the first run's
  ctx.clear_requests();
  REQUIRE(log.size() == 1);
  CHECK(log[0].amount == 1);
}
