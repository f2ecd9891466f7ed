#include "server/game_table.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "core/did_you_mean.hpp"
#include "core/json_integers.hpp"
#include "core/safe_text.hpp"
#include "server/event_streams.hpp"
#include "server/request.hpp"
#include "server/tokens.hpp"
#include "session/fresh_seed.hpp"
#include "session/save_file.hpp"

namespace gov::server {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

// A pack's error text is the operator's (session/action_failure.hpp): the server's log (its
// standard error) gets it whole with its id; every seat reads which power failed and the id.
void errors_to_log(session::Session& s, const std::string& game) {
  s.send_errors_to_operator(
      [game](const session::ActionFailure& f) {
        std::cerr << fmt::format("governor serve: game {}: error {}: {}\n", game, f.id,
                                 safe_text(f.full, Lines::Keep));
      },
      "its full text is in the server's log");
}

ApiError bad(std::string message) {
  return {400, "bad_request", std::move(message)};
}

std::vector<std::string> string_list(const nlohmann::json& j, const char* field) {
  std::vector<std::string> out;
  if (!j.contains(field)) return out;
  const auto& v = j.at(field);
  if (!v.is_array() || v.size() > 16)
    throw std::invalid_argument(fmt::format("'{}' must be a list of at most 16 strings", field));
  for (const auto& e : v) {
    if (!e.is_string() || e.get<std::string>().empty() || e.get<std::string>().size() > 64)
      throw std::invalid_argument(
          fmt::format("'{}' must hold strings of 1 to 64 characters", field));
    out.push_back(e.get<std::string>());
  }
  return out;
}

}  // namespace

nlohmann::json access_to_json(const SeatAccess& a) {
  return {{"host_token", a.host_token},         {"seat_tokens", a.seat_tokens},
          {"secret_chips", a.secret_chips},     {"hot_seat", a.hot_seat},
          {"dropped_tokens", a.dropped_tokens}, {"ended", a.ended}};
}

SeatAccess access_from_json(const nlohmann::json& j) {
  SeatAccess a;
  a.host_token = j.at("host_token").get<std::string>();
  a.seat_tokens = j.at("seat_tokens").get<std::vector<std::string>>();
  a.secret_chips = j.value("secret_chips", false);  // absent in the files of older servers
  a.hot_seat = j.value("hot_seat", false);          // likewise: their host sees its own seat
  // Likewise: no seat given to a bot, not ended.
  if (j.contains("dropped_tokens"))
    a.dropped_tokens = j.at("dropped_tokens").get<std::vector<std::string>>();
  a.dropped_tokens.resize(a.seat_tokens.size());
  a.ended = j.value("ended", false);
  return a;
}

bool GameRoom::is_host(const std::string& token) const {
  return same_token(token, access_.host_token);
}

int GameRoom::host_seat() const {
  for (std::size_t i = 0; i < access_.seat_tokens.size(); ++i)
    if (!access_.seat_tokens[i].empty()) return static_cast<int>(i);
  return -1;
}

bool GameRoom::many_screens() const {
  return !access_.hot_seat && std::count_if(access_.seat_tokens.begin(), access_.seat_tokens.end(),
                                            [](const std::string& t) { return !t.empty(); }) > 1;
}

bool GameRoom::may_act(int seat, const std::string& token) const {
  return refusal(seat, token).empty();
}

std::string GameRoom::dropped_refusal(const std::string& token) const {
  for (std::size_t i = 0; i < access_.dropped_tokens.size(); ++i)
    if (same_token(token, access_.dropped_tokens[i])) {
      const auto& seats = session->config().seats;
      return fmt::format(
          "seat {} is played by a bot ({}) now: the host gave it to a bot, so this link no "
          "longer plays it; the game may still be watched without a token",
          i + 1, i < seats.size() ? seats[i] : std::string("a bot"));
    }
  return "";
}

void GameRoom::drop_token(int seat) {
  const auto i = static_cast<std::size_t>(seat);
  access_.dropped_tokens.resize(access_.seat_tokens.size());
  if (i >= access_.seat_tokens.size() || access_.seat_tokens[i].empty()) return;
  access_.dropped_tokens[i] = std::move(access_.seat_tokens[i]);
  access_.seat_tokens[i].clear();
}

std::string GameRoom::refusal(int seat, const std::string& token) const {
  const std::string no = "this token does not act for that seat";
  if (auto dropped = dropped_refusal(token); !dropped.empty()) return dropped;
  if (seat < 0 || seat >= static_cast<int>(access_.seat_tokens.size())) return no;
  const std::string& own = access_.seat_tokens[static_cast<std::size_t>(seat)];
  if (own.empty()) return no;  // a bot's seat: no token acts for it
  if (same_token(token, own)) return "";
  if (!is_host(token)) return no;
  if (!many_screens() || seat == host_seat()) return "";
  return fmt::format(
      "the host token plays seat {} only: seat {} is another person's, who plays it from "
      "its own link (its hand and choices are theirs alone); the host token may open that "
      "seat for everyone only in a hot seat (`hot_seat` when the game is made)",
      host_seat() + 1, seat + 1);
}

GameTable::GameTable(TableConfig config) : config_(std::move(config)) {
  if (!config_.saves_dir.empty()) {
    fs::create_directories(config_.saves_dir);
    writer_ = std::make_unique<session::SaveWriter>(config_.sync_saves, [this] {
      {
        std::lock_guard lock(mutex_);
        written_ = true;
      }
      wake_.notify_all();
    });
  }
  const std::size_t threads = std::max<std::size_t>(1, config_.bot_threads);
  for (std::size_t i = 0; i < threads; ++i) bots_.emplace_back([this] { bot_loop(); });
}

GameTable::~GameTable() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  for (auto& t : bots_) t.join();
  writer_.reset();  // writes what is queued; its callback still finds mutex_ and wake_
}

std::string GameTable::save_path(const std::string& id) const {
  return config_.saves_dir.empty() ? "" : (fs::path(config_.saves_dir) / (id + ".json")).string();
}

std::string GameTable::access_path(const std::string& id) const {
  return (fs::path(config_.saves_dir) / (id + ".seats.json")).string();
}

std::variant<nlohmann::json, ApiError> GameTable::create(const nlohmann::json& req) {
  if (!req.is_object()) return bad("the body must be a JSON object");
  session::SessionConfig cfg;
  std::vector<std::string> packs;
  nlohmann::json seed;
  bool hot_seat = false;
  try {
    packs = string_list(req, "packs");
    cfg.seats = string_list(req, "seats");
    cfg.players =
        int_or(req, "players", static_cast<int>(cfg.seats.empty() ? 4 : cfg.seats.size()), 0, 1000);
    seed = req.value("seed", nlohmann::json(nullptr));
    if (seed.is_number_unsigned()) {
      cfg.seed = seed.get<std::uint64_t>();
    } else if (seed.is_null()) {
      cfg.seed = session::fresh_seed();
    } else {
      return bad("'seed' must be a whole number of 0 or more");
    }
    const auto hot = req.value("hot_seat", nlohmann::json(nullptr));
    if (hot.is_boolean())
      hot_seat = hot.get<bool>();
    else if (!hot.is_null())
      return bad("'hot_seat' must be true or false");
    const std::string draft = req.value("draft", std::string("played"));
    if (draft != "played" && draft != "random") return bad("'draft' is 'played' or 'random'");
    cfg.random_draft = draft == "random";
    // A start variant (GET /api/info lists each pack's): the game's setup checks the id.
    if (req.contains("variant")) {
      ApiError error;
      const auto variant = string_field(req, "variant", 64, &error);
      if (!variant) return error;
      cfg.variant = *variant;
    }
    // Secret VP chips: on by default when more than one person plays (each from a link
    // of their own), off for a game of one person against bots.
    const auto secret = req.value("secret_chips", nlohmann::json(nullptr));
    if (secret.is_boolean())
      cfg.secret_chips = secret.get<bool>();
    else if (!secret.is_null())
      return bad("'secret_chips' must be true or false");
    else
      cfg.secret_chips = std::count(cfg.seats.begin(), cfg.seats.end(), session::kHuman) > 1 ||
                         (cfg.seats.empty() && cfg.players > 1);
  } catch (const std::exception& e) {
    return bad(e.what());
  }
  // The player count is checked against the packs' setup tables once they are loaded; a
  // count no game has is refused first, before naming its seats.
  if (cfg.players < 1 || cfg.players > kMaxSeats)
    return bad(fmt::format("a game has at most {} players", kMaxSeats));
  if (cfg.seats.empty()) cfg.seats.assign(static_cast<std::size_t>(cfg.players), "human");
  if (static_cast<int>(cfg.seats.size()) != cfg.players)
    return bad(fmt::format("{} seats named for {} players", cfg.seats.size(), cfg.players));
  for (const auto& s : cfg.seats)
    if (s != session::kHuman &&
        std::find(config_.bot_kinds.begin(), config_.bot_kinds.end(), s) ==
            config_.bot_kinds.end() &&
        !config_.agents(s)) {
      std::vector<std::string> kinds{std::string(session::kHuman)};
      kinds.insert(kinds.end(), config_.bot_kinds.begin(), config_.bot_kinds.end());
      return bad(fmt::format("unknown seat kind '{}'{}", s, did_you_mean(s, kinds)));
    }
  // People at several screens: the seed is the server's (docs/views.md). The engine is
  // open source, so a seed is the whole deal: one of the players who chose it would know
  // every hand and the deck's order.
  if (!seed.is_null() && !hot_seat &&
      std::count(cfg.seats.begin(), cfg.seats.end(), session::kHuman) > 1)
    return bad(
        "'seed' may not be set in a game of several people who each play from their own "
        "link: whoever chose the seed would know the whole deal (every hand, the order of "
        "the deck), so the server draws it and shows it to every seat when the game is "
        "over. A game of one person against bots, or a hot seat (\"hot_seat\": true, "
        "every person at the host's screen), may set it");
  if (packs.empty()) return bad("'packs' must name at least one pack");
  for (const auto& p : packs)
    if (std::find(config_.pack_choices.begin(), config_.pack_choices.end(), p) ==
        config_.pack_choices.end())
      return bad(fmt::format("unknown pack '{}'", p));
  {
    std::lock_guard lock(mutex_);
    if (rooms_.size() >= config_.max_games)
      return ApiError{503, "too_many_games", "the server holds as many games as it may"};
  }
  std::string error;
  auto loaded = config_.definitions->get(packs, &error);
  if (!loaded) return ApiError{400, "bad_packs", error};
  if (!loaded->rules().setup_for(cfg.players))
    return bad(fmt::format("a game of these packs has {} to {} players", loaded->min_players(),
                           loaded->max_players()));

  SeatAccess access;
  access.secret_chips = cfg.secret_chips;
  access.hot_seat = hot_seat;
  access.host_token = random_token();
  for (const auto& s : cfg.seats)
    access.seat_tokens.push_back(s == session::kHuman ? random_token() : "");
  const std::string id = random_game_id();
  cfg.save_path = save_path(id);
  cfg.sync_saves = config_.sync_saves;
  std::shared_ptr<GameRoom> room;
  try {
    room = std::make_shared<GameRoom>(id, loaded, access);
  } catch (const std::exception& e) {
    return ApiError{
        400, "bad_packs",
        fmt::format("the packs do not load: error: {}\n", safe_text(e.what(), Lines::Keep))};
  }
  room->session =
      session::Session::create(loaded->rules(), room->hooks(), cfg, config_.agents, &error);
  if (!room->session) return bad(error);
  errors_to_log(*room->session, id);
  if (writer_) {
    // Both files on the disk before the game's links are given out, written with the
    // other games' saves.
    auto seats = writer_->submit(access_path(id), access_to_json(access).dump());
    auto game = writer_->submit(cfg.save_path, log_text(room->session->record()));
    const auto seats_error = seats->wait();
    const auto game_error = game->wait();
    if (seats_error || game_error)
      return ApiError{500, "save_failed", seats_error ? *seats_error : *game_error};
    room->session->use_writer(writer_.get());
  }
  {
    std::lock_guard lock(mutex_);
    rooms_[id] = room;
  }
  {
    std::lock_guard lock(room->mutex);
    after_change(*room);
  }
  return nlohmann::json{{"id", id},
                        {"host_token", access.host_token},
                        {"seat_tokens", access.seat_tokens},
                        {"hot_seat", access.hot_seat},
                        {"host_seat", room->host_seat()}};
}

std::optional<std::string> GameTable::save_access(const GameRoom& room) {
  if (!writer_) return std::nullopt;
  return writer_->submit(access_path(room.id()), access_to_json(room.access()).dump())->wait();
}

std::variant<nlohmann::json, ApiError> GameTable::seat_bot(GameRoom& room, const std::string& token,
                                                           int seat, const std::string& kind) {
  auto& s = *room.session;
  const int players = s.config().players;
  if (!room.is_host(token))
    return ApiError{403, "bad_token", "only the host token seats a bot in a person's seat"};
  if (seat < 0 || seat >= players)
    return bad(fmt::format("the seat must be 0 to {} (seat 1 to {})", players - 1, players));
  if (kind == session::kHuman)
    return bad(
        "a seat is given to a bot only: a person joins a game through a seat link when it is "
        "made");
  if (std::find(config_.bot_kinds.begin(), config_.bot_kinds.end(), kind) ==
          config_.bot_kinds.end() &&
      !config_.agents(kind))
    return bad(fmt::format("unknown bot kind '{}'{}", kind, did_you_mean(kind, config_.bot_kinds)));
  if (room.access().ended)
    return ApiError{409, "game_ended", "the host ended this game: its seats stay as they are"};
  if (s.over()) return ApiError{409, "game_over", "the game is over: its seats stay as they are"};
  if (!s.is_human(seat))
    return ApiError{409, "not_a_person",
                    fmt::format("seat {} is played by a bot ({}) already", seat + 1,
                                s.config().seats[static_cast<std::size_t>(seat)])};
  if (seat == room.host_seat())
    return ApiError{409, "host_seat",
                    fmt::format("seat {} is the host's own seat: the host token plays it, and "
                                "it is not given away (end the game instead)",
                                seat + 1)};
  std::string error;
  if (!s.seat_agent(seat, kind, config_.agents, &error)) return bad(error);
  // The game's save first (it names the bot), then the seats file: a restart between the
  // two finds the bot in the save and drops the token itself (find).
  room.drop_token(seat);
  room.last_error.clear();
  auto failed = s.settle();
  if (!failed) failed = save_access(room);
  after_change(room);
  if (failed)
    return ApiError{
        500, "save_failed",
        fmt::format("seat {} is played by the bot now, but saving failed: {}", seat + 1, *failed)};
  return nlohmann::json{{"seat", seat},
                        {"kind", kind},
                        {"version", s.version()},
                        {"seat_tokens", room.access().seat_tokens}};
}

std::variant<nlohmann::json, ApiError> GameTable::end_game(GameRoom& room,
                                                           const std::string& token) {
  auto& s = *room.session;
  if (!room.is_host(token)) return ApiError{403, "bad_token", "only the host token ends the game"};
  if (room.access().ended) return ApiError{409, "game_ended", "the host ended this game already"};
  if (s.over()) return ApiError{409, "game_over", "the game is over already"};
  room.end();
  // A new version (no save: the game's log is unchanged), so every page looks again.
  s.touch();
  const auto failed = save_access(room);
  after_change(room);
  if (failed)
    return ApiError{500, "save_failed",
                    "the game is ended, but its seats file could not be saved (a restart "
                    "would open it again): " +
                        *failed};
  return nlohmann::json{{"ended", true}, {"version", s.version()}};
}

std::shared_ptr<GameRoom> GameTable::find(const std::string& id, ApiError* error) {
  if (!well_formed_hex(id)) {
    *error = {404, "unknown_game", "no such game"};
    return nullptr;
  }
  {
    std::lock_guard lock(mutex_);
    if (auto it = rooms_.find(id); it != rooms_.end()) return it->second;
  }
  if (config_.saves_dir.empty() || !fs::exists(save_path(id)) || !fs::exists(access_path(id))) {
    *error = {404, "unknown_game", "no such game"};
    return nullptr;
  }
  // Resumed from its save: the log replayed through the session layer.
  std::string why;
  const auto record = session::load_record(save_path(id), why);
  SeatAccess access;
  try {
    std::ifstream in(access_path(id));
    access = access_from_json(nlohmann::json::parse(in));
  } catch (const std::exception& e) {
    why = std::string("the seat file is damaged: ") + e.what();
  }
  std::shared_ptr<const GameDefinition> loaded;
  if (record && why.empty()) {
    std::vector<std::string> ids;
    for (const auto& p : record->packs) ids.push_back(p.id);
    loaded = config_.definitions->get(ids, &why);
  }
  if (!record || !loaded || !why.empty()) {
    *error = {500, "cannot_resume", why};
    return nullptr;
  }
  std::shared_ptr<GameRoom> room;
  try {
    room = std::make_shared<GameRoom>(id, loaded, access);
  } catch (const std::exception& e) {
    *error = {500, "cannot_resume",
              fmt::format("the packs do not load: error: {}\n", safe_text(e.what(), Lines::Keep))};
    return nullptr;
  }
  room->session = session::Session::resume(loaded->rules(), room->hooks(), *record, config_.agents,
                                           save_path(id), &why);
  if (!room->session) {
    *error = {500, "cannot_resume", why};
    return nullptr;
  }
  errors_to_log(*room->session, id);
  room->session->set_sync_saves(config_.sync_saves);
  room->session->set_secret_chips(access.secret_chips);
  room->session->use_writer(writer_.get());
  // A seat the save names a bot for, whose token is still in the seats file (a restart
  // between the two files' writes: seat_bot): the token is dropped now.
  for (int i = 0; i < record->players; ++i)
    if (!room->session->is_human(i)) room->drop_token(i);
  {
    std::lock_guard lock(mutex_);
    auto [it, inserted] = rooms_.emplace(id, room);
    if (!inserted) return it->second;  // another request resumed it first
  }
  {
    std::lock_guard lock(room->mutex);
    after_change(*room);
  }
  return room;
}

nlohmann::json GameTable::list() {
  std::vector<std::shared_ptr<GameRoom>> rooms;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, room] : rooms_) rooms.push_back(room);
  }
  nlohmann::json out = nlohmann::json::array();
  std::vector<std::string> listed;
  for (const auto& room : rooms) {
    std::lock_guard lock(room->mutex);
    const auto& s = *room->session;
    out.push_back({{"id", room->id()},
                   {"packs", room->definition().pack_ids()},
                   {"players", s.config().players},
                   {"seats", s.config().seats},
                   {"round", s.state().round},
                   {"over", s.over()},
                   {"ended", room->access().ended},
                   {"decisions", s.history().size()},
                   {"loaded", true}});
    listed.push_back(room->id());
  }
  if (!config_.saves_dir.empty()) {
    std::vector<std::pair<fs::file_time_type, fs::path>> files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(config_.saves_dir, ec)) {
      const std::string name = e.path().filename().string();
      if (name.size() > 5 && name.ends_with(".json") && !name.ends_with(".seats.json"))
        files.emplace_back(e.last_write_time(ec), e.path());
    }
    std::sort(files.begin(), files.end(), [](auto& a, auto& b) { return a.first > b.first; });
    if (files.size() > 200) files.resize(200);
    for (const auto& [when, path] : files) {
      const std::string id = path.stem().string();
      if (!well_formed_hex(id) || std::find(listed.begin(), listed.end(), id) != listed.end())
        continue;
      std::string why;
      const auto r = session::load_record(path.string(), why);
      if (!r) continue;
      std::vector<std::string> packs;
      for (const auto& p : r->packs) packs.push_back(p.id);
      bool ended = false;  // the host ended it: its seats file says so
      try {
        std::ifstream in(access_path(id));
        ended = access_from_json(nlohmann::json::parse(in)).ended;
      } catch (const std::exception&) {
      }
      out.push_back({{"id", id},
                     {"packs", packs},
                     {"players", r->players},
                     {"seats", r->seats},
                     {"round", r->round},
                     {"over", r->game_over},
                     {"ended", ended},
                     {"decisions", r->actions.size()},
                     {"loaded", false}});
    }
  }
  return out;
}

void GameTable::after_change(GameRoom& room) {
  publish_version(room);
  auto& s = *room.session;
  if (!s.save_error().empty()) room.last_error = "saving failed: " + s.save_error();
  if (s.over() || room.access().ended || s.human_to_move() || s.current_seat() == kNone) return;
  // A bot is to move: the bot thread makes its move after the delay (a second at least
  // after a failed save, which it would otherwise retry at once, again and again).
  auto delay = config_.bot_delay;
  if (!s.save_error().empty()) delay = std::max(delay, std::chrono::milliseconds(1000));
  std::shared_ptr<GameRoom> self;
  {
    std::lock_guard lock(mutex_);
    if (auto it = rooms_.find(room.id()); it != rooms_.end()) self = it->second;
  }
  if (self) schedule(self, Clock::now() + delay);
}

void GameTable::schedule(const std::shared_ptr<GameRoom>& room, Clock::time_point at) {
  {
    std::lock_guard lock(mutex_);
    queue_.emplace(at, room);
  }
  wake_.notify_one();
}

void GameTable::publish_saved_moves(std::unique_lock<std::mutex>& lock) {
  written_ = false;
  std::vector<std::weak_ptr<GameRoom>> waiting;
  waiting.swap(saving_);
  lock.unlock();
  std::vector<std::weak_ptr<GameRoom>> still;
  bool busy = false;
  for (const auto& weak : waiting) {
    auto room = weak.lock();
    if (!room) continue;
    // Never wait for a room here: its holder may be a request waiting for the disk. A
    // busy room is looked at again soon.
    std::unique_lock game(room->mutex, std::try_to_lock);
    if (!game.owns_lock()) {
      still.push_back(weak);
      busy = true;
      continue;
    }
    auto& s = *room->session;
    if (!s.save_pending()) continue;  // a request settled it (and published it)
    if (!s.save_written()) {
      still.push_back(weak);
      continue;
    }
    s.settle();  // does not wait; a failure is in save_error(), shown by after_change
    after_change(*room);
  }
  lock.lock();
  saving_.insert(saving_.end(), still.begin(), still.end());
  // A room that was busy: looked at again soon even if no batch is written meanwhile (one
  // whose save is not written yet is looked at after the batch that writes it).
  if (busy) queue_.emplace(Clock::now() + std::chrono::milliseconds(2), std::weak_ptr<GameRoom>());
}

void GameTable::bot_loop() {
  std::unique_lock lock(mutex_);
  while (!stop_) {
    if (written_) {
      publish_saved_moves(lock);
      continue;
    }
    if (queue_.empty()) {
      wake_.wait(lock);
      continue;
    }
    const auto due = queue_.begin()->first;
    if (due > Clock::now()) {
      wake_.wait_until(lock, due);
      continue;
    }
    auto room = queue_.begin()->second.lock();
    queue_.erase(queue_.begin());
    if (!room) {
      if (!saving_.empty()) written_ = true;  // the retry tick of publish_saved_moves
      continue;
    }
    lock.unlock();
    bool queued = false;
    {
      // Not waited for: a request holding the room may be waiting for the disk, and the
      // other games' bots would wait with it. Tried again shortly.
      std::unique_lock game(room->mutex, std::try_to_lock);
      if (!game.owns_lock()) {
        schedule(room, Clock::now() + std::chrono::milliseconds(1));
        lock.lock();
        continue;
      }
      auto& s = *room->session;
      std::string error;
      // A move whose save is still queued is published first (publish_saved_moves).
      if (!s.save_pending() && !s.over() && !room->access().ended && !s.human_to_move()) {
        if (s.step_agent(&error)) {
          // Told to the streams, and the next bot scheduled, once it is on the disk.
          queued = s.save_pending();
          if (!queued) after_change(*room);
        } else if (!error.empty()) {
          room->last_error = error;
        }
      }
    }
    lock.lock();
    if (queued) {
      saving_.push_back(room);
      // Its save may have been written, and a publishing pass (another bot thread's) run,
      // before it was listed here: a pass of our own, so it is never left waiting for a
      // batch that already came (a pass leaves a save not yet written for its batch).
      written_ = true;
    }
  }
}

}  // namespace gov::server
