// Production (the craftsman's phase in the base game). Every seat from the chooser takes
// what it produces from the supply: per good, the occupied plantations, capped by the
// occupied circles of its production buildings when the good needs one; an empty supply
// gives less, and nothing else instead. Then the chooser takes privilege barrels, each of a
// kind he produced this phase (the corrected rule of seed 001), while the supply has it.
#include <algorithm>

#include "core/mechanics/mechanic.hpp"
#include "core/scratch.hpp"

namespace gov {

std::array<int, kMaxGoods> production_of(const Ruleset& rules, const State& s, int seat) {
  const auto& st = s.seat(seat);
  std::array<int, kMaxGoods> raw{}, capacity{}, out{};
  for (int i = 0; i < st.num_tiles; ++i) {
    const auto& t = st.island[i];
    const Id g = rules.tile_kinds[t.kind].produces;
    if (t.variant != 0 || g == kNone) continue;
    for (auto w : t.workers) raw[g] += w;
  }
  for (int i = 0; i < st.num_buildings; ++i) {
    const auto& b = st.city[i];
    const Id g = rules.buildings[b.type].produces;
    if (g == kNone) continue;
    for (auto w : b.workers) capacity[g] += w;
  }
  for (int g = 0; g < static_cast<int>(rules.goods.size()); ++g)
    out[g] = rules.goods[g].needs_building ? std::min(raw[g], capacity[g]) : raw[g];
  return out;
}

namespace {

enum Step : std::uint8_t { kProduce = 0, kPrivilege = 1 };

void legal(MechanicContext& f, ActionList& out) {
  const auto& st = f.s.seat(f.s.chooser);
  out.push_back(Action::pass());  // first in the canonical order: no sort needed
  for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g)
    if ((st.produced_mask & (1u << g)) && f.s.goods_supply[g] > 0)
      out.push_back(Action::make(ActionType::Craft, static_cast<Id>(g)));
}

void produce_all(MechanicContext& f) {
  for (int i = 0; i < f.players(); ++i) {
    const int seat = (f.s.chooser + i) % f.players();
    const auto want = production_of(f.rules, f.s, seat);
    EventArgs ev;
    ev.seat = static_cast<Id>(seat);
    for (int g = 0; g < static_cast<int>(f.rules.goods.size()); ++g) {
      const int got = f.prims.take_goods(seat, static_cast<Id>(g), want[g]);
      ev.per_good[g] = static_cast<std::uint8_t>(got);
      ev.amount += got;
      if (got > 0) f.s.seat(seat).produced_mask |= static_cast<std::uint8_t>(1u << g);
    }
    f.dispatch.notify(f.prims, HookEvent::GoodsProduced, ev);
  }
}

void start(MechanicContext& f) {
  f.s.cursor.step = kProduce;
}

bool advance(MechanicContext& f) {
  auto& c = f.s.cursor;
  if (c.step == kProduce) {  // after the phase-start decisions
    produce_all(f);
    c.step = kPrivilege;
    c.counter = static_cast<std::uint8_t>(f.privilege());
  }
  c.actor = f.s.chooser;
  if (c.counter == 0) return false;
  ScratchActions l;
  legal(f, *l);
  if (l->size() <= 1) return false;
  f.note_listing(*l);
  return true;
}

void apply(MechanicContext& f, const Action& a) {
  auto& c = f.s.cursor;
  if (a.type == ActionType::Pass) {
    c.counter = 0;
    return;
  }
  Primitives::CauseScope why(f.prims, Cause{CauseKind::Privilege, f.s.roles[c.card].role});
  f.prims.take_goods(c.actor, a.a, 1);
  --c.counter;
}

}  // namespace

const MechanicImpl kProduce{start, advance, legal, apply};

}  // namespace gov
