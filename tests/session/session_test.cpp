// The session layer: labelled actions with previews, the undo policy, redo, whole
// decisions, the per-seat view.
#include <catch2/catch.hpp>

#include <algorithm>

#include "session/event_text.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"
#include "support/open_session.hpp"
#include "tools/session_agents.hpp"

namespace {

using gov::session::Session;
using gov::session::SessionConfig;

std::unique_ptr<Session> make(std::vector<std::string> seats, std::uint64_t seed = 5,
                              const std::string& packs = "base") {
  return gov::test::open_session(std::move(seats), seed, packs);
}

const gov::session::ActionInfo& info_for(const std::vector<gov::session::ActionInfo>& infos,
                                         const std::string& text) {
  const auto it =
      std::find_if(infos.begin(), infos.end(), [&](const auto& i) { return i.text == text; });
  REQUIRE(it != infos.end());
  return *it;
}

// Plays `from`'s decisions on `to`, action by action (as a resume does).
void replay(Session& to, const Session& from) {
  for (const auto& d : from.history()) {
    std::string why;
    const auto a = to.engine().parse(to.state(), d.text, &why);
    INFO(d.text << ": " << why);
    REQUIRE(a);
    REQUIRE_FALSE(to.play(*a));
  }
}

}  // namespace

TEST_CASE("previews: a build's price after the privilege", "[session][describe]") {
  gov::test::Game g(4);
  g.set_coins(0, 6);
  g.act("role builder");
  const auto infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  // large_market costs 5, the builder's privilege takes 1 off.
  const auto& i = info_for(infos, "build large_market");
  CHECK(i.label == "Build Large Market");
  CHECK(i.preview.find("pays 4 coins") != std::string::npos);
  // Previewing changed nothing.
  CHECK(g.s.seat(0).coins == 6);
}

TEST_CASE("previews: a sale with the privilege and a market", "[session][describe]") {
  gov::test::Game g(4);
  g.give_building(0, "small_market", 1);
  g.give_goods(0, "indigo", 1);
  g.act("role trader");
  const auto infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  const auto& i = info_for(infos, "sell indigo");
  CHECK(i.preview.find("sells Indigo for 2 coins (1 of them the privilege)") != std::string::npos);
  CHECK(i.preview.find("gains 1 coin (Small Market)") != std::string::npos);
}

TEST_CASE("previews never show a tile drawn", "[session][describe]") {
  // Random decisions of a whole game: no preview ever mentions a draw.
  auto s = make({"human", "human", "human"}, 11);
  gov::Rng pick = gov::Rng::seeded(3);
  for (int step = 0; step < 120 && !s->over(); ++step) {
    for (const auto& i : s->describe_legal()) {
      CHECK(i.preview.find("drawn") == std::string::npos);
      for (const auto& e : i.effects) CHECK(e.kind != gov::EventKind::TileDrawn);
    }
    const auto& legal = s->legal();
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
}

TEST_CASE("undo goes back to the person's previous decision, bots' moves included",
          "[session][undo]") {
  auto s = make({"human", "random", "random"});
  REQUIRE_FALSE(s->run_agents());
  const gov::State before = s->state();
  const auto version = s->version();
  // A role whose phase draws nothing at once; seat 1 builds nothing, then the bots play.
  REQUIRE_FALSE(s->play_text("role builder"));
  REQUIRE_FALSE(s->play_text("pass"));
  const gov::State after = s->state();
  REQUIRE_FALSE(s->run_agents());
  const bool bots_moved = !(s->state() == after);
  std::string why;
  if (!s->can_undo(0, &why)) {
    // The bots' moves drew a tile: the policy refuses, with the reason.
    CHECK(why.find("revealed") != std::string::npos);
    return;
  }
  const gov::State latest = s->state();
  REQUIRE_FALSE(s->undo(0));  // the pass, and the bots' moves after it
  REQUIRE_FALSE(s->undo(0));  // the role
  CHECK(s->state() == before);
  CHECK(s->version() > version);
  CHECK(s->current_seat() == 0);
  REQUIRE(s->can_redo(0));
  REQUIRE_FALSE(s->redo(0));
  REQUIRE_FALSE(s->redo(0));
  CHECK(s->state() == latest);  // the bots' moves came back too
  if (bots_moved) CHECK(s->history().back().seat != 0);
}

TEST_CASE("undo is exact and repeatable; a new decision clears redo", "[session][undo]") {
  auto s = make({"human", "human", "human"}, 7);
  REQUIRE_FALSE(s->play_text("role builder"));  // seat 1 picks
  const gov::State after_role = s->state();
  REQUIRE_FALSE(s->play_text("pass"));  // seat 1 builds nothing
  REQUIRE_FALSE(s->undo(0));
  CHECK(s->state() == after_role);
  REQUIRE_FALSE(s->undo(0));
  CHECK(s->history().empty());
  REQUIRE_FALSE(s->redo(0));
  CHECK(s->state() == after_role);
  REQUIRE_FALSE(s->play_text("pass"));
  CHECK_FALSE(s->can_redo(0));
}

TEST_CASE("undo is refused once another person played or a tile was drawn", "[session][undo]") {
  auto s = make({"human", "human", "human"}, 7);
  REQUIRE_FALSE(s->play_text("role builder"));
  REQUIRE_FALSE(s->play_text("pass"));  // seat 1
  REQUIRE(s->current_seat() == 1);
  REQUIRE_FALSE(s->play_text("pass"));  // seat 2
  std::string why;
  CHECK_FALSE(s->can_undo(0, &why));
  CHECK(why.find("seat 2 has played since") != std::string::npos);
  CHECK(s->can_undo(1));

  // The settler's phase ends with a new display drawn: nobody takes that back.
  auto t = make({"human", "human", "human"}, 7);
  REQUIRE_FALSE(t->play_text("role settler"));
  for (int i = 0; i < 3; ++i) REQUIRE_FALSE(t->play_text("pass"));
  REQUIRE(t->history().back().revealed);
  CHECK_FALSE(t->can_undo(t->history().back().seat, &why));
  CHECK(why.find("revealed new information") != std::string::npos);
}

TEST_CASE("a finished game stays finished: no undo, no redo (#47)", "[session][undo]") {
  // A person's last payment is not taken back after the final table showed every seat's
  // cards and last builds: on main, undo reopened the game at it.
  for (const std::string packs : {"base", "san-juan"}) {
    INFO(packs);
    auto s = make({"human", "random"}, 11, packs);
    std::size_t pick = 0;
    for (int step = 0; step < 5000 && !s->over(); ++step) {
      if (!s->human_to_move()) {
        REQUIRE_FALSE(s->run_agents());
        continue;
      }
      REQUIRE_FALSE(s->legal().empty());
      const gov::Action a = s->legal()[pick++ * 7 % s->legal().size()];
      REQUIRE_FALSE(s->play(a));
    }
    REQUIRE(s->over());
    std::string why;
    CHECK_FALSE(s->can_undo(0, &why));
    CHECK(why == "the game is over");
    const auto before = s->state();
    CHECK(s->undo(0) == std::optional<std::string>("cannot undo: the game is over"));
    CHECK_FALSE(s->can_redo(0));
    CHECK(s->redo(0) == std::optional<std::string>("cannot redo: the game is over"));
    CHECK(s->state() == before);
    const auto v = s->view(0);
    CHECK(v["undo"]["possible"] == false);
    CHECK(v["undo"]["why_not"] == "the game is over");
    CHECK(v["redo"] == false);
  }
}

TEST_CASE("a whole worker arrangement in one line, in any order", "[session][whole]") {
  // Plays random games until a person has several workers to place, then places them in
  // one line (targets reversed) and compares with the canonical one-at-a-time play.
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    auto s = make({"human", "human", "human"}, seed);
    gov::Rng pick = gov::Rng::seeded(seed);
    for (int step = 0; step < 400 && !s->over(); ++step) {
      const auto& legal = s->legal();
      const bool placing = legal.size() > 1 && legal.front().type == gov::ActionType::Place;
      if (placing) {
        // The canonical play: always the first listed placement.
        auto canon = make({"human", "human", "human"}, seed);
        replay(*canon, *s);
        const int seat = canon->current_seat();
        std::vector<std::string> targets;
        while (!canon->over() && canon->current_seat() == seat &&
               canon->legal().front().type == gov::ActionType::Place) {
          const auto text = canon->engine().to_text(canon->state(), canon->legal().front());
          targets.push_back(text.substr(text.rfind(' ') + 1));
          REQUIRE_FALSE(canon->play(canon->legal().front()));
        }
        if (targets.size() < 2) break;
        std::reverse(targets.begin(), targets.end());
        std::string line = "place";
        for (const auto& t : targets) line += " " + t;
        INFO(line);
        REQUIRE_FALSE(s->play_text(line));
        CHECK(s->state() == canon->state());
        // The same history: logs are unchanged by whole decisions.
        REQUIRE(s->history().size() == canon->history().size());
        for (std::size_t i = 0; i < s->history().size(); ++i)
          CHECK(s->history()[i].text == canon->history()[i].text);
        SUCCEED("placed a whole arrangement");
        return;
      }
      REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  FAIL("no game reached a placement of several workers");
}

TEST_CASE("whole decisions are all or nothing", "[session][whole]") {
  auto s = make({"human", "human", "human"}, 7);
  const gov::State before = s->state();
  CHECK(s->play_text("place nowhere"));
  CHECK(s->state() == before);
  CHECK(s->history().empty());
}

TEST_CASE("view: version, hidden stack, actions for the seat that decides", "[session][view]") {
  auto s = make({"human", "human", "human"}, 7);
  auto v0 = s->view(0);
  CHECK(v0["version"] == 0);
  CHECK(v0["board"]["stack"].is_number());
  CHECK(v0["actions"].size() == s->legal().size());
  CHECK(s->view(1)["actions"].empty());
  for (const auto& row : v0["scores"]) CHECK_FALSE(row.contains("winner"));
  REQUIRE_FALSE(s->play_text("role builder"));
  auto v1 = s->view(1);
  CHECK(v1["version"] == 1);
  CHECK(v1["since_your_last_decision"].size() == 1);
  CHECK(v1["since_your_last_decision"][0]["action"] == "role builder");
}

TEST_CASE("placements one at a time in any order are never refused", "[session][whole]") {
  // As above, but each target on its own line, last target first: a target the canonical
  // order cannot make yet is planned, one it has passed is made again in order.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 60 && checked < 3; ++seed) {
    auto s = make({"human", "human", "human"}, seed);
    gov::Rng pick = gov::Rng::seeded(seed);
    for (int step = 0; step < 400 && !s->over(); ++step) {
      const auto& legal = s->legal();
      if (legal.size() > 1 && legal.front().type == gov::ActionType::Place) {
        auto canon = make({"human", "human", "human"}, seed);
        replay(*canon, *s);
        const int seat = canon->current_seat();
        std::vector<std::string> targets;
        while (!canon->over() && canon->current_seat() == seat &&
               canon->legal().front().type == gov::ActionType::Place) {
          const auto text = canon->engine().to_text(canon->state(), canon->legal().front());
          targets.push_back(text.substr(text.rfind(' ') + 1));
          REQUIRE_FALSE(canon->play(canon->legal().front()));
        }
        if (targets.size() < 2) break;
        for (auto it = targets.rbegin(); it != targets.rend(); ++it) {
          INFO("place " << *it);
          REQUIRE_FALSE(s->play_text("place " + *it));
        }
        CHECK(s->planned().empty());
        CHECK(s->state() == canon->state());
        ++checked;
        break;
      }
      REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  CHECK(checked == 3);
}

namespace {
bool at_storage_choice(const Session& s) {
  const auto& legal = s.legal();
  const auto type = legal.front().type;
  return legal.size() > 1 && (type == gov::ActionType::Store || type == gov::ActionType::Keep);
}

// A three-person game of `seed` played at random up to its first storage choice of several
// options; nullptr when it ends (or runs 600 decisions) first.
std::unique_ptr<Session> up_to_storage_choice(std::uint64_t seed) {
  auto s = make({"human", "human", "human"}, seed);
  gov::Rng pick = gov::Rng::seeded(seed);
  for (int step = 0; step < 600 && !s->over(); ++step) {
    if (at_storage_choice(*s)) return s;
    const auto& legal = s->legal();
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  return nullptr;
}
}  // namespace

TEST_CASE("a whole storage choice in one line", "[session][whole]") {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    auto s = up_to_storage_choice(seed);
    if (!s) continue;
    auto canon = make({"human", "human", "human"}, seed);
    replay(*canon, *s);
    const int seat = canon->current_seat();
    std::vector<std::string> texts;
    while (!canon->over() && canon->current_seat() == seat &&
           (canon->legal().front().type == gov::ActionType::Store ||
            canon->legal().front().type == gov::ActionType::Keep)) {
      // The last choice listed: not always the canonical first one.
      texts.push_back(canon->engine().to_text(canon->state(), canon->legal().back()));
      REQUIRE_FALSE(canon->play(canon->legal().back()));
    }
    if (texts.size() < 2) continue;
    // One line, keeps before stores: "keep corn store indigo".
    std::stable_sort(texts.begin(), texts.end(), [](const auto& a, const auto& b) {
      return a.rfind("keep", 0) == 0 && b.rfind("store", 0) == 0;
    });
    std::string line;
    for (const auto& t : texts) line += (line.empty() ? "" : " ") + t;
    INFO(line);
    REQUIRE_FALSE(s->play_text(line));
    CHECK(s->state() == canon->state());
    return;
  }
  FAIL("no game reached a storage choice of several steps");
}

TEST_CASE("a storage line asking more than the seat may keep is refused", "[session][whole]") {
  // Before, the words left over when the storage ended were dropped without a word.
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    auto s = up_to_storage_choice(seed);
    if (!s) continue;
    const auto& st = s->state().seat(s->current_seat());
    std::string line = s->engine().to_text(s->state(), s->legal().front());
    const auto& goods = s->rules().goods;
    for (std::size_t g = 0; g < goods.size(); ++g)
      if (st.goods[g] > 0) {
        for (int k = 0; k <= st.goods[g]; ++k) line += " keep " + goods[g].id;
        break;
      }
    INFO(line);
    const gov::State before = s->state();
    const auto decided = s->history().size();
    const auto err = s->play_text(line);
    REQUIRE(err);
    CHECK(s->state() == before);
    CHECK(s->history().size() == decided);
    return;
  }
  FAIL("no game reached a storage choice");
}

TEST_CASE("a decision made for an older version is refused", "[session][view]") {
  auto s = make({"human", "human", "human"}, 7);
  const auto v = s->version();
  REQUIRE_FALSE(s->play_text_at(v, "role builder"));
  const gov::State after = s->state();
  const auto stale = s->play_text_at(v, "pass");
  REQUIRE(stale);
  CHECK(*stale == Session::kStaleVersion);
  CHECK(s->state() == after);
  CHECK_FALSE(s->play_text_at(s->version(), "pass"));
}
