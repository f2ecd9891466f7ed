// Building (the builder's phase in the base game). Each seat in turn from the chooser may
// build one building it does not own, in free city spaces, paying its cost less: the
// chooser's privilege, one coin per occupied discount tile (open pile, e.g. the base game's
// quarries) capped by the building's column, and what building powers add per column
// (build_discount). Never below zero. A seat short of coins may build when buildings let it
// pay the rest by other means (build_shortfall): it pays all its coins, then settles the
// rest one coin's worth at a time (pay_shortfall, forced decisions).
#include <algorithm>

#include <fmt/format.h>

#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

int tile_discount(const MechanicContext& f, int seat) {
  const auto& st = f.s.seat(seat);
  int d = 0;
  for (int i = 0; i < st.num_tiles; ++i) {
    const auto& t = st.island[i];
    if (t.variant != 0) continue;
    int w = 0;
    for (auto x : t.workers) w += x;
    if (w > 0) d += f.rules.tile_kinds[t.kind].build_discount;
  }
  return d;
}

// The fold of an event asked per column (build_discount, build_shortfall) for one seat and
// one listing, each part asked at its first use only: the handlers declared `every_column`
// once, without a column (args.amount 0), the others once per column. Modify hooks change
// nothing, so an answer not needed is not asked for.
class ColumnAnswers {
 public:
  ColumnAnswers(MechanicContext& f, int seat, HookEvent e) : f_(f), seat_(seat), e_(e) {}
  // May a handler of the seat answer at all? (Two mask tests: no question is asked.)
  bool may_answer() const {
    return f_.dispatch.asks_without_column(f_.s, seat_, e_) ||
           f_.dispatch.asks_per_column(f_.s, seat_, e_);
  }
  int at(int col) { return (asked_ >> col) & 1U ? value_[col] : work_out(col); }

 private:
  [[gnu::noinline]] int work_out(int col) {  // out of line: the callers' loops stay small
    if ((asked_ & 1U) == 0) {
      value_[0] = f_.dispatch.asks_without_column(f_.s, seat_, e_) ? ask(0) : 0;
      per_column_ = f_.dispatch.asks_per_column(f_.s, seat_, e_);
      asked_ |= 1U;
    }
    value_[col] = value_[0] + (per_column_ ? ask(col) : 0);
    asked_ |= 1U << col;
    return value_[col];
  }
  int ask(int column) {
    EventArgs ev;
    ev.seat = static_cast<Id>(seat_);
    ev.amount = column;
    return f_.dispatch.modify(f_.s, seat_, e_, ev, 0);
  }

  MechanicContext& f_;
  int seat_;
  HookEvent e_;
  bool per_column_ = false;
  unsigned asked_ = 0;        // bit per column asked; bit 0: the every_column part
  std::array<int, 5> value_;  // [0]: the every_column part; set where asked_ says
};

// What a seat's price of any building is made of: the manned discount tiles and the
// chooser's privilege (worked out at once for the four columns), and the build_discount
// hooks (ColumnAnswers), added per column at most once per listing and only for a column
// the listing reaches.
struct PriceParts {
  ColumnAnswers hooks;
  std::array<int, 5> by_column;
  unsigned hooks_due = 0;  // bit per column whose hook part is not added yet

  PriceParts(MechanicContext& f, int seat) : hooks(f, seat, HookEvent::BuildDiscount) {
    const int tiles = tile_discount(f, seat);
    const int privilege = seat == f.s.chooser ? f.privilege() : 0;
    for (int col = 1; col <= 4; ++col) by_column[col] = privilege + std::min(tiles, col);
    if (hooks.may_answer()) hooks_due = 0b11110;
  }
  // The whole discount on a building of column `col` (1..4).
  int discount(int col) {
    if ((hooks_due >> col) & 1U) {
      by_column[col] += hooks.at(col);
      hooks_due &= ~(1U << col);
    }
    return by_column[col];
  }
  int price_of(const BuildingDef& def) {
    return std::max(0, def.cost - discount(std::clamp(def.column, 1, 4)));
  }
};

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  const auto& st = f.s.seat(seat);
  PriceParts parts(f, seat);
  const std::uint64_t owned = st.city_types.bits();
  const int spaces_left = f.rules.settings.city_spaces - st.city_spaces_used;
  // Coins' worth the seat can pay by other means (build_shortfall), asked only for a
  // building its handlers' declared most could make affordable.
  ColumnAnswers means(f, seat, HookEvent::BuildShortfall);
  int most_means = -2;  // -2: not asked yet; -1: some handler declares no most
  for (int b = 0; b < static_cast<int>(f.rules.buildings.size()); ++b) {
    const auto& def = f.rules.buildings[b];
    if (f.s.building_supply[b] == 0 || def.spaces > spaces_left || ((owned >> b) & 1U) != 0)
      continue;
    // Last: build_shortfall runs hooks, asked only for columns with a building the seat
    // could otherwise build but cannot afford.
    const int price = parts.price_of(def);
    if (price > st.coins) {
      if (most_means == -2)
        most_means = f.dispatch.most_added(f.s, seat, HookEvent::BuildShortfall);
      if (most_means >= 0 && price - st.coins > most_means) continue;
      if (price - st.coins > std::max(0, means.at(std::clamp(def.column, 1, 4)))) continue;
    }
    out.push_back(Action::make(ActionType::Build, static_cast<Id>(b)));
  }
  add_turn_offers(f, seat, HookEvent::BuilderTurn, out);
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
}

bool advance(MechanicContext& f) {
  return next_seat_with_choice(f, legal);
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  bool turn_over = true;
  if (a.type == ActionType::Build) {
    const int price = PriceParts(f, seat).price_of(f.rules.buildings[a.a]);
    // All coins first; what they lack is paid by other means (pay_shortfall decisions).
    const int coins = std::min(price, f.s.seat(seat).coins);
    const int short_by = price - coins;
    f.prims.pay_coins(seat, coins);
    const int slot = f.prims.place_building(seat, a.a);
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    ev.building = a.a;
    ev.slot = static_cast<Id>(slot);
    ev.amount = price;
    f.dispatch.notify(f.prims, HookEvent::BuildingBuilt, ev);
    f.raise_offers(seat, HookEvent::BuildingBuilt, ev);
    if (short_by > 0) {  // decided before the follow-ups of building_built (a stack)
      EventArgs due;
      due.seat = static_cast<Id>(seat);
      due.building = a.a;
      due.amount = short_by;
      const int before = f.s.num_pending;
      f.raise_offers(seat, HookEvent::PayShortfall, due);
      if (f.s.num_pending == before)
        throw RuleError(fmt::format("nothing offers to pay the {} coins missing for {}", short_by,
                                    f.rules.buildings[a.a].id));
    }
  } else if (a.type == ActionType::Use) {
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    turn_over = f.dispatch.apply_offer(f.prims, seat, HookEvent::BuilderTurn, ev, a);
  }
  if (turn_over) ++c.turn;
}

}  // namespace

const MechanicImpl kBuild{start, advance, legal, apply};

}  // namespace gov
