// Session::view: what one seat may see and do, as JSON for the front ends.
#include <algorithm>

#include <fmt/format.h>

#include "core/hooks.hpp"
#include "session/event_text.hpp"
#include "session/sentence.hpp"
#include "session/session.hpp"
#include "session/whole_outcomes.hpp"

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
  // Everything of the game a seat reads goes through seat_eyes.hpp: the board, the scores
  // and the texts of the others' decisions.
  const Viewer eyes = viewer(seat);
  j["secret_chips"] = config_.secret_chips;
  j["board"] = board_json(rules(), state_, eyes);
  nlohmann::json actions = nlohmann::json::array();
  if (!over() && to_move == seat && is_human(seat))
    for (const auto& info : describe_legal()) actions.push_back(action_json(rules(), state_, info));
  j["actions"] = actions;
  j["planned"] = to_move == seat ? planned() : std::vector<std::string>{};
  j["planned_placements"] =
      placements_json(rules(), to_move == seat ? planned_placements() : std::vector<Placement>{});
  // A placement turn: every target of the seat's with its free circles (the page's
  // arrangement draft offers these).
  if (!actions.empty() && std::any_of(legal_.begin(), legal_.end(), [](const Action& a) {
        return a.type == ActionType::Place;
      })) {
    nlohmann::json targets = nlohmann::json::array();
    for (const auto& t : placement_targets(rules(), state_.seat(seat)))
      targets.push_back(
          {{"kind", t.on_building ? "building" : "tile"},
           {"id", t.on_building ? rules().buildings[t.target].id : rules().tile_kinds[t.target].id},
           {"free", t.free}});
    j["placement_targets"] = targets;
  }
  // The storage choices the engine allows, when the seat chooses what it keeps after
  // shipping: the page's draft offers only these (whole_outcomes.hpp).
  if (!actions.empty() && std::any_of(legal_.begin(), legal_.end(), [](const Action& a) {
        return a.type == ActionType::Store || a.type == ActionType::Keep;
      })) {
    nlohmann::json choices = nlohmann::json::array();
    for (const auto& c : storage_choices(engine_, state_))
      choices.push_back({{"store", c.store}, {"keep", c.keep}, {"kept", c.kept}});
    j["storage_choices"] = choices;
  }
  nlohmann::json recent = nlohmann::json::array();
  for (const Decision* d : since_last_decision_of(seat)) {
    nlohmann::json events = nlohmann::json::array();
    for (const auto& e : d->events) events.push_back(event_json(rules(), e));
    const SeenDecision seen = seen_decision(rules(), *d, eyes);
    recent.push_back({{"seat", d->seat},
                      {"action", seen.text},
                      {"label", seen.label},
                      {"sentence", decision_sentence(rules(), *d)},
                      {"events", events}});
    // The first decision of a round carries the round's line (sentence.hpp).
    const std::string round_line =
        round_start(history_, static_cast<std::size_t>(d - history_.data()));
    if (!round_line.empty()) recent.back()["round_start"] = round_line;
    if (!d->placed.empty()) {  // the whole arrangement: as data, and as its line
      recent.back()["placements"] = placements_json(rules(), d->placed);
      recent.back()["placed"] = placements_text(rules(), d->placed);
    }
  }
  j["since_your_last_decision"] = recent;
  std::string why;
  j["undo"] = {{"possible", can_undo(seat, &why)}, {"why_not", why}};
  j["redo"] = can_redo(seat);
  // A score hook that fails (a pack's bug) must not take the whole view with it: the seat
  // still sees the board, its choices and the moves, and reads the hook's error where the
  // scores were (a server's page used to show nothing but "internal error").
  try {
    j["scores"] = scores_json(engine_, state_, eyes);
  } catch (const HookError& e) {
    j["scores"] = nlohmann::json::array();
    j["scores_error"] = error_for_reader(e.what(), e.what());
  }
  return j;
}

}  // namespace gov::session
