// Why a seat may not take its decision back, as data (DESIGN.md, "Hidden information":
// reasons travel typed and become words for their reader). A refusal that quoted the text
// of a later move would show one seat another's hidden choice ("seat 3 has played since
// ('discard city_hall')"); refusal_text words the decision as the reader may see it
// (seat_eyes.hpp seen_decision).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "session/seat_eyes.hpp"

namespace gov::session {

struct Decision;  // session/session.hpp

struct UndoRefusal {
  enum class Why {
    NotAPerson,   // the seat is played by a bot
    GameOver,     // the end is final
    NothingYet,   // the seat has not decided anything
    Revealed,     // `decision` drew a card or a tile, or used a random number
    PlayedSince,  // `seat`, another person, made `decision` since
  };
  Why why = Why::NothingYet;
  int seat = -1;             // the seat asking (NotAPerson) or the one that played since
  std::size_t decision = 0;  // index into the history (Revealed, PlayedSince)
};

// The refusal in words for `reader` (the seat that asked; a decision of another seat is
// told as `reader` may see it).
std::string refusal_text(const Ruleset& rules, const UndoRefusal& r,
                         const std::vector<Decision>& history, const Viewer& reader);

}  // namespace gov::session
