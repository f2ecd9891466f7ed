#include "py_game.hpp"

#include <algorithm>
#include <optional>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/safe_text.hpp"
#include "core/state_json.hpp"
#include "game/content_dir.hpp"
#include "game/game_log.hpp"
#include "game/sim/sim.hpp"

namespace gov::py {

namespace {

// The packs loaded through game/load_game.hpp; InputError with every message when they do
// not load (the messages one per line, as the command line prints them).
std::shared_ptr<const GameDefinition> load_packs(const std::vector<std::string>& refs,
                                                 const std::string& dir) {
  std::ostringstream err;
  if (split_pack_refs(refs).empty()) err << "error: no content pack given (--packs)\n";
  LoadOptions options;
  options.content_dir = dir;
  GameLoad load = load_game(refs, options);
  if (err.str().empty())
    for (const auto& m : load.messages) err << m << '\n';
  if (!load.ok()) throw InputError(err.str());
  return load.game;
}

// The runner of a loaded game; InputError when its host does not start.
GameRunner start_runner(std::shared_ptr<const GameDefinition> game) {
  try {
    return GameRunner(std::move(game));
  } catch (const std::exception& e) {
    throw InputError("error: " + safe_text(e.what(), Lines::Keep) + "\n");
  }
}

}  // namespace

PyGame::PyGame(const std::vector<std::string>& packs, const std::string& content_dir)
    : refs_(packs),
      content_dir_(content_dir.empty() ? find_content_dir().path : content_dir),
      game_(load_packs(packs, content_dir_)),
      runner_(start_runner(game_)),
      engine_(std::make_unique<Engine>(game_->rules(), runner_.hooks())),
      slots_(game_->rules()),
      view_(game_->rules(), false),
      full_(game_->rules(), true) {}

int PyGame::min_players() const {
  return game_->min_players();
}

int PyGame::max_players() const {
  return game_->max_players();
}

namespace {

// The first State of a new game; InputError for a player count the packs have no setup for.
State new_game(PyGame& game, int players, std::uint64_t seed, bool random_draft) {
  GameOptions o;
  o.random_draft = random_draft;
  try {
    return game.engine().new_game(players, seed, o);
  } catch (const std::invalid_argument& e) {
    throw InputError(e.what());
  }
}

}  // namespace

GameState::GameState(std::shared_ptr<PyGame> game, int players, std::uint64_t seed,
                     bool random_draft)
    : game_(std::move(game)),
      g_(game_->engine(), new_game(*game_, players, seed, random_draft)),
      seed_(seed),
      random_draft_(random_draft) {}

int GameState::current_player() const {
  const Id seat = g_.current_seat();
  return seat == kNone ? -1 : seat;
}

const ActionList& GameState::legal() {
  return g_.legal_actions();
}

std::vector<int> GameState::legal_slots() {
  return game_->slots().slots_of(legal());
}

std::string GameState::action_to_string(int slot) {
  auto a = game_->slots().action_of(slot, legal());
  if (!a)
    throw InputError(fmt::format("slot {} ({}) is not a legal action now", slot,
                                 slot >= 0 && slot < game_->slots().size()
                                     ? game_->slots().name(slot)
                                     : std::string("out of range")));
  return game_->engine().to_text(g_.state(), *a);
}

void GameState::apply(const Action& a) {
  Engine& e = game_->engine();
  std::string text = e.to_text(g_.state(), a);
  // The Game's Engine is this one: what the action does is recorded here (a failed action
  // records nothing, and a Game's replays from its checkpoint never record).
  EventLog events;
  e.record_events(&events);
  std::optional<std::string> err;
  try {
    err = g_.apply(a);
  } catch (...) {
    e.record_events(nullptr);
    throw;
  }
  e.record_events(nullptr);
  if (err) throw InputError(*err);
  events_ = std::move(events);
  log_.push_back(std::move(text));
}

void GameState::apply_slot(int slot) {
  auto a = game_->slots().action_of(slot, legal());
  if (!a)
    throw InputError(fmt::format("slot {} is not a legal action now{}", slot,
                                 slot >= 0 && slot < game_->slots().size()
                                     ? " (" + game_->slots().name(slot) + ")"
                                     : std::string(" (out of range)")));
  apply(*a);
}

void GameState::apply_text(const std::string& text) {
  std::string error;
  auto a = game_->engine().parse(g_.state(), text, &error);
  if (!a) throw InputError(error);
  apply(*a);
}

std::vector<SeatScore> GameState::scores() const {
  return game_->engine().score(g_.state());
}

std::vector<double> GameState::returns() const {
  std::vector<double> r(static_cast<std::size_t>(players()), 0.0);
  if (!g_.over()) return r;
  const auto sc = scores();
  int winners = 0;
  for (const auto& x : sc) winners += x.winner;
  for (const auto& x : sc)
    if (x.winner && winners > 0) r[static_cast<std::size_t>(x.seat)] = 1.0 / winners;
  return r;
}

std::string GameState::serialize(const std::vector<std::string>& seats) const {
  GameLog rec;
  rec.engine = engine_version();
  rec.packs = logged_packs(game_->rules());
  rec.players = players();
  rec.seed = seed_;
  rec.random_draft = random_draft_;
  rec.seats = seats;
  if (rec.seats.empty()) rec.seats.assign(static_cast<std::size_t>(players()), "python");
  rec.actions = log_;
  rec.game_over = g_.over();
  rec.round = g_.state().round;
  rec.state_hash = hex64(state_hash(game_->rules(), g_.state()));
  return log_to_json(rec).dump();
}

GameState GameState::deserialize(std::shared_ptr<PyGame> game, const std::string& text) {
  GameLog rec;
  try {
    rec = log_from_json(nlohmann::json::parse(text));
  } catch (const std::exception& e) {
    throw InputError(std::string("not a governor log: ") + e.what());
  }
  for (const auto& p : rec.packs) {
    bool found = false;
    for (const auto& have : game->rules().packs)
      if (have.id == p.id) {
        found = true;
        if (!p.content_hash.empty() && have.content_hash != p.content_hash)
          throw InputError(fmt::format("pack '{}' changed since the log was written", p.id));
      }
    if (!found) throw InputError(fmt::format("the log needs pack '{}', not loaded", p.id));
  }
  GameState g(std::move(game), rec.players, rec.seed, rec.random_draft);
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    try {
      g.apply_text(rec.actions[i]);
    } catch (const InputError& e) {
      throw InputError(
          fmt::format("action {} '{}' no longer applies: {}", i + 1, rec.actions[i], e.what()));
    }
  }
  if (!rec.state_hash.empty() &&
      hex64(state_hash(g.game_->rules(), g.g_.state())) != rec.state_hash)
    throw InputError("the replayed game does not end in the recorded state");
  return g;
}

}  // namespace gov::py
