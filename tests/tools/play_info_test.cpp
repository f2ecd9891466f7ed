// `info <building> [--rulebook]` in `governor play`: the English rule, or the rulebook's
// words (the French seed's quotation for the shipped packs).
#include <catch2/catch.hpp>

#include <sstream>

#include "tools/common_options.hpp"
#include "tools/play.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

TEST_CASE("play: info shows the rule, info --rulebook the rulebook's words", "[tools][play]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "random", "random"};
  cfg.seed = 2;
  std::istringstream in("info small m\ninfo small m --rulebook\ninfo --rulebook factory\nquit\n");
  std::ostringstream out;
  CHECK(run_play(test::base_session(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  INFO(text);
  // Checked in short pieces: the terminal may wrap long lines at words.
  auto has = [&](const char* part) { return text.find(part) != std::string::npos; };
  CHECK(has("Small Market (small_market): cost 1"));
  CHECK(has("Trader phase: when the owner sells a barrel"));
  CHECK(has("Rulebook (petit marché): \"Lorsque le"));
  CHECK(has("Rulebook (manufacture): \"Si, durant la"));
  // Plain info leaves the quotation out.
  const std::size_t first = text.find("Small Market (small_market)");
  const std::size_t second = text.find("Small Market (small_market)", first + 1);
  REQUIRE(second != std::string::npos);
  CHECK(text.substr(first, second - first).find("Lorsque") == std::string::npos);
}
