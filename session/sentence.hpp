// One language for moves: a decision as one plain English sentence, the same in the
// terminal's log, the journal and a seat view's latest moves. Never the command grammar
// ("build small_market"): "Seat 3 builds a Small Market for 1 coin." The acting seat's own
// results join its clause ("Seat 2 sells Indigo for 2 coins and gains 1 coin (Small
// Market)."), the other seats' follow, each named ("Seat 3 gets 1 Colonist from the ship.").
// Counts take their plurals (wording.hpp); names are the packs' names, never ids.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/ruleset.hpp"
#include "session/session.hpp"

namespace gov::session {

// "Seat 2": a seat as the subject of a sentence (seat_name, capitalised).
std::string seat_subject(int seat);

// The decision and what it did, in one or more sentences, each ending with a full stop.
std::string decision_sentence(const Ruleset& rules, const Decision& d);

// "Round 4 — Seat 2 is governor."
std::string round_sentence(int round, int governor);
// The round line to show before history[i]: round_sentence of its round when it is the
// first decision of a round (the setup draft's decisions start none), else "".
std::string round_start(const std::vector<Decision>& history, std::size_t i);

// "a", "a and b", "a, b and c".
std::string joined_with_and(const std::vector<std::string>& items);

}  // namespace gov::session
