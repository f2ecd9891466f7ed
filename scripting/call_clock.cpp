// The clock of fast hook calls (see scripting/call_clock.hpp).
#include "scripting/call_clock.hpp"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <string>

#if defined(__x86_64__)
#include <cpuid.h>
#include <x86intrin.h>
#endif

namespace gov::lua {

namespace {

std::int64_t steady_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

struct CallClock {
  bool tsc = false;
  std::uint64_t tick0 = 0;  // counter and steady time at calibration
  std::int64_t ns0 = 0;
  double ns_per_tick = 0;  // conservative: the measured value plus 1%
};

#if defined(__x86_64__)
// CPUID 0x80000007, EDX bit 8: the counter runs at one rate in every power state.
bool invariant_tsc() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (__get_cpuid(0x80000000, &a, &b, &c, &d) == 0 || a < 0x80000007) return false;
  if (__get_cpuid(0x80000007, &a, &b, &c, &d) == 0) return false;
  return (d & (1U << 8)) != 0;
}

// The kernel keeps time with the counter only after checking it agrees across CPUs.
bool kernel_uses_tsc() {
  std::ifstream f("/sys/devices/system/clocksource/clocksource0/current_clocksource");
  std::string name;
  return static_cast<bool>(f >> name) && name == "tsc";
}

CallClock calibrate() {
  CallClock c;
  const char* force = std::getenv("GOVERNOR_STEADY_CLOCK");
  if ((force != nullptr && *force != '\0' && *force != '0') || !invariant_tsc() ||
      !kernel_uses_tsc())
    return c;
  // Two milliseconds against steady_clock, once per process: the clock read's own
  // jitter (tens of ns) is then a few parts in a hundred thousand of the rate.
  const std::int64_t s0 = steady_ns();
  const std::uint64_t t0 = __rdtsc();
  std::int64_t s1 = s0;
  while (s1 - s0 < 2'000'000) s1 = steady_ns();
  const std::uint64_t t1 = __rdtsc();
  if (t1 <= t0) return c;
  const double ticks_per_ns = static_cast<double>(t1 - t0) / static_cast<double>(s1 - s0);
  if (ticks_per_ns < 0.05 || ticks_per_ns > 50) return c;  // not a plausible rate
  c.tsc = true;
  c.tick0 = t1;
  c.ns0 = s1;
  c.ns_per_tick = 1.01 / ticks_per_ns;
  return c;
}
#else
CallClock calibrate() {
  return {};
}
#endif

const CallClock& call_clock() {
  static const CallClock c = calibrate();
  return c;
}

}  // namespace

std::int64_t now_ns() {
  const CallClock& c = call_clock();
#if defined(__x86_64__)
  if (c.tsc) {
    // Signed: two reads on two CPUs differ by the counters' skew as well, which the kernel
    // keeps small when it trusts them, and which kCallClockSlackNs covers.
    const auto ticks = static_cast<std::int64_t>(__rdtsc() - c.tick0);
    return c.ns0 + static_cast<std::int64_t>(static_cast<double>(ticks) * c.ns_per_tick);
  }
#endif
  return steady_ns();
}

const char* call_clock_name() {
  return call_clock().tsc ? "tsc" : "steady";
}

}  // namespace gov::lua
