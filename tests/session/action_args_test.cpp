// The view's actions as data (session/describe.hpp action_args): every listed action
// carries its verb and its operands as ids and counts, read from the engine's Action, and
// the documented grammar (docs/actions.md) composed from them gives back its canonical text
// (so a front end can choose and compose from the data alone, never parsing the text).
// Placements made and planned go out as data too (session/placement.hpp).
#include <catch2/catch.hpp>

#include <set>

#include "session/placement.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"

namespace {

using gov::session::Session;
using nlohmann::json;

std::unique_ptr<Session> people(int players, std::uint64_t seed, const std::string& packs) {
  gov::session::SessionConfig c;
  c.players = players;
  c.seed = seed;
  c.seats.assign(static_cast<std::size_t>(players), "human");
  std::string error;
  auto s = Session::create(
      gov::test::rules_for(packs), gov::test::hooks_for(packs), c,
      [](std::string_view) { return nullptr; }, &error);
  INFO(error);
  REQUIRE(s);
  return s;
}

// The canonical text written from the structured fields alone (and the board, for the
// role's copy number: the n-th card of that role, said when n > 1).
std::string compose(const json& a, const json& board) {
  const std::string verb = a["verb"];
  const json& args = a["args"];
  if (verb == "pass") return verb;
  if (verb == "role") {
    const int card = args["card"];
    int n = 0;
    for (int i = 0; i <= card; ++i) n += board["roles"][i]["role"] == args["role"];
    CHECK(board["roles"][card]["role"] == args["role"]);
    return "role " + args["role"].get<std::string>() + (n > 1 ? " " + std::to_string(n) : "");
  }
  if (verb == "settle") return "settle " + args["tile"].get<std::string>();
  if (verb == "take") return "take " + args["worker"].get<std::string>();
  if (verb == "place") {
    const std::string kind = args["target"]["kind"];
    CHECK((kind == "tile" || kind == "building"));
    return "place " + args["worker"].get<std::string>() + " " +
           args["target"]["id"].get<std::string>();
  }
  if (verb == "build" || verb == "draft") return verb + " " + args["building"].get<std::string>();
  if (verb == "craft" || verb == "sell" || verb == "store" || verb == "keep")
    return verb + " " + args["good"].get<std::string>();
  if (verb == "ship") {
    const int ship = args["ship"];
    CHECK(board["ships"][ship]["capacity"] == args["capacity"]);
    return "ship " + args["good"].get<std::string>() + " " +
           std::to_string(args["capacity"].get<int>());
  }
  if (verb == "use") {
    std::string t = "use " + args["building"].get<std::string>();
    for (const auto& w : args["with"])
      t += " " + (w["kind"] == "number" ? std::to_string(w["value"].get<int>())
                                        : w["id"].get<std::string>());
    return t;
  }
  FAIL("unknown verb " << verb);
  return "";
}

// Plays games of `packs` at random, checking every listed action of every view; returns
// the verbs seen.
std::set<std::string> check_games(const std::string& packs, int players, int games) {
  std::set<std::string> verbs;
  for (int g = 1; g <= games; ++g) {
    auto s = people(players, static_cast<std::uint64_t>(g), packs);
    gov::Rng pick = gov::Rng::seeded(static_cast<std::uint64_t>(g) * 7919);
    for (int step = 0; step < 3000 && !s->over(); ++step) {
      const int seat = s->current_seat();
      const json v = s->view(seat);
      REQUIRE(v["actions"].size() == s->legal().size());
      for (std::size_t i = 0; i < v["actions"].size(); ++i) {
        const json& a = v["actions"][i];
        INFO(a.dump());
        CHECK(a["verb"] == std::string(gov::action_verb(s->legal()[i].type)));
        CHECK(compose(a, v["board"]) == a["text"].get<std::string>());
        verbs.insert(a["verb"].get<std::string>());
      }
      const auto& legal = s->legal();
      REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  return verbs;
}

}  // namespace

TEST_CASE("every listed action carries its verb and operands as data", "[session][view]") {
  auto verbs = check_games("base", 3, 2);
  for (const auto& v : check_games("base,new-buildings,nobles", 4, 3)) verbs.insert(v);
  // Every verb of the grammar was met (the packs list each of them in these games).
  for (const std::string want : {"pass", "role", "settle", "take", "place", "build", "craft",
                                 "sell", "ship", "store", "keep", "use", "draft"})
    CHECK(verbs.count(want) == 1);
}

TEST_CASE("placements made and planned go out as data, with their line", "[session][view]") {
  const gov::Ruleset& r = gov::test::rules_for("base");
  const auto worker = *r.worker_index("colonist");
  const std::vector<gov::session::Placement> placed = {
      {worker, false, *r.tile_index("corn")},
      {worker, true, *r.building_index("small_market")},
      {worker, true, *r.building_index("small_market")}};
  CHECK(gov::session::placements_text(r, placed) ==
        "place colonist corn small_market small_market");
  CHECK(gov::session::placements_text(r, {}) == "");
  const json j = gov::session::placements_json(r, placed);
  CHECK(j[0] == json{{"worker", "colonist"}, {"target", {{"kind", "tile"}, {"id", "corn"}}}});
  CHECK(j[1]["target"] == json{{"kind", "building"}, {"id", "small_market"}});

  // In a game: every `place` decision's placements are in the view and the journal's
  // entry as data and as the line written from them.
  int seen = 0;
  for (std::uint64_t seed = 1; seed < 20 && seen < 3; ++seed) {
    auto s = people(3, seed, "base");
    gov::Rng pick = gov::Rng::seeded(seed);
    while (!s->over() && seen < 3) {
      const auto& legal = s->legal();
      REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
      const auto& d = s->history().back();
      if (d.placed.empty()) continue;
      const json v = s->view((d.seat + 1) % 3);
      const json& last = v["since_your_last_decision"].back();
      CHECK(last["placements"] == gov::session::placements_json(s->rules(), d.placed));
      CHECK(last["placed"] == gov::session::placements_text(s->rules(), d.placed));
      ++seen;
    }
  }
  CHECK(seen == 3);
}

TEST_CASE("planned placements go out as data beside their texts", "[session][view]") {
  // The last target of an arrangement named first cannot be made yet: it is planned.
  int planned = 0;
  for (std::uint64_t seed = 1; seed < 60 && planned < 2; ++seed) {
    auto s = people(3, seed, "base");
    gov::Rng pick = gov::Rng::seeded(seed);
    for (int step = 0; step < 400 && !s->over(); ++step) {
      const auto& legal = s->legal();
      if (legal.size() > 1 && legal.front().type == gov::ActionType::Place) {
        const auto text = s->engine().to_text(s->state(), legal.back());
        REQUIRE_FALSE(s->play_text("place " + text.substr(text.rfind(' ') + 1)));
        const json v = s->view(s->current_seat());
        REQUIRE(v["planned_placements"].size() == s->planned().size());
        for (std::size_t i = 0; i < s->planned().size(); ++i) {
          const json& p = v["planned_placements"][i];
          CHECK("place " + p["worker"].get<std::string>() + " " +
                    p["target"]["id"].get<std::string>() ==
                s->planned()[i]);
        }
        planned += !s->planned().empty();
        break;
      }
      REQUIRE_FALSE(s->play(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  CHECK(planned == 2);
}
