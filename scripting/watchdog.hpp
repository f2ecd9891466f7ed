// Hook calls without Lua's per-instruction count hook, kept exact by running a call again
// under the budget whenever its first run cannot vouch for itself.
//
// Why: with a count hook set, Lua's VM stops at every instruction (luaG_traceexec) to count
// it; that is about a fifth of the time spent in hooks. So a call first runs with no hook
// ("fast"). A VM instruction takes more than 1/kMaxInstructionsPerNs of a nanosecond on any
// machine, so a call that ends within `fast_limit_ns` of wall time (budget / that rate) ran
// fewer instructions than its budget: it did exactly what a budgeted run does, and it
// stands. A call that took longer, or that the watchdog thread interrupted (an endless loop
// never ends by itself), is undone and runs again under the count hook ("strict"), whose
// verdict - budget exceeded or not - is the deterministic one. Wall time only decides how
// fast an answer comes, never which answer: the same seed plays the same game on any
// machine, loaded or not.
//
// The watchdog is one thread for the process. It looks at the hosts in a call every
// millisecond and interrupts a fast call past its limit with lua_sethook, which Lua allows
// from outside the running thread (ldebug.c: it may be called asynchronously, as lua.c's
// signal handler does). An interrupt that lands late, in a later call, only makes that call
// run strict too.
#pragma once

#include <lua.hpp>

#include <atomic>
#include <cstdint>

namespace gov::lua {

// Far more than any machine runs (a Lua VM instruction takes several cycles).
inline constexpr std::int64_t kMaxInstructionsPerNs = 8;

// One Lua state's view for the watchdog. The host writes `started_ns` around each fast call.
struct CallWatch {
  lua_State* L = nullptr;
  std::int64_t limit_ns = 0;                // fast calls longer than this are not trusted
  std::atomic<std::int64_t> started_ns{0};  // 0: not in a fast call
  std::atomic<bool> fired{false};           // interrupted since this call started
};

// Monotonic nanoseconds (steady_clock).
std::int64_t now_ns();

// Registers `w` with the process's watchdog (starting its thread on first use) until
// unwatch(w). `w` must stay alive and its lua_State open until then.
void watch(CallWatch* w);
void unwatch(CallWatch* w);

// The hook the watchdog installs: marks the call interrupted (Runtime::interrupted) and
// raises an error at every following instruction until the host takes the hook off.
void interrupt_hook(lua_State* L, lua_Debug* ar);

}  // namespace gov::lua
