#include "game/arena/think_times.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

#include <fmt/format.h>

namespace gov {

void ThinkTimes::add(int spec, double wall_seconds, double cpu_seconds) {
  std::lock_guard lock(mutex_);
  if (spec >= static_cast<int>(wall_.size())) {
    wall_.resize(static_cast<std::size_t>(spec) + 1);
    cpu_.resize(static_cast<std::size_t>(spec) + 1);
  }
  wall_[static_cast<std::size_t>(spec)].push_back(wall_seconds);
  cpu_[static_cast<std::size_t>(spec)].push_back(cpu_seconds);
}

ThinkTimes::Summary ThinkTimes::summary(int spec) const {
  std::lock_guard lock(mutex_);
  if (spec < 0 || spec >= static_cast<int>(wall_.size())) return {};
  return summarize(wall_[static_cast<std::size_t>(spec)]);
}

ThinkTimes::Summary ThinkTimes::cpu_summary(int spec) const {
  std::lock_guard lock(mutex_);
  if (spec < 0 || spec >= static_cast<int>(cpu_.size())) return {};
  return summarize(cpu_[static_cast<std::size_t>(spec)]);
}

ThinkTimes::Summary ThinkTimes::summarize(std::vector<double> v) {
  Summary s;
  if (v.empty()) return s;
  std::sort(v.begin(), v.end());
  s.decisions = static_cast<long long>(v.size());
  double total = 0;
  for (double x : v) total += x;
  s.mean = total / static_cast<double>(v.size());
  // Nearest-rank 95th percentile.
  const auto rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(v.size())));
  s.p95 = v[std::max<std::size_t>(rank, 1) - 1];
  s.max = v.back();
  return s;
}

namespace {

// The calling thread's CPU time in seconds (POSIX; the bot thinks on this thread).
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

class TimedBot final : public Bot {
 public:
  TimedBot(std::unique_ptr<Bot> inner, int spec, ThinkTimes* sink)
      : inner_(std::move(inner)), spec_(spec), sink_(sink) {}
  std::string_view name() const override { return inner_->name(); }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = thread_cpu_seconds();
    const Action a = inner_->choose(engine, state, legal, rng);
    record(legal, t0, c0);
    return a;
  }
  std::size_t choose_index(const Engine& engine, const State& state, const ActionList& legal,
                           Rng& rng) override {
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = thread_cpu_seconds();
    const std::size_t i = inner_->choose_index(engine, state, legal, rng);
    record(legal, t0, c0);
    return i;
  }

 private:
  void record(const ActionList& legal, std::chrono::steady_clock::time_point t0, double c0) {
    if (legal.size() < 2) return;
    sink_->add(spec_, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
               thread_cpu_seconds() - c0);
  }
  std::unique_ptr<Bot> inner_;
  int spec_;
  ThinkTimes* sink_;
};

}  // namespace

std::unique_ptr<Bot> timed_bot(std::unique_ptr<Bot> inner, int spec, ThinkTimes* sink) {
  return std::make_unique<TimedBot>(std::move(inner), spec, sink);
}

std::string think_times_text(const ThinkTimes& t, const std::vector<std::string>& pool) {
  std::string out = "think time per decision with a choice (wall clock; the thread's CPU time):\n";
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const auto s = t.summary(static_cast<int>(i));
    const auto c = t.cpu_summary(static_cast<int>(i));
    out += fmt::format(
        "  {}: {} decisions, wall mean {:.2f} ms, p95 {:.2f} ms, max {:.2f} ms; CPU mean {:.2f} "
        "ms, p95 {:.2f} ms, max {:.2f} ms\n",
        pool[i], s.decisions, 1e3 * s.mean, 1e3 * s.p95, 1e3 * s.max, 1e3 * c.mean, 1e3 * c.p95,
        1e3 * c.max);
  }
  return out;
}

}  // namespace gov
