// Draw and keep (a card game's role, docs/san-juan-design.md): each seat in turn from the
// chooser draws the role's `draw` cards into its looking zone, keeps `keep` of them into
// its hand one `pick` at a time, and the rest go to the discard pile. Privilege: the
// chooser draws that many more. With draw 0 only the chooser draws; keep 0 keeps all.
// The choice is made one card at a time (a `pick` per card kept), so no action lists
// combinations and the listing reads only the actor's own looking zone.
//
// Cursor: turn = the seat's turn from the chooser; step = 0 before the seat draws, 1 while
// it picks; counter = picks it has left.
#include <algorithm>

#include "core/cards.hpp"
#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

std::uint8_t looking(const MechanicContext& f, int seat) {
  return f.rules.cards.code_of_role(ZoneRole::Looking, seat);
}

void legal(MechanicContext& f, ActionList& out) {
  const auto kinds = kind_counts(f.rules, f.s, looking(f, f.s.cursor.actor));
  for (std::size_t k = 0; k < f.rules.buildings.size(); ++k)
    if (kinds[k] > 0) out.push_back(Action::make(ActionType::Pick, static_cast<Id>(k)));
}

void start(MechanicContext& f) {
  f.s.cursor.turn = 0;
  f.s.cursor.step = 0;
  f.s.cursor.counter = 0;
}

// The seat's draw: its cards into its looking zone (fewer when the piles run out), and how
// many of them it keeps.
void draw_for(MechanicContext& f, int seat) {
  auto& c = f.s.cursor;
  const RoleDef& role = f.role();
  const int n = role.draw + (seat == f.s.chooser ? f.privilege() : 0);
  int drawn = 0;
  while (drawn < n && f.prims.draw_card(looking(f, seat)) >= 0) ++drawn;
  c.counter = static_cast<std::uint8_t>(role.keep == 0 ? drawn : std::min(role.keep, drawn));
  c.step = 1;
}

// The seat's choice is over: what it still looks at goes to the discard pile, or to its
// hand when it keeps all of it.
void finish_seat(MechanicContext& f, int seat) {
  const auto& cr = f.rules.cards;
  const std::uint8_t from = looking(f, seat);
  const bool keep_rest = f.s.cursor.counter > 0;
  const std::uint8_t to =
      keep_rest ? cr.code_of_role(ZoneRole::Hand, seat) : cr.code_of_role(ZoneRole::Discard);
  for (int i = 0; i < cr.count(); ++i)
    if (f.s.card_at[static_cast<std::size_t>(i)] == from) f.prims.move_card(i, to);
  f.s.cursor.counter = 0;
  f.s.cursor.step = 0;
  ++f.s.cursor.turn;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  for (; c.turn < f.players();) {
    const int seat = f.turn_seat();
    if (c.step == 0) draw_for(f, seat);
    // A choice only while the seat keeps some but not all it looks at.
    if (c.counter > 0 && cards_at(f.rules, f.s, looking(f, seat)) > c.counter) {
      c.actor = static_cast<Id>(seat);
      return true;
    }
    finish_seat(f, seat);
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  if (a.type != ActionType::Pick) return;
  f.prims.move_card_of_kind(a.a, looking(f, seat),
                            f.rules.cards.code_of_role(ZoneRole::Hand, seat));
  --c.counter;
}

}  // namespace

const MechanicImpl kDrawKeep{start, advance, legal, apply};

}  // namespace gov
