// How many times a seat may act in a card phase where each seat acts once (produce a good,
// sell a good): once, plus what its buildings add through `extra` (a modify hook), plus the
// privilege for the seat that chose the role. Shared by produce_onto_buildings and
// sell_from_buildings.
#pragma once

#include "core/mechanics/mechanic.hpp"

namespace gov {

inline int seat_allowance(MechanicContext& f, int seat, HookEvent extra) {
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.role = f.s.roles[f.s.cursor.card].role;
  return 1 + f.dispatch.modify(f.s, seat, extra, ev, 0) + (seat == f.s.chooser ? f.privilege() : 0);
}

}  // namespace gov
