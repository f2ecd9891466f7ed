// Draw and keep (a card game's role, docs/san-juan-design.md): each seat in turn from the
// chooser draws the role's `draw` cards into its looking zone, keeps `keep` of them into
// its hand one `pick` at a time, and the rest go to the discard pile. Privilege: the
// chooser draws that many more. With draw 0 only the chooser draws; keep 0 keeps all.
// The choice is made one card at a time (a `pick` per card kept), so no action lists
// combinations and the listing reads only the actor's own looking zone.
// Hooks: `keep_extra` adds cards kept (seed 004, the prefecture: « garder 2 des cartes
// piochées au lieu d'1 seule »); `draw_to_hand` (yes/no) takes the cards drawn into the
// hand, then the seat discards as many as it would not keep, one `discard` at a time, from
// its whole hand (the archive: « les cartes défaussées peuvent aussi bien être des cartes
// qu'il possédait déjà dans sa main »). Neither applies where the role keeps all it draws.
//
// A role declared `may_decline` offers `pass` beside the picks, and asks even a seat that
// keeps all it drew (the prospector's card): the seat keeps nothing more, the rest is
// discarded (seed 004: « peut très bien ne pas en effectuer les actions associées »).
// Discards from the whole hand (draw_to_hand) are never declined: the cards are in it.
//
// Cursor: turn = the seat's turn from the chooser; step = 0 before the seat draws, 1 while
// it picks (counter = picks it has left), 2 while it discards from its hand (counter =
// discards it has left).
#include <algorithm>
#include <bit>

#include "core/cards.hpp"
#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

std::uint8_t looking(const MechanicContext& f, int seat) {
  return f.rules.cards.code_of_role(ZoneRole::Looking, seat);
}

enum Step : std::uint8_t { kDraw = 0, kPick = 1, kDiscard = 2 };

std::uint8_t hand(const MechanicContext& f, int seat) {
  return f.rules.cards.code_of_role(ZoneRole::Hand, seat);
}

void legal(MechanicContext& f, ActionList& out) {
  const bool discarding = f.s.cursor.step == kDiscard;
  const int seat = f.s.cursor.actor;
  std::uint64_t kinds = kinds_present(f.rules, f.s, discarding ? hand(f, seat) : looking(f, seat));
  const ActionType type = discarding ? ActionType::Discard : ActionType::Pick;
  if (!discarding && f.role().may_decline) out.push_back(Action::pass());  // first: canonical
  for (; kinds != 0; kinds &= kinds - 1)
    out.push_back(Action::make(type, static_cast<Id>(std::countr_zero(kinds))));
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
  f.s.cursor.step = 0;
  f.s.cursor.counter = 0;
}

// The seat's draw: its cards into its looking zone (fewer when the piles run out), and how
// many of them it keeps; or, with draw_to_hand, into its hand, and how many it discards.
void draw_for(MechanicContext& f, int seat) {
  auto& c = f.s.cursor;
  const RoleDef& role = f.role();
  const int n = role.draw + (seat == f.s.chooser ? f.privilege() : 0);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.role = f.s.roles[c.card].role;
  const bool some = role.keep != 0;  // keep 0: the role keeps all it draws
  const int keep = some ? role.keep + f.dispatch.modify(f.s, seat, HookEvent::KeepExtra, ev, 0) : 0;
  const bool into_hand = some && f.dispatch.modify(f.s, seat, HookEvent::DrawToHand, ev, 0) != 0;
  int drawn = 0;
  while (drawn < n && f.prims.draw_card(into_hand ? hand(f, seat) : looking(f, seat)) >= 0) ++drawn;
  if (into_hand) {
    c.counter = static_cast<std::uint8_t>(std::max(0, drawn - keep));
    c.step = kDiscard;
    return;
  }
  c.counter = static_cast<std::uint8_t>(some ? std::min(keep, drawn) : drawn);
  c.step = kPick;
}

// The seat's choice is over: what it still looks at goes to the discard pile, or to its
// hand when it keeps all of it.
void finish_seat(MechanicContext& f, int seat) {
  const auto& cr = f.rules.cards;
  const std::uint8_t from = looking(f, seat);
  const bool keep_rest = f.s.cursor.counter > 0;
  const std::uint8_t to =
      keep_rest ? cr.code_of_role(ZoneRole::Hand, seat) : cr.code_of_role(ZoneRole::Discard);
  game_cards_at(f.rules, f.s, from).each([&](int i) { f.prims.move_card(i, to); });
  f.s.cursor.counter = 0;
  f.s.cursor.step = 0;
  ++f.s.cursor.turn;
}

// Discards that leave no choice: the hand is all of one kind.
void discard_forced(MechanicContext& f, int seat) {
  auto& c = f.s.cursor;
  const auto kinds = kind_counts(f.rules, f.s, hand(f, seat));
  int kinds_held = 0;
  Id only = kNone;
  for (std::size_t k = 0; k < f.rules.buildings.size(); ++k)
    if (kinds[k] > 0) {
      ++kinds_held;
      only = static_cast<Id>(k);
    }
  if (kinds_held != 1) return;
  const std::uint8_t discard = f.rules.cards.code_of_role(ZoneRole::Discard);
  for (int left = kinds[only]; c.counter > 0 && left > 0; --c.counter, --left)
    f.prims.move_card_of_kind(only, hand(f, seat), discard);
}

// The seat has a choice: its listing, noted for the decision (so that it is not listed
// again through the engine).
void note_choice(MechanicContext& f) {
  ScratchActions l;
  legal(f, *l);
  f.note_listing(*l);
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  for (; c.turn < f.players();) {
    const int seat = f.turn_seat();
    if (c.step == kDraw) draw_for(f, seat);
    if (c.step == kDiscard) {
      discard_forced(f, seat);
      if (c.counter > 0 && cards_at(f.rules, f.s, hand(f, seat)) > 0) {
        c.actor = static_cast<Id>(seat);
        note_choice(f);
        return true;
      }
      c.counter = 0;  // nothing left to discard: done
      finish_seat(f, seat);
      continue;
    }
    // A choice only while the seat keeps some but not all it looks at, or may decline.
    const int seen = cards_at(f.rules, f.s, looking(f, seat));
    if (c.counter > 0 && (seen > c.counter || (seen > 0 && f.role().may_decline))) {
      c.actor = static_cast<Id>(seat);
      note_choice(f);
      return true;
    }
    finish_seat(f, seat);
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  if (a.type == ActionType::Discard) {
    f.prims.move_card_of_kind(a.a, hand(f, seat), f.rules.cards.code_of_role(ZoneRole::Discard));
    --c.counter;
    return;
  }
  if (a.type == ActionType::Pass) {  // keeps nothing more: the rest is discarded
    c.counter = 0;
    return;
  }
  if (a.type != ActionType::Pick) return;
  f.prims.move_card_of_kind(a.a, looking(f, seat), hand(f, seat));
  --c.counter;
}

}  // namespace

const MechanicImpl kDrawKeep{start, advance, legal, apply};

}  // namespace gov
