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

// Who may act for a seat: its own token, or the host token. The host token administers the
// table (its seat links: GET /api/games/<id>/seats) and plays the host's own seat, the first
// person's; it plays and sees every person's seat only in a hot seat (every person at the
// host's screen), or when one person plays. In a game of people at several screens
// (more than one person's seat, not a hot seat) another person's seat is theirs alone: its
// hand, its choices and its undo are refused to the host token (docs/web.md).
struct SeatAccess {
  std::string host_token;
  std::vector<std::string> seat_tokens;  // "" for a seat a bot plays
  // Every person's seat is played from the host's screen (`hot_seat` of POST /api/games):
  // the host token acts for each. Absent in the seat files of older servers: false.
  bool hot_seat = false;
  // The table keeps the VP chips face down (SessionConfig::secret_chips): a table option
  // the game's save does not hold, so it is kept here, with the tokens.
  bool secret_chips = false;
  // The tokens of seats the host gave to a bot when their person left (POST
  // /api/games/<id>/seats/<n>): per seat, "" when none. They act for nothing; they are kept
  // to tell their holder why (GameRoom::refusal).
  std::vector<std::string> dropped_tokens;
  // The host ended the game (POST /api/games/<id>/end): a table event, not a rule (the
  // game's State knows nothing of it): no decision is taken any more, no bot moves, and the
  // seed is shown as at the end. Kept here, so the game stays closed across a restart.
  bool ended = false;
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

  // Does `token` let its holder act for `seat` (and see what the seat sees)?
  bool may_act(int seat, const std::string& token) const;
  // Why not, in words, when it does not ("" when it does).
  std::string refusal(int seat, const std::string& token) const;
  bool is_host(const std::string& token) const;
  // The host's own seat: the first person's (-1 in a game of bots).
  int host_seat() const;
  // People play at more than one screen: more than one person's seat, not a hot seat.
  // Then the seed is the server's and a secret until the end, and the host token acts for
  // its own seat only.
  bool many_screens() const;
  // The refusal for a token the host dropped (its seat given to a bot), "" for any other.
  std::string dropped_refusal(const std::string& token) const;

  // The table's changes, made by the host (GameTable::seat_bot, end_game), under `mutex`:
  // `seat`'s token stops acting for it (a bot plays it now), or the game is ended.
  void drop_token(int seat);
  void end() { access_.ended = true; }

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
