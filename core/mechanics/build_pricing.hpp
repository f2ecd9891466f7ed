// The questions of a build from the hand (core/mechanics/build_from_hand.cpp): what a
// build of a kind costs the seat, in a new space or over a building of its city, whether it
// can pay, and which buildings it may build over. Private to that mechanic (and to
// card_build_price, its price for the views); apart so that each file keeps to one job.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <vector>

#include "core/chaos.hpp"
#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic_context.hpp"

namespace gov::build_pricing {

using card_places::hand;

constexpr int kNewSlot = -1;  // a build in a new space of the city, over no building

// What the questions of one listing (or of one apply) share: the seat's hand (its size
// and the kinds in it) and goods, read once, and the folds of build_discount and
// pay_with_goods per kind, asked once each. A modify hook only reads (its context refuses
// changes and random draws), so the same question in the same State gets the same answer;
// and a fold asked with a building of the city silent (a building to be covered) is the
// same fold when that building has no handler of the event: the same handlers are called
// with the same arguments.
struct BuildFacts {
  static constexpr std::int8_t kUnknown = INT8_MIN;  // folds stay in -99..99 and 0..12
  static constexpr std::array<std::int8_t, kMaxBuildings> kNoneKnown = [] {
    std::array<std::int8_t, kMaxBuildings> a{};
    a.fill(kUnknown);
    return a;
  }();
  int seat = 0;
  int held = 0;                                        // cards in the hand
  std::uint64_t kind_bits = 0;                         // kinds in the hand, a bit per kind
  std::array<std::int8_t, kMaxBuildings> discount{};   // build_discount folds, new space
  std::array<std::int8_t, kMaxBuildings> goods_may{};  // pay_with_goods folds, new space

  BuildFacts(MechanicContext& f, int seat_) : seat(seat_) {
    const CardSet held_cards = game_cards_at(f.rules, f.s, hand(f, seat));
    held_cards.each([&](int i) {  // a hand holds a few cards: counted as they are walked
      const Id kind = f.rules.cards.card_kind[static_cast<std::size_t>(i)];
      kind_bits |= std::uint64_t{1} << (kind & 63);  // a kind is < kMaxBuildings (64)
      ++held;
    });
    discount = kNoneKnown;  // copies of a constant: inline stores, not two memset calls
    goods_may = kNoneKnown;
  }
  // The city slots holding a good (card_places::loaded_slots), read when first asked: most
  // listings never need them.
  std::uint32_t loaded(const MechanicContext& f) {
    if (!loaded_known) {
      loaded_bits = card_places::loaded_slots(f, seat);
      loaded_known = true;
    }
    return loaded_bits;
  }

 private:
  std::uint32_t loaded_bits = 0;
  bool loaded_known = false;
};

// Does the building of city slot `slot` handle `e`? (If not, silencing it changes no fold.)
inline bool slot_handles(const MechanicContext& f, int seat, int slot, HookEvent e) {
  const Id type = f.s.seat(seat).city[slot].type;
  return type < kMaxBuildings &&
         ((f.rules.handler_masks[static_cast<std::size_t>(e)] >> type) & 1U) != 0;
}

// The fold of `e` for a build of `kind`, with city slot `over` silent (kNewSlot: none),
// from the memo where it is the same question (unless chaos::skip(): then asked as is).
inline int fold_of(MechanicContext& f, BuildFacts& b, std::array<std::int8_t, kMaxBuildings>& memo,
                   HookEvent e, const EventArgs& ev, Id kind, int over) {
  if (over != kNewSlot && (chaos::skip() || slot_handles(f, b.seat, over, e)))
    return f.dispatch.muting(b.seat, over).modify(f.s, b.seat, e, ev, 0);
  if (chaos::skip()) return f.dispatch.modify(f.s, b.seat, e, ev, 0);
  if (memo[kind] == BuildFacts::kUnknown)
    memo[kind] = static_cast<std::int8_t>(f.dispatch.modify(f.s, b.seat, e, ev, 0));
  return memo[kind];
}

// The cards a build of `kind` costs the seat, in a new space or over city slot `over`
// (whose building is then silent and whose cost comes off).
inline int price_of(MechanicContext& f, BuildFacts& b, Id kind, int over = kNewSlot) {
  const auto& def = f.rules.buildings[kind];
  int off = b.seat == f.s.chooser && f.s.stage == Stage::Phase ? f.privilege() : 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(b.seat);
  ev.building = kind;
  ev.amount = std::clamp(def.column, 1, 4);
  off += fold_of(f, b, b.discount, HookEvent::BuildDiscount, ev, kind, over);
  if (over != kNewSlot) off += f.rules.buildings[f.s.seat(b.seat).city[over].type].cost;
  return std::max(0, def.cost - off);
}

// Cards of a build of `kind` the seat may pay with goods (the pay_with_goods answers), less
// `used` already paid so, and at most the goods it still holds (a good on slot `over`, the
// building to be covered, is lost instead).
inline int goods_allowance(MechanicContext& f, BuildFacts& b, Id kind, int used = 0,
                           int over = kNewSlot) {
  // Nothing answers pay_with_goods for the seat: the fold is 0 (muted or not), so the
  // allowance is min(goods held, 0) = 0 when none were used, whatever it holds; its goods
  // (a scan of the cards) are not read. (Unless chaos::skip(): then read and asked as is.)
  if (used == 0 && !f.dispatch.may_answer(f.s, b.seat, HookEvent::PayWithGoods) && !chaos::skip())
    return 0;
  std::uint32_t loaded = b.loaded(f);
  if (over != kNewSlot) loaded &= ~(1U << over);
  const int held = bit_count(loaded);
  if (held == 0) return 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(b.seat);
  ev.building = kind;
  return std::min(held, fold_of(f, b, b.goods_may, HookEvent::PayWithGoods, ev, kind, over) - used);
}

// Can the seat pay `price` with the other cards of its hand and the goods it may use?
inline bool affordable(int price, int held, int goods) {
  return price <= held - 1 || price <= held - 1 + goods;
}

// May the seat build `kind` in a new space of its city, and afford it?
inline bool new_space_ok(MechanicContext& f, BuildFacts& b, Id kind) {
  const auto& st = f.s.seat(b.seat);
  const int spaces_left = f.rules.settings.city_spaces - st.city_spaces_used;
  if (st.num_buildings >= kMaxCitySpaces || f.rules.buildings[kind].spaces > spaces_left)
    return false;
  const int price = price_of(f, b, kind);
  return affordable(price, b.held, price > b.held - 1 ? goods_allowance(f, b, kind) : 0);
}

// The city slots the seat may build `kind` over and afford to, one per kind of building
// there (of several, the first holding no good: a good on it would be lost), in slot order;
// with `first_only`, the first found (a listing only needs to know there is one). The
// cheap questions come first: a slot whose answer cannot change the result (its kind
// already found, and no better for holding no good) is not asked about, and the price,
// mostly from the memo, before build_over.
inline std::vector<int> cover_slots(MechanicContext& f, BuildFacts& b, Id kind,
                                    bool first_only = false) {
  std::vector<int> out;
  const int seat = b.seat;
  if (f.rules.cards.role_zone[static_cast<int>(ZoneRole::Covered)] == kNone ||
      !f.dispatch.may_answer(f.s, seat, HookEvent::BuildOver))
    return out;
  const auto& st = f.s.seat(seat);
  const auto holds_good = [&](int slot) { return ((b.loaded(f) >> slot) & 1U) != 0; };
  const auto may_afford = [&](int slot) {
    const int price = price_of(f, b, kind, slot);
    return affordable(price, b.held, price > b.held - 1 ? goods_allowance(f, b, kind, 0, slot) : 0);
  };
  // With caches off (core/chaos.hpp) every slot is asked, build_over first, as before.
  const bool fast = !chaos::skip();
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const Id there = st.city[slot].type;
    const int extra = f.rules.buildings[kind].spaces - f.rules.buildings[there].spaces;
    if (st.city_spaces_used + extra > f.rules.settings.city_spaces) continue;
    auto same =
        std::find_if(out.begin(), out.end(), [&](int o) { return st.city[o].type == there; });
    const bool better = same == out.end() || (holds_good(*same) && !holds_good(slot));
    if (fast && !better) continue;
    if (fast && !may_afford(slot)) continue;
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    ev.building = kind;
    ev.slot = static_cast<Id>(slot);
    // The building asked about is silent: a building never lets itself be covered.
    if (f.dispatch.muting(seat, slot).modify(f.s, seat, HookEvent::BuildOver, ev, 0) == 0) continue;
    if (!fast && !may_afford(slot)) continue;
    if (same == out.end()) {
      out.push_back(slot);
      if (first_only) break;
    } else if (better) {
      *same = slot;  // it held a good, this one none
    }
  }
  return out;
}

}  // namespace gov::build_pricing
