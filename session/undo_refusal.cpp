#include "session/undo_refusal.hpp"

#include <fmt/format.h>

#include "session/event_text.hpp"
#include "session/session.hpp"

namespace gov::session {

std::string refusal_text(const Ruleset& rules, const UndoRefusal& r,
                         const std::vector<Decision>& history, const Viewer& reader) {
  const auto seen = [&] { return seen_decision(rules, history.at(r.decision), reader).text; };
  switch (r.why) {
    case UndoRefusal::Why::NotAPerson:
      return fmt::format("{} is not played by a person", seat_name(r.seat));
    case UndoRefusal::Why::GameOver:
      return "the game is over";
    case UndoRefusal::Why::NothingYet:
      return "nothing to undo: you have not decided anything yet";
    case UndoRefusal::Why::Revealed:
      return fmt::format(
          "'{}' revealed new information (a card or tile drawn, or another random draw)", seen());
    case UndoRefusal::Why::PlayedSince:
      return fmt::format("{} has played since ('{}')", seat_name(r.seat), seen());
  }
  return "cannot undo";
}

}  // namespace gov::session
