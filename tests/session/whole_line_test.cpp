// Whole-line decisions that settle a seat's turn: a `place` line that fills every free
// circle (or places every worker) and a storage line naming a complete choice are made at
// once, for every mix of worker kinds, and never left "planned" with nothing left to name.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "session/session.hpp"
#include "session/whole_outcomes.hpp"
#include "support/fixture.hpp"
#include "support/mayor_position.hpp"
#include "support/seat_placements.hpp"
#include "tools/session_agents.hpp"

namespace {

using gov::session::Session;
using gov::session::SessionConfig;

const std::string kPacks = "base,nobles";
using gov::test::kCircles;
using gov::test::mayor_position;

std::unique_ptr<Session> session_at(const gov::State& start) {
  SessionConfig c;
  c.players = start.num_players;
  c.seed = 11;
  c.seats = std::vector<std::string>(static_cast<std::size_t>(start.num_players), "human");
  c.start = start;
  std::string error;
  auto s = Session::create(gov::test::rules_for(kPacks), gov::test::hooks_for(kPacks), c,
                           gov::tools::make_agent, &error);
  INFO(error);
  REQUIRE(s);
  return s;
}

using gov::test::placed;
using gov::test::placing;

}  // namespace

TEST_CASE("a place line naming every circle is made, workers left over wait", "[session][whole]") {
  // Every mix of kinds with more, as many or fewer workers than circles; nobles first or
  // last in the line, targets in a shuffled order. The first case is the one reported:
  // 12 colonists and a noble on 12 circles (here 8 circles, 8 colonists and a noble).
  const int circles = static_cast<int>(kCircles.size());
  struct Mix {
    int colonists, nobles;
  };
  const std::vector<Mix> mixes = {{8, 1}, {9, 0}, {0, 9}, {6, 3},  {4, 4},  {7, 1}, {1, 7},
                                  {3, 2}, {5, 0}, {0, 3}, {12, 2}, {2, 12}, {9, 9}, {1, 1}};
  int decided = 0;
  for (const auto& mix : mixes)
    for (int order = 0; order < 4; ++order) {
      INFO(fmt::format("{} colonists, {} nobles, order {}", mix.colonists, mix.nobles, order));
      auto s = session_at(mayor_position(mix.colonists, mix.nobles));
      REQUIRE_FALSE(s->play_text("role mayor"));
      REQUIRE_FALSE(s->play_text("pass"));  // the privilege
      const int workers = mix.colonists + mix.nobles;
      const int to_place = std::min(workers, circles);
      if (!placing(*s)) {
        // One kind only and no more circles than workers: the engine filled them itself.
        CHECK((mix.nobles == 0 || mix.colonists == 0));
        int on_board = 0;
        for (const auto& [where, n] : placed(*s)) on_board += n;
        CHECK(on_board == to_place);
        continue;
      }
      // Which kind goes on each circle: as many nobles as fit (orders 0 to 2) or as
      // many colonists (order 3), the other kind on the circles left; nobles on the first
      // circles (order 0) or the last; order 2 names the circles back to front.
      std::vector<std::string> circle_of = kCircles;
      if (order == 2) std::reverse(circle_of.begin(), circle_of.end());
      const int nobles_used = order == 3 ? to_place - std::min(mix.colonists, to_place)
                                         : std::min(mix.nobles, to_place);
      std::vector<std::string> kinds(static_cast<std::size_t>(to_place), "colonist");
      for (int i = 0; i < nobles_used; ++i)
        kinds[static_cast<std::size_t>(order == 1 ? to_place - 1 - i : i)] = "noble";
      std::string line = "place";
      std::map<std::string, int> want;
      for (int i = 0; i < to_place; ++i) {
        line += fmt::format(" {} {}", kinds[i], circle_of[i]);
        ++want[kinds[i] + "@" + circle_of[i]];
      }
      INFO(line);
      const auto err = s->play_text(line);
      CHECK_FALSE(err);
      if (err) INFO(*err);
      CHECK(s->planned().empty());
      CHECK_FALSE(placing(*s));  // the seat's turn is over: nothing left to name
      CHECK(placed(*s) == want);
      const auto& st = s->state().seat(0);
      int waiting = 0;
      for (auto n : st.san_juan) waiting += n;
      CHECK(waiting == workers - to_place);
      ++decided;
    }
  CHECK(decided >= 30);
}

TEST_CASE("place lines one target at a time end with the last circle", "[session][whole]") {
  // The reported trap, typed target by target: the line that fills the last circle makes
  // the whole arrangement even though a worker is left over.
  auto s = session_at(mayor_position(8, 1));
  REQUIRE_FALSE(s->play_text("role mayor"));
  REQUIRE_FALSE(s->play_text("pass"));
  REQUIRE(placing(*s));
  REQUIRE_FALSE(s->play_text("place noble indigo_plant"));
  // The colonists' circles one by one, until the arrangement is made: once the five
  // single circles are named, the two colonists left for the indigo plant can go one way
  // only (the engine's), so the fifth line ends the turn.
  std::size_t lines = 0;
  for (std::size_t i = 0; i + 1 < kCircles.size() && placing(*s); ++i, ++lines) {
    INFO(kCircles[i]);
    const auto err = s->play_text("place colonist " + kCircles[i]);
    INFO((err ? *err : std::string("made")));
    REQUIRE_FALSE(err);
  }
  CHECK(lines == 5);
  CHECK(s->planned().empty());
  CHECK_FALSE(placing(*s));
  CHECK(placed(*s)["noble@indigo_plant"] == 1);
  CHECK(placed(*s)["colonist@indigo_plant"] == 2);
  CHECK(s->state().seat(0).san_juan[0] == 1);
}

namespace {

// A three-person game of `packs` played at random (seeded) up to its first storage choice
// of several complete choices; nullptr when it ends first.
std::unique_ptr<Session> random_to_storage(std::uint64_t seed, const std::string& packs) {
  SessionConfig c;
  c.players = 3;
  c.seed = seed;
  c.random_draft = true;
  c.seats = {"human", "human", "human"};
  std::string error;
  auto s = Session::create(gov::test::rules_for(packs), gov::test::hooks_for(packs), c,
                           gov::tools::make_agent, &error);
  REQUIRE(s);
  gov::Rng pick = gov::Rng::seeded(seed);
  for (int step = 0; step < 1500 && !s->over(); ++step) {
    const auto& legal = s->legal();
    const auto type = legal.front().type;
    if ((type == gov::ActionType::Store || type == gov::ActionType::Keep) &&
        gov::session::storage_choices(s->engine(), s->state()).size() > 1)
      return s;
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  return nullptr;
}

}  // namespace

TEST_CASE("a storage line naming a complete choice is made at once", "[session][whole]") {
  // Every complete choice the engine lists, written as one line (stores, then single
  // barrels), settles the seat's storage with exactly what the choice keeps.
  int positions = 0, lines = 0;
  for (const std::string packs : {"base", "base,new-buildings,nobles"})
    for (std::uint64_t seed = 1; seed < 400 && positions < 24; ++seed) {
      const auto probe = random_to_storage(seed, packs);
      if (!probe) continue;
      const auto choices = gov::session::storage_choices(probe->engine(), probe->state());
      const int seat = probe->current_seat();
      ++positions;
      for (const auto& choice : choices) {
        auto s = random_to_storage(seed, packs);
        REQUIRE(s);
        std::string line;
        if (!choice.store.empty()) line = fmt::format("store {}", fmt::join(choice.store, " "));
        if (!choice.keep.empty()) {
          line += line.empty() ? "keep" : " keep";
          for (const auto& [good, n] : choice.keep)
            for (int i = 0; i < n; ++i) line += " " + good;
        }
        if (line.empty()) continue;  // keeps nothing: no line names it
        INFO(packs << " seed " << seed << ": " << line);
        const auto err = s->play_text(line);
        CHECK_FALSE(err);
        const bool still_storing = !s->over() && s->current_seat() == seat &&
                                   (s->legal().front().type == gov::ActionType::Store ||
                                    s->legal().front().type == gov::ActionType::Keep);
        CHECK_FALSE(still_storing);
        const auto& goods = s->rules().goods;
        std::map<std::string, int> kept;
        for (std::size_t g = 0; g < goods.size(); ++g)
          if (s->state().seat(seat).goods[g] > 0)
            kept[goods[g].id] = s->state().seat(seat).goods[g];
        std::map<std::string, int> want;
        for (const auto& [good, n] : choice.kept)
          if (n > 0) want[good] = n;
        CHECK(kept == want);
        ++lines;
      }
    }
  CHECK(positions >= 10);
  CHECK(lines >= 30);
}
