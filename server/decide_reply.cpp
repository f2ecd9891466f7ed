#include "server/decide_reply.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "session/session.hpp"

namespace gov::server {

std::optional<ApiError> decide_refusal(const session::DecideOutcome& outcome, int seat) {
  using K = session::DecideOutcome::Kind;
  switch (outcome.kind) {
    case K::applied:
    case K::planned:
      return std::nullopt;
    case K::bad_input:
      return ApiError{400, "bad_request", fmt::format("'action': {}", outcome.reason)};
    case K::stale_version:
      return ApiError{
          409, "stale_version",
          fmt::format("{} (now at version {})", session::Session::kStaleVersion, outcome.version)};
    case K::not_your_turn:
    case K::game_over:
      // The page refetches its view either way; the message names the seat it sent.
      return ApiError{409, "not_your_turn", fmt::format("seat {} is not to move", seat + 1)};
    case K::illegal:
      return ApiError{422, "illegal_action", outcome.reason};
  }
  throw std::logic_error("decide_refusal: an outcome kind without an answer");
}

}  // namespace gov::server
