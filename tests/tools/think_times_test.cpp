// Think times (game/arena/think_times.hpp): the summary's mean, nearest-rank 95th percentile
// and maximum, wall clock and CPU kept apart, and a timed bot records only decisions with a
// choice while choosing exactly as the bot it wraps.
#include <catch2/catch.hpp>

#include "core/state_json.hpp"
#include "game/arena/think_times.hpp"
#include "game/bots/bots.hpp"
#include "game/game_support.hpp"

using namespace gov;

TEST_CASE("think time summaries", "[tools][arena]") {
  ThinkTimes t;
  for (int i = 1; i <= 40; ++i) t.add(1, i * 0.001, i * 0.0005);
  const auto wall = t.summary(1), cpu = t.cpu_summary(1);
  CHECK(wall.decisions == 40);
  CHECK(wall.mean == Approx(0.0205));
  CHECK(wall.p95 == Approx(0.038));  // rank ceil(0.95 * 40) = 38
  CHECK(wall.max == Approx(0.040));
  CHECK(cpu.mean == Approx(0.01025));
  CHECK(cpu.max == Approx(0.020));
  CHECK(t.summary(0).decisions == 0);
  CHECK(t.cpu_summary(7).decisions == 0);
  const std::string text = think_times_text(t, {"a", "b"});
  CHECK_THAT(text, Catch::Matchers::Contains("b: 40 decisions, wall mean 20.50 ms"));
  CHECK_THAT(text, Catch::Matchers::Contains("CPU mean 10.25 ms, p95 19.00 ms, max 20.00 ms"));
}

TEST_CASE("a timed bot chooses as its bot and times decisions with a choice", "[tools][arena]") {
  const Engine& engine = test::base_game().engine();
  ThinkTimes t;
  auto plain = make_bot("greedy");
  auto timed = timed_bot(make_bot("greedy"), 0, &t);
  std::vector<Bot*> a(3, plain.get()), b(3, timed.get());
  const GameOutcome x = play_game(engine, a, 9, 20000), y = play_game(engine, b, 9, 20000);
  REQUIRE_FALSE(x.error);
  CHECK(canonical_text(engine.rules(), x.final) == canonical_text(engine.rules(), y.final));
  const auto s = t.summary(0);
  CHECK(s.decisions > 50);
  CHECK(s.decisions < y.steps);  // forced moves are not timed
  CHECK(t.cpu_summary(0).decisions == s.decisions);
}
