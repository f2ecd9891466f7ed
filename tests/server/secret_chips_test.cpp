// Secret VP chips on the server (docs/views.md; seed 001: « les points de victoire peuvent
// être tenus secrets ... faces cachées »): on by default with more than one person, off
// against bots, asked for or refused by `secret_chips`; kept across a restart; each seat
// sees its own chips only, a spectator none, and the totals appear at the end.
#include "server/test_server.hpp"

using namespace server_test;

namespace {

json make_game(httplib::Client& c, const json& request) {
  auto made = c.Post("/api/games", request.dump(), "application/json");
  REQUIRE(made);
  INFO(made->body);
  REQUIRE(made->status == 201);
  return json::parse(made->body);
}

json view_of(httplib::Client& c, const json& game, int seat) {
  const std::string token = seat < 0 ? "" : game["seat_tokens"][seat].get<std::string>();
  const std::string q = seat < 0 ? "" : "?seat=" + std::to_string(seat) + "&token=" + token;
  return body_of(c.Get(("/api/games/" + game["id"].get<std::string>() + q).c_str()));
}

// Whose chips a view shows: true per seat where `vp_chips` and the score's chips are numbers.
std::vector<bool> chips_shown(const json& v) {
  std::vector<bool> out;
  for (std::size_t i = 0; i < v["board"]["seats"].size(); ++i) {
    const bool board = !v["board"]["seats"][i]["vp_chips"].is_null();
    const bool score = !v["scores"][i]["chips"].is_null();
    CHECK(board == score);
    CHECK(score == !v["scores"][i]["total"].is_null());
    out.push_back(board);
  }
  return out;
}

}  // namespace

TEST_CASE("secret chips: on by default with two persons, each sees its own", "[server][views]") {
  const fs::path saves = fresh_dir("secret-chips");
  json game;
  {
    TestServer server(saves.string());
    auto c = server.client();
    game = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human", "random"}}});
    const json v0 = view_of(c, game, 0);
    CHECK(v0["secret_chips"] == true);
    CHECK(chips_shown(v0) == std::vector<bool>{true, false, false});
    CHECK(chips_shown(view_of(c, game, 1)) == std::vector<bool>{false, true, false});
    CHECK(chips_shown(view_of(c, game, -1)) == std::vector<bool>{false, false, false});
  }
  // A restarted server resumes the game with the option (kept in the seat file).
  TestServer again(saves.string());
  auto c = again.client();
  CHECK(chips_shown(view_of(c, game, 1)) == std::vector<bool>{false, true, false});
}

TEST_CASE("secret chips: off against bots, as asked, and open at the end", "[server][views]") {
  const fs::path saves = fresh_dir("open-chips");
  TestServer server(saves.string());
  auto c = server.client();
  const json alone = make_game(c, {{"packs", {"base"}}, {"seats", {"human", "random"}}});
  CHECK(view_of(c, alone, 0)["secret_chips"] == false);
  CHECK(chips_shown(view_of(c, alone, -1)) == std::vector<bool>{true, true});
  const json open =
      make_game(c, {{"packs", {"base"}}, {"seats", {"human", "human"}}, {"secret_chips", false}});
  CHECK(chips_shown(view_of(c, open, 0)) == std::vector<bool>{true, true});
  const json secret =
      make_game(c, {{"packs", {"base"}}, {"seats", {"human", "random"}}, {"secret_chips", true}});
  CHECK(chips_shown(view_of(c, secret, 0)) == std::vector<bool>{true, false});
  auto bad = c.Post("/api/games",
                    json{{"packs", {"base"}}, {"seats", {"human"}}, {"secret_chips", "yes"}}.dump(),
                    "application/json");
  REQUIRE(bad);
  CHECK(bad->status == 400);
  CHECK(error_code(bad) == "bad_request");

  // The person plays to the end: then every seat's chips and total are shown.
  const std::string id = secret["id"], token = secret["seat_tokens"][0];
  json v = settled_view(c, id, token);
  for (int i = 0; i < 3000 && v["over"] == false; ++i) {
    REQUIRE(play_first_listed(c, id, token, v) == 200);
    v = settled_view(c, id, token);
  }
  REQUIRE(v["over"] == true);
  CHECK(chips_shown(view_of(c, secret, 0)) == std::vector<bool>{true, true});
  CHECK(chips_shown(view_of(c, secret, -1)) == std::vector<bool>{true, true});
}
