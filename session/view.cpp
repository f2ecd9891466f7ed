// Session::view: what one seat may see and do, as JSON for the front ends.
#include <fmt/format.h>

#include "core/state_json.hpp"
#include "session/event_text.hpp"
#include "session/session.hpp"

namespace gov::session {

nlohmann::json Session::view(int seat) {
  nlohmann::json j;
  j["version"] = version_;
  j["seat"] = seat;
  j["players"] = config_.players;
  j["seats"] = config_.seats;
  j["over"] = over();
  const Id to_move = current_seat();
  j["to_move"] = to_move == kNone ? nlohmann::json(nullptr) : nlohmann::json(to_move);
  nlohmann::json board = to_json(rules(), state_);
  // The face-down stack's order is hidden information: only its size is shown.
  if (board.contains("stack")) board["stack"] = state_.stack_size;
  board.erase("rng");
  j["board"] = board;
  nlohmann::json actions = nlohmann::json::array();
  if (!over() && to_move == seat && is_human(seat))
    for (const auto& info : describe_legal()) actions.push_back(action_json(rules(), info));
  j["actions"] = actions;
  j["planned"] = to_move == seat ? planned() : std::vector<std::string>{};
  nlohmann::json recent = nlohmann::json::array();
  for (const Decision* d : since_last_decision_of(seat)) {
    nlohmann::json events = nlohmann::json::array();
    for (const auto& e : d->events) events.push_back(event_json(rules(), e));
    recent.push_back(
        {{"seat", d->seat}, {"action", d->text}, {"label", d->label}, {"events", events}});
    if (!d->placed.empty()) recent.back()["placed"] = d->placed;  // the whole arrangement
  }
  j["since_your_last_decision"] = recent;
  std::string why;
  j["undo"] = {{"possible", can_undo(seat, &why)}, {"why_not", why}};
  j["redo"] = can_redo(seat);
  nlohmann::json scores = nlohmann::json::array();
  for (const auto& sc : engine_.score(state_)) {
    nlohmann::json row = {{"seat", sc.seat},           {"chips", sc.chips},
                          {"buildings", sc.buildings}, {"bonus", sc.bonus},
                          {"workers", sc.workers},     {"total", sc.total},
                          {"tiebreak", sc.tiebreak}};
    if (over()) row["winner"] = sc.winner;  // no winner before the end
    scores.push_back(row);
  }
  j["scores"] = scores;
  return j;
}

}  // namespace gov::session
