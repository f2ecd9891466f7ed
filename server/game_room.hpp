// One game on the server: the session (the only thing that knows the rules), the seat
// tokens, and its event streams' subscribers. Every use of `session` holds `mutex`.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hooks.hpp"
#include "game/load_game.hpp"
#include "session/session.hpp"

namespace gov::server {

class RoomSubscriber;  // server/event_streams.hpp

// Who may act for a seat: its own token, or the host token (every person's seat: hot seat).
struct SeatAccess {
  std::string host_token;
  std::vector<std::string> seat_tokens;  // "" for a seat a bot plays
  // The table keeps the VP chips face down (SessionConfig::secret_chips): a table option
  // the game's save does not hold, so it is kept here, with the tokens.
  bool secret_chips = false;
};
nlohmann::json access_to_json(const SeatAccess& a);
SeatAccess access_from_json(const nlohmann::json& j);  // throws on a malformed file

class GameRoom {
 public:
  // The game's packs are shared with the other games of the mix (game/definition_cache.hpp);
  // the room's runner is its own (a Lua state serves one thread). Throws HookError when the
  // host cannot start.
  GameRoom(std::string id, std::shared_ptr<const GameDefinition> game, SeatAccess access)
      : id_(std::move(id)), runner_(std::move(game)), access_(std::move(access)) {}
  ~GameRoom() { session.reset(); }  // the session's engine uses the hooks and the rules
  GameRoom(const GameRoom&) = delete;
  GameRoom& operator=(const GameRoom&) = delete;

  const std::string& id() const { return id_; }
  const GameDefinition& definition() const { return runner_.definition(); }
  HookHost* hooks() const { return runner_.hooks(); }
  const SeatAccess& access() const { return access_; }

  // Does `token` let its holder act for `seat`?
  bool may_act(int seat, const std::string& token) const;

  std::mutex mutex;
  // The open event streams, told each settled version (publish_version, under `mutex`).
  std::vector<std::weak_ptr<RoomSubscriber>> subscribers;
  std::unique_ptr<session::Session> session;
  std::string last_error;  // a bot's or a save's failure, shown in the view

 private:
  std::string id_;
  GameRunner runner_;  // outlives session (declared before it is destroyed)
  SeatAccess access_;
};

}  // namespace gov::server
