// No action (the prospector in the base game): the chooser takes the privilege in coins.
#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

void start(Flow&) {}
// Called once, after the phase-start decisions (a privilege multiplier may change there).
bool advance(Flow& f) {
  Primitives::CauseScope why(f.prims, Cause{CauseKind::Privilege, f.s.roles[f.s.cursor.card].role});
  f.prims.gain_coins(f.s.chooser, f.privilege());
  return false;
}
void legal(Flow&, ActionList& out) {
  out.push_back(Action::pass());
}
void apply(Flow&, const Action&) {}

}  // namespace

const MechanicImpl kNoAction{start, advance, legal, apply};

const MechanicImpl& mechanic_impl(Mechanic m) {
  switch (m) {
    case Mechanic::DraftTiles:
      return kDraftTiles;
    case Mechanic::DistributeWorkers:
      return kDistributeWorkers;
    case Mechanic::Build:
      return kBuild;
    case Mechanic::Produce:
      return kProduce;
    case Mechanic::Sell:
      return kSell;
    case Mechanic::Ship:
      return kShip;
    case Mechanic::NoAction:
      return kNoAction;
  }
  return kNoAction;
}

}  // namespace gov
