#include "game/arena/think_times.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <fmt/format.h>

namespace gov {

void ThinkTimes::add(int spec, double seconds) {
  std::lock_guard lock(mutex_);
  if (spec >= static_cast<int>(seconds_.size()))
    seconds_.resize(static_cast<std::size_t>(spec) + 1);
  seconds_[static_cast<std::size_t>(spec)].push_back(seconds);
}

ThinkTimes::Summary ThinkTimes::summary(int spec) const {
  std::lock_guard lock(mutex_);
  Summary s;
  if (spec < 0 || spec >= static_cast<int>(seconds_.size())) return s;
  auto v = seconds_[static_cast<std::size_t>(spec)];
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

class TimedBot final : public Bot {
 public:
  TimedBot(std::unique_ptr<Bot> inner, int spec, ThinkTimes* sink)
      : inner_(std::move(inner)), spec_(spec), sink_(sink) {}
  std::string_view name() const override { return inner_->name(); }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override {
    const auto t0 = std::chrono::steady_clock::now();
    const Action a = inner_->choose(engine, state, legal, rng);
    record(legal, t0);
    return a;
  }
  std::size_t choose_index(const Engine& engine, const State& state, const ActionList& legal,
                           Rng& rng) override {
    const auto t0 = std::chrono::steady_clock::now();
    const std::size_t i = inner_->choose_index(engine, state, legal, rng);
    record(legal, t0);
    return i;
  }

 private:
  void record(const ActionList& legal, std::chrono::steady_clock::time_point t0) {
    if (legal.size() < 2) return;
    sink_->add(spec_, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
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
  std::string out = "think time per decision with a choice (wall clock):\n";
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const auto s = t.summary(static_cast<int>(i));
    out += fmt::format("  {}: {} decisions, mean {:.2f} ms, p95 {:.2f} ms, max {:.2f} ms\n",
                       pool[i], s.decisions, 1e3 * s.mean, 1e3 * s.p95, 1e3 * s.max);
  }
  return out;
}

}  // namespace gov
