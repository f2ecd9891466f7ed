// The JSON API of `governor serve` (docs/web.md): routes (server/router.hpp) over a
// GameTable. Every input is checked before any game is touched; a refused request answers
// {"error": {"code", "message"}} with a 4xx status and changes nothing.
#pragma once

#include <chrono>
#include <cstddef>

namespace gov::server {

class GameTable;
class Router;

struct ApiLimits {
  std::size_t max_body = 16 * 1024;  // bytes of a request body
  // An event stream ends after this long (the browser reconnects with Last-Event-ID): a
  // stream costs no thread, but a proxy or a client that vanished without a word is
  // still found out within this time.
  std::chrono::seconds stream_life{120};
  std::chrono::seconds heartbeat{15};  // a comment line on a quiet stream
};

void add_api_routes(Router& router, GameTable& table, const ApiLimits& limits);

}  // namespace gov::server
