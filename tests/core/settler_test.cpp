// Tile drafting (settler): face-up picks, the quarry privilege, the display refresh, the
// discard reshuffle, a full island.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

namespace {
std::string first_face_up(const Game& g) {
  return g.rules.tile_kinds[g.s.face_up[0]].id;
}
}  // namespace

TEST_CASE("settler: only the chooser may take a quarry", "[settler]") {
  Game g(4);
  g.act("role settler");
  CHECK(g.is_legal("settle quarry"));
  g.act("settle quarry");
  CHECK(g.s.seat(0).num_tiles == 2);
  CHECK(g.s.open_pile[g.tile("quarry")] == 7);
  CHECK(g.seat_to_act() == 1);
  CHECK_FALSE(g.is_legal("settle quarry"));
  CHECK(g.is_legal("pass"));
}

TEST_CASE("settler: every seat takes one face-up tile, then a new display of players+1",
          "[settler]") {
  Game g(4);
  g.act("role settler");
  for (int i = 0; i < 4; ++i) g.act("settle " + first_face_up(g));
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  for (int i = 0; i < 4; ++i) CHECK(g.s.seat(i).num_tiles == 2);
  CHECK(g.s.face_up_count == 5);
  // The one untaken tile was discarded.
  int discarded = 0;
  for (auto d : g.s.discard) discarded += d;
  CHECK(discarded == 1);
}

TEST_CASE("settler: identical face-up tiles are one choice", "[settler]") {
  Game g(4);
  // Swap corn tiles from the stack into the display (conservation holds).
  for (int i = 0; i < g.s.face_up_count; ++i) {
    for (int j = 0; j < g.s.stack_size && g.s.face_up[i] != g.tile("corn"); ++j)
      if (g.s.stack[j] == g.tile("corn")) std::swap(g.s.stack[j], g.s.face_up[i]);
  }
  g.act("role settler");
  int settles = 0;
  for (const auto& t : g.legal()) settles += t.rfind("settle ", 0) == 0;
  CHECK(settles == 2);  // corn, quarry
}

TEST_CASE("settler: the discards are reshuffled when the stack runs out", "[settler]") {
  Game g(3);
  // Move all but two stack tiles to the discard pile.
  while (g.s.stack_size > 2) ++g.s.discard[g.s.stack[--g.s.stack_size]];
  g.act("role settler");
  for (int i = 0; i < 3; ++i) g.act("pass");
  CHECK(g.s.face_up_count == 4);
  int discarded = 0;
  for (auto d : g.s.discard) discarded += d;
  // The 4 passed-over tiles went to the discards before the new draw reshuffled them.
  CHECK(g.s.stack_size + discarded + g.s.face_up_count > 0);
  CHECK(discarded == 0);
  g.check_invariants();
}

TEST_CASE("settler: a full island takes nothing", "[settler]") {
  Game g(3);
  for (int i = 0; i < 6; ++i) g.give_tile(0, "quarry");
  for (int i = 0; i < 5; ++i) g.give_tile(0, "sugar");
  g.act("role settler");
  // Seat 1 is the first to decide: seat 0 (full) is skipped.
  CHECK(g.seat_to_act() == 1);
}
