// The JSON API of `governor serve` (docs/web.md): routes on a cpp-httplib server over a
// GameTable. Every input is checked before any game is touched; a refused request answers
// {"error": {"code", "message"}} with a 4xx status and changes nothing.
#pragma once

#include <atomic>
#include <chrono>

namespace httplib {
class Server;
}

namespace gov::server {

class GameTable;

struct ApiLimits {
  std::size_t max_body = 16 * 1024;  // bytes of a request body
  // An event stream ends after this long (the browser reconnects with Last-Event-ID), so
  // a stream never holds its thread for good.
  std::chrono::seconds stream_life{120};
  std::chrono::seconds heartbeat{15};
};

void add_api_routes(httplib::Server& http, GameTable& table, const ApiLimits& limits,
                    const std::atomic<bool>& stopping);

}  // namespace gov::server
