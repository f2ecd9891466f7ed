// Edit distance and "did you mean" suggestions.
#include "core/did_you_mean.hpp"

#include <algorithm>

namespace gov {

int edit_distance(std::string_view a, std::string_view b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      int substitute = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, substitute});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string closest(std::string_view word, const std::vector<std::string>& candidates) {
  int limit = std::max<int>(2, static_cast<int>(word.size()) / 3);
  std::string best;
  int best_distance = limit + 1;
  for (const auto& c : candidates) {  // first of equals wins: candidates are in a fixed order
    int d = edit_distance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

std::string closest_beginning(std::string_view word, const std::vector<std::string>& candidates) {
  std::string best = closest(word, candidates);
  if (!best.empty() || word.size() < 3) return best;
  const int limit = std::max<int>(1, static_cast<int>(word.size()) / 4);
  int best_distance = limit + 1;
  for (const auto& c : candidates)  // first of equals wins, as closest()
    for (std::size_t n = word.size() - 1; n <= word.size() + 1; ++n) {
      if (c.size() < n) break;
      const int d = edit_distance(word, std::string_view(c).substr(0, n));
      if (d < best_distance) {
        best_distance = d;
        best = c;
      }
    }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  std::string c = closest(word, candidates);
  return c.empty() ? std::string{} : " (did you mean '" + c + "'?)";
}

}  // namespace gov
