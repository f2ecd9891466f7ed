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
#include "session/seat_eyes.hpp"

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

// The first State of a new game, its draws named by `draws` (or the shuffle's when null);
// InputError for a player count the packs have no setup for.
State GameState::start(PyGame& game, int players, std::uint64_t seed, bool random_draft,
                       const std::string& variant, DrawHook* draws) {
  GameOptions o;
  o.random_draft = random_draft;
  o.variant = variant;
  Engine& e = game.engine();
  e.choose_draws(draws);
  try {
    State s = e.new_game(players, seed, o);
    e.choose_draws(nullptr);
    return s;
  } catch (const std::invalid_argument& err) {
    e.choose_draws(nullptr);
    throw InputError(err.what());
  } catch (...) {
    e.choose_draws(nullptr);
    throw;
  }
}

GameState::GameState(std::shared_ptr<PyGame> game, int players, std::uint64_t seed,
                     bool random_draft, bool explicit_chance, std::string variant)
    : game_(std::move(game)),
      g_(game_->engine(), start(*game_, players, seed, random_draft, variant, nullptr)),
      seed_(seed),
      random_draft_(random_draft),
      variant_(std::move(variant)),
      explicit_(explicit_chance) {
  if (!explicit_) return;
  auto p = std::make_shared<Pending>();
  p->setup = true;
  pending_ = std::move(p);
  resolve();  // a chance node when the setup draws a tile
}

int GameState::current_player() const {
  if (pending_ != nullptr) return kChancePlayer;
  const Id seat = g_.current_seat();
  return seat == kNone ? -1 : seat;
}

const ActionList& GameState::legal() {
  return g_.legal_actions();
}

std::vector<int> GameState::legal_slots() {
  if (pending_ != nullptr) {
    std::vector<int> out;
    for (const auto& [kind, p] : chance_outcomes()) out.push_back(kind);
    return out;
  }
  return game_->slots().slots_of(legal());
}

std::string GameState::action_to_string(int slot) {
  if (pending_ != nullptr) return outcome_to_string(slot);
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
  const int actor = current_player();
  if (explicit_) {
    refuse_at_chance("apply_action(slot)");
    const auto pending_before_cards = g_.state().card_at;
    auto p = std::make_shared<Pending>();
    p->before = g_.state();
    p->action = a;
    auto keep = pending_;
    pending_ = std::move(p);
    try {
      resolve();
    } catch (...) {
      pending_ = keep;
      throw;
    }
    log_.push_back(std::move(text));
    actors_.push_back(actor);
    hidden_from_.push_back(
        session::hidden_operand(game_->rules(), pending_before_cards, g_.state(), a, actor));
    return;
  }
  // The Game's Engine is this one: what the action does is recorded here (a failed action
  // records nothing, and a Game's replays from its checkpoint never record).
  EventLog events;
  // The State before the action, for the rewards of kind vp (kept once the action applied).
  before_[1 - prev_] = g_.state();
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
  actors_.push_back(actor);
  hidden_from_.push_back(
      session::hidden_operand(game_->rules(), before_[1 - prev_].card_at, g_.state(), a, actor));
  prev_ = 1 - prev_;
  has_prev_ = true;
}

void GameState::apply_slot(int slot) {
  if (pending_ != nullptr) return apply_outcome(slot);
  auto a = game_->slots().action_of(slot, legal());
  if (!a)
    throw InputError(fmt::format("slot {} is not a legal action now{}", slot,
                                 slot >= 0 && slot < game_->slots().size()
                                     ? " (" + game_->slots().name(slot) + ")"
                                     : std::string(" (out of range)")));
  apply(*a);
}

void GameState::apply_text(const std::string& text) {
  if (pending_ != nullptr) {
    const std::string head = "draw ";
    const auto& kinds = game_->rules().tile_kinds;
    for (std::size_t k = 0; k < kinds.size(); ++k)
      if (text == head + kinds[k].id) return apply_outcome(static_cast<int>(k));
    throw InputError("a chance node: the outcomes are 'draw <tile kind>' (chance_outcomes())");
  }
  std::string error;
  auto a = game_->engine().parse(g_.state(), text, &error);
  if (!a) throw InputError(error);
  apply(*a);
}

std::vector<SeatScore> GameState::scores() const {
  return game_->engine().score(g_.state());
}

std::vector<double> GameState::returns(Reward kind) const {
  std::vector<double> r(static_cast<std::size_t>(players()), 0.0);
  if (pending_ != nullptr) return r;  // a chance node is not the end
  if (kind == Reward::Vp || g_.over()) values_of(scores(), kind, r.data());
  return r;
}

std::vector<double> GameState::rewards(Reward kind) const {
  std::vector<double> r(static_cast<std::size_t>(players()), 0.0);
  if (pending_ != nullptr) return r;
  if (kind != Reward::Vp) return returns(kind);
  if (!has_prev_) return r;
  std::vector<double> before(r.size(), 0.0);
  values_of(game_->engine().score(before_[prev_]), kind, before.data());
  values_of(scores(), kind, r.data());
  for (std::size_t i = 0; i < r.size(); ++i) r[i] -= before[i];
  return r;
}

std::string GameState::serialize(const std::vector<std::string>& seats) const {
  if (resampled_)
    throw InputError(
        "a resampled state is not this seed's game: serialize the state it was drawn from");
  if (explicit_)
    throw InputError(
        "an explicit-chance game is not a governor log (its draws are not the seed's): "
        "history() lists its actions and draws");
  GameLog rec;
  rec.engine = engine_version();
  rec.packs = logged_packs(game_->rules());
  rec.players = players();
  rec.seed = seed_;
  rec.random_draft = random_draft_;
  rec.variant = variant_;
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
  GameState g(std::move(game), rec.players, rec.seed, rec.random_draft, false, rec.variant);
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
