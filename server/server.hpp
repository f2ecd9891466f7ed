// `governor serve`: the HTTP server (cpp-httplib) over a GameTable: the JSON API, the
// event streams and the built page as static files.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <string>

#include "server/api.hpp"
#include "server/game_table.hpp"

namespace gov::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;      // 0: any free port
  std::string web_dir;  // the built page (index.html); empty: the API only
  // Threads answering requests. cpp-httplib keeps one busy for every open connection,
  // event streams included, so this bounds the open streams (docs/web.md).
  std::size_t threads = 256;
  ApiLimits limits;
};

// Serves until SIGINT or SIGTERM. `on_listening` gets the URL once the port is bound.
// Returns false with `error` set when the address cannot be bound.
bool serve(const ServeOptions& options, TableConfig table,
           const std::function<void(const std::string& url)>& on_listening, std::string* error);

}  // namespace gov::server
