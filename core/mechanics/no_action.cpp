// No action (the prospector in the base game): the chooser takes the privilege in coins.
#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

void start(MechanicContext&) {}
// Called once, after the phase-start decisions (a privilege multiplier may change there).
bool advance(MechanicContext& f) {
  Primitives::CauseScope why(f.prims, Cause{CauseKind::Privilege, f.s.roles[f.s.cursor.card].role});
  f.prims.gain_coins(f.s.chooser, f.privilege());
  return false;
}
void legal(MechanicContext&, ActionList& out) {
  out.push_back(Action::pass());
}
void apply(MechanicContext&, const Action&) {}

}  // namespace

const MechanicImpl kNoAction{start, advance, legal, apply};

}  // namespace gov
