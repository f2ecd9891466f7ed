// The watchdog thread of fast hook calls (see scripting/watchdog.hpp).
#include "scripting/watchdog.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "scripting/runtime.hpp"

namespace gov::lua {

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

namespace {

class Watchdog {
 public:
  static Watchdog& instance() {
    static Watchdog w;
    return w;
  }

  void add(CallWatch* w) {
    std::lock_guard lock(mutex_);
    watched_.push_back(w);
    if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
    wake_.notify_one();
  }

  void remove(CallWatch* w) {
    // Under the mutex: the thread never touches a state that is being closed.
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
  Watchdog() = default;

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
          lua_sethook(w->L, interrupt_hook, LUA_MASKCOUNT, 1);
      }
      // Every millisecond while hooks run; seldom when idle (a human's turn, no hosts).
      if (watched_.empty())
        wake_.wait(lock, [this] { return stop_ || !watched_.empty(); });
      else
        wake_.wait_for(lock, std::chrono::milliseconds(busy ? 1 : 10));
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<CallWatch*> watched_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace

void watch(CallWatch* w) {
  Watchdog::instance().add(w);
}

void unwatch(CallWatch* w) {
  Watchdog::instance().remove(w);
}

}  // namespace gov::lua
