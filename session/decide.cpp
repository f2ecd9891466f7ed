// Session::decide: a person's input taken in one place for every front end, with a typed
// outcome (decide.hpp) instead of an error string each front end would have to
// recognise. The checks come before the game is touched, in the order of the header;
// the text is then looked up once, in the session's listing (core/action_text.hpp: the
// engine's reading of a canonical text, formatting only the listed actions of its verb).
#include <fmt/format.h>

#include "core/action_text.hpp"
#include "core/safe_text.hpp"
#include "session/card_line.hpp"
#include "session/event_text.hpp"
#include "session/session.hpp"

namespace gov::session {

namespace {

// What is wrong with the input itself, whatever the game: nothing when it may be looked up.
std::optional<std::string> input_problem(std::string_view input) {
  if (input.size() > kMaxDecisionText)
    return fmt::format("a decision is at most {} bytes ({} given)", kMaxDecisionText, input.size());
  if (!plain_text(input))
    return std::string("a decision is printable text (UTF-8, no control characters)");
  if (input.find_first_not_of(" \t\n\r") == std::string_view::npos)
    return std::string("nothing to play");
  return std::nullopt;
}

}  // namespace

std::string_view decide_kind_name(DecideOutcome::Kind kind) {
  using K = DecideOutcome::Kind;
  switch (kind) {
    case K::applied:
      return "applied";
    case K::planned:
      return "planned";
    case K::stale_version:
      return "stale_version";
    case K::not_your_turn:
      return "not_your_turn";
    case K::illegal:
      return "illegal";
    case K::bad_input:
      return "bad_input";
    case K::game_over:
      return "game_over";
  }
  return "?";
}

DecideOutcome Session::decide(std::uint64_t version, int seat, std::string_view input) {
  return decide_checked(version, seat, input);
}

DecideOutcome Session::decide(int seat, std::string_view input) {
  return decide_checked(std::nullopt, seat, input);
}

DecideOutcome Session::decide_checked(std::optional<std::uint64_t> version, int seat,
                                      std::string_view input) {
  using K = DecideOutcome::Kind;
  DecideOutcome out;
  const auto done = [&](K kind, std::string reason) {
    out.kind = kind;
    out.reason = std::move(reason);
    out.version = version_;
    out.to_move = over() ? -1 : static_cast<int>(current_seat());
    return out;
  };
  if (auto problem = input_problem(input)) return done(K::bad_input, std::move(*problem));
  if (version && *version != version_)
    return done(K::stale_version, fmt::format("{} (now at version {})", kStaleVersion, version_));
  if (over()) return done(K::game_over, "the game is over");
  const Id to_move = current_seat();
  if (!is_human(static_cast<int>(to_move)))
    return done(K::not_your_turn,
                fmt::format("{} is played by {}", seat_name(to_move), agents_[to_move]->name()));
  if (seat != static_cast<int>(to_move))
    return done(K::not_your_turn,
                fmt::format("{} is to move, not {}", seat_name(to_move), seat_name(seat)));

  // One lookup: the text as a listed action (read as the engine reads canonical texts,
  // spaces and case aside), else a whole decision, else the engine's reason.
  std::string why;
  const std::optional<Action> listed = parse_listed(engine_, state_, legal_, input, &why);
  const std::string verb = whole_verb(input);
  // A `place` line while placements are planned for this seat goes with them (they are
  // made with the line that names the rest: docs/session.md), even when it is one listed
  // placement; if together they cannot be made, the listed placement is made alone (the
  // plan is dropped, as by any other decision).
  const bool with_plan = verb == "place" && planned_seat_ == seat && !planned_.empty();
  const std::uint64_t before = version_;
  std::optional<std::string> error;
  if (listed && !with_plan) {
    error = play(*listed);
  } else if (!verb.empty()) {
    error = play_whole(input);
    if (error && listed) error = play(*listed);
  } else if (const CardLine line = expand_card_line(engine_, state_, input); line.is_line) {
    // Several cards of one choice in one line: tried whole on a copy, so made whole.
    if (!line.error.empty()) error = line.error;
    for (std::size_t i = 0; i < line.actions.size() && !error; ++i) error = play(line.actions[i]);
  } else {
    error = why;
  }
  if (!error) return done(version_ == before ? K::planned : K::applied, {});
  // Refused: nothing was made, so the listing is still the one the text was read against.
  for (const auto& a : legal_) out.legal.push_back(engine_.to_text(state_, a));
  return done(K::illegal, std::move(*error));
}

}  // namespace gov::session
