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
// Decision `index` of the history in its sentence, wrapped to the width, after the round's
// line when it starts a round: "Round 2 — Seat 2 is governor.\n  Seat 2 takes the
// Builder.\n" (session/sentence.hpp). Every line ends with '\n'.
// `times` > 1: the same decision that many times over, said once ("Seat 3 pays 4 cards.").
std::string decision_line(const session::Session& s, std::size_t index, const BoardStyle& style,
                          std::size_t times = 1);
// How many decisions from `index` on say the same thing of the same seat in one round (a
// card paid, kept or discarded face down, one at a time; a card built, then where it goes):
// 1 when the next says another.
std::size_t repeated_from(const session::Session& s, std::size_t index);
// A headline for special decisions, wrapped to `width`: for placements what is left to place
// and every target with its free circles ("Left to place: 3 colonists. Free circles: corn
// 1, indigo_plant 3, small_market 1."), for storage how to choose in one line.
std::string decision_hint(const session::Session& s, std::size_t width);

}  // namespace gov::tools
