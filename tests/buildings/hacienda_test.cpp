// Hacienda: before his normal pick, one more tile from the face-down stack, placed at once
// (content/base/buildings/hacienda.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::face_up;
using gov::test::Game;
using gov::test::uses;

TEST_CASE("hacienda: the top face-down tile, then the normal pick", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(0, "hacienda", 1);
  g.act("role settler");
  CHECK(uses(g) == std::vector<std::string>{"use hacienda"});
  const auto top = g.s.stack[g.s.stack_size - 1];
  const int stack = g.s.stack_size;
  const int display = g.s.face_up_count;
  g.act("use hacienda");
  CHECK(g.s.seat(0).num_tiles == 2);
  CHECK(g.s.seat(0).island[1].kind == top);
  CHECK(g.s.stack_size == stack - 1);
  CHECK(g.s.face_up_count == display);
  // His turn goes on: the normal pick, and the hacienda only once.
  REQUIRE(g.seat_to_act() == 0);
  CHECK(uses(g).empty());
  CHECK(g.is_legal("settle quarry"));
  g.act("settle quarry");
  CHECK(g.s.seat(0).num_tiles == 3);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("hacienda: declined by picking normally or passing", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(1, "hacienda", 1);
  g.act("role settler");
  g.act("settle " + face_up(g));
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("use hacienda"));
  const int stack = g.s.stack_size;
  g.act("pass");
  CHECK(g.s.seat(1).num_tiles == 1);
  CHECK(g.s.stack_size == stack);
  CHECK(g.seat_to_act() == 2);
}

TEST_CASE("hacienda: once per settler phase, again in the next one", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(0, "hacienda", 1);
  g.act("role settler");
  g.act("use hacienda");
  g.act("pass");
  for (int seat = 1; seat < 4; ++seat) g.act("pass");
  REQUIRE(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(0).num_tiles == 2);
  // The rest of the round, then the next one up to seat 0's pick (nothing to decide in
  // these phases), and seat 0 takes the settler again.
  for (const char* r : {"role prospector", "role trader", "role craftsman"}) g.act(r);
  REQUIRE(g.s.round == 2);
  for (const char* r : {"role prospector", "role trader", "role craftsman"}) g.act(r);
  REQUIRE(g.seat_to_act() == 0);
  g.act("role settler");
  CHECK(g.is_legal("use hacienda"));
}

TEST_CASE("hacienda: not with a full island", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(0, "hacienda", 1);
  for (int i = 0; i < 11; ++i) g.give_tile(0, i < 6 ? "quarry" : "corn");
  REQUIRE(g.s.seat(0).num_tiles == 12);
  g.act("role settler");
  // Nothing left to decide for seat 0: its turn is skipped.
  CHECK(g.seat_to_act() == 1);
  CHECK(uses(g).empty());
}

TEST_CASE("hacienda: filling the last space ends the turn's choices", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(0, "hacienda", 1);
  for (int i = 0; i < 10; ++i) g.give_tile(0, i < 6 ? "quarry" : "corn");
  REQUIRE(g.s.seat(0).num_tiles == 11);
  g.act("role settler");
  g.act("use hacienda");
  CHECK(g.s.seat(0).num_tiles == 12);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("hacienda: not when no face-down tile is left", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(1, "hacienda", 1);
  // Every face-down tile goes onto an island: seats 0, 2, 3 fill up, seat 1 keeps room.
  for (int seat : {0, 2, 3, 1})
    while (g.s.stack_size > 0 && g.s.seat(seat).num_tiles < 12)
      g.give_tile(seat, g.rules.tile_kinds[g.s.stack[0]].id);
  REQUIRE(g.s.stack_size == 0);
  REQUIRE(g.s.seat(1).num_tiles < 12);
  g.act("role settler");  // seat 0's island is full: skipped
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("settle " + face_up(g)));
  CHECK(uses(g).empty());
}

TEST_CASE("hacienda: an empty stack with discards left reshuffles them", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(1, "hacienda", 1);
  // Every face-down tile goes to the discards: the hacienda's draw reshuffles them.
  while (g.s.stack_size > 0) {
    ++g.s.discard[g.s.stack[g.s.stack_size - 1]];
    g.s.stack[--g.s.stack_size] = 0;
  }
  g.act("role settler");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) == std::vector<std::string>{"use hacienda"});
  g.act("use hacienda");
  CHECK(g.s.seat(1).num_tiles == 2);
  CHECK(g.s.stack_size > 0);
  int discards = 0;
  for (auto d : g.s.discard) discards += d;
  CHECK(discards == 0);
}

TEST_CASE("hacienda: unoccupied, no offer", "[buildings][hacienda]") {
  Game g(4);
  g.give_building(0, "hacienda", 0);
  g.act("role settler");
  CHECK(uses(g).empty());
}

TEST_CASE("hacienda: the hospice does not man the hacienda's tile",
          "[buildings][hacienda][hospice]") {
  Game g(4);
  g.give_building(0, "hacienda", 1);
  g.give_building(0, "hospice", 1);
  g.act("role settler");
  g.act("use hacienda");
  // No hospice decision: still the normal pick.
  CHECK(g.seat_to_act() == 0);
  CHECK(uses(g).empty());
  g.act("settle " + face_up(g));
  CHECK(g.legal() == std::vector<std::string>{"pass", "use hospice"});
  g.act("use hospice");
  CHECK(gov::test::tile_workers(g, 0, 1) == 0);
  CHECK(gov::test::tile_workers(g, 0, 2) == 1);
}
