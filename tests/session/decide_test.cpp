// Session::decide, the one entry for a person's decision (session/decide.hpp): each
// outcome kind, what it tells (the version, the seat to move, the legal texts), and that a
// refusal changes nothing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "core/safe_text.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"
#include "support/mayor_position.hpp"
#include "support/open_session.hpp"
#include "support/seat_placements.hpp"
#include "tools/session_agents.hpp"

namespace {

using gov::session::DecideOutcome;
using gov::session::Session;
using gov::session::SessionConfig;
using K = DecideOutcome::Kind;

std::unique_ptr<Session> make(std::vector<std::string> seats, std::uint64_t seed = 7,
                              const std::string& packs = "base",
                              std::optional<gov::State> start = std::nullopt) {
  return gov::test::open_session(std::move(seats), seed, packs, std::move(start));
}

std::string kind(const DecideOutcome& o) {
  return std::string(gov::session::decide_kind_name(o.kind));
}

// The game did not move: same State, same decisions, same version.
struct Unchanged {
  explicit Unchanged(const Session& s)
      : s_(s), state_(s.state()), decisions_(s.history().size()), version_(s.version()) {}
  void check() const {
    CHECK(s_.state() == state_);
    CHECK(s_.history().size() == decisions_);
    CHECK(s_.version() == version_);
  }
  const Session& s_;
  gov::State state_;
  std::size_t decisions_;
  std::uint64_t version_;
};

using gov::test::placed;
using gov::test::placing;

// A 3-player base+nobles game at seat 0's placements (support/mayor_position.hpp).
std::unique_ptr<Session> at_placements(int colonists, int nobles) {
  auto s = make({"human", "human", "human"}, 11, "base,nobles",
                gov::test::mayor_position(colonists, nobles));
  REQUIRE(s->decide(0, "role mayor").kind == K::applied);
  REQUIRE(s->decide(0, "pass").kind == K::applied);  // the privilege
  REQUIRE(placing(*s));
  return s;
}

}  // namespace

TEST_CASE("decide: a listed action's text is applied", "[session][decide]") {
  auto s = make({"human", "human", "human"});
  const auto v = s->version();
  const auto out = s->decide(v, 0, "role builder");
  CHECK(kind(out) == "applied");
  CHECK(out.made());
  CHECK(out.reason.empty());
  CHECK(out.version == s->version());
  CHECK(s->version() > v);
  REQUIRE(s->history().size() == 1);
  CHECK(s->history()[0].text == "role builder");
  CHECK(s->history()[0].by_human);
  CHECK(out.to_move == static_cast<int>(s->current_seat()));
  // Spaces and case aside, as the engine reads canonical texts.
  auto t = make({"human", "human", "human"});
  CHECK(t->decide(t->version(), 0, "  ROLE   Builder ").kind == K::applied);
  CHECK(t->state() == s->state());
}

TEST_CASE("decide: the same game as playing the listed actions", "[session][decide]") {
  // Random listed actions by text through decide, and the same actions through play: the
  // two games never differ.
  auto a = make({"human", "human", "human"}, 3);
  auto b = make({"human", "human", "human"}, 3);
  gov::Rng pick = gov::Rng::seeded(3);
  for (int step = 0; step < 300 && !a->over(); ++step) {
    const auto& legal = a->legal();
    const gov::Action chosen = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    const std::string text = a->engine().to_text(a->state(), chosen);
    INFO(step << ": " << text);
    const auto out = a->decide(a->version(), static_cast<int>(a->current_seat()), text);
    INFO(out.reason);
    REQUIRE(out.kind == K::applied);
    REQUIRE_FALSE(b->play(chosen));
    REQUIRE(a->state() == b->state());
  }
  CHECK(a->history().size() == b->history().size());
}

TEST_CASE("decide: a stale version is refused with the current version", "[session][decide]") {
  auto s = make({"human", "human", "human"});
  const auto v = s->version();
  REQUIRE(s->decide(v, 0, "role builder").kind == K::applied);
  const Unchanged before(*s);
  const auto out = s->decide(v, static_cast<int>(s->current_seat()), "pass");
  CHECK(kind(out) == "stale_version");
  CHECK_FALSE(out.made());
  CHECK(out.version == s->version());
  CHECK(out.reason.find(Session::kStaleVersion) == 0);
  CHECK(out.reason.find(std::to_string(s->version())) != std::string::npos);
  before.check();
  // Without a version (the terminal) nothing goes stale.
  CHECK(s->decide(static_cast<int>(s->current_seat()), "pass").kind == K::applied);
}

TEST_CASE("decide: another seat's turn is refused, naming who moves", "[session][decide]") {
  auto s = make({"human", "human", "human"});
  REQUIRE(s->current_seat() == 0);
  const Unchanged before(*s);
  auto out = s->decide(s->version(), 1, "role builder");
  CHECK(kind(out) == "not_your_turn");
  CHECK(out.to_move == 0);
  CHECK(out.reason == "seat 1 is to move, not seat 2");
  before.check();

  // A bot's turn: no person may decide for it, not even with the right seat.
  auto b = make({"random", "human"});
  REQUIRE(b->current_seat() == 0);
  const Unchanged bot_before(*b);
  out = b->decide(b->version(), 0, "role builder");
  CHECK(kind(out) == "not_your_turn");
  CHECK(out.reason == "seat 1 is played by random");
  out = b->decide(b->version(), 1, "role builder");
  CHECK(kind(out) == "not_your_turn");
  CHECK(out.to_move == 0);
  bot_before.check();
}

TEST_CASE("decide: an illegal text is refused with the reason and the legal texts",
          "[session][decide]") {
  auto s = make({"human", "human", "human"});
  const Unchanged before(*s);
  const auto out = s->decide(s->version(), 0, "build the moon");
  CHECK(kind(out) == "illegal");
  CHECK(out.reason.find("'build the moon' is not a legal action now; legal: ") == 0);
  std::vector<std::string> legal;
  for (const auto& a : s->legal()) legal.push_back(s->engine().to_text(s->state(), a));
  CHECK(out.legal == legal);
  CHECK(out.version == s->version());
  before.check();
  // The same words as play_text: a front end changes nothing it showed before.
  CHECK(out.reason == *s->play_text("build the moon"));
  // A whole-decision line refused by the rules: nothing is made either.
  const auto store = s->decide(s->version(), 0, "store moonstone");
  CHECK(kind(store) == "illegal");
  CHECK(store.reason == *s->play_text("store moonstone"));
  CHECK_FALSE(store.legal.empty());
  before.check();
}

TEST_CASE("decide: bad input is refused before the game is looked at", "[session][decide]") {
  auto s = make({"human", "human", "human"});
  const Unchanged before(*s);
  const std::vector<std::string> bad = {"",
                                        "   ",
                                        "\t\n",
                                        std::string(gov::session::kMaxDecisionText + 1, 'x'),
                                        "role\x01"
                                        "builder",
                                        "role builder\x1b[2J",
                                        "role \x7f",
                                        "role \xff\xfe",
                                        "role \xc2\x9b",  // U+009B, a C1 control
                                        std::string("role\0builder", 12)};
  for (const auto& text : bad) {
    INFO(gov::safe_text(text));
    const auto out = s->decide(s->version(), 0, text);
    CHECK(kind(out) == "bad_input");
    CHECK_FALSE(out.reason.empty());
    // Checked first: a stale version or another seat does not hide it.
    CHECK(s->decide(s->version() + 5, 2, text).kind == K::bad_input);
  }
  before.check();
  CHECK(s->decide(s->version(), 0, "").reason == "nothing to play");
  // Printable text of any script is not bad input (it is looked up, and refused by the rules).
  CHECK(s->decide(s->version(), 0, "bâtir le phare").kind == K::illegal);
  // Tabs and line ends separate words as spaces do.
  CHECK(s->decide(s->version(), 0, "role\tbuilder\r\n").kind == K::applied);
}

TEST_CASE("decide: a game that has ended takes no decision", "[session][decide]") {
  auto s = make({"human", "human"}, 4);
  gov::Rng pick = gov::Rng::seeded(4);
  for (int step = 0; step < 20000 && !s->over(); ++step) {
    const auto& legal = s->legal();
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  REQUIRE(s->over());
  const Unchanged before(*s);
  const auto out = s->decide(s->version(), 0, "pass");
  CHECK(kind(out) == "game_over");
  CHECK(out.reason == "the game is over");
  CHECK(out.to_move == -1);
  before.check();
}

TEST_CASE("decide: a place line the canonical order cannot make yet is planned",
          "[session][decide][whole]") {
  // The targets one at a time, as the terminal and the page send them: a line that names
  // a target before the ones the canonical order needs first is kept as planned (nothing
  // made, no new version), and the line that names the rest makes them all. The same
  // lines as tests/session/whole_line_test.cpp's through play_text, with the same ending.
  auto s = at_placements(8, 1);
  const auto v = s->version();
  const auto first = s->decide(v, 0, "place noble indigo_plant");
  INFO(first.reason);
  REQUIRE(first.made());
  std::size_t lines = 0;
  int planned = first.kind == K::planned;
  for (std::size_t i = 0; i + 1 < gov::test::kCircles.size() && placing(*s); ++i, ++lines) {
    // Listed canonical texts among them: with placements planned they go with the plan.
    const auto out = s->decide(s->version(), 0, "place colonist " + gov::test::kCircles[i]);
    INFO(gov::test::kCircles[i] << ": " << out.reason);
    REQUIRE(out.made());
    planned += out.kind == K::planned;
    if (out.kind == K::planned) CHECK_FALSE(s->planned().empty());
  }
  CHECK(planned > 0);
  CHECK(lines == 5);
  CHECK(s->planned().empty());
  CHECK_FALSE(placing(*s));
  CHECK(placed(*s)["noble@indigo_plant"] == 1);
  CHECK(placed(*s)["colonist@indigo_plant"] == 2);
}

TEST_CASE("decide: a planned outcome tells no new version and makes nothing",
          "[session][decide][whole]") {
  // Some single target of seat 0's board is planned rather than made (the engine would
  // place the rest in its own order); which one depends on the canonical order, so each
  // is tried on a fresh game.
  int planned = 0;
  for (const auto& target : gov::test::kCircles) {
    auto s = at_placements(3, 0);
    const Unchanged before(*s);
    const auto out = s->decide(s->version(), 0, "place " + target);
    INFO(target << ": " << kind(out) << " " << out.reason);
    REQUIRE(out.made());
    if (out.kind != K::planned) continue;
    ++planned;
    CHECK(out.version == s->version());
    CHECK(s->planned() == std::vector<std::string>{"place colonist " + target});
    before.check();
    // A listed placement now goes with the plan: the planned one is not dropped.
    const std::string listed = s->engine().to_text(s->state(), s->legal().front());
    const auto next = s->decide(s->version(), 0, listed);
    INFO(listed << ": " << kind(next) << " " << next.reason);
    REQUIRE(next.made());
    const bool kept =
        std::count(s->planned().begin(), s->planned().end(), "place colonist " + target) > 0;
    CHECK((kept || placed(*s)["colonist@" + target] > 0));
  }
  CHECK(planned > 0);
}
