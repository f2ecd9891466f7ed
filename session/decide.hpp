// What Session::decide made of a person's input (session/decide.cpp): one typed answer that
// each front end words its own way (the server as HTTP statuses and error codes,
// server/decide_reply.hpp; the terminal as its messages, tools/play.cpp), so neither has
// to read meaning out of an error string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gov::session {

// The longest input decide takes: a whole arrangement of a full board fits many times.
inline constexpr std::size_t kMaxDecisionText = 512;

struct DecideOutcome {
  enum class Kind {
    applied,        // made: the game moved on (a new version)
    planned,        // a `place` line kept as planned (Session::planned()): nothing made yet
    stale_version,  // the game moved on since the version the input was made for
    not_your_turn,  // the seat is not the one to move, or a bot moves there
    illegal,        // the rules refused it (or it broke while being made): nothing made
    bad_input,      // empty, too long, or not printable text: the game was not looked at
    game_over,      // the game has ended
  };
  Kind kind = Kind::applied;
  // Why, in the session's words (empty when applied or planned). For `illegal` it is the
  // message the session has always given ("'build moon' is not a legal action now; legal:
  // ..."), for the other refusals a sentence a front end may show as it is.
  std::string reason;
  // The game's version after the call: the current one (what a stale input is told).
  std::uint64_t version = 0;
  // The seat to move now (-1 when the game is over): what `not_your_turn` is told.
  int to_move = -1;
  // With `illegal`: the canonical texts of the legal actions (docs/actions.md).
  std::vector<std::string> legal;

  bool made() const { return kind == Kind::applied || kind == Kind::planned; }
};

// The kind's name ("stale_version"), for logs and tests.
std::string_view decide_kind_name(DecideOutcome::Kind kind);

}  // namespace gov::session
