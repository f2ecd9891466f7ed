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
// `build_over` answers let a seat build over one of its own buildings (seed 004, the
// crane: « mettre le nouveau bâtiment sur un autre bâtiment, ce dernier étant alors retiré
// du jeu. Le coût de la nouvelle construction est alors réduit d'autant que le coût du
// bâtiment ainsi écarté »): once it chose the card, it says where, in two steps: `build
// <kind>` again for a new space or `cover` (when both are open), then `cover <building>`.
// (One step, an option a building, would have a seat that picks at random cover nearly
// every time; each cover takes a card out of the game, and such games can run out of
// cards to build with and never end.) The covered building is silent while it is asked
// about and while the price is reckoned (« un bâtiment recouvert perd immédiatement sa
// fonction, et il ne peut pas aider à construire le nouveau bâtiment »); a good on it is
// discarded; cards under it stay.
//
// Cursor: turn = the seat's turn from the chooser; step kChoose: it may build (`build
// <kind>`, its builder_turn offers) or `pass`; steps kWhere (a new space or over a
// building) and kOver (which building): counter = the kind it builds; step kPay: it pays,
// counter = cards left, flags = goods it paid with (low 4 bits) and the city slot paid for
// plus one (high 4 bits; 0: the last slot).
#include <algorithm>
#include <bit>
#include <climits>
#include <vector>

#include "core/chaos.hpp"
#include "core/mechanics/build_pricing.hpp"
#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

using card_places::hand;

enum Step : std::uint8_t { kChoose = 0, kPay = 1, kWhere = 2, kOver = 3 };

using build_pricing::affordable;
using build_pricing::BuildFacts;
using build_pricing::cover_slots;
using build_pricing::goods_allowance;
using build_pricing::kNewSlot;
using build_pricing::new_space_ok;
using build_pricing::price_of;

static_assert(kMaxCitySpaces < 16, "a city slot plus one in 4 bits of the cursor's flags");

// The city slot the seat is paying for: the one it built over, else its last.
int slot_paid_for(const MechanicContext& f, int seat) {
  const int over = f.s.cursor.flags >> 4;
  return over > 0 ? over - 1 : f.s.seat(seat).num_buildings - 1;
}

// Goods the seat may still pay with in the build it is paying for.
int goods_left_to_use(MechanicContext& f, BuildFacts& b) {
  const auto& st = f.s.seat(b.seat);
  return goods_allowance(f, b, st.city[slot_paid_for(f, b.seat)].type, f.s.cursor.flags & 0x0F);
}

// What a listing worked out, carried to the apply of the action chosen from it
// (MechanicCarry: the same State), which asks the same questions: from the listing of the
// builds a seat may choose (step kChoose), the build_discount folds and, for the kinds it
// asked about, whether a building of the city may be built over; from the listing of the
// buildings it may build over (step kOver), the slot of each and the folds.
struct BuildCarry {
  std::uint8_t step = kChoose;  // the listing's step
  std::uint8_t seat = 0;
  std::uint8_t over_count = 0;                            // kOver: slots listed
  std::array<std::uint8_t, kMaxCitySpaces> over_slots{};  // kOver: in the listing's order
  std::array<std::int8_t, kMaxBuildings> discount{};
  std::uint64_t cover_asked = 0;  // kChoose: bit per kind, cover_slots(first_only) asked
  std::uint64_t cover_found = 0;  // ... and found a slot
};
static_assert(sizeof(BuildCarry) <= MechanicCarry::kBytes);

// The carry of the listing this apply chose from, when it is the seat's at `step`.
bool carried(MechanicContext& f, int seat, std::uint8_t step, BuildCarry& out) {
  if (f.carry == nullptr || !f.carry->get(out) || out.seat != seat || out.step != step)
    return false;
  f.carry->set = false;  // used once
  return true;
}

// What a payment's settle worked out for the listing of the pay step that follows it in
// the same apply (the advance lists it; Engine::apply_listed hands an apply the carry of its
// listing, or an empty one): the kinds the seat holds and the goods it may pay with. Between the
// two only the privilege multiplier may be set again (turn_flow::step); the listing is used when
// the cursor, multiplier included, is as settle left it, so the State is the same.
struct PayCarry {
  std::uint8_t step = kPay;  // first, as BuildCarry's: tells the two apart
  std::uint8_t seat = 0;
  std::uint8_t counter = 0;
  std::uint8_t flags = 0;
  std::uint8_t mult = 0;
  std::uint32_t goods = 0;  // goods it may sell now, a bit per good (0: none may pay)
  std::uint64_t kinds = 0;  // kinds of card it holds, a bit per kind
};
static_assert(sizeof(PayCarry) <= MechanicCarry::kBytes && kMaxBuildings <= 64);

// The pay step's listing: every sell before every pay (canonical order).
void list_pay(const MechanicContext& f, std::uint32_t goods, std::uint64_t kinds, ActionList& out) {
  for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g)
    if ((goods >> g) & 1U) out.push_back(Action::make(ActionType::Sell, static_cast<Id>(g)));
  for (std::uint64_t bits = kinds; bits != 0; bits &= bits - 1)
    out.push_back(Action::make(ActionType::Pay, static_cast<Id>(std::countr_zero(bits))));
}

// The goods the seat may pay with now, as listed (none when it may use no more).
std::uint32_t goods_to_list(MechanicContext& f, BuildFacts& b) {
  if (goods_left_to_use(f, b) <= 0) return 0;
  return card_places::goods_mask(f, b.seat, true, b.loaded(f));
}

void legal_choose(MechanicContext& f, int seat, ActionList& out, BuildCarry* carry = nullptr) {
  const auto& st = f.s.seat(seat);
  BuildFacts b(f, seat);
  std::uint64_t asked = 0, found = 0;
  const std::uint64_t owned = st.city_types.bits();
  for (std::uint64_t held = b.kind_bits; held != 0; held &= held - 1) {  // kinds held, in order
    const int k = std::countr_zero(held);
    const auto& def = f.rules.buildings[static_cast<std::size_t>(k)];
    const Id kind = static_cast<Id>(k);
    if (def.category == BuildingCategory::Violet && ((owned >> k) & 1U) != 0) continue;
    bool ok = new_space_ok(f, b, kind);
    if (!ok) {
      ok = !cover_slots(f, b, kind, true).empty();
      asked |= std::uint64_t{1} << k;
      if (ok) found |= std::uint64_t{1} << k;
    }
    if (ok) out.push_back(Action::make(ActionType::Build, kind));
  }
  add_turn_offers(f, seat, HookEvent::BuilderTurn, out);
  if (carry != nullptr) {
    carry->step = kChoose;
    carry->seat = static_cast<std::uint8_t>(seat);
    carry->discount = b.discount;
    carry->cover_asked = asked;
    carry->cover_found = found;
  }
}

// Where the chosen card goes: `build <kind>` again for a new space, or `cover`; then over
// which building, `cover <building>`.
void legal_where(MechanicContext& f, int seat, ActionList& out, BuildCarry* carry = nullptr) {
  const Id kind = f.s.cursor.counter;
  if (f.s.cursor.step == kWhere) {
    out.push_back(Action::make(ActionType::Build, kind));
    out.push_back(Action::make(ActionType::Cover, kNone));
    return;
  }
  const auto first = out.size();
  BuildFacts b(f, seat);
  const std::vector<int> slots = cover_slots(f, b, kind);
  for (int slot : slots)
    out.push_back(Action::make(ActionType::Cover, f.s.seat(seat).city[slot].type));
  std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());  // canonical order
  if (carry != nullptr) {
    carry->step = kOver;
    carry->seat = static_cast<std::uint8_t>(seat);
    carry->over_count = static_cast<std::uint8_t>(slots.size());
    std::copy(slots.begin(), slots.end(), carry->over_slots.begin());
    carry->discount = b.discount;
  }
}

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  if (f.s.cursor.step == kChoose) return legal_choose(f, seat, out);
  if (f.s.cursor.step == kWhere || f.s.cursor.step == kOver) return legal_where(f, seat, out);
  BuildFacts b(f, seat);
  const std::uint32_t goods = goods_to_list(f, b);
  list_pay(f, goods, b.kind_bits, out);
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
  BuildFacts b(f, seat);
  const auto one_kind = [&] { return b.kind_bits != 0 && (b.kind_bits & (b.kind_bits - 1)) == 0; };
  // Goods that may pay leave a choice; asked last, when the cards alone would leave none
  // (its answer matters only then), unless chaos::skip() asks it first as before.
  const bool early = chaos::skip();
  const bool goods_first = early && c.counter > 0 && goods_left_to_use(f, b) > 0;
  if (c.counter > 0 && !goods_first && (b.held <= c.counter || one_kind()) &&
      (early || goods_left_to_use(f, b) == 0))
    game_cards_at(f.rules, f.s, from).each([&](int i) {
      if (c.counter == 0) return;
      f.prims.move_card(i, card_places::discard(f));
      --c.counter;
    });
  if (c.counter > 0) {  // a choice: what its listing needs, for the advance
    if (f.carry != nullptr && !chaos::skip()) {
      PayCarry p;
      p.seat = static_cast<std::uint8_t>(seat);
      p.counter = c.counter;
      p.flags = c.flags;
      p.mult = c.mult;
      p.goods = goods_to_list(f, b);
      p.kinds = b.kind_bits;
      f.carry->put(p);
    }
    return;
  }
  const auto& st = f.s.seat(seat);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.slot = static_cast<Id>(slot_paid_for(f, seat));
  ev.building = st.city[ev.slot].type;
  f.dispatch.notify(f.prims, HookEvent::BuildingBuilt, ev);
  f.raise_offers(seat, HookEvent::BuildingBuilt, ev);
  c.step = kChoose;
  c.flags = 0;
  ++c.turn;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  ScratchActions l;
  if (c.step != kChoose) {  // settle left a choice of cards, or of place
    c.actor = static_cast<Id>(f.turn_seat());
    if (c.step == kOver) {  // listed now, for its carry (the questions are costly)
      BuildCarry carry;
      legal_where(f, c.actor, *l, &carry);
      f.note_listing(*l);
      f.note_carry(carry);
    } else if (c.step == kPay) {  // listed now, from what settle worked out when it can
      PayCarry p;
      if (f.carry != nullptr && f.carry->get(p) && p.step == kPay && p.seat == c.actor &&
          p.counter == c.counter && p.flags == c.flags && p.mult == c.mult) {
        f.carry->set = false;  // used once
        list_pay(f, p.goods, p.kinds, *l);
      } else {
        legal(f, *l);
      }
      f.note_listing(*l);
    }
    return true;
  }
  // A seat holding cards that others cannot see is asked even when it can only pass:
  // whether it could build is a fact of its hidden hand, and passing it over would tell
  // every other seat (docs/views.md, "Hidden information"). A hand every seat may see, or an
  // empty one, is passed over as before.
  for (; c.turn < f.players(); ++c.turn) {
    const int seat = f.turn_seat();
    c.actor = static_cast<Id>(seat);
    l->clear();
    BuildCarry carry;
    legal_choose(f, seat, *l, &carry);
    if (l->size() > 1 ||
        (!sees_kinds(f.rules, hand(f, seat), -1) && cards_at(f.rules, f.s, hand(f, seat)) > 0)) {
      f.note_listing(*l);
      f.note_carry(carry);
      return true;
    }
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  switch (a.type) {
    case ActionType::Build: {
      // A seat that may also build over a building of its city first says where.
      BuildFacts b(f, seat);
      BuildCarry listed;
      const bool from_listing = c.step == kChoose && carried(f, seat, kChoose, listed);
      if (from_listing) b.discount = listed.discount;
      const bool asked = from_listing && ((listed.cover_asked >> a.a) & 1U) != 0;
      if (c.step == kChoose && (asked ? ((listed.cover_found >> a.a) & 1U) != 0
                                      : !cover_slots(f, b, a.a, true).empty())) {
        c.step = new_space_ok(f, b, a.a) ? kWhere : kOver;
        c.counter = a.a;
        return;
      }
      const int price = price_of(f, b, a.a);
      f.prims.build_card(seat, a.a, hand(f, seat));
      c.step = kPay;
      c.counter = static_cast<std::uint8_t>(price);
      c.flags = 0;
      settle(f, seat);
      return;
    }
    case ActionType::Cover: {
      if (a.a == kNone) {  // over a building: which, asked next
        c.step = kOver;
        return;
      }
      const Id kind = c.counter;
      const auto& st = f.s.seat(seat);
      int over = kNewSlot;
      BuildFacts b(f, seat);
      BuildCarry listed;
      if (c.step == kOver && carried(f, seat, kOver, listed)) {
        b.discount = listed.discount;
        for (int i = 0; i < listed.over_count; ++i)
          if (st.city[listed.over_slots[static_cast<std::size_t>(i)]].type == a.a)
            over = listed.over_slots[static_cast<std::size_t>(i)];
      } else {
        for (int slot : cover_slots(f, b, kind))
          if (st.city[slot].type == a.a) over = slot;
      }
      if (over == kNewSlot) throw RuleError("no building of that kind may be covered");
      const int price = price_of(f, b, kind, over);
      // « si un joueur recouvre un bâtiment de production ayant une marchandise [...], la
      // marchandise est perdue et défaussée »
      const std::uint8_t good = card_places::goods_on(f, seat, over);
      game_cards_at(f.rules, f.s, good).each([&](int i) {
        f.prims.move_card(i, card_places::discard(f));
      });
      f.prims.cover_building(seat, over, kind, hand(f, seat),
                             f.rules.cards.code_of_role(ZoneRole::Covered));
      c.step = kPay;
      c.counter = static_cast<std::uint8_t>(price);
      c.flags = static_cast<std::uint8_t>((over + 1) << 4);
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
      const int good_card =
          game_cards_at(f.rules, f.s, card_places::goods_on(f, seat, slot)).first();
      if (good_card >= 0) f.prims.move_card(good_card, card_places::discard(f));
      ++c.flags;  // the low 4 bits: at most one good a city slot
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
  BuildFacts b(f, seat);
  return price_of(f, b, kind);
}

}  // namespace gov
