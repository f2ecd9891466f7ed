// The table from a role's Mechanic (core/ruleset.hpp) to the code that runs its phase.
// Its own file: it belongs to no one mechanic (it used to sit at the end of no_action.cpp).
#include "core/mechanics/mechanic.hpp"

namespace gov {

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
    case Mechanic::DrawKeep:
      return kDrawKeep;
    case Mechanic::BuildFromHand:
      return kBuildFromHand;
    case Mechanic::ProduceOntoBuildings:
      return kProduceOntoBuildings;
    case Mechanic::SellFromBuildings:
      return kSellFromBuildings;
  }
  return kNoAction;
}

}  // namespace gov
