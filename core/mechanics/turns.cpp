#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {

bool next_seat_with_choice(MechanicContext& f, void (*legal)(MechanicContext&, ActionList&)) {
  auto& c = f.s.cursor;
  ScratchActions l;
  for (; c.turn < f.players(); ++c.turn) {
    c.actor = static_cast<Id>(f.turn_seat());
    l->clear();
    legal(f, *l);
    if (l->size() > 1) {
      f.note_listing(*l);
      return true;
    }
  }
  return false;
}

void add_turn_offers(MechanicContext& f, int seat, HookEvent point, ActionList& out) {
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  f.dispatch.offers(f.s, seat, point, ev, out);
  out.insert(out.begin(), Action::pass());  // first in the canonical order: no sort needed
}

}  // namespace gov
