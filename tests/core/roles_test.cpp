// Role picks, coins on unpicked roles, the governor, the 2-player G O G O G O order.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

namespace {
// Plays a role and passes through its phase with `pass` wherever a pass is legal.
void play_role_passing(Game& g, const std::string& role) {
  g.act("role " + role);
  for (int guard = 0; guard < 200 && g.s.stage == gov::Stage::Phase; ++guard) {
    if (g.is_legal("pass")) {
      g.act("pass");
    } else {
      g.act(g.legal().front());
    }
  }
}
}  // namespace

TEST_CASE("roles: the prospector's privilege is one coin", "[roles]") {
  Game g(4);
  g.act("role prospector");
  CHECK(g.s.seat(0).coins == 4);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.seat_to_act() == 1);
  CHECK_FALSE(g.is_legal("role prospector"));
}

TEST_CASE("roles: unpicked roles gain a coin, the governor passes, coins go to the taker",
          "[roles]") {
  Game g(3);
  play_role_passing(g, "builder");
  play_role_passing(g, "trader");
  play_role_passing(g, "craftsman");
  // Round over: three roles picked of six; the other three have a coin each.
  CHECK(g.s.round == 2);
  CHECK(g.s.governor == 1);
  CHECK(g.seat_to_act() == 1);
  int with_coin = 0;
  for (int i = 0; i < g.s.num_roles; ++i) with_coin += g.s.roles[i].coins == 1;
  CHECK(with_coin == 3);
  const int before = g.s.seat(1).coins;
  g.act("role settler");  // carries one coin
  CHECK(g.s.seat(1).coins == before + 1);
}

TEST_CASE("roles: three players play without a prospector", "[roles]") {
  Game g(3);
  CHECK_FALSE(g.is_legal("role prospector"));
  CHECK(g.legal().size() == 6);
}

TEST_CASE("roles: two players pick six of seven roles, governor first, alternating",
          "[roles][two-players]") {
  Game g(2);
  std::vector<int> pickers;
  for (const char* r : {"prospector", "builder", "trader", "craftsman", "settler", "mayor"}) {
    pickers.push_back(g.seat_to_act());
    play_role_passing(g, r);
  }
  CHECK(pickers == std::vector<int>{0, 1, 0, 1, 0, 1});
  CHECK(g.s.round == 2);
  CHECK(g.s.governor == 1);
  // The one role nobody took (captain) has a coin.
  for (int i = 0; i < g.s.num_roles; ++i)
    CHECK(g.s.roles[i].coins == (g.s.roles[i].role == g.role("captain") ? 1 : 0));
}

TEST_CASE("roles: five players have two prospectors, one choice while they are alike", "[roles]") {
  Game g(5);
  CHECK(g.is_legal("role prospector"));
  CHECK_FALSE(g.is_legal("role prospector 2"));
  // Give the second copy a coin: now they differ and both are offered.
  for (int i = 0; i < g.s.num_roles; ++i)
    if (g.s.roles[i].role == g.role("prospector")) {
      g.s.roles[i].coins = 1;
      break;
    }
  g.s.roles[7].coins = 0;
  CHECK(g.is_legal("role prospector"));
  CHECK(g.is_legal("role prospector 2"));
}

TEST_CASE("roles: an illegal action leaves the state unchanged and says what is legal", "[roles]") {
  Game g(4);
  const auto msg = g.reject("build harbor");
  CHECK(msg.find("not a legal action") != std::string::npos);
  CHECK(msg.find("role settler") != std::string::npos);
  CHECK(g.reject("dance") != "");
  // A slip of the keys is named before the list; a word far from every action is not.
  CHECK(g.reject("role settlr")
            .find("is not a legal action now (did you mean 'role settler'?); "
                  "legal: ") != std::string::npos);
  CHECK(g.reject("dance").find("did you mean") == std::string::npos);
}
