// Chaos mode: the proof that caches and fast paths change no outcome.
//
// Every cache, memo and fast path of the engine and the Lua host asks skip() before it
// uses what it kept. Normally the answer is no. With GOVERNOR_CHAOS=1 in the environment
// (a run switch) the answer is yes at random, from a generator that is not the game's, so
// caches miss, remembered listings are made again and fast hook calls are interrupted and
// run again under the count hook, at points that differ from run to run. The recorded
// game signatures must be the same as without it (scripts/test.sh runs
// scripts/check_signatures.sh under chaos). The build switch -DGOVERNOR_NO_CACHES=ON makes
// skip() always true: every cache off; GOVERNOR_NO_CACHES=1 in the environment does the same
// in any build (and runs every hook call under the count hook), so CI compares signatures
// with and without caches from one build. docs/performance.md lists what asks.
#pragma once

#include <atomic>

namespace gov::chaos {

namespace detail {
enum Mode : int { kNormal = 0, kChaos = 1, kCachesOff = 2 };
// Set from GOVERNOR_CHAOS (any value but empty or 0: kChaos) and GOVERNOR_NO_CACHES
// (kCachesOff, which wins) before main runs; force() changes it.
extern std::atomic<int> mode;
}  // namespace detail

inline bool enabled() {
  return detail::mode.load(std::memory_order_relaxed) == detail::kChaos;
}
// No cache, memo or fast path is used (GOVERNOR_NO_CACHES=1, or the build switch).
inline bool caches_off() {
#ifdef GOVERNOR_NO_CACHES
  return true;
#else
  return detail::mode.load(std::memory_order_relaxed) == detail::kCachesOff;
#endif
}
// Turns chaos mode on or off (tests).
void force(bool on);

// One chance in `one_in` (thread-local generator, seeded from the system's entropy).
bool coin(unsigned one_in);

// A number in [1, n] for chaos decisions (where to interrupt a call).
unsigned pick(unsigned n);

// Should this use of a cache or fast path be skipped?
inline bool skip() {
#ifdef GOVERNOR_NO_CACHES
  return true;
#else
  const int m = detail::mode.load(std::memory_order_relaxed);
  return m == detail::kCachesOff || (m == detail::kChaos && coin(2));
#endif
}

}  // namespace gov::chaos
