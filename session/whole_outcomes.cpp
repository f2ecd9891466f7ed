#include "session/whole_outcomes.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace gov::session {

namespace {

// A storage game tree is small (a few kinds, a few barrels); this bounds a pack's odd one.
constexpr std::size_t kMaxChoices = 512;

bool is_storage(const Action& a) {
  return a.type == ActionType::Store || a.type == ActionType::Keep;
}

// Plays each listed store/keep of `seat` on a copy of `s`; a copy whose storage turn is
// over (its `kept` events told) is one complete choice.
void explore(Engine& engine, const State& s, Id seat, const StorageChoice& path,
             std::vector<StorageChoice>& out) {
  const Ruleset& r = engine.rules();
  for (const Action& a : engine.legal_actions(s)) {
    if (!is_storage(a) || out.size() >= kMaxChoices) continue;
    StorageChoice next = path;
    const std::string& good = r.goods[a.a].id;
    if (a.type == ActionType::Store)
      next.store.push_back(good);
    else
      ++next.keep[good];
    State copy = s;
    EventLog events;
    engine.record_events(&events);
    const auto error = engine.apply(copy, a);
    engine.record_events(nullptr);
    if (error) continue;
    bool over = false;
    for (const auto& e : events)
      if (e.kind == EventKind::Kept && e.seat == seat) {
        next.kept[r.goods[e.what].id] += e.amount;
        over = true;
      }
    const auto more = engine.legal_actions(copy);
    if (!over && engine.current_seat(copy) == seat &&
        std::any_of(more.begin(), more.end(), is_storage)) {
      explore(engine, copy, seat, next, out);
      continue;
    }
    out.push_back(std::move(next));
  }
}

std::string count_of(int n, const char* one, const char* many) {
  if (n == 0) return fmt::format("no {}", one);
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

}  // namespace

int StorageChoice::singles() const {
  int n = 0;
  for (const auto& [good, k] : keep) n += k;
  return n;
}

std::vector<StorageChoice> storage_choices(const Engine& engine, const State& s) {
  std::vector<StorageChoice> out;
  const Id seat = engine.current_seat(s);
  if (seat == kNone) return out;
  // An engine of its own: recording events on the caller's would be seen by its caller.
  Engine trial(engine.rules(), engine.hooks());
  explore(trial, s, seat, StorageChoice{}, out);
  return out;
}

std::string storage_limit_text(const std::vector<StorageChoice>& choices) {
  if (choices.empty()) return "";
  int kinds = 0, barrels = 0;
  for (const auto& c : choices) {
    kinds = std::max(kinds, static_cast<int>(c.store.size()));
    barrels = std::max(barrels, c.singles());
  }
  return fmt::format("you may keep {} and {}", count_of(barrels, "single barrel", "single barrels"),
                     count_of(kinds, "whole kind", "whole kinds"));
}

std::vector<PlacementTarget> placement_targets(const Ruleset& rules, const SeatState& seat) {
  std::vector<PlacementTarget> out;
  const auto add = [&](bool on_building, Id target, int circles, const auto& workers) {
    int free = circles;
    for (auto n : workers) free -= n;
    for (auto& t : out)
      if (t.on_building == on_building && t.target == target) {
        t.free += free;
        return;
      }
    out.push_back({on_building, target, free});
  };
  for (int i = 0; i < seat.num_tiles; ++i)
    if (seat.island[i].variant == 0)  // as play_text counts a tile's room
      add(false, seat.island[i].kind, rules.tile_kinds[seat.island[i].kind].circles,
          seat.island[i].workers);
  for (int i = 0; i < seat.num_buildings; ++i)
    add(true, seat.city[i].type, rules.buildings[seat.city[i].type].circles, seat.city[i].workers);
  return out;
}

SeatState placing_from(const SeatState& seat, bool first_of_turn) {
  SeatState from = seat;
  if (!first_of_turn) return from;
  for (auto& t : from.island) t.workers.fill(0);
  for (auto& b : from.city) b.workers.fill(0);
  return from;
}

std::vector<Placement> placements_made(const Ruleset& rules, const SeatState& before,
                                       const SeatState& after) {
  std::vector<Placement> out;
  for (std::size_t k = 0; k < rules.worker_kinds.size(); ++k) {
    const Id worker = static_cast<Id>(k);
    const auto add = [&](bool on_building, Id target, int now, int then) {
      for (int n = then; n < now; ++n) out.push_back({worker, on_building, target});
    };
    for (int i = 0; i < after.num_tiles; ++i)
      add(false, after.island[i].kind, after.island[i].workers[k],
          i < before.num_tiles ? before.island[i].workers[k] : 0);
    for (int i = 0; i < after.num_buildings; ++i)
      add(true, after.city[i].type, after.city[i].workers[k],
          i < before.num_buildings ? before.city[i].workers[k] : 0);
  }
  return out;
}

}  // namespace gov::session
