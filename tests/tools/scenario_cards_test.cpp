// The scenario runner's card keys (tools/scenario/cards*.cpp; docs/scenarios.md, "Card
// games"), on San Juan: hands, buildings as cards, goods face down, zones of the game, of a
// seat and of a building, the price tile; their expectations; and the errors of each.
#include <catch2/catch.hpp>

#include <sstream>

#include "core/cards.hpp"
#include "tools/open_game.hpp"
#include "tools/scenario/scenario.hpp"

using namespace gov;
using gov::tools::scenario::ScenarioResult;
using gov::tools::scenario::ScenarioRunner;

namespace {

// Seat 1 gets a hand, two more buildings, a good on each of two production buildings, two
// cards under its chapel; the game a discard pile; the trader's next tile is fixed.
const char* const kCards = R"(description: card keys
packs: [san-juan]
players: 2
setup:
  governor: 1
  price_tile: 4
  zones: {discard_pile: [palace, well]}
  seats:
    1:
      hand: [smithy, smithy, statue]
      buildings: [chapel, sugar_mill]
      goods: [indigo_plant, 2]
      zones: {tucked: {chapel: 2}, drawn_cards: 1}
    2: {hand: []}
steps:
  - expect:
      zones: {discard_pile: [well, palace], built_over: 0}
      seats:
        1:
          hand: 3
          hand_kinds: [statue, smithy, smithy]
          buildings: [indigo_plant, chapel, sugar_mill]
          goods: {indigo: 1, sugar: 1}
          zones: {tucked: {chapel: 2, 1: 2}, drawn_cards: 1, goods_cards: {0: 1, chapel: 0}}
        2: {hand: 0, hand_kinds: [], goods: {}}
  - act: role trader
expect:
  price_tile: {indigo: 1, sugar: 2, tobacco: 2, coffee: 3, silver: 3}
)";

ScenarioResult run(const std::string& text) {
  static ScenarioRunner runner(GOVERNOR_CONTENT_DIR);
  return runner.run_text("t.yaml", text);
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

// The one message of a bad file, which must contain `part`.
void bad_input(const std::string& text, const std::string& part) {
  const auto r = run(text);
  CHECK(r.status == ScenarioResult::Error);
  REQUIRE_FALSE(r.messages.empty());
  INFO(r.messages[0]);
  CHECK(r.messages[0].find(part) != std::string::npos);
}

const GameRunner& san_juan() {
  static std::unique_ptr<GameRunner> session = [] {
    std::ostringstream err;
    auto s = tools::open_game({"san-juan"}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(s);
    return s;
  }();
  return *session;
}

}  // namespace

TEST_CASE("scenario cards: hands, buildings, goods, zones and the price tile",
          "[tools][scenario]") {
  const auto r = run(kCards);
  INFO((r.messages.empty() ? "" : r.messages.front()));
  CHECK(r.status == ScenarioResult::Pass);
  CHECK(r.checks >= 15);
}

TEST_CASE("scenario cards: failed card expectations name expected and actual",
          "[tools][scenario]") {
  auto r = run(replace(kCards, "          hand: 3\n", "          hand: 4\n"));
  CHECK(r.status == ScenarioResult::Fail);
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] == "t.yaml:20: steps[0].expect.seats.1.hand: expected 4, got 3");
  r = run(replace(kCards, "[statue, smithy, smithy]", "[statue, smithy]"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] ==
        "t.yaml:21: steps[0].expect.seats.1.hand_kinds: expected [smithy, statue], got [smithy, "
        "smithy, "
        "statue]");
  r = run(replace(kCards, "{indigo: 1, sugar: 1}", "{indigo: 1}"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] == "t.yaml:23: steps[0].expect.seats.1.goods.sugar: expected 0, got 1");
  r = run(replace(kCards, "[indigo_plant, chapel, sugar_mill]", "[indigo_plant, smithy]"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] ==
        "t.yaml:22: steps[0].expect.seats.1.buildings.smithy (built): expected 1, got 0");
  r = run(replace(kCards, "{discard_pile: [well, palace], built_over: 0}",
                  "{discard_pile: 3, built_over: 0}"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] == "t.yaml:17: steps[0].expect.zones.discard_pile: expected 3, got 2");
  r = run(replace(kCards, "tucked: {chapel: 2, 1: 2}", "tucked: {chapel: 2, 5: 2}"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] ==
        "t.yaml:24: steps[0].expect.seats.1.zones.tucked.5: expected a building in slot 5, the "
        "seat has 3");
  r = run(replace(kCards, "chapel: 0}}", "palace: 0}}"));  // under expect: a failure
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] ==
        "t.yaml:24: steps[0].expect.seats.1.zones.goods_cards.palace: expected built, not built");
  r = run(replace(kCards, "{indigo: 1, sugar: 2, tobacco: 2, coffee: 3, silver: 3}", "0"));
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] == "t.yaml:28: expect.price_tile: expected 0, got 4");
}

TEST_CASE("scenario cards: a listed hand is exact, whatever order the seats are written in",
          "[tools][scenario]") {
  // Every copy of a kind seat 2 was dealt goes to seat 1's hand: seat 2's hand is listed,
  // so its cards go back to the draw pile before any card is taken.
  const auto& g = san_juan();
  const Ruleset& rules = g.rules();
  const State fresh = g.engine().new_game(2, 1, GameOptions{});
  const auto dealt = kinds_at(rules, fresh, rules.cards.code_of_role(ZoneRole::Hand, 1));
  Id kind = kNone;
  for (std::size_t k = 0; k < dealt.size() && kind == kNone; ++k)
    if (dealt[k] > 0) kind = static_cast<Id>(k);
  REQUIRE(kind != kNone);
  int copies = 0;
  for (Id k : rules.cards.card_kind) copies += k == kind;
  const std::string& id = rules.buildings[kind].id;
  std::string all;
  for (int i = 0; i < copies; ++i) all += (i ? ", " : "") + id;
  const std::string text =
      "description: d\npacks: [san-juan]\nplayers: 2\nsetup:\n  seats:\n"
      "    2: {hand: []}\n    1: {hand: [" +
      all + "]}\nexpect:\n  seats:\n    1: {hand: " + std::to_string(copies) +
      "}\n    2: {hand: 0}\n";
  const auto r = run(text);
  INFO((r.messages.empty() ? "" : r.messages.front()));
  CHECK(r.status == ScenarioResult::Pass);
  // Without seat 2's hand listed, one copy is in its hand: the error says where.
  bad_input(replace(text, "    2: {hand: []}\n", ""),
            "no " + id + " card is left in draw_pile to take (the game's " +
                std::to_string(copies) + ": ");
  bad_input(replace(text, "    2: {hand: []}\n", ""), "in in_hand of seat 2");
}

TEST_CASE("scenario cards: bad card keys are input errors at their entry", "[tools][scenario]") {
  bad_input(replace(kCards, "[smithy, smithy, statue]", "[smithy, smithyy]"),
            "t.yaml:10:22: error: setup.seats.1.hand[1]: unknown card 'smithyy' (did you mean "
            "'smithy'?)");
  bad_input(replace(kCards, "[smithy, smithy, statue]", "[smithy, smithy, smithy, smithy]"),
            "no smithy card is left in draw_pile to take (the game's 3: 3 in in_hand of seat 1)");
  bad_input(replace(kCards, "tucked: {chapel: 2}", "tuckd: {chapel: 2}"),
            "unknown zone 'tuckd' (did you mean 'tucked'?)");
  bad_input(replace(kCards, "zones: {discard_pile: [palace, well]}", "zones: {tucked: 2}"),
            "setup.zones.tucked: tucked is a zone of each building: set it under "
            "setup.seats.N.zones");
  bad_input(replace(kCards, "drawn_cards: 1}", "discard_pile: 1}"),
            "discard_pile is a zone of the game: set it under setup.zones");
  bad_input(replace(kCards, "drawn_cards: 1}", "in_hand: 1}"),
            "setup.seats.1.zones.in_hand: set a seat's hand with its hand: key");
  bad_input(replace(kCards, "drawn_cards: 1}", "draw_pile: 1}"), "the setup takes its cards from");
  bad_input(replace(kCards, "tucked: {chapel: 2}", "tucked: {palace: 2}"),
            "setup.seats.1.zones.tucked.palace: seat 1 has no palace built (build it first: "
            "buildings: [palace])");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: [chapel]"),
            "setup.seats.1.goods[0]: chapel makes no good");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: [1]"),
            "setup.seats.1.goods[0]: slot 1 (chapel) makes no good");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: [indigo_plant, indigo_plant]"),
            "every indigo_plant of seat 1 already holds a good");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: [2, 2]"),
            "setup.seats.1.goods[1]: slot 2 (sugar_mill) of seat 1 already holds a good");
  bad_input(replace(kCards, "tucked: {chapel: 2}", "tucked: {chapel: 2, 1: 1}"),
            "setup.seats.1.zones.tucked.1: the same tucked as setup.seats.1.zones.tucked.chapel");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: [coffee_roaster]"),
            "seat 1 has no coffee_roaster built");
  bad_input(replace(kCards, "goods: [indigo_plant, 2]", "goods: {indigo: 1}"),
            "in a card game a good is a card on a production building");
  bad_input(replace(kCards, "price_tile: 4", "price_tile: {indigo: 3}"),
            "setup.price_tile: no price tile pays that");
  bad_input(replace(kCards, "price_tile: 4", "price_tile: {indigo: 1}"),
            "setup.price_tile: price tiles 0, 1, 2, 3, 4 all pay that");
  bad_input(replace(kCards, "price_tile: 4", "price_tile: 5"), "setup.price_tile");
  bad_input(replace(kCards, "zones: {tucked: {chapel: 2, 1: 2}", "zones: {tucked: 2"),
            "tucked is a zone of each building: expected a mapping of building (id or slot) to "
            "cards");
  bad_input(replace(kCards, "hand_kinds: [statue, smithy, smithy]", "hand_kinds: 3"),
            "expect.seats.1.hand_kinds: expected a list of cards");
}

TEST_CASE("scenario cards: a game without cards refuses the card keys", "[tools][scenario]") {
  const std::string pr =
      "description: d\npacks: [base]\nplayers: 3\nsetup:\n  seats:\n"
      "    1: {hand: [quarry]}\n";
  bad_input(pr, "setup.seats.1.hand: these packs have no cards");
  bad_input(replace(pr, "    1: {hand: [quarry]}\n", "    1: {coins: 1}\n  price_tile: 0\n"),
            "setup.price_tile: these packs have no cards");
  bad_input("description: d\npacks: [base]\nplayers: 3\nexpect:\n  seats:\n    1: {hand: 0}\n",
            "expect.seats.1.hand: these packs have no cards");
  bad_input("description: d\npacks: [base]\nplayers: 3\nexpect:\n  zones: {in_hand: 0}\n",
            "expect.zones: these packs have no cards");
}
