// `governor play` when a hook fails: the message names the action that failed (as
// `governor sim` does), for a person's decision (the game goes on: the action did nothing)
// and for a bot's (the game stops). Uses tests/packs/failing-rule: a pack rule that fails
// whenever the trader is taken.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/play.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

const GameRunner& failing_rule_session() {
  static std::unique_ptr<GameRunner> session = [] {
    std::ostringstream err;
    auto s =
        open_game({"base", GOVERNOR_TESTS_DIR "/packs/failing-rule"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  return *session;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The terminal wraps a long message at its width, where the script's path (as long as the
// checkout's) puts the break: the text with each break and its indent made one space.
std::string unwrapped(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n') {
      out += text[i];
      continue;
    }
    while (i + 1 < text.size() && text[i + 1] == ' ') ++i;
    out += ' ';
  }
  return out;
}

}  // namespace

TEST_CASE("play: a hook failing on a person's decision names the action", "[tools][play]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "random", "random"};
  cfg.seed = 4;
  // Seat 1 picks first: the trader fails, nothing happened, the settler is taken instead.
  std::istringstream in("role trader\nrole settler\nquit\n");
  std::ostringstream out;
  CHECK(run_play(failing_rule_session(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  INFO(text);
  CHECK(has(text, "'role trader' failed at decision 0: "));
  CHECK(has(text, "role_taken"));
  CHECK(has(unwrapped(text), "the trader is closed today"));
  CHECK(has(text, "  Seat 1 takes the Settler"));
  CHECK_FALSE(has(text, "  Seat 1 takes the Trader"));
}

TEST_CASE("play: a hook failing on a bot's decision names the bot and the action",
          "[tools][play]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"random", "random", "random"};
  cfg.seed = 4;
  std::istringstream in("");
  std::ostringstream out;
  CHECK(run_play(failing_rule_session(), cfg, in, out) == kExitFailure);
  const std::string text = out.str();
  INFO(text);
  CHECK(has(text, "(random): 'role trader' failed at decision "));
  CHECK(has(unwrapped(text), "the trader is closed today"));
}
