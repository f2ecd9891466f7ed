#include "core/dispatch.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/flow.hpp"
#include "core/primitives.hpp"
#include "core/scratch.hpp"

namespace gov {

bool Dispatcher::active(const State& s, int seat, int slot) const {
  if (slot == muted_slot_ && seat == muted_seat_) return false;
  const auto& b = s.seat(seat).city[slot];
  if (b.type < kMaxBuildings && ((rules_.unoccupied_mask >> b.type) & 1U) != 0) return true;
  for (auto w : b.workers)
    if (w > 0) return true;
  return false;
}

namespace {
static_assert(kMaxBuildings <= 64, "answer masks hold a bit per building type");

// Bit per building type whose script answers `e` (each city slot is then a bit test:
// events are raised for every seat and slot).
std::uint64_t answer_mask(const Ruleset& rules, HookEvent e) {
  return rules.handler_masks[static_cast<std::size_t>(e)];
}

bool answers(std::uint64_t mask, Id type) {
  return type < kMaxBuildings && ((mask >> type) & 1U) != 0;
}

// Calls fn(seat, city_slot, building) for each active building of `seat` answering `e`.
template <class Fn>
void each_active(const Ruleset& rules, const Dispatcher& d, const State& s, int seat, HookEvent e,
                 Fn&& fn) {
  const std::uint64_t mask = answer_mask(rules, e);
  const auto& st = s.seat(seat);
  if ((st.city_types.bits() & mask) == 0) return;  // no handler in this city
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const Id type = st.city[slot].type;
    if (answers(mask, type) && d.active(s, seat, slot)) fn(slot, type);
  }
}
}  // namespace

void Dispatcher::notify_all(Primitives& prims, HookEvent e, const EventArgs& args) const {
  State& s = prims.state();
  const std::uint64_t mask = answer_mask(rules_, e);
  auto run_for = [&](int seat) {
    each_active(rules_, *this, s, seat, e, [&](int, Id type) {
      Primitives::CauseScope why(prims, Cause{CauseKind::Building, type});
      HookContext ctx(rules_, s, prims, static_cast<Id>(seat), type, false);
      host_->notify(ctx, e, args);
    });
  };
  // The city test before the walk's call: most seats own no handler of most events.
  if (args.seat != kNone) {
    if (s.seat(args.seat).city_types.bits() & mask) run_for(args.seat);
    notify_listeners(prims, e, args);
  } else {
    for (int i = 0; i < s.num_players; ++i) {
      const int seat = (s.chooser + i) % s.num_players;
      if (s.seat(seat).city_types.bits() & mask) run_for(seat);
    }
  }
  for (Id pack : rules_.rule_handlers[static_cast<int>(e)]) {
    Primitives::CauseScope why(prims, Cause{CauseKind::PackRule, pack});
    HookContext ctx(rules_, s, prims, args.seat, rules_.rule_hook_id(pack), false);
    host_->notify(ctx, e, args);
  }
}

void Dispatcher::notify_listeners(Primitives& prims, HookEvent e, const EventArgs& args) const {
  const std::uint64_t mask = rules_.every_seat_masks[static_cast<std::size_t>(e)];
  if (mask == 0) return;
  State& s = prims.state();
  for (int i = 1; i < s.num_players; ++i) {  // the other seats, clockwise from the event's
    const int seat = (args.seat + i) % s.num_players;
    const auto& st = s.seat(seat);
    if ((st.city_types.bits() & mask) == 0) continue;  // no listener in this city
    for (int slot = 0; slot < st.num_buildings; ++slot) {
      const Id type = st.city[slot].type;
      if (!answers(mask, type) || !active(s, seat, slot)) continue;
      Primitives::CauseScope why(prims, Cause{CauseKind::Building, type});
      HookContext ctx(rules_, s, prims, static_cast<Id>(seat), type, false);
      host_->notify(ctx, e, args);
    }
  }
}

void Dispatcher::notify_building(Primitives& prims, HookEvent e, const EventArgs& args, int seat,
                                 Id building) const {
  if (!any_handler(e) || !answers(answer_mask(rules_, e), building)) return;
  Primitives::CauseScope why(prims, Cause{CauseKind::Building, building});
  HookContext ctx(rules_, prims.state(), prims, static_cast<Id>(seat), building, false);
  host_->notify(ctx, e, args);
}

namespace {
constexpr AnswerRange range_of(HookEvent e) {
  switch (e) {
    case HookEvent::PrivilegeMultiplier:  // the privilege times 1 + this counts down in a byte
      return {0, kMaxPrivilegeMultiplier - 1};
    case HookEvent::StorageKinds:
      return {0, kMaxGoods};
    case HookEvent::StorageBarrels:  // with barrels_kept (0..99), counted in a byte
      return {-99, 99};
    case HookEvent::BuildDiscount:  // building costs are 0..99
      return {-99, 99};
    case HookEvent::BuildShortfall:
      return {0, 99};
    case HookEvent::ShipRefill:
      return {0, kMaxCountPerKind};
    case HookEvent::HandLimit:  // with the pack's hand_limit, cards a seat holds
      return {-kMaxCards, kMaxCards};
    case HookEvent::ProduceExtra:  // counted down in a byte with the privilege
    case HookEvent::SellExtra:
      return {0, kMaxCitySpaces};
    case HookEvent::KeepExtra:  // counted down in a byte: at most the cards of the game
      return {0, kMaxCards};
    case HookEvent::PayWithGoods:  // one good a production building of the city
      return {0, kMaxCitySpaces};
    case HookEvent::FinalScoreLast:  // VP, as a score hook's answer
      return {-1000, 1000};
    default:  // yes/no answers: any integer the host accepts
      return {-1000000, 1000000};
  }
}

// Per event, made once: every answer of a modify hook is checked against it.
constexpr std::array<AnswerRange, kEventCount> kRanges = [] {
  std::array<AnswerRange, kEventCount> r{};
  for (int e = 0; e < kEventCount; ++e)
    r[static_cast<std::size_t>(e)] = range_of(static_cast<HookEvent>(e));
  return r;
}();
}  // namespace

AnswerRange answer_range(HookEvent e) {
  return range_of(e);
}

void Dispatcher::check_answer(HookEvent e, Id hook, int value) const {
  const AnswerRange r = kRanges[static_cast<std::size_t>(e)];
  if (value >= r.lo && value <= r.hi) return;
  std::string who = "?";
  std::string file;
  if (hook < rules_.buildings.size()) {
    who = rules_.buildings[hook].pack + "/" + rules_.buildings[hook].id;
    file = rules_.buildings[hook].script_file;
  } else if (rules_.is_rule_hook(hook) && hook - rules_.buildings.size() < rules_.packs.size()) {
    const PackInfo& pack = rules_.packs[hook - rules_.buildings.size()];
    who = pack.id + "/rules.lua";
    file = pack.rules_file;
  }
  throw HookError(fmt::format("{}: {}: {}: the answer {} is outside {}..{}", who, event_name(e),
                              file, value, r.lo, r.hi));
}

int Dispatcher::modify_all(const State& s, int seat, HookEvent e, const EventArgs& args,
                           int init) const {
  int value = init;
  // Queries run read-only: the context refuses mutations, so the const_cast is never used
  // to write.
  State& writable = const_cast<State&>(s);
  Primitives prims(rules_, writable, nullptr);
  if (seat != kNone) {
    each_active(rules_, *this, s, seat, e, [&](int, Id type) {
      HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), type, true);
      value = host_->modify(ctx, e, args, value);
      check_answer(e, type, value);
    });
  }
  for (Id pack : rules_.rule_handlers[static_cast<int>(e)]) {
    const Id hook = rules_.rule_hook_id(pack);
    HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), hook, true);
    value = host_->modify(ctx, e, args, value);
    check_answer(e, hook, value);
  }
  return value;
}

int Dispatcher::most_added(const State& s, int seat, HookEvent e) const {
  if (!any_handler(e)) return 0;
  int total = 0;
  bool bounded = true;
  each_active(rules_, *this, s, seat, e, [&](int, Id type) {
    const int most = host_->most_added(type, e);
    bounded = bounded && most >= 0;
    total += most;
  });
  for (Id pack : rules_.rule_handlers[static_cast<int>(e)]) {
    const int most = host_->most_added(rules_.rule_hook_id(pack), e);
    bounded = bounded && most >= 0;
    total += most;
  }
  return bounded ? total : -1;
}

void Dispatcher::offers_all(const State& s, int seat, HookEvent e, const EventArgs& args,
                            ActionList& out, Id only) const {
  State& writable = const_cast<State&>(s);
  Primitives prims(rules_, writable, nullptr);
  const std::size_t before = out.size();
  each_active(rules_, *this, s, seat, e, [&](int, Id type) {
    if (only != kNone && type != only) return;
    HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), type, true);
    host_->offers(ctx, e, args, out);
  });
  // A script lists its options in any order, or twice: the listing stays canonical.
  keep_canonical(out, before);
}

bool Dispatcher::apply_offer(Primitives& prims, int seat, HookEvent e, const EventArgs& args,
                             const Action& chosen) const {
  if (host_ == nullptr) throw RuleError("no hook host to apply a building power");
  const bool rule = rules_.is_rule_hook(chosen.a);
  Primitives::CauseScope why(
      prims, Cause{rule ? CauseKind::PackRule : CauseKind::Building,
                   rule ? static_cast<Id>(chosen.a - rules_.buildings.size()) : chosen.a});
  HookContext ctx(rules_, prims.state(), prims, static_cast<Id>(seat), chosen.a, false);
  host_->apply_offer(ctx, e, args, chosen);
  if (ctx.asked_again()) {
    EventArgs again = args;
    again.follow_up = true;
    push_pending(prims.state(), seat, e, again, chosen.a);
    if (ctx.again_required())
      prims.state().pending[prims.state().num_pending - 1].flags |= kPendingRequired;
  }
  return ctx.turn_ended();
}

void Dispatcher::raise_all(State& s, int seat, HookEvent e, const EventArgs& args) const {
  const auto& st = s.seat(seat);
  const std::uint64_t mask = rules_.offer_masks[static_cast<std::size_t>(e)];
  // Pushed last-first: pending decisions are a stack.
  for (int slot = st.num_buildings - 1; slot >= 0; --slot) {
    const Id type = st.city[slot].type;
    if (!answers(mask, type) || !active(s, seat, slot)) continue;  // it offers nothing
    raise_one(s, seat, e, args, type);
  }
}

void Dispatcher::raise_one(State& s, int seat, HookEvent e, const EventArgs& args,
                           Id building) const {
  if (!answers(rules_.offer_masks[static_cast<std::size_t>(e)], building)) return;
  // A decision the seat may decline is asked only when it comes up, on the position it is
  // decided in: the engine drops it then if the building offers nothing (run_to_decision).
  // Asking here as well would run the script twice for one decision.
  if ((kHookEvents[static_cast<int>(e)].kinds & kForced) == 0) {
    push_pending(s, seat, e, args, building);
    return;
  }
  // A forced one has no `pass`: it is raised only if the building can settle it.
  ScratchActions out;
  offers(s, seat, e, args, *out, building);
  if (!out->empty()) push_pending(s, seat, e, args, building);
}

void Dispatcher::push_pending(State& s, int seat, HookEvent e, const EventArgs& args,
                              Id building) const {
  if (s.num_pending >= kMaxPending) throw RuleError("too many nested building decisions");
  Pending& p = s.pending[s.num_pending++];
  p.seat = static_cast<Id>(seat);
  p.event = static_cast<std::uint8_t>(e);
  p.building = building;
  p.args = {args.tile, args.slot, args.building, args.via};
  p.amount = static_cast<std::uint8_t>(std::clamp(args.amount, 0, 255));
  p.flags = args.follow_up ? kPendingFollowUp : 0;
}

std::vector<std::pair<Id, int>> Dispatcher::score_parts(const State& s, int seat) const {
  std::vector<std::pair<Id, int>> out;
  if (!any_handler(HookEvent::FinalScore)) return out;
  State& writable = const_cast<State&>(s);
  Primitives prims(rules_, writable, nullptr);
  each_active(rules_, *this, s, seat, HookEvent::FinalScore, [&](int, Id type) {
    HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), type, true);
    out.emplace_back(type, host_->score(ctx));
  });
  return out;
}

std::vector<std::pair<Id, int>> Dispatcher::score_last_parts(const State& s, int seat,
                                                             int others) const {
  std::vector<std::pair<Id, int>> out;
  constexpr HookEvent e = HookEvent::FinalScoreLast;
  if (!any_handler(e)) return out;
  State& writable = const_cast<State&>(s);  // read-only contexts: never written
  Primitives prims(rules_, writable, nullptr);
  EventArgs args;
  args.seat = static_cast<Id>(seat);
  args.amount = others;
  const auto ask = [&](Id hook) {
    HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), hook, true);
    const int vp = host_->modify(ctx, e, args, 0);
    check_answer(e, hook, vp);
    out.emplace_back(hook, vp);
  };
  each_active(rules_, *this, s, seat, e, [&](int, Id type) { ask(type); });
  for (Id pack : rules_.rule_handlers[static_cast<int>(e)]) ask(rules_.rule_hook_id(pack));
  return out;
}

int Dispatcher::score(const State& s, int seat) const {
  if (!any_handler(HookEvent::FinalScore)) return 0;
  int total = 0;
  State& writable = const_cast<State&>(s);
  Primitives prims(rules_, writable, nullptr);
  each_active(rules_, *this, s, seat, HookEvent::FinalScore, [&](int, Id type) {
    HookContext ctx(rules_, writable, prims, static_cast<Id>(seat), type, true);
    total += host_->score(ctx);
  });
  return total;
}

}  // namespace gov
