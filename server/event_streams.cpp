#include "server/event_streams.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "server/game_room.hpp"

namespace gov::server {

std::string version_event(const GameRoom& room) {
  const auto& s = *room.session;
  const Id to_move = s.current_seat();
  const nlohmann::json data = {
      {"version", s.version()},
      {"to_move", to_move == kNone ? nlohmann::json(nullptr) : nlohmann::json(to_move)},
      {"over", s.over()},
      {"ended", room.access().ended},  // the host ended the game (POST .../end)
      {"decisions", s.history().size()}};
  return fmt::format("id: {}\nevent: version\ndata: {}\n\n", s.version(), data.dump());
}

void subscribe(GameRoom& room, const std::shared_ptr<RoomSubscriber>& subscriber,
               std::int64_t seen) {
  std::lock_guard lock(room.mutex);
  // The streams that closed since the last change are dropped here too (a quiet game
  // whose spectators come and go).
  auto& subs = room.subscribers;
  subs.erase(std::remove_if(subs.begin(), subs.end(), [](const auto& w) { return w.expired(); }),
             subs.end());
  subs.push_back(subscriber);
  const auto& s = *room.session;
  // A change is told once its save is written (a bot's move may wait for it:
  // GameTable::publish_saved_moves publishes it then).
  if (!s.save_pending() && static_cast<std::int64_t>(s.version()) != seen)
    subscriber->send_event(s.version(), version_event(room));
}

void publish_version(GameRoom& room) {
  const auto& s = *room.session;
  if (s.save_pending()) return;
  const std::string text = version_event(room);
  auto& subs = room.subscribers;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < subs.size(); ++i) {
    auto sub = subs[i].lock();
    if (!sub) continue;
    sub->send_event(s.version(), text);
    // Never moved onto itself: a weak_ptr moved onto itself is left empty.
    if (kept != i) subs[kept] = std::move(subs[i]);
    ++kept;
  }
  subs.resize(kept);
}

}  // namespace gov::server
