// Selling from buildings (a card game's trader; docs/san-juan-design.md). The phase turns
// up the next price tile (seed 004: « Le joueur qui choisit ce personnage prend tout
// d'abord la première tuile Comptoir de vente »); it goes back under the stack after, so
// the tiles come round in one order all game (State::price_tiles). Each seat in turn from
// the chooser may sell goods lying on its buildings, one `sell <good>` at a time: the good
// goes to the discard pile unseen and the seat draws as many cards as the tile pays for
// its kind (« il pioche autant de cartes que nécessaire, conformément au type de
// marchandise vendue »). One sale each; the chooser that many more (the privilege), and
// each seat what its sell_extra answers add. `done` stops early. good_sold tells each sale.
//
// Cursor: turn = the seat's turn from the chooser; step 0: its allowance not set yet,
// 1: selling, counter = goods it may still sell. SeatState::kept_goods counts its sales of
// this phase per good (phase scratch).
#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/mechanics/seat_allowance.hpp"
#include "core/scratch.hpp"

namespace gov {

const std::array<std::uint8_t, kMaxGoods>* turned_price_tile(const Ruleset& r, const State& s) {
  const auto n = r.cards.price_tiles.size();
  if (n == 0 || s.price_tiles_turned == 0) return nullptr;
  return &r.cards.price_tiles[s.price_tiles[(s.price_tiles_turned - 1U) % n]];
}

namespace {

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  const unsigned held = card_places::goods_mask(f, seat, true);
  for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g)
    if ((held >> g) & 1U) out.push_back(Action::make(ActionType::Sell, static_cast<Id>(g)));
  out.push_back(Action::make(ActionType::Done));  // after every sell: canonical order
}

void start(MechanicContext& f) {
  auto& s = f.s;
  s.cursor.turn = 0;
  s.cursor.step = 0;
  const auto n = f.rules.cards.price_tiles.size();
  if (n == 0) return;
  ++s.price_tiles_turned;
  if (s.price_tiles_turned >= 2 * n)
    s.price_tiles_turned = static_cast<std::uint8_t>(s.price_tiles_turned - n);
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  ScratchActions l;
  while (c.turn < f.players()) {
    const int seat = f.turn_seat();
    c.actor = static_cast<Id>(seat);
    if (c.step == 0) {
      c.counter = static_cast<std::uint8_t>(seat_allowance(f, seat, HookEvent::SellExtra));
      c.step = 1;
    }
    if (c.counter > 0) {
      l->clear();
      legal(f, *l);
      if (l->size() > 1) {
        f.note_listing(*l);
        return true;
      }
    }
    c.step = 0;
    c.counter = 0;
    ++c.turn;
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  if (a.type != ActionType::Sell) {  // done
    c.counter = 0;
    return;
  }
  const int slot = card_places::slot_for_good(f, seat, a.a, true);
  if (slot < 0) throw RuleError("no building holds that good");
  const std::uint8_t from = card_places::goods_on(f, seat, slot);
  const int good_card = game_cards_at(f.rules, f.s, from).first();
  if (good_card >= 0) f.prims.move_card(good_card, card_places::discard(f));
  const auto* tile = turned_price_tile(f.rules, f.s);
  const int price = tile != nullptr ? (*tile)[a.a] : 0;
  const std::uint8_t to = card_places::hand(f, seat);
  for (int n = 0; n < price; ++n) f.prims.draw_card(to);
  ++f.s.seat(seat).kept_goods[a.a];
  --c.counter;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.good = a.a;
  ev.amount = price;
  f.dispatch.notify(f.prims, HookEvent::GoodSold, ev);
}

}  // namespace

const MechanicImpl kSellFromBuildings{start, advance, legal, apply};

}  // namespace gov
