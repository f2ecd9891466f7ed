// `governor play --secret-chips`: the VP chips lie face down (seed 001), so the board and the
// scores show the seat to move its own chips and "?" for the others'; without the flag (hot
// seat, one screen) every seat's chips are shown.
#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

#include "tools/common_options.hpp"
#include "tools/play.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

std::string screen(bool secret) {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "human", "random"};
  cfg.seed = 2;
  cfg.width = 120;
  cfg.secret_chips = secret;
  // (With secret chips, an Enter first: the screen is passed to seat 1.)
  std::istringstream in(secret ? "\nboard\nscores\nquit\n" : "board\nscores\nquit\n");
  std::ostringstream out;
  CHECK(run_play(test::base_session(), cfg, in, out) == kExitOk);
  return out.str();
}

bool has(const std::string& text, const char* pattern) {
  return std::regex_search(text, std::regex(pattern));
}

}  // namespace

TEST_CASE("play --secret-chips: the seat to move sees its own chips only", "[tools][play]") {
  const std::string secret = screen(true);
  INFO(secret);
  // The seats table (coins, then VP) and the score table (chips first), seat 1 to move.
  // (The governor's title ends with " [gov]".)
  CHECK(has(secret, R"(seat 1 human( \[gov\])?\s+\d+\s+\d+)"));
  CHECK(has(secret, R"(seat 2 human( \[gov\])?\s+\d+\s+\?)"));
  CHECK(has(secret, R"(seat 3 random( \[gov\])?\s+\d+\s+\?)"));
  CHECK(has(secret, R"(seat 2 human\s+\?)"));
  CHECK(has(secret, "Pass the screen to seat 1, then press Enter"));
  const std::string open = screen(false);
  INFO(open);
  CHECK_FALSE(has(open, R"(seat \d \w+( \[gov\])?\s+(\d+\s+)?\?)"));
  CHECK(has(open, R"(seat 2 human( \[gov\])?\s+\d+\s+\d+)"));
  CHECK_FALSE(has(open, "Pass the screen"));
}

TEST_CASE("play --secret-chips: the screen is passed between two persons", "[tools][play]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "human", "random"};
  cfg.seed = 2;
  cfg.secret_chips = true;
  // Seat 1 takes the screen and plays the first listed action until seat 2's turn, which
  // is shown only after the screen was passed (any line is the Enter).
  std::string lines = "\n";
  for (int i = 0; i < 12; ++i) lines += "1\n";
  std::istringstream in(lines);
  std::ostringstream out;
  CHECK(run_play(test::base_session(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  INFO(text);
  const auto first = text.find("Pass the screen to seat 1");
  const auto second = text.find("Pass the screen to seat 2");
  REQUIRE(first != std::string::npos);
  REQUIRE(second != std::string::npos);
  CHECK(first < second);
  // Seat 2's prompt comes only after the pass.
  CHECK(text.find("seat 2> ") > second);
}
