// One language for moves (session/sentence.hpp): each kind of decision in a plain sentence
// with its subject named and its counts in the plural they take, the round's line, and
// never the command grammar, over whole games of every pack.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "core/primitives.hpp"
#include "session/event_text.hpp"
#include "session/sentence.hpp"
#include "support/fixture.hpp"
#include "support/open_session.hpp"

using namespace gov;
using gov::session::Decision;
using gov::session::decision_sentence;

namespace {

const std::string kAllPacks = "base,new-buildings,nobles";

template <class T>
Id id_of(const std::vector<T>& table, const std::string& id) {
  for (Id i = 0; i < table.size(); ++i)
    if (table[i].id == id) return i;
  FAIL("no id " << id);
  return kNone;
}

Decision decision(int seat, ActionType type, Id a = 0, Id b = 0, Id c = 0) {
  Decision d;
  d.seat = seat;
  d.action = Action::make(type, a, b, c);
  return d;
}

GameEvent event(EventKind kind, Id seat, Id what, int amount, Cause cause = {}) {
  GameEvent e;
  e.kind = kind;
  e.seat = seat;
  e.what = what;
  e.amount = amount;
  e.cause = cause;
  return e;
}

// The words of `text`, lowercase, split at anything but letters, digits and '_'.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || ch == '_') {
      cur += static_cast<char>(std::tolower(c));
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// `text` holds the words of `action` one after the other (the command grammar).
bool holds_action_text(const std::string& text, const std::string& action) {
  const auto w = words_of(text), a = words_of(action);
  return std::search(w.begin(), w.end(), a.begin(), a.end()) != w.end();
}

}  // namespace

TEST_CASE("sentence: a role names its taker and the coins on the card", "[session][sentence]") {
  const Ruleset& r = test::rules_for("base");
  Decision d = decision(0, ActionType::Role, 3);
  d.role = id_of(r.roles, "builder");
  CHECK(decision_sentence(r, d) == "Seat 1 takes the Builder.");
  d.events.push_back(event(EventKind::Coins, 0, kNone, 1, {CauseKind::RoleCard, d.role}));
  CHECK(decision_sentence(r, d) == "Seat 1 takes the Builder (+1 coin).");
  d.events.back().amount = 3;
  CHECK(decision_sentence(r, d) == "Seat 1 takes the Builder (+3 coins).");
}

TEST_CASE("sentence: the mayor's colonists, each seat named, in the plural they take",
          "[session][sentence]") {
  const Ruleset& r = test::rules_for("base");
  const Id mayor = id_of(r.roles, "mayor");
  Decision d = decision(1, ActionType::Role, 1);
  d.role = mayor;
  GameEvent from_supply = event(EventKind::Worker, 1, 0, 1, {CauseKind::Privilege, mayor});
  GameEvent ship1 = event(EventKind::Worker, 1, 0, 2, {CauseKind::Rule, mayor});
  ship1.via = static_cast<std::uint8_t>(WorkerSource::Ship);
  GameEvent ship2 = ship1;
  ship2.seat = 2;
  ship2.amount = 1;
  d.events = {from_supply, ship1, ship2};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 takes the Mayor and gets 1 Colonist from the supply (the Mayor's privilege) and "
        "2 Colonists from the ship. Seat 3 gets 1 Colonist from the ship.");
}

TEST_CASE("sentence: production says its verb once, for each seat", "[session][sentence]") {
  const Ruleset& r = test::rules_for("base");
  const Id craftsman = id_of(r.roles, "craftsman");
  const Id corn = id_of(r.goods, "corn"), sugar = id_of(r.goods, "sugar");
  Decision d = decision(1, ActionType::Role, 3);
  d.role = craftsman;
  const Cause phase{CauseKind::Rule, craftsman};
  d.events = {event(EventKind::Coins, 1, kNone, 2, {CauseKind::RoleCard, craftsman}),
              event(EventKind::Goods, 1, corn, 4, phase),
              event(EventKind::Goods, 1, sugar, 1, phase),
              event(EventKind::Goods, 2, corn, 1, phase),
              event(EventKind::Goods, 2, sugar, 3, phase),
              event(EventKind::Goods, 3, sugar, 1, phase)};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 takes the Craftsman (+2 coins) and produces 4 barrels of Corn and 1 barrel of "
        "Sugar. Seat 3 produces 1 barrel of Corn and 3 barrels of Sugar. Seat 4 produces 1 "
        "barrel of Sugar.");
}

TEST_CASE("sentence: a whole placement, worker kinds and targets counted", "[session][sentence]") {
  const Ruleset& r = test::rules_for("base,nobles");
  const Id colonist = id_of(r.worker_kinds, "colonist"), noble = id_of(r.worker_kinds, "noble");
  const Id plant = id_of(r.buildings, "indigo_plant"), hacienda = id_of(r.buildings, "hacienda");
  const Id corn = id_of(r.tile_kinds, "corn"), indigo = id_of(r.tile_kinds, "indigo");
  Decision d = decision(1, ActionType::Place, colonist, 1, plant);
  d.placed = {{colonist, true, plant}, {colonist, true, plant}, {noble, true, hacienda}};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 places 2 Colonists on the Indigo Plant and a Noble on the Hacienda.");
  d.placed = {{colonist, false, corn}, {colonist, false, corn}, {colonist, false, indigo}};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 places 2 Colonists on Corn plantations and a Colonist on an Indigo plantation.");
  d.placed = {{colonist, false, corn}, {colonist, true, plant}, {noble, true, hacienda}};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 places a Colonist on a Corn plantation, a Colonist on the Indigo Plant and a "
        "Noble on the Hacienda.");
  // One placement without the whole arrangement recorded: the action itself.
  d.placed.clear();
  CHECK(decision_sentence(r, d) == "Seat 2 places a Colonist on the Indigo Plant.");
}

TEST_CASE("sentence: a build with its price, paid or free", "[session][sentence]") {
  const Ruleset& r = test::rules_for("base");
  const Id market = id_of(r.buildings, "small_market"), office = id_of(r.buildings, "office");
  const Id builder = id_of(r.roles, "builder");
  Decision d = decision(2, ActionType::Build, market);
  d.events = {event(EventKind::Coins, 2, kNone, -1, {CauseKind::Rule, builder}),
              event(EventKind::Building, 2, market, 1, {CauseKind::Rule, builder})};
  CHECK(decision_sentence(r, d) == "Seat 3 builds a Small Market for 1 coin.");
  d = decision(2, ActionType::Build, office);
  d.events = {event(EventKind::Coins, 2, kNone, -4, {CauseKind::Rule, builder}),
              event(EventKind::Building, 2, office, 1, {CauseKind::Rule, builder})};
  CHECK(decision_sentence(r, d) == "Seat 3 builds an Office for 4 coins.");
  d.events.erase(d.events.begin());
  CHECK(decision_sentence(r, d) == "Seat 3 builds an Office for free.");
}

TEST_CASE("sentence: settle, take, craft, sell, ship, store, keep, use, draft and pass",
          "[session][sentence]") {
  const Ruleset& r = test::rules_for(kAllPacks);
  const Id corn = id_of(r.tile_kinds, "corn"), quarry = id_of(r.tile_kinds, "quarry");
  const Id indigo = id_of(r.goods, "indigo"), sugar = id_of(r.goods, "sugar");
  const Id market = id_of(r.buildings, "small_market"), harbor = id_of(r.buildings, "harbor");
  const Id hacienda = id_of(r.buildings, "hacienda");
  const Id noble = id_of(r.worker_kinds, "noble");
  const Id trader = id_of(r.roles, "trader"), captain = id_of(r.roles, "captain");

  Decision d = decision(0, ActionType::Settle, corn);
  d.events = {event(EventKind::Tile, 0, corn, 1)};
  CHECK(decision_sentence(r, d) == "Seat 1 takes a Corn plantation.");
  d = decision(0, ActionType::Settle, quarry);
  CHECK(decision_sentence(r, d) == "Seat 1 takes a Quarry.");

  d = decision(1, ActionType::Take, noble);
  d.events = {event(EventKind::Worker, 1, noble, 1)};
  CHECK(decision_sentence(r, d) == "Seat 2 takes a Noble from the supply.");

  d = decision(1, ActionType::Craft, sugar);
  d.events = {event(EventKind::Goods, 1, sugar, 1)};
  CHECK(decision_sentence(r, d) == "Seat 2 takes 1 more barrel of Sugar.");

  d = decision(3, ActionType::Sell, indigo);
  GameEvent sale = event(EventKind::Sale, 3, indigo, 2, {CauseKind::Rule, trader});
  sale.extra = 1;
  d.events = {sale, event(EventKind::Coins, 3, kNone, 1, {CauseKind::Building, market})};
  CHECK(decision_sentence(r, d) ==
        "Seat 4 sells Indigo for 2 coins (1 of them the privilege) and gains 1 coin (Small "
        "Market).");

  d = decision(0, ActionType::Ship, sugar, 1);
  GameEvent shipped = event(EventKind::Shipment, 0, sugar, 3, {CauseKind::Rule, captain});
  shipped.extra = 3;
  d.events = {shipped, event(EventKind::Vp, 0, kNone, 1, {CauseKind::Privilege, captain}),
              event(EventKind::Vp, 0, kNone, 1, {CauseKind::Building, harbor})};
  CHECK(decision_sentence(r, d) ==
        "Seat 1 ships 3 barrels of Sugar for 3 VP and gains 1 VP (the Captain's privilege) and "
        "1 VP (Harbor).");
  shipped.amount = 1;
  shipped.extra = 1;
  d.events = {shipped};
  CHECK(decision_sentence(r, d) == "Seat 1 ships 1 barrel of Sugar for 1 VP.");

  d = decision(2, ActionType::Store, indigo);
  d.events = {event(EventKind::Kept, 2, indigo, 3)};
  CHECK(decision_sentence(r, d) == "Seat 3 keeps 3 barrels of Indigo.");
  d = decision(2, ActionType::Keep, sugar);
  d.events = {event(EventKind::Kept, 2, sugar, 1),
              event(EventKind::Goods, 2, indigo, -2, {CauseKind::Rule, captain})};
  CHECK(decision_sentence(r, d) ==
        "Seat 3 keeps 1 barrel of Sugar and loses 2 barrels of Indigo (the Captain phase).");

  d = decision(0, ActionType::Use, hacienda);
  GameEvent drawn = event(EventKind::TileDrawn, kNone, corn, 1);
  d.events = {drawn, event(EventKind::Tile, 0, corn, 1, {CauseKind::Building, hacienda})};
  CHECK(decision_sentence(r, d) ==
        "Seat 1 uses the Hacienda and places a tile: Corn plantation (Hacienda). Drawn from "
        "the stack: a Corn plantation.");

  d = decision(4, ActionType::Draft, harbor);
  CHECK(decision_sentence(r, d) == "Seat 5 puts the Harbor in the game.");

  d = decision(1, ActionType::Pass);
  CHECK(decision_sentence(r, d) == "Seat 2 passes.");
  GameEvent end = event(EventKind::EndTriggered, kNone, kNone, 0);
  end.via = kEndWorkers;
  d.events = {end};
  CHECK(decision_sentence(r, d) ==
        "Seat 2 passes. The game will end after this round: the workers ran out.");
}

TEST_CASE("sentence: a line at each round's start, naming the governor", "[session][sentence]") {
  using gov::session::round_start;
  CHECK(gov::session::round_sentence(4, 1) == "Round 4 \u2014 Seat 2 is governor.");
  std::vector<Decision> h(5);
  h[0].action = Action::make(ActionType::Draft);
  h[0].round = 1;
  h[1].round = 1;
  h[2].round = 1;
  h[3].round = 2;
  h[3].governor = 1;
  h[4].round = 2;
  CHECK(round_start(h, 0).empty());  // the setup draft starts no round
  CHECK(round_start(h, 1) == "Round 1 \u2014 Seat 1 is governor.");
  CHECK(round_start(h, 2).empty());
  CHECK(round_start(h, 3) == "Round 2 \u2014 Seat 2 is governor.");
  CHECK(round_start(h, 4).empty());
  CHECK(round_start(h, 5).empty());
}

TEST_CASE("sentence: whole games of every pack never write the command grammar",
          "[session][sentence]") {
  for (const std::string& packs : {std::string("base"), kAllPacks}) {
    for (int players : {2, 4, 5}) {
      std::vector<std::string> seats(static_cast<std::size_t>(players), "greedy");
      auto s = test::open_session(seats, 11 + static_cast<std::uint64_t>(players), packs);
      REQUIRE_FALSE(s->run_agents().has_value());
      REQUIRE(s->over());
      const auto& h = s->history();
      int rounds = 0;
      for (std::size_t i = 0; i < h.size(); ++i) {
        const std::string line = decision_sentence(s->rules(), h[i]);
        INFO(packs << ", " << players << " players, decision " << i << ": " << h[i].text << " -> "
                   << line);
        CHECK(line.rfind(gov::session::seat_subject(h[i].seat) + " ", 0) == 0);
        CHECK(line.back() == '.');
        CHECK_FALSE(holds_action_text(line, h[i].text));
        CHECK(line.find('_') == std::string::npos);  // no content id
        CHECK(line.find("  ") == std::string::npos);
        // "1 coins", "1 barrels", "2 coin ": no count without its plural.
        CHECK(line.find(" 1 coins") == std::string::npos);
        CHECK(line.find(" 1 barrels") == std::string::npos);
        if (!gov::session::round_start(h, i).empty()) ++rounds;
      }
      CHECK(rounds == s->state().round);
    }
  }
}

TEST_CASE("sentence: a seat view's latest moves carry it and the round's line",
          "[session][sentence]") {
  auto s = test::open_session({"human", "greedy", "greedy"}, 5, "base");
  bool round_seen = false;
  for (int turn = 0; turn < 6 && !s->over(); ++turn) {
    REQUIRE_FALSE(s->run_agents().has_value());
    const auto view = s->view(0);
    const auto& recent = view["since_your_last_decision"];
    const auto& h = s->history();
    REQUIRE(recent.size() <= h.size());
    const std::size_t from = h.size() - recent.size();
    for (std::size_t k = 0; k < recent.size(); ++k) {
      CHECK(recent[k]["sentence"] == decision_sentence(s->rules(), h[from + k]));
      CHECK(recent[k]["action"] == h[from + k].text);  // the canonical text stays beside it
      const std::string line = gov::session::round_start(h, from + k);
      CHECK(recent[k].contains("round_start") == !line.empty());
      if (!line.empty()) {
        CHECK(recent[k]["round_start"] == line);
        round_seen = true;
      }
    }
    if (!s->over()) REQUIRE(s->decide(0, s->describe_legal().front().text).made());
  }
  CHECK(round_seen);
}
