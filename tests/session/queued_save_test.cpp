// Saves queued on a SaveWriter (session/save_writer.hpp), as the server makes them: settle()
// waits for the save, and a save that fails takes the game back to what the last good save
// holds (an undo's redo stack included), so the game never runs ahead of its file.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>

#include "core/state_json.hpp"
#include "session/save_file.hpp"
#include "session/save_writer.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace {

namespace fs = std::filesystem;
using gov::session::Session;

std::vector<std::string> on_disk(const std::string& path) {
  std::string error;
  const auto r = gov::session::load_record(path, error);
  INFO(error);
  REQUIRE(r);
  return r->actions;
}

}  // namespace

TEST_CASE("queued saves: settle waits; a failed save goes back to the last good one",
          "[session][save]") {
  const fs::path dir =
      fs::temp_directory_path() / ("governor-queued-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string path = (dir / "game.json").string();
  gov::session::SaveWriter writer(false);
  gov::session::SessionConfig c;
  c.players = 2;
  c.seed = 5;
  c.seats = {"human", "random"};
  c.save_path = path;
  std::string error;
  const auto& rules = gov::test::rules_for("base");
  auto s = Session::create(rules, gov::test::hooks_for("base"), c, gov::tools::make_agent, &error);
  REQUIRE(s);
  s->use_writer(&writer);
  auto step = [&] {  // the bots, then the person's first listed action, each settled
    while (s->step_agent(nullptr)) REQUIRE_FALSE(s->settle());
    REQUIRE_FALSE(s->play(s->legal().front()));
    CHECK(s->save_pending());
    REQUIRE_FALSE(s->settle());
    CHECK_FALSE(s->save_pending());
    CHECK(on_disk(path).size() == s->history().size());  // on the disk once settled
  };
  // Up to a decision the person may take back.
  for (int i = 0; i < 40 && !s->can_undo(0); ++i) step();
  REQUIRE(s->can_undo(0));

  const auto hash = gov::state_hash(rules, s->state());
  const auto decisions = s->history().size();
  const auto version = s->version();
  const auto saved = on_disk(path);
  const fs::path tmp = path + ".tmp";
  fs::remove_all(tmp);
  fs::create_directory(tmp);  // the save cannot be written

  // An undo whose save fails: not made.
  REQUIRE_FALSE(s->undo(0));
  const auto undo_failed = s->settle();
  REQUIRE(undo_failed);
  CHECK(undo_failed->find("game.json.tmp") != std::string::npos);
  CHECK(s->save_error() == *undo_failed);
  CHECK(s->history().size() == decisions);
  CHECK(gov::state_hash(rules, s->state()) == hash);
  CHECK(s->version() > version);  // a new version: the failed one may have been seen
  CHECK(s->can_undo(0));
  CHECK_FALSE(s->can_redo(0));
  CHECK(on_disk(path) == saved);

  // An action whose save fails: not made either.
  const auto listed = s->legal().size();
  if (s->human_to_move()) {
    REQUIRE_FALSE(s->play(s->legal().front()));
    REQUIRE(s->settle());
    CHECK(s->history().size() == decisions);
    CHECK(gov::state_hash(rules, s->state()) == hash);
    CHECK(s->legal().size() == listed);
    CHECK(on_disk(path) == saved);
  }

  // The disk writable again: the undo is made and saved, and redone.
  fs::remove_all(tmp);
  REQUIRE_FALSE(s->undo(0));
  REQUIRE_FALSE(s->settle());
  CHECK(s->save_error().empty());
  CHECK(on_disk(path).size() == s->history().size());
  REQUIRE(s->can_redo(0));
  REQUIRE_FALSE(s->redo(0));
  REQUIRE_FALSE(s->settle());
  CHECK(s->history().size() == decisions);
  CHECK(on_disk(path) == saved);
  fs::remove_all(dir);
}
