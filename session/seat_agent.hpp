// Seats played by programs. The session layer knows bots only through this interface: a
// front end hands the Session a factory that makes an agent from a seat's spec (the spec
// is what the save file records, e.g. "greedy" or "mcts:500").
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/action.hpp"
#include "core/engine.hpp"
#include "core/state.hpp"

namespace gov::session {

// The spec of a seat a person plays.
inline constexpr std::string_view kHuman = "human";

class SeatAgent {
 public:
  virtual ~SeatAgent() = default;
  virtual std::string_view name() const = 0;
  // One of `legal` (non-empty). `decision_seed` is a function of the game seed and the
  // decision's index in the log, so an agent decides the same after an undo or a resume.
  virtual Action choose(const Engine& engine, const State& state, const ActionList& legal,
                        std::uint64_t decision_seed) = 0;
  // The same drawing from `stream`, the seat's one random stream for the whole game, as
  // `governor sim` plays (SessionConfig::seat_streams). By default: a decision seed from it.
  virtual Action choose_from_stream(const Engine& engine, const State& state,
                                    const ActionList& legal, Rng& stream) {
    return choose(engine, state, legal, stream.next());
  }
};

// nullptr for an unknown spec.
using AgentFactory = std::function<std::unique_ptr<SeatAgent>(std::string_view spec)>;

}  // namespace gov::session
