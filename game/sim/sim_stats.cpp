#include "game/sim/sim_stats.hpp"

#include <algorithm>
#include <cmath>

namespace gov {

namespace {

double quantile(const std::vector<double>& sorted, double q) {
  const double pos = q * static_cast<double>(sorted.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos));
  const auto hi = std::min(lo + 1, sorted.size() - 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - static_cast<double>(lo));
}

}  // namespace

Distribution summarize(std::vector<double> samples) {
  Distribution d;
  if (samples.empty()) return d;
  std::sort(samples.begin(), samples.end());
  d.n = static_cast<int>(samples.size());
  double sum = 0;
  for (double x : samples) sum += x;
  d.mean = sum / d.n;
  double ss = 0;
  for (double x : samples) ss += (x - d.mean) * (x - d.mean);
  d.sd = d.n > 1 ? std::sqrt(ss / (d.n - 1)) : 0.0;
  d.min = samples.front();
  d.max = samples.back();
  d.p10 = quantile(samples, 0.10);
  d.p25 = quantile(samples, 0.25);
  d.median = quantile(samples, 0.50);
  d.p75 = quantile(samples, 0.75);
  d.p90 = quantile(samples, 0.90);
  return d;
}

std::pair<double, double> wilson95(double successes, double n) {
  if (n <= 0) return {0.0, 1.0};
  constexpr double z = 1.959963984540054;
  const double p = successes / n;
  const double z2n = z * z / n;
  const double center = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
  return {std::max(0.0, center - half), std::min(1.0, center + half)};
}

}  // namespace gov
