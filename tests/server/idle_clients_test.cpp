// The transport under clients that hold connections without finishing a request (issue
// #31: "a server that idle clients cannot stall"): idle and slow connections, a client over
// its cap of connections, a thousand event streams of one game, and the page's files.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <vector>

#include "server/router.hpp"
#include "server/server.hpp"
#include "server/test_server.hpp"

using namespace server_test;
using Clock = std::chrono::steady_clock;

namespace {

// A connected loopback socket from `from` (127.0.0.1 unless told), or -1.
int open_connection(int port, const char* from = nullptr) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  if (from) {
    sockaddr_in local{};
    local.sin_family = AF_INET;
    ::inet_pton(AF_INET, from, &local.sin_addr);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0) {
      ::close(fd);
      return -1;
    }
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

struct Sockets {
  std::vector<int> fds;
  ~Sockets() {
    for (int fd : fds) ::close(fd);
  }
};

void send_text(int fd, const std::string& text) {
  REQUIRE(::send(fd, text.data(), text.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(text.size()));
}

// Waits up to `limit` for the server to close `fd` (what arrived before is dropped).
bool closed_within(int fd, std::chrono::milliseconds limit) {
  const auto until = Clock::now() + limit;
  char buf[4096];
  while (Clock::now() < until) {
    pollfd p{fd, POLLIN, 0};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
    if (::poll(&p, 1, static_cast<int>(std::max<std::int64_t>(1, left.count()))) <= 0) continue;
    const auto n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) return true;
  }
  return false;
}

// A whole answer to a GET sent on a fresh connection (the server closes it: Connection: close).
std::string raw_get(int port, const std::string& path, const char* from = nullptr) {
  const int fd = open_connection(port, from);
  REQUIRE(fd >= 0);
  send_text(fd, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  timeval wait{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  std::string answer;
  char buf[4096];
  for (;;) {
    const auto n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    answer.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return answer;
}

// Raises the open-file limit so `needed` descriptors fit; false when the hard limit is too low.
bool room_for_descriptors(std::size_t needed) {
  return gov::server::raise_open_files_limit() >= needed;
}

// How long a request took, in milliseconds.
template <class F>
double timed_ms(F&& f) {
  const auto start = Clock::now();
  f();
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

TEST_CASE("serve transport: idle and slow connections do not stall other requests", "[server]") {
  constexpr int kIdle = 1000, kSlow = 20;
  if (!room_for_descriptors(2 * (kIdle + kSlow) + 200)) {
    WARN("skipped: the hard limit of open files is too low for 1,000 idle connections");
    return;
  }
  TestServerOptions options;
  options.http.max_per_client = 5000;
  options.http.idle_time = std::chrono::seconds(30);    // held for the whole test
  options.http.header_time = std::chrono::seconds(30);  // the slow ones too
  TestServer server("", options);
  Sockets idle, slow;
  for (int i = 0; i < kIdle; ++i) {
    idle.fds.push_back(open_connection(server.port));
    REQUIRE(idle.fds.back() >= 0);
  }
  for (int i = 0; i < kSlow; ++i) {
    slow.fds.push_back(open_connection(server.port));
    REQUIRE(slow.fds.back() >= 0);
    send_text(slow.fds.back(), "GET /api/info HTTP/1.1\r\n");
  }
  // A byte a second on each slow connection, never the end of the headers.
  std::atomic<bool> done{false};
  std::thread dribble([&] {
    while (!done) {
      for (int fd : slow.fds) ::send(fd, "X", 1, MSG_NOSIGNAL);
      for (int i = 0; i < 10 && !done; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  // Every connection accepted and held before the normal requests are timed.
  for (int i = 0; i < 500 && server.http->open_connections() < kIdle + kSlow; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK(server.http->open_connections() == kIdle + kSlow);
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // a dribble or two

  auto c = server.client();
  double worst = 0;
  for (int i = 0; i < 5; ++i) {
    worst = std::max(worst, timed_ms([&] { CHECK(c.Get("/api/info")->status == 200); }));
    worst = std::max(
        worst, timed_ms([&] {
          auto r = c.Post("/api/games", json{{"packs", {"base"}}}.dump(), "application/json");
          REQUIRE(r);
          CHECK(r->status == 201);
        }));
    // A new connection each time too (the accept is not stalled either).
    worst = std::max(worst, timed_ms([&] {
                       auto fresh = server.client();
                       CHECK(fresh.Get("/api/info")->status == 200);
                     }));
  }
  done = true;
  dribble.join();
  INFO("slowest normal request: " << worst << " ms");
  // 100 ms is the target (a few ms on an idle machine); the bound is generous for a
  // loaded one. Before, with a thread per connection, these waited 5-8 s.
  CHECK(worst < 1000);
  WARN("slowest normal request beside 1,000 idle and 20 slow connections: " << worst << " ms");
  CHECK(server.http->open_connections() >= kIdle + kSlow);  // none was dropped meanwhile
}

TEST_CASE("serve transport: the header deadline cuts a slow client, the per-address cap refuses",
          "[server]") {
  TestServerOptions options;
  options.http.header_time = std::chrono::seconds(1);
  options.http.max_per_client = 8;
  TestServer server("", options);

  SECTION("a client dribbling its headers is cut at the deadline") {
    Sockets s;
    s.fds.push_back(open_connection(server.port));
    send_text(s.fds[0], "GET /api/info HTTP/1.1\r\nHost: x\r\n");
    const auto start = Clock::now();
    bool closed = false;
    while (!closed && Clock::now() - start < std::chrono::seconds(4)) {
      ::send(s.fds[0], "X", 1, MSG_NOSIGNAL);
      closed = closed_within(s.fds[0], std::chrono::milliseconds(200));
    }
    const auto took = Clock::now() - start;
    CHECK(closed);
    CHECK(took >= std::chrono::milliseconds(900));
    CHECK(took < std::chrono::seconds(3));
  }
  SECTION("one address over its cap is closed at once, another is served") {
    Sockets held;
    for (int i = 0; i < 8; ++i) held.fds.push_back(open_connection(server.port));
    for (int i = 0; i < 200 && server.http->open_connections() < 8; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    REQUIRE(server.http->open_connections() == 8);
    Sockets extra;
    extra.fds.push_back(open_connection(server.port));
    REQUIRE(extra.fds[0] >= 0);
    CHECK(closed_within(extra.fds[0], std::chrono::milliseconds(1000)));
    // Another address (all of 127/8 is loopback) is not held back by the first one's cap.
    const std::string answer = raw_get(server.port, "/api/info", "127.0.0.2");
    CHECK(answer.rfind("HTTP/1.1 200", 0) == 0);
    // Nor is the first address once it closes one.
    ::close(held.fds.back());
    held.fds.pop_back();
    for (int i = 0; i < 200 && server.http->open_connections() >= 8; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    CHECK(raw_get(server.port, "/api/info").rfind("HTTP/1.1 200", 0) == 0);
  }
}

TEST_CASE("serve transport: a thousand event streams of one game all hear a move", "[server]") {
  constexpr int kStreams = 1000;
  if (!room_for_descriptors(2 * kStreams + 200)) {
    WARN("skipped: the hard limit of open files is too low for 1,000 event streams");
    return;
  }
  TestServerOptions options;
  options.http.max_per_client = 5000;
  options.stream_life = std::chrono::seconds(60);
  TestServer server("", options);
  auto c = server.client();
  auto made = c.Post("/api/games", json{{"packs", {"base"}}, {"seats", {"human", "human"}}}.dump(),
                     "application/json");
  REQUIRE(made->status == 201);
  const std::string id = json::parse(made->body)["id"],
                    host = json::parse(made->body)["host_token"];
  const json before = settled_view(c, id, host);

  Sockets streams;
  std::vector<std::string> got(kStreams);
  for (int i = 0; i < kStreams; ++i) {
    const int fd = open_connection(server.port);
    REQUIRE(fd >= 0);
    send_text(fd, "GET /api/games/" + id + "/events HTTP/1.1\r\nHost: x\r\n\r\n");
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    streams.fds.push_back(fd);
  }
  // Reads every stream until each holds `needle` (or the time is up); how many do.
  auto read_until = [&](const std::string& needle, std::chrono::seconds limit) {
    const auto until = Clock::now() + limit;
    std::vector<pollfd> polls;
    for (int fd : streams.fds) polls.push_back({fd, POLLIN, 0});
    int have = 0;
    char buf[8192];
    while (Clock::now() < until) {
      have = 0;
      for (const auto& g : got) have += g.find(needle) != std::string::npos;
      if (have == kStreams) break;
      if (::poll(polls.data(), polls.size(), 100) <= 0) continue;
      for (std::size_t i = 0; i < polls.size(); ++i) {
        if (!(polls[i].revents & (POLLIN | POLLHUP))) continue;
        const auto n = ::recv(polls[i].fd, buf, sizeof buf, 0);
        if (n > 0) got[i].append(buf, static_cast<std::size_t>(n));
      }
    }
    return have;
  };
  const std::string first = "id: " + std::to_string(before["version"].get<std::uint64_t>()) + "\n";
  CHECK(read_until(first, std::chrono::seconds(10)) == kStreams);
  CHECK(server.http->open_connections() >= kStreams);

  REQUIRE(play_first_listed(c, id, host, before) == 200);
  const json after = body_of(c.Get(("/api/games/" + id).c_str()));
  const std::string moved = "id: " + std::to_string(after["version"].get<std::uint64_t>()) + "\n";
  const auto start = Clock::now();
  CHECK(read_until(moved, std::chrono::seconds(10)) == kStreams);
  const double heard = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  WARN("1,000 streams heard the move within " << heard << " ms");
  // And the next move too (each stream stays subscribed).
  const json next = settled_view(c, id, host);
  REQUIRE(play_first_listed(c, id, host, next) == 200);
  const json again = body_of(c.Get(("/api/games/" + id).c_str()));
  CHECK(read_until("id: " + std::to_string(again["version"].get<std::uint64_t>()) + "\n",
                   std::chrono::seconds(10)) == kStreams);
  CHECK(got[0].rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
  CHECK(got[0].find("Content-Type: text/event-stream") != std::string::npos);
}

TEST_CASE("serve transport: the page's files, their types, and no way out of the folder",
          "[server]") {
  const fs::path root = fresh_dir("static-files");
  fs::create_directories(root / "web" / "assets");
  std::ofstream(root / "web" / "index.html") << "<!doctype html><title>governor</title>";
  std::ofstream(root / "web" / "assets" / "app.js") << "console.log(1)";
  std::ofstream(root / "web" / "assets" / "app.css") << "body{}";
  std::ofstream(root / "secret.txt") << "not for you";
  TestServerOptions options;
  options.web_dir = (root / "web").string();
  TestServer server("", options);
  auto c = server.client();
  auto r = c.Get("/");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(r->get_header_value("Content-Type").rfind("text/html", 0) == 0);
  CHECK(r->body.find("<title>governor</title>") != std::string::npos);
  r = c.Get("/assets/app.js");
  CHECK(r->status == 200);
  CHECK(r->get_header_value("Content-Type").rfind("text/javascript", 0) == 0);
  CHECK(c.Get("/assets/app.css")->get_header_value("Content-Type").rfind("text/css", 0) == 0);
  CHECK(c.Head("/assets/app.js")->status == 200);
  r = c.Get("/assets/none.js");
  CHECK(r->status == 404);
  CHECK(error_code(r) == "not_found");
  CHECK(c.Get("/api/nothing")->status == 404);
  // Sent as is (a client would tidy these paths): never the file beside the folder.
  for (const char* path : {"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt",
                           "/assets/%2E%2E/%2e%2e/secret.txt", "/..%2fsecret.txt"}) {
    INFO(path);
    const std::string answer = raw_get(server.port, path);
    CHECK(answer.rfind("HTTP/1.1 404", 0) == 0);
    CHECK(answer.find("not for you") == std::string::npos);
  }
}

TEST_CASE("serve routes: a handler takes a plain request, no socket involved", "[server]") {
  gov::server::Router router;
  gov::server::TableConfig config;
  config.definitions = std::make_shared<gov::DefinitionCache>();
  config.agents = [](std::string_view spec) { return gov::tools::make_agent(spec); };
  config.pack_choices = {"base"};
  gov::server::GameTable table(std::move(config));
  gov::server::add_api_routes(router, table, {});
  gov::server::Request req;
  req.method = "GET";
  req.path = "/api/info";
  auto res = router.route(req);
  CHECK(res.status == 200);
  CHECK(json::parse(res.body)["packs"] == json{"base"});
  req.method = "POST";
  req.path = "/api/games";
  req.body = R"({"packs": ["base"], "players": 9})";
  res = router.route(req);
  CHECK(res.status == 400);
  CHECK(json::parse(res.body)["error"]["code"] == "bad_request");
  req.path = "/api/games/00ff/events";
  req.method = "GET";
  res = router.route(req);
  CHECK(res.status == 404);
  CHECK(res.stream == nullptr);
}
