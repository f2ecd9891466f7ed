#include "core/chaos.hpp"

#include <cstdlib>
#include <cstring>
#include <random>

namespace gov::chaos {

namespace {

bool from_environment() {
  const char* v = std::getenv("GOVERNOR_CHAOS");
  return v != nullptr && *v != '\0' && std::strcmp(v, "0") != 0;
}

std::minstd_rand& generator() {
  // Not the game's RNG, and seeded differently every run: chaos must hit different points.
  thread_local std::minstd_rand g{std::random_device{}()};
  return g;
}

}  // namespace

namespace detail {
std::atomic<bool> on{from_environment()};
}  // namespace detail

void force(bool on) {
  detail::on.store(on);
}

bool coin(unsigned one_in) {
  return one_in <= 1 || generator()() % one_in == 0;
}

unsigned pick(unsigned n) {
  return n == 0 ? 1 : 1 + static_cast<unsigned>(generator()() % n);
}

}  // namespace gov::chaos
