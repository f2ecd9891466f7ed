// What one seat may see of a game: the one place that decides it (DESIGN.md, "Hidden
// information"; docs/views.md lists every output and where it goes through here).
//
// seen_state() is the function every seat output starts from: a copy of the State in
// which all the seat may not see is set to one fixed value, so two States the seat cannot
// tell apart give the same copy, and anything written from the copy alone cannot leak.
// Hidden here: the order of the face-down tile stack (its size is public), the game's
// random numbers (the draws to come), the cards of zones whose kinds the seat may not see
// (core/cards.hpp view_cards: others' hands, the draw pile, goods face down), and the other
// seats' VP chips when the table keeps them secret (seed 001: « les points de victoire
// peuvent être tenus secrets ... faces cachées »), until the game is over, and the memory of
// buildings and pack rules the seat may not see (their `memory_sight`, core/memory_sight.hpp).
// The JSON writers below start from it and also leave out what the copy only fixed (the
// stack's order, the RNG, the per-card places, the hidden chips and memory), so a reader never
// mistakes the fixed value for the truth.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov::session {

struct Decision;  // session/session.hpp

// Who looks, and the table's rules of sight.
struct Viewer {
  int seat = -1;              // -1: a spectator (owns nothing, sees only what is public)
  bool secret_chips = false;  // the VP chips lie face down (a table option)
};

// May `v` see the VP chips of seat `owner`? Its own; everyone's when the chips are open or
// the game is over (the totals appear at the end).
bool sees_chips(const State& s, const Viewer& v, int owner);
// Whether `v` may see the owner's end-of-game bonus (and so its total) before the end: not
// in a card game where a zone of the owner hides its count from the viewer (the bonus
// could tell it).
bool sees_bonus(const Ruleset& r, const State& s, const Viewer& v, int owner);

// The State as `v` sees it: everything hidden from `v` set to a fixed value (the stack
// sorted, the RNG zero, the hidden cards dealt in card order over the places hidden from
// `v`, hidden chips 0, hidden memory 0). Not a position to play from (core's
// resample_hidden is).
State seen_state(const Ruleset& rules, const State& s, const Viewer& v);

// What the scores for `v` are counted from: seen_state, but once the game is over with the
// true memory (the final scores are the table's; a bonus counted from memory `v` may not
// see is counted from 0 while the game runs). scores_json and the terminal's scores.
State scored_state(const Ruleset& rules, const State& s, const Viewer& v);

// The board for `v`: core's to_json of seen_state, with the stack as its size, no RNG, the
// cards as view_cards' zones ({"zone", "seat"?, "slot"?, "count" (null: hidden), "kinds"?}),
// `vp_chips` null for a seat whose chips `v` may not see, and `memory` null for a building
// (and a pack in `rule_memory`) whose memory `v` may not see.
nlohmann::json board_json(const Ruleset& rules, const State& s, const Viewer& v);

// The running score table for `v`: {"seat", "chips", "buildings", "bonus", "workers",
// "total", "tiebreak", "winner" (at the end)}, `chips` and `total` null where the chips
// are hidden from `v`.
nlohmann::json scores_json(const Engine& engine, const State& s, const Viewer& v);

// A decision's canonical text and label as `v` may read them: a card kept or discarded
// from a zone whose kinds `v` may not see is told by its verb alone ("pick", "Keep a
// card"), never the card (its sentence already says only "keeps a card").
struct SeenDecision {
  std::string text;
  std::string label;
};
SeenDecision seen_decision(const Ruleset& rules, const Decision& d, const Viewer& v);
// The rule behind it: does an action of `type` by seat `actor` name a card `v` may not see?
bool hides_choice(const Ruleset& rules, ActionType type, int actor, const Viewer& v);

// A power used with cards as operands (`use chapel well`): the viewers (bit v + 1 for seat
// v, bit 0 for a spectator) who may not read an operand's kind: no card of it lay, before or
// after, where they see the kinds (a card of another hand, of the draw pile: #48), or one
// moved between two places whose kinds they may not see (a hand card tucked under a chapel:
// « un joueur n'a pas à dévoiler aux autres joueurs le type »). `before` is State::card_at
// before the action, `after` the State after it. 0 for any other action
// (Decision::operand_hidden_from).
std::uint32_t hidden_operand(const Ruleset& rules,
                             const std::array<std::uint8_t, kMaxCards>& before, const State& after,
                             const Action& a, int actor);

}  // namespace gov::session
