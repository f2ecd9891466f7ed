// What `governor play` prints about the game beyond the board: the numbered actions with
// their previews, the decisions of the others since a seat's last one with their results,
// a building's text.
#pragma once

#include <string>
#include <vector>

#include "session/describe.hpp"
#include "session/session.hpp"
#include "tools/board_view.hpp"

namespace gov::tools {

// "  1) build harbor        pays 8 coins; builds Harbor" in columns fitting the width.
std::string numbered_actions(const std::vector<session::ActionInfo>& infos,
                             const BoardStyle& style);
// One decision and what it did: "seat 2 greedy: sell indigo -> sells Indigo for 2 coins".
std::string decision_line(const session::Session& s, const session::Decision& d,
                          const BoardStyle& style);
// A headline for special decisions ("3 colonists to place; one line can place them all").
std::string decision_hint(const session::Session& s);

}  // namespace gov::tools
