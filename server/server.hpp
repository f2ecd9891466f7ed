// `governor serve`: the HTTP server (an event loop on Boost.Asio: server/http_listener.hpp)
// over a GameTable: the JSON API, the event streams and the built page as static files.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "server/api.hpp"
#include "server/game_table.hpp"
#include "server/http_listener.hpp"

namespace gov::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;      // 0: any free port
  std::string web_dir;  // the built page (index.html); empty: the API only
  // Worker threads running the route handlers. An open connection or event stream holds
  // none; a request holds one while it is handled (an action: until its save is written,
  // so this bounds the actions saved in one batch).
  std::size_t threads = 32;
  ApiLimits limits;
  HttpLimits http;
};

// Serves until SIGINT or SIGTERM. `on_listening` gets the URL once the port is bound.
// Returns false with `error` set when the address cannot be bound.
bool serve(const ServeOptions& options, TableConfig table,
           const std::function<void(const std::string& url)>& on_listening, std::string* error);

// Raises this process's soft limit of open files to its hard limit (every connection is
// a descriptor); the new soft limit.
std::size_t raise_open_files_limit();

}  // namespace gov::server
