// The games a server holds: created from a request, found by id (resumed from the saves
// folder the first time one is asked for after a restart), listed; and the thread that
// moves the bots one decision at a time.
#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/definition_cache.hpp"
#include "server/api_error.hpp"
#include "server/game_room.hpp"
#include "session/save_writer.hpp"
#include "session/seat_agent.hpp"

namespace gov::server {

struct TableConfig {
  std::string saves_dir;  // empty: games live in memory only
  // fsync every save (session/save_file.hpp): false still survives a killed server.
  bool sync_saves = true;
  // Loads each pack mix once (ids); its games share the definition.
  std::shared_ptr<DefinitionCache> definitions;
  session::AgentFactory agents;
  std::vector<std::string> bot_kinds;     // offered by the new game form
  std::vector<std::string> pack_choices;  // offered by the new game form
  // The seat kind the form proposes for the bots (what `governor play` seats by default).
  std::string default_bot;
  int default_players = 4;  // likewise its player count
  std::chrono::milliseconds bot_delay{600};
  // Threads that move the bots. A bot thinks with its game's room held (a strong one for a
  // second or two), so with one thread every other game's bots waited behind it; games
  // move side by side up to this many. Each game still moves one decision at a time, from
  // its own seeds: the games are the same whatever the count.
  std::size_t bot_threads = 1;
  std::size_t max_games = 2000;  // in memory at once
};

class GameTable {
 public:
  explicit GameTable(TableConfig config);
  ~GameTable();  // stops the bot threads
  GameTable(const GameTable&) = delete;
  GameTable& operator=(const GameTable&) = delete;

  const TableConfig& config() const { return config_; }

  // {"packs": [...], "players": n, "seats": ["human", "greedy", ...], "seed": n,
  //  "draft": "played"|"random", "hot_seat": b} -> {"id", "host_token", "seat_tokens",
  //  "hot_seat", "host_seat"}. A game of several people at their own screens (not a hot
  //  seat) refuses "seed": the server draws it (docs/views.md).
  std::variant<nlohmann::json, ApiError> create(const nlohmann::json& request);
  // The fewest and the most players the offered packs have a setup for (the new game
  // form's choices): {"min": m, "max": n}, over the mix of every offered pack when it
  // loads, else over each offered pack that loads alone; null when none loads.
  nlohmann::json player_range();
  // The offered packs with their names (`name:` in pack.yaml), in the order offered:
  // [{"id", "name"}]; a pack that loads in no mix is named by its id.
  nlohmann::json pack_names();
  // nullptr with `error` when there is no such game (or its save cannot be resumed).
  std::shared_ptr<GameRoom> find(const std::string& id, ApiError* error);
  // Games in memory and saved ones, newest first (no tokens).
  nlohmann::json list();

  // The host's powers over a game (docs/web.md), `room`'s mutex held by the caller; only
  // the host token has them. seat_bot: a bot of `kind` (a kind the new game form offers,
  // or any spec the agent factory takes) plays person's seat `seat` from now on (its person
  // left): the seat's token is dropped (refused with a word from then on), the game's save
  // names the bot, the seats file keeps the dropped token. Not the host's own seat, not a
  // bot's, not in a game over or ended. -> {"seat", "kind", "version", "seat_tokens"}.
  std::variant<nlohmann::json, ApiError> seat_bot(GameRoom& room, const std::string& token,
                                                  int seat, const std::string& kind);
  // end_game: the table is closed (GameRoom::end, kept in the seats file): no decision is
  // taken any more and no bot moves; every stream hears a new version, `ended` in every
  // view, with the seed. -> {"ended": true, "version"}.
  std::variant<nlohmann::json, ApiError> end_game(GameRoom& room, const std::string& token);

  // After a change to `room` is settled (its mutex held, its save written: Session::settle):
  // tells its streams (publish_version) and schedules its bots.
  void after_change(GameRoom& room);

 private:
  void bot_loop();
  // The bots' moves whose saves were written: settled and published (after_change).
  void publish_saved_moves(std::unique_lock<std::mutex>& lock);
  void schedule(const std::shared_ptr<GameRoom>& room, std::chrono::steady_clock::time_point at);
  std::string save_path(const std::string& id) const;
  std::string access_path(const std::string& id) const;
  // Writes `room`'s seats file (with a saves folder), waiting for the disk: its error.
  std::optional<std::string> save_access(const GameRoom& room);

  TableConfig config_;
  // Writes every game's saves (with saves_dir), in batches. Sessions keep a pointer to it:
  // it outlives the bots' thread and stops after it (~GameTable).
  std::unique_ptr<session::SaveWriter> writer_;
  // Guards rooms_, queue_, saving_, written_, stop_. Never held while taking a room's mutex (a
  // room's holder may take it: after_change).
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<GameRoom>> rooms_;
  std::multimap<std::chrono::steady_clock::time_point, std::weak_ptr<GameRoom>> queue_;
  // Games where a bot moved and the move's save is queued: the bot thread does not wait for
  // the disk (it moves the other games' bots meanwhile); their streams hear of the move,
  // and the next bot is scheduled, once the save is written.
  std::vector<std::weak_ptr<GameRoom>> saving_;
  bool written_ = false;  // the writer finished a batch since the bot thread last looked
  std::condition_variable wake_;
  bool stop_ = false;
  std::vector<std::thread> bots_;
  std::mutex range_mutex_;
  bool offer_known_ = false;  // player_range_ and pack_names_ computed (on the first call)
  nlohmann::json player_range_;
  nlohmann::json pack_names_;
  void know_offer();  // range_mutex_ held
};

}  // namespace gov::server
