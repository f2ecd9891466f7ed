// Building (builder): privilege, quarry discount capped by column, no duplicates, city
// spaces, large buildings, the city-full end trigger.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

TEST_CASE("builder: rulebook example, three occupied quarries", "[builder][example]") {
  // Seed 000: "Un joueur ayant trois carrières occupées paiera 1 doublon pour la baraque de
  // chantier, 3 doublons pour le comptoir, 5 doublons pour le port et 7 doublons pour
  // l'hôtel de ville." (he is not the builder: no privilege)
  const std::vector<std::pair<std::string, int>> cases = {
      {"construction_hut", 1}, {"office", 3}, {"harbor", 5}, {"city_hall", 7}};
  for (const auto& [building, paid] : cases) {
    Game g(4);
    for (int i = 0; i < 3; ++i) g.give_tile(1, "quarry", 1);
    g.set_coins(1, 20);
    g.act("role builder");
    g.act("pass");  // seat 0 (builder) builds nothing
    g.act("build " + building);
    CHECK(g.s.seat(1).coins == 20 - paid);
  }
}

TEST_CASE("builder: the privilege adds to the quarries, never below zero", "[builder]") {
  Game g(4);
  g.give_tile(0, "quarry", 1);
  g.set_coins(0, 0);
  g.act("role builder");
  // small_market costs 1: -1 privilege -1 quarry = 0 (not -1)
  CHECK(g.is_legal("build small_market"));
  CHECK(g.is_legal("build hacienda"));               // 2 - 1 - 1 = 0
  CHECK_FALSE(g.is_legal("build small_warehouse"));  // 3 - 1 - 1 = 1
  g.act("build small_market");
  CHECK(g.s.seat(0).coins == 0);
}

TEST_CASE("builder: unoccupied quarries give no discount", "[builder]") {
  Game g(4);
  g.give_tile(1, "quarry", 0);
  g.set_coins(1, 3);
  g.act("role builder");
  g.act("pass");
  CHECK(g.is_legal("build indigo_plant"));      // 3
  CHECK_FALSE(g.is_legal("build sugar_mill"));  // 4, no discount
}

TEST_CASE("builder: one building per seat per phase, no duplicates", "[builder]") {
  Game g(4);
  g.give_building(0, "small_market");
  g.set_coins(0, 30);
  g.act("role builder");
  CHECK_FALSE(g.is_legal("build small_market"));
  g.act("build harbor");
  CHECK(g.seat_to_act() == 1);  // his turn is over
  CHECK(g.s.seat(0).coins == 30 - 7);
}

TEST_CASE("builder: large buildings take two spaces; a full city ends the game", "[builder][end]") {
  Game g(4);
  const char* ten[] = {"small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
                       "tobacco_storage",    "coffee_roaster",   "small_market", "hacienda",
                       "construction_hut",   "small_warehouse"};
  for (const char* b : ten) g.give_building(0, b);
  g.set_coins(0, 30);
  g.act("role builder");
  CHECK(g.is_legal("build guild_hall"));  // 10 + 2 = 12 spaces
  g.act("build guild_hall");
  CHECK(g.s.seat(0).city_spaces_used == 12);
  CHECK((g.s.end_triggered & gov::kEndCity) != 0);
  for (int i = 0; i < 3; ++i) g.act("pass");
  CHECK(g.s.stage == gov::Stage::ChooseRole);  // the round is played out
}

TEST_CASE("builder: eleven spaces used leaves no room for a large building", "[builder]") {
  Game g(4);
  const char* eleven[] = {"small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
                          "tobacco_storage",    "coffee_roaster",   "small_market", "hacienda",
                          "construction_hut",   "small_warehouse",  "hospice"};
  for (const char* b : eleven) g.give_building(0, b);
  g.set_coins(0, 30);
  g.act("role builder");
  CHECK_FALSE(g.is_legal("build guild_hall"));
  CHECK(g.is_legal("build office"));
}

TEST_CASE("builder: a building with no copies left cannot be built", "[builder]") {
  Game g(4);
  g.give_building(2, "guild_hall");
  g.set_coins(0, 30);
  g.act("role builder");
  CHECK_FALSE(g.is_legal("build guild_hall"));
}
