#include "py_game.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/state_json.hpp"
#include "game/game_log.hpp"
#include "tools/sim.hpp"

namespace gov::py {

namespace {

std::unique_ptr<tools::PackSession> open_packs(const std::vector<std::string>& refs,
                                               const std::string& dir) {
  std::ostringstream err;
  auto p = tools::PackSession::open(refs, err, dir.empty() ? tools::default_content_dir() : dir);
  if (!p) throw InputError(err.str());
  return p;
}

}  // namespace

LoadedGame::LoadedGame(const std::vector<std::string>& packs, const std::string& content_dir)
    : refs_(packs),
      content_dir_(content_dir.empty() ? tools::default_content_dir() : content_dir),
      packs_(open_packs(packs, content_dir)),
      engine_(std::make_unique<Engine>(packs_->rules(), packs_->hooks())),
      slots_(packs_->rules()),
      view_(packs_->rules(), false),
      full_(packs_->rules(), true) {}

int LoadedGame::min_players() const {
  int m = kMaxSeats;
  for (const auto& t : rules().setups) m = std::min(m, t.players);
  return m;
}

int LoadedGame::max_players() const {
  int m = 0;
  for (const auto& t : rules().setups) m = std::max(m, t.players);
  return m;
}

GameState::GameState(std::shared_ptr<LoadedGame> game, int players, std::uint64_t seed,
                     bool random_draft)
    : game_(std::move(game)), seed_(seed), random_draft_(random_draft) {
  GameOptions o;
  o.random_draft = random_draft;
  try {
    s_ = game_->engine().new_game(players, seed, o);
  } catch (const std::invalid_argument& e) {
    throw InputError(e.what());
  }
}

int GameState::current_player() const {
  const Id seat = game_->engine().current_seat(s_);
  return seat == kNone ? -1 : seat;
}

const ActionList& GameState::legal() {
  if (!listed_) {
    game_->engine().legal_actions(s_, legal_);
    listed_ = true;
  }
  return legal_;
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
  return game_->engine().to_text(s_, *a);
}

void GameState::apply(const Action& a) {
  Engine& e = game_->engine();
  std::string text = e.to_text(s_, a);
  EventLog events;
  e.record_events(&events);
  auto err = e.apply(s_, a);
  e.record_events(nullptr);
  if (err) throw InputError(*err);
  listed_ = false;
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
  auto a = game_->engine().parse(s_, text, &error);
  if (!a) throw InputError(error);
  apply(*a);
}

std::vector<SeatScore> GameState::scores() const {
  return game_->engine().score(s_);
}

std::vector<double> GameState::returns() const {
  std::vector<double> r(static_cast<std::size_t>(s_.num_players), 0.0);
  if (!s_.over()) return r;
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
  rec.players = s_.num_players;
  rec.seed = seed_;
  rec.random_draft = random_draft_;
  rec.seats = seats;
  if (rec.seats.empty()) rec.seats.assign(static_cast<std::size_t>(s_.num_players), "python");
  rec.actions = log_;
  rec.game_over = s_.over();
  rec.round = s_.round;
  rec.state_hash = tools::hex64(state_hash(game_->rules(), s_));
  return log_to_json(rec).dump();
}

GameState GameState::deserialize(std::shared_ptr<LoadedGame> game, const std::string& text) {
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
  if (!rec.state_hash.empty() && tools::hex64(state_hash(g.game_->rules(), g.s_)) != rec.state_hash)
    throw InputError("the replayed game does not end in the recorded state");
  return g;
}

}  // namespace gov::py
