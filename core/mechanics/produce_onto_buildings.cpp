// Producing onto buildings (a card game's producer; docs/san-juan-design.md). Each seat in
// turn from the chooser may lay cards of the draw pile face down, unseen, as goods on its
// empty production buildings, one `produce <good>` at a time (seed 004: « Il prend une
// carte de la pioche et la pose - sans la regarder - face cachée [...] sur l'un de ses
// bâtiments de production vides »; « il ne peut y avoir qu'une seule marchandise à la fois
// sur un bâtiment de production »). One good each; the chooser that many more (the
// privilege), and each seat what its produce_extra answers add. `done` stops early. A
// seat without an empty production building has no turn (« il ne peut rien produire »).
// After its turn, goods_produced tells what it made.
//
// Cursor: turn = the seat's turn from the chooser; step 0: its allowance not set yet,
// 1: producing, counter = goods it may still produce. SeatState::kept_goods counts its
// goods of this phase per good (phase scratch).
#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/mechanics/seat_allowance.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  out.push_back(Action::make(ActionType::Done));  // before every produce: canonical order
  const unsigned empty = card_places::goods_mask(f, seat, false);
  for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g)
    if ((empty >> g) & 1U) out.push_back(Action::make(ActionType::Produce, static_cast<Id>(g)));
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
  f.s.cursor.step = 0;
}

void end_turn(MechanicContext& f, int seat) {
  auto& st = f.s.seat(seat);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  for (int g = 0; g < kMaxGoods; ++g) {
    ev.per_good[g] = st.kept_goods[g];
    ev.amount += st.kept_goods[g];
  }
  if (ev.amount > 0) f.dispatch.notify(f.prims, HookEvent::GoodsProduced, ev);
  f.s.cursor.step = 0;
  f.s.cursor.counter = 0;
  ++f.s.cursor.turn;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  ScratchActions l;
  while (c.turn < f.players()) {
    const int seat = f.turn_seat();
    c.actor = static_cast<Id>(seat);
    if (c.step == 0) {
      c.counter = static_cast<std::uint8_t>(seat_allowance(f, seat, HookEvent::ProduceExtra));
      c.step = 1;
    }
    // A card to produce with: in the draw pile, or (reshuffled) in the discard pile.
    if (c.counter > 0 && (cards_at(f.rules, f.s, f.rules.cards.code_of_role(ZoneRole::Draw)) > 0 ||
                          cards_at(f.rules, f.s, card_places::discard(f)) > 0)) {
      l->clear();
      legal(f, *l);
      if (l->size() > 1) {
        f.note_listing(*l);
        return true;
      }
    }
    end_turn(f, seat);
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  if (a.type != ActionType::Produce) {  // done
    c.counter = 0;
    return;
  }
  const int slot = card_places::slot_for_good(f, seat, a.a, false);
  if (slot < 0) throw RuleError("no empty building makes that good");
  if (f.prims.draw_card(card_places::goods_on(f, seat, slot)) >= 0)
    ++f.s.seat(seat).kept_goods[a.a];
  --c.counter;
}

}  // namespace

const MechanicImpl kProduceOntoBuildings{start, advance, legal, apply};

}  // namespace gov
