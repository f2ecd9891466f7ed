// The boundary between the core and whatever runs building powers (the Lua host in
// scripting/, or a test double). The core knows only this interface.
//
// A hook runs for one building owned by one seat. It reads the game through a HookContext
// and changes it only through the context's primitives, which keep conservation. A hook
// that fails throws HookError; the engine then abandons the whole action (State unchanged).
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/action.hpp"
#include "core/hook_events.hpp"
#include "core/limits.hpp"

namespace gov {

struct Ruleset;
struct MemoryField;
struct State;
class Primitives;

// How a tile reached the island (EventArgs::via for tile_placed).
enum class TileVia : std::uint8_t { FaceUp, OpenPile, Stack, Other };
// Where goods went (EventArgs::via for good_sold / goods_shipped).
enum class Venue : std::uint8_t { Shared, Private };

struct EventArgs {
  Id seat = kNone;  // the seat the event is about (kNone: everybody)
  Id role = kNone;
  Id good = kNone;
  Id tile = kNone;
  Id building = kNone;
  Id slot = kNone;       // island or city slot of the seat the event concerns
  Id worker = kNone;     // a worker kind (ship_refill)
  int amount = 0;        // price, count, column, ...
  std::uint8_t via = 0;  // TileVia, Venue, or the EndReason bit (end_waived)
  std::array<std::uint8_t, kMaxGoods> per_good{};  // goods_produced: barrels per good
  bool follow_up = false;  // a follow-up decision the building asked for (ctx:ask_again)
  bool operator==(const EventArgs&) const = default;
};

class HookError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What a running hook may see and do. Queries and offers get a read-only context: any
// mutation from them is a HookError.
class HookContext {
 public:
  HookContext(const Ruleset& rules, State& state, Primitives& prims, Id owner, Id building,
              bool read_only)
      : rules_(rules),
        state_(state),
        prims_(prims),
        owner_(owner),
        building_(building),
        read_only_(read_only),
        event_mark_(event_count(prims)) {}

  const Ruleset& rules() const { return rules_; }
  const State& state() const { return state_; }
  Id owner() const { return owner_; }
  Id building() const { return building_; }
  bool read_only() const { return read_only_; }

  // Mutations (throw HookError when read-only or when the move is impossible).
  Primitives& act();
  // The building's memory slots in the State.
  std::int16_t memory(int slot) const;
  void set_memory(int slot, std::int16_t value);
  // A named memory field of this building (its YAML `memory:`), unpacked from its slots; the
  // setter throws a HookError for a value outside the field's min..max.
  int memory_field(const MemoryField& field) const;
  void set_memory_field(const MemoryField& field, int value);
  // Offers at a turn point: applying the offer also ends the seat's turn.
  void end_turn() { end_turn_ = true; }
  bool turn_ended() const { return end_turn_; }
  // Offers: after this apply, offer the same building at the same event again, as a
  // follow-up decision of the same seat (args.follow_up set; `pass` declines).
  void ask_again() { ask_again_ = true; }
  bool asked_again() const { return ask_again_; }
  // ask_again() whose follow-up has no `pass`: the seat must take one of the options.
  void ask_again_required() {
    ask_again_ = true;
    again_required_ = true;
  }
  bool again_required() const { return again_required_; }
  // Forgets end_turn() and ask_again(): a host running a call again starts it afresh (the
  // events the first run recorded are forgotten too: the host restored the State).
  void clear_requests();
  // A host that may run a call again needs the State from before it, but most calls change
  // nothing: the State is copied into `into` (sizeof(State) bytes) just before the first
  // change the call makes, if it makes one. Null: no copy. changed(): a copy was taken.
  void copy_before_change(void* into) {
    copy_into_ = into;
    changed_ = false;
  }
  bool changed() const { return changed_; }

 private:
  const Ruleset& rules_;
  State& state_;
  Primitives& prims_;
  Id owner_;
  Id building_;
  bool read_only_;
  bool end_turn_ = false;
  bool again_required_ = false;
  bool ask_again_ = false;
  void* copy_into_ = nullptr;
  bool changed_ = false;
  void before_change();
  std::size_t event_mark_;  // events recorded before this call (Primitives::event_count)

  static std::size_t event_count(const Primitives& p);
};

class HookHost {
 public:
  virtual ~HookHost() = default;
  // kNotify
  virtual void notify(HookContext& ctx, HookEvent e, const EventArgs& args) = 0;
  // kModify: `value` holds the fold so far; the hook returns the new fold.
  virtual int modify(HookContext& ctx, HookEvent e, const EventArgs& args, int value) = 0;
  // kOffer: append `use` actions (type Use, a = ctx.building()) to `out`.
  virtual void offers(HookContext& ctx, HookEvent e, const EventArgs& args, ActionList& out) = 0;
  virtual void apply_offer(HookContext& ctx, HookEvent e, const EventArgs& args,
                           const Action& chosen) = 0;
  // kScore
  virtual int score(HookContext& ctx) = 0;
  // The most building `building`'s (or a pack rule's, Ruleset::rule_hook_id) modify
  // answer at `e` adds to the value it is given, as its script declares (a larger answer is
  // a HookError); -1 when it does not say.
  virtual int most_added(Id /*building*/, HookEvent /*e*/) const { return -1; }
  // Share of time spent in hooks, for `governor bench` (0 when not measured).
  virtual double seconds_in_hooks() const { return 0.0; }
};

}  // namespace gov
