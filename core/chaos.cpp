#include "core/chaos.hpp"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <random>

namespace gov::chaos {

namespace {

std::minstd_rand& generator() {
  // Not the game's RNG, and seeded differently every run: chaos must hit different points.
  thread_local std::minstd_rand g{std::random_device{}()};
  return g;
}

}  // namespace

std::atomic<int>& state() {
  static std::atomic<int> on = [] {
    const char* v = std::getenv("GOVERNOR_CHAOS");
    return v != nullptr && *v != '\0' && std::strcmp(v, "0") != 0 ? 1 : 0;
  }();
  return on;
}

bool enabled() {
  return state().load(std::memory_order_relaxed) != 0;
}

void force(bool on) {
  state().store(on ? 1 : 0);
}

bool coin(unsigned one_in) {
  return one_in <= 1 || generator()() % one_in == 0;
}

unsigned pick(unsigned n) {
  return n == 0 ? 1 : 1 + static_cast<unsigned>(generator()() % n);
}

}  // namespace gov::chaos
