#include "game/arena/blunders.hpp"

#include <exception>

namespace gov {

int banked_vp(const Ruleset& rules, const SeatState& seat) {
  int vp = seat.vp_chips;
  for (int i = 0; i < seat.num_buildings; ++i) {
    const Id t = seat.city[static_cast<std::size_t>(i)].type;
    if (t < rules.buildings.size()) vp += rules.buildings[t].vp;
  }
  return vp;
}

namespace {

// The seat's banked VP and coins after `a`, or false when it cannot be applied.
bool after(const Engine& engine, const State& s, const Action& a, int seat, int& vp, int& coins) {
  try {
    State t = s;
    if (engine.apply(t, a)) return false;
    vp = banked_vp(engine.rules(), t.seat(seat));
    coins = t.seat(seat).coins;
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

bool one_ply_blunder(const Engine& engine, const State& s, const ActionList& legal,
                     std::size_t pick) {
  const Id seat = engine.current_seat(s);
  if (seat == kNone || pick >= legal.size()) return false;
  const int vp0 = banked_vp(engine.rules(), s.seat(seat));
  const int coins0 = s.seat(seat).coins;
  int vp = 0, coins = 0;
  if (!after(engine, s, legal[pick], seat, vp, coins) || vp != vp0 || coins != coins0) return false;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (i == pick || !after(engine, s, legal[i], seat, vp, coins)) continue;
    if (vp > vp0 && coins >= coins0) return true;
  }
  return false;
}

}  // namespace gov
