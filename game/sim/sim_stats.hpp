// Small statistics for `governor sim`: distributions of samples and Wilson score
// intervals for win rates.
#pragma once

#include <utility>
#include <vector>

namespace gov {

struct Distribution {
  int n = 0;
  double mean = 0, sd = 0, min = 0, max = 0;
  double p10 = 0, p25 = 0, median = 0, p75 = 0, p90 = 0;  // linear interpolation
};

// Summary of `samples` (sorts a copy); all zero when empty. sd is the sample standard
// deviation (n - 1).
Distribution summarize(std::vector<double> samples);

// 95% Wilson score interval of a proportion of `successes` (may be fractional: a shared win
// counts 1/winners) out of `n` trials; {0, 1} when n == 0.
std::pair<double, double> wilson95(double successes, double n);

}  // namespace gov
