// `governor play --packs san-juan` at 80 columns, as a person plays it: the pay hint, a
// line of cards, the did-you-mean, the drawn cards with what they cost and do, the card
// game's help and score table, and no line wider than the terminal.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "sanjuan/sanjuan_support.hpp"
#include "tools/common_options.hpp"
#include "tools/play.hpp"
#include "tools/text_table.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

const GameRunner& san_juan() {
  static std::unique_ptr<GameRunner> runner = [] {
    std::ostringstream err;
    auto r = open_game({"san-juan"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(r);
    return r;
  }();
  return *runner;
}

// A 2-player game, a human against greedy, where seat 1 (0) has a crane, a statue and
// `more` built, and holds a hero and four sugar mills to pay for it.
PlayConfig crane_and_hero(const std::vector<std::string>& more) {
  test::SanJuan g(2);
  g.build(0, "crane");
  g.build(0, "statue");
  for (const auto& kind : more) g.build(0, kind);
  g.clear_hand(0);
  g.to_hand(0, "hero");
  g.to_hand(0, "sugar_mill", 4);
  PlayConfig cfg;
  cfg.players = 2;
  cfg.seats = {"human", "greedy"};
  cfg.start = g.s;
  return cfg;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string play(const std::string& input) {
  PlayConfig cfg;
  cfg.players = 4;
  cfg.seats = {"human", "greedy", "greedy", "greedy"};
  cfg.seed = 1;
  cfg.width = 80;
  std::istringstream in(input);
  std::ostringstream out;
  CHECK(run_play(san_juan(), cfg, in, out) == kExitOk);
  return out.str();
}

}  // namespace

TEST_CASE("play san-juan: a whole game at 80 columns, every line fits", "[tools][play][sanjuan]") {
  // Seed 1 deals seat 1 an indigo plant, a poor house, a quarry and a statue.
  std::string input =
      "role builder\nbuild statue\npay indgo\npay ind poor quarry\npay ind poor\nhelp\n";
  for (int i = 0; i < 3000; ++i) input += "1\n";
  const std::string text = play(input);
  // Paying: what for and how many cards are left, then the cards in one line.
  CHECK(has(text, "\nPay for statue: 2 cards left to pay, one card at a time or all in one"));
  CHECK(has(text, "no card 'indgo' (did you mean 'indigo_plant'?)"));
  CHECK(has(text, "cannot pay quarry: the choice ends before it (one card too many)"));
  // Cards paid one at a time face down: one line for the run.
  CHECK(has(text, "  Seat 1 pays 2 cards.\n"));
  CHECK_FALSE(has(text, "  Seat 1 pays a card.\n  Seat 1 pays a card.\n"));
  // The card game's help: its own verbs, not Puerto Rico's.
  CHECK(has(text, "pick <card>"));
  CHECK_FALSE(has(text, "settle <tile>"));
  // The cards a councillor draws, each with its cost, VP and text.
  const auto drawn = text.find("  drawn cards ");
  REQUIRE(drawn != std::string::npos);
  const auto next = text.substr(text.find('\n', drawn) + 1, 80);
  CHECK(has(next, " VP  "));
  CHECK(has(next, "cost "));
  // A city on one line or more, cut between buildings only; the price tile on its own.
  CHECK(has(text, "  city (1 VP) indigo_plant\n"));
  CHECK(has(text, "\nPrice    indigo "));
  // The end: after the phase in which a 12th building was built; the score table without
  // Puerto Rico's chips and workers, and what breaks a tie.
  CHECK(has(text, "The game will end after this phase: a city is full."));
  CHECK(has(text, "Seat                buildings  bonus  total  tiebreak"));
  CHECK(has(text, "tiebreak: cards in hand plus goods"));
  CHECK(has(text, "Winner: "));
  // The end's VP after the last decision, not as its results.
  CHECK(has(text, " The game is over. Seat "));
  CHECK_FALSE(has(text, "card and scores"));
  // Nothing wider than the terminal.
  std::istringstream lines(text);
  std::string line;
  int widest = 0;
  while (std::getline(lines, line)) {
    // Piped input is not echoed: what follows a prompt starts a line on a terminal.
    while (line.rfind("seat 1> ", 0) == 0) line.erase(0, 8);
    INFO(line);
    CHECK(display_width(line) <= 80);
    widest = std::max(widest, static_cast<int>(display_width(line)));
  }
  CHECK(widest > 70);  // the screen is used, not squeezed
}

TEST_CASE("play san-juan: the crane asks where, the chapel in one line", "[tools][play][sanjuan]") {
  // Seat 1 (0) holds a hero and four sugar mills, with a crane and a statue built, and a
  // chapel: the hero may go on a new space or over the statue.
  PlayConfig cfg = crane_and_hero({"chapel"});
  cfg.width = 80;
  std::string input = "role builder\nbuild hero\ncover\ncover statue\n";
  // At every decision the chapel line first (refused but at the chapel's offer), else 1.
  for (int i = 0; i < 40; ++i) input += "use chapel sug\n1\n";
  std::istringstream in(input + "quit\n");
  std::ostringstream out;
  CHECK(run_play(san_juan(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  // The card chosen, then where it goes, then which building it covers: said once.
  CHECK(has(text, "  Seat 1 builds a Hero.\n"));
  CHECK(has(text, "  Seat 1 will build over one of its buildings.\n"));
  CHECK(has(text, "\nWhere: build it again for a new space, or cover to build it over one of"));
  CHECK(has(text, "\nOver which building: its cost comes off the price"));
  CHECK(has(text, "  Seat 1 builds it over its Statue."));
  // The chapel's offer says what it does; both steps in one line.
  CHECK(has(text, "\nchapel: At the start of each round"));
  CHECK(has(text, "  Seat 1 uses the Chapel.\n  Seat 1 uses the Chapel.\n"));
  CHECK(has(text, "  tucked (chapel) 1: sugar_mill\n"));
}

TEST_CASE("play san-juan: a card built, then where it goes, is said once",
          "[tools][play][sanjuan]") {
  const PlayConfig cfg = crane_and_hero({});
  std::istringstream in("role builder\nbuild hero\nbuild hero\nquit\n");
  std::ostringstream out;
  CHECK(run_play(san_juan(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  // A new space: the four sugar mills pay (all of one kind, paid without a decision).
  CHECK(has(text, "  Seat 1 builds a Hero.\n"));
  CHECK_FALSE(has(text, "  Seat 1 builds a Hero.\n  Seat 1 builds a Hero.\n"));
}
