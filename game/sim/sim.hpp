// Seeded games between bots and their summary (what `governor sim` prints). The
// signature is a 64-bit FNV-1a hash over the canonical serialisation of every final
// State, in game order: equal signatures mean every game ended in exactly the same state.
//
// Games are independent: game i is seeded from (seed, i) and its seats from the game seed,
// so any number of threads (each with its own Engine and Lua host) plays the same games;
// results are folded in game order, so every figure and the signature are identical
// whatever the thread count.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.hpp"
#include "core/state.hpp"
#include "game/bots/bots.hpp"
#include "game/sim/sim_stats.hpp"

namespace gov {

inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = kFnvOffset);

// The seed of game `index` of a run seeded with `seed`.
std::uint64_t game_seed(std::uint64_t seed, int index);

// What a building's power did in one game (from the events the engine records, caused by
// the building): decisions in which it acted, and what it paid out (gains minus returns).
struct PowerTally {
  int uses = 0;      // decisions in which the power acted: its offer chosen, or an event
  int coins = 0;     // coins gained through it (from the bank or from another seat)
  int vp = 0;        // VP chips gained through it
  int goods = 0;     // barrels taken from the supply through it
  int workers = 0;   // workers that joined a seat through it
  int tiles = 0;     // tiles placed through it
  int final_vp = 0;  // VP it scored at the end of the game (score hooks)
  int cards = 0;     // cards it drew or moved (card games)
  bool operator==(const PowerTally&) const = default;
  PowerTally& operator+=(const PowerTally& o) {
    uses += o.uses;
    coins += o.coins;
    vp += o.vp;
    goods += o.goods;
    workers += o.workers;
    tiles += o.tiles;
    final_vp += o.final_vp;
    cards += o.cards;
    return *this;
  }
};

struct GameOutcome {
  State final{};
  int steps = 0;                     // decisions taken
  std::optional<std::string> error;  // set when the game failed or hit the step cap
  std::vector<std::string> actions;  // canonical texts, when asked to record
  std::vector<SeatScore> scores;     // the final scores (score hooks ran), when it ended
  // Round in which each seat first owned each building type (0: never), for the
  // per-building statistics.
  std::array<std::array<std::uint16_t, kMaxBuildings>, kMaxSeats> bought_round{};
  std::array<PowerTally, kMaxBuildings> powers{};  // per building type
};

// Called before each decision is applied, with the state, the legal actions and the index
// of the one chosen (the arena counts its seats' decisions and one-ply blunders so).
using DecisionHook = std::function<void(const State& s, const ActionList& legal, std::size_t pick)>;

// One game: seat i is played by seats[i] with its own Rng seat_rng(seed, i), then scored
// (every score hook runs, as at the end of any real game). With `record`, the actions'
// texts are kept in GameOutcome::actions (for game logs). Never throws: a failing hook, bot
// or engine is GameOutcome::error, naming the decision (or the scoring) it failed in, so
// that a caller on a worker thread has nothing to catch.
// With `powers`, the game is played on an Engine that records events (changing no
// outcome) and GameOutcome::powers is filled; without, nothing is recorded (bench).
// `variant`: a card game's start variant (GameOptions::variant), "" for the plain start.
GameOutcome play_game(const Engine& engine, const std::vector<Bot*>& seats, std::uint64_t seed,
                      int step_cap, bool record = false, bool random_draft = false,
                      bool powers = false, const DecisionHook* on_decision = nullptr,
                      const std::string& variant = {});

// One game, every seat a RandomBot.
GameOutcome play_random_game(const Engine& engine, int players, std::uint64_t seed, int step_cap,
                             bool record = false, bool random_draft = false);

// Which entry of a `bots` list of `players` entries plays `seat` in game `index`: the list
// is rotated by one seat per game, so over `players` consecutive games every bot plays
// every seat once.
int bot_for_seat(int index, int seat, int players);

struct SimConfig {
  int games = 100;
  int players = 4;
  std::uint64_t seed = 1;
  int step_cap = 20000;  // decisions per game before it counts as a failure
  // Bot specs (make_bot) per seat before rotation; empty: every seat random.
  std::vector<std::string> bots;
  // Threads playing games (each makes its own Lua host and Engine over the same Ruleset).
  int threads = 1;
  // Called after every game (ended or failed), in game order, with its index, seed and
  // outcome; the outcome carries the actions when `record` is set.
  std::function<void(int index, std::uint64_t seed, const GameOutcome&)> on_game;
  // Called in game order after each game is folded, with games done and the total.
  std::function<void(int done, int total)> on_progress;
  bool record = false;
  bool random_draft = false;
  std::string variant;  // a card game's start variant ("": the plain start)
  bool powers = true;   // tally what each building's power did (GameOutcome::powers)
  // The games of this run: indices [first, end) of a run of `games` (end < 0: games).
  // `sim --shard i/n` plays one part; `merge` folds the parts into the whole run's result.
  int first = 0;
  int end = -1;
  int end_index() const { return end < 0 ? games : end; }
  // Where the packs' ids were looked up (empty: find_content_dir()): a failed game's message
  // names a pack by its id when it is that folder of it, else by its path.
  std::string content_dir;
};

// One played game as the fold needs it.
struct PlayedGame {
  std::uint64_t seed = 0;
  GameOutcome outcome;
  std::string canonical;  // canonical_text of the final state (ended games)
  std::array<int, kMaxSeats> bot_of_seat{};
};

struct WinStat {
  std::string name;  // seat "1".. or a bot spec
  double wins = 0;   // a shared win counts 1/winners
  int games = 0;     // seat-games
  double rate() const { return games > 0 ? wins / games : 0.0; }
  std::pair<double, double> interval() const { return wilson95(wins, games); }
  Distribution score;   // final VP
  Distribution margin;  // final VP minus the best other seat's
};

struct BuildingStat {
  std::string id;
  int bought = 0;         // (game, seat) pairs that owned it at the end of a game
  double mean_round = 0;  // mean round in which it was first owned
  double owner_wins = 0;  // wins of those seats (shared wins count 1/winners)
  PowerTally power;       // summed over the games
  // Whether its power shows in the events, so `power` counts it (power_recorded).
  bool power_recorded = true;
  double owner_rate() const { return bought > 0 ? owner_wins / bought : 0.0; }
  std::pair<double, double> interval() const { return wilson95(owner_wins, bought); }
};

struct SimResult {
  int games = 0;  // games that ended
  long long decisions = 0;
  double mean_rounds = 0;
  double mean_winner_vp = 0;
  int end_workers = 0;
  int end_city = 0;
  int end_vp = 0;
  int end_script = 0;
  std::uint64_t signature = kFnvOffset;
  double seconds = 0;
  std::optional<std::string> error;  // the first failing game, with its index and seed

  std::vector<std::string> bots;   // the bot spec of each list entry (before rotation)
  std::vector<WinStat> seats;      // per seat (win rate by position)
  std::vector<WinStat> bot_stats;  // per distinct bot spec, in order of first appearance
  Distribution rounds, decisions_per_game, winner_vp, score;
  std::vector<BuildingStat> buildings;  // per building type of the Ruleset, in its order
};

// The steps of run_sim (game/sim/sim_run.cpp), public so that `governor merge` folds games
// played elsewhere exactly as one run folds its own.
//
// An empty result for cfg: the bots (validated), the seat and building tables. Throws
// std::invalid_argument for a bad bot spec or a bots list whose length is not the player
// count. `stat_of_entry` gets, per entry of the bots list, its index in bot_stats.
SimResult start_result(const Ruleset& rules, const SimConfig& cfg, std::vector<int>& stat_of_entry);

// Adds games one at a time, in game order, then computes the summaries.
class SimFold {
 public:
  SimFold(const Engine& engine, const SimConfig& cfg);
  SimResult& result() { return r_; }
  // Folds game `index`; false when the run stops (the game failed: result().error is set).
  bool add(int index, const PlayedGame& g);
  // The distributions and means, once every game is in.
  SimResult finish();

 private:
  const Engine& engine_;
  const SimConfig& cfg_;
  SimResult r_;
  std::vector<int> stat_of_entry_;
  long long rounds_ = 0, winner_vp_ = 0;
  std::vector<double> rounds_s_, decisions_s_, winner_vp_s_, score_s_;
  std::vector<std::vector<double>> seat_scores_, seat_margins_, bot_scores_, bot_margins_;
  std::vector<long long> building_round_sum_;
};

// Plays game `index` of cfg with these bots (one per entry of the result's bots list).
PlayedGame play_indexed(const Engine& engine, const SimConfig& cfg,
                        const std::vector<std::unique_ptr<Bot>>& bots, int index);

// Plays the games. With threads > 1, thread t makes its own hook host over engine.rules()
// (engine.hooks() == nullptr: no host). Throws std::invalid_argument for a bad bot spec or
// a bots list whose length is not the player count.
SimResult run_sim(const Engine& engine, const SimConfig& cfg);

// "0123456789abcdef"
std::string hex64(std::uint64_t v);

}  // namespace gov
