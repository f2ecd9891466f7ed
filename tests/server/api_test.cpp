// The JSON API of `governor serve` (server/api.hpp) on loopback: every bad request answers
// a clear JSON error and changes no game; a good one changes it once; a restarted server
// resumes the game from its save with nothing lost.
#include <cctype>

#include "server/test_server.hpp"

using namespace server_test;

TEST_CASE("serve API: bad requests answer JSON errors and change nothing", "[server]") {
  const fs::path saves = fresh_dir("errors");
  TestServer server(saves.string());
  auto c = server.client();

  auto made = c.Post("/api/games",
                     json{{"packs", {"base"}}, {"seats", {"human", "random"}}, {"seed", 7}}.dump(),
                     "application/json");
  REQUIRE(made);
  REQUIRE(made->status == 201);
  const json game = json::parse(made->body);
  const std::string id = game["id"], host = game["host_token"];
  const std::string seat0 = game["seat_tokens"][0];
  CHECK(game["seat_tokens"][1] == "");  // a bot's seat has no token
  CHECK(seat0.size() == 32);
  CHECK(seat0 != host);

  const json before = settled_view(c, id, host);
  const auto version = before["version"].get<std::uint64_t>();
  const auto decisions = before["decisions"].get<std::uint64_t>();
  const std::string path = "/api/games/" + id + "/action";
  const std::string legal = before["actions"][0]["text"];
  auto unchanged = [&] {
    const json now = body_of(c.Get(("/api/games/" + id + "?seat=auto&token=" + host).c_str()));
    CHECK(now["version"] == version);
    CHECK(now["decisions"] == decisions);
  };
  auto post = [&](const std::string& p, const std::string& body) {
    return c.Post(p.c_str(), body, "application/json");
  };
  const json good = {{"seat", 0}, {"token", seat0}, {"version", version}, {"action", legal}};

  SECTION("unknown games and paths") {
    auto r = c.Get("/api/games/0123456789abcdef");
    CHECK(r->status == 404);
    CHECK(error_code(r) == "unknown_game");
    r = post("/api/games/0123456789abcdef/action", good.dump());
    CHECK(r->status == 404);
    r = c.Get("/api/games/NOT-HEX");
    CHECK(r->status == 404);
    CHECK(error_code(r) == "not_found");
  }
  SECTION("malformed and oversized bodies") {
    auto r = post(path, "{\"seat\": 0,");
    CHECK(r->status == 400);
    CHECK(error_code(r) == "malformed_json");
    r = post(path, "[1, 2]");
    CHECK(r->status == 400);
    r = post(path, std::string(64 * 1024, ' ') + good.dump());
    CHECK(r->status == 413);
    CHECK(error_code(r) == "body_too_large");
    r = post("/api/games", std::string(64 * 1024, 'x'));
    CHECK(r->status == 413);
  }
  SECTION("fields of the wrong type or range") {
    for (const char* field : {"seat", "token", "version", "action"}) {
      json b = good;
      b.erase(field);
      CHECK(post(path, b.dump())->status == 400);
      b[field] = json::array();
      CHECK(post(path, b.dump())->status == 400);
    }
    json b = good;
    b["seat"] = 7;
    CHECK(post(path, b.dump())->status == 400);
    b = good;
    b["version"] = -1;
    CHECK(post(path, b.dump())->status == 400);
  }
  SECTION("wrong seat or token") {
    json b = good;
    b["token"] = std::string(32, '0');
    auto r = post(path, b.dump());
    CHECK(r->status == 403);
    CHECK(error_code(r) == "bad_token");
    b = good;
    b["seat"] = 1;  // the bot's seat: no token acts for it, not even the host's
    b["token"] = host;
    CHECK(post(path, b.dump())->status == 403);
    CHECK(c.Get(("/api/games/" + id + "?seat=0&token=" + std::string(32, 'a')).c_str())->status ==
          403);
  }
  SECTION("stale version and illegal action") {
    json b = good;
    b["version"] = version + 1;
    auto r = post(path, b.dump());
    CHECK(r->status == 409);
    CHECK(error_code(r) == "stale_version");
    b = good;
    b["action"] = "build the moon";
    r = post(path, b.dump());
    CHECK(r->status == 422);
    CHECK(error_code(r) == "illegal_action");
    b = good;
    b["seat"] = 0;
    r = post("/api/games/" + id + "/redo", b.dump());
    CHECK(r->status == 422);
  }
  SECTION("bad new games") {
    CHECK(post("/api/games", json{{"packs", {"no-such-pack"}}}.dump())->status == 400);
    CHECK(post("/api/games", json{{"packs", {"base"}}, {"players", 9}}.dump())->status == 400);
    // A float where a count belongs is refused, never converted (1e300 as an int is
    // undefined behaviour).
    CHECK(post("/api/games", R"({"packs":["base"],"players":1e300})")->status == 400);
    CHECK(post("/api/games", R"({"packs":["base"],"players":3.0})")->status == 400);
    CHECK(post("/api/games", json{{"packs", {"base"}}, {"seats", {"human", "nobody"}}}.dump())
              ->status == 400);
    // A misspelt level is refused with the level it looks like.
    auto misspelt =
        post("/api/games", json{{"packs", {"base"}}, {"seats", {"human", "expret"}}}.dump());
    CHECK(misspelt->status == 400);
    CHECK_THAT(misspelt->body, Catch::Matchers::Contains("did you mean 'expert'?"));
    CHECK(post("/api/games", json{{"packs", "base"}}.dump())->status == 400);
    CHECK(post("/api/games", json{{"packs", {"base"}}, {"seed", -3}}.dump())->status == 400);
  }
  unchanged();

  SECTION("a good action, then undo") {
    auto r = post(path, good.dump());
    REQUIRE(r->status == 200);
    CHECK(body_of(r)["version"].get<std::uint64_t>() > version);
    // The same request again is stale now.
    CHECK(post(path, good.dump())->status == 409);
    const json after = settled_view(c, id, host);
    if (after["undo"]["possible"] == true) {
      json u = {{"seat", 0}, {"token", seat0}, {"version", after["version"]}};
      r = post("/api/games/" + id + "/undo", u.dump());
      CHECK(r->status == 200);
      CHECK(body_of(r)["decisions"] == decisions);
    }
  }
}

TEST_CASE("serve API: spectators, events and a restart", "[server]") {
  const fs::path saves = fresh_dir("restart");
  std::string id, host;
  std::uint64_t decisions = 0;
  {
    TestServer server(saves.string());
    auto c = server.client();
    auto made = c.Post("/api/games",
                       json{{"packs", {"base", "new-buildings", "nobles"}},
                            {"seats", {"human", "random", "random"}},
                            {"seed", 3},
                            {"draft", "random"}}
                           .dump(),
                       "application/json");
    REQUIRE(made->status == 201);
    id = json::parse(made->body)["id"];
    host = json::parse(made->body)["host_token"];
    for (int i = 0; i < 5; ++i) {
      const json v = settled_view(c, id, host);
      REQUIRE(play_first_listed(c, id, host, v) == 200);
    }
    const json v = settled_view(c, id, host);
    decisions = v["decisions"];

    const json spectator = body_of(c.Get(("/api/games/" + id).c_str()));
    CHECK(spectator["seat"].is_null());
    CHECK(spectator["actions"].empty());
    CHECK(spectator["undo"]["possible"] == false);

    std::string stream;
    c.Get(("/api/games/" + id + "/events").c_str(), [&](const char* data, std::size_t n) {
      stream.append(data, n);
      return stream.find("\n\n") == std::string::npos;  // the first event is enough
    });
    CHECK(stream.find("event: version") != std::string::npos);
    CHECK(stream.find("id: " + std::to_string(v["version"].get<std::uint64_t>())) !=
          std::string::npos);

    const json list = body_of(c.Get("/api/games"));
    REQUIRE(list["games"].size() == 1);
    CHECK(list["games"][0].dump().find(host) == std::string::npos);  // no tokens listed
  }
  TestServer again(saves.string());
  auto c = again.client();
  const json list = body_of(c.Get("/api/games"));
  REQUIRE(list["games"].size() == 1);
  CHECK(list["games"][0]["loaded"] == false);
  const json v = settled_view(c, id, host);
  CHECK(v["decisions"] == decisions);
  const json journal = body_of(c.Get(("/api/games/" + id + "/journal").c_str()));
  CHECK(journal["decisions"].size() == decisions);
  // Each decision in its plain sentence (session/sentence.hpp) beside its canonical text,
  // and the round's line on the first of the game.
  REQUIRE_FALSE(journal["decisions"].empty());
  CHECK(journal["decisions"][0]["round_start"] == "Round 1 \u2014 Seat 1 is governor.");
  for (const auto& d : journal["decisions"]) {
    const std::string sentence = d["sentence"];
    CHECK(sentence.rfind("Seat ", 0) == 0);
    // Not the canonical text word for word ("Seat 2 passes." is no `pass`).
    std::string words = " ";
    for (char ch : sentence)
      words += std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'
                   ? static_cast<char>(std::tolower(static_cast<unsigned char>(ch)))
                   : ' ';
    CHECK(words.find(" " + d["action"].get<std::string>() + " ") == std::string::npos);
    CHECK(d.contains("action"));
  }
}

TEST_CASE("serve API: packs of two games are offered side by side, each with its game",
          "[server]") {
  // Packs of different games never mix: each offered pack joins the first mix it loads
  // with, so the expansions still get their names (they load only with their base), and
  // the page checks only the first pack's game at first.
  const fs::path saves = fresh_dir("info-games");
  TestServerOptions options;
  options.packs = {"base", "new-buildings", "nobles", "san-juan"};
  TestServer server(saves.string(), options);
  auto c = server.client();
  const json info = body_of(c.Get("/api/info"));
  REQUIRE(info["pack_names"].size() == 4);
  CHECK(info["pack_names"][1]["name"] == "Puerto Rico, expansion I (New Buildings)");
  CHECK(info["pack_names"][3]["name"] == "San Juan");
  const json pr = info["pack_names"][0]["game"];
  CHECK(info["pack_names"][1]["game"] == pr);
  CHECK(info["pack_names"][2]["game"] == pr);
  CHECK(info["pack_names"][3]["game"] != pr);
  CHECK(info["players"] == json({{"min", 2}, {"max", 5}}));
  // A San Juan game's rules list its trading house tiles (seed 004's table, a tile a
  // column); a Puerto Rico game's have none.
  auto made =
      c.Post("/api/games", json{{"packs", {"san-juan"}}, {"seats", {"human", "random"}}}.dump(),
             "application/json");
  REQUIRE(made);
  REQUIRE(made->status == 201);
  const std::string sj = json::parse(made->body)["id"];
  const json rules = body_of(c.Get(("/api/games/" + sj + "/rules").c_str()));
  REQUIRE(rules["price_tiles"].size() == 5);
  CHECK(rules["price_tiles"][0] ==
        json({{"indigo", 1}, {"sugar", 1}, {"tobacco", 1}, {"coffee", 2}, {"silver", 2}}));
  CHECK(rules["price_tiles"][4] ==
        json({{"indigo", 1}, {"sugar", 2}, {"tobacco", 2}, {"coffee", 3}, {"silver", 3}}));
  // And its card zones as cards.yaml declares them (what each is for, who sees what).
  REQUIRE(rules["card_zones"].size() == 9);
  CHECK(rules["card_zones"][0] == json({{"id", "draw_pile"},
                                        {"role", "draw"},
                                        {"of", "game"},
                                        {"sees", "nobody"},
                                        {"count", "everyone"}}));
  CHECK(rules["card_zones"][6] == json({{"id", "tucked"},
                                        {"role", ""},
                                        {"of", "building"},
                                        {"sees", "owner"},
                                        {"count", "owner"}}));
  CHECK(rules["card_zones"][7] == json({{"id", "built_over"},
                                        {"role", "covered"},
                                        {"of", "game"},
                                        {"sees", "everyone"},
                                        {"count", "everyone"}}));
  made = c.Post("/api/games", json{{"packs", {"base"}}, {"seats", {"human", "random"}}}.dump(),
                "application/json");
  REQUIRE(made);
  const std::string pr_game = json::parse(made->body)["id"];
  const json pr_rules = body_of(c.Get(("/api/games/" + pr_game + "/rules").c_str()));
  CHECK_FALSE(pr_rules.contains("price_tiles"));
  CHECK_FALSE(pr_rules.contains("card_zones"));
}

TEST_CASE("serve API: /api/info names the offered packs and the form's defaults", "[server]") {
  const fs::path saves = fresh_dir("info");
  TestServer server(saves.string());
  auto c = server.client();
  const json info = body_of(c.Get("/api/info"));
  CHECK(info["packs"] == json({"base", "new-buildings", "nobles"}));
  // Each offered pack by its `name:` (pack.yaml), in the order offered.
  REQUIRE(info["pack_names"].size() == 3);
  CHECK(info["pack_names"][0]["id"] == "base");
  CHECK(info["pack_names"][0]["name"] == "Puerto Rico (base game)");
  CHECK(info["pack_names"][1]["id"] == "new-buildings");
  CHECK(info["pack_names"][1]["name"] == "Puerto Rico, expansion I (New Buildings)");
  CHECK(info["pack_names"][2]["id"] == "nobles");
  CHECK(info["pack_names"][2]["game"] == info["pack_names"][0]["game"]);
  // The test server sets no default bot; the player count is `governor play`'s.
  CHECK(info["default_bot"] == "");
  // The form offers the named levels first, weakest first, then the plain bot specs.
  CHECK(info["bots"] ==
        json({"beginner", "casual", "strong", "expert", "random", "greedy", "mcts"}));
  // A level is a seat kind of a new game.
  auto made = c.Post("/api/games",
                     json{{"packs", {"base"}}, {"seats", {"human", "beginner", "casual"}}}.dump(),
                     "application/json");
  REQUIRE(made);
  CHECK(made->status == 201);
  CHECK(info["default_players"] == 4);
  CHECK(info["players"]["min"] == 2);
  CHECK(info["players"]["max"] == 5);
}
