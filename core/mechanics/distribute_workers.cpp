// Worker distribution (the mayor's phase in the base game).
//   1. privilege: the chooser may take workers from the supply, of any kind it holds (a
//      pack's second kind stands in for the first wherever the rules name the first:
//      seed 000's nobles, « lire "colon/noble" »)
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
#include "core/scratch.hpp"

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
// The target of a `place` action (b: 0 a tile kind, 1 a building).
int target_of(const Action& a) {
  return a.b == 1 ? building_target(a.c) : tile_target(a.c);
}

int total(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x;
  return n;
}

int free_circles_tile(const MechanicContext& f, const TileSlot& t) {
  const int circles = t.variant == 0 ? f.rules.tile_kinds[t.kind].circles : 0;
  return circles - total(t.workers);
}
int free_circles_building(const MechanicContext& f, const BuildingSlot& b) {
  return f.rules.buildings[b.type].circles - total(b.workers);
}

int kinds_in(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto x : w) n += x > 0;
  return n;
}

// A worker of some kind is left in the supply (for the privilege).
bool any_in_supply(const MechanicContext& f) {
  for (int k = 0; k < kMaxWorkerKinds; ++k)
    if (f.s.worker_supply[k] > 0) return true;
  return false;
}

void lift_all(MechanicContext& f, int seat) {
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
void fill_all(MechanicContext& f, int seat) {
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

// Targets of placements: island tiles by kind, then buildings.
constexpr int kTargets = kMaxTileKinds + kMaxBuildings;
static_assert(kMaxTileKinds <= 32 && kMaxBuildings <= 64, "target masks");
constexpr int kMaxCircles = 3;  // per tile kind or building (loader/read_catalog.cpp)
static_assert((kMaxIslandSpaces + kMaxCitySpaces) * kMaxCircles <= 255,
              "a seat's free circles fit in a byte");

// A seat's targets with a free circle, in ascending order, with their free circles and
// suffix sums: what a placement listing needs. A hot path (every placement is a decision,
// and most placements of a turn are forced ones the engine makes itself), so it is built
// once per seat's turn in advance() and updated in place after each placement instead of
// being recounted from the whole island and city: after a forced one within advance(), and
// after a seat's chosen one by carrying it with the listing (MechanicCarry, core/flow.hpp)
// to the apply of the placement chosen from it.
struct OpenTargets {
  Id seat = kNone;
  std::uint8_t n = 0;
  // At most one target per island space and city space.
  static constexpr int kMaxOpen = kMaxIslandSpaces + kMaxCitySpaces;
  std::array<std::uint8_t, kMaxOpen> target;    // ascending
  std::array<std::uint8_t, kMaxOpen> free;      // free circles of target[i]
  std::array<std::uint8_t, kMaxOpen + 1> from;  // from[i]: free circles on target[i..n)

  int circles() const { return from[0]; }

  bool operator==(const OpenTargets& o) const {
    return seat == o.seat && n == o.n &&
           std::equal(target.begin(), target.begin() + n, o.target.begin()) &&
           std::equal(free.begin(), free.begin() + n, o.free.begin()) &&
           std::equal(from.begin(), from.begin() + n + 1, o.from.begin());
  }

  void build(const MechanicContext& f, int seat_index) {
    seat = static_cast<Id>(seat_index);
    const auto& st = f.s.seat(seat_index);
    // Free circles per target, valid where the target's mask bit is set (no clearing of
    // the whole array).
    std::array<std::uint8_t, kTargets> by_target;
    std::uint32_t tile_mask = 0;      // tile kinds with a free circle
    std::uint64_t building_mask = 0;  // buildings with a free circle
    for (int i = 0; i < st.num_tiles; ++i) {
      const int c = free_circles_tile(f, st.island[i]);
      if (c <= 0) continue;
      const Id kind = st.island[i].kind;
      const std::uint32_t bit = std::uint32_t{1} << kind;
      auto& slot = by_target[tile_target(kind)];
      slot = static_cast<std::uint8_t>((tile_mask & bit ? slot : 0) + c);
      tile_mask |= bit;
    }
    for (int i = 0; i < st.num_buildings; ++i) {
      const int c = free_circles_building(f, st.city[i]);
      if (c <= 0) continue;
      const Id type = st.city[i].type;
      const std::uint64_t bit = std::uint64_t{1} << type;
      auto& slot = by_target[building_target(type)];
      slot = static_cast<std::uint8_t>((building_mask & bit ? slot : 0) + c);
      building_mask |= bit;
    }
    n = 0;
    for (std::uint32_t m = tile_mask; m != 0; m &= m - 1)
      target[n++] = static_cast<std::uint8_t>(tile_target(static_cast<Id>(__builtin_ctz(m))));
    for (std::uint64_t m = building_mask; m != 0; m &= m - 1)
      target[n++] = static_cast<std::uint8_t>(building_target(static_cast<Id>(__builtin_ctzll(m))));
    from[n] = 0;
    for (int i = n - 1; i >= 0; --i) {
      free[i] = by_target[target[i]];
      from[i] = static_cast<std::uint8_t>(from[i + 1] + free[i]);
    }
  }

  // One worker placed on target[i]: a target left without a free circle drops out.
  void take(int i) {
    for (int j = 0; j <= i; ++j) --from[j];
    if (--free[i] > 0) return;
    for (int j = i; j + 1 < n; ++j) {
      target[j] = target[j + 1];
      free[j] = free[j + 1];
      from[j] = from[j + 1];
    }
    from[--n] = 0;
  }

  // The first index whose target a worker of `kind` may take under the canonical order's
  // cursor (placements go kind by kind, targets ascending): n when none.
  int first_allowed(int place_cursor, Id kind) const {
    const int first_target = place_cursor - key_of(0, kind);
    int i = 0;
    while (i < n && target[i] < first_target) ++i;
    return i;
  }

  int index_of(int t) const {
    for (int i = 0; i < n; ++i)
      if (target[i] == t) return i;
    return -1;
  }
};

// The `place` action of a worker of `kind` on `target`.
Action placement(Id kind, int target) {
  if (target < kMaxTileKinds)
    return Action::make(ActionType::Place, kind, 0, static_cast<Id>(target));
  return Action::make(ActionType::Place, kind, 1, static_cast<Id>(target - kMaxTileKinds));
}

// Placements go kind by kind, targets in ascending order within a kind. A placement is
// legal when the seat can still place as many workers as the rules demand after it: the
// workers of its kind still waiting go on this target or later ones, higher kinds
// anywhere.
//
// Within a kind the legal targets are one run: from the first target the cursor allows to
// the last that passes. What the placement leaves placeable, min(same, from[i] - 1) +
// min(higher, rest - that) = min(min(same, from[i] - 1) + higher, rest), only falls as i
// grows (from[i] falls) and never exceeds `must`; so the first target that falls short
// ends the kind's run, and no later one is looked at.
void list_placements(const OpenTargets& t, const SeatState& st, ActionList& out) {
  const int circles_rest = t.circles() - 1;  // after this placement
  const auto& waiting = st.san_juan;
  int workers_rest = -1;  // after this placement
  for (int j = 0; j < kMaxWorkerKinds; ++j) workers_rest += waiting[j];
  const int must = std::min(workers_rest, circles_rest);
  int higher = workers_rest + 1;  // waiting workers of the kinds after k
  for (int k = 0; k < kMaxWorkerKinds; ++k) {
    higher -= waiting[k];
    if (waiting[k] == 0) continue;
    const int same_kind = waiting[k] - 1;
    for (int i = t.first_allowed(st.place_cursor, static_cast<Id>(k)); i < t.n; ++i) {
      const int by_same = std::min(same_kind, t.from[i] - 1);
      const int by_higher = std::min(higher, circles_rest - by_same);
      if (by_same + by_higher != must) break;
      out.push_back(placement(static_cast<Id>(k), t.target[i]));
    }
  }
}

void legal_place(MechanicContext& f, int seat, ActionList& out) {
  OpenTargets t;
  t.build(f, seat);
  list_placements(t, f.s.seat(seat), out);
}

void legal(MechanicContext& f, ActionList& out) {
  const auto& c = f.s.cursor;
  if (c.step == kPrivilege) {
    out.push_back(Action::pass());  // first in the canonical order: no sort needed
    for (int k = 0; k < kMaxWorkerKinds; ++k)
      if (f.s.worker_supply[k] > 0)
        out.push_back(Action::make(ActionType::Take, static_cast<Id>(k)));
  } else if (c.step == kShip) {
    for (int k = 0; k < kMaxWorkerKinds; ++k)
      if (f.s.ship_workers[k] > 0)
        out.push_back(Action::make(ActionType::Take, static_cast<Id>(k)));
  } else {
    legal_place(f, c.actor, out);
  }
}

void apply(MechanicContext& f, const Action& a);

void refill_ship(MechanicContext& f) {
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

// One kind of worker waits, and exactly as many as the free circles from the cursor on:
// every placement left is forced (each listing would hold just the first free circle at or
// after the cursor), so they are made here in that order, as the listings would make them,
// without listing each one. Returns false, placing nothing, in any other case.
bool place_exact_rest(MechanicContext& f, const OpenTargets& t, const SeatState& st) {
  if (kinds_in(st.san_juan) != 1) return false;
  Id kind = 0;
  while (st.san_juan[kind] == 0) ++kind;
  int i = t.first_allowed(st.place_cursor, kind);
  if (i == t.n || t.from[i] != st.san_juan[kind]) return false;
  // What apply() would do for each placement, a target at a time: a building's circles,
  // or a tile kind's tiles in island order.
  const int seat = f.s.cursor.actor;
  const auto& island = st.island;
  for (; i < t.n; ++i) {
    const int target = t.target[i];
    if (target >= kMaxTileKinds) {
      const int slot = f.prims.city_slot_of(seat, static_cast<Id>(target - kMaxTileKinds));
      for (int n = t.free[i]; n > 0; --n) f.prims.move_worker_to_building(seat, kind, slot);
      continue;
    }
    for (int j = 0; j < st.num_tiles; ++j)
      if (island[j].kind == target)
        for (int n = free_circles_tile(f, island[j]); n > 0; --n)
          f.prims.move_worker_to_tile(seat, kind, j);
  }
  f.s.seat(seat).place_cursor = static_cast<std::uint16_t>(key_of(t.target[t.n - 1], kind));
  return true;
}

// The seat's open targets: carried from the listing of the placement just applied
// (MechanicCarry; apply updated them), else built from the island and city.
void targets_of(MechanicContext& f, int seat, OpenTargets& t) {
  if (f.carry != nullptr && f.carry->get(t) && t.seat == seat) {
    f.carry->set = false;     // used once
#ifdef GOVERNOR_VERIFY_NOTES  // the sanitizer build of CI
    OpenTargets fresh;
    fresh.build(f, seat);
    if (!(fresh == t))
      throw std::logic_error(
          "carried placement targets are not the seat's (distribute_workers.cpp)");
#endif
    return;
  }
  t.build(f, seat);
}

void start(MechanicContext& f) {
  auto& c = f.s.cursor;
  c.step = kPrivilege;
  c.counter = static_cast<std::uint8_t>(f.privilege());
  c.turn = 0;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kPrivilege) {
    c.actor = f.s.chooser;
    if (c.counter > 0 && any_in_supply(f)) return true;
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
    const auto& st = f.s.seat(c.actor);
    if (!(st.phase_flags & kLifted)) lift_all(f, c.actor);
    OpenTargets t;
    targets_of(f, c.actor, t);
    // Until the seat has a decision to make: nothing left to place, all of one kind for
    // all the circles (placed at once), or one way only (placed, and look again).
    for (;;) {
      const int waiting = total(st.san_juan);
      if (waiting == 0 || t.circles() == 0) break;
      if (t.circles() <= waiting && kinds_in(st.san_juan) == 1) {
        fill_all(f, c.actor);
        break;
      }
      if (place_exact_rest(f, t, st)) break;
      ScratchActions l;
      list_placements(t, st, *l);
      if (l->size() != 1) {
        f.note_listing(*l);
        f.note_carry(t);  // for the placement the seat chooses (apply)
        return true;
      }
      const Action& only = (*l)[0];
      apply(f, only);
      t.take(t.index_of(target_of(only)));
    }
  }
  refill_ship(f);
  return false;
}

// The carried targets (a listing's, when the seat chose this placement from it) after a
// worker goes onto `target`; dropped when they cannot be the seat's.
void carry_placement(MechanicContext& f, int target) {
  OpenTargets t;
  if (f.carry == nullptr || !f.carry->get(t)) return;
  const int i = t.index_of(target);
  if (t.seat != f.s.cursor.actor || i < 0) {
    f.carry->set = false;
    return;
  }
  t.take(i);
  f.carry->put(t);
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  if (c.step != kPlace && f.carry != nullptr) f.carry->set = false;
  if (c.step == kPrivilege) {
    if (a.type == ActionType::Pass) {
      c.counter = 0;
    } else {
      Primitives::CauseScope why(f.prims, Cause{CauseKind::Privilege, f.s.roles[c.card].role});
      f.prims.recruit_worker(c.actor, a.a, WorkerSource::Supply);
      --c.counter;
    }
  } else if (c.step == kShip) {
    f.prims.recruit_worker(c.actor, a.a, WorkerSource::Ship);
    c.turn = static_cast<std::uint8_t>((c.turn + 1) % f.players());
  } else {
    auto& st = f.s.seat(c.actor);
    const bool on_building = a.b == 1;
    const int target = target_of(a);
    carry_placement(f, target);
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
