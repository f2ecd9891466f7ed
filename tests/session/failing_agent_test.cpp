// A bot whose thinking throws (a Lua hook failing inside its search, e.g. a score hook at a
// position it looks at): the session reports it and the game waits, unchanged; the
// server's bot loop and the terminal go on (a helper saw `governor serve` die of it).
#include <catch2/catch.hpp>

#include <stdexcept>

#include "core/hooks.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"

namespace {

class ThrowingAgent : public gov::session::SeatAgent {
 public:
  std::string_view name() const override { return "thrower"; }
  gov::Action choose(const gov::Engine&, const gov::State&, const gov::ActionList&,
                     std::uint64_t) override {
    throw gov::HookError("broken_scale.lua:3: final_score failed");
  }
};

}  // namespace

TEST_CASE("session: a bot that throws while it decides is an error, not a crash",
          "[session][hardening]") {
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 4;
  c.seats = {"thrower", "thrower", "thrower"};
  std::string error;
  auto s = gov::session::Session::create(
      gov::test::rules_for("base"), gov::test::hooks_for("base"), c,
      [](std::string_view spec) -> std::unique_ptr<gov::session::SeatAgent> {
        if (spec == "thrower") return std::make_unique<ThrowingAgent>();
        return nullptr;
      },
      &error);
  INFO(error);
  REQUIRE(s);
  const gov::State before = s->state();
  std::string why;
  CHECK_FALSE(s->step_agent(&why));
  CHECK(why.find("could not decide: broken_scale.lua:3: final_score failed") != std::string::npos);
  CHECK(s->state() == before);
  const auto err = s->run_agents();
  REQUIRE(err.has_value());
  CHECK(err->find("could not decide") != std::string::npos);
  CHECK(s->state() == before);
}

TEST_CASE("session: a failing score hook leaves the view whole, its error where the scores were",
          "[session][hardening]") {
  // tests/packs/failing-score: a free building whose final_score hook always fails. Once a
  // seat owns it, the scores so far cannot be reckoned; the view must still show the board
  // and the choices (the server's page showed only "internal error").
  const std::string packs = "base," + std::string(GOVERNOR_TESTS_DIR) + "/packs/failing-score";
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 4;
  c.seats = {"human", "human", "human"};
  std::string error;
  auto s = gov::session::Session::create(
      gov::test::rules_for(packs), gov::test::hooks_for(packs), c,
      [](std::string_view) -> std::unique_ptr<gov::session::SeatAgent> { return nullptr; }, &error);
  INFO(error);
  REQUIRE(s);
  REQUIRE_FALSE(s->view(0).contains("scores_error"));
  // Everyone builds the broken scale when offered, else takes the first choice.
  for (int step = 0; step < 400 && !s->view(0).contains("scores_error"); ++step) {
    REQUIRE_FALSE(s->legal().empty());
    const auto seat = s->state().cursor.actor;
    auto texts = s->describe_legal();
    std::string pick = texts.front().text;
    for (const auto& a : texts)
      if (a.text == "build broken_scale" || a.text == "role builder") pick = a.text;
    INFO("seat " << int(seat) << ": " << pick);
    REQUIRE_FALSE(s->play_text(pick).has_value());
  }
  const auto v = s->view(s->state().cursor.actor);
  REQUIRE(v.contains("scores_error"));
  CHECK(v["scores_error"].get<std::string>().find("broken_scale.lua:5: the scale is broken") !=
        std::string::npos);
  CHECK(v["scores"].empty());
  CHECK(v.contains("board"));
  CHECK_FALSE(v["actions"].empty());  // the seat to move can still move
}
