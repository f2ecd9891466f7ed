// The evaluation's terms (game/bots/evaluation_terms.hpp) weighted back give exactly the
// assets evaluate() adds to the score, for the default and the tuned weights, at every
// decision of random games of every pack: a fit of the weights fits what the bots use.
#include <catch2/catch.hpp>

#include "game/bots/evaluation.hpp"
#include "game/bots/evaluation_terms.hpp"
#include "game/game_support.hpp"

using namespace gov;

TEST_CASE("weighted evaluation terms are the evaluation's assets", "[game][bots]") {
  for (const auto& packs : {std::vector<std::string>{"base"},
                            std::vector<std::string>{"base", "new-buildings", "nobles"}}) {
    const auto runner = test::open_runner(packs);
    const Engine& engine = runner->engine();
    EvalWeights odd;  // every weight off its default, so a dropped term shows
    for (const auto name : kFittedTerms) set_weight(odd, name, 0.123 + name.size() * 0.01);
    int checked = 0;
    const DecisionHook check = [&](const State& s, const ActionList&, std::size_t) {
      if (checked++ % 7 != 0) return;
      const auto scores = engine.score(s);
      for (const EvalWeights& w : {EvalWeights{}, tuned_weights(), odd}) {
        const SeatValues v = evaluate(engine, s, w);
        for (const auto& sc : scores) {
          const double assets = v[static_cast<std::size_t>(sc.seat)] - sc.total;
          const EvalTerms t = seat_terms(engine.rules(), s.seat(sc.seat), w.barrel_price);
          REQUIRE(weighted(t, w) == Approx(assets).margin(1e-9));
        }
      }
    };
    for (int players = 2; players <= 5; ++players) {
      RandomBot a, b, c, d, e;
      std::vector<Bot*> seats{&a, &b, &c, &d, &e};
      seats.resize(static_cast<std::size_t>(players));
      const GameOutcome g =
          play_game(engine, seats, 40 + players, 20000, false, true, false, &check);
      REQUIRE_FALSE(g.error);
    }
    CHECK(checked > 500);
  }
}

TEST_CASE("evaluation terms count what the seat holds", "[game][bots]") {
  const GameRunner& runner = test::base_game();
  const Engine& engine = runner.engine();
  State s = engine.new_game(3, 7);
  SeatState& st = s.seat(0);
  const EvalTerms before = seat_terms(engine.rules(), st, 0.1);
  st.coins += 3;
  st.goods[0] += 2;
  const EvalTerms after = seat_terms(engine.rules(), st, 0.1);
  CHECK(after.coin == before.coin + 3);
  CHECK(after.barrel == before.barrel + 2);
  CHECK(after.fixed == Approx(before.fixed + 2 * 0.1 * engine.rules().goods[0].price));
  CHECK(term(after, "coin") == after.coin);
  CHECK(term(after, "tile") == after.tile);
  CHECK(after.tile == st.num_tiles);
}
