// The server's saves (session/save_writer.hpp): a decision is answered only once the save
// on the disk holds it, the saves of many games written at once all land, and a save that
// cannot be written is a clear error that changes nothing.
#include <fstream>
#include <iterator>
#include <mutex>
#include <vector>

#include <fmt/format.h>

#include "server/test_server.hpp"
#include "session/save_file.hpp"
#include "session/save_writer.hpp"

using namespace server_test;

namespace {

// The actions of a game's save as the disk holds it now.
std::vector<std::string> saved_actions(const fs::path& saves, const std::string& id) {
  std::string error;
  const auto r = gov::session::load_record((saves / (id + ".json")).string(), error);
  INFO(error);
  REQUIRE(r);
  return r->actions;
}

struct Game {
  std::string id, token;
};

Game new_game(httplib::Client& c, int seed) {
  auto made =
      c.Post("/api/games",
             json{{"packs", {"base"}}, {"seats", {"human", "random"}}, {"seed", seed}}.dump(),
             "application/json");
  REQUIRE(made);
  REQUIRE(made->status == 201);
  const json g = json::parse(made->body);
  return {g["id"], g["seat_tokens"][0]};
}

// Posts the first listed action of seat 0; the answer.
httplib::Result act(httplib::Client& c, const Game& g, const json& view) {
  const json body = {{"seat", 0},
                     {"token", g.token},
                     {"version", view["version"]},
                     {"action", view["actions"][0]["text"]}};
  return c.Post(("/api/games/" + g.id + "/action").c_str(), body.dump(), "application/json");
}

}  // namespace

TEST_CASE("serve saves: an answered action is in the save on the disk", "[server]") {
  const fs::path saves = fresh_dir("durable");
  TestServer server(saves.string());
  auto c = server.client();
  const Game g = new_game(c, 11);
  for (int i = 0; i < 12; ++i) {
    const json view = settled_view(c, g.id, g.token);
    if (view["over"] == true) break;
    const std::string text = view["actions"][0]["text"];
    const std::string label = view["actions"][0]["label"];
    const auto r = act(c, g, view);
    REQUIRE(r);
    REQUIRE(r->status == 200);
    // Read at once, before anything else happens: the file already holds the decision
    // (and every one before it) when the answer arrives.
    const auto actions = saved_actions(saves, g.id);
    CHECK(actions.size() >= json::parse(r->body)["decisions"].get<std::size_t>());
    const json journal = body_of(c.Get(("/api/games/" + g.id + "/journal").c_str()));
    const auto index = journal["decisions"].size();
    REQUIRE(index >= 1);
    std::size_t mine = 0;  // the last decision of seat 0 in the journal
    for (std::size_t k = 0; k < index; ++k)
      if (journal["decisions"][k]["by_human"] == true) mine = k;
    REQUIRE(mine < actions.size());
    CHECK(actions[mine] == journal["decisions"][mine]["action"]);
    CHECK(actions[mine] == text);
    // The journal reads as the listing did: the label the player chose by.
    CHECK(journal["decisions"][mine]["label"] == label);
  }
}

TEST_CASE("serve saves: concurrent actions of many games are all saved", "[server]") {
  const fs::path saves = fresh_dir("batch");
  TestServer server(saves.string());
  constexpr int kGames = 8, kMoves = 15;
  std::vector<Game> games;
  {
    auto c = server.client();
    for (int i = 0; i < kGames; ++i) games.push_back(new_game(c, 100 + i));
  }
  std::vector<std::vector<std::string>> posted(kGames);
  std::mutex failures_mutex;
  std::vector<std::string> failures;
  std::vector<std::thread> players;
  for (int i = 0; i < kGames; ++i)
    players.emplace_back([&, i] {
      auto c = server.client();
      const Game& g = games[static_cast<std::size_t>(i)];
      auto fail = [&](std::string why) {
        std::lock_guard lock(failures_mutex);
        failures.push_back(g.id + ": " + why);
      };
      for (int m = 0; m < kMoves; ++m) {
        json view;
        for (int tries = 0; tries < 2000; ++tries) {  // the bot moves on the server's thread
          auto got = c.Get(("/api/games/" + g.id + "?seat=0&token=" + g.token).c_str());
          if (!got || got->status != 200) return fail("no view");
          view = json::parse(got->body);
          if (view["over"] == true || !view["actions"].empty()) break;
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        if (view["over"] == true) return;
        const auto r = act(c, g, view);
        if (!r || r->status != 200) return fail("refused: " + (r ? r->body : std::string("-")));
        posted[static_cast<std::size_t>(i)].push_back(view["actions"][0]["text"]);
        // Saved when answered, whatever the other games are doing.
        std::string error;
        const auto rec = gov::session::load_record((saves / (g.id + ".json")).string(), error);
        if (!rec) return fail(error);
        if (rec->actions.size() < json::parse(r->body)["decisions"].get<std::size_t>())
          fail("answered before saved");
      }
    });
  for (auto& t : players) t.join();
  INFO((failures.empty() ? std::string() : failures.front()));
  CHECK(failures.empty());
  // Every game's save holds the person's actions posted, in order.
  auto c = server.client();
  for (int i = 0; i < kGames; ++i) {
    const Game& g = games[static_cast<std::size_t>(i)];
    const json journal = body_of(c.Get(("/api/games/" + g.id + "/journal").c_str()));
    const auto actions = saved_actions(saves, g.id);
    std::vector<std::string> mine;
    for (std::size_t k = 0; k < journal["decisions"].size(); ++k)
      if (journal["decisions"][k]["by_human"] == true) {
        REQUIRE(k < actions.size());
        CHECK(actions[k] == journal["decisions"][k]["action"]);
        mine.push_back(actions[k]);
      }
    CHECK(mine == posted[static_cast<std::size_t>(i)]);
    CHECK(posted[static_cast<std::size_t>(i)].size() == kMoves);
  }
}

TEST_CASE("serve saves: a save that fails is a clear error and changes nothing", "[server]") {
  const fs::path saves = fresh_dir("failing");
  TestServer server(saves.string());
  auto c = server.client();
  const Game g = new_game(c, 21);
  const json first = settled_view(c, g.id, g.token);
  REQUIRE(act(c, g, first)->status == 200);  // the game's files now exist
  const json before = settled_view(c, g.id, g.token);
  // The bot's moves shown may still be on their way to the disk.
  for (int i = 0; i < 500 && saved_actions(saves, g.id).size() < before["decisions"]; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  const auto saved_before = saved_actions(saves, g.id);
  REQUIRE(saved_before.size() == before["decisions"]);
  const json journal_before = body_of(c.Get(("/api/games/" + g.id + "/journal").c_str()));

  // The save's temporary file cannot be written: a folder stands where it goes (the tests
  // may run as root, for whom a read-only folder is writable).
  const fs::path tmp = saves / (g.id + ".json.tmp");
  fs::remove_all(tmp);
  fs::create_directory(tmp);
  const auto refused = act(c, g, before);
  REQUIRE(refused);
  CHECK(refused->status == 500);
  CHECK(error_code(refused) == "save_failed");
  const std::string message = body_of(refused)["error"]["message"];
  CHECK(message.find("could not be saved") != std::string::npos);
  CHECK(message.find(".json.tmp") != std::string::npos);

  // Nothing half applied: the same decisions, the same save, seat 0 to decide again.
  const json after = settled_view(c, g.id, g.token);
  CHECK(after["decisions"] == before["decisions"]);
  CHECK(after["actions"] == before["actions"]);
  CHECK(after["version"].get<std::uint64_t>() > before["version"].get<std::uint64_t>());
  CHECK(saved_actions(saves, g.id) == saved_before);
  CHECK(body_of(c.Get(("/api/games/" + g.id + "/journal").c_str())) == journal_before);

  // The disk writable again: the same action is made and saved.
  fs::remove_all(tmp);
  const auto made = act(c, g, after);
  REQUIRE(made);
  CHECK(made->status == 200);
  CHECK(saved_actions(saves, g.id).size() >= saved_before.size() + 1);
}

TEST_CASE("save writer: saves queued together all land, the newest text of a file wins",
          "[server]") {
  const fs::path dir = fresh_dir("writer");
  fs::create_directories(dir);
  std::vector<std::shared_ptr<gov::session::PendingSave>> pending;
  {
    gov::session::SaveWriter writer(true);
    for (int round = 0; round < 3; ++round)
      for (int i = 0; i < 20; ++i)
        pending.push_back(writer.submit((dir / fmt::format("f{}.json", i)).string(),
                                        fmt::format("{} {}\n", i, round)));
    for (auto& p : pending) CHECK_FALSE(p->wait());
    const auto bad = writer.submit((dir / "no-such-folder" / "x.json").string(), "x");
    const auto why = bad->wait();
    REQUIRE(why);
    CHECK(why->find("no-such-folder") != std::string::npos);
  }
  for (int i = 0; i < 20; ++i) {
    std::ifstream in(dir / fmt::format("f{}.json", i));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text == fmt::format("{} 2\n", i));
  }
}
