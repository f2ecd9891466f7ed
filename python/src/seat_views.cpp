// What one seat may see, for Python agents (docs/python.md, "A seat's information"):
// observation_string, information_state_string and _tensor, and resample_hidden. Every one
// reads the game through session/seat_eyes.hpp (docs/views.md), as the server does.
#include "seat_views.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/action.hpp"
#include "core/cards.hpp"
#include "observe_cards.hpp"
#include "session/seat_eyes.hpp"

namespace gov::py {

namespace {

void check_seat(const GameState& s, int seat, const char* what) {
  s.refuse_at_chance(what);
  if (seat < 0 || seat >= s.players())
    throw InputError(fmt::format("no seat {} in a {}-player game", seat, s.players()));
}

// Python's observation hides the other seats' chips (observe.hpp): so do its strings.
session::Viewer eyes_of(int seat) {
  return {seat, /*secret_chips=*/true};
}

// The verb of a canonical text ("pick" of "pick hut").
ActionType verb_type(const std::string& text) {
  const std::string verb = text.substr(0, text.find(' '));
  for (int t = 0; t < 256 && action_verb(static_cast<ActionType>(t)) != "?"; ++t)
    if (action_verb(static_cast<ActionType>(t)) == verb) return static_cast<ActionType>(t);
  return ActionType::Pass;
}

}  // namespace

std::string observation_string(const GameState& s, int seat) {
  check_seat(s, seat, "observation_string");
  return session::board_json(s.game()->rules(), s.state(), eyes_of(seat)).dump();
}

std::vector<std::string> seen_history(const GameState& s, int seat) {
  const auto& log = s.history();
  const auto& actors = s.actors();
  std::vector<std::string> out;
  out.reserve(log.size());
  for (std::size_t i = 0; i < log.size(); ++i) {
    const int actor = i < actors.size() ? actors[i] : -1;
    const ActionType type = verb_type(log[i]);
    const auto& hidden = s.hidden_from();
    if (type == ActionType::Use && i < hidden.size() && ((hidden[i] >> (seat + 1)) & 1U) != 0) {
      // `use chapel well` -> `use chapel`: the card moved where this seat cannot see it.
      const auto second_space = log[i].find(' ', log[i].find(' ') + 1);
      out.push_back(log[i].substr(0, second_space));
      continue;
    }
    out.push_back(session::hides_choice(s.game()->rules(), type, actor, eyes_of(seat))
                      ? std::string(action_verb(type))
                      : log[i]);
  }
  return out;
}

std::string information_state_string(const GameState& s, int seat) {
  check_seat(s, seat, "information_state_string");
  const nlohmann::json j = {
      {"seat", seat},
      {"observation", session::board_json(s.game()->rules(), s.state(), eyes_of(seat))},
      {"history", seen_history(s, seat)}};
  return j.dump();
}

int information_state_size(const PyGame& g) {
  return g.view_layout().size() + kMaxSeats + price_memory_size(g.rules());
}

std::vector<std::string> information_state_names(const PyGame& g) {
  std::vector<std::string> names = g.view_layout().names();
  for (int k = 0; k < kMaxSeats; ++k) names.push_back(fmt::format("seen.seat{}.vp_chips", k));
  price_memory_names(g.rules(), names);
  return names;
}

void fill_information_state(const GameState& s, int seat, float* out) {
  check_seat(s, seat, "information_state_tensor");
  const auto& layout = s.game()->view_layout();
  layout.fill(s.state(), seat, s.current_player(), out);
  // The chips every seat took were all seen taken (a shipment, a privilege, a building's
  // VP are public events): what lies face down is the pile, so a seat that remembers
  // what it saw knows each seat's chips. Seats in turn order from `seat`, as the
  // observation's blocks.
  float* memory = out + layout.size();
  const int players = s.players();
  for (int k = 0; k < kMaxSeats; ++k)
    memory[k] =
        k < players ? static_cast<float>(s.state().seat((seat + k) % players).vp_chips) : 0.0f;
  // A card game's price tiles: every seat saw each one turned up, in the one order they
  // come round in, so after a full round of them a seat knows the next.
  fill_price_memory(s.game()->rules(), s.state(), memory + kMaxSeats);
}

GameState GameState::resampled(int seat, std::uint64_t seed) const {
  check_seat(*this, seat, "resample_hidden");
  GameState out(*this);
  State st = state();
  Rng rng = Rng::seeded(seed);
  // The face-down stack: any order of its tiles.
  for (int k = st.stack_size - 1; k > 0; --k)
    std::swap(st.stack[static_cast<std::size_t>(k)],
              st.stack[rng.below(static_cast<std::uint32_t>(k + 1))]);
  // The cards the seat cannot see, among the places it cannot see; new random numbers.
  if (game_->rules().cards.enabled())
    resample_hidden(game_->rules(), st, seat, rng);
  else
    st.rng = Rng::seeded(rng.next());
  out.g_ = Game(game_->engine(), st);
  out.resampled_ = true;
  out.has_prev_ = false;
  out.events_.clear();
  return out;
}

}  // namespace gov::py
