// Building from the hand (a card game's builder; docs/san-juan-design.md). Each seat in
// turn from the chooser may build one card of its hand into a new city slot, paying its
// price with other cards of its hand, one `pay` at a time, to the discard pile (seed 004:
// « Il doit payer le coût de construction indiqué sur la carte [...] en défaussant le
// nombre approprié de cartes de sa main »). The price is the cost less the chooser's
// privilege and the build_discount answers (asked with the building), never below zero
// (« il perd le bénéfice des réductions superflues »). A violet building the seat owns
// already is refused (« chaque type de bâtiment violet ne peut être présent qu'une seule
// fois devant lui »); production buildings may repeat. When the cards left to pay are all
// the hand, or all of one kind, they are paid without a decision.
// `pay_with_goods` answers let a seat pay part of the price with goods lying on its
// buildings, one `sell <good>` at a time while paying: the good goes to the discard pile
// (seed 004, the black market: « il peut alors utiliser jusqu'à 2 marchandises, pris dans
// ses propres bâtiments de production, et les défausser. Chaque marchandise ainsi défaussée
// réduit le prix du nouveau bâtiment d'une carte »). Cards are then never paid without a
// decision, since the seat chooses what pays.
//
// Cursor: turn = the seat's turn from the chooser; step kChoose: it may build (`build
// <kind>`, its builder_turn offers) or `pass`; step kPay: it pays, counter = cards left,
// flags = goods it paid with.
#include <algorithm>
#include <bit>

#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

using card_places::hand;

enum Step : std::uint8_t { kChoose = 0, kPay = 1 };

// The cards a build of `kind` costs the seat.
int price_of(MechanicContext& f, int seat, Id kind) {
  const auto& def = f.rules.buildings[kind];
  int off = seat == f.s.chooser && f.s.stage == Stage::Phase ? f.privilege() : 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.building = kind;
  ev.amount = std::clamp(def.column, 1, 4);
  off += f.dispatch.modify(f.s, seat, HookEvent::BuildDiscount, ev, 0);
  return std::max(0, def.cost - off);
}

int goods_held(const MechanicContext& f, int seat) {
  return std::popcount(card_places::loaded_slots(f, seat));
}

// Cards of a build of `kind` the seat may pay with goods (the pay_with_goods answers), less
// `used` already paid so, and at most the goods it still holds.
int goods_allowance(MechanicContext& f, int seat, Id kind, int used = 0) {
  const int held = goods_held(f, seat);
  if (held == 0) return 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.building = kind;
  return std::min(held, f.dispatch.modify(f.s, seat, HookEvent::PayWithGoods, ev, 0) - used);
}

// Goods the seat may still pay with in the build it is paying for (the last of its city).
int goods_left_to_use(MechanicContext& f, int seat) {
  const auto& st = f.s.seat(seat);
  return goods_allowance(f, seat, st.city[st.num_buildings - 1].type, f.s.cursor.flags);
}

void legal_choose(MechanicContext& f, int seat, ActionList& out) {
  const auto& st = f.s.seat(seat);
  const auto kinds = kind_counts(f.rules, f.s, hand(f, seat));
  const std::size_t types = f.rules.buildings.size();
  int held = 0;
  for (int n : kinds) held += n;
  const std::uint64_t owned = st.city_types.bits();
  const int spaces_left = f.rules.settings.city_spaces - st.city_spaces_used;
  if (st.num_buildings < kMaxCitySpaces)
    for (std::size_t k = 0; k < types; ++k) {
      const auto& def = f.rules.buildings[k];
      if (kinds[k] == 0 || def.spaces > spaces_left) continue;
      if (def.category == BuildingCategory::Violet && ((owned >> k) & 1U) != 0) continue;
      const int price = price_of(f, seat, static_cast<Id>(k));
      if (price > held - 1 && price > held - 1 + goods_allowance(f, seat, static_cast<Id>(k)))
        continue;
      out.push_back(Action::make(ActionType::Build, static_cast<Id>(k)));
    }
  add_turn_offers(f, seat, HookEvent::BuilderTurn, out);
}

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  if (f.s.cursor.step == kChoose) return legal_choose(f, seat, out);
  // Canonical order: every sell before every pay.
  if (goods_left_to_use(f, seat) > 0) {
    const unsigned goods = card_places::goods_mask(f, seat, true);
    for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g)
      if ((goods >> g) & 1U) out.push_back(Action::make(ActionType::Sell, static_cast<Id>(g)));
  }
  const auto kinds = kind_counts(f.rules, f.s, hand(f, seat));
  for (std::size_t k = 0; k < f.rules.buildings.size(); ++k)
    if (kinds[k] > 0) out.push_back(Action::make(ActionType::Pay, static_cast<Id>(k)));
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
  f.s.cursor.step = kChoose;
}

// Pays what leaves no choice; once all is paid, the building is built for its powers
// (building_built: after the payment, « après avoir payé entièrement le coût ») and the
// turn passes.
void settle(MechanicContext& f, int seat) {
  auto& c = f.s.cursor;
  const std::uint8_t from = hand(f, seat);
  const auto kinds = kind_counts(f.rules, f.s, from);
  int held = 0, kinds_held = 0;
  for (int n : kinds) {
    held += n;
    kinds_held += n > 0;
  }
  const bool goods_may_pay = c.counter > 0 && goods_left_to_use(f, seat) > 0;
  if (c.counter > 0 && !goods_may_pay && (held <= c.counter || kinds_held == 1))
    for (int i = 0; i < f.rules.cards.count() && c.counter > 0; ++i)
      if (f.s.card_at[static_cast<std::size_t>(i)] == from) {
        f.prims.move_card(i, card_places::discard(f));
        --c.counter;
      }
  if (c.counter > 0) return;
  const auto& st = f.s.seat(seat);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.slot = static_cast<Id>(st.num_buildings - 1);
  ev.building = st.city[ev.slot].type;
  f.dispatch.notify(f.prims, HookEvent::BuildingBuilt, ev);
  f.raise_offers(seat, HookEvent::BuildingBuilt, ev);
  c.step = kChoose;
  c.flags = 0;
  ++c.turn;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kPay) {  // settle left a choice of cards
    c.actor = static_cast<Id>(f.turn_seat());
    return true;
  }
  return next_seat_with_choice(f, legal);
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  switch (a.type) {
    case ActionType::Build: {
      const int price = price_of(f, seat, a.a);
      f.prims.build_card(seat, a.a, hand(f, seat));
      c.step = kPay;
      c.counter = static_cast<std::uint8_t>(price);
      c.flags = 0;
      settle(f, seat);
      return;
    }
    case ActionType::Pay:
      f.prims.move_card_of_kind(a.a, hand(f, seat), card_places::discard(f));
      --c.counter;
      settle(f, seat);
      return;
    case ActionType::Sell: {  // a good pays one card
      const int slot = card_places::slot_for_good(f, seat, a.a, true);
      if (slot < 0) throw RuleError("no building holds that good");
      const std::uint8_t from = card_places::goods_on(f, seat, slot);
      for (int i = 0; i < f.rules.cards.count(); ++i)
        if (f.s.card_at[static_cast<std::size_t>(i)] == from) {
          f.prims.move_card(i, card_places::discard(f));
          break;
        }
      ++c.flags;
      --c.counter;
      settle(f, seat);
      return;
    }
    case ActionType::Use: {
      EventArgs ev;
      ev.seat = static_cast<Id>(seat);
      if (f.dispatch.apply_offer(f.prims, seat, HookEvent::BuilderTurn, ev, a)) ++c.turn;
      return;
    }
    default:  // pass
      ++c.turn;
  }
}

}  // namespace

const MechanicImpl kBuildFromHand{start, advance, legal, apply};

int card_build_price(const Ruleset& rules, HookHost* hooks, const State& s, int seat, Id kind) {
  State& view = const_cast<State&>(s);  // only read: queries get read-only contexts
  Dispatcher d(rules, hooks);
  Primitives p(rules, view, nullptr);
  MechanicContext f{rules, view, p, d};
  return price_of(f, seat, kind);
}

}  // namespace gov
