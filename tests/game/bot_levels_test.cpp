// Named levels (game/bots/levels.hpp): each is a name for one bot spec and plays exactly as
// it; an unknown name gets a "did you mean"; the ladder is ordered and documented.
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "game/bots/bots.hpp"
#include "game/bots/evaluation.hpp"
#include "game/bots/levels.hpp"
#include "game/bots/mcts.hpp"
#include "game/game_support.hpp"
#include "game/sim/sim.hpp"

using namespace gov;
using Catch::Matchers::Contains;

TEST_CASE("bot levels name their specs, weakest first", "[game][bots]") {
  CHECK(level_spec("beginner") == "greedy:30");
  CHECK(level_spec("casual") == "greedy");
  CHECK(level_spec("strong") == "mcts");
  CHECK(level_spec("expert") == "mcts:30000:8:70:1/tuned");
  CHECK_FALSE(level_spec("greedy"));
  CHECK_FALSE(level_spec("Expert"));
  REQUIRE(bot_levels().size() == 4);
  for (const auto& l : bot_levels()) {
    INFO(l.name);
    CHECK(make_bot(l.name));
    CHECK(make_bot(l.spec));
    CHECK(bot_spec_error(l.name).empty());
  }
  CHECK(default_level() == "expert");
  auto e = make_bot("expert");
  auto* mcts = dynamic_cast<MctsBot*>(e.get());
  REQUIRE(mcts);
  CHECK(mcts->config().budget == 30000);
  CHECK(mcts->config().quiet);
  CHECK(mcts->config().weights.tile == tuned_weights().tile);
  // The levels come first among the kinds offered, then the plain specs.
  CHECK(bot_choices() == std::vector<std::string>{"beginner", "casual", "strong", "expert",
                                                  "random", "greedy", "mcts"});
}

TEST_CASE("a level plays exactly as its spec", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const auto by_level = test::play_specs(engine, {"beginner", "casual"}, 5);
  const auto by_spec = test::play_specs(engine, {"greedy:30", "greedy"}, 5);
  INFO(by_level.error.value_or(""));
  REQUIRE_FALSE(by_level.error);
  CHECK(by_level.final.over());
  CHECK(by_level.final == by_spec.final);
  CHECK(by_level.steps == by_spec.steps);
  // The noise changes the game: the beginner is not plain greedy.
  const auto plain = test::play_specs(engine, {"greedy", "greedy"}, 5);
  CHECK_FALSE(by_level.final == plain.final);
}

TEST_CASE("an unknown bot gets a did-you-mean and the list of forms", "[game][bots]") {
  CHECK_THAT(bot_spec_error("expret"), Contains("unknown bot 'expret'") &&
                                           Contains("(did you mean 'expert'?)") &&
                                           Contains("beginner, casual, strong, expert"));
  CHECK_THAT(bot_spec_error("begginer"), Contains("did you mean 'beginner'?"));
  CHECK_THAT(bot_spec_error("mcst:100"), Contains("did you mean 'mcts'?"));
  // A known name with a bad argument names no other word.
  CHECK_THAT(bot_spec_error("mcts:x"), !Contains("did you mean"));
  CHECK(bot_spec_error("mcts:x").find("unknown bot 'mcts:x'") == 0);
  CHECK_THAT(bot_spec_error("zzzzzzzzzz"), !Contains("did you mean"));
  CHECK(bot_spec_error("mcts:10:2").empty());
}
