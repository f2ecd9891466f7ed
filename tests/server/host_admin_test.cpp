// The host token's powers over the table (issue #48, docs/web.md "The host's powers"): it
// seats a bot in a person's seat mid-game (the person left: their link stops working, the
// bot moves, a restart keeps it, the save replays) and ends the game (no decision any more,
// the bots stop, every stream hears it, every view says so with the seed; kept across a
// restart). Nobody else may do either.
#include <atomic>
#include <thread>

#include "server/test_server.hpp"
#include "session/save_file.hpp"

using namespace server_test;

namespace {

httplib::Result post_json(httplib::Client& c, const std::string& path, const json& body) {
  return c.Post(path.c_str(), body.dump(), "application/json");
}

json make_game(httplib::Client& c, const json& request) {
  auto made = post_json(c, "/api/games", request);
  REQUIRE(made);
  INFO(made->body);
  REQUIRE(made->status == 201);
  return json::parse(made->body);
}

std::string view_path(const std::string& id, int seat, const std::string& token) {
  return "/api/games/" + id + "?seat=" + std::to_string(seat) + "&token=" + token;
}

// One decision by whichever person is to move, from their own link: false when none is.
bool one_move(httplib::Client& c, const std::string& id, const std::vector<std::string>& tokens) {
  for (int seat = 0; seat < static_cast<int>(tokens.size()); ++seat) {
    if (tokens[static_cast<std::size_t>(seat)].empty()) continue;
    const json v =
        body_of(c.Get(view_path(id, seat, tokens[static_cast<std::size_t>(seat)]).c_str()));
    if (v["over"] == true || v["actions"].empty()) continue;
    return play_first_listed(c, id, tokens[static_cast<std::size_t>(seat)], v) == 200;
  }
  return false;
}

// The same, waiting for the bots to move first.
bool move_soon(httplib::Client& c, const std::string& id, const std::vector<std::string>& tokens) {
  for (int i = 0; i < 400; ++i) {
    if (one_move(c, id, tokens)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

httplib::Result seat_bot(httplib::Client& c, const std::string& id, int seat, const json& body) {
  return post_json(c, "/api/games/" + id + "/seats/" + std::to_string(seat), body);
}

std::string message_of(const httplib::Result& r) {
  return body_of(r)["error"]["message"];
}

}  // namespace

TEST_CASE("host powers: a bot takes a person's seat mid-game", "[server][host-admin]") {
  const fs::path saves = fresh_dir("host-seat-bot");
  std::string id, host;
  std::vector<std::string> tokens;
  std::vector<std::string> actions_before;
  {
    TestServer server(saves.string());
    auto c = server.client();
    const json game = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human", "human"}}});
    id = game["id"];
    host = game["host_token"];
    tokens = game["seat_tokens"].get<std::vector<std::string>>();
    for (int i = 0; i < 12; ++i) REQUIRE(one_move(c, id, tokens));
    std::string why;
    actions_before = gov::session::load_record((saves / (id + ".json")).string(), why)->actions;
    REQUIRE(actions_before.size() == 12);

    // Only the host token, a seat of the game, a bot kind the server makes.
    auto r = seat_bot(c, id, 1, {{"token", tokens[2]}, {"kind", "greedy"}});
    CHECK(r->status == 403);
    r = seat_bot(c, id, 1, {{"token", tokens[1]}, {"kind", "greedy"}});
    CHECK(r->status == 403);
    r = seat_bot(c, id, 3, {{"token", host}, {"kind", "greedy"}});
    CHECK(r->status == 400);
    r = seat_bot(c, id, 1, {{"token", host}, {"kind", "gredy"}});
    CHECK(r->status == 400);
    CHECK(message_of(r).find("unknown bot kind 'gredy'") != std::string::npos);
    CHECK(message_of(r).find("greedy") != std::string::npos);  // did you mean
    r = seat_bot(c, id, 1, {{"token", host}, {"kind", "human"}});
    CHECK(r->status == 400);
    r = seat_bot(c, id, 1, {{"token", host}});
    CHECK(r->status == 400);
    // The host's own seat is not given away.
    r = seat_bot(c, id, 0, {{"token", host}, {"kind", "greedy"}});
    CHECK(r->status == 409);
    CHECK(error_code(r) == "host_seat");
    CHECK(body_of(c.Get(view_path(id, 1, tokens[1]).c_str()))["humans"][1] == true);

    r = seat_bot(c, id, 1, {{"token", host}, {"kind", "greedy"}});
    INFO(r->body);
    REQUIRE(r->status == 200);
    CHECK(body_of(r)["seat_tokens"][1] == "");
    CHECK(body_of(r)["kind"] == "greedy");
    // Twice: a bot's seat already.
    r = seat_bot(c, id, 1, {{"token", host}, {"kind", "random"}});
    CHECK(r->status == 409);
    CHECK(error_code(r) == "not_a_person");

    // The seat's link stops working, with a word.
    r = c.Get(view_path(id, 1, tokens[1]).c_str());
    CHECK(r->status == 403);
    CHECK(message_of(r).find("seat 2 is played by a bot (greedy)") != std::string::npos);
    r = c.Get(("/api/games/" + id + "?token=" + tokens[1]).c_str());
    CHECK(r->status == 403);
    CHECK(message_of(r).find("played by a bot") != std::string::npos);
    r = post_json(c, "/api/games/" + id + "/action",
                  {{"seat", 1}, {"token", tokens[1]}, {"version", 0}, {"action", "pass"}});
    CHECK(r->status == 403);
    CHECK(message_of(r).find("played by a bot") != std::string::npos);
    CHECK(body_of(c.Get(("/api/games/" + id + "/seats?token=" + host).c_str()))["seat_tokens"][1] ==
          "");

    // Everyone sees the bot; the two people play on and the bot moves for seat 2.
    const json seen = body_of(c.Get(view_path(id, 0, tokens[0]).c_str()));
    CHECK(seen["seats"][1] == "greedy");
    CHECK(seen["humans"][1] == false);
    tokens[1].clear();
    for (int i = 0; i < 40; ++i) {
      if (!one_move(c, id, tokens)) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    const json journal = body_of(c.Get(("/api/games/" + id + "/journal?from=12").c_str()));
    int bot_moves = 0;
    for (const auto& d : journal["decisions"])
      bot_moves += d["seat"] == 1 && d["by_human"] == false;
    CHECK(bot_moves > 0);
  }
  // The save names the bot, and begins with the moves made before: the same game.
  std::string why;
  const auto record = gov::session::load_record((saves / (id + ".json")).string(), why);
  REQUIRE(record);
  CHECK(record->seats == std::vector<std::string>{"human", "greedy", "human"});
  REQUIRE(record->actions.size() > actions_before.size());
  CHECK(std::equal(actions_before.begin(), actions_before.end(), record->actions.begin()));

  // A restart: the game resumes from its save (its hash checked), the link still refused,
  // the bot still plays seat 2.
  TestServer server(saves.string());
  auto c = server.client();
  const json v = body_of(c.Get(view_path(id, 0, tokens[0]).c_str()));
  CHECK(v["humans"][1] == false);
  CHECK(v["seats"][1] == "greedy");
  const std::string first_link =
      body_of(c.Get(("/api/games/" + id + "/seats?token=" + host).c_str()))["seat_tokens"][0];
  CHECK(first_link == tokens[0]);
  CHECK(move_soon(c, id, tokens));
}

TEST_CASE("host powers: the dropped link is refused after a restart", "[server][host-admin]") {
  const fs::path saves = fresh_dir("host-dropped-link");
  std::string id, host, dropped;
  {
    TestServer server(saves.string());
    auto c = server.client();
    const json game = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human", "greedy"}}});
    id = game["id"];
    host = game["host_token"];
    dropped = game["seat_tokens"][1];
    REQUIRE(seat_bot(c, id, 1, {{"token", host}, {"kind", "random"}})->status == 200);
  }
  TestServer server(saves.string());
  auto c = server.client();
  auto r = c.Get(view_path(id, 1, dropped).c_str());
  CHECK(r->status == 403);
  CHECK(message_of(r).find("seat 2 is played by a bot (random)") != std::string::npos);
}

TEST_CASE("host powers: the host ends the game", "[server][host-admin]") {
  const fs::path saves = fresh_dir("host-end");
  std::string id, host;
  std::vector<std::string> tokens;
  std::uint64_t seed = 0;
  {
    TestServer server(saves.string());
    auto c = server.client();
    const json game = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human", "greedy"}}});
    id = game["id"];
    host = game["host_token"];
    tokens = game["seat_tokens"].get<std::vector<std::string>>();
    for (int i = 0; i < 6; ++i) REQUIRE(move_soon(c, id, tokens));
    std::string why;
    seed = gov::session::load_record((saves / (id + ".json")).string(), why)->seed;
    const json before = body_of(c.Get(view_path(id, 0, tokens[0]).c_str()));
    CHECK(before["ended"] == false);
    CHECK(before["seed"].is_null());

    // Only the host token ends it.
    auto r = post_json(c, "/api/games/" + id + "/end", {{"token", tokens[1]}});
    CHECK(r->status == 403);
    r = post_json(c, "/api/games/" + id + "/end", {{"token", tokens[0]}});
    CHECK(r->status == 403);

    // A page following the stream hears it: a new version, `ended`.
    std::atomic<bool> heard{false};
    std::thread listener([&] {
      auto l = server.client();
      std::string stream;
      l.Get(("/api/games/" + id + "/events").c_str(), [&](const char* data, std::size_t n) {
        stream.append(data, n);
        if (stream.find("\"ended\":true") != std::string::npos) heard = true;
        return !heard;
      });
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    r = post_json(c, "/api/games/" + id + "/end", {{"token", host}});
    INFO(r->body);
    REQUIRE(r->status == 200);
    CHECK(body_of(r)["ended"] == true);
    CHECK(body_of(r)["version"].get<std::uint64_t>() > before["version"].get<std::uint64_t>());
    listener.join();
    CHECK(heard);

    r = post_json(c, "/api/games/" + id + "/end", {{"token", host}});
    CHECK(r->status == 409);
    CHECK(error_code(r) == "game_ended");
    // No more decisions, undo, redo, nor seats given.
    const json after = body_of(c.Get(view_path(id, 0, tokens[0]).c_str()));
    for (const char* verb : {"action", "undo", "redo"})
      for (int seat = 0; seat < 2; ++seat) {
        r = post_json(c, "/api/games/" + id + "/" + verb,
                      {{"seat", seat},
                       {"token", tokens[static_cast<std::size_t>(seat)]},
                       {"version", after["version"]},
                       {"action", "pass"}});
        CHECK(r->status == 409);
        CHECK(error_code(r) == "game_ended");
      }
    r = seat_bot(c, id, 1, {{"token", host}, {"kind", "greedy"}});
    CHECK(r->status == 409);
    CHECK(error_code(r) == "game_ended");
    // The bots stop.
    const auto decisions = after["decisions"];
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    CHECK(body_of(c.Get(("/api/games/" + id).c_str()))["decisions"] == decisions);
  }
  // Every view says so, with the seed, after a restart too; the list says so.
  TestServer server(saves.string());
  auto c = server.client();
  std::vector<json> views{body_of(c.Get(view_path(id, 0, tokens[0]).c_str())),
                          body_of(c.Get(view_path(id, 1, tokens[1]).c_str())),
                          body_of(c.Get(("/api/games/" + id).c_str()))};
  for (const auto& v : views) {
    CHECK(v["ended"] == true);
    CHECK(v["over"] == false);
    CHECK(v["actions"].empty());
    CHECK(v["undo"]["possible"] == false);
    REQUIRE(v["seed"].is_number_unsigned());
    CHECK(v["seed"].get<std::uint64_t>() == seed);
    CHECK(v["replay"].get<std::string>().find(std::to_string(seed)) != std::string::npos);
  }
  auto r = post_json(
      c, "/api/games/" + id + "/action",
      {{"seat", 0}, {"token", tokens[0]}, {"version", views[0]["version"]}, {"action", "pass"}});
  CHECK(r->status == 409);
  bool listed = false;
  const json games = body_of(c.Get("/api/games"));
  for (const auto& g : games["games"])
    if (g["id"] == id) listed = g.value("ended", false);
  CHECK(listed);
}
