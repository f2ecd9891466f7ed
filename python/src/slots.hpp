// The fixed action space of the Python module: every action of every decision maps to one
// slot id in [0, size()), derived from the Ruleset alone (a pack that adds a good, a tile
// kind or a building changes the space; nothing here names content).
//
// Slots, in order (each range sized from the Ruleset):
//   pass                                  1
//   role <card>                           one per role card position on the table
//   settle <tile kind>                    tile kinds
//   take <worker kind>                    worker kinds
//   place <worker> <tile kind|building>   worker kinds x (tile kinds + buildings)
//   build <building>, draft <building>    buildings each
//   craft, sell, store, keep <good>       goods each
//   ship <good> <ship>                    goods x ship positions (ships named by capacity)
//   use <building> #k                     per building with a script that offers actions:
//                                         uses_per_building() slots; the k-th legal `use`
//                                         of that building at this decision, in the
//                                         engine's canonical order
//   pick, discard <card kind>; done       card games only: buildings each, 1 (none in a
//                                         game without cards: Puerto Rico's space is as it was)
// Static slots name one action; a `use` slot names a rank among the building's offers, so
// the mapping is a bijection at every decision (python/tests check it over random games).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/action.hpp"
#include "core/ruleset.hpp"

namespace gov::py {

class SlotMap {
 public:
  explicit SlotMap(const Ruleset& rules);

  int size() const { return size_; }
  int uses_per_building() const { return uses_per_building_; }
  // A slot's name ("build <id>", "ship <good> #<ship>", "use <id> #<k>").
  std::string name(int slot) const;
  std::vector<std::string> names() const;

  // The slot of every action of `legal` (sorted, as Engine::legal_actions). Throws
  // std::length_error when a building offers more uses than its range holds.
  std::vector<int> slots_of(const ActionList& legal) const;
  // The same into `out` (cleared first), without allocating once it has grown.
  void slots_into(const ActionList& legal, std::vector<int>& out) const;
  // The action of `slot` among `legal`, or nullopt when that slot is not legal now.
  std::optional<Action> action_of(int slot, const ActionList& legal) const;

 private:
  // Static slot of a non-`use` action; -1 for `use`.
  int static_slot(const Action& a) const;
  int use_base(Id building) const;

  const Ruleset& rules_;
  int goods_, tiles_, workers_, buildings_, cards_, ships_;
  int pass_, role_, settle_, take_, place_, build_, draft_, craft_, sell_, store_, keep_, ship_,
      use_, pick_, discard_, done_, pay_, produce_, cover_;
  int uses_per_building_;
  std::vector<int> use_index_;  // per building: its index among offering buildings, or -1
  std::vector<Id> offering_;    // the buildings with `use` ranges, in id order
  int size_;
};

}  // namespace gov::py
