// A card game's start variant through `governor serve`: /api/info lists each pack's, POST
// /api/games takes one by id (and refuses an undeclared one with a "did you mean"), and the
// save records it so the game resumes with the same deal.
#include "server/test_server.hpp"
#include "session/save_file.hpp"

using namespace server_test;

TEST_CASE("serve API: a start variant is offered, taken by POST /api/games and saved",
          "[server][variant]") {
  const fs::path saves = fresh_dir("variant");
  TestServerOptions options;
  options.packs = {"base", "san-juan"};
  TestServer server(saves.string(), options);
  auto c = server.client();
  const json info = body_of(c.Get("/api/info"));
  REQUIRE(info["pack_names"].size() == 2);
  CHECK_FALSE(info["pack_names"][0].contains("variants"));  // Puerto Rico declares none
  REQUIRE(info["pack_names"][1]["variants"].size() == 1);
  CHECK(info["pack_names"][1]["variants"][0]["id"] == "start_choice");
  CHECK_FALSE(info["pack_names"][1]["variants"][0]["name"].get<std::string>().empty());

  auto post = [&](const json& body) {
    return c.Post("/api/games", body.dump(), "application/json");
  };
  // A hot seat (every person at the host's screen): the host token plays each seat, and the
  // seed may be set.
  const json game = {{"packs", {"san-juan"}},
                     {"seats", {"human", "human", "human"}},
                     {"seed", 4},
                     {"hot_seat", true}};

  json misspelt = game;
  misspelt["variant"] = "start_chioce";
  auto r = post(misspelt);
  REQUIRE(r);
  CHECK(r->status == 400);
  CHECK(body_of(r)["error"]["message"].get<std::string>().find("did you mean 'start_choice'?") !=
        std::string::npos);
  json number = game;
  number["variant"] = 3;
  r = post(number);
  CHECK(r->status == 400);
  json base = {{"packs", {"base"}}, {"seats", {"human", "human", "human"}}, {"variant", "x"}};
  r = post(base);
  CHECK(r->status == 400);

  json with = game;
  with["variant"] = "start_choice";
  r = post(with);
  REQUIRE(r);
  REQUIRE(r->status == 201);
  const json made = json::parse(r->body);
  const std::string id = made["id"], host = made["host_token"];
  // The governor keeps 4 of its 5 cards: its first decision is a discard.
  const json view = settled_view(c, id, host);
  CHECK(view["seat"] == 0);
  for (const auto& a : view["actions"])
    CHECK(a["text"].get<std::string>().rfind("discard ", 0) == 0);
  REQUIRE(play_first_listed(c, id, host, view) == 200);  // answered once saved
  std::string error;
  const auto saved = gov::session::load_record((saves / (id + ".json")).string(), error);
  INFO(error);
  REQUIRE(saved);
  CHECK(saved->variant == "start_choice");
  CHECK(saved->actions.size() == 1);
}
