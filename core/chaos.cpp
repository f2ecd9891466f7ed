#include "core/chaos.hpp"

#include <cstdlib>
#include <cstring>
#include <random>

namespace gov::chaos {

namespace {

bool set_in_environment(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' && std::strcmp(v, "0") != 0;
}

int from_environment() {
  if (set_in_environment("GOVERNOR_NO_CACHES")) return detail::kCachesOff;
  return set_in_environment("GOVERNOR_CHAOS") ? detail::kChaos : detail::kNormal;
}

std::minstd_rand& generator() {
  // Not the game's RNG, and seeded differently every run: chaos must hit different points.
  thread_local std::minstd_rand g{std::random_device{}()};
  return g;
}

}  // namespace

namespace detail {
std::atomic<int> mode{from_environment()};
}  // namespace detail

void force(bool on) {
  detail::mode.store(on ? detail::kChaos : detail::kNormal);
}

bool coin(unsigned one_in) {
  return one_in <= 1 || generator()() % one_in == 0;
}

unsigned pick(unsigned n) {
  return n == 0 ? 1 : 1 + static_cast<unsigned>(generator()() % n);
}

}  // namespace gov::chaos
