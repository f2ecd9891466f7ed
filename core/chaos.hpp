// Chaos mode: the proof that caches and fast paths change no outcome.
//
// Every cache, memo and fast path of the engine and the Lua host asks skip() before it
// uses what it kept. Normally the answer is no. With GOVERNOR_CHAOS=1 in the environment
// (a run switch) the answer is yes at random, from a generator that is not the game's, so
// caches miss, remembered listings are made again and fast hook calls are interrupted and
// run again under the count hook, at points that differ from run to run. The recorded
// game signatures must be the same as without it (scripts/check_signatures.sh runs under
// chaos in CI). The build switch -DGOVERNOR_NO_CACHES=ON makes skip() always true: every
// cache off. docs/performance.md lists what asks.
#pragma once

namespace gov::chaos {

// GOVERNOR_CHAOS=1 (or any value but 0) was set when the process first asked, or a test
// turned chaos on with force().
bool enabled();
void force(bool on);

// One chance in `one_in` (thread-local generator, seeded from the system's entropy).
bool coin(unsigned one_in);

// Should this use of a cache or fast path be skipped?
inline bool skip() {
#ifdef GOVERNOR_NO_CACHES
  return true;
#else
  return enabled() && coin(2);
#endif
}

// A number in [1, n] for chaos decisions (where to interrupt a call).
unsigned pick(unsigned n);

}  // namespace gov::chaos
