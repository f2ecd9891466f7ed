// Matches between bot specs (`governor arena`): the schedule, the games and their records.
//
// A lineup is one seating of specs (one entry per seat). A block is one game seed played
// by every lineup of the schedule in each of its `players` rotations (seat p of rotation r
// is played by entry (p + r) mod players), so every spec meets the same chance in every
// seat: the games of a block are paired. The sample size is fixed before the run, rounded
// up to whole blocks. Game i of a run is (block, lineup, rotation) by its place in the
// block; its seed is game_seed(seed, block) (game/sim/sim.hpp). Games are played through
// the sim's loop (play_game, run_in_order), so any thread count gives the same records.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/limits.hpp"

namespace gov {

class ThinkTimes;

struct ArenaSchedule {
  int players = 4;
  std::vector<std::string> pool;          // distinct bot specs (make_bot), in order
  std::vector<std::vector<int>> lineups;  // each `players` indices into pool
  int block_games() const { return static_cast<int>(lineups.size()) * players; }
};

// The default lineups of a pool of k specs at n players:
//   k == n: one lineup, the pool itself (each table seats every spec once);
//   else:   one spec against n - 1 copies of another, for every ordered pair of specs (for
//           two players, every unordered pair: the two orders are rotations of each other).
std::vector<std::vector<int>> default_lineups(int pool_size, int players);

// `requested` games rounded up to a whole number of blocks (at least one).
int whole_blocks(int requested, int block_games);

// Where game `index` sits in the schedule.
struct Seating {
  int block = 0;
  int lineup = 0;
  int rotation = 0;
  std::uint64_t seed = 0;                // the block's game seed
  std::array<int, kMaxSeats> spec_of{};  // pool index of the spec playing each seat
};
Seating seating(const ArenaSchedule& s, std::uint64_t run_seed, int index);

struct ArenaSeat {
  int spec = 0;  // pool index
  int score = 0;
  int tiebreak = 0;
  bool winner = false;
  int decisions = 0;  // decisions the seat took
  int blunders = 0;   // one-ply blunders among them (game/arena/blunders.hpp), when counted
  bool operator==(const ArenaSeat&) const = default;
};

// What the report needs of one game.
struct ArenaGame {
  int index = 0;
  int block = 0;
  int lineup = 0;
  int rotation = 0;
  std::uint64_t seed = 0;
  int rounds = 0;
  int decisions = 0;
  std::vector<ArenaSeat> seats;  // by seat
  bool operator==(const ArenaGame&) const = default;
};

struct ArenaConfig {
  ArenaSchedule schedule;
  std::uint64_t seed = 1;
  int games = 0;  // whole blocks (whole_blocks)
  int step_cap = 20000;
  bool random_draft = false;
  std::string variant;  // a card game's start variant ("": the plain start)
  int threads = 1;
  bool blunders = false;  // count one-ply blunders (costs a one-ply look per quiet decision)
  // Record each game's quiet positions for fitting the evaluation (game/arena/positions.hpp).
  bool positions = false;
  // When set, every bot's think time per decision goes there (game/arena/think_times.hpp).
  ThinkTimes* think_times = nullptr;
  // The games of this run: [first, end) of `games` (end < 0: all); a shard plays a part.
  int first = 0;
  int end = -1;
  int end_index() const { return end < 0 ? games : end; }
  std::function<void(int done, int total)> on_progress;
};

struct ArenaRun {
  std::vector<ArenaGame> games;        // in game order
  std::vector<std::string> positions;  // with cfg.positions: one JSON line per game, in order
  std::optional<std::string> error;    // the first game that failed (the run stops there)
  double seconds = 0;
};

// Plays the games of cfg. Throws std::invalid_argument for an unknown spec or a lineup
// that does not seat `players`.
ArenaRun run_arena(const Engine& engine, const ArenaConfig& cfg);

}  // namespace gov
