// A card game's round start: the round_start offers, then the hand limit
// (core/round_start.hpp).
#include "core/round_start.hpp"

#include "core/cards.hpp"
#include "core/mechanics/mechanic_context.hpp"

namespace gov::round_start {

namespace {

std::uint8_t hand(const MechanicContext& f, int seat) {
  return f.rules.cards.code_of_role(ZoneRole::Hand, seat);
}

int limit_of(MechanicContext& f, int seat) {
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  return f.rules.cards.hand_limit + f.dispatch.modify(f.s, seat, HookEvent::HandLimit, ev, 0);
}

}  // namespace

bool under_way(const State& s) {
  return s.stage == Stage::ChooseRole && s.cursor.step != 0;
}

void begin(MechanicContext& f) {
  if (!f.rules.cards.enabled()) return;
  const bool offers = f.dispatch.any_handler(HookEvent::RoundStart);
  if (!offers && f.rules.cards.hand_limit == 0) return;
  f.s.cursor = Cursor{};
  f.s.cursor.step = offers ? kOffers : kHandLimit;
}

void begin_start_keep(State& s, int keep) {
  s.cursor = Cursor{};
  s.cursor.step = kStartKeep;
  s.cursor.counter = static_cast<std::uint8_t>(keep);
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kStartKeep) {
    for (; c.turn < f.players(); ++c.turn) {
      const int seat = (f.s.governor + c.turn) % f.players();
      if (cards_at(f.rules, f.s, hand(f, seat)) > c.counter) {
        c.actor = static_cast<Id>(seat);
        return true;
      }
    }
    c = Cursor{};
    return false;
  }
  if (c.step == kOffers) {
    f.dispatch.notify(f.prims, HookEvent::RoundStart, EventArgs{});
    c.step = kHandLimit;
    // Pending decisions are a stack: the governor's, pushed last, come first.
    for (int i = f.players() - 1; i >= 0; --i) {
      const int seat = (f.s.governor + i) % f.players();
      EventArgs ev;
      ev.seat = static_cast<Id>(seat);
      f.raise_offers(seat, HookEvent::RoundStart, ev);
    }
    if (f.s.num_pending > 0) return false;  // the caller settles them first, then comes back
  }
  if (f.rules.cards.hand_limit > 0)
    for (; c.turn < f.players(); ++c.turn) {
      const int seat = (f.s.governor + c.turn) % f.players();
      if (cards_at(f.rules, f.s, hand(f, seat)) > limit_of(f, seat)) {
        c.actor = static_cast<Id>(seat);
        return true;
      }
    }
  c = Cursor{};
  return false;
}

void legal(MechanicContext& f, ActionList& out) {
  const auto kinds = kind_counts(f.rules, f.s, hand(f, f.s.cursor.actor));
  for (std::size_t k = 0; k < f.rules.buildings.size(); ++k)
    if (kinds[k] > 0) out.push_back(Action::make(ActionType::Discard, static_cast<Id>(k)));
}

void apply(MechanicContext& f, const Action& a) {
  const int seat = f.s.cursor.actor;
  f.prims.move_card_of_kind(a.a, hand(f, seat), f.rules.cards.code_of_role(ZoneRole::Discard));
}

}  // namespace gov::round_start
