// Secrets of a game of people at several screens (issue #48, docs/views.md "Seeds and the
// host token"): the seed is the server's, never the creator's, and no seat reads it before
// the end (views, journal, game list, event stream), every seat after it; the host token
// administers the table and plays its own seat, but another person's seat (its hand, its
// journal, its decisions) is refused to it. A hot seat (every person at the host's screen)
// is played by the host token as before.
#include <set>

#include "server/test_server.hpp"
#include "session/save_file.hpp"

using namespace server_test;

namespace {

TestServerOptions san_juan_only() {
  TestServerOptions options;
  options.packs = {"san-juan"};
  return options;
}

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

// The kinds of the hand of `seat` a view names (none when it may not see them).
std::vector<std::string> hand_kinds(const json& view, int seat) {
  for (const auto& z : view["board"]["cards"])
    if (z.value("seat", -1) == seat && z["zone"] == "in_hand" && z.contains("kinds"))
      return z["kinds"].get<std::vector<std::string>>();
  return {};
}

// A move that brings a game towards its end: a building, paying for it, goods made and
// sold (cards to build with), else anything but passing; every third step any listed move
// (a fixed order of preferences can go round in circles, no city growing).
std::string towards_the_end(const json& actions, int step) {
  if (step % 3 == 2)
    return actions[static_cast<std::size_t>(step) * 2654435761u % actions.size()]["text"];
  for (const char* verb : {"build", "pay", "produce", "sell", "pick", "discard", "role"})
    for (const auto& a : actions)
      if (a["verb"] == verb) return a["text"];
  for (const auto& a : actions)
    if (a["verb"] != "pass") return a["text"];
  return actions[0]["text"];
}

// The first event of the game's stream.
std::string first_event(httplib::Client& c, const std::string& id) {
  std::string stream;
  c.Get(("/api/games/" + id + "/events").c_str(), [&](const char* data, std::size_t n) {
    stream.append(data, n);
    return stream.find("\n\n") == std::string::npos;
  });
  return stream;
}

}  // namespace

TEST_CASE("shared seeds: a game of several screens refuses the creator's seed",
          "[server][secrets]") {
  TestServer server("");
  auto c = server.client();
  for (const json& seats : {json{"human", "human"}, json{"human", "greedy", "human"},
                            json{"human", "human", "human"}}) {
    INFO(seats.dump());
    auto r = post_json(c, "/api/games", {{"packs", {"base"}}, {"seats", seats}, {"seed", 5}});
    REQUIRE(r);
    CHECK(r->status == 400);
    CHECK(error_code(r) == "bad_request");
    const std::string message = body_of(r)["error"]["message"];
    CHECK(message.find("'seed' may not be set") != std::string::npos);
    CHECK(message.find("hot_seat") != std::string::npos);
  }
  // No seats named: every seat a person's.
  auto r = post_json(c, "/api/games", {{"packs", {"base"}}, {"players", 3}, {"seed", 5}});
  REQUIRE(r);
  CHECK(r->status == 400);
  // One person against bots, and a hot seat, may set it.
  make_game(c, {{"packs", {"base"}}, {"seats", {"human", "random"}}, {"seed", 5}});
  const json hot = make_game(
      c, {{"packs", {"base"}}, {"seats", {"human", "human"}}, {"seed", 5}, {"hot_seat", true}});
  CHECK(hot["hot_seat"] == true);
  r = post_json(c, "/api/games", {{"packs", {"base"}}, {"seats", {"human"}}, {"hot_seat", "yes"}});
  REQUIRE(r);
  CHECK(r->status == 400);
  // Without a seed the game is made, its seed drawn by the server.
  const json shared = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human"}}});
  CHECK(shared["hot_seat"] == false);
  CHECK(shared["host_seat"] == 0);
}

TEST_CASE("shared seeds: no seat reads the seed before the end, every seat after it",
          "[server][secrets]") {
  const fs::path saves = fresh_dir("shared-seed");
  TestServer server(saves.string(), san_juan_only());
  auto c = server.client();
  const json game = make_game(c, {{"packs", {"san-juan"}}, {"seats", {"human", "human"}}});
  const std::string id = game["id"], host = game["host_token"];
  const std::vector<std::string> tokens = game["seat_tokens"];
  std::string why;
  const auto record = gov::session::load_record((saves / (id + ".json")).string(), why);
  INFO(why);
  REQUIRE(record);
  const std::string seed = std::to_string(record->seed);
  REQUIRE(record->seed > 1000);  // a fresh seed (1 to 2^53 - 1): its digits name it alone

  // Every output a seat (or a spectator, or the host) may read, without the seed's digits.
  int outputs = 0;
  auto secret_kept = [&](const std::string& what, const std::string& text) {
    INFO(what << ": " << text.substr(0, 400));
    CHECK(text.find(seed) == std::string::npos);
    ++outputs;
  };
  auto check_all = [&] {
    // Only the two people move (no bots): a game not over now stays so while it is read.
    if (body_of(c.Get(("/api/games/" + id).c_str()))["over"] == true) return;
    for (int seat = 0; seat < 2; ++seat) {
      const json v = body_of(c.Get(view_path(id, seat, tokens[seat]).c_str()));
      CHECK((!v.contains("seed") || v["seed"].is_null()));
      secret_kept("view", v.dump());
      secret_kept("journal", c.Get(("/api/games/" + id + "/journal?from=0&seat=" +
                                    std::to_string(seat) + "&token=" + tokens[seat])
                                       .c_str())
                                 ->body);
    }
    secret_kept("spectator", c.Get(("/api/games/" + id).c_str())->body);
    secret_kept("host", c.Get(("/api/games/" + id + "?seat=auto&token=" + host).c_str())->body);
    secret_kept("list", c.Get("/api/games")->body);
    secret_kept("rules", c.Get(("/api/games/" + id + "/rules").c_str())->body);
    secret_kept("seats", c.Get(("/api/games/" + id + "/seats?token=" + host).c_str())->body);
  };
  check_all();
  secret_kept("events", first_event(c, id));

  // The two people play the first listed action, each from its own link, to the end.
  bool over = false;
  for (int step = 0; step < 3000 && !over; ++step) {
    bool moved = false;
    for (int seat = 0; seat < 2 && !moved; ++seat) {
      const json v = body_of(c.Get(view_path(id, seat, tokens[seat]).c_str()));
      if (v["over"] == true) {
        over = true;
        break;
      }
      if (v["actions"].empty()) continue;
      auto r = post_json(c, "/api/games/" + id + "/action",
                         {{"seat", seat},
                          {"token", tokens[seat]},
                          {"version", v["version"]},
                          {"action", towards_the_end(v["actions"], step)}});
      REQUIRE(r);
      secret_kept("decision", r->body);
      moved = true;
      // An undo and a redo attempt (refused or made): their answers keep it too.
      if (step % 7 == 0) {
        const json now = body_of(c.Get(view_path(id, seat, tokens[seat]).c_str()));
        for (const char* verb : {"undo", "redo"})
          secret_kept(
              verb,
              post_json(c, "/api/games/" + id + "/" + verb,
                        {{"seat", seat}, {"token", tokens[seat]}, {"version", now["version"]}})
                  ->body);
      }
    }
    if (!over && step % 10 == 0) check_all();
    if (!moved && !over) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(over);
  INFO("outputs checked before the end: " << outputs);
  CHECK(outputs > 100);

  // After the end every seat, the spectator and the host read it, with how to deal it again.
  std::vector<json> after;
  for (int seat = 0; seat < 2; ++seat)
    after.push_back(body_of(c.Get(view_path(id, seat, tokens[seat]).c_str())));
  after.push_back(body_of(c.Get(("/api/games/" + id).c_str())));
  for (const auto& v : after) {
    CHECK(v["over"] == true);
    REQUIRE(v.contains("seed"));
    REQUIRE(v["seed"].is_number_unsigned());
    CHECK(v["seed"].get<std::uint64_t>() == record->seed);
    CHECK(v["replay"] ==
          "governor play --packs san-juan --players 2 --seed " + seed + " --seats human,human");
  }
}

TEST_CASE("host token: its own seat only when people play at several screens",
          "[server][secrets]") {
  TestServer server("", san_juan_only());
  auto c = server.client();
  const json game = make_game(c, {{"packs", {"san-juan"}}, {"seats", {"human", "human", "human"}}});
  const std::string id = game["id"], host = game["host_token"];
  const std::vector<std::string> tokens = game["seat_tokens"];
  CHECK(game["host_seat"] == 0);

  // Its own seat (the first person's) it sees and plays as that seat's token does.
  const json own = body_of(c.Get(view_path(id, 0, tokens[0]).c_str()));
  const json as_host = body_of(c.Get(view_path(id, 0, host).c_str()));
  CHECK(as_host["seat"] == 0);
  CHECK(hand_kinds(as_host, 0) == hand_kinds(own, 0));
  CHECK_FALSE(hand_kinds(own, 0).empty());
  const json automatic = body_of(c.Get(("/api/games/" + id + "?seat=auto&token=" + host).c_str()));
  CHECK(automatic["seat"] == 0);
  CHECK(hand_kinds(automatic, 1).empty());
  CHECK(hand_kinds(automatic, 2).empty());

  // Another person's seat: its view and journal refused, its decisions too.
  for (int seat : {1, 2}) {
    INFO("seat " << seat);
    const json theirs = body_of(c.Get(view_path(id, seat, tokens[seat]).c_str()));
    REQUIRE_FALSE(hand_kinds(theirs, seat).empty());
    auto r = c.Get(view_path(id, seat, host).c_str());
    REQUIRE(r);
    CHECK(r->status == 403);
    CHECK(error_code(r) == "bad_token");
    CHECK(body_of(r)["error"]["message"].get<std::string>().find("another person's") !=
          std::string::npos);
    r = c.Get(
        ("/api/games/" + id + "/journal?from=0&seat=" + std::to_string(seat) + "&token=" + host)
            .c_str());
    REQUIRE(r);
    CHECK(r->status == 403);
    for (const char* verb : {"action", "undo", "redo"}) {
      r = post_json(
          c, "/api/games/" + id + "/" + verb,
          {{"seat", seat},
           {"token", host},
           {"version", theirs["version"]},
           {"action", theirs["actions"].empty() ? json("pass") : theirs["actions"][0]["text"]}});
      REQUIRE(r);
      CHECK(r->status == 403);
      CHECK(error_code(r) == "bad_token");
    }
  }
  // The host administers the table: the seat links, to it alone.
  const json links = body_of(c.Get(("/api/games/" + id + "/seats?token=" + host).c_str()));
  CHECK(links["seat_tokens"] == game["seat_tokens"]);
  CHECK(links["hot_seat"] == false);
  auto r = c.Get(("/api/games/" + id + "/seats?token=" + tokens[1]).c_str());
  REQUIRE(r);
  CHECK(r->status == 403);
  r = c.Get(("/api/games/" + id + "/seats").c_str());
  REQUIRE(r);
  CHECK(r->status == 403);
}

TEST_CASE("host token: a hot seat plays every person's seat from one screen", "[server][secrets]") {
  const fs::path saves = fresh_dir("hot-seat");
  std::string id, host;
  {
    TestServer server(saves.string(), san_juan_only());
    auto c = server.client();
    const json game = make_game(c, {{"packs", {"san-juan"}},
                                    {"seats", {"human", "human", "human"}},
                                    {"seed", 4},
                                    {"hot_seat", true}});
    id = game["id"];
    host = game["host_token"];
    for (int seat = 0; seat < 3; ++seat) {
      const json v = body_of(c.Get(view_path(id, seat, host).c_str()));
      CHECK(v["seat"] == seat);
      CHECK(v["hot_seat"] == true);
      CHECK_FALSE(hand_kinds(v, seat).empty());
    }
    // The view follows the person to move, and the host decides for each.
    std::set<int> movers;
    for (int i = 0; i < 12; ++i) {
      const json v = settled_view(c, id, host);
      movers.insert(v["seat"].get<int>());
      REQUIRE(play_first_listed(c, id, host, v) == 200);
    }
    CHECK(movers.size() == 3);
  }
  // After a restart too (kept in the seat file).
  TestServer again(saves.string(), san_juan_only());
  auto c = again.client();
  CHECK(body_of(c.Get(view_path(id, 2, host).c_str()))["seat"] == 2);
}
