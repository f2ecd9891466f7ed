// The event loop of `governor serve` (Boost.Asio): one thread accepts connections and reads
// and writes every socket; route handlers run on a small pool of worker threads (a POST
// may wait for its save to be written), so an open connection, idle or streaming, costs
// no thread. Connections over the caps (per client address, in all) are closed at once.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "server/api.hpp"

namespace gov::server {

class Router;

struct HttpLimits {
  // From a connection's first byte of a request to the end of its headers: a client that
  // dribbles its headers (slowloris) is cut after this.
  std::chrono::milliseconds header_time{10000};
  // A connection with no request under way (new or kept alive) is closed after this.
  std::chrono::milliseconds idle_time{5000};
  std::chrono::milliseconds body_time{10000};   // to receive a declared body
  std::chrono::milliseconds write_time{10000};  // to send an answer (or an event)
  std::size_t max_per_client = 64;              // open connections from one address
  std::size_t max_connections = 10000;          // open connections in all
  std::size_t max_header_bytes = 16 * 1024;     // request line and headers
};

// The open connections, counted per client address (thread-safe).
class ConnectionCounts {
 public:
  ConnectionCounts(std::size_t per_client, std::size_t total)
      : per_client_(per_client), total_max_(total) {}
  bool try_open(const std::string& client);  // false: over a cap, nothing counted
  void close(const std::string& client);
  std::size_t open() const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::size_t> by_client_;
  std::size_t total_ = 0;
  std::size_t per_client_, total_max_;
};

class HttpServer {
 public:
  // `router` must outlive the server; `workers`: threads running the route handlers.
  HttpServer(const Router& router, HttpLimits limits, ApiLimits api, std::size_t workers);
  ~HttpServer();  // stop(), then every connection closed
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds host:port (0: any free port). The bound port, or -1 with `error` set.
  int listen(const std::string& host, int port, std::string* error);
  // Runs the loop on its own thread until stop().
  void start();
  // Stops the loop and waits for the handlers under way; no handler runs and no socket is
  // read or written after it.
  void stop();
  std::size_t open_connections() const;

 private:
  struct Loop;
  std::unique_ptr<Loop> loop_;
  std::thread thread_;
  bool stopped_ = false;
};

}  // namespace gov::server
