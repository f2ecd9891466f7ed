// Primitives: every way the game changes, each keeping conservation (a barrel, worker,
// tile, building or VP chip moves between a supply and a seat; coins come from and go to
// the unlimited bank). Mechanics and building hooks both change the State only through
// these, so the invariants hold whoever moves things. Impossible moves throw HookError.
#pragma once

#include "core/draw_hook.hpp"
#include "core/events.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

class Dispatcher;

// Where a worker comes from.
enum class WorkerSource : std::uint8_t { Supply, Ship, SupplyThenShip };

class Primitives {
 public:
  // `events`: where the moves are recorded (core/events.hpp), or nullptr.
  Primitives(const Ruleset& rules, State& state, const Dispatcher* dispatch,
             EventLog* events = nullptr)
      : rules_(rules), s_(state), dispatch_(dispatch), events_(events) {}

  const Ruleset& rules() const { return rules_; }
  // Who names the tiles drawn from the stack (core/draw_hook.hpp), or nullptr: the top.
  void set_draw_hook(DrawHook* hook) { draws_ = hook; }
  State& state() { return s_; }
  const State& state() const { return s_; }

  // Coins.
  void gain_coins(int seat, int n);
  void pay_coins(int seat, int n);  // throws when the seat has fewer

  // VP chips from the supply. Past the last chip they still count (the supply goes below
  // zero) and the end of the game is triggered.
  void gain_vp(int seat, int n);
  void return_vp(int seat, int n);

  // Goods. take_goods gives at most what the supply has and returns how many it gave.
  int take_goods(int seat, Id good, int n);
  void return_goods(int seat, Id good, int n);  // throws when the seat has fewer

  // Workers. Returns false when the source was empty.
  bool recruit_worker(int seat, Id kind, WorkerSource from);  // into San Juan
  // Target: a tile slot (index into island) or a building slot (index into city).
  void move_worker_to_tile(int seat, Id kind, int tile_slot);      // from San Juan
  void move_worker_to_building(int seat, Id kind, int city_slot);  // from San Juan
  void move_worker_to_san_juan_from_tile(int seat, Id kind, int tile_slot);
  void move_worker_to_san_juan_from_building(int seat, Id kind, int city_slot);
  void return_worker(int seat, Id kind);  // San Juan to the supply

  // Tiles.
  int free_island_spaces(int seat) const;
  // Draws the top face-down tile, reshuffling the discards into the stack when it is
  // empty. Returns kNone when there is no tile at all.
  Id draw_from_stack();
  // Places a tile the caller holds (drawn, or taken from face-up / open pile) and returns
  // its slot; throws when the island is full.
  int place_tile(int seat, Id kind, std::uint8_t variant = 0);
  // Tells the buildings a tile was placed (tile_placed: notifications, then follow-up
  // decisions). The mechanics and the tile primitives used by hooks call it.
  void announce_tile(int seat, Id kind, int slot, TileVia via);
  int take_face_up(int seat, Id kind);         // removes it from the face-up display and places it
  int take_open_pile(int seat, Id kind);       // likewise from the open pile
  void discard_tile(int seat, int tile_slot);  // its workers go to San Juan
  // Turns a tile to one of the pack-declared variants (0: face up again). A variant tile
  // has no circles: its workers go to San Juan.
  void set_tile_variant(int seat, int tile_slot, std::uint8_t variant);

  // Buildings.
  int place_building(int seat, Id building);  // from the building supply; returns its slot

  // Deliveries: goods leave the seat for good, with 1 VP per barrel (loading a ship, or a
  // private venue). Fires goods_shipped. Returns VP gained.
  void load_ship(int seat, int ship, int n);
  void deliver_private(int seat, Id good, int n, int vp);

  // Selling one barrel at `price` coins. Shared venue: into the trading house.
  // `privilege_part`: how much of `price` is the chooser's privilege (for the event).
  void sell(int seat, Id good, int price, Venue venue, int privilege_part = 0);

  // Cards of a card game (core/card_rules.hpp, core/cards.hpp). A card only moves between
  // location codes: none is created or lost (check_card_invariants counts them all).
  // Draws a random card of the draw pile to `to`, first moving the discard pile into the
  // draw pile when it is empty (the reshuffle). Returns the card, or -1 when both are empty.
  int draw_card(std::uint8_t to);
  // Moves the lowest-numbered card of `kind` at `from` to `to` and returns it; throws when
  // there is none.
  int move_card_of_kind(Id kind, std::uint8_t from, std::uint8_t to);
  void move_card(int card, std::uint8_t to);
  // Builds a card of `kind` lying at `from` (a hand) into a new city slot of the seat and
  // returns the slot. Triggers the city end condition when the city is full. The rules of
  // the build (cost, one of a kind) are the mechanic's.
  int build_card(int seat, Id kind, std::uint8_t from);
  // Builds a card of `kind` from `from` over the building of city slot `slot`: the covered
  // card goes to `covered_to`, the slot's script memory and workers start afresh. Cards in
  // the slot's other zones (under it, on it) stay where they are.
  void cover_building(int seat, int slot, Id kind, std::uint8_t from, std::uint8_t covered_to);

  // Finds a building slot owned by the seat (-1 if none).
  int city_slot_of(int seat, Id building) const;

  void trigger_end(std::uint8_t reason) { s_.end_triggered |= reason; }
  // A game-end condition was met: it ends the game unless a hook waives it (end_waived).
  void end_condition(EndReason reason);

  // Events. The cause of what the primitives record is the innermost CauseScope (a
  // building's hook, a privilege); outside any, the rules of the current phase.
  // Inline: a game not recording (a simulation's) pays one test per event, no call.
  void record(const GameEvent& e) {
    if (events_ != nullptr) record_cause_of(e);
  }
  std::size_t event_count() const { return events_ ? events_->size() : 0; }
  bool recording() const { return events_ != nullptr; }
  // Forgets the events recorded after `mark` (a hook call that is run again).
  void rewind_events(std::size_t mark) {
    if (events_ && events_->size() > mark) events_->resize(mark);
  }
  class CauseScope {
   public:
    CauseScope(Primitives& p, Cause c) : p_(p), saved_(p.cause_) { p.cause_ = c; }
    ~CauseScope() { p_.cause_ = saved_; }
    CauseScope(const CauseScope&) = delete;
    CauseScope& operator=(const CauseScope&) = delete;

   private:
    Primitives& p_;
    Cause saved_;
  };

  // Cursor::flags bit: the chooser's privilege was used this phase.
  static constexpr std::uint8_t kFlagPrivilegeUsed = 1;

 private:
  // Appends `e` to the log with the cause under way.
  void record_cause_of(GameEvent e);
  // Records a CardShown event when card `card`, moved from `from` to `to`, is now face up
  // for every seat and was not before (core/card_primitives.cpp). Called when recording.
  void note_shown(int card, std::uint8_t from, std::uint8_t to);
  // Records a CardMoved event when a building's power or a pack rule moves a card (for the
  // statistics of `governor sim`: a card drawn is the power acting). Called when recording.
  void note_moved();
  void delivery_privilege(int seat);
  // Throws unless `variant` is 0 (face up) or one the packs declare (tiles.yaml variants).
  void check_variant(int variant) const;

  const Ruleset& rules_;
  State& s_;
  const Dispatcher* dispatch_;
  EventLog* events_;
  DrawHook* draws_ = nullptr;
  Cause cause_{};
  // Above zero inside a primitive that records the move as one event of its own (a sale,
  // a shipment): the coins, VP and barrels it moves are not recorded again.
  int quiet_ = 0;
};

}  // namespace gov
