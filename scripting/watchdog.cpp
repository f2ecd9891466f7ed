// The watchdog of fast hook calls (see scripting/watchdog.hpp).
#include "scripting/watchdog.hpp"

#include <csignal>

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

// The fast call in progress on this thread, if any (read by the signal handler).
thread_local CallWatch* tl_fast_call = nullptr;

void on_interrupt_signal(int) {
  CallWatch* w = tl_fast_call;
  if (w != nullptr && w->started_ns.load(std::memory_order_relaxed) != 0)
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
  static Watchdog& instance() {
    static Watchdog w;
    return w;
  }

  bool add(CallWatch* w) {
    std::lock_guard lock(mutex_);
    if (!handler_installed_) return false;
    watched_.push_back(w);
    if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
    wake_.notify_one();
    return true;
  }

  void remove(CallWatch* w) {
    std::lock_guard lock(mutex_);
    watched_.erase(std::remove(watched_.begin(), watched_.end(), w), watched_.end());
  }

  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    wake_.notify_one();
    if (thread_.joinable()) thread_.join();
  }

 private:
  Watchdog() : handler_installed_(install_handler()) {}

  void loop() {
    std::unique_lock lock(mutex_);
    while (!stop_) {
      bool busy = false;
      const std::int64_t now = now_ns();
      for (CallWatch* w : watched_) {
        const std::int64_t started = w->started_ns.load(std::memory_order_acquire);
        if (started == 0) continue;
        busy = true;
        if (now - started > w->limit_ns && !w->fired.exchange(true))
          pthread_kill(w->thread.load(std::memory_order_acquire), kInterruptSignal);
      }
      // Every millisecond while hooks run; seldom when idle (a human's turn), and not at
      // all without hosts.
      if (watched_.empty())
        wake_.wait(lock, [this] { return stop_ || !watched_.empty(); });
      else
        wake_.wait_for(lock, std::chrono::milliseconds(busy ? 1 : 10));
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<CallWatch*> watched_;
  const bool handler_installed_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

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

void begin_fast_call(CallWatch* w, std::int64_t start_ns) {
  w->fired.store(false, std::memory_order_relaxed);
  w->thread.store(pthread_self(), std::memory_order_relaxed);
  tl_fast_call = w;
  w->started_ns.store(start_ns, std::memory_order_release);
}

void end_fast_call(CallWatch* w) {
  w->started_ns.store(0, std::memory_order_release);
  tl_fast_call = nullptr;
}

}  // namespace gov::lua
