// A game's event streams: each open stream is a subscriber of its room, told the room's new
// version once a change is settled (saved). Nothing waits: publishing hands each subscriber
// the event's text, which it queues for its connection (server/http_connection.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace gov::session {
class Session;
}

namespace gov::server {

class GameRoom;

class RoomSubscriber {
 public:
  virtual ~RoomSubscriber() = default;
  // Called under the room's mutex, from any thread: must not block.
  virtual void send_event(std::uint64_t version, std::string text) = 0;
};

// "id: <version>\nevent: version\ndata: {...}\n\n" for the room's current version (its
// session's, with `ended` when the host ended the game).
std::string version_event(const GameRoom& room);

// Adds `subscriber` to `room` and sends it the current version unless it is `seen` (or a
// change is still being saved: it is sent once settled). Takes the room's mutex.
void subscribe(GameRoom& room, const std::shared_ptr<RoomSubscriber>& subscriber,
               std::int64_t seen);

// Tells every subscriber of `room` its current version (the room's mutex held; nothing
// when a save is pending). Subscribers that are gone are dropped.
void publish_version(GameRoom& room);

}  // namespace gov::server
