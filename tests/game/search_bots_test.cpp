// Greedy and search bots: legal choices, determinism from the seat's Rng, budgets, the
// determinization, and every pack mix.
#include <algorithm>
#include <memory>
#include <sstream>

#include <catch2/catch.hpp>

#include "game/bots/bots.hpp"
#include "game/bots/evaluation.hpp"
#include "game/bots/greedy.hpp"
#include "game/bots/mcts.hpp"
#include "game/game_support.hpp"
#include "game/sim/sim.hpp"

using namespace gov;

namespace {

const GameRunner& all_packs_session() {
  static const std::unique_ptr<GameRunner> session =
      test::open_runner({"base", "new-buildings", "nobles"});
  return *session;
}

// Positions along a seeded random game (every `every`-th decision).
std::vector<State> positions(const Engine& engine, int players, std::uint64_t seed, int every) {
  std::vector<State> out;
  State s = engine.new_game(players, seed);
  RandomBot bot;
  Rng rng = Rng::seeded(seed);
  ActionList legal;
  for (int step = 0; !s.over(); ++step) {
    engine.legal_actions(s, legal);
    if (step % every == 0 && legal.size() > 1) out.push_back(s);
    REQUIRE_FALSE(engine.apply(s, bot.choose(engine, s, legal, rng)));
  }
  return out;
}

MctsConfig mc(int budget, int depth) {
  MctsConfig c;
  c.budget = budget;
  c.playout_depth = depth;
  return c;
}

}  // namespace

TEST_CASE("bot specs", "[game][bots]") {
  CHECK(make_bot("greedy"));
  CHECK(make_bot("mcts"));
  CHECK(make_bot("mcts:10"));
  CHECK(make_bot("mcts:10:0"));
  CHECK_FALSE(make_bot("mcts:"));
  CHECK_FALSE(make_bot("mcts:0"));
  CHECK_FALSE(make_bot("mcts:x"));
  CHECK_FALSE(make_bot("mcts:10:"));
  CHECK_FALSE(make_bot("mctsx"));
  // greedy:P plays a random move at P% (0-100) of its decisions; anything else is malformed.
  CHECK(make_bot("greedy:3"));
  CHECK(make_bot("greedy:0"));
  CHECK(make_bot("greedy:100"));
  CHECK_FALSE(make_bot("greedy:101"));
  CHECK_FALSE(make_bot("greedy:"));
  CHECK_FALSE(make_bot("greedy:x"));
  CHECK_FALSE(make_bot("greedy:3:1"));
  auto m = make_bot("mcts:123:4");
  auto* mcts = dynamic_cast<MctsBot*>(m.get());
  REQUIRE(mcts);
  CHECK(mcts->config().budget == 123);
  CHECK(mcts->config().playout_depth == 4);
  auto d = make_bot("mcts");
  CHECK(dynamic_cast<MctsBot*>(d.get())->config().budget == 2000);
  CHECK_FALSE(d->name().empty());
  CHECK_FALSE(dynamic_cast<MctsBot*>(d.get())->config().guided);
  // guided[:N[:D[:C]]]: the guided search, N iterations, playouts of D, UCB constant C/100.
  auto g = make_bot("guided:300:2:25");
  auto* guided = dynamic_cast<MctsBot*>(g.get());
  REQUIRE(guided);
  CHECK(guided->config().guided);
  CHECK(guided->config().budget == 300);
  CHECK(guided->config().playout_depth == 2);
  CHECK(guided->config().exploration == Approx(0.25));
  auto gd = make_bot("guided");
  REQUIRE(gd);
  CHECK(dynamic_cast<MctsBot*>(gd.get())->config().budget == kGuidedBudget);
  CHECK(dynamic_cast<MctsBot*>(gd.get())->config().playout_depth == 0);
  CHECK(dynamic_cast<MctsBot*>(gd.get())->config().greedy_playouts);
  CHECK(dynamic_cast<MctsBot*>(gd.get())->config().quiet);
  CHECK_FALSE(dynamic_cast<MctsBot*>(make_bot("guided:9:0:70:0").get())->config().quiet);
  CHECK(make_bot("guided:10"));
  CHECK(make_bot("guided:10:0"));
  CHECK_FALSE(make_bot("guided:"));
  CHECK_FALSE(make_bot("guided:0"));
  CHECK_FALSE(make_bot("guided:10:"));
  CHECK_FALSE(make_bot("guided:10:0:5:1:1"));
  CHECK_FALSE(make_bot("guidedx"));
  // C: the UCB constant in hundredths; P: the playout mode (0 plain, 1 on to a quiet
  // position, 2 the same with greedy moves).
  auto q = make_bot("mcts:10:8:30:1");
  auto* quiet = dynamic_cast<MctsBot*>(q.get());
  REQUIRE(quiet);
  CHECK(quiet->config().exploration == Approx(0.30));
  CHECK(quiet->config().quiet);
  CHECK_FALSE(quiet->config().greedy_playouts);
  auto qg = make_bot("mcts:10:8:70:2");
  REQUIRE(qg);
  CHECK(dynamic_cast<MctsBot*>(qg.get())->config().greedy_playouts);
  CHECK(dynamic_cast<MctsBot*>(qg.get())->config().quiet);
  CHECK_FALSE(dynamic_cast<MctsBot*>(d.get())->config().quiet);
  CHECK(dynamic_cast<MctsBot*>(d.get())->config().exploration == Approx(0.7));
  CHECK_FALSE(make_bot("mcts:10:8:70:3"));
  CHECK_FALSE(make_bot("mcts:10:8:70:1:1"));
  CHECK_FALSE(make_bot("mcts:10:8:70:"));
}

TEST_CASE("bot specs take evaluation weight overrides", "[game][bots]") {
  EvalWeights w;
  CHECK(set_weight(w, "coin", 0.5));
  CHECK(w.coin == 0.5);
  CHECK(set_weight(w, "tiebreak", 0.02));
  CHECK(w.tiebreak == 0.02);
  CHECK_FALSE(set_weight(w, "coins", 1));
  auto m = make_bot("mcts:10:8:70:1/coin=0.5/empty_circle=0.25");
  auto* mcts = dynamic_cast<MctsBot*>(m.get());
  REQUIRE(mcts);
  CHECK(mcts->config().weights.coin == 0.5);
  CHECK(mcts->config().weights.empty_circle == 0.25);
  CHECK(mcts->config().weights.tile == EvalWeights{}.tile);
  CHECK(mcts->config().quiet);
  CHECK(make_bot("greedy/tile=0.15"));
  auto t = make_bot("mcts:10/tuned/coin=0.4");
  REQUIRE(t);
  const EvalWeights& tw = dynamic_cast<MctsBot*>(t.get())->config().weights;
  CHECK(tw.tile == tuned_weights().tile);
  CHECK(tw.capacity == tuned_weights().capacity);
  CHECK(tw.coin == 0.4);
  CHECK_FALSE(tuned_weights().tile == EvalWeights{}.tile);
  CHECK(make_bot("greedy:30/tile=-1e-3"));
  CHECK(make_bot("guided/tile=0.15"));
  for (const char* bad :
       {"greedy/", "greedy/tile", "greedy/tile=", "greedy/tile=x", "greedy/tiles=1",
        "greedy/tile=1/", "random/tile=1", "mcts:/tile=1", "greedy/tile=inf", "greedy/tune"})
    CHECK_FALSE(make_bot(bad));
  // Other weights play another game; the same weights the same one.
  const Engine& engine = test::base_game().engine();
  const auto a = test::play_specs(engine, {"greedy/capacity=0.5", "greedy"}, 6);
  const auto b = test::play_specs(engine, {"greedy/capacity=0.5", "greedy"}, 6);
  const auto c = test::play_specs(engine, {"greedy", "greedy"}, 6);
  REQUIRE_FALSE(a.error);
  CHECK(a.final == b.final);
  CHECK_FALSE(a.final == c.final);
}

TEST_CASE("greedy and mcts choose legal actions, the same ones from the same Rng", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto states = positions(engine, 3, 5, 23);
  REQUIRE(states.size() > 5);
  GreedyBot greedy;
  MctsBot mcts(mc(40, 4));
  for (const State& s : states) {
    const ActionList legal = engine.legal_actions(s);
    for (Bot* bot : std::vector<Bot*>{&greedy, &mcts}) {
      Rng r1 = Rng::seeded(9), r2 = Rng::seeded(9), r3 = Rng::seeded(9);
      const Action a = bot->choose(engine, s, legal, r1);
      const Action b = bot->choose(engine, s, legal, r2);
      CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
      CHECK(a == b);
      CHECK(r1 == r2);
      // By its place in the listing: the same choice, the same draws.
      const std::size_t at = bot->choose_index(engine, s, legal, r3);
      REQUIRE(at < legal.size());
      CHECK(legal[at] == a);
      CHECK(r3 == r1);
    }
  }
}

TEST_CASE("greedy and mcts games replay exactly from their seed", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto g1 = test::play_specs(engine, {"greedy", "mcts:20:4", "guided:20"}, 3);
  const auto g2 = test::play_specs(engine, {"greedy", "mcts:20:4", "guided:20"}, 3);
  const auto g3 = test::play_specs(engine, {"greedy", "mcts:20:4", "guided:20"}, 4);
  INFO(g1.error.value_or(""));
  REQUIRE_FALSE(g1.error);
  CHECK(g1.final.over());
  CHECK(g1.final == g2.final);
  CHECK(g1.steps == g2.steps);
  CHECK_FALSE(g1.final == g3.final);
}

TEST_CASE("mcts budgets bound the tree and change the search", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto states = positions(engine, 2, 8, 31);
  REQUIRE(states.size() > 3);
  const State& s = states[2];
  const ActionList legal = engine.legal_actions(s);
  for (int budget : {1, 5, 60, 300}) {
    MctsBot bot(mc(budget, 4));
    Rng rng = Rng::seeded(1);
    const Action a = bot.choose(engine, s, legal, rng);
    CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
    CHECK(bot.last_tree_size() >= 2);
    CHECK(bot.last_tree_size() <= static_cast<std::size_t>(budget) + 1);
    if (budget >= 60) CHECK(bot.last_tree_size() > 30);
  }
}

TEST_CASE("the guided search starts from one-ply values and explores past them", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto states = positions(engine, 4, 8, 17);
  REQUIRE(states.size() > 5);
  int checked = 0;
  for (const State& s : states) {
    const ActionList legal = engine.legal_actions(s);
    const int seat = engine.current_seat(s);
    // One iteration expands the root and visits its best child by one-ply reward: the
    // move is that child (the first in listing order among equals).
    MctsConfig one = mc(1, 0);
    one.guided = true;
    one.determinize = false;
    MctsBot bot(one);
    Rng rng = Rng::seeded(4);
    const Action a = bot.choose(engine, s, legal, rng);
    std::size_t best = 0;
    double best_r = -1;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      State t = s;
      REQUIRE_FALSE(engine.apply(t, legal[i]));
      const double r = rewards(engine, t)[static_cast<std::size_t>(seat)];
      if (r > best_r) {
        best_r = r;
        best = i;
      }
    }
    CHECK(a == legal[best]);
    CHECK(bot.last_tree_size() == legal.size() + 1);
    // A real budget grows the tree below the root's children.
    MctsConfig more = mc(200, 0);
    more.guided = true;
    MctsBot big(more);
    Rng r2 = Rng::seeded(4);
    const Action b = big.choose(engine, s, legal, r2);
    CHECK(std::find(legal.begin(), legal.end(), b) != legal.end());
    CHECK(big.last_tree_size() > legal.size() + 200);
    ++checked;
  }
  CHECK(checked > 5);
}

TEST_CASE("quiet playouts end where no role is half played", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto states = positions(engine, 4, 6, 7);
  REQUIRE(states.size() > 10);
  GreedyBot greedy(0);
  ActionList scratch;
  int mid_phase = 0;
  for (const State& s : states) {
    mid_phase += !quiet_position(s);
    for (int mode = 0; mode < 3; ++mode) {
      MctsConfig cfg = mc(1, 3);
      cfg.quiet = mode >= 1;
      cfg.greedy_playouts = mode == 2;
      State t = s;
      Rng rng = Rng::seeded(2);
      const int played = run_playout(engine, t, cfg, rng, scratch, greedy);
      if (!cfg.quiet) {
        CHECK((played == 3 || t.over()));
        continue;
      }
      // At least D decisions, then on to the first quiet position.
      CHECK((played >= 3 || t.over()));
      CHECK((quiet_position(t) || t.over() || played == 3 + kQuietCap));
    }
  }
  CHECK(mid_phase > 5);
}

TEST_CASE("determinization reshuffles only the hidden stack and the chance Rng", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const State s = engine.new_game(4, 12);
  REQUIRE(s.stack_size > 10);
  State t = s;
  Rng rng = Rng::seeded(3);
  determinize(t, rng);
  CHECK_FALSE(t.rng == s.rng);
  CHECK_FALSE(std::equal(s.stack.begin(), s.stack.begin() + s.stack_size, t.stack.begin()));
  auto a = s.stack, b = t.stack;
  std::sort(a.begin(), a.begin() + s.stack_size);
  std::sort(b.begin(), b.begin() + s.stack_size);
  CHECK(a == b);
  t.stack = s.stack;
  t.rng = s.rng;
  CHECK(t == s);
}

TEST_CASE("determinization never reads the hidden stack's order", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const State s = engine.new_game(4, 12);
  State reordered = s;
  std::reverse(reordered.stack.begin(), reordered.stack.begin() + reordered.stack_size);
  REQUIRE_FALSE(reordered == s);
  State a = s, b = reordered;
  Rng ra = Rng::seeded(9), rb = Rng::seeded(9);
  determinize(a, ra);
  determinize(b, rb);
  CHECK(a == b);
}

TEST_CASE("the evaluation: final VP once over, more assets before", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  State s = engine.new_game(3, 2);
  const SeatValues v0 = evaluate(engine, s);
  s.seat(0).coins += 5;
  const SeatValues v1 = evaluate(engine, s);
  CHECK(v1[0] > v0[0]);
  CHECK(v1[1] == v0[1]);
  CHECK(relative_value(v1, 3, 0) > relative_value(v0, 3, 0));
  const SeatValues r = rewards(engine, s);
  for (int p = 0; p < 3; ++p) {
    CHECK(r[static_cast<std::size_t>(p)] > 0.0);
    CHECK(r[static_cast<std::size_t>(p)] < 1.0);
  }
  const GameOutcome g = play_random_game(engine, 3, 2, 20000);
  REQUIRE(g.final.over());
  const SeatValues fr = rewards(engine, g.final);
  double total = 0;
  for (int p = 0; p < 3; ++p) total += fr[static_cast<std::size_t>(p)];
  CHECK(total == Approx(1.0));
}

TEST_CASE("greedy and mcts play every pack mix to the end", "[game][bots]") {
  const Engine& engine = all_packs_session().engine();
  const auto g = test::play_specs(engine, {"greedy", "mcts:10:2", "guided:10:1", "random"}, 21);
  INFO(g.error.value_or(""));
  REQUIRE_FALSE(g.error);
  CHECK(g.final.over());
}
