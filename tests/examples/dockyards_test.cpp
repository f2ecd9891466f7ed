// The example pack (examples/dockyards) with base, and with every real pack: random games
// over every player count keep the invariants (validate --simulate), and the example's
// buildings are built and their offer is taken in those games (so the games exercise
// them, not just load them). The powers themselves: tests/examples/dockyards_*.yaml.
#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "game/sim/sim.hpp"
#include "game/validate/validate.hpp"
#include "loader/load.hpp"
#include "tools/open_game.hpp"

using namespace gov;

namespace {
const std::string kDockyards = std::string(GOVERNOR_TESTS_DIR) + "/../examples/dockyards";
}  // namespace

TEST_CASE("example pack: random games with base keep every invariant", "[examples]") {
  for (const auto& mix : std::vector<std::vector<std::string>>{
           {"base", kDockyards}, {"base", "new-buildings", "nobles", kDockyards}}) {
    LoadResult loaded = load_packs(mix, GOVERNOR_CONTENT_DIR);
    REQUIRE(loaded.ok());
    REQUIRE(gov::script_diagnostics(*loaded.rules).empty());
    int ended = 0;
    const auto failures = gov::simulate_games(*loaded.rules, mix, 40, 7, 20000, &ended);
    for (const auto& d : failures) INFO(format_diagnostic(d));
    CHECK(failures.empty());
    CHECK(ended == 40);
  }
}

TEST_CASE("example pack: random games build its buildings and use the tea house", "[examples]") {
  std::ostringstream err;
  auto session = tools::open_game({"base", kDockyards}, err, GOVERNOR_CONTENT_DIR);
  INFO(err.str());
  REQUIRE(session);
  std::map<std::string, int> seen;
  for (int game = 0; game < 40; ++game) {
    const int players = 2 + game % 4;
    const auto g =
        gov::play_random_game(session->engine(), players, gov::game_seed(11, game), 20000, true);
    REQUIRE_FALSE(g.error);
    for (const auto& text : g.actions)
      for (const char* prefix :
           {"build ropewalk", "build sawmill", "build tea_house", "use tea_house"})
        if (text.rfind(prefix, 0) == 0) ++seen[prefix];
  }
  CHECK(seen["build ropewalk"] > 0);
  CHECK(seen["build sawmill"] > 0);
  CHECK(seen["build tea_house"] > 0);
  CHECK(seen["use tea_house"] > 0);
}
