// The clock that times fast hook calls (scripting/watchdog.hpp): two reads per hook call,
// so its cost is part of every call's.
//
// Where the CPU's time-stamp counter is invariant (one rate whatever the power state) and
// the kernel itself keeps time with it (clocksource "tsc": it checked the counters agree
// across CPUs), a read is one RDTSC, converted with a rate measured against steady_clock
// once per process. Elsewhere (another architecture, a virtual machine whose kernel does
// not trust the counter, GOVERNOR_STEADY_CLOCK=1) it is steady_clock. Both conditions are
// checked once, when the process first times a call. The counter costs ~10 ns a read on
// this project's machines, steady_clock ~24 ns: with two reads per call, about 40% of an
// empty hook call's overhead.
//
// Why the answer stays exact: wall time only decides whether a fast call vouches for its
// budget (or runs again under the count hook), never what a call does. The conversion
// errs on the long side (the measured rate less 1%), so a call is never thought shorter
// than it was; RDTSC is not ordered with the instructions around it, and the error that
// allows (a few hundred instructions at either end) is covered by kCallClockSlackNs.
#pragma once

#include <cstdint>

namespace gov::lua {

// Nanoseconds on a monotonic clock shared by all threads (never 0). May run up to 1% fast.
std::int64_t now_ns();

// Added to a call's measured time before it is trusted: covers reads taken out of order.
inline constexpr std::int64_t kCallClockSlackNs = 1000;

// Which clock now_ns() reads ("tsc" or "steady"), for tests and `governor bench`.
const char* call_clock_name();

}  // namespace gov::lua
