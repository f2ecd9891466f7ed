// The interface every phase mechanic implements. A mechanic is a small state machine over
// State::cursor: `start` sets it up when its role is taken, `advance` moves through steps
// that need no decision and returns true at a decision (cursor.actor set) or false when
// the phase is over, `legal` lists the actor's actions, `apply` performs one.
#pragma once

#include "core/action.hpp"
#include "core/mechanics/mechanic_context.hpp"

namespace gov {

struct MechanicImpl {
  void (*start)(MechanicContext&);
  bool (*advance)(MechanicContext&);
  void (*legal)(MechanicContext&, ActionList&);
  void (*apply)(MechanicContext&, const Action&);
};

const MechanicImpl& mechanic_impl(Mechanic m);

// Shared by the mechanics where each seat has one turn from the chooser:
// moves cursor.turn to the next seat with a real choice (more than `pass`) and returns
// true there, or false once every seat has had its turn.
bool next_seat_with_choice(MechanicContext& f, void (*legal)(MechanicContext&, ActionList&));
// Appends the building offers at a turn point, then `pass`.
void add_turn_offers(MechanicContext& f, int seat, HookEvent point, ActionList& out);

extern const MechanicImpl kDraftTiles;
extern const MechanicImpl kDistributeWorkers;
extern const MechanicImpl kBuild;
extern const MechanicImpl kProduce;
extern const MechanicImpl kSell;
extern const MechanicImpl kShip;
extern const MechanicImpl kNoAction;
extern const MechanicImpl kDrawKeep;
extern const MechanicImpl kBuildFromHand;
extern const MechanicImpl kProduceOntoBuildings;
extern const MechanicImpl kSellFromBuildings;

}  // namespace gov
