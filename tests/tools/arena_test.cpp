// `governor arena`: the schedule pairs games (every block plays every lineup in every seat
// rotation on one seed), the games and the table do not depend on the thread count, shards
// merge into the whole run, and the report has its fields with intervals around the
// estimates. A few short games with random and greedy bots.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include <catch2/catch.hpp>

#include "game/arena/arena.hpp"
#include "game/arena/arena_stats.hpp"
#include "game/arena/blunders.hpp"
#include "game/bots/bots.hpp"
#include "game/sim/sim.hpp"
#include "tools/arena_report.hpp"
#include "tools/commands.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

// random against greedy at 3 players: lineups [random, greedy x2] and [greedy, random x2],
// blocks of 6 games.
ArenaConfig small_config(int blocks) {
  ArenaConfig cfg;
  cfg.schedule.players = 3;
  cfg.schedule.pool = {"random", "greedy"};
  cfg.schedule.lineups = default_lineups(2, 3);
  cfg.seed = 7;
  cfg.games = whole_blocks(blocks * cfg.schedule.block_games(), cfg.schedule.block_games());
  return cfg;
}

ArenaRunInfo info_of(const ArenaConfig& cfg) {
  ArenaRunInfo info;
  info.packs = {{"base", "hash"}};
  info.schedule = cfg.schedule;
  info.seed = cfg.seed;
  info.games_requested = cfg.games;
  info.games = cfg.games;
  return info;
}

std::string json_text(const ArenaConfig& cfg, const std::vector<ArenaGame>& games) {
  return arena_json(info_of(cfg), arena_table(cfg.schedule, games, 200), games).dump(1);
}

}  // namespace

TEST_CASE("arena schedules: lineups, whole blocks, every rotation in each block",
          "[tools][arena]") {
  CHECK(default_lineups(2, 4) == std::vector<std::vector<int>>{{0, 1, 1, 1}, {1, 0, 0, 0}});
  CHECK(default_lineups(2, 2) == std::vector<std::vector<int>>{{0, 1}});
  CHECK(default_lineups(3, 2) == std::vector<std::vector<int>>{{0, 1}, {0, 2}, {1, 2}});
  CHECK(default_lineups(4, 4) == std::vector<std::vector<int>>{{0, 1, 2, 3}});
  CHECK(default_lineups(3, 4).size() == 6);
  CHECK(whole_blocks(48, 8) == 48);
  CHECK(whole_blocks(50, 8) == 56);
  CHECK(whole_blocks(1, 8) == 8);

  ArenaSchedule s;
  s.players = 4;
  s.pool = {"a", "b"};
  s.lineups = default_lineups(2, 4);
  for (int block = 0; block < 3; ++block) {
    std::set<std::pair<int, int>> seen;  // (lineup, rotation)
    // Seat-games of each spec in each seat within the block: equal for every seat.
    std::array<std::array<int, 4>, 2> seat_count{};
    for (int i = block * 8; i < (block + 1) * 8; ++i) {
      const Seating st = seating(s, 1, i);
      CHECK(st.block == block);
      CHECK(st.seed == seating(s, 1, block * 8).seed);
      seen.insert({st.lineup, st.rotation});
      for (int p = 0; p < 4; ++p) ++seat_count[static_cast<std::size_t>(st.spec_of[p])][p];
    }
    CHECK(seen.size() == 8);
    for (const auto& spec : seat_count)
      for (int p = 1; p < 4; ++p) CHECK(spec[p] == spec[0]);
  }
  CHECK(seating(s, 1, 0).seed != seating(s, 1, 8).seed);
}

TEST_CASE("arena Elo: even results rate level, 3 to 1 rates the winner higher", "[tools][arena]") {
  const auto even = fit_elo({{0, 5}, {5, 0}});
  CHECK(even[0] == Approx(1500));
  CHECK(even[1] == Approx(1500));
  // With the prior (one drawn pair): 3.5 to 1.5.
  const auto win = fit_elo({{0, 3}, {1, 0}});
  CHECK(win[0] - win[1] == Approx(400 * std::log10(3.5 / 1.5)).margin(1e-6));
  CHECK(win[0] + win[1] == Approx(3000));
  // A clean sweep stays finite.
  const auto sweep = fit_elo({{0, 10}, {0, 0}});
  CHECK(std::isfinite(sweep[0]));
  CHECK(sweep[0] > sweep[1]);
}

TEST_CASE("arena runs are the same at any thread count", "[tools][arena]") {
  const Engine& engine = test::base_session().engine();
  ArenaConfig cfg = small_config(2);
  const ArenaRun one = run_arena(engine, cfg);
  cfg.threads = 3;
  const ArenaRun three = run_arena(engine, cfg);
  REQUIRE_FALSE(one.error);
  REQUIRE_FALSE(three.error);
  REQUIRE(one.games.size() == 12);
  CHECK(one.games == three.games);
  CHECK(json_text(cfg, one.games) == json_text(cfg, three.games));
  for (const auto& g : one.games) CHECK(g.seed == seating(cfg.schedule, cfg.seed, g.index).seed);
}

TEST_CASE("arena shards merge into the whole run's table", "[tools][arena]") {
  const Engine& engine = test::base_session().engine();
  ArenaConfig cfg = small_config(2);
  const ArenaRun whole = run_arena(engine, cfg);
  REQUIRE_FALSE(whole.error);
  std::vector<std::string> files;
  for (int shard = 0; shard < 3; ++shard) {
    ArenaConfig part = cfg;
    part.first = cfg.games * shard / 3;
    part.end = cfg.games * (shard + 1) / 3;
    const ArenaRun r = run_arena(engine, part);
    REQUIRE_FALSE(r.error);
    ArenaRunInfo info = info_of(cfg);
    info.shard = shard;
    info.shards = 3;
    const std::string path = "arena_test_shard" + std::to_string(shard) + ".json";
    std::ofstream(path) << arena_json(info, arena_table(cfg.schedule, r.games), r.games);
    files.push_back(path);
  }
  REQUIRE(is_arena_file(files[0]));
  // `governor merge` on the parts (in any order) prints the whole run's JSON.
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  const int code = merge_arena({files[2], files[0], files[1]}, true);
  std::cout.rdbuf(old);
  for (const auto& f : files) std::remove(f.c_str());
  CHECK(code == 0);
  const ArenaTable table = arena_table(cfg.schedule, whole.games);
  CHECK(out.str() == arena_json(info_of(cfg), table, whole.games).dump(1) + "\n");
}

TEST_CASE("arena report: fields, shares and intervals around the estimates", "[tools][arena]") {
  const Engine& engine = test::base_session().engine();
  const ArenaConfig cfg = small_config(2);
  const ArenaRun r = run_arena(engine, cfg);
  REQUIRE_FALSE(r.error);
  const ArenaTable t = arena_table(cfg.schedule, r.games);
  CHECK(t.games == 12);
  CHECK(t.blocks == 2);
  REQUIRE(t.specs.size() == 2);
  double wins = 0;
  int seat_games = 0;
  for (const auto& st : t.specs) {
    wins += st.wins;
    seat_games += st.seat_games;
    for (const Estimate* e : {&st.share, &st.margin, &st.rating}) {
      CHECK(e->lo <= e->value);
      CHECK(e->value <= e->hi);
    }
    CHECK(st.share.lo >= 0);
    CHECK(st.share.hi <= 1);
  }
  CHECK(wins == Approx(12));  // one win per game, shared wins split
  CHECK(seat_games == 36);
  CHECK(t.specs[0].seat_games == 18);  // each spec seated 1 + 2 times per rotation pair
  // The same games give the same intervals (a fixed bootstrap seed).
  const ArenaTable again = arena_table(cfg.schedule, r.games);
  CHECK(again.specs[1].rating.lo == t.specs[1].rating.lo);

  const auto doc = arena_json(info_of(cfg), t, r.games);
  for (const char* key :
       {"arena", "packs", "players", "seed", "pool", "lineups", "games", "games_requested",
        "block_games", "shard", "interval", "specs", "records"})
    CHECK(doc.contains(key));
  for (const char* key : {"spec", "seat_games", "wins", "win_share", "margin", "rating"})
    CHECK(doc["specs"][0].contains(key));
  CHECK(doc["specs"][0]["win_share"].contains("lo"));
  CHECK(doc["records"].size() == 12);
  // The CSV has a header and one row per spec.
  const std::string csv = arena_csv(t, false);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 3);
  CHECK(arena_text(info_of(cfg), t).find("greedy") != std::string::npos);
}

TEST_CASE("arena blunders: a flagged move passes up banked VP that another move takes free",
          "[tools][arena]") {
  const Engine& engine = test::base_session().engine();
  RandomBot bot;
  std::vector<Bot*> seats(4, &bot);
  int flagged = 0, decisions = 0;
  const DecisionHook check = [&](const State& s, const ActionList& legal, std::size_t pick) {
    ++decisions;
    if (!one_ply_blunder(engine, s, legal, pick)) return;
    ++flagged;
    const int seat = engine.current_seat(s);
    const int vp0 = banked_vp(engine.rules(), s.seat(seat));
    State chosen = s;
    REQUIRE_FALSE(engine.apply(chosen, legal[pick]));
    CHECK(banked_vp(engine.rules(), chosen.seat(seat)) == vp0);
    CHECK(chosen.seat(seat).coins == s.seat(seat).coins);
    bool better = false;  // the move it passed up banks VP and keeps the coins
    for (std::size_t i = 0; i < legal.size(); ++i) {
      State t = s;
      if (engine.apply(t, legal[i])) continue;
      if (banked_vp(engine.rules(), t.seat(seat)) > vp0 &&
          t.seat(seat).coins >= s.seat(seat).coins) {
        better = true;
        CHECK_FALSE(one_ply_blunder(engine, s, legal, i));
      }
    }
    CHECK(better);
  };
  for (std::uint64_t seed = 1; seed <= 6; ++seed)
    REQUIRE_FALSE(play_game(engine, seats, seed, 20000, false, false, false, &check).error);
  CHECK(decisions > 1000);
  CHECK(flagged > 0);

  // Counted in a run: the random bot blunders, greedy (which sees the VP one ply ahead) not.
  ArenaConfig cfg = small_config(2);
  cfg.blunders = true;
  const ArenaRun r = run_arena(engine, cfg);
  REQUIRE_FALSE(r.error);
  const ArenaTable t = arena_table(cfg.schedule, r.games);
  CHECK(t.specs[0].decisions > 0);
  CHECK(t.specs[1].blunders == 0);
  CHECK(t.specs[0].blunders <= t.specs[0].decisions);
  cfg.threads = 2;
  CHECK(run_arena(engine, cfg).games == r.games);
}
