// Shipping (the captain's phase in the base game).
//   Loading, in laps from the chooser until a whole lap passes with nobody able to load:
//   a seat that can load must (one kind per turn, as many barrels as fit); a kind goes only
//   on the ship already carrying it, else on an empty ship, and then on one of the empty
//   ships taking the most of it. 1 VP per barrel; the chooser's first delivery earns the
//   privilege (Primitives). Building powers may offer other deliveries (captain_turn).
//   Then building powers may act before storage (storage_start offers, every seat).
//   Storage, each seat from the chooser: keep `barrels_kept` single barrels plus what
//   buildings add (storage_barrels), and whole kinds (storage_kinds); the rest returns to
//   the supply. Choices are made stores first, then single barrels, each in ascending good
//   order, and always keeping as much as allowed; forced cases are automatic.
//   Finally every full ship is emptied into the supply.
#include <algorithm>

#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {
namespace {

enum Step : std::uint8_t { kLoad = 0, kStore = 1, kBeforeStore = 2 };
constexpr int kKeepBase = 16;  // SeatState::place_cursor: below = store keys, above = keep keys

int goods_count(const MechanicContext& f) {
  return static_cast<int>(f.rules.goods.size());
}

void legal_load(MechanicContext& f, int seat, ActionList& out) {
  const auto& st = f.s.seat(seat);
  for (int g = 0; g < goods_count(f); ++g) {
    if (st.goods[g] == 0) continue;
    int carrying = -1;
    for (int i = 0; i < f.s.num_ships; ++i)
      if (f.s.ships[i].good == g) carrying = i;
    if (carrying >= 0) {
      if (f.s.ships[carrying].load < f.s.ships[carrying].capacity)
        out.push_back(
            Action::make(ActionType::Ship, static_cast<Id>(g), static_cast<Id>(carrying)));
      continue;
    }
    int best = 0;
    for (int i = 0; i < f.s.num_ships; ++i)
      if (f.s.ships[i].good == kNone)
        best = std::max(best, std::min<int>(st.goods[g], f.s.ships[i].capacity));
    if (best == 0) continue;
    for (int i = 0; i < f.s.num_ships; ++i)
      if (f.s.ships[i].good == kNone && std::min<int>(st.goods[g], f.s.ships[i].capacity) == best)
        out.push_back(Action::make(ActionType::Ship, static_cast<Id>(g), static_cast<Id>(i)));
  }
  const std::size_t loads = out.size();
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  f.dispatch.offers(f.s, seat, HookEvent::CaptainTurn, ev, out);
  // Loading a ship is forced; a building's delivery is not: a seat that cannot load may
  // decline the building (and counts as unable to load this lap).
  if (loads == 0 && out.size() > 0) out.insert(out.begin(), Action::pass());  // first in order
}

struct Allowance {
  int kinds;
  int barrels;
};

Allowance allowance(MechanicContext& f, int seat) {
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  const int kinds = f.dispatch.modify(f.s, seat, HookEvent::StorageKinds, ev, 0);
  const int extra = f.dispatch.modify(f.s, seat, HookEvent::StorageBarrels, ev, 0);
  return {std::max(0, kinds), std::max(0, f.rules.settings.barrels_kept + extra)};
}

int loose(const SeatState& st, int g) {
  if (st.kept_mask & (1u << g)) return 0;
  return st.goods[g] - st.kept_goods[g];
}

// `a`: allowance(f, seat), asked once by the caller (storing changes nothing a hook sees).
void legal_store(MechanicContext& f, int seat, const Allowance& a, ActionList& out) {
  const auto& st = f.s.seat(seat);
  const int goods = goods_count(f);
  // Whole kinds first, while allowed and available.
  int unstored = 0;
  for (int g = 0; g < goods; ++g) unstored += loose(st, g) > 0;
  const int kinds_left = a.kinds - st.kept_kinds;
  if (st.place_cursor < kKeepBase && kinds_left > 0 && unstored > 0) {
    const int must = std::min(kinds_left, unstored);
    for (int g = st.place_cursor; g < goods; ++g) {
      if (loose(st, g) == 0) continue;
      int after = 0;  // kinds still storable after this one, in ascending order
      for (int h = g + 1; h < goods; ++h) after += loose(st, h) > 0;
      if (after >= must - 1) out.push_back(Action::make(ActionType::Store, static_cast<Id>(g)));
    }
    return;
  }
  // Then single barrels, as many as allowed.
  const int barrels_left = a.barrels - st.kept_barrels;
  if (barrels_left <= 0) return;
  int total = 0;
  for (int g = 0; g < goods; ++g) total += loose(st, g);
  const int must = std::min(barrels_left, total);
  const int first = st.place_cursor >= kKeepBase ? st.place_cursor - kKeepBase : 0;
  for (int g = first; g < goods; ++g) {
    if (loose(st, g) <= 0) continue;
    int after = loose(st, g) - 1;  // barrels still keepable after this one
    for (int h = g + 1; h < goods; ++h) after += loose(st, h);
    if (after >= must - 1) out.push_back(Action::make(ActionType::Keep, static_cast<Id>(g)));
  }
}

// Keeps everything without asking when nothing is to be decided; returns true then. The
// allowance is asked once: what is kept so far is no hook's business (no ctx read shows
// it), so the answers cannot change along the forced steps.
bool storage_forced(MechanicContext& f, int seat) {
  auto& st = f.s.seat(seat);
  const Allowance allowed = allowance(f, seat);
  ScratchActions l;
  for (;;) {
    l->clear();
    legal_store(f, seat, allowed, *l);
    if (l->size() > 1) {  // a decision (callers make `seat` the actor)
      f.note_listing(*l);
      return false;
    }
    if (l->empty()) return true;
    const Action a = (*l)[0];  // one way only: take it and look again
    if (a.type == ActionType::Store) {
      st.kept_mask |= static_cast<std::uint8_t>(1u << a.a);
      ++st.kept_kinds;
      st.place_cursor = static_cast<std::uint16_t>(a.a + 1);
    } else {
      ++st.kept_goods[a.a];
      ++st.kept_barrels;
      st.place_cursor = static_cast<std::uint16_t>(kKeepBase + a.a);
    }
  }
}

// Returns every barrel neither stored whole nor kept singly to the supply.
void finish_storage(MechanicContext& f, int seat) {
  auto& st = f.s.seat(seat);
  for (int g = 0; g < goods_count(f); ++g) {
    const int discard = loose(st, g);
    if (st.goods[g] > discard) {  // told before the losses: what the seat keeps
      GameEvent kept;
      kept.kind = EventKind::Kept;
      kept.seat = static_cast<Id>(seat);
      kept.what = static_cast<Id>(g);
      kept.amount = st.goods[g] - discard;
      f.prims.record(kept);
    }
    if (discard > 0) f.prims.return_goods(seat, static_cast<Id>(g), discard);
  }
  st.kept_mask = 0;
  st.kept_kinds = 0;
  st.kept_barrels = 0;
  st.kept_goods.fill(0);
  st.place_cursor = 0;
}

// The next seat's loading turn; a lap ends when the turn comes back to the chooser
// (Cursor::lap, read by hooks as ctx:lap(): 1 while every seat has its first turn).
void next_turn(MechanicContext& f) {
  auto& c = f.s.cursor;
  c.turn = static_cast<std::uint8_t>((c.turn + 1) % f.players());
  if (c.turn == 0 && c.lap < 0xFF) ++c.lap;
}

void legal(MechanicContext& f, ActionList& out) {
  if (f.s.cursor.step == kLoad)
    legal_load(f, f.s.cursor.actor, out);
  else
    legal_store(f, f.s.cursor.actor, allowance(f, f.s.cursor.actor), out);
}

void start(MechanicContext& f) {
  auto& c = f.s.cursor;
  c.step = kLoad;
  c.turn = 0;
  c.lap = 0;
  c.counter = 0;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kLoad) {
    while (c.counter < f.players()) {
      c.actor = static_cast<Id>(f.turn_seat());
      ScratchActions l;
      legal_load(f, c.actor, *l);
      if (!l->empty()) {
        f.note_listing(*l);
        return true;
      }
      ++c.counter;
      next_turn(f);
    }
    // Loading is over: building powers may act before anything is stored (storage_start,
    // every seat from the chooser; the engine asks them before coming back here).
    c.step = kBeforeStore;
    if (f.dispatch.any_handler(HookEvent::StorageStart)) {
      for (int i = f.players() - 1; i >= 0; --i) {  // a stack: the chooser decides first
        const int seat = (f.s.chooser + i) % f.players();
        EventArgs ev;
        ev.seat = static_cast<Id>(seat);
        ev.role = f.s.roles[c.card].role;
        f.raise_offers(seat, HookEvent::StorageStart, ev);
      }
      if (f.s.num_pending > 0) return true;
    }
  }
  if (c.step == kBeforeStore) {
    c.step = kStore;
    c.turn = 0;
  }
  for (; c.turn < f.players(); ++c.turn) {
    c.actor = static_cast<Id>(f.turn_seat());
    if (!storage_forced(f, c.actor)) return true;
    finish_storage(f, c.actor);
  }
  for (int i = 0; i < f.s.num_ships; ++i) {
    auto& sh = f.s.ships[i];
    if (sh.load < sh.capacity || sh.good == kNone) continue;
    f.s.goods_supply[sh.good] = static_cast<std::uint8_t>(f.s.goods_supply[sh.good] + sh.load);
    sh.good = kNone;
    sh.load = 0;
  }
  return false;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  const int seat = c.actor;
  auto& st = f.s.seat(seat);
  if (c.step == kLoad) {
    bool turn_over = true;
    if (a.type == ActionType::Ship) {
      auto& sh = f.s.ships[a.b];
      if (sh.good == kNone) sh.good = a.a;
      f.prims.load_ship(seat, a.b, std::min<int>(st.goods[a.a], sh.capacity - sh.load));
    } else if (a.type == ActionType::Use) {
      EventArgs ev;
      ev.seat = static_cast<Id>(seat);
      turn_over = f.dispatch.apply_offer(f.prims, seat, HookEvent::CaptainTurn, ev, a);
    }
    if (a.type == ActionType::Pass) {
      ++c.counter;
      next_turn(f);
    } else if (turn_over) {
      c.counter = 0;
      next_turn(f);
    }
    return;
  }
  if (a.type == ActionType::Store) {
    st.kept_mask |= static_cast<std::uint8_t>(1u << a.a);
    ++st.kept_kinds;
    st.place_cursor = static_cast<std::uint16_t>(a.a + 1);
  } else if (a.type == ActionType::Keep) {
    ++st.kept_goods[a.a];
    ++st.kept_barrels;
    st.place_cursor = static_cast<std::uint16_t>(kKeepBase + a.a);
  }
  if (storage_forced(f, seat)) {
    finish_storage(f, seat);
    ++c.turn;
  }
}

}  // namespace

const MechanicImpl kShip{start, advance, legal, apply};

}  // namespace gov
