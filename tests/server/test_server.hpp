// A `governor serve` API on a free loopback port over a GameTable (server/api.hpp), for
// the server's tests, and the helpers they share.
#pragma once

#include <httplib.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "game/bots/bots.hpp"
#include "server/api.hpp"
#include "server/game_table.hpp"
#include "tools/session_agents.hpp"

namespace server_test {

namespace fs = std::filesystem;
using nlohmann::json;

// A server on a free loopback port over a GameTable, stopped when it goes out of scope.
struct TestServer {
  explicit TestServer(const std::string& saves) {
    gov::server::TableConfig config;
    config.saves_dir = saves;
    config.definitions = std::make_shared<gov::DefinitionCache>();
    config.agents = [](std::string_view spec) { return gov::tools::make_agent(spec); };
    config.bot_kinds = gov::bot_kinds();
    config.pack_choices = {"base", "new-buildings", "nobles"};
    config.bot_delay = std::chrono::milliseconds(0);
    table = std::make_unique<gov::server::GameTable>(std::move(config));
    limits.stream_life = std::chrono::seconds(2);
    limits.heartbeat = std::chrono::seconds(1);
    gov::server::add_api_routes(http, *table, limits, stopping);
    port = http.bind_to_any_port("127.0.0.1");
    thread = std::thread([this] { http.listen_after_bind(); });
    while (!http.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ~TestServer() {
    stopping = true;
    table->wake_all();
    http.stop();
    thread.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(10, 0);
    return c;
  }

  httplib::Server http;
  std::unique_ptr<gov::server::GameTable> table;
  gov::server::ApiLimits limits;
  std::atomic<bool> stopping{false};
  int port = 0;
  std::thread thread;
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

inline fs::path fresh_dir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("governor-api-test-" + name);
  fs::remove_all(dir);
  return dir;
}

}  // namespace server_test
