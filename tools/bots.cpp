#include "tools/bots.hpp"

namespace gov::tools {

std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

Rng seat_rng(std::uint64_t game_seed, int seat) {
  return Rng::seeded(mix64(game_seed ^ mix64(0x5EA7ULL + static_cast<std::uint64_t>(seat))));
}

Action RandomBot::choose(const Engine& engine, const State& state, const ActionList& legal,
                         Rng& rng) {
  (void)engine;
  (void)state;
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::unique_ptr<Bot> make_bot(std::string_view kind) {
  if (kind == "random") return std::make_unique<RandomBot>();
  return nullptr;
}

std::vector<std::string> bot_kinds() {
  return {"random"};
}

}  // namespace gov::tools
