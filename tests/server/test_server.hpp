// A `governor serve` API on a free loopback port over a GameTable (server/api.hpp, served by
// the event loop of server/http_listener.hpp), for the server's tests, and the helpers they
// share. cpp-httplib is the tests' HTTP client.
#pragma once

#include <httplib.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"
#include "server/api.hpp"
#include "server/game_table.hpp"
#include "server/http_listener.hpp"
#include "server/router.hpp"
#include "tools/session_agents.hpp"

namespace server_test {

namespace fs = std::filesystem;
using nlohmann::json;

// What a test may change: the transport's limits, a page to serve, a stream's life.
struct TestServerOptions {
  gov::server::HttpLimits http;
  std::string web_dir;
  std::chrono::seconds stream_life{2};
  std::size_t bot_threads = 1;
  std::vector<std::string> packs{"base", "new-buildings", "nobles"};  // offered
};

// A server on a free loopback port over a GameTable, stopped when it goes out of scope.
struct TestServer {
  explicit TestServer(const std::string& saves, const TestServerOptions& options = {}) {
    gov::server::TableConfig config;
    config.saves_dir = saves;
    config.definitions = std::make_shared<gov::DefinitionCache>();
    config.agents = [](std::string_view spec) { return gov::tools::make_agent(spec); };
    config.bot_kinds = gov::bot_choices();
    config.pack_choices = options.packs;
    config.bot_delay = std::chrono::milliseconds(0);
    config.bot_threads = options.bot_threads;
    table = std::make_unique<gov::server::GameTable>(std::move(config));
    limits.stream_life = options.stream_life;
    limits.heartbeat = std::chrono::seconds(1);
    gov::server::add_api_routes(router, *table, limits);
    router.serve_files(options.web_dir);
    http = std::make_unique<gov::server::HttpServer>(router, options.http, limits, 8);
    std::string error;
    port = http->listen("127.0.0.1", 0, &error);
    REQUIRE(port > 0);
    http->start();
  }
  ~TestServer() {
    http->stop();  // no handler runs past here
    table.reset();
    http.reset();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(10, 0);
    return c;
  }

  gov::server::Router router;
  std::unique_ptr<gov::server::GameTable> table;
  gov::server::ApiLimits limits;
  std::unique_ptr<gov::server::HttpServer> http;
  int port = 0;
};

inline json body_of(const httplib::Result& r) {
  REQUIRE(r);
  return json::parse(r->body);
}

inline std::string error_code(const httplib::Result& r) {
  return body_of(r)["error"]["code"];
}

// The host's view once a person is to move (bots move on the server's thread).
inline json settled_view(httplib::Client& c, const std::string& id, const std::string& token) {
  json v;
  for (int i = 0; i < 500; ++i) {
    v = body_of(c.Get(("/api/games/" + id + "?seat=auto&token=" + token).c_str()));
    if (v["over"] == true || !v["actions"].empty()) return v;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  FAIL("no person came to move");
  return v;
}

// Plays the first action listed in `v` (a settled view) for its seat; the request's status.
inline int play_first_listed(httplib::Client& c, const std::string& id, const std::string& token,
                             const json& v) {
  const json b = {{"seat", v["seat"]},
                  {"token", token},
                  {"version", v["version"]},
                  {"action", v["actions"][0]["text"]}};
  const auto r = c.Post(("/api/games/" + id + "/action").c_str(), b.dump(), "application/json");
  REQUIRE(r);
  return r->status;
}

// A folder of this process's own: two test runs at once (two build folders, ctest -j) must
// not write each other's saves (the same seeds give the same game ids).
inline fs::path fresh_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("governor-api-test-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  return dir;
}

}  // namespace server_test
