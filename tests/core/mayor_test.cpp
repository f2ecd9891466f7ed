// Worker distribution (mayor): privilege, dealing the ship, placement as many as possible,
// the ship refill and the colonist end trigger.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

namespace {
int workers_owned(const Game& g, int seat) {
  const auto& st = g.s.seat(seat);
  int n = st.san_juan[0];
  for (int i = 0; i < st.num_tiles; ++i) n += st.island[i].workers[0];
  for (int i = 0; i < st.num_buildings; ++i) n += st.city[i].workers[0];
  return n;
}
void pass_all(Game& g) {
  for (int guard = 0; guard < 100 && g.s.stage == gov::Stage::Phase; ++guard) {
    auto l = g.legal();
    g.act(std::find(l.begin(), l.end(), "pass") != l.end() ? "pass" : l.front());
  }
}
}  // namespace

TEST_CASE("mayor: rulebook example, 4 players and 6 colonists on the ship", "[mayor][example]") {
  // Seed 001: "l'intendant prend 3 colons (1 de la réserve et 2 du navire), le second joueur
  // 2 colons, les troisième et quatrième joueurs 1 colon chacun."
  Game g(4);
  g.s.worker_supply[0] -= 2;
  g.s.ship_workers[0] += 2;  // 6 on the ship
  // Big cities so that nobody can place everything and the counts stay visible.
  const char* big[] = {"coffee_roaster", "indigo_plant", "sugar_mill", "tobacco_storage"};
  for (int seat = 0; seat < 4; ++seat) {
    g.give_building(seat, big[seat]);
    g.give_building(seat, big[(seat + 1) % 4]);
  }
  g.act("role mayor");
  g.act("take colonist");
  pass_all(g);
  CHECK(workers_owned(g, 0) == 3);
  CHECK(workers_owned(g, 1) == 2);
  CHECK(workers_owned(g, 2) == 1);
  CHECK(workers_owned(g, 3) == 1);
}

TEST_CASE("mayor: the privilege may be declined", "[mayor]") {
  Game g(4);
  const int supply = g.s.worker_supply[0];
  g.act("role mayor");
  CHECK(g.is_legal("take colonist"));
  g.act("pass");
  // Only the ship's 4 went out; the refill takes what the cities need (at least 4).
  CHECK(workers_owned(g, 0) == 1);
  CHECK(g.s.worker_supply[0] == supply - 4);
}

TEST_CASE("mayor: workers are placed as many as possible, the rest wait in San Juan", "[mayor]") {
  Game g(3);
  g.give_building(0, "small_market");
  g.give_workers(0, 3);  // 3 waiting + 1 from the ship + 1 privilege = 5 for 2 circles
  g.act("role mayor");
  g.act("take colonist");
  CHECK((g.s.stage != gov::Stage::Phase || g.seat_to_act() != 0));
  const auto& st = g.s.seat(0);
  CHECK(st.island[0].workers[0] == 1);
  CHECK(st.city[0].workers[0] == 1);
  CHECK(st.san_juan[0] == 3);
}

TEST_CASE("mayor: with fewer workers than circles the seat chooses, in canonical order",
          "[mayor]") {
  Game g(3);
  g.give_building(0, "small_market");
  g.give_building(0, "hacienda");
  g.act("role mayor");
  g.act("pass");  // 1 worker from the ship for 3 circles: a real choice
  REQUIRE(g.seat_to_act() == 0);
  const auto l = g.legal();
  CHECK(std::find(l.begin(), l.end(), "place colonist indigo") != l.end());
  CHECK(std::find(l.begin(), l.end(), "place colonist small_market") != l.end());
  CHECK(std::find(l.begin(), l.end(), "place colonist hacienda") != l.end());
  CHECK(std::find(l.begin(), l.end(), "pass") == l.end());  // no leaving workers idle
  g.act("place colonist hacienda");
  CHECK(g.s.seat(0).city[1].workers[0] == 1);
}

TEST_CASE("mayor: the ship is refilled with the empty building circles, at least one per player",
          "[mayor]") {
  Game g(4);
  g.give_building(1, "coffee_roaster");  // 2 circles
  g.give_building(2, "sugar_mill");      // 3 circles
  g.give_building(3, "indigo_plant");    // 3 circles
  g.act("role mayor");
  g.act("pass");
  pass_all(g);
  // Each of seats 1-3 got one worker and placed it (plantation first is their choice);
  // count what stays empty on buildings.
  int empty = 0;
  for (int seat = 0; seat < 4; ++seat) {
    const auto& st = g.s.seat(seat);
    for (int i = 0; i < st.num_buildings; ++i)
      empty += g.rules.buildings[st.city[i].type].circles - st.city[i].workers[0];
  }
  CHECK(g.s.ship_workers[0] == std::max(empty, 4));
}

TEST_CASE("mayor: a supply that cannot refill the ship ends the game after the round",
          "[mayor][end]") {
  Game g(4);
  // Leave 2 colonists in the supply: the refill needs 4.
  const int extra = g.s.worker_supply[0] - 2;
  g.s.seat(3).san_juan[0] = static_cast<std::uint8_t>(extra);
  g.s.worker_supply[0] = 2;
  g.act("role mayor");
  g.act("pass");
  pass_all(g);
  CHECK((g.s.end_triggered & gov::kEndWorkers) != 0);
  CHECK(g.s.stage == gov::Stage::ChooseRole);  // the round goes on
}

TEST_CASE("mayor: exactly enough colonists to refill is not an end", "[mayor][end]") {
  Game g(4);
  const int extra = g.s.worker_supply[0] - 4;
  g.s.seat(3).san_juan[0] = static_cast<std::uint8_t>(extra);
  g.s.worker_supply[0] = 4;
  g.act("role mayor");
  g.act("pass");
  pass_all(g);
  CHECK(g.s.ship_workers[0] == 4);
  CHECK(g.s.worker_supply[0] == 0);
  CHECK((g.s.end_triggered & gov::kEndWorkers) == 0);
}

TEST_CASE("mayor: once the workers exactly fill the circles after the cursor, the rest is placed",
          "[mayor]") {
  // 3 colonists for 4 circles: the first placement is a choice between the first two
  // targets; skipping the first leaves exactly 3 circles for 3 colonists after it, so the
  // engine places them (distribute_workers.cpp place_exact_rest) where the one-by-one
  // listings would have, and the first target stays empty.
  Game g(3);
  g.give_building(0, "small_market");
  g.give_building(0, "hacienda");
  g.give_building(0, "construction_hut");
  g.give_workers(0, 1);  // 1 waiting + 1 from the ship + 1 privilege = 3 for 4 circles
  g.act("role mayor");
  g.act("take colonist");
  REQUIRE(g.seat_to_act() == 0);
  std::vector<std::string> places;
  for (const auto& a : g.legal())
    if (a.rfind("place ", 0) == 0) places.push_back(a);
  REQUIRE(places.size() == 2);  // only the first two targets leave room for the rest
  CHECK(places[0] == "place colonist indigo");
  g.act(places[1]);
  CHECK((g.s.stage != gov::Stage::Phase || g.seat_to_act() != 0));
  const auto& st = g.s.seat(0);
  CHECK(st.san_juan[0] == 0);
  CHECK(st.island[0].workers[0] == 0);  // the indigo plantation, skipped
  for (int i = 0; i < st.num_buildings; ++i) CHECK(st.city[i].workers[0] == 1);
}
