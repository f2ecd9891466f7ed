// Save and resume: the save is the log (session/save_file.hpp); it round-trips, resumes
// to the same State, refuses other packs, and is never torn by a kill during a save.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "session/save_file.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace {

using gov::session::Session;

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          (name + "-" + std::to_string(::getpid()) + ".json"))
      .string();
}

}  // namespace

TEST_CASE("save after every decision, resume to the same game", "[session][save]") {
  const std::string path = temp_path("governor-save");
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 21;
  c.seats = {"human", "random", "greedy"};
  c.save_path = path;
  std::string error;
  const auto& rules = gov::test::rules_for("base");
  auto s = Session::create(rules, gov::test::hooks_for("base"), c, gov::tools::make_agent, &error);
  REQUIRE(s);
  gov::Rng pick = gov::Rng::seeded(1);
  for (int i = 0; i < 60 && !s->over(); ++i) {
    REQUIRE_FALSE(s->run_agents());
    if (s->over()) break;
    const auto& legal = s->legal();
    REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
    REQUIRE(s->save_error().empty());
    // The file on disk is the game as it stands, after every decision.
    const auto record = gov::session::load_record(path, error);
    REQUIRE(record);
    REQUIRE(record->actions.size() == s->history().size());
  }
  const auto record = gov::session::load_record(path, error);
  REQUIRE(record);
  CHECK(record->seats == c.seats);
  CHECK(record->engine == gov::engine_version());
  auto back = Session::resume(rules, gov::test::hooks_for("base"), *record, gov::tools::make_agent,
                              path, &error);
  INFO(error);
  REQUIRE(back);
  CHECK(back->state() == s->state());
  CHECK(back->history().size() == s->history().size());
  CHECK(back->config().seats == c.seats);
  // Bots decide the same after a resume (their seed is the decision's).
  REQUIRE_FALSE(s->run_agents());
  REQUIRE_FALSE(back->run_agents());
  CHECK(back->state() == s->state());
  std::remove(path.c_str());
}

TEST_CASE("resume refuses a save of other packs or another engine", "[session][save]") {
  gov::GameLog r;
  r.engine = gov::engine_version();
  r.packs = gov::logged_packs(gov::test::rules_for("base"));
  r.players = 3;
  r.seed = 1;
  r.seats = {"human", "human", "human"};
  const auto& rules = gov::test::rules_for("base");
  CHECK(gov::session::resume_problems(rules, r).empty());
  auto other = r;
  other.packs[0].content_hash = "0000";
  CHECK(gov::session::resume_problems(rules, other).size() == 1);
  other = r;
  other.engine = "0.0.0-elsewhere";
  CHECK(gov::session::resume_problems(rules, other).size() == 1);
  std::string error;
  CHECK_FALSE(Session::resume(rules, gov::test::hooks_for("base"), other, gov::tools::make_agent,
                              "", &error));
  CHECK(error.find("engine") != std::string::npos);
  // An action that no longer applies is named.
  other = r;
  other.actions = {"role settler", "build nothing"};
  CHECK_FALSE(Session::resume(rules, gov::test::hooks_for("base"), other, gov::tools::make_agent,
                              "", &error));
  CHECK(error.find("action 2") != std::string::npos);
}

TEST_CASE("the save round-trips through JSON", "[session][save]") {
  gov::GameLog r;
  r.engine = "1.2.3";
  r.packs = {{"base", "1.0.0", "abc"}};
  r.players = 4;
  r.seed = 99;
  r.random_draft = true;
  r.seats = {"human", "greedy", "mcts:500", "random"};
  r.actions = {"role settler", "settle corn"};
  r.round = 1;
  r.state_hash = "0123456789abcdef";
  const auto back = gov::log_from_json(gov::log_to_json(r));
  CHECK(back.engine == r.engine);
  CHECK(back.seats == r.seats);
  CHECK(back.actions == r.actions);
  CHECK(back.random_draft);
  CHECK(back.state_hash == r.state_hash);
  CHECK_THROWS(gov::log_from_json(nlohmann::json::object()));
}

TEST_CASE("a process killed while saving leaves a whole save", "[session][save]") {
  const std::string path = temp_path("governor-kill");
  // Saves of growing size, written as fast as possible by a child that is killed at a
  // random moment: the file is always one of them, whole.
  auto text_of = [](int i) {
    gov::GameLog r;
    r.players = 2;
    r.seed = static_cast<std::uint64_t>(i);
    for (int k = 0; k < 200 + i; ++k) r.actions.push_back("role settler " + std::to_string(k));
    return gov::log_to_json(r).dump(1);
  };
  REQUIRE_FALSE(gov::session::write_atomically(path, text_of(0)));
  for (int round = 0; round < 12; ++round) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      for (int i = 1;; ++i) gov::session::write_atomically(path, text_of(i % 50));
    }
    ::usleep(static_cast<useconds_t>(2000 + 1500 * round));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    std::string error;
    const auto record = gov::session::load_record(path, error);
    INFO(error);
    REQUIRE(record);
    CHECK(record->actions.size() == 200 + record->seed);
  }
  std::remove(path.c_str());
  std::remove((path + ".tmp").c_str());
}
