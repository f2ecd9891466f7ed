#include "core/primitives.hpp"

#include <fmt/format.h>

#include "core/dispatch.hpp"

namespace gov {

namespace {
[[noreturn]] void fail(const std::string& why) {
  throw HookError(why);
}

int circles_of_tile(const Ruleset& r, const TileSlot& t) {
  return t.variant == 0 ? r.tile_kinds[t.kind].circles : 0;
}
GameEvent event(EventKind kind, int seat, Id what, int amount) {
  GameEvent e;
  e.kind = kind;
  e.seat = static_cast<Id>(seat);
  e.what = what;
  e.amount = amount;
  return e;
}
// Marks a primitive that records its moves as one event (Primitives::quiet_).
struct Quiet {
  explicit Quiet(int& q) : q_(q) { ++q_; }
  ~Quiet() { --q_; }
  int& q_;
};
int workers_on(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  int n = 0;
  for (auto k : w) n += k;
  return n;
}
}  // namespace

void Primitives::record_cause_of(GameEvent e) {
  e.cause = cause_;
  // Outside any scope the rules of the phase under way moved it.
  if (e.cause.kind == CauseKind::Rule && e.cause.id == kNone && s_.stage == Stage::Phase &&
      s_.cursor.card != kNone)
    e.cause.id = s_.roles[s_.cursor.card].role;
  events_->push_back(e);
}

void Primitives::gain_coins(int seat, int n) {
  if (n < 0) fail("gain_coins: negative amount");
  const int have = s_.seat(seat).coins;
  if (n > kMaxCoins - have)
    fail(fmt::format("gain_coins: seat {} has {} coins and cannot hold {} more (at most {})",
                     seat + 1, have, n, kMaxCoins));
  s_.seat(seat).coins += n;
  if (n > 0 && quiet_ == 0) record(event(EventKind::Coins, seat, kNone, n));
}

void Primitives::pay_coins(int seat, int n) {
  if (n < 0) fail("pay_coins: negative amount");
  if (s_.seat(seat).coins < n)
    fail(fmt::format("seat {} has {} coins, cannot pay {}", seat + 1, s_.seat(seat).coins, n));
  s_.seat(seat).coins -= n;
  if (n > 0 && quiet_ == 0) record(event(EventKind::Coins, seat, kNone, -n));
}

void Primitives::end_condition(EndReason reason) {
  if ((s_.end_triggered & reason) != 0) return;
  if (dispatch_ != nullptr && dispatch_->any_handler(HookEvent::EndWaived)) {
    EventArgs ev;
    ev.via = reason;
    if (dispatch_->modify(s_, kNone, HookEvent::EndWaived, ev, 0) != 0) return;
  }
  trigger_end(reason);
  GameEvent e = event(EventKind::EndTriggered, kNone, kNone, 0);
  e.seat = kNone;
  e.via = reason;
  record(e);
}

void Primitives::gain_vp(int seat, int n) {
  if (n < 0) fail("gain_vp: negative amount");
  if (n == 0) return;
  const int have = s_.seat(seat).vp_chips;
  if (n > kMaxVp - have)
    fail(fmt::format("gain_vp: seat {} has {} VP chips and cannot hold {} more (at most {})",
                     seat + 1, have, n, kMaxVp));
  s_.seat(seat).vp_chips += n;
  s_.vp_supply -= n;
  if (quiet_ == 0) record(event(EventKind::Vp, seat, kNone, n));
  if (s_.vp_supply <= 0) end_condition(kEndVp);
}

void Primitives::return_vp(int seat, int n) {
  if (n < 0 || s_.seat(seat).vp_chips < n) fail("return_vp: the seat has too few VP chips");
  s_.seat(seat).vp_chips -= n;
  s_.vp_supply += n;
  if (n > 0 && quiet_ == 0) record(event(EventKind::Vp, seat, kNone, -n));
}

int Primitives::take_goods(int seat, Id good, int n) {
  if (good >= rules_.goods.size()) fail("take_goods: unknown good");
  if (n < 0) fail("take_goods: negative amount");
  const int given = std::min<int>(n, s_.goods_supply[good]);
  if (s_.seat(seat).goods[good] + given > kMaxCountPerKind)
    fail(fmt::format("take_goods: seat {} cannot hold more than {} {}", seat + 1, kMaxCountPerKind,
                     rules_.goods[good].id));
  s_.goods_supply[good] = static_cast<std::uint8_t>(s_.goods_supply[good] - given);
  s_.seat(seat).goods[good] = static_cast<std::uint8_t>(s_.seat(seat).goods[good] + given);
  if (given > 0 && quiet_ == 0) record(event(EventKind::Goods, seat, good, given));
  return given;
}

void Primitives::return_goods(int seat, Id good, int n) {
  if (good >= rules_.goods.size()) fail("return_goods: unknown good");
  if (n < 0 || s_.seat(seat).goods[good] < n)
    fail(fmt::format("seat {} has only {} {}", seat + 1, s_.seat(seat).goods[good],
                     rules_.goods[good].id));
  if (s_.goods_supply[good] + n > kMaxCountPerKind)
    fail(fmt::format("return_goods: the supply cannot hold more than {} {}", kMaxCountPerKind,
                     rules_.goods[good].id));
  s_.seat(seat).goods[good] = static_cast<std::uint8_t>(s_.seat(seat).goods[good] - n);
  s_.goods_supply[good] = static_cast<std::uint8_t>(s_.goods_supply[good] + n);
  if (n > 0 && quiet_ == 0) record(event(EventKind::Goods, seat, good, -n));
}

bool Primitives::recruit_worker(int seat, Id kind, WorkerSource from) {
  if (kind >= rules_.worker_kinds.size()) fail("recruit_worker: unknown worker kind");
  auto& sj = s_.seat(seat).san_juan[kind];
  if (sj >= kMaxCountPerKind)
    fail(fmt::format("recruit_worker: seat {} cannot hold more than {} workers of a kind", seat + 1,
                     kMaxCountPerKind));
  if (from != WorkerSource::Ship && s_.worker_supply[kind] > 0) {
    --s_.worker_supply[kind];
    ++sj;
    GameEvent e = event(EventKind::Worker, seat, kind, 1);
    e.via = static_cast<std::uint8_t>(WorkerSource::Supply);
    record(e);
    return true;
  }
  if (from != WorkerSource::Supply && s_.ship_workers[kind] > 0) {
    --s_.ship_workers[kind];
    ++sj;
    GameEvent e = event(EventKind::Worker, seat, kind, 1);
    e.via = static_cast<std::uint8_t>(WorkerSource::Ship);
    record(e);
    return true;
  }
  return false;
}

void Primitives::move_worker_to_tile(int seat, Id kind, int slot) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_tiles) fail("move_worker_to_tile: no such tile");
  auto& t = st.island[slot];
  if (st.san_juan[kind] == 0) fail("move_worker_to_tile: no such worker in San Juan");
  if (workers_on(t.workers) >= circles_of_tile(rules_, t)) fail("the tile has no free circle");
  --st.san_juan[kind];
  ++t.workers[kind];
}

void Primitives::move_worker_to_building(int seat, Id kind, int slot) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_buildings) fail("move_worker_to_building: no such building");
  auto& b = st.city[slot];
  if (st.san_juan[kind] == 0) fail("move_worker_to_building: no such worker in San Juan");
  if (workers_on(b.workers) >= rules_.buildings[b.type].circles)
    fail(fmt::format("{} has no free circle", rules_.buildings[b.type].id));
  --st.san_juan[kind];
  ++b.workers[kind];
}

void Primitives::move_worker_to_san_juan_from_tile(int seat, Id kind, int slot) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_tiles || st.island[slot].workers[kind] == 0)
    fail("no such worker on that tile");
  --st.island[slot].workers[kind];
  ++st.san_juan[kind];
}

void Primitives::move_worker_to_san_juan_from_building(int seat, Id kind, int slot) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_buildings || st.city[slot].workers[kind] == 0)
    fail("no such worker on that building");
  --st.city[slot].workers[kind];
  ++st.san_juan[kind];
}

void Primitives::return_worker(int seat, Id kind) {
  auto& st = s_.seat(seat);
  if (st.san_juan[kind] == 0) fail("return_worker: no such worker in San Juan");
  --st.san_juan[kind];
  ++s_.worker_supply[kind];
  record(event(EventKind::Worker, seat, kind, -1));
}

int Primitives::free_island_spaces(int seat) const {
  return rules_.settings.island_spaces - s_.seat(seat).num_tiles;
}

Id Primitives::draw_from_stack() {
  if (s_.stack_size == 0) {
    // Shuffle the discards into a new stack (Fisher-Yates with the game's RNG).
    for (int k = 0; k < static_cast<int>(rules_.tile_kinds.size()); ++k) {
      while (s_.discard[k] > 0) {
        --s_.discard[k];
        s_.stack[s_.stack_size++] = static_cast<std::uint8_t>(k);
      }
    }
    for (int i = s_.stack_size - 1; i > 0; --i) {
      const int j = static_cast<int>(s_.rng.below(static_cast<std::uint32_t>(i + 1)));
      std::swap(s_.stack[i], s_.stack[j]);
    }
  }
  if (s_.stack_size == 0) return kNone;
  if (draws_ != nullptr) {
    const Id want = draws_->choose(s_);
    if (want != kNone) {
      int i = s_.stack_size - 1;
      while (i >= 0 && s_.stack[i] != want) --i;
      if (i < 0)
        fail(fmt::format("no {} tile is left in the stack to draw", rules_.tile_kinds.size() > want
                                                                        ? rules_.tile_kinds[want].id
                                                                        : std::to_string(want)));
      std::swap(s_.stack[i], s_.stack[s_.stack_size - 1]);
    }
  }
  // Slots past the counts stay zero, so equal games compare and hash equal.
  const Id top = s_.stack[--s_.stack_size];
  s_.stack[s_.stack_size] = 0;
  GameEvent e = event(EventKind::TileDrawn, kNone, top, 1);
  e.seat = kNone;
  record(e);
  return top;
}

int Primitives::place_tile(int seat, Id kind, std::uint8_t variant) {
  auto& st = s_.seat(seat);
  check_variant(variant);
  if (free_island_spaces(seat) <= 0) fail("the island is full");
  const int slot = st.num_tiles++;
  st.island[slot] = TileSlot{kind, variant, {}};
  GameEvent e = event(EventKind::Tile, seat, kind, 1);
  e.slot = static_cast<std::uint8_t>(slot);
  record(e);
  return slot;
}

void Primitives::announce_tile(int seat, Id kind, int slot, TileVia via) {
  if (!dispatch_) return;
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.tile = kind;
  ev.slot = static_cast<Id>(slot);
  ev.via = static_cast<std::uint8_t>(via);
  dispatch_->notify(*this, HookEvent::TilePlaced, ev);
  dispatch_->raise(s_, seat, HookEvent::TilePlaced, ev);
}

int Primitives::take_face_up(int seat, Id kind) {
  for (int i = 0; i < s_.face_up_count; ++i) {
    if (s_.face_up[i] != kind) continue;
    if (free_island_spaces(seat) <= 0) fail("the island is full");
    for (int j = i + 1; j < s_.face_up_count; ++j) s_.face_up[j - 1] = s_.face_up[j];
    s_.face_up[--s_.face_up_count] = 0;
    return place_tile(seat, kind);
  }
  fail(fmt::format("no face-up {} tile", rules_.tile_kinds[kind].id));
}

int Primitives::take_open_pile(int seat, Id kind) {
  if (s_.open_pile[kind] == 0) fail(fmt::format("no {} left", rules_.tile_kinds[kind].id));
  if (free_island_spaces(seat) <= 0) fail("the island is full");
  --s_.open_pile[kind];
  return place_tile(seat, kind);
}

void Primitives::discard_tile(int seat, int slot) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_tiles) fail("discard_tile: no such tile");
  const TileSlot t = st.island[slot];
  for (int k = 0; k < kMaxWorkerKinds; ++k) st.san_juan[k] += t.workers[k];
  if (rules_.tile_kinds[t.kind].open_pile)
    ++s_.open_pile[t.kind];
  else
    ++s_.discard[t.kind];
  for (int j = slot + 1; j < st.num_tiles; ++j) st.island[j - 1] = st.island[j];
  st.island[--st.num_tiles] = TileSlot{};
  record(event(EventKind::Tile, seat, t.kind, -1));
}

void Primitives::set_tile_variant(int seat, int slot, std::uint8_t variant) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_tiles) fail("set_tile_variant: no such tile");
  check_variant(variant);
  auto& t = st.island[slot];
  t.variant = variant;
  if (variant != 0)
    for (int k = 0; k < kMaxWorkerKinds; ++k) {
      st.san_juan[k] = static_cast<std::uint8_t>(st.san_juan[k] + t.workers[k]);
      t.workers[k] = 0;
    }
}

int Primitives::place_building(int seat, Id building) {
  auto& st = s_.seat(seat);
  const auto& def = rules_.buildings[building];
  if (s_.building_supply[building] == 0) fail(fmt::format("no {} left", def.id));
  if (city_slot_of(seat, building) >= 0) fail(fmt::format("seat already owns {}", def.id));
  if (st.city_spaces_used + def.spaces > rules_.settings.city_spaces) fail("the city is full");
  --s_.building_supply[building];
  const int slot = st.num_buildings;
  add_to_city(st, building);
  st.city_spaces_used = static_cast<std::uint8_t>(st.city_spaces_used + def.spaces);
  GameEvent e = event(EventKind::Building, seat, building, 1);
  e.slot = static_cast<std::uint8_t>(slot);
  record(e);
  if (st.city_spaces_used >= rules_.settings.city_spaces) end_condition(kEndCity);
  return slot;
}

void Primitives::load_ship(int seat, int ship, int n) {
  auto& sh = s_.ships[ship];
  auto& st = s_.seat(seat);
  if (sh.good == kNone) fail("load_ship: the ship carries no good yet");
  if (n <= 0 || n > sh.capacity - sh.load || st.goods[sh.good] < n) fail("load_ship: bad amount");
  st.goods[sh.good] = static_cast<std::uint8_t>(st.goods[sh.good] - n);
  sh.load = static_cast<std::uint8_t>(sh.load + n);
  {
    GameEvent e = event(EventKind::Shipment, seat, sh.good, n);
    e.extra = n;
    e.via = static_cast<std::uint8_t>(Venue::Shared);
    e.slot = static_cast<std::uint8_t>(ship);
    record(e);  // first: the end of the VP chips it may trigger comes after it
    Quiet q(quiet_);
    gain_vp(seat, n);
  }
  delivery_privilege(seat);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.good = sh.good;
  ev.amount = n;
  ev.via = static_cast<std::uint8_t>(Venue::Shared);
  if (dispatch_) dispatch_->notify(*this, HookEvent::GoodsShipped, ev);
}

void Primitives::deliver_private(int seat, Id good, int n, int vp) {
  {
    GameEvent e = event(EventKind::Shipment, seat, good, n);
    e.extra = vp;
    e.via = static_cast<std::uint8_t>(Venue::Private);
    record(e);
    Quiet q(quiet_);
    return_goods(seat, good, n);
    gain_vp(seat, vp);
  }
  delivery_privilege(seat);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.good = good;
  ev.amount = n;
  ev.via = static_cast<std::uint8_t>(Venue::Private);
  if (dispatch_) dispatch_->notify(*this, HookEvent::GoodsShipped, ev);
}

void Primitives::sell(int seat, Id good, int price, Venue venue, int privilege_part) {
  auto& st = s_.seat(seat);
  if (good >= rules_.goods.size() || st.goods[good] == 0) fail("sell: the seat has no such good");
  {
    Quiet q(quiet_);  // recorded as one Sale below
    if (venue == Venue::Shared) {
      if (s_.trading_house_count >= rules_.settings.trading_house_capacity)
        fail("the trading house is full");
      --st.goods[good];
      s_.trading_house[s_.trading_house_count++] = good;
    } else {
      return_goods(seat, good, 1);
    }
    gain_coins(seat, price);
  }
  GameEvent e = event(EventKind::Sale, seat, good, price);
  e.extra = privilege_part;
  e.via = static_cast<std::uint8_t>(venue);
  record(e);
  EventArgs ev;
  ev.seat = static_cast<Id>(seat);
  ev.good = good;
  ev.amount = price;
  ev.via = static_cast<std::uint8_t>(venue);
  if (dispatch_) dispatch_->notify(*this, HookEvent::GoodSold, ev);
}

void Primitives::check_variant(int variant) const {
  const auto declared = static_cast<int>(rules_.tile_variants.size());
  if (variant < 0 || variant > declared)
    fail(
        fmt::format("no tile variant {}: 0 is face up, and the packs declare {} more "
                    "(tiles.yaml variants)",
                    variant, declared));
}

void Primitives::delivery_privilege(int seat) {
  // The shipping privilege: the chooser's first delivery of the phase earns the bonus once.
  if (s_.stage != Stage::Phase || s_.cursor.card == kNone || seat != s_.chooser) return;
  const auto& role = rules_.roles[s_.roles[s_.cursor.card].role];
  if (role.mechanic != Mechanic::Ship || (s_.cursor.flags & kFlagPrivilegeUsed)) return;
  s_.cursor.flags |= kFlagPrivilegeUsed;
  CauseScope why(*this, Cause{CauseKind::Privilege, s_.roles[s_.cursor.card].role});
  gain_vp(seat, role.privilege * s_.cursor.mult);
}

int Primitives::city_slot_of(int seat, Id building) const {
  const auto& st = s_.seat(seat);
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[i].type == building) return i;
  return -1;
}

}  // namespace gov
