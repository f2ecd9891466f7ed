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
#include <vector>

#include "core/mechanics/card_places.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

using card_places::hand;

enum Step : std::uint8_t { kChoose = 0, kPay = 1, kWhere = 2, kOver = 3 };

constexpr int kNewSlot = -1;
static_assert(kMaxCitySpaces < 16, "a city slot plus one in 4 bits of the cursor's flags");

// The cards a build of `kind` costs the seat, in a new space or over city slot `over`
// (whose building is then silent and whose cost comes off).
int price_of(MechanicContext& f, int seat, Id kind, int over = kNewSlot) {
  const auto& def = f.rules.buildings[kind];
  int off = seat == f.s.chooser && f.s.stage == Stage::Phase ? f.privilege() : 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.building = kind;
  ev.amount = std::clamp(def.column, 1, 4);
  if (over == kNewSlot) {
    off += f.dispatch.modify(f.s, seat, HookEvent::BuildDiscount, ev, 0);
  } else {
    off += f.dispatch.muting(seat, over).modify(f.s, seat, HookEvent::BuildDiscount, ev, 0);
    off += f.rules.buildings[f.s.seat(seat).city[over].type].cost;
  }
  return std::max(0, def.cost - off);
}

// Cards of a build of `kind` the seat may pay with goods (the pay_with_goods answers), less
// `used` already paid so, and at most the goods it still holds (a good on slot `over`, the
// building to be covered, is lost instead).
int goods_allowance(MechanicContext& f, int seat, Id kind, int used = 0, int over = kNewSlot) {
  std::uint32_t loaded = card_places::loaded_slots(f, seat);
  if (over != kNewSlot) loaded &= ~(1U << over);
  const int held = std::popcount(loaded);
  if (held == 0) return 0;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.building = kind;
  const int may =
      over == kNewSlot
          ? f.dispatch.modify(f.s, seat, HookEvent::PayWithGoods, ev, 0)
          : f.dispatch.muting(seat, over).modify(f.s, seat, HookEvent::PayWithGoods, ev, 0);
  return std::min(held, may - used);
}

// The city slot the seat is paying for: the one it built over, else its last.
int slot_paid_for(const MechanicContext& f, int seat) {
  const int over = f.s.cursor.flags >> 4;
  return over > 0 ? over - 1 : f.s.seat(seat).num_buildings - 1;
}

// Goods the seat may still pay with in the build it is paying for.
int goods_left_to_use(MechanicContext& f, int seat) {
  const auto& st = f.s.seat(seat);
  return goods_allowance(f, seat, st.city[slot_paid_for(f, seat)].type, f.s.cursor.flags & 0x0F);
}

// Can the seat pay `price` with the other cards of its hand and the goods it may use?
bool affordable(int price, int held, int goods) {
  return price <= held - 1 || price <= held - 1 + goods;
}

// May the seat build `kind` in a new space of its city, and afford it?
bool new_space_ok(MechanicContext& f, int seat, Id kind, int held) {
  const auto& st = f.s.seat(seat);
  const int spaces_left = f.rules.settings.city_spaces - st.city_spaces_used;
  if (st.num_buildings >= kMaxCitySpaces || f.rules.buildings[kind].spaces > spaces_left)
    return false;
  const int price = price_of(f, seat, kind);
  return affordable(price, held, price > held - 1 ? goods_allowance(f, seat, kind) : 0);
}

// The city slots the seat may build `kind` over and afford to, one per kind of building
// there (of several, the first holding no good: a good on it would be lost), in slot order;
// with `first_only`, the first found (a listing only needs to know there is one).
std::vector<int> cover_slots(MechanicContext& f, int seat, Id kind, int held,
                             bool first_only = false) {
  std::vector<int> out;
  if (f.rules.cards.role_zone[static_cast<int>(ZoneRole::Covered)] == kNone ||
      !f.dispatch.may_answer(f.s, seat, HookEvent::BuildOver))
    return out;
  const auto& st = f.s.seat(seat);
  const std::uint32_t loaded = card_places::loaded_slots(f, seat);
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const Id there = st.city[slot].type;
    const int extra = f.rules.buildings[kind].spaces - f.rules.buildings[there].spaces;
    if (st.city_spaces_used + extra > f.rules.settings.city_spaces) continue;
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    ev.building = kind;
    ev.slot = static_cast<Id>(slot);
    // The building asked about is silent: a building never lets itself be covered.
    if (f.dispatch.muting(seat, slot).modify(f.s, seat, HookEvent::BuildOver, ev, 0) == 0) continue;
    const int price = price_of(f, seat, kind, slot);
    if (!affordable(price, held, price > held - 1 ? goods_allowance(f, seat, kind, 0, slot) : 0))
      continue;
    auto same =
        std::find_if(out.begin(), out.end(), [&](int o) { return st.city[o].type == there; });
    if (same == out.end()) {
      out.push_back(slot);
      if (first_only) break;
    } else if (((loaded >> *same) & 1U) != 0 && ((loaded >> slot) & 1U) == 0)
      *same = slot;
  }
  return out;
}

int cards_held(MechanicContext& f, int seat) {
  int held = 0;
  for (int n : kind_counts(f.rules, f.s, hand(f, seat))) held += n;
  return held;
}

void legal_choose(MechanicContext& f, int seat, ActionList& out) {
  const auto& st = f.s.seat(seat);
  const auto kinds = kind_counts(f.rules, f.s, hand(f, seat));
  const std::size_t types = f.rules.buildings.size();
  int held = 0;
  for (int n : kinds) held += n;
  const std::uint64_t owned = st.city_types.bits();
  for (std::size_t k = 0; k < types; ++k) {
    const auto& def = f.rules.buildings[k];
    const Id kind = static_cast<Id>(k);
    if (kinds[k] == 0) continue;
    if (def.category == BuildingCategory::Violet && ((owned >> k) & 1U) != 0) continue;
    if (new_space_ok(f, seat, kind, held) || !cover_slots(f, seat, kind, held, true).empty())
      out.push_back(Action::make(ActionType::Build, kind));
  }
  add_turn_offers(f, seat, HookEvent::BuilderTurn, out);
}

// Where the chosen card goes: `build <kind>` again for a new space, or `cover`; then over
// which building, `cover <building>`.
void legal_where(MechanicContext& f, int seat, ActionList& out) {
  const Id kind = f.s.cursor.counter;
  const int held = cards_held(f, seat);
  if (f.s.cursor.step == kWhere) {
    out.push_back(Action::make(ActionType::Build, kind));
    out.push_back(Action::make(ActionType::Cover, kNone));
    return;
  }
  const auto first = out.size();
  for (int slot : cover_slots(f, seat, kind, held))
    out.push_back(Action::make(ActionType::Cover, f.s.seat(seat).city[slot].type));
  std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());  // canonical order
}

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  if (f.s.cursor.step == kChoose) return legal_choose(f, seat, out);
  if (f.s.cursor.step == kWhere || f.s.cursor.step == kOver) return legal_where(f, seat, out);
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
  if (c.step != kChoose) {  // settle left a choice of cards, or of place
    c.actor = static_cast<Id>(f.turn_seat());
    return true;
  }
  // A seat holding cards that others cannot see is asked even when it can only pass:
  // whether it could build is a fact of its hidden hand, and passing it over would tell
  // every other seat (docs/views.md, "Hidden information"). A hand every seat may see, or an
  // empty one, is passed over as before.
  ScratchActions l;
  for (; c.turn < f.players(); ++c.turn) {
    const int seat = f.turn_seat();
    c.actor = static_cast<Id>(seat);
    l->clear();
    legal(f, *l);
    if (l->size() > 1 || (!sees_kinds(f.rules, hand(f, seat), -1) && cards_held(f, seat) > 0)) {
      f.note_listing(*l);
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
      if (c.step == kChoose) {
        const int held = cards_held(f, seat);
        if (!cover_slots(f, seat, a.a, held, true).empty()) {
          c.step = new_space_ok(f, seat, a.a, held) ? kWhere : kOver;
          c.counter = a.a;
          return;
        }
      }
      const int price = price_of(f, seat, a.a);
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
      for (int slot : cover_slots(f, seat, kind, cards_held(f, seat)))
        if (st.city[slot].type == a.a) over = slot;
      if (over == kNewSlot) throw RuleError("no building of that kind may be covered");
      const int price = price_of(f, seat, kind, over);
      // « si un joueur recouvre un bâtiment de production ayant une marchandise [...], la
      // marchandise est perdue et défaussée »
      const std::uint8_t good = card_places::goods_on(f, seat, over);
      for (int i = 0; i < f.rules.cards.count(); ++i)
        if (f.s.card_at[static_cast<std::size_t>(i)] == good)
          f.prims.move_card(i, card_places::discard(f));
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
      const std::uint8_t from = card_places::goods_on(f, seat, slot);
      for (int i = 0; i < f.rules.cards.count(); ++i)
        if (f.s.card_at[static_cast<std::size_t>(i)] == from) {
          f.prims.move_card(i, card_places::discard(f));
          break;
        }
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
  return price_of(f, seat, kind);
}

}  // namespace gov
