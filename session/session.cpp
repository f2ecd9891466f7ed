#include "session/session.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "game/bots/bots.hpp"
#include "session/event_text.hpp"
#include "session/whole_outcomes.hpp"

namespace gov::session {

namespace {

std::uint64_t mix64(std::uint64_t x) {  // splitmix64
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

bool drew_tile(const EventLog& events) {
  return std::any_of(events.begin(), events.end(),
                     [](const GameEvent& e) { return e.kind == EventKind::TileDrawn; });
}

}  // namespace

std::unique_ptr<Session> Session::create(const Ruleset& rules, HookHost* hooks,
                                         const SessionConfig& config, const AgentFactory& agents,
                                         std::string* error) {
  std::unique_ptr<Session> s(new Session(rules, hooks));
  if (!s->setup(config, agents, error)) return nullptr;
  return s;
}

bool Session::setup(const SessionConfig& config, const AgentFactory& agents, std::string* error) {
  config_ = config;
  if (config_.seats.empty()) config_.seats.assign(static_cast<std::size_t>(config_.players), "");
  if (static_cast<int>(config_.seats.size()) != config_.players) {
    *error = fmt::format("{} seats named for {} players", config_.seats.size(), config_.players);
    return false;
  }
  if (rules().setup_for(config_.players) == nullptr) {
    *error = fmt::format("these packs have no setup for {} players", config_.players);
    return false;
  }
  for (auto& spec : config_.seats) {
    if (spec.empty()) spec = std::string(kHuman);
    if (spec == kHuman) {
      agents_.push_back(nullptr);
      continue;
    }
    auto agent = agents ? agents(spec) : nullptr;
    if (!agent) {
      *error = fmt::format("unknown seat kind '{}'", spec);
      return false;
    }
    agents_.push_back(std::move(agent));
  }
  if (config_.seat_streams)
    for (int p = 0; p < config_.players; ++p) streams_.push_back(seat_rng(config_.seed, p));
  if (config_.start && config_.start->num_players != config_.players) {
    *error = fmt::format("the start position has {} players, not {}", config_.start->num_players,
                         config_.players);
    return false;
  }
  try {
    state_ = first_position();
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
  relist();
  return true;
}

std::unique_ptr<Session> Session::resume(const Ruleset& rules, HookHost* hooks,
                                         const GameLog& record, const AgentFactory& agents,
                                         const std::string& save_path, std::string* error) {
  const auto problems = resume_problems(rules, record);
  if (!problems.empty()) {
    *error = "cannot resume this save: " + fmt::format("{}", fmt::join(problems, "; "));
    return nullptr;
  }
  SessionConfig config;
  config.players = record.players;
  config.seed = record.seed;
  config.random_draft = record.random_draft;
  config.variant = record.variant;
  config.seats = record.seats;
  std::unique_ptr<Session> s(new Session(rules, hooks));
  if (!s->setup(config, agents, error)) return nullptr;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    std::string why;
    const auto a = s->engine_.parse(s->state_, record.actions[i], &why);
    const Id seat = s->current_seat();
    const auto err =
        a ? s->apply_one(*a, seat != kNone && s->is_human(seat)) : std::optional<std::string>(why);
    if (err) {
      *error = fmt::format("action {} of the save ('{}') no longer applies: {}", i + 1,
                           record.actions[i], *err);
      return nullptr;
    }
  }
  if (!record.state_hash.empty() &&
      fmt::format("{:016x}", state_hash(rules, s->state_)) != record.state_hash) {
    *error = "the replayed game differs from the saved one (state hash)";
    return nullptr;
  }
  s->config_.save_path = save_path;
  return s;
}

bool Session::is_human(int seat) const {
  return seat >= 0 && seat < static_cast<int>(agents_.size()) && !agents_[seat];
}

bool Session::human_to_move() const {
  const Id seat = current_seat();
  return !over() && seat != kNone && is_human(seat);
}

void Session::relist() {
  legal_.clear();
  if (!over()) engine_.legal_actions(state_, legal_);
}

std::uint64_t Session::decision_seed(std::size_t index) const {
  return mix64(config_.seed ^ mix64(0xDEC1510ULL + index));
}

std::vector<ActionInfo> Session::describe_legal() {
  return describe_actions(engine_, state_, legal_);
}

std::optional<std::string> Session::apply_one(const Action& a, bool by_human) {
  Decision d;
  d.seat = current_seat();
  d.by_human = by_human;
  d.text = engine_.to_text(state_, a);
  d.label = action_label(engine_, state_, a);
  d.round = state_.round;
  d.action = a;
  d.governor = state_.governor;
  if (a.type == ActionType::Role && a.a < state_.num_roles) d.role = state_.roles[a.a].role;
  const Rng before = state_.rng;
  // A placement's seat before it (a copy, for placements only), for the journal's whole
  // arrangement (whole_outcomes.hpp): the engine places the rest once one way is left and,
  // before the seat's first placement of its turn, what had one way only.
  std::optional<SeatState> seat_before;
  if (a.type == ActionType::Place) {
    const auto last = std::find_if(history_.rbegin(), history_.rend(),
                                   [&](const Decision& h) { return h.seat == d.seat; });
    const bool first = last == history_.rend() || last->placed.empty();
    seat_before = placing_from(state_.seat(d.seat), first);
  }
  const auto cards_before = state_.card_at;
  engine_.record_events(&d.events);
  auto error = engine_.apply(state_, a);
  engine_.record_events(nullptr);
  if (error) {
    // A listed action that fails was not refused (the engine's refusal names the action
    // already): a hook or a rule broke while it ran, which the message alone may not say
    // (a hook's error names its building and line). Name the action, as `governor sim`
    // does (decisions counted from 0, as there).
    if (std::find(legal_.begin(), legal_.end(), a) != legal_.end())
      return error_for_reader(
          fmt::format("'{}' failed at decision {}: {}", d.text, history_.size(), *error), *error);
    return error;
  }
  if (seat_before) d.placed = placements_made(rules(), *seat_before, state_.seat(d.seat));
  d.revealed = !(state_.rng == before) || drew_tile(d.events);
  if (a.type == ActionType::Use)
    d.operand_hidden_from = hidden_operand(rules(), cards_before, state_, a, d.seat);
  history_.push_back(std::move(d));
  relist();
  return std::nullopt;
}

void Session::changed() {
  ++version_;
  planned_.clear();
  planned_placements_.clear();
  planned_seat_ = -1;
  if (config_.save_path.empty()) return;
  if (writer_ && !config_.start) {
    // Queued; settle() waits for it. A save still pending from an earlier change is
    // superseded (this one holds its decisions too), and settle() waits for this one.
    if (pending_ && pending_->done() && !pending_->wait()) {
      settle();  // written: does not wait, cannot fail
    } else if (pending_) {
      // Still being written (or failed: the new save holds its decisions too, and may
      // succeed): kept, so a failure of the new one goes back only as far as needed.
      older_pending_ = std::move(pending_);
      older_actions_ = std::move(pending_actions_);
      older_redo_ = std::move(pending_redo_);
    }
    GameLog r = record();
    std::string text = log_text(r);
    pending_actions_ = std::move(r.actions);
    pending_redo_ = redo_;  // usually empty: the undone tails, if any
    pending_ = writer_->submit(config_.save_path, std::move(text));
    return;
  }
  const auto err = save(config_.save_path);
  save_error_ = err ? *err : std::string();
}

void Session::use_writer(SaveWriter* writer) {
  writer_ = writer;
  saved_actions_.clear();
  for (const auto& d : history_) saved_actions_.push_back(d.text);
  saved_redo_ = redo_;
}

std::optional<std::string> Session::settle() {
  if (!pending_) return std::nullopt;
  auto error = pending_->wait();
  pending_.reset();
  auto older = std::move(older_pending_);
  older_pending_.reset();
  if (!error) {
    save_error_.clear();
    saved_actions_ = std::move(pending_actions_);
    saved_redo_ = std::move(pending_redo_);
    return std::nullopt;
  }
  if (older && !older->wait()) {
    saved_actions_ = std::move(older_actions_);
    saved_redo_ = std::move(older_redo_);
  }
  // Back to the last good save: its actions replayed (as resume does), the undo stack of
  // then. A new version: a view of the failed change may have been seen (a bot's move).
  state_ = first_position();
  history_.clear();
  for (const auto& text : saved_actions_) {
    std::string why;
    const auto a = engine_.parse(state_, text, &why);
    const Id seat = current_seat();
    if (!a || apply_one(*a, seat != kNone && is_human(seat)))
      throw std::logic_error("settle: the saved actions did not replay: " + why);
  }
  relist();
  redo_ = saved_redo_;
  ++version_;
  planned_.clear();
  planned_placements_.clear();
  planned_seat_ = -1;
  save_error_ = *error;
  return error;
}

std::optional<std::string> Session::play(const Action& a) {
  if (over()) return std::string("the game is over");
  if (!human_to_move())
    return fmt::format("{} is played by {}", seat_name(current_seat()),
                       agents_[current_seat()]->name());
  if (auto err = apply_one(a, true)) return err;
  redo_.clear();
  changed();
  return std::nullopt;
}

std::optional<std::string> Session::play_text_at(std::uint64_t version, std::string_view text) {
  if (version != version_) return std::string(kStaleVersion);
  return play_text(text);
}

bool Session::step_agent(std::string* error) {
  if (over()) return false;
  const Id seat = current_seat();
  if (seat == kNone || is_human(seat)) return false;
  Action a;
  try {
    a = streams_.empty()
            ? agents_[seat]->choose(engine_, state_, legal_, decision_seed(history_.size()))
            : agents_[seat]->choose_from_stream(engine_, state_, legal_, streams_[seat]);
  } catch (const std::exception& e) {
    // A hook failing while a bot thinks (a score hook at a position its search reaches)
    // stops that bot's move, never the program: the game waits, the error is told.
    if (error)
      *error = fmt::format("{} ({}) could not decide: {}", seat_name(seat), agents_[seat]->name(),
                           error_for_reader(e.what(), e.what()));
    return false;
  }
  if (auto err = apply_one(a, false)) {
    // The engine's refusal of a bot's move names the cards it tried and could play: the
    // table reads the failure only (apply_one words a hook's failure so already).
    const bool refused = std::find(legal_.begin(), legal_.end(), a) == legal_.end();
    if (error)
      *error = fmt::format("{} ({}): {}", seat_name(seat), agents_[seat]->name(),
                           refused ? error_for_reader(*err, *err, "the bot's move") : *err);
    return false;
  }
  redo_.clear();
  changed();
  return true;
}

std::optional<std::string> Session::run_agents() {
  std::string error;
  while (step_agent(&error)) {
  }
  if (!error.empty()) return error;
  return std::nullopt;
}

bool Session::seat_agent(int seat, const std::string& kind, const AgentFactory& agents,
                         std::string* error) {
  if (seat < 0 || seat >= config_.players) {
    *error = fmt::format("no seat {} in a game of {} players", seat + 1, config_.players);
    return false;
  }
  if (!is_human(seat)) {
    *error = fmt::format("{} is played by {} already", seat_name(seat), agents_[seat]->name());
    return false;
  }
  auto agent = kind == kHuman || !agents ? nullptr : agents(kind);
  if (!agent) {
    *error = fmt::format("unknown bot kind '{}'", kind);
    return false;
  }
  agents_[seat] = std::move(agent);
  config_.seats[seat] = kind;
  // What a resume of the save (whose seats name the bot) would hold: the seat's decisions
  // replayed as a bot's. The actions, their order and the State are untouched.
  for (auto& d : history_)
    if (d.seat == seat) d.by_human = false;
  redo_.clear();
  changed();
  return true;
}

State Session::first_position() const {
  if (config_.start) return *config_.start;
  GameOptions options;
  options.random_draft = config_.random_draft;
  options.variant = config_.variant;
  return engine_.new_game(config_.players, config_.seed, options);
}

void Session::rewind_to(std::size_t n) {
  state_ = first_position();
  for (std::size_t i = 0; i < n; ++i) {
    // The prefix applied before with these rules: it applies again, identically.
    if (auto err = engine_.apply_text(state_, history_[i].text))
      throw std::logic_error("undo: the log's prefix did not replay: " + *err);
  }
  history_.resize(n);
  relist();
}

std::string Session::error_for_reader(std::string full, const std::string& hook_error,
                                      const char* culprit) const {
  if (!operator_log_) return full;
  ActionFailure f = action_failure(rules(), std::move(full), hook_error);
  if (culprit != nullptr) f.culprit = culprit;
  operator_log_(f);
  return table_text(f, operator_log_where_);
}

std::optional<UndoRefusal> Session::undo_refusal(int seat) const {
  using Why = UndoRefusal::Why;
  if (!is_human(seat)) return UndoRefusal{Why::NotAPerson, seat, 0};
  // The end is final (#47): the last table has shown every seat's hidden cards and final
  // builds, so a taken-back payment would be replayed knowing them.
  if (over()) return UndoRefusal{Why::GameOver, seat, 0};
  int mine = -1;
  for (int i = static_cast<int>(history_.size()) - 1; i >= 0; --i)
    if (history_[i].seat == seat && history_[i].by_human) {
      mine = i;
      break;
    }
  if (mine < 0) return UndoRefusal{Why::NothingYet, seat, 0};
  for (std::size_t j = static_cast<std::size_t>(mine); j < history_.size(); ++j) {
    const Decision& d = history_[j];
    if (d.revealed) return UndoRefusal{Why::Revealed, d.seat, j};
    if (d.by_human && d.seat != seat) return UndoRefusal{Why::PlayedSince, d.seat, j};
  }
  return std::nullopt;
}

bool Session::can_undo(int seat, std::string* why) const {
  const auto refusal = undo_refusal(seat);
  // Worded for the seat that asks, which reads it (a later move of another seat as that
  // seat may see it).
  if (refusal && why) *why = refusal_text(rules(), *refusal, history_, viewer(seat));
  return !refusal;
}

std::optional<std::string> Session::undo(int seat) {
  std::string why;
  if (!can_undo(seat, &why)) return "cannot undo: " + why;
  std::size_t mine = history_.size();
  while (mine-- > 0)
    if (history_[mine].seat == seat && history_[mine].by_human) break;
  redo_.emplace_back(std::make_move_iterator(history_.begin() + static_cast<long>(mine)),
                     std::make_move_iterator(history_.end()));
  streams_.clear();  // a seat's stream cannot be rewound: seeds per decision from here
  rewind_to(mine);
  changed();
  return std::nullopt;
}

bool Session::can_redo(int seat) const {
  return !over() && !redo_.empty() && !redo_.back().empty() && redo_.back().front().seat == seat &&
         current_seat() == seat;
}

std::optional<std::string> Session::redo(int seat) {
  if (over()) return std::string("cannot redo: the game is over");
  if (!can_redo(seat)) return std::string("nothing to redo");
  std::vector<Decision> tail = std::move(redo_.back());
  redo_.pop_back();
  for (const auto& d : tail) {
    std::string why;
    // A failure here quotes no move's text nor a hook's message: the decisions redone
    // include other seats' (seat_eyes.hpp), and the seat that asked reads the answer.
    const auto a = engine_.parse(state_, d.text, &why);
    if (!a || apply_one(*a, d.by_human))
      return fmt::format("cannot redo: {}'s decision no longer applies", seat_name(d.seat));
  }
  changed();
  return std::nullopt;
}

std::vector<const Decision*> Session::since_last_decision_of(int seat) const {
  std::size_t from = 0;
  for (std::size_t i = history_.size(); i-- > 0;)
    if (history_[i].seat == seat && history_[i].by_human) {
      from = i + 1;
      break;
    }
  std::vector<const Decision*> out;
  for (std::size_t i = from; i < history_.size(); ++i) out.push_back(&history_[i]);
  return out;
}

GameLog Session::record() const {
  GameLog r;
  r.engine = engine_version();
  r.packs = logged_packs(rules());
  r.players = config_.players;
  r.seed = config_.seed;
  r.random_draft = config_.random_draft;
  r.variant = config_.variant;
  r.seats = config_.seats;
  for (const auto& d : history_) r.actions.push_back(d.text);
  r.game_over = over();
  r.round = state_.round;
  r.state_hash = fmt::format("{:016x}", state_hash(rules(), state_));
  return r;
}

std::optional<std::string> Session::save(const std::string& path) const {
  if (config_.start)
    return "a game started from a position (--from) cannot be saved: a save replays from the "
           "seed's deal";
  return save_record(path, record(), config_.sync_saves);
}

}  // namespace gov::session
