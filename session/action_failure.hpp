// An action that failed while it ran (a pack's hook raised an error, or a rule broke):
// two texts for two readers (DESIGN.md, "Hidden information": a pack's error text is for
// the operator, not the table). The full text may quote anything the hook could read:
// another seat's hand, the next cards of the pile, a path on the server. The table reads
// which power failed, that nothing was applied, and an error id that finds the full text
// in the operator's log (the server's log, a terminal started with --debug).
#pragma once

#include <string>

#include "core/ruleset.hpp"

namespace gov::session {

struct ActionFailure {
  std::string id;       // 8 hex digits, the same for the same full text
  std::string culprit;  // "the Chapel's power", "a rule of the pack coin-taker", "a rule"
  std::string full;     // the operator's text: the action, the decision, the hook's message
};

// `full` as the session words it for the operator; `hook_error` the engine's message alone,
// whose first words name the hook's owner ("<pack>/<building>: <event>: ..."), matched
// against the ruleset's own ids, never shown.
ActionFailure action_failure(const Ruleset& rules, std::string full, const std::string& hook_error);

// What a player reads: "The Chapel's power failed; nothing was applied (error 1a2b3c4d: its
// full text is in the server's log)"; `where` says where the full text is.
std::string table_text(const ActionFailure& f, const std::string& where);

}  // namespace gov::session
