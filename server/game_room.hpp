// One game on the server: the session (the only thing that knows the rules), the seat
// tokens, and its event streams' subscribers. Every use of `session` holds `mutex`.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "session/session.hpp"

namespace gov::server {

class RoomSubscriber;  // server/event_streams.hpp

// Packs loaded once and shared by the games that use them (a Ruleset is read-only once
// loaded); each game gets its own hook host (a Lua state is not shared between threads).
struct LoadedPacks {
  std::vector<std::string> ids;
  std::shared_ptr<const void> owner;  // keeps `rules` alive
  const Ruleset* rules = nullptr;
  std::function<std::unique_ptr<HookHost>()> new_host;
};
// Loads a pack list (ids); nullptr with `error` set when it does not load.
using PackLoader =
    std::function<std::shared_ptr<LoadedPacks>(const std::vector<std::string>&, std::string*)>;

// Who may act for a seat: its own token, or the host token (every person's seat: hot seat).
struct SeatAccess {
  std::string host_token;
  std::vector<std::string> seat_tokens;  // "" for a seat a bot plays
};
nlohmann::json access_to_json(const SeatAccess& a);
SeatAccess access_from_json(const nlohmann::json& j);  // throws on a malformed file

class GameRoom {
 public:
  GameRoom(std::string id, std::shared_ptr<LoadedPacks> packs, std::unique_ptr<HookHost> hooks,
           SeatAccess access)
      : id_(std::move(id)),
        packs_(std::move(packs)),
        hooks_(std::move(hooks)),
        access_(std::move(access)) {}
  ~GameRoom() { session.reset(); }  // the session's engine uses the hooks and the rules
  GameRoom(const GameRoom&) = delete;
  GameRoom& operator=(const GameRoom&) = delete;

  const std::string& id() const { return id_; }
  const LoadedPacks& packs() const { return *packs_; }
  HookHost* hooks() const { return hooks_.get(); }
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
  std::shared_ptr<LoadedPacks> packs_;  // outlives session (declared before it is destroyed)
  std::unique_ptr<HookHost> hooks_;
  SeatAccess access_;
};

}  // namespace gov::server
