// Think time per decision, per bot spec of an arena run (`governor arena --think-times`):
// how long a player waits for each level. Timings, so never part of the run's reproducible
// output (stderr only); only decisions with more than one legal action count (a bot takes
// a forced move without thinking). Each decision is timed twice: wall clock (what a player
// waits on this machine now) and the thread's CPU time (what it would wait on a free core,
// whatever else the machine is doing: the figure the levels are set by).
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "game/bots/bots.hpp"

namespace gov {

class ThinkTimes {
 public:
  void add(int spec, double wall_seconds, double cpu_seconds);
  struct Summary {
    long long decisions = 0;
    double mean = 0, p95 = 0, max = 0;  // seconds
  };
  Summary summary(int spec) const;  // wall clock
  Summary cpu_summary(int spec) const;

 private:
  static Summary summarize(std::vector<double> v);
  mutable std::mutex mutex_;
  std::vector<std::vector<double>> wall_, cpu_;  // per pool spec
};

// `inner`, timing each choice with a choice into `sink` as spec `spec`.
std::unique_ptr<Bot> timed_bot(std::unique_ptr<Bot> inner, int spec, ThinkTimes* sink);

// Per spec: "SPEC: N decisions, wall mean X ms, p95 Y ms, max Z ms; CPU mean ..., ...".
std::string think_times_text(const ThinkTimes& t, const std::vector<std::string>& pool);

}  // namespace gov
