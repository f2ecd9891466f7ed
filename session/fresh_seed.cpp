#include "session/fresh_seed.hpp"

#include <random>

namespace gov::session {

std::uint64_t fresh_seed() {
  std::random_device entropy;
  std::uniform_int_distribution<std::uint64_t> pick(1, kMaxFreshSeed);
  return pick(entropy);
}

}  // namespace gov::session
