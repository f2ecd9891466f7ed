#include "tools/session_agents.hpp"

#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"

namespace gov::tools {

namespace {

class BotAgent final : public session::SeatAgent {
 public:
  explicit BotAgent(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  std::string_view name() const override { return bot_->name(); }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                std::uint64_t decision_seed) override {
    // A fresh Rng per decision, from the decision's seed: the same position gets the same
    // answer after an undo or a resume.
    Rng rng = Rng::seeded(decision_seed);
    return bot_->choose(engine, state, legal, rng);
  }
  // As `governor sim` asks its bots (play_moves: choose_index with the seat's stream).
  Action choose_from_stream(const Engine& engine, const State& state, const ActionList& legal,
                            Rng& stream) override {
    const std::size_t pick = bot_->choose_index(engine, state, legal, stream);
    return pick < legal.size() ? legal[pick] : bot_->choose(engine, state, legal, stream);
  }

 private:
  std::unique_ptr<Bot> bot_;
};

}  // namespace

std::unique_ptr<session::SeatAgent> make_agent(std::string_view spec) {
  auto bot = make_bot(spec);
  if (!bot) return nullptr;
  return std::make_unique<BotAgent>(std::move(bot));
}

std::string default_opponent() {
  return std::string(default_level());
}

}  // namespace gov::tools
