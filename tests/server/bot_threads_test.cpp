// Bots of several games move on several threads (TableConfig::bot_threads): each game
// still moves one decision at a time from its own seeds, so the games are the same as with
// one thread, decision for decision.
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "server/test_server.hpp"

using namespace server_test;

namespace {

// Bots-only games, one per seed, played to the end; each game's decisions as the journal
// has them.
std::vector<std::vector<std::string>> play_bot_games(std::size_t bot_threads) {
  TestServerOptions options;
  options.bot_threads = bot_threads;
  TestServer server("", options);
  auto c = server.client();
  std::vector<std::string> ids;
  for (int seed = 1; seed <= 6; ++seed) {
    const json body = {{"packs", {"base"}},
                       {"players", 3},
                       {"seats", {"greedy", "random", "beginner"}},
                       {"seed", seed}};
    const auto r = c.Post("/api/games", body.dump(), "application/json");
    REQUIRE(r);
    REQUIRE(r->status == 201);
    ids.push_back(json::parse(r->body)["id"]);
  }
  std::vector<std::vector<std::string>> games;
  for (const auto& id : ids) {
    bool over = false;
    // A guard against a hang, not a time limit: a game of these bots takes milliseconds.
    for (int tries = 0; tries < 60000 && !over; ++tries) {
      const auto v = c.Get(("/api/games/" + id).c_str());
      REQUIRE(v);
      over = json::parse(v->body)["over"] == true;
      if (!over) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    REQUIRE(over);
    const auto j = c.Get(("/api/games/" + id + "/journal").c_str());
    REQUIRE(j);
    std::vector<std::string> actions;
    const json journal = json::parse(j->body);  // named: a temporary's member would dangle
    for (const auto& d : journal["decisions"]) actions.push_back(d["action"]);
    games.push_back(std::move(actions));
  }
  return games;
}

}  // namespace

TEST_CASE("serve bots: games move side by side on several threads, the same games as on one",
          "[server]") {
  const auto one = play_bot_games(1);
  const auto three = play_bot_games(3);
  REQUIRE(one.size() == 6);
  for (std::size_t g = 0; g < one.size(); ++g) {
    INFO("game " << g);
    CHECK(one[g].size() > 50);  // whole games, not a few moves
    CHECK(one[g] == three[g]);
  }
  CHECK(one[0] != one[1]);  // the seeds make different games
}
