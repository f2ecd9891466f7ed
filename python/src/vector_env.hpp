// Many games stepped together in C++ (the Python module releases the GIL around step):
// one action per game per step, finished games restarted with the next seed. The vector
// env has its own Lua host and Engine, so it never shares a Lua state with other objects.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/game.hpp"
#include "py_game.hpp"
#include "rewards.hpp"

namespace gov::py {

class VectorEnv {
 public:
  // `reward`: what step writes to rewards (rewards.hpp): win and margin at a game's end,
  // vp at every step.
  VectorEnv(std::shared_ptr<PyGame> game, int num_envs, int players, std::uint64_t seed,
            Reward reward = Reward::Win);

  int num_envs() const { return static_cast<int>(games_.size()); }
  int players() const { return players_; }
  // Writes, per env, the acting seat's observation, the legal mask and the acting seat.
  void observe(float* obs, std::int8_t* mask, std::int32_t* to_play);
  // Applies one slot per env. A finished game writes its returns to rewards[env * players]
  // and done[env] = 1, then restarts (with vp, every step writes each seat's VP gained). Throws
  // InputError naming the env of an illegal slot (games before it were stepped; that env and those
  // after it were not).
  void step(const std::int64_t* slots, float* rewards, std::int8_t* done);
  // `steps` rounds of a uniformly random legal action in every env (C++ only, for the
  // benchmark); returns the number of actions applied.
  long long step_random(int steps);
  // A uniformly random legal slot per env (the random policy, in C++).
  void random_slots(std::int64_t* out);
  long long games_finished() const { return finished_; }

 private:
  void restart(std::size_t env);
  // rewards[env * players] for the step just applied to env (done: the game ended).
  void write_rewards(std::size_t env, bool done, float* rewards);
  std::shared_ptr<PyGame> game_;
  std::unique_ptr<HookHost> hooks_;
  std::unique_ptr<Engine> engine_;
  int players_;
  std::uint64_t seed_;
  Reward reward_;
  std::vector<double> totals_;  // per env and seat: VP totals after the last step (vp)
  std::vector<double> values_;
  std::uint64_t next_index_ = 0;
  long long finished_ = 0;
  std::vector<Game> games_;
  Rng rng_;
  std::vector<int> scratch_;
};

}  // namespace gov::py
