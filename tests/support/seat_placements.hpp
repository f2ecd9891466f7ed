// What seat 0 has placed, and whether it is placing: for the tests of worker arrangements
// (tests/session/decide_test.cpp, whole_line_test.cpp).
#pragma once

#include <map>
#include <string>

#include "session/session.hpp"

namespace gov::test {

// Workers of each kind on each target of seat 0 ("noble@small_market" -> 1).
inline std::map<std::string, int> placed(const session::Session& s) {
  const auto& r = s.rules();
  const auto& st = s.state().seat(0);
  std::map<std::string, int> out;
  for (std::size_t k = 0; k < r.worker_kinds.size(); ++k) {
    for (int i = 0; i < st.num_tiles; ++i)
      if (st.island[i].workers[k] > 0)
        out[r.worker_kinds[k].id + "@" + r.tile_kinds[st.island[i].kind].id] +=
            st.island[i].workers[k];
    for (int i = 0; i < st.num_buildings; ++i)
      if (st.city[i].workers[k] > 0)
        out[r.worker_kinds[k].id + "@" + r.buildings[st.city[i].type].id] += st.city[i].workers[k];
  }
  return out;
}

// Seat 0 is asked to place a worker.
inline bool placing(const session::Session& s) {
  return !s.over() && s.current_seat() == 0 && !s.legal().empty() &&
         s.legal().front().type == ActionType::Place;
}

}  // namespace gov::test
