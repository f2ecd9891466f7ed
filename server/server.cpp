#include "server/server.hpp"

#include <sys/resource.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <thread>

#include <fmt/format.h>

#include "server/router.hpp"

namespace gov::server {

namespace {

volatile std::sig_atomic_t g_signalled = 0;

void on_signal(int) {
  g_signalled = 1;
}

}  // namespace

std::size_t raise_open_files_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  return static_cast<std::size_t>(limit.rlim_cur);
}

bool serve(const ServeOptions& options, TableConfig table_config,
           const std::function<void(const std::string&)>& on_listening, std::string* error) {
  if (!options.web_dir.empty() && !std::filesystem::is_directory(options.web_dir)) {
    *error = fmt::format("cannot serve the page from {}: no such folder", options.web_dir);
    return false;
  }
  raise_open_files_limit();
  Router router;
  // The server is declared before the table: it is stopped (no handler runs) before the
  // table goes, and destroyed after it (the table's bots may still publish to streams).
  HttpServer http(router, options.http, options.limits, options.threads);
  GameTable table(std::move(table_config));
  add_api_routes(router, table, options.limits);
  router.serve_files(options.web_dir);
  const int port = http.listen(options.host, options.port, error);
  if (port < 0) return false;
  g_signalled = 0;
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
  std::signal(SIGPIPE, SIG_IGN);
  const std::string shown = options.host.find(':') != std::string::npos
                                ? fmt::format("[{}]", options.host)
                                : options.host;
  http.start();
  on_listening(fmt::format("http://{}:{}/", shown, port));
  while (!g_signalled) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  http.stop();
  return true;
}

}  // namespace gov::server
