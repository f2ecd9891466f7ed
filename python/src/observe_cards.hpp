// A card game's zones and price tiles in the observation tensors (docs/python.md, "Card
// zones in the tensors"). The layout comes from the zones the pack declares (cards.yaml),
// in their order, so a pack with other zones gets its own layout and no zone is named here.
//
// Per zone, one position for a zone of the game, kMaxSeats positions (seats relative to
// the viewer; absolute in the full view) for a zone of a seat or a building:
//   count          cards there (summed over a seat's buildings), 0 where hidden
//   hidden         1 for a seat in play whose count the viewer may not see (only for a zone
//                  whose count is not public)
//   kind.<b>       cards of each kind, only at positions where the viewer may see kinds
//   on.<b>         a zone of a building (not the city's own cards): its cards on buildings
//                  of type b, only where the count is seen
// then the price tile turned up last (1 flag, a price per good). The full view (the
// referee's) has every entry at every position, no hidden flags, and the price tiles' order.
// The seat's view is filled from core's view_cards alone: nothing it may not see is read.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov::py {

class CardLayout {
 public:
  // Declares the entries through `add(name, low, high)` (none in a game without cards).
  using Add = std::function<void(std::string, double, double)>;
  CardLayout(const Ruleset& rules, bool full, const Add& add);

  int size() const { return size_; }
  // Writes size() floats for `viewer` (ignored when full).
  void fill(const State& s, int viewer, float* out) const;

 private:
  // Where each entry of one zone at one position lies in the block, -1 when absent.
  struct At {
    int count = -1, hidden = -1, kinds = -1, on = -1;
  };
  const Ruleset& rules_;
  bool full_;
  int size_ = 0;
  std::vector<std::vector<At>> at_;  // per zone, per position
  int price_ = -1;                   // the turned tile's flag, then a price per good
  int order_ = -1;                   // full: turned count, then each tile's prices in order
};

// The information state's memory of price tiles: the last (up to) `tiles` turned, newest
// first, each a flag and a price per good (what every seat saw turned up; the observation
// shows only the newest). Names `seen.price_tile<k>.*`; size 0 without price tiles.
int price_memory_size(const Ruleset& rules);
void price_memory_names(const Ruleset& rules, std::vector<std::string>& names);
void fill_price_memory(const Ruleset& rules, const State& s, float* out);

}  // namespace gov::py
