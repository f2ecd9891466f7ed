// The terminal as a player reads it: 80 columns over whole games of every pack (the board,
// its legend, the log's sentences, the actions, the hints), and a "did you mean" for a
// misspelt word of every verb, of a command and of `info`.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>

#include "session/session.hpp"
#include "tools/board_view.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/play.hpp"
#include "tools/play_input.hpp"
#include "tools/play_view.hpp"
#include "tools/session_agents.hpp"
#include "tools/text_table.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

const GameRunner& all_packs() {
  static std::unique_ptr<GameRunner> packs = [] {
    std::ostringstream err;
    auto s = open_game({"base", "new-buildings", "nobles"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  return *packs;
}

// Every line of `text` fits `width` columns.
void check_fits(const std::string& text, std::size_t width, const std::string& what) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    INFO(what << ":\n" << line);
    CHECK(display_width(line) <= width);
  }
}

const std::vector<std::string> kCommands = {"board", "actions", "scores", "info", "log",
                                            "undo",  "redo",    "save",   "help", "quit"};

}  // namespace

TEST_CASE("terminal: wrap_text breaks at words and counts characters, not bytes",
          "[tools][terminal]") {
  CHECK(wrap_text("one two three", 7) == "one two\nthree\n");
  CHECK(wrap_text("one two three", 80, "  ", "    ") == "  one two three\n");
  CHECK(wrap_text("aa bb cc dd", 5, "", "  ") == "aa bb\n  cc\n  dd\n");
  CHECK(wrap_text("  kept indent\nnext", 80) == "  kept indent\nnext\n");
  CHECK(wrap_text("averyveryverylongword x", 5) == "averyveryverylongword\nx\n");
  CHECK(display_width("Round 4 \u2014 Seat 2") == 16);
  CHECK(display_width("\x1b[1mbold\x1b[0m") == 4);
}

TEST_CASE("terminal: whole games of every pack fit 80 columns", "[tools][terminal]") {
  const GameRunner& packs = all_packs();
  for (int players = 2; players <= 5; ++players) {
    session::SessionConfig sc;
    sc.players = players;
    sc.seed = 20 + static_cast<std::uint64_t>(players);
    sc.random_draft = players == 3;  // the setup draft's decisions too
    sc.seats.assign(static_cast<std::size_t>(players), "greedy");
    std::string error;
    auto s = session::Session::create(packs.rules(), packs.hooks(), sc, make_agent, &error);
    INFO(error);
    REQUIRE(s);
    BoardStyle style;
    style.width = 80;
    style.you = 0;
    style.seat_names = sc.seats;
    check_fits(render_legend(s->engine(), style), 80, "legend");
    std::size_t shown = 0;
    int step = 0;
    while (!s->over()) {
      // Every board of the game, and every 7th decision's listing (previews cost a trial).
      check_fits(render_board(s->engine(), s->state(), style), 80, "board");
      const bool placing = !s->legal().empty() && s->legal().front().type == ActionType::Place;
      if (step++ % 7 == 0 || placing)
        check_fits(decision_hint(*s, 80) + numbered_actions(s->describe_legal(), style), 80,
                   "actions");
      REQUIRE(s->step_agent(&error));
      for (; shown < s->history().size(); ++shown)
        check_fits(decision_line(*s, shown, style), 80, "log");
    }
    check_fits(render_board(s->engine(), s->state(), style), 80, "final board");
    check_fits(render_scores(s->engine(), s->state(), style), 80, "scores");
  }
}

TEST_CASE("terminal: a misspelt word of every verb gets a did you mean", "[tools][terminal]") {
  const Ruleset& r = all_packs().rules();
  const auto help = [&](const std::string& line) { return typo_help(r, line, kCommands); };
  CHECK(help("role setler") == "no role 'setler' (did you mean 'settler'?)");
  CHECK(help("settle cron") == "no tile 'cron' (did you mean 'corn'?)");
  CHECK(help("take colonst") == "no worker 'colonst' (did you mean 'colonist'?)");
  CHECK(help("place colonist indgo") ==
        "no worker, tile or building 'indgo' (did you mean 'indigo'?)");
  CHECK(help("place nobel small_market") ==
        "no worker, tile or building 'nobel' (did you mean 'noble'?)");
  CHECK(help("build harbr") == "no building 'harbr' (did you mean 'harbor'?)");
  CHECK(help("craft sugr") == "no good 'sugr' (did you mean 'sugar'?)");
  CHECK(help("sell indgo") == "no good 'indgo' (did you mean 'indigo'?)");
  CHECK(help("ship cofee 5") == "no good 'cofee' (did you mean 'coffee'?)");
  CHECK(help("store tobaco keep corn") == "no good 'tobaco' (did you mean 'tobacco'?)");
  CHECK(help("keep suger") == "no good 'suger' (did you mean 'sugar'?)");
  CHECK(help("use hacienad") == "no building 'hacienad' (did you mean 'hacienda'?)");
  CHECK(help("draft harbour") == "no building 'harbour' (did you mean 'harbor'?)");
  // The verb itself, and the terminal's commands.
  CHECK(help("buidl harbor") ==
        "unknown command 'buidl' (did you mean 'build'?); type 'help' for the commands");
  CHECK(help("pas") == "");  // the beginning of a verb: no typo
  CHECK(help("psas") ==
        "unknown command 'psas' (did you mean 'pass'?); type 'help' for the commands");
  CHECK(help("borad") ==
        "unknown command 'borad' (did you mean 'board'?); type 'help' for the commands");
  CHECK(help("inof harbor") ==
        "unknown command 'inof' (did you mean 'info'?); type 'help' for the commands");
  // Known words and beginnings of them: nothing to say (the action may still be illegal).
  CHECK(help("role settler") == "");
  CHECK(help("b harb") == "");
  CHECK(help("place colonist indigo small_market noble hacienda") == "");
  CHECK(help("ship corn 5") == "");
  // info: a building by id or name, misspelt.
  std::string error;
  CHECK_FALSE(find_building(r, "harbr", error));
  CHECK(error == "no building 'harbr' (did you mean 'harbor'?)");
  CHECK_FALSE(find_building(r, "smal markt", error));
  CHECK(error == "no building 'smal markt' (did you mean 'small market'?)");
}

TEST_CASE("terminal: typo help in a game, for an action and for info", "[tools][terminal]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "greedy", "greedy"};
  cfg.seed = 3;
  std::istringstream in("role setler\ninfo harbr\nbuidl\nquit\n");
  std::ostringstream out;
  CHECK(run_play(test::base_session(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  CHECK(text.find("no role 'setler' (did you mean 'settler'?)") != std::string::npos);
  CHECK(text.find("no building 'harbr' (did you mean 'harbor'?)") != std::string::npos);
  CHECK(text.find("unknown command 'buidl' (did you mean 'build'?)") != std::string::npos);
}

TEST_CASE("terminal: the whole board again at each turn, not only the seat's island",
          "[tools][terminal]") {
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seats = {"human", "greedy", "greedy"};
  cfg.seed = 3;
  // Seat 1 takes the builder and builds next: the buildings for sale are on screen then.
  std::istringstream in("role builder\nquit\n");
  std::ostringstream out;
  CHECK(run_play(test::base_session(), cfg, in, out) == kExitOk);
  const std::string text = out.str();
  const auto taken = text.find("  Seat 1 takes the Builder");
  REQUIRE(taken != std::string::npos);
  const std::string after = text.substr(taken);
  const auto for_sale = after.find("For sale");
  REQUIRE(for_sale != std::string::npos);
  CHECK(for_sale < after.find(") build "));
  // The key to the board's marks comes once, under the first board.
  CHECK(text.find("Key: circles") == text.rfind("Key: circles"));
}
