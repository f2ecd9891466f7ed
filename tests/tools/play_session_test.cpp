// `governor play` driven through its streams: whole games with piped input, undo, redo,
// info, whole decisions, save after every decision and resume.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <sstream>

#include <fmt/format.h>

#include "session/save_file.hpp"
#include "support/mayor_position.hpp"
#include "tools/common_options.hpp"
#include "tools/play.hpp"
#include "tools/text_table.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string temp_save(const char* name) {
  return (std::filesystem::temp_directory_path() /
          (std::string(name) + "-" + std::to_string(::getpid()) + ".json"))
      .string();
}

PlayConfig config(std::vector<std::string> seats, std::uint64_t seed) {
  PlayConfig cfg;
  cfg.players = static_cast<int>(seats.size());
  cfg.seats = std::move(seats);
  cfg.seed = seed;
  return cfg;
}

}  // namespace

TEST_CASE("play: a whole game through piped input, undo and redo on the way", "[tools][play]") {
  const auto& packs = test::base_session();
  PlayConfig cfg = config({"human", "random", "random"}, 4);
  // The first action at every decision; an undo and a redo early on; info and scores.
  std::string input = "info small m\nscores\nhelp\nrole setler\n1\nundo\nredo\nlog 3\n";
  for (int i = 0; i < 3000; ++i) input += "1\n";
  std::istringstream in(input);
  std::ostringstream out;
  CHECK(run_play(packs, cfg, in, out) == kExitOk);
  const std::string text = out.str();
  CHECK(has(text, "Small Market (small_market): cost 1"));
  CHECK(has(text, "Scores so far, round 1"));
  CHECK((has(text, "undone: back to your decision") || has(text, "cannot undo")));
  CHECK(has(text, "no role 'setler' (did you mean 'settler'?)"));
  // The log in sentences, never the command grammar, with the round's line.
  CHECK(has(text, "Round 1 \u2014 Seat 1 is governor.\n  Seat 1 takes the Settler"));
  CHECK_FALSE(has(text, ": role settler"));
  // 80 columns: no line is wider (the board, the log, the actions, the help).
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    // Piped input is not echoed: what follows a prompt starts on the prompt's line.
    while (line.rfind("seat ", 0) == 0 && line.find("> ") == 6) line.erase(0, 8);
    INFO(line);
    CHECK(display_width(line) <= 80);
  }
  CHECK((has(text, "Winner: seat") || has(text, "Shared win:")));
  // Results are shown: production, sales or shipments with their numbers.
  CHECK((has(text, "takes ") || has(text, "sells ") || has(text, "ships ")));
}

TEST_CASE("play: save after every decision, quit, resume where it stopped", "[tools][play]") {
  const auto& packs = test::base_session();
  const std::string path = temp_save("governor-play-save");
  PlayConfig cfg = config({"human", "greedy", "random"}, 9);
  cfg.save_path = path;
  {
    std::istringstream in("1\n1\n1\n1\n1\n1\nquit\n");
    std::ostringstream out;
    CHECK(run_play(packs, cfg, in, out) == kExitOk);
    CHECK(has(out.str(), "saving after every decision to " + path));
  }
  std::string error;
  const auto saved = session::load_record(path, error);
  REQUIRE(saved);
  CHECK(saved->seats == cfg.seats);
  REQUIRE(saved->actions.size() >= 6);
  PlayConfig again;
  again.resume_path = path;
  {
    std::istringstream in("undo\nquit\n");
    std::ostringstream out;
    CHECK(run_play(packs, again, in, out) == kExitOk);
    CHECK(has(out.str(),
              fmt::format("resumed {}: {} decisions replayed", path, saved->actions.size())));
  }
  // The undo after the resume was saved too (or refused with a reason).
  const auto after = session::load_record(path, error);
  REQUIRE(after);
  CHECK(after->actions.size() <= saved->actions.size());
  std::remove(path.c_str());
}

TEST_CASE("play: a resume with other packs is refused", "[tools][play]") {
  const auto& packs = test::base_session();
  const std::string path = temp_save("governor-play-other");
  GameLog r;
  r.engine = engine_version();
  r.packs = {{"base", "9.9.9", "feed"}};
  r.players = 3;
  r.seed = 1;
  r.seats = {"human", "random", "random"};
  REQUIRE_FALSE(session::save_record(path, r));
  PlayConfig cfg;
  cfg.resume_path = path;
  std::istringstream in("");
  std::ostringstream out;
  CHECK(run_play(packs, cfg, in, out) == kExitUsage);
  CHECK(has(out.str(), "content hash differs"));
  std::remove(path.c_str());
}

TEST_CASE("play: a place line naming every circle ends the arrangement, a worker left over",
          "[tools][play][whole]") {
  // The reported trap: more workers than circles, two kinds, every circle named in one
  // line; before, the line was kept as "planned" with nothing left to name.
  static std::unique_ptr<GameRunner> nobles = [] {
    std::ostringstream err;
    auto s = open_game({"base", "nobles"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  PlayConfig cfg = config({"human", "human", "human"}, 11);
  cfg.start = test::mayor_position(8, 1);
  std::string line = "place noble indigo_plant colonist";
  for (std::size_t i = 0; i + 1 < test::kCircles.size(); ++i) line += " " + test::kCircles[i];
  std::istringstream in("role mayor\npass\n" + line + "\nboard\nquit\n");
  std::ostringstream out;
  CHECK(run_play(*nobles, cfg, in, out) == kExitOk);
  const std::string text = out.str();
  INFO(text.substr(text.size() > 4000 ? text.size() - 4000 : 0));
  CHECK_FALSE(has(text, "Planned, made once"));
  CHECK(has(text, "Left to place: 8 colonists and 1 noble. Free circles: indigo 1, corn 1, "));
  CHECK(has(text, "small_market 1, indigo_plant 3."));
  // The mayor phase is over: seat 2 picks the next role.
  CHECK(has(text, "seat 2>"));
}
