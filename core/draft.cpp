#include "core/draft.hpp"

#include "core/scratch.hpp"

namespace gov {

namespace {
std::uint64_t bit(Id b) {
  return std::uint64_t{1} << b;
}
int cost_slot(const Ruleset& r, Id b) {
  const int c = r.buildings[b].cost;
  return c >= 0 && c <= kMaxDraftCost ? c : -1;
}
}  // namespace

void start_draft(const Ruleset& r, State& s) {
  for (Id b : r.draft.pool) s.building_supply[b] = 0;
  for (int c = 0; c <= kMaxDraftCost; ++c)
    s.draft_slots[c] = static_cast<std::uint8_t>(r.draft.slots[c]);
  s.drafted = 0;
  s.draft_excluded = 0;
  s.picks_done = 0;
  s.stage = Stage::Draft;
  ScratchActions l;
  legal_draft(r, s, *l);
  if (l->empty()) s.stage = Stage::ChooseRole;
}

void legal_draft(const Ruleset& r, const State& s, ActionList& out) {
  for (Id b : r.draft.pool) {
    if ((s.drafted | s.draft_excluded) & bit(b)) continue;
    const int c = cost_slot(r, b);
    if (c < 0 || s.draft_slots[c] == 0) continue;
    out.push_back(Action::make(ActionType::Draft, b));
  }
}

void apply_draft(const Ruleset& r, State& s, Id b) {
  s.drafted |= bit(b);
  s.building_supply[b] = static_cast<std::uint8_t>(r.copies_of(b, s.num_players));
  --s.draft_slots[cost_slot(r, b)];
  for (const auto& [x, y] : r.draft.exclusive) {
    if (x == b) s.draft_excluded |= bit(y);
    if (y == b) s.draft_excluded |= bit(x);
  }
  ++s.picks_done;
  ScratchActions l;
  legal_draft(r, s, *l);
  if (l->empty()) {
    s.stage = Stage::ChooseRole;
    s.picks_done = 0;
  }
}

}  // namespace gov
