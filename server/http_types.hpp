// A request and its answer as plain values: what the routes (server/api.cpp) read and
// write, whatever carries them (server/http_connection.cpp on sockets, a test without any).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace gov::server {

class GameRoom;

struct Request {
  std::string method;                          // "GET", "POST", ... (HEAD is routed as GET)
  std::string path;                            // decoded, without the query
  std::map<std::string, std::string> query;    // decoded parameters
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  std::vector<std::string> matches;  // the route pattern's groups (set by the router)

  const std::string& param(const std::string& name) const;   // "" when absent
  const std::string& header(const std::string& name) const;  // `name` in lower case
  bool has_header(const std::string& name) const { return headers.count(name) != 0; }
};

// An answer that turns the connection into an event stream of `room` (server/event_streams.hpp):
// the version the client saw last (-1: none) is not sent again.
struct StreamStart {
  std::shared_ptr<GameRoom> room;
  std::int64_t seen = -1;
};

struct Response {
  int status = 200;
  std::string content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  bool close = false;                         // the connection closes after this answer
  std::shared_ptr<const StreamStart> stream;  // null: a plain answer

  void set_header(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
  }
};

// "%41+b" -> "A b" (a query's form encoding); a bad escape is kept as it is.
std::string url_decode(const std::string& text, bool plus_is_space);
// "a=1&b=x%20y" -> {a: 1, b: x y}.
std::map<std::string, std::string> parse_query(const std::string& query);

}  // namespace gov::server
