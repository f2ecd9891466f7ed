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
