#include "server/server.hpp"

#include <httplib.h>

#include <atomic>
#include <csignal>
#include <thread>

#include <fmt/format.h>

#include "server/listen_backlog.hpp"

namespace gov::server {

namespace {

volatile std::sig_atomic_t g_signalled = 0;

void on_signal(int) {
  g_signalled = 1;
}

}  // namespace

bool serve(const ServeOptions& options, TableConfig table_config,
           const std::function<void(const std::string&)>& on_listening, std::string* error) {
  GameTable table(std::move(table_config));
  std::atomic<bool> stopping{false};
  httplib::Server http;
  const std::size_t threads = std::max<std::size_t>(options.threads, 4);
  http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http.set_payload_max_length(options.limits.max_body);
  http.set_keep_alive_max_count(1000);
  // Headers and body go out in separate writes: without TCP_NODELAY, Nagle holds the
  // second until the delayed ACK of the first (40 ms on every answer).
  http.set_tcp_nodelay(true);
  http.set_read_timeout(10, 0);
  http.set_write_timeout(10, 0);
  add_api_routes(http, table, options.limits, stopping);
  if (!options.web_dir.empty() && !http.set_mount_point("/", options.web_dir)) {
    *error = fmt::format("cannot serve the page from {}: no such folder", options.web_dir);
    return false;
  }
  const int port = options.port == 0
                       ? http.bind_to_any_port(options.host)
                       : (http.bind_to_port(options.host, options.port) ? options.port : -1);
  if (port < 0) {
    *error = fmt::format("cannot listen on {}:{}", options.host, options.port);
    return false;
  }
  widen_listen_backlog(port, 1024);
  g_signalled = 0;
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
  std::signal(SIGPIPE, SIG_IGN);
  const std::string shown = options.host.find(':') != std::string::npos
                                ? fmt::format("[{}]", options.host)
                                : options.host;
  on_listening(fmt::format("http://{}:{}/", shown, port));
  // Streams waiting for a change are woken when the server stops (or they would hold
  // their threads until their next heartbeat).
  std::atomic<bool> done{false};
  std::thread waker([&] {
    while (!done.load() && !g_signalled)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stopping.store(true);
    table.wake_all();
    http.stop();
  });
  http.listen_after_bind();
  done.store(true);
  waker.join();
  return true;
}

}  // namespace gov::server
