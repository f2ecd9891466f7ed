// The API's answers at the edges of HTTP (a body without a length, a form-encoded body
// over cpp-httplib's own limit), the documented codes of refused games, and the journal's
// rounds.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>

#include "core/engine.hpp"
#include "server/test_server.hpp"
#include "support/fixture.hpp"

using namespace server_test;

namespace {

// Sends `request` as is on a new connection; the answer's first `limit` bytes (what
// arrived before the server closed or two seconds passed).
std::string raw_request(int port, const std::string& request) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0);
  timeval wait{2, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  REQUIRE(::send(fd, request.data(), request.size(), 0) == static_cast<ssize_t>(request.size()));
  std::string answer;
  char buf[4096];
  // The headers and the JSON body: enough once the body's closing brace arrived.
  while (answer.find("}}") == std::string::npos) {
    const auto n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    answer.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return answer;
}

}  // namespace

TEST_CASE("serve API: a body without a length is refused at once", "[server]") {
  TestServer server(fresh_dir("no-length").string());
  const auto start = std::chrono::steady_clock::now();
  // Before, cpp-httplib read such a body until its read timeout (10 s), then answered a
  // bare 400 "http_error".
  const std::string answer =
      raw_request(server.port,
                  "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\r\n"
                  "{\"packs\": [\"base\"]}");
  const auto took = std::chrono::steady_clock::now() - start;
  CHECK(answer.rfind("HTTP/1.1 411", 0) == 0);
  CHECK(answer.find("\"length_required\"") != std::string::npos);
  CHECK(took < std::chrono::seconds(1));
}

TEST_CASE("serve API: an oversized body is told the limit that applied", "[server]") {
  TestServer server(fresh_dir("limits").string());
  auto c = server.client();
  const std::string big = json{{"packs", {"base"}}, {"pad", std::string(9000, 'x')}}.dump();
  // curl's default type: cpp-httplib refuses a form over 8,192 bytes itself (the body
  // limit is 16 KiB); before, the message said "over 16384 bytes".
  auto r = c.Post("/api/games", big, "application/x-www-form-urlencoded");
  REQUIRE(r);
  CHECK(r->status == 413);
  CHECK(error_code(r) == "body_too_large");
  const std::string message = body_of(r)["error"]["message"];
  CHECK(message.find("8192") != std::string::npos);
  CHECK(message.find("application/json") != std::string::npos);
  // As JSON the same body is under the limit.
  r = c.Post("/api/games", big, "application/json");
  CHECK(r->status == 201);
  r = c.Post("/api/games", std::string(20000, ' '), "application/json");
  CHECK(r->status == 413);
  CHECK(std::string(body_of(r)["error"]["message"]).find("16384") != std::string::npos);
}

TEST_CASE("serve API: packs that do not load together are bad_packs", "[server]") {
  TestServer server(fresh_dir("bad-packs").string());
  auto c = server.client();
  auto r =
      c.Post("/api/games", json{{"packs", {"nobles"}}, {"players", 2}}.dump(), "application/json");
  REQUIRE(r);
  CHECK(r->status == 400);
  CHECK(error_code(r) == "bad_packs");
}

TEST_CASE("serve API: the journal's round is the round a decision was taken in", "[server]") {
  // The QA's game: base, seed 42, a person and two greedy bots. Before, a round's last
  // decision (seat 2's mayor placement of round 1) was journaled under round 2.
  TestServer server(fresh_dir("journal-rounds").string());
  auto c = server.client();
  auto made = c.Post(
      "/api/games",
      json{{"packs", {"base"}}, {"seats", {"human", "greedy", "greedy"}}, {"seed", 42}}.dump(),
      "application/json");
  REQUIRE(made->status == 201);
  const std::string id = json::parse(made->body)["id"],
                    host = json::parse(made->body)["host_token"];
  for (int i = 0; i < 40; ++i) {
    const json v = settled_view(c, id, host);
    if (v["over"] == true || v["board"]["round"] >= 4) break;
    REQUIRE(play_first_listed(c, id, host, v) == 200);
  }
  const json journal = body_of(c.Get(("/api/games/" + id + "/journal").c_str()))["decisions"];
  REQUIRE(journal.size() > 20);
  // The log replayed: each decision's round is the State's round before it.
  gov::Engine engine(gov::test::rules_for("base"), gov::test::hooks_for("base"));
  gov::State s = engine.new_game(3, 42);
  int ends = 0, placements = 0;
  for (const auto& d : journal) {
    INFO(d.dump());
    CHECK(d["round"] == s.round);
    const int before = s.round;
    REQUIRE_FALSE(engine.apply_text(s, d["action"].get<std::string>()));
    ends += s.round != before;
    // A placement names every worker it placed (its own target among them).
    const std::string action = d["action"];
    if (action.rfind("place ", 0) == 0) {
      ++placements;
      const std::string placed = d["placed"];
      CHECK(placed.rfind("place ", 0) == 0);
      CHECK((placed + " ").find(action.substr(action.rfind(' ')) + " ") != std::string::npos);
    }
  }
  CHECK(ends >= 2);
  CHECK(placements > 0);
}
