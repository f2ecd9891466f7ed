// `draft:` of a scenario file: none, random, or the list of building types the draft puts in
// the game. A scenario that needs a drafted building names it, so a change to the packs'
// draft rules or to a seed's draw cannot quietly take it out of the supply; the slots the
// list leaves open are filled by the seed's random draft (docs/scenarios.md).
#include <fmt/format.h>

#include "core/did_you_mean.hpp"
#include "core/draft.hpp"
#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;

constexpr const char* kShapes = "none, random or a list of building ids";

// The draft rule's slot for a building: its cost, when the draft has slots of that cost.
int cost_slot(const Ruleset& r, Id b) {
  const int cost = r.buildings[b].cost;
  return cost >= 0 && cost <= kMaxDraftCost ? cost : -1;
}

std::string where(const SourcePos& p) {
  return p.file.empty() ? std::string("setup.yaml") : fmt::format("{}:{}", p.file, p.line);
}

std::string ids(const Ruleset& r, const std::vector<Id>& list) {
  std::vector<std::string> names;
  for (Id b : list) names.push_back(r.buildings[b].id);
  return fmt::format("{}", fmt::join(names, ", "));
}

// The exclusive partner of `b` already in `chosen`, if any.
std::optional<Id> excluded_by(const Ruleset& r, Id b, const std::vector<Id>& chosen) {
  for (const auto& [x, y] : r.draft.exclusive)
    for (Id c : chosen)
      if ((x == b && y == c) || (y == b && x == c)) return c;
  return std::nullopt;
}

}  // namespace

std::optional<DraftMode> read_draft_mode(const FileCtx& f, const YNode& n) {
  if (n.is_seq()) return DraftMode::Named;
  if (!n.is_scalar()) {
    f.error(n.at, fmt::format("draft: expected {}, got {}", kShapes, loader::describe(n)));
    return std::nullopt;
  }
  if (n.value == "none") return DraftMode::None;
  if (n.value == "random") return DraftMode::Random;
  f.error(n.at, fmt::format("draft: '{}' is not {}{}", n.value, kShapes,
                            did_you_mean(n.value, {"none", "random"})));
  return std::nullopt;
}

void read_named_draft(Ctx& c, const YNode& list, const std::string& path) {
  const Ruleset& r = c.rules();
  if (!r.draft.enabled) {
    c.f.error(list.at, fmt::format("{}: these packs have no setup draft (no draft: in a "
                                   "setup.yaml), so every building is in the game; remove it",
                                   path));
    return;
  }
  if (list.children.empty()) {
    c.f.error(list.at, fmt::format("{}: an empty list names no building; say draft: random for "
                                   "the seed's draw, or name the buildings the scenario needs",
                                   path));
    return;
  }
  std::array<std::vector<Id>, kMaxDraftCost + 1> taken;  // named so far, by slot
  std::vector<Id> chosen;
  std::vector<std::size_t> chosen_at;  // their indexes in the list, for "also draft[i]"
  for (std::size_t i = 0; i < list.children.size(); ++i) {
    const YNode& n = list.children[i];
    const std::string p = index_path(path, i);
    const auto b = lookup(c, n, p, IdKind::Building);
    if (!b) continue;
    const std::string& id = r.buildings[*b].id;
    if (!in_draft_pool(r, *b)) {
      c.f.error(n.at, fmt::format("{}: '{}' is not in the draft pool (the draft: of {}): it is "
                                  "in every game without being drafted, so leave it out",
                                  p, id, where(r.draft.where)));
      continue;
    }
    bool twice = false;
    for (std::size_t k = 0; k < chosen.size() && !twice; ++k)
      if (chosen[k] == *b) {
        c.f.error(n.at, fmt::format("{}: '{}' is named twice (also {})", p, id,
                                    index_path(path, chosen_at[k])));
        twice = true;
      }
    if (twice) continue;
    if (auto other = excluded_by(r, *b, chosen)) {
      c.f.error(n.at, fmt::format("{}: '{}' cannot be drafted with '{}': the draft: exclusive "
                                  "of {} puts only one of them in the game",
                                  p, id, r.buildings[*other].id, where(r.draft.where)));
      continue;
    }
    const int slot = cost_slot(r, *b);
    const int slots = slot < 0 ? 0 : r.draft.slots[slot];
    if (slots == 0) {
      c.f.error(n.at, fmt::format("{}: '{}' costs {} and the draft has no slot of that cost "
                                  "(the draft: slots of {}), so it never enters the game",
                                  p, id, r.buildings[*b].cost, where(r.draft.where)));
      continue;
    }
    auto& same_cost = taken[static_cast<std::size_t>(slot)];
    if (static_cast<int>(same_cost.size()) >= slots) {
      c.f.error(n.at,
                fmt::format("{}: too many buildings of cost {}: the draft has {} slot{} of that "
                            "cost, already taken by {}",
                            p, slot, slots, slots == 1 ? "" : "s", ids(r, same_cost)));
      continue;
    }
    same_cost.push_back(*b);
    chosen.push_back(*b);
    chosen_at.push_back(i);
  }
  c.drafted = chosen;
}

std::string draft_hint(const Ctx& c, const State& s, Id b) {
  const Ruleset& r = c.rules();
  if (!r.draft.enabled || !in_draft_pool(r, b) || ((s.drafted >> b) & 1)) return "";
  const std::string& id = r.buildings[b].id;
  std::vector<Id> drafted;  // what the draft put in the game, to name an exclusive partner
  for (Id x : r.draft.pool)
    if ((s.drafted >> x) & 1) drafted.push_back(x);
  const auto partner = excluded_by(r, b, drafted);
  switch (c.draft) {
    case DraftMode::None:
      return fmt::format(
          ": with draft: none the seats draft after the setup, so no drafted "
          "building is in the supply yet; name the draft instead: draft: [{}, ...]",
          id);
    case DraftMode::Random:
      return fmt::format(
          ": seed {}'s random draft did not draw it{}; name the draft instead: "
          "draft: [{}, ...]",
          c.seed,
          partner ? fmt::format(" (it drew {}, which excludes it)", r.buildings[*partner].id) : "",
          id);
    case DraftMode::Named:
      break;
  }
  if (partner)
    return fmt::format(
        ": it cannot be drafted with {}, which this draft put in the game (the "
        "draft: exclusive of {}); name {} in the draft instead",
        r.buildings[*partner].id, where(r.draft.where), id);
  std::vector<Id> same_cost;
  for (Id x : c.drafted)
    if (cost_slot(r, x) == cost_slot(r, b)) same_cost.push_back(x);
  const int slot = cost_slot(r, b);
  const int slots = slot < 0 ? 0 : r.draft.slots[slot];
  if (slots > 0 && static_cast<int>(same_cost.size()) >= slots)
    return fmt::format(
        ": the named draft fills the {} slot{} of cost {} with {}; name it instead "
        "of one of them",
        slots, slots == 1 ? "" : "s", slot, ids(r, same_cost));
  std::vector<Id> with = c.drafted;
  with.push_back(b);
  return fmt::format(
      ": the named draft does not include it and seed {}'s random draft of the "
      "other slots did not draw it; add it: draft: [{}]",
      c.seed, ids(r, with));
}

}  // namespace gov::tools::scenario
