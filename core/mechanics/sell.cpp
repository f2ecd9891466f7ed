// Selling (the trader's phase in the base game). Each seat in turn from the chooser may
// sell one barrel to the trading house while it has room: only a kind it does not hold
// unless a building allows it (may_sell_duplicate). Price: the good's price, plus the
// privilege for the chooser; building powers add on good_sold. Private venues are offers
// (trader_turn). At the end a full trading house is emptied into the supply.
#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

bool in_house(const State& s, Id g) {
  for (int i = 0; i < s.trading_house_count; ++i)
    if (s.trading_house[i] == g) return true;
  return false;
}

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  const auto& st = f.s.seat(seat);
  if (f.s.trading_house_count < f.rules.settings.trading_house_capacity) {
    int duplicates = -1;  // asked once, and only when it matters
    for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g) {
      if (st.goods[g] == 0) continue;
      if (in_house(f.s, static_cast<Id>(g))) {
        if (duplicates < 0) {
          EventArgs ev;
          ev.seat = static_cast<Id>(seat);
          duplicates = f.dispatch.modify(f.s, seat, HookEvent::MaySellDuplicate, ev, 0) != 0;
        }
        if (!duplicates) continue;
      }
      out.push_back(Action::make(ActionType::Sell, static_cast<Id>(g)));
    }
  }
  add_turn_offers(f, seat, HookEvent::TraderTurn, out);
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
}

bool advance(MechanicContext& f) {
  if (next_seat_with_choice(f, legal)) return true;
  if (f.s.trading_house_count >= f.rules.settings.trading_house_capacity) {
    for (int i = 0; i < f.s.trading_house_count; ++i) ++f.s.goods_supply[f.s.trading_house[i]];
    f.s.trading_house_count = 0;
    f.s.trading_house.fill(0);
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  bool turn_over = true;
  if (a.type == ActionType::Sell) {
    const int bonus = seat == f.s.chooser ? f.privilege() : 0;
    f.prims.sell(seat, a.a, f.rules.goods[a.a].price + bonus, Venue::Shared, bonus);
  } else if (a.type == ActionType::Use) {
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    turn_over = f.dispatch.apply_offer(f.prims, seat, HookEvent::TraderTurn, ev, a);
  }
  if (turn_over) ++c.turn;
}

}  // namespace

const MechanicImpl kSell{start, advance, legal, apply};

}  // namespace gov
