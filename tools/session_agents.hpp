// The bots of game/bots/bots.hpp as the session layer's seat agents (session/seat_agent.hpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "session/seat_agent.hpp"

namespace gov::tools {

// An agent for a bot spec ("random", "greedy", "mcts:500"), or nullptr for an unknown one.
std::unique_ptr<session::SeatAgent> make_agent(std::string_view spec);

// The bot `governor play` seats by default: the strongest that answers within a second
// per move on an ordinary machine (docs/cli.md says how it was measured).
std::string default_opponent();

}  // namespace gov::tools
