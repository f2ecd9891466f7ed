#include "slots.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace gov::py {

namespace {

// Does the building's script answer a hook point where offers are made?
bool may_offer(const BuildingDef& b) {
  for (const auto& info : kHookEvents)
    if ((info.kinds & kOffer) != 0 && b.handles[static_cast<std::size_t>(info.event)]) return true;
  return false;
}

}  // namespace

SlotMap::SlotMap(const Ruleset& rules) : rules_(rules) {
  goods_ = static_cast<int>(rules.goods.size());
  tiles_ = static_cast<int>(rules.tile_kinds.size());
  workers_ = static_cast<int>(rules.worker_kinds.size());
  buildings_ = static_cast<int>(rules.buildings.size());
  cards_ = 0;
  ships_ = 0;
  for (const auto& t : rules.setups) {
    cards_ = std::max(cards_, static_cast<int>(t.roles.size()));
    ships_ = std::max(ships_, static_cast<int>(t.ship_capacities.size()));
  }
  // A `use` offers at most one option per (worker kind, island or city space), or one per
  // good or tile kind: the largest of these is each building's range.
  uses_per_building_ =
      std::max({std::max(workers_, 1) * (rules.settings.island_spaces + rules.settings.city_spaces),
                goods_ + tiles_, 1});
  use_index_.assign(rules.buildings.size(), -1);
  for (std::size_t b = 0; b < rules.buildings.size(); ++b)
    if (may_offer(rules.buildings[b])) {
      use_index_[b] = static_cast<int>(offering_.size());
      offering_.push_back(static_cast<Id>(b));
    }
  int n = 0;
  pass_ = n, n += 1;
  role_ = n, n += cards_;
  settle_ = n, n += tiles_;
  take_ = n, n += workers_;
  place_ = n, n += workers_ * (tiles_ + buildings_);
  build_ = n, n += buildings_;
  draft_ = n, n += buildings_;
  craft_ = n, n += goods_;
  sell_ = n, n += goods_;
  store_ = n, n += goods_;
  keep_ = n, n += goods_;
  ship_ = n, n += goods_ * ships_;
  use_ = n, n += static_cast<int>(offering_.size()) * uses_per_building_;
  // Card games' one-card choices, after every Puerto Rico slot and sized 0 in a game without
  // cards: Puerto Rico's action space (its size and every slot) is unchanged.
  const int card_kinds = rules.cards.enabled() ? buildings_ : 0;
  pick_ = n, n += card_kinds;
  discard_ = n, n += card_kinds;
  done_ = n, n += rules.cards.enabled() ? 1 : 0;
  pay_ = n, n += card_kinds;
  produce_ = n, n += rules.cards.enabled() ? goods_ : 0;
  cover_ = n, n += rules.cards.enabled() ? card_kinds + 1 : 0;  // the last: a bare `cover`
  size_ = n;
}

int SlotMap::static_slot(const Action& a) const {
  auto check = [](int v, int bound, const char* what) {
    if (v < 0 || v >= bound)
      throw std::out_of_range(fmt::format("action operand {} out of the {} range", v, what));
    return v;
  };
  switch (a.type) {
    case ActionType::Pass:
      return pass_;
    case ActionType::Role:
      return role_ + check(a.a, cards_, "role card");
    case ActionType::Settle:
      return settle_ + check(a.a, tiles_, "tile kind");
    case ActionType::Take:
      return take_ + check(a.a, workers_, "worker kind");
    case ActionType::Place: {
      const int target =
          a.b == 0 ? check(a.c, tiles_, "tile kind") : tiles_ + check(a.c, buildings_, "building");
      return place_ + check(a.a, workers_, "worker kind") * (tiles_ + buildings_) + target;
    }
    case ActionType::Build:
      return build_ + check(a.a, buildings_, "building");
    case ActionType::Draft:
      return draft_ + check(a.a, buildings_, "building");
    case ActionType::Craft:
      return craft_ + check(a.a, goods_, "good");
    case ActionType::Sell:
      return sell_ + check(a.a, goods_, "good");
    case ActionType::Store:
      return store_ + check(a.a, goods_, "good");
    case ActionType::Keep:
      return keep_ + check(a.a, goods_, "good");
    case ActionType::Ship:
      return ship_ + check(a.a, goods_, "good") * ships_ + check(a.b, ships_, "ship");
    case ActionType::Use:
      return -1;
    case ActionType::Pick:
      return pick_ + check(a.a, discard_ - pick_, "card kind");
    case ActionType::Discard:
      return discard_ + check(a.a, done_ - discard_, "card kind");
    case ActionType::Done:
      return done_ + check(0, pay_ - done_, "done");
    case ActionType::Pay:
      return pay_ + check(a.a, produce_ - pay_, "card kind");
    case ActionType::Produce:
      return produce_ + check(a.a, cover_ - produce_, "good");
    case ActionType::Cover:
      return a.a == kNone ? size_ - 1 : cover_ + check(a.a, size_ - 1 - cover_, "card kind");
  }
  throw std::out_of_range("unknown action type");
}

int SlotMap::use_base(Id building) const {
  const int i = building < use_index_.size() ? use_index_[building] : -1;
  if (i < 0)
    throw std::length_error(fmt::format("a `use` of building {} that answers no offer point",
                                        static_cast<int>(building)));
  return use_ + i * uses_per_building_;
}

std::vector<int> SlotMap::slots_of(const ActionList& legal) const {
  std::vector<int> out;
  slots_into(legal, out);
  return out;
}

void SlotMap::slots_into(const ActionList& legal, std::vector<int>& out) const {
  out.clear();
  // `use` actions of one building are consecutive in the sorted listing (type, then a).
  Id last = kNone;
  int rank = 0;
  for (const Action& a : legal) {
    if (a.type != ActionType::Use) {
      out.push_back(static_slot(a));
      continue;
    }
    rank = a.a == last ? rank + 1 : 0;
    last = a.a;
    if (rank >= uses_per_building_)
      throw std::length_error(fmt::format("building '{}' offers more than {} uses at one decision",
                                          rules_.buildings[a.a].id, uses_per_building_));
    out.push_back(use_base(a.a) + rank);
  }
}

std::optional<Action> SlotMap::action_of(int slot, const ActionList& legal) const {
  if (slot < 0 || slot >= size_) return std::nullopt;
  if (slot >= use_ && slot < pick_) {
    const int i = (slot - use_) / uses_per_building_;
    const int rank = (slot - use_) % uses_per_building_;
    const Id b = offering_[static_cast<std::size_t>(i)];
    int k = 0;
    for (const Action& a : legal)
      if (a.type == ActionType::Use && a.a == b && k++ == rank) return a;
    return std::nullopt;
  }
  for (const Action& a : legal)
    if (a.type != ActionType::Use && static_slot(a) == slot) return a;
  return std::nullopt;
}

std::string SlotMap::name(int slot) const {
  if (slot < 0 || slot >= size_) throw std::out_of_range(fmt::format("no slot {}", slot));
  const auto& r = rules_;
  auto in = [&](int base, int count) { return slot >= base && slot < base + count; };
  if (slot == pass_) return "pass";
  if (in(role_, cards_)) return fmt::format("role #{}", slot - role_);
  if (in(settle_, tiles_)) return "settle " + r.tile_kinds[slot - settle_].id;
  if (in(take_, workers_)) return "take " + r.worker_kinds[slot - take_].id;
  if (in(place_, workers_ * (tiles_ + buildings_))) {
    const int w = (slot - place_) / (tiles_ + buildings_),
              t = (slot - place_) % (tiles_ + buildings_);
    return fmt::format("place {} {}", r.worker_kinds[w].id,
                       t < tiles_ ? r.tile_kinds[t].id : r.buildings[t - tiles_].id);
  }
  if (in(build_, buildings_)) return "build " + r.buildings[slot - build_].id;
  if (in(draft_, buildings_)) return "draft " + r.buildings[slot - draft_].id;
  if (in(craft_, goods_)) return "craft " + r.goods[slot - craft_].id;
  if (in(sell_, goods_)) return "sell " + r.goods[slot - sell_].id;
  if (in(store_, goods_)) return "store " + r.goods[slot - store_].id;
  if (in(keep_, goods_)) return "keep " + r.goods[slot - keep_].id;
  if (in(ship_, goods_ * ships_))
    return fmt::format("ship {} #{}", r.goods[(slot - ship_) / ships_].id, (slot - ship_) % ships_);
  if (in(pick_, discard_ - pick_)) return "pick " + r.buildings[slot - pick_].id;
  if (in(discard_, done_ - discard_)) return "discard " + r.buildings[slot - discard_].id;
  if (slot == done_) return "done";
  if (in(pay_, produce_ - pay_)) return "pay " + r.buildings[slot - pay_].id;
  if (in(produce_, cover_ - produce_)) return "produce " + r.goods[slot - produce_].id;
  if (slot == size_ - 1 && size_ > cover_) return "cover";
  if (in(cover_, size_ - 1 - cover_)) return "cover " + r.buildings[slot - cover_].id;
  const int i = (slot - use_) / uses_per_building_;
  return fmt::format("use {} #{}", r.buildings[offering_[static_cast<std::size_t>(i)]].id,
                     (slot - use_) % uses_per_building_);
}

std::vector<std::string> SlotMap::names() const {
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(size_));
  for (int i = 0; i < size_; ++i) out.push_back(name(i));
  return out;
}

}  // namespace gov::py
