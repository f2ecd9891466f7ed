// Tile drafting (the settler's phase in the base game). Each seat in turn from the chooser
// may take one face-up tile; the chooser may take an open-pile tile instead (privilege),
// as may any seat a building allows (may_take_open_tile). With a privilege multiplier the
// chooser takes one more face-up tile per extra multiple after everybody. At the end the
// untaken face-up tiles are discarded and a new display is drawn.
#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

enum Step : std::uint8_t { kTurns = 0, kExtraPicks = 1 };

static_assert(kMaxTileKinds <= 32, "a bit per tile kind");

// Tile kinds lying face up (a bit per kind).
std::uint32_t face_up_kinds(const MechanicContext& f) {
  std::uint32_t kinds = 0;
  for (int i = 0; i < f.s.face_up_count; ++i) kinds |= std::uint32_t{1} << f.s.face_up[i];
  return kinds;
}

// Tile kinds of the open pile with a tile left (a bit per kind).
std::uint32_t open_pile_kinds(const MechanicContext& f) {
  std::uint32_t kinds = 0;
  for (int k = 0; k < static_cast<int>(f.rules.tile_kinds.size()); ++k)
    if (f.rules.tile_kinds[k].open_pile && f.s.open_pile[k] > 0) kinds |= std::uint32_t{1} << k;
  return kinds;
}

bool may_take_open(MechanicContext& f, int seat) {
  if (seat == f.s.chooser && f.role().privilege > 0) return true;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  return f.dispatch.modify(f.s, seat, HookEvent::MayTakeOpenTile, ev, 0) != 0;
}

void legal(MechanicContext& f, ActionList& out) {
  const int seat = f.s.cursor.actor;
  out.push_back(Action::pass());  // the canonical order: pass, settle by kind, use
  if (f.prims.free_island_spaces(seat) > 0) {
    std::uint32_t kinds = face_up_kinds(f);
    if (f.s.cursor.step == kTurns && may_take_open(f, seat)) kinds |= open_pile_kinds(f);
    for (; kinds != 0; kinds &= kinds - 1)
      out.push_back(Action::make(ActionType::Settle, static_cast<Id>(__builtin_ctz(kinds))));
  }
  if (f.s.cursor.step == kTurns) {
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    f.dispatch.offers(f.s, seat, HookEvent::SettlerTurn, ev, out);
  }
}

// Called only where a choice is the actor's decision (advance returns at once).
bool has_choice(MechanicContext& f) {
  ScratchActions l;
  legal(f, *l);
  if (l->size() <= 1) return false;
  f.note_listing(*l);
  return true;
}

void refresh_display(MechanicContext& f) {
  for (int i = 0; i < f.s.face_up_count; ++i) ++f.s.discard[f.s.face_up[i]];
  f.s.face_up_count = 0;
  f.s.face_up.fill(0);
  const int want = std::min(f.setup().face_up, kMaxFaceUp);
  while (f.s.face_up_count < want) {
    const Id k = f.prims.draw_from_stack();
    if (k == kNone) break;
    f.s.face_up[f.s.face_up_count++] = k;
  }
}

void start(MechanicContext& f) {
  f.s.cursor.step = kTurns;
  f.s.cursor.turn = 0;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kTurns) {
    for (; c.turn < f.players(); ++c.turn) {
      c.actor = static_cast<Id>(f.turn_seat());
      if (has_choice(f)) return true;
    }
    c.step = kExtraPicks;
    c.counter = static_cast<std::uint8_t>(c.mult > 0 ? c.mult - 1 : 0);
  }
  if (c.step == kExtraPicks) {
    c.actor = f.s.chooser;
    if (c.counter > 0 && has_choice(f)) return true;
  }
  refresh_display(f);
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  bool turn_over = true;
  if (a.type == ActionType::Settle) {
    const bool open = f.rules.tile_kinds[a.a].open_pile;
    const int slot = open ? f.prims.take_open_pile(seat, a.a) : f.prims.take_face_up(seat, a.a);
    f.prims.announce_tile(seat, a.a, slot, open ? TileVia::OpenPile : TileVia::FaceUp);
  } else if (a.type == ActionType::Use) {
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    turn_over = f.dispatch.apply_offer(f.prims, seat, HookEvent::SettlerTurn, ev, a);
  }
  if (!turn_over) return;
  if (c.step == kTurns) {
    ++c.turn;
  } else if (a.type == ActionType::Pass) {
    c.counter = 0;
  } else {
    --c.counter;
  }
}

}  // namespace

const MechanicImpl kDraftTiles{start, advance, legal, apply};

}  // namespace gov
