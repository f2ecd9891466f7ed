// Worker distribution (the mayor's phase in the base game).
//   1. privilege: the chooser may take workers of the default kind from the supply
//   2. the ship's workers are dealt one at a time from the chooser; where the ship holds
//      several kinds, the receiving seat chooses which
//   3. each seat from the chooser lifts all its workers and places as many as it can, one
//      `place` at a time; placements go in a canonical order (kind, then target) so each
//      arrangement has exactly one action sequence; a forced arrangement is automatic
//   4. the ship is refilled: empty building circles of all seats, at least the minimum,
//      of which as many as the ship_refill hooks say are of kind k while its supply lasts;
//      a supply that cannot do it meets a game-end condition (unless end_waived)
#include <algorithm>

#include "core/mechanics/mechanic.hpp"

namespace gov {
namespace {

enum Step : std::uint8_t { kPrivilege = 0, kShip = 1, kPlace = 2 };
constexpr std::uint8_t kLifted = 1;  // SeatState::phase_flags: workers lifted for placement

// Canonical placement order: by worker kind, then by target.
int key_of(int target, Id kind) {
  return kind * 256 + target;
}
int tile_target(Id tile_kind) {
  return tile_kind;
}
int building_target(Id building) {
  return kMaxTileKinds + building;
}

int total(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x;
  return n;
}

int free_circles_tile(const Flow& f, const TileSlot& t) {
  const int circles = t.variant == 0 ? f.rules.tile_kinds[t.kind].circles : 0;
  return circles - total(t.workers);
}
int free_circles_building(const Flow& f, const BuildingSlot& b) {
  return f.rules.buildings[b.type].circles - total(b.workers);
}

int free_circles(const Flow& f, int seat) {
  const auto& st = f.s.seat(seat);
  int n = 0;
  for (int i = 0; i < st.num_tiles; ++i) n += free_circles_tile(f, st.island[i]);
  for (int i = 0; i < st.num_buildings; ++i) n += free_circles_building(f, st.city[i]);
  return n;
}

int kinds_in(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x > 0;
  return n;
}

void lift_all(Flow& f, int seat) {
  auto& st = f.s.seat(seat);
  for (int i = 0; i < st.num_tiles; ++i)
    for (int k = 0; k < kMaxWorkerKinds; ++k) {
      st.san_juan[k] += st.island[i].workers[k];
      st.island[i].workers[k] = 0;
    }
  for (int i = 0; i < st.num_buildings; ++i)
    for (int k = 0; k < kMaxWorkerKinds; ++k) {
      st.san_juan[k] += st.city[i].workers[k];
      st.city[i].workers[k] = 0;
    }
  st.place_cursor = 0;
  st.phase_flags |= kLifted;
}

// Fills every free circle with the seat's only kind of waiting worker.
void fill_all(Flow& f, int seat) {
  auto& st = f.s.seat(seat);
  Id kind = 0;
  for (int k = 0; k < kMaxWorkerKinds; ++k)
    if (st.san_juan[k] > 0) kind = static_cast<Id>(k);
  for (int i = 0; i < st.num_tiles; ++i)
    for (int n = free_circles_tile(f, st.island[i]); n > 0; --n)
      f.prims.move_worker_to_tile(seat, kind, i);
  for (int i = 0; i < st.num_buildings; ++i)
    for (int n = free_circles_building(f, st.city[i]); n > 0; --n)
      f.prims.move_worker_to_building(seat, kind, i);
}

// True when the seat still has a placement to decide; settles forced cases.
bool placement_open(Flow& f, int seat) {
  auto& st = f.s.seat(seat);
  if (!(st.phase_flags & kLifted)) lift_all(f, seat);
  const int waiting = total(st.san_juan);
  const int circles = free_circles(f, seat);
  if (waiting == 0 || circles == 0) return false;
  if (circles <= waiting && kinds_in(st.san_juan) == 1) {
    fill_all(f, seat);
    return false;
  }
  return true;
}

// Free circles per target: island tiles by kind, then buildings.
constexpr int kTargets = kMaxTileKinds + kMaxBuildings;
void free_by_target(const Flow& f, int seat, std::array<std::uint8_t, kTargets>& free) {
  const auto& st = f.s.seat(seat);
  free.fill(0);
  for (int i = 0; i < st.num_tiles; ++i)
    free[tile_target(st.island[i].kind)] +=
        static_cast<std::uint8_t>(free_circles_tile(f, st.island[i]));
  for (int i = 0; i < st.num_buildings; ++i)
    free[building_target(st.city[i].type)] +=
        static_cast<std::uint8_t>(free_circles_building(f, st.city[i]));
}

// Placements go kind by kind, targets in ascending order within a kind. A placement is
// legal when the seat can still place as many workers as the rules demand after it.
// `from[t]`: free circles on targets t and after (from[0] is every free circle); suffix
// sums so that each candidate is checked in O(kinds), not O(targets) (a hot path).
bool keeps_maximum(const std::array<int, kTargets + 1>& from,
                   const std::array<std::uint8_t, kMaxWorkerKinds>& waiting, int kind, int target) {
  const int circles_rest = from[0] - 1;
  const int circles_from_target = from[target] - 1;
  int workers_rest = -1, higher = 0;
  const int same_kind = waiting[kind] - 1;
  for (int k = 0; k < kMaxWorkerKinds; ++k) {
    workers_rest += waiting[k];
    if (k > kind) higher += waiting[k];
  }
  const int by_same = std::min(same_kind, circles_from_target);
  const int by_higher = std::min(higher, circles_rest - by_same);
  return by_same + by_higher == std::min(workers_rest, circles_rest);
}

void legal_place(Flow& f, int seat, ActionList& out) {
  const auto& st = f.s.seat(seat);
  std::array<std::uint8_t, kTargets> free{};
  free_by_target(f, seat, free);
  std::array<int, kTargets + 1> from{};
  for (int t = kTargets - 1; t >= 0; --t) from[t] = from[t + 1] + free[t];
  for (int k = 0; k < kMaxWorkerKinds; ++k) {
    if (st.san_juan[k] == 0) continue;
    for (int t = 0; t < kTargets; ++t) {
      if (free[t] == 0 || key_of(t, static_cast<Id>(k)) < st.place_cursor) continue;
      if (!keeps_maximum(from, st.san_juan, k, t)) continue;
      if (t < kMaxTileKinds)
        out.push_back(Action::make(ActionType::Place, static_cast<Id>(k), 0, static_cast<Id>(t)));
      else
        out.push_back(Action::make(ActionType::Place, static_cast<Id>(k), 1,
                                   static_cast<Id>(t - kMaxTileKinds)));
    }
  }
}

void legal(Flow& f, ActionList& out) {
  const auto& c = f.s.cursor;
  if (c.step == kPrivilege) {
    if (f.s.worker_supply[0] > 0) out.push_back(Action::make(ActionType::Take, 0));
    out.push_back(Action::pass());
  } else if (c.step == kShip) {
    for (int k = 0; k < kMaxWorkerKinds; ++k)
      if (f.s.ship_workers[k] > 0)
        out.push_back(Action::make(ActionType::Take, static_cast<Id>(k)));
  } else {
    legal_place(f, c.actor, out);
  }
}

void apply(Flow& f, const Action& a);

void refill_ship(Flow& f) {
  int empty = 0;
  for (int seat = 0; seat < f.players(); ++seat) {
    const auto& st = f.s.seat(seat);
    for (int i = 0; i < st.num_buildings; ++i) empty += free_circles_building(f, st.city[i]);
  }
  const int want = std::max(empty, f.players() * f.rules.settings.ship_refill_minimum_per_player);
  // Other kinds first (as many as the ship_refill hooks say), each while its supply
  // lasts; the default kind fills the rest.
  int placed = 0;
  for (int k = 1; k < static_cast<int>(f.rules.worker_kinds.size()); ++k) {
    if (!f.dispatch.any_handler(HookEvent::ShipRefill)) break;
    EventArgs ev;
    ev.worker = static_cast<Id>(k);
    ev.amount = want;
    const int asked = f.dispatch.modify(f.s, kNone, HookEvent::ShipRefill, ev, 0);
    const int moved = std::min({asked, want - placed, static_cast<int>(f.s.worker_supply[k])});
    if (moved <= 0) continue;
    f.s.worker_supply[k] = static_cast<std::uint16_t>(f.s.worker_supply[k] - moved);
    f.s.ship_workers[k] = static_cast<std::uint8_t>(f.s.ship_workers[k] + moved);
    placed += moved;
  }
  const int have = f.s.worker_supply[0];
  const int moved = std::min(want - placed, have);
  f.s.worker_supply[0] = static_cast<std::uint16_t>(have - moved);
  f.s.ship_workers[0] = static_cast<std::uint8_t>(f.s.ship_workers[0] + moved);
  placed += moved;
  if (placed < want) f.prims.end_condition(kEndWorkers);
}

void start(Flow& f) {
  auto& c = f.s.cursor;
  c.step = kPrivilege;
  c.counter = static_cast<std::uint8_t>(f.privilege());
  c.turn = 0;
}

bool advance(Flow& f) {
  auto& c = f.s.cursor;
  if (c.step == kPrivilege) {
    c.actor = f.s.chooser;
    if (c.counter > 0 && f.s.worker_supply[0] > 0) return true;
    c.step = kShip;
    c.turn = 0;
  }
  if (c.step == kShip) {
    while (true) {
      const int left = total(f.s.ship_workers);
      if (left == 0) break;
      c.actor = static_cast<Id>(f.turn_seat());
      if (kinds_in(f.s.ship_workers) > 1) return true;
      for (int k = 0; k < kMaxWorkerKinds; ++k)
        if (f.s.ship_workers[k] > 0) {
          f.prims.recruit_worker(c.actor, static_cast<Id>(k), WorkerSource::Ship);
          break;
        }
      c.turn = static_cast<std::uint8_t>((c.turn + 1) % f.players());
    }
    c.step = kPlace;
    c.turn = 0;
  }
  for (; c.turn < f.players(); ++c.turn) {
    c.actor = static_cast<Id>(f.turn_seat());
    while (placement_open(f, c.actor)) {
      ActionList l;
      legal_place(f, c.actor, l);
      if (l.size() != 1) return true;
      apply(f, l[0]);  // one way only: no decision to ask for
    }
  }
  refill_ship(f);
  return false;
}

void apply(Flow& f, const Action& a) {
  auto& c = f.s.cursor;
  if (c.step == kPrivilege) {
    if (a.type == ActionType::Pass) {
      c.counter = 0;
    } else {
      f.prims.recruit_worker(c.actor, a.a, WorkerSource::Supply);
      --c.counter;
    }
  } else if (c.step == kShip) {
    f.prims.recruit_worker(c.actor, a.a, WorkerSource::Ship);
    c.turn = static_cast<std::uint8_t>((c.turn + 1) % f.players());
  } else {
    auto& st = f.s.seat(c.actor);
    const bool on_building = a.b == 1;
    const int target = on_building ? building_target(a.c) : tile_target(a.c);
    if (on_building) {
      f.prims.move_worker_to_building(c.actor, a.a, f.prims.city_slot_of(c.actor, a.c));
    } else {
      for (int i = 0; i < st.num_tiles; ++i)
        if (st.island[i].kind == a.c && free_circles_tile(f, st.island[i]) > 0) {
          f.prims.move_worker_to_tile(c.actor, a.a, i);
          break;
        }
    }
    st.place_cursor = static_cast<std::uint16_t>(key_of(target, a.a));
  }
}

}  // namespace

const MechanicImpl kDistributeWorkers{start, advance, legal, apply};

}  // namespace gov
