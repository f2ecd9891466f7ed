// The journal tells the cards a power turns face up for every seat (`card_shown`), even
// when they leave in the same action: the gold mine's four cards are discarded at once
// when two share a cost, so no view ever shows them (« prendre les 4 premières cartes de
// la pioche et les montrer faces visibles »).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "sanjuan/sanjuan_powers_support.hpp"
#include "session/event_text.hpp"
#include "session/sentence.hpp"

using gov::test::Powers;

namespace {

std::vector<gov::GameEvent> shown(const gov::EventLog& log) {
  std::vector<gov::GameEvent> out;
  std::copy_if(log.begin(), log.end(), std::back_inserter(out),
               [](const gov::GameEvent& e) { return e.kind == gov::EventKind::CardShown; });
  return out;
}

}  // namespace

TEST_CASE("gold mine: the four cards turned up are told, all four discarded too",
          "[sanjuan][powers][events]") {
  Powers h(3);
  h.to_gold_mine_offer({"library", "prefecture", "smithy", "tobacco_storage"});
  gov::EventLog log;
  const auto used = h.engine.parse(h.s, "use gold_mine", nullptr);
  REQUIRE(used);
  h.engine.record_events(&log);
  h.act("use gold_mine");
  h.engine.record_events(nullptr);
  CHECK(h.count(h.zone("turned_up", 1)) == 0);  // all four discarded (two cost 3)
  const auto cards = shown(log);
  REQUIRE(cards.size() == 4);
  std::vector<std::string> kinds;
  for (const auto& e : cards) {
    CHECK(e.seat == 1);  // turned up into the mine owner's zone
    CHECK(e.cause.kind == gov::CauseKind::Building);
    CHECK(e.cause.id == h.building("gold_mine"));
    kinds.push_back(h.rules.buildings[e.what].id);
  }
  std::sort(kinds.begin(), kinds.end());
  CHECK(kinds == std::vector<std::string>{"library", "prefecture", "smithy", "tobacco_storage"});
  CHECK(gov::session::event_text(h.rules, cards[0]).rfind("seat 2 turns up ", 0) == 0);
  // The journal's line for the decision names all four.
  gov::session::Decision d;
  d.text = "use gold_mine";
  d.action = *used;
  d.seat = 1;
  d.events = log;
  const std::string line = gov::session::decision_sentence(h.rules, d);
  CAPTURE(line);
  for (const auto& kind : kinds)
    CHECK(line.find(h.rules.buildings[h.building(kind)].name) != std::string::npos);
  CHECK(line.rfind("Seat 2 uses the Gold mine and turns up ", 0) == 0);
  CHECK(line.find("turns up") == line.rfind("turns up"));  // one clause for the four
  CHECK(line.find("(Gold mine).") != std::string::npos);
}

TEST_CASE("card_shown: not for cards only their owner sees, nor for a build",
          "[sanjuan][powers][events]") {
  Powers g(3);
  gov::EventLog log;
  g.engine.record_events(&log);
  g.act("role councillor");  // the councillor draws cards only he looks at
  g.engine.record_events(nullptr);
  CHECK(g.count(g.looking(0)) > 0);
  CHECK(shown(log).empty());
  // A build moves a card from the hand into the city: the build's own text tells it.
  Powers b(3);
  b.act("role builder");
  REQUIRE(b.seat_to_act() == 0);
  const auto first = [&b](const std::string& verb) {
    const auto opts = b.options();
    const auto it = std::find_if(opts.begin(), opts.end(),
                                 [&verb](const std::string& o) { return o.rfind(verb, 0) == 0; });
    return it == opts.end() ? std::string() : *it;
  };
  const std::string build = first("build ");
  REQUIRE(!build.empty());
  const int buildings = b.s.seat(0).num_buildings;
  log.clear();
  b.engine.record_events(&log);
  b.act(build);
  for (std::string pay = first("pay "); !pay.empty(); pay = first("pay ")) b.act(pay);
  b.engine.record_events(nullptr);
  CHECK(b.s.seat(0).num_buildings == buildings + 1);
  CHECK(shown(log).empty());
}
