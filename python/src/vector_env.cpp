#include "vector_env.hpp"

#include <cstring>

#include <fmt/format.h>

#include "game/bots/bots.hpp"
#include "game/sim/sim.hpp"

namespace gov::py {

VectorEnv::VectorEnv(std::shared_ptr<PyGame> game, int num_envs, int players, std::uint64_t seed,
                     Reward reward)
    : game_(std::move(game)), players_(players), seed_(seed), reward_(reward) {
  if (num_envs < 1) throw InputError("num_envs must be at least 1");
  if (!game_->rules().setup_for(players))
    throw InputError(fmt::format("the packs have no setup for {} players", players));
  hooks_ = game_->definition()->make_host();
  engine_ = std::make_unique<Engine>(game_->rules(), hooks_.get());
  rng_ = Rng::seeded(gov::mix64(seed ^ 0x5eedULL));
  for (int i = 0; i < num_envs; ++i) {
    games_.emplace_back(*engine_, engine_->new_game(players_, gov::game_seed(seed_, i)));
    ++next_index_;
  }
  // A new game's totals are its start's (no VP yet in the packs here, but read, not assumed).
  totals_.assign(static_cast<std::size_t>(num_envs * players_), 0.0);
  values_.assign(static_cast<std::size_t>(players_), 0.0);
  if (reward_ == Reward::Vp)
    for (std::size_t i = 0; i < games_.size(); ++i)
      values_of(engine_->score(games_[i].state()), Reward::Vp,
                totals_.data() + i * static_cast<std::size_t>(players_));
}

void VectorEnv::write_rewards(std::size_t env, bool done, float* rewards) {
  float* out = rewards + env * static_cast<std::size_t>(players_);
  if (reward_ != Reward::Vp) {
    if (!done) return;
    values_of(engine_->score(games_[env].state()), reward_, values_.data());
    for (int p = 0; p < players_; ++p) out[p] = static_cast<float>(values_[p]);
    return;
  }
  double* last = totals_.data() + env * static_cast<std::size_t>(players_);
  values_of(engine_->score(games_[env].state()), Reward::Vp, values_.data());
  for (int p = 0; p < players_; ++p) {
    out[p] = static_cast<float>(values_[p] - last[p]);
    last[p] = values_[p];
  }
}

void VectorEnv::restart(std::size_t env) {
  games_[env] =
      Game(*engine_,
           engine_->new_game(players_, gov::game_seed(seed_, static_cast<int>(next_index_++))));
  if (reward_ == Reward::Vp)
    values_of(engine_->score(games_[env].state()), Reward::Vp,
              totals_.data() + env * static_cast<std::size_t>(players_));
}

void VectorEnv::observe(float* obs, std::int8_t* mask, std::int32_t* to_play) {
  const int o = game_->view_layout().size();
  const int a = game_->slots().size();
  for (std::size_t i = 0; i < games_.size(); ++i) {
    Game& g = games_[i];
    const int seat = g.over() ? -1 : g.current_seat();
    to_play[i] = seat;
    game_->view_layout().fill(g.state(), seat < 0 ? 0 : seat, seat, obs + i * o);
    std::memset(mask + i * a, 0, static_cast<std::size_t>(a));
    game_->slots().slots_into(g.legal_actions(), scratch_);
    for (int s : scratch_) mask[i * a + s] = 1;
  }
}

void VectorEnv::step(const std::int64_t* slots, float* rewards, std::int8_t* done) {
  std::memset(rewards, 0, sizeof(float) * games_.size() * static_cast<std::size_t>(players_));
  std::memset(done, 0, games_.size());
  for (std::size_t i = 0; i < games_.size(); ++i) {
    Game& g = games_[i];
    const auto slot = slots[i];
    auto act = slot >= 0 && slot < game_->slots().size()
                   ? game_->slots().action_of(static_cast<int>(slot), g.legal_actions())
                   : std::nullopt;
    if (!act) throw InputError(fmt::format("env {}: slot {} is not legal now", i, slot));
    if (auto err = g.apply(*act)) throw InputError(fmt::format("env {}: {}", i, *err));
    write_rewards(i, g.over(), rewards);
    if (!g.over()) continue;
    done[i] = 1;
    ++finished_;
    restart(i);
  }
}

void VectorEnv::random_slots(std::int64_t* out) {
  for (std::size_t i = 0; i < games_.size(); ++i) {
    const ActionList& legal = games_[i].legal_actions();
    game_->slots().slots_into(legal, scratch_);
    out[i] = scratch_[rng_.below(static_cast<std::uint32_t>(scratch_.size()))];
  }
}

long long VectorEnv::step_random(int steps) {
  long long n = 0;
  for (int k = 0; k < steps; ++k)
    for (std::size_t i = 0; i < games_.size(); ++i) {
      Game& g = games_[i];
      const std::size_t pick = rng_.below(static_cast<std::uint32_t>(g.legal_actions().size()));
      if (auto err = g.apply_at(pick)) throw InputError(*err);
      ++n;
      if (g.over()) {
        ++finished_;
        restart(i);
      }
    }
  if (reward_ == Reward::Vp)  // the next step's VP gained counts from here
    for (std::size_t i = 0; i < games_.size(); ++i)
      values_of(engine_->score(games_[i].state()), Reward::Vp,
                totals_.data() + i * static_cast<std::size_t>(players_));
  return n;
}

}  // namespace gov::py
