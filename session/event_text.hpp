// Events for people: one line per event with names (not ids) and the cause, and the same
// as JSON for the browser and Python front ends.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/action.hpp"
#include "core/events.hpp"
#include "core/ruleset.hpp"

namespace gov::session {

// "seat 2" (seats are shown 1-based everywhere).
std::string seat_name(int seat);
// The name of entry `i` of a definition table (its id when it has no name; "?" past the end).
template <class T>
std::string name_in(const std::vector<T>& table, Id i) {
  if (i >= table.size()) return "?";
  return table[i].name.empty() ? table[i].id : table[i].name;
}
// A listed action's operand by its tag: a good's, tile's, building's, worker's or role's
// name, or the number itself ("" for none).
std::string arg_name(const Ruleset& rules, ArgTag tag, Id v);
// "the Small Market", "the Trader's privilege", "the Trader card", "the Craftsman phase".
std::string cause_text(const Ruleset& rules, const Cause& c);
// "seat 2 sells Indigo for 2 coins (1 of them the Trader's privilege)". Empty for an
// event not worth a line (a Kept of zero barrels).
std::string event_text(const Ruleset& rules, const GameEvent& e);
// The same, from the seat's side without its name: "+2 coins: sells Indigo".
std::string short_event_text(const Ruleset& rules, const GameEvent& e);

// The same events with repeats folded together for reading: events of one kind, seat,
// thing, source and cause (workers, barrels, coins, VP, tiles) add up into the first.
EventLog folded(const EventLog& events);

// {"kind": "sale", "seat": 1, "good": "indigo", "amount": 2, "privilege": 1, "cause":
// {"kind": "rule", "id": "trader"}, "text": "..."}; ids are content ids, seats 0-based.
nlohmann::json event_json(const Ruleset& rules, const GameEvent& e);
// The kinds' names are gov::event_kind_name and gov::cause_kind_name (core/events.hpp).

}  // namespace gov::session
