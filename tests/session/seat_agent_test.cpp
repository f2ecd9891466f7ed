// Session::seat_agent (issue #48): a bot takes a person's seat mid-game (its person left).
// Nothing already played changes: the log, the State and the seed stay, the save names the
// bot and resumes to the same game, and the bot's moves from then on are the same as those
// of a game whose seat was that bot's from the start, at the same position (a bot decides
// from the seed and the decision's index).
#include <catch2/catch.hpp>

#include "session/session.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace {

using gov::session::Session;

std::unique_ptr<Session> make(const std::vector<std::string>& seats) {
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 77;
  c.seats = seats;
  std::string error;
  auto s = Session::create(gov::test::rules_for("base"), gov::test::hooks_for("base"), c,
                           gov::tools::make_agent, &error);
  INFO(error);
  REQUIRE(s);
  return s;
}

}  // namespace

TEST_CASE("seat_agent: a bot takes a person's seat, the game played so far unchanged",
          "[session][seat-agent]") {
  auto s = make({"human", "human", "human"});
  gov::Rng pick = gov::Rng::seeded(5);
  for (int i = 0; i < 40 && !s->over(); ++i) {
    const auto& legal = s->legal();
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  REQUIRE_FALSE(s->over());
  const gov::State before = s->state();
  const auto history = s->history().size();
  const auto version = s->version();
  std::string error;
  // Refused: out of range, "human", an unknown kind; nothing changes.
  CHECK_FALSE(s->seat_agent(3, "greedy", gov::tools::make_agent, &error));
  CHECK_FALSE(s->seat_agent(1, "human", gov::tools::make_agent, &error));
  CHECK_FALSE(s->seat_agent(1, "no-such-bot", gov::tools::make_agent, &error));
  CHECK(error.find("no-such-bot") != std::string::npos);
  CHECK(s->is_human(1));
  CHECK(s->version() == version);

  REQUIRE(s->seat_agent(1, "greedy", gov::tools::make_agent, &error));
  CHECK(s->version() == version + 1);
  CHECK_FALSE(s->is_human(1));
  CHECK(s->config().seats == std::vector<std::string>{"human", "greedy", "human"});
  CHECK(s->state() == before);
  CHECK(s->history().size() == history);
  for (const auto& d : s->history())
    if (d.seat == 1) CHECK_FALSE(d.by_human);
  // A bot's seat already.
  CHECK_FALSE(s->seat_agent(1, "random", gov::tools::make_agent, &error));
  CHECK(error.find("greedy") != std::string::npos);

  // The save names the bot and resumes to the same game, the same history as it counts it.
  const auto record = s->record();
  CHECK(record.seats[1] == "greedy");
  auto back = Session::resume(gov::test::rules_for("base"), gov::test::hooks_for("base"), record,
                              gov::tools::make_agent, "", &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->state() == s->state());
  REQUIRE(back->history().size() == s->history().size());
  for (std::size_t i = 0; i < s->history().size(); ++i)
    CHECK(back->history()[i].by_human == s->history()[i].by_human);
  // The resumed game's seat 1 is greedy from its first replayed action: played on with the
  // same choices for the people, both bots decide alike (same seed, same actions).
  gov::Rng pa = gov::Rng::seeded(9), pb = gov::Rng::seeded(9);
  int bot_moves = 0;
  for (int i = 0; i < 60 && !s->over(); ++i) {
    const auto n = s->history().size();
    REQUIRE_FALSE(s->run_agents());
    REQUIRE_FALSE(back->run_agents());
    for (auto k = n; k < s->history().size(); ++k) bot_moves += s->history()[k].seat == 1;
    REQUIRE(back->state() == s->state());
    if (s->over()) break;
    REQUIRE_FALSE(s->play(s->legal()[pa.below(static_cast<std::uint32_t>(s->legal().size()))]));
    REQUIRE_FALSE(
        back->play(back->legal()[pb.below(static_cast<std::uint32_t>(back->legal().size()))]));
  }
  CHECK(bot_moves > 0);
  CHECK(back->state() == s->state());
}
