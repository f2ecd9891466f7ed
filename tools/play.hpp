// An interactive game on text streams: human seats type actions, bots answer at once.
// Streams rather than a terminal so the loop can be driven by a script or a test. The game
// itself is a session::Session (session/session.hpp): events, undo, save and resume live
// there, and this file only shows and reads.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "tools/open_game.hpp"

namespace gov::tools {

struct PlayConfig {
  int players = 4;
  std::uint64_t seed = 1;
  // The seed was drawn for this game (no --seed): the start says how to replay it.
  bool seed_was_fresh = false;
  // Bots draw from one stream per seat, as sim does (SessionConfig::seat_streams).
  bool as_sim = false;
  std::vector<std::string> seats;  // per seat: "human" or a bot kind
  bool color = false;
  std::size_t width = 80;
  std::string log_path;  // when set, the game log is written there when the game stops
  bool random_draft = false;
  std::string variant;      // a card game's start variant ("": the plain start)
  std::string save_path;    // saved there after every decision (atomically)
  std::string resume_path;  // a save to continue (players, seed, seats come from it)
  // A position to start from instead of the seed's deal (play --from), and its file's name.
  std::optional<State> start;
  std::string start_name;
  // The VP chips lie face down (play --secret-chips): the seat to move sees its own only.
  bool secret_chips = false;
  // A failed action's full text (a pack's error message, which may name any seat's cards) is
  // shown at the screen: always with one person or none at it (they run the game), with two
  // or more only when started with --debug (session/action_failure.hpp).
  bool debug = false;
};

// Checks and completes `seats` ("human" then the default opponent). Returns an error
// message or an empty string.
std::string resolve_seats(std::vector<std::string>& seats, int players);

// Plays one game. Returns the exit code: 0 when the game ended, was quit or input ended.
int run_play(const GameRunner& session, const PlayConfig& cfg, std::istream& in, std::ostream& out);

}  // namespace gov::tools
