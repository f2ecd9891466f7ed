// How the API answers a person's decision that the session refused (Session::decide's
// outcome, session/decide.hpp): the status and code of docs/web.md. Apart from
// the HTTP transport (server/api.cpp), so a change of transport keeps the API's answers.
#pragma once

#include <optional>

#include "server/api_error.hpp"
#include "session/decide.hpp"

namespace gov::server {

// The error to send for `outcome` of a decision posted for `seat`, or nothing when the
// decision was made (applied, or kept as planned):
//   bad_input 400 bad_request, stale_version 409 stale_version, not_your_turn and
//   game_over 409 not_your_turn, illegal 422 illegal_action.
std::optional<ApiError> decide_refusal(const session::DecideOutcome& outcome, int seat);

}  // namespace gov::server
