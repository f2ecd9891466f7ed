// The watchdog of fast hook calls (see scripting/watchdog.hpp).
#include "scripting/watchdog.hpp"

#include <csignal>
#include <ctime>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

// Ignored by default, so a stray one (none is sent without the handler) kills nothing; a
// program that uses it for something else keeps it, and its hosts run strict.
constexpr int kInterruptSignal = SIGURG;

// The call in progress on this thread, if any (read by the signal handler).
thread_local CallWatch* tl_call = nullptr;

std::int64_t cpu_ns(clockid_t clock) {
  timespec t{};
  if (clock_gettime(clock, &t) != 0) return 0;
  return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// Acts only when the signal was meant for the call now running: a signal can be delivered
// late, after its call ended and another began (which must not be interrupted for it).
void on_interrupt_signal(int) {
  CallWatch* w = tl_call;
  if (w == nullptr) return;
  const std::int64_t started = w->started_ns.load(std::memory_order_relaxed);
  if (started != 0 && w->fire_for.load(std::memory_order_relaxed) == started)
    lua_sethook(w->L, interrupt_hook, LUA_MASKCOUNT, 1);
}

bool install_handler() {
  struct sigaction old {};
  if (sigaction(kInterruptSignal, nullptr, &old) != 0) return false;
  if (old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN) return false;
  struct sigaction act {};
  act.sa_handler = on_interrupt_signal;
  sigemptyset(&act.sa_mask);
  act.sa_flags = SA_RESTART;  // a late signal must not fail a system call
  return sigaction(kInterruptSignal, &act, nullptr) == 0;
}

class Watchdog {
 public:
  // Never destroyed: a host kept in a static may be destroyed at exit after any other
  // static, and still unregisters here. The thread ends with the process.
  static Watchdog& instance() {
    static Watchdog* const w = new Watchdog();
    return *w;
  }

  bool add(CallWatch* w) {
    std::lock_guard lock(mutex_);
    if (!handler_installed_) return false;
    watched_.push_back(w);
    if (!started_) {
      std::thread([this] { loop(); }).detach();
      started_ = true;
    }
    wake_.notify_one();
    return true;
  }

  void remove(CallWatch* w) {
    std::lock_guard lock(mutex_);
    watched_.erase(std::remove(watched_.begin(), watched_.end(), w), watched_.end());
  }

 private:
  Watchdog() : handler_installed_(install_handler()) {}

  void loop() {
    std::unique_lock lock(mutex_);
    for (;;) {
      bool busy = false;
      const std::int64_t now = now_ns();
      for (CallWatch* w : watched_) {
        const std::int64_t started = w->started_ns.load(std::memory_order_acquire);
        if (started == 0) continue;
        busy = true;
        const bool too_long = w->fast.load() && now - started > w->limit_ns;
        // CPU time is counted from when the watchdog first saw the call (a millisecond or
        // so after it began): no clock is read per call on the hook's thread.
        bool backstop = false;
        if (w->seen_started_ns != started) {
          w->seen_started_ns = started;
          w->seen_cpu_ns = cpu_ns(w->cpu_clock.load());
        } else if (!too_long) {
          backstop = cpu_ns(w->cpu_clock.load()) - w->seen_cpu_ns > w->backstop_ns;
        }
        if ((too_long || backstop) && w->fire_for.load() != started) {
          w->fire_for.store(started);
          // Only to a thread still in that call: end_call waits while `signalling` is set,
          // so the thread cannot have ended (and its id cannot be stale) meanwhile.
          w->signalling.store(true);
          if (w->started_ns.load() == started)
            pthread_kill(w->thread.load(std::memory_order_acquire), kInterruptSignal);
          w->signalling.store(false);
        }
      }
      // Every millisecond while hooks run; seldom when idle (a human's turn), and not at
      // all without hosts.
      if (watched_.empty())
        wake_.wait(lock, [this] { return !watched_.empty(); });
      else
        wake_.wait_for(lock, std::chrono::milliseconds(busy ? 1 : 10));
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<CallWatch*> watched_;
  const bool handler_installed_;
  bool started_ = false;
};

}  // namespace

void interrupt_hook(lua_State* L, lua_Debug*) {
  runtime(L)->interrupted = true;
  // Again at the next instruction: a script that catches the error is stopped again.
  lua_sethook(L, interrupt_hook, LUA_MASKCOUNT, 1);
  lua_pushliteral(L, "interrupted (the call runs again under its instruction budget)");
  lua_error(L);
}

bool watch(CallWatch* w) {
  return Watchdog::instance().add(w);
}

void unwatch(CallWatch* w) {
  Watchdog::instance().remove(w);
}

namespace {

// The calling thread and its CPU-time clock, looked up once per thread (every hook call
// needs them).
struct ThisThread {
  pthread_t self = pthread_self();
  clockid_t clock{};
  bool has_clock = pthread_getcpuclockid(self, &clock) == 0;
};

}  // namespace

void begin_call(CallWatch* w, std::int64_t start_ns, bool fast) {
  thread_local const ThisThread here;
  w->fast.store(fast, std::memory_order_relaxed);
  w->thread.store(here.self, std::memory_order_relaxed);
  if (here.has_clock) w->cpu_clock.store(here.clock, std::memory_order_relaxed);
  tl_call = w;
  w->started_ns.store(start_ns, std::memory_order_release);
}

void end_call(CallWatch* w) {
  w->started_ns.store(0);  // sequentially consistent, against the watchdog's two steps
  while (w->signalling.load()) std::this_thread::yield();
  tl_call = nullptr;
}

}  // namespace gov::lua
