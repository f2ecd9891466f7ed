#include "rewards.hpp"

#include <algorithm>
#include <limits>

#include "py_game.hpp"

namespace gov::py {

Reward parse_reward(const std::string& name) {
  if (name == "win") return Reward::Win;
  if (name == "margin") return Reward::Margin;
  if (name == "vp") return Reward::Vp;
  throw InputError("reward '" + name + "': one of win, margin, vp");
}

void values_of(const std::vector<SeatScore>& scores, Reward kind, double* out) {
  const std::size_t n = scores.size();
  switch (kind) {
    case Reward::Win: {
      int winners = 0;
      for (const auto& x : scores) winners += x.winner;
      for (std::size_t i = 0; i < n; ++i)
        out[scores[i].seat] = scores[i].winner && winners > 0 ? 1.0 / winners : 0.0;
      return;
    }
    case Reward::Margin:
      for (std::size_t i = 0; i < n; ++i) {
        int best = std::numeric_limits<int>::min();
        for (std::size_t j = 0; j < n; ++j)
          if (j != i) best = std::max(best, scores[j].total);
        out[scores[i].seat] = n > 1 ? scores[i].total - best : 0.0;
      }
      return;
    case Reward::Vp:
      for (const auto& x : scores) out[x.seat] = x.total;
      return;
  }
}

}  // namespace gov::py
