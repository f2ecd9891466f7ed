// The Engine: the rules of the game over a Ruleset. Holds no game data (all of it is in
// State), so one Engine serves any number of States; it holds the HookHost that runs
// building powers (one per thread: a Lua state is not shared between threads). Not quite
// stateless: legal_actions and apply share a per-thread memo of the last listing
// (core/engine.cpp, ListingMemo), keyed by the whole State and this Engine's id, so a hit
// is exact and engines never see each other's listings; GOVERNOR_NO_CACHES turns it off.
//
// The contract (after OpenSpiel's): new_game, current_seat, legal_actions, apply, score.
// `apply` is transactional: on any error the State is exactly as before.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/action.hpp"
#include "core/events.hpp"
#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

class DrawHook;        // core/draw_hook.hpp
struct ListingNote;    // core/flow.hpp
struct MechanicCarry;  // core/flow.hpp

struct SeatScore {
  int seat = 0;
  int chips = 0;      // VP chips (including VP taken past the empty supply)
  int buildings = 0;  // printed VP of buildings
  int bonus = 0;      // end-of-game VP from building powers (score hooks)
  int workers = 0;    // VP from worker kinds that score (end_vp)
  int total = 0;
  int tiebreak = 0;     // coins + barrels
  bool winner = false;  // shared when still tied after the tie-break
};

struct GameOptions {
  // Play the setup draft (when the packs declare one) with random picks from the game's
  // RNG, so the game starts at the first role choice.
  bool random_draft = false;
  // Building types put in the game first, in this order, through the draft's own picks (a
  // scenario that names what its draft drew does not depend on the seed's draw). The rest
  // of the slots are then the random draft's (with random_draft) or the seats' to pick.
  // new_game throws std::invalid_argument when one is not a legal pick at its turn.
  std::vector<Id> drafted;
  // A card game's start variant (cards.yaml `start.variants`, CardRules::StartVariant) by
  // id, or "" for the plain start. new_game throws std::invalid_argument for an id the
  // packs do not declare. Game logs record it (options.variant).
  std::string variant;
};

// Why `id` cannot be a game's start variant with these rules (not declared: with a "did you
// mean" and the declared ids), or "" when it can (or is "", the plain start).
std::string start_variant_error(const Ruleset& rules, std::string_view id);

class Engine {
 public:
  explicit Engine(const Ruleset& rules, HookHost* hooks = nullptr);

  const Ruleset& rules() const { return rules_; }
  HookHost* hooks() const { return hooks_; }

  // Where apply records what each action did (core/events.hpp), or nullptr (the default:
  // bots, simulations). Recording changes no outcome. An Engine that records is one
  // caller's: the log is not shared between threads.
  void record_events(EventLog* log) { events_ = log; }
  EventLog* recorded_events() const { return events_; }
  // Who names the tiles that new_game and apply draw (core/draw_hook.hpp), or nullptr (the
  // default: the top of the shuffled stack). Set around Engine calls only: a Game's
  // replays after a failed action do not ask it. One caller's, as record_events.
  void choose_draws(DrawHook* hook) { draws_ = hook; }

  // A new game, advanced to its first decision. Throws std::invalid_argument when the
  // player count has no setup table.
  State new_game(int players, std::uint64_t seed, const GameOptions& options = {}) const;

  // The seat that decides now, or kNone when the game is over.
  Id current_seat(const State& s) const;

  // Every legal action, sorted and unique. Empty only when the game is over.
  void legal_actions(const State& s, ActionList& out) const;
  ActionList legal_actions(const State& s) const;

  // Applies a legal action and advances to the next decision. On error returns the message
  // and leaves `s` unchanged.
  std::optional<std::string> apply(State& s, const Action& a) const;
  // Same, from the canonical text form.
  std::optional<std::string> apply_text(State& s, std::string_view text) const;

  // Final scores (meaningful at any time; final once the game is over).
  std::vector<SeatScore> score(const State& s) const;
  // A seat's SeatScore::bonus building by building: (building, VP) for each building whose
  // power scores, in city order.
  std::vector<std::pair<Id, int>> bonus_by_building(const State& s, int seat) const;

  // Canonical text of an action in this state (ships are named by their capacity).
  std::string to_text(const State& s, const Action& a) const;
  // The legal action with this text, or an error explaining why there is none.
  std::optional<Action> parse(const State& s, std::string_view text, std::string* error) const;

 private:
  friend class Game;
  // Every legal action of `s`, sorted (no memo).
  void list(const State& s, ActionList& out) const;
  // Applies `a`, checked against `legal` (the sorted listing of `s`), and advances; `carry`
  // is what the mechanic noted with that listing, or nullptr (MechanicCarry). On an
  // error restores `s` from `backup` (a copy of `s`), or, when `backup` is null, leaves `s`
  // part-applied for the caller to restore (a Game replays: core/game.hpp); an illegal
  // action changes nothing either way. The listing made at the decision it stops at goes
  // to `next` (sorted; with the State it was made in when next.with_state; next.set false
  // if none). `taken_from_legal`: the caller took `a` out of `legal` itself (Game::apply_at),
  // so it is not looked for there.
  std::optional<std::string> apply_listed(State& s, const Action& a, const ActionList& legal,
                                          const MechanicCarry* carry, const State* backup,
                                          ListingNote& next, bool taken_from_legal = false) const;
  // Applies `a` again, as an earlier apply did on the same State (a legal action that
  // succeeded then): no legality check, no events recorded, no listing noted. Throws what
  // the action throws. Deterministic, so it gives the State that apply gave.
  void replay(State& s, const Action& a) const;

  const Ruleset& rules_;
  HookHost* hooks_;
  EventLog* events_ = nullptr;
  DrawHook* draws_ = nullptr;
  std::uint64_t id_;  // unique per Engine: keys the per-thread listing memo (engine.cpp)
};

}  // namespace gov
