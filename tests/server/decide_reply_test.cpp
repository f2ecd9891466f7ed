// The API's answer to each outcome of Session::decide (server/decide_reply.hpp): the
// statuses and codes of docs/web.md, apart from the transport; and the route answering
// them over HTTP.
#include "server/decide_reply.hpp"

#include "server/test_server.hpp"
#include "session/session.hpp"

using namespace server_test;
using gov::server::decide_refusal;
using gov::session::DecideOutcome;
using K = DecideOutcome::Kind;

namespace {
DecideOutcome outcome(K kind, std::string reason = {}, std::uint64_t version = 3) {
  DecideOutcome o;
  o.kind = kind;
  o.reason = std::move(reason);
  o.version = version;
  return o;
}
}  // namespace

TEST_CASE("decide reply: each outcome's status, code and message", "[server][decide]") {
  CHECK_FALSE(decide_refusal(outcome(K::applied), 0));
  CHECK_FALSE(decide_refusal(outcome(K::planned), 0));

  auto e = decide_refusal(outcome(K::stale_version, "whatever", 12), 0);
  REQUIRE(e);
  CHECK(e->status == 409);
  CHECK(e->code == "stale_version");
  CHECK(e->message == "stale version: the game has moved on (now at version 12)");

  for (const K k : {K::not_your_turn, K::game_over}) {
    e = decide_refusal(outcome(k, "seat 1 is played by random"), 1);
    REQUIRE(e);
    CHECK(e->status == 409);
    CHECK(e->code == "not_your_turn");
    CHECK(e->message == "seat 2 is not to move");
  }

  e = decide_refusal(outcome(K::illegal, "'build the moon' is not a legal action now"), 0);
  REQUIRE(e);
  CHECK(e->status == 422);
  CHECK(e->code == "illegal_action");
  CHECK(e->message == "'build the moon' is not a legal action now");

  e = decide_refusal(outcome(K::bad_input, "nothing to play"), 0);
  REQUIRE(e);
  CHECK(e->status == 400);
  CHECK(e->code == "bad_request");
  CHECK(e->message == "'action': nothing to play");
}

TEST_CASE("serve API: not your turn, and bad input, over HTTP", "[server][decide]") {
  const fs::path saves = fresh_dir("decide");
  TestServer server(saves.string());
  auto c = server.client();
  auto made = c.Post(
      "/api/games",
      json{{"packs", {"base"}}, {"seats", {"human", "human"}}, {"seed", 7}, {"hot_seat", true}}
          .dump(),
      "application/json");
  REQUIRE(made);
  REQUIRE(made->status == 201);
  const json game = json::parse(made->body);
  const std::string id = game["id"], host = game["host_token"];
  const json v = settled_view(c, id, host);
  const int to_move = v["seat"];
  const std::string path = "/api/games/" + id + "/action";
  auto post = [&](const json& b) { return c.Post(path.c_str(), b.dump(), "application/json"); };
  json b = {{"seat", 1 - to_move},
            {"token", game["seat_tokens"][1 - to_move]},
            {"version", v["version"]},
            {"action", v["actions"][0]["text"]}};
  auto r = post(b);
  CHECK(r->status == 409);
  CHECK(error_code(r) == "not_your_turn");
  CHECK(json::parse(r->body)["error"]["message"] ==
        "seat " + std::to_string(2 - to_move) + " is not to move");

  b["seat"] = to_move;
  b["token"] = game["seat_tokens"][to_move];
  for (const std::string bad : {"   ",
                                "role\x07"
                                "builder"}) {
    b["action"] = bad;
    r = post(b);
    CHECK(r->status == 400);
    CHECK(error_code(r) == "bad_request");
  }
  const json after = settled_view(c, id, host);
  CHECK(after["version"] == v["version"]);
  CHECK(after["decisions"] == v["decisions"]);

  b["action"] = v["actions"][0]["text"];
  r = post(b);
  CHECK(r->status == 200);
}
