// Hook calls without Lua's per-instruction count hook, kept exact by running a call again
// under the budget whenever its first run cannot vouch for itself.
//
// Why: with a count hook set, Lua's VM stops at every instruction (luaG_traceexec) to count
// it, which costs 5-15% of a game with the expansions. So a call first runs with no hook
// ("fast"). A VM instruction takes more than 1/kMaxInstructionsPerNs of a nanosecond on any
// machine, so a call that ends within budget / kMaxInstructionsPerNs nanoseconds of wall
// time ran fewer instructions than its budget: it did exactly what a budgeted run does, and
// it stands. A call that took longer, or that the watchdog interrupted (an endless loop
// never ends by itself), is undone and runs again under the count hook ("strict"), whose
// verdict - budget exceeded or not - is the deterministic one. Wall time only decides how
// fast an answer comes, never which answer: the same seed plays the same game on any
// machine, loaded or not.
//
// The watchdog is one thread for the process. Every millisecond it looks at the hosts in a
// fast call, and for one past its limit it sends a signal to the thread running it. The
// signal handler runs on that thread, paused wherever it was, and sets the interrupt hook
// with lua_sethook: the way lua.c stops a script on Ctrl-C, which Lua supports (ldebug.c).
// Calling lua_sethook from the watchdog thread itself would race with the running thread
// (it walks the call stack that thread is changing). A signal that arrives after the call
// ended finds no fast call on its thread and does nothing.
#pragma once

#include <pthread.h>
#include <lua.hpp>

#include <atomic>
#include <cstdint>

#include "scripting/call_clock.hpp"

namespace gov::lua {

// Far more than any machine runs (a Lua VM instruction takes several cycles).
inline constexpr std::int64_t kMaxInstructionsPerNs = 8;
// CPU time after which any call is stopped (the last resort).
inline constexpr std::int64_t kBackstopCpuNs = 1'000'000'000;

// One Lua state's fast calls as the watchdog sees them.
struct CallWatch {
  lua_State* L = nullptr;
  std::int64_t limit_ns = 0;                  // fast calls longer than this are not trusted
  std::int64_t backstop_ns = kBackstopCpuNs;  // CPU time after which any call is stopped
  std::atomic<pthread_t> thread{};            // the thread of the call in progress
  std::atomic<std::int64_t> started_ns{0};    // 0: not in a call
  std::atomic<bool> fast{false};              // the call in progress is fast
  std::atomic<clockid_t> cpu_clock{};         // its thread's CPU-time clock
  // The watchdog's own notes: the call it saw last, and its thread's CPU time then.
  std::int64_t seen_started_ns = 0;
  std::int64_t seen_cpu_ns = 0;
  std::atomic<std::int64_t> fire_for{0};  // started_ns of the call a signal is meant for
  std::atomic<bool> signalling{false};    // the watchdog is sending the signal now
};

// Registers `w` with the process's watchdog (installing its signal handler and starting
// its thread on first use) until unwatch(w); `w` must stay alive until then. Returns false
// when fast calls cannot be watched (the signal is taken by the program): then the host
// runs every call strict.
bool watch(CallWatch* w);
void unwatch(CallWatch* w);

// A call on this thread begins / ends (what the signal handler looks at). A fast call is
// also stopped past limit_ns of wall time.
void begin_call(CallWatch* w, std::int64_t start_ns, bool fast);
void end_call(CallWatch* w);

// The hook an interrupt installs: marks the call interrupted (Runtime::interrupted) and
// raises an error at every following instruction until the host takes the hook off.
void interrupt_hook(lua_State* L, lua_Debug* ar);

}  // namespace gov::lua
