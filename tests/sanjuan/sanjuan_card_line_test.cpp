// Several cards of one choice in one line (session/card_line.hpp): issue #34's « choosing
// which cards pay is one line, with a did-you-mean ». The line is the engine's one-card
// actions played in order, made whole or not at all.
#include "sanjuan/sanjuan_powers_support.hpp"
#include "sanjuan/sanjuan_support.hpp"
#include "session/card_line.hpp"
#include "session/session.hpp"

namespace {

using gov::session::expand_card_line;

// Seat 0 builds a coffee roaster (4, 3 for the builder) from a hand of five.
gov::test::SanJuan paying() {
  gov::test::SanJuan g(3);
  for (int seat = 0; seat < 3; ++seat) g.clear_hand(seat);
  g.to_hand(0, "coffee_roaster");
  g.to_hand(0, "indigo_plant", 2);
  g.to_hand(0, "well");
  g.to_hand(0, "crane");
  g.act("role builder");
  g.act("build coffee_roaster");
  REQUIRE(g.options() == std::set<std::string>{"pay indigo_plant", "pay well", "pay crane"});
  return g;
}

}  // namespace

TEST_CASE("a card line: the cards that pay in one line, by name or a unique beginning",
          "[sanjuan][session]") {
  auto g = paying();
  // After the well and the crane, the indigo plants left leave no choice: the engine pays
  // the third card itself, so the line is two actions.
  const auto line = expand_card_line(g.engine, g.s, "pay well, CRA indigo");
  REQUIRE(line.is_line);
  REQUIRE(line.error.empty());
  REQUIRE(line.actions.size() == 2);
  for (const auto& a : line.actions) REQUIRE_FALSE(g.engine.apply(g.s, a).has_value());
  CHECK(g.in_hand(0) == 1);
  CHECK(g.in_hand(0, "indigo_plant") == 1);
  CHECK(g.s.seat(0).city[1].type == g.building("coffee_roaster"));
  CHECK(g.seat_to_act() == 1);  // seat 0's build is paid: the next seat builds
}

TEST_CASE("a card line: cards the engine takes by itself on the way count as named",
          "[sanjuan][session]") {
  // After `pay well` and `pay crane`, the last card to pay must be an indigo plant: the
  // engine pays it without a decision, and the line's third card names it.
  auto g = paying();
  const auto line = expand_card_line(g.engine, g.s, "pay well crane indigo_plant");
  REQUIRE(line.error.empty());
  CHECK(line.actions.size() == 2);
  // Two indigo plants after the crane: the well is still there, so each is a choice.
  const auto more = expand_card_line(g.engine, g.s, "pay crane indigo_plant indigo_plant");
  CHECK(more.actions.size() == 3);
  CHECK(more.error.empty());
  const auto over = expand_card_line(g.engine, g.s, "pay crane indigo_plant indigo_plant well");
  CHECK(over.error == "cannot pay well: the choice ends before it (one card too many)");
  CHECK(over.actions.empty());
}

TEST_CASE("a card line: a misspelt or spent card is refused, with what may pay",
          "[sanjuan][session]") {
  auto g = paying();
  const gov::State before = g.s;
  CHECK(expand_card_line(g.engine, g.s, "pay wel crnae").error ==
        "cannot pay 'crnae' now (did you mean 'crane'?)");
  CHECK(expand_card_line(g.engine, g.s, "pay crane crane").error ==
        "cannot pay 'crane' now (you may pay: indigo_plant, well)");
  CHECK(g.s == before);  // tried on a copy only
  // One card, or a verb the seat may not use now: not a line (the engine's own reading).
  CHECK_FALSE(expand_card_line(g.engine, g.s, "pay well").is_line);
  CHECK_FALSE(expand_card_line(g.engine, g.s, "discard well crane").is_line);
}

TEST_CASE("a card line: a person's line through the session is made whole or not at all",
          "[sanjuan][session]") {
  // Seed 1 deals seat 0 an indigo plant, a poor house, a quarry and a statue.
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 1;
  c.seats = {"human", "human", "human"};
  std::string error;
  auto s = gov::session::Session::create(
      gov::test::rules_for("san-juan"), gov::test::hooks_for("san-juan"), c,
      [](std::string_view) -> std::unique_ptr<gov::session::SeatAgent> { return nullptr; }, &error);
  INFO(error);
  REQUIRE(s);
  REQUIRE_FALSE(s->play_text("role builder").has_value());
  REQUIRE_FALSE(s->play_text("build statue").has_value());  // 3, 2 for the builder
  const auto paying = s->state();
  const auto history = s->history().size();
  // A card it does not hold: refused, nothing made (the first card is not paid either).
  const auto refused = s->decide(0, "pay indigo_plant stat");
  CHECK(refused.kind == gov::session::DecideOutcome::Kind::illegal);
  CHECK(refused.reason == "cannot pay 'stat' now (you may pay: poor_house, quarry)");
  CHECK(s->state() == paying);
  // Two of its cards: both paid, one decision each, as if typed one at a time.
  const auto made = s->decide(0, "pay indigo poor");
  CHECK(made.kind == gov::session::DecideOutcome::Kind::applied);
  CHECK(s->history().size() == history + 2);
  CHECK(s->history()[history].text == "pay indigo_plant");
  CHECK(s->history()[history + 1].text == "pay poor_house");
  CHECK(s->state().seat(0).num_buildings == 2);
}

TEST_CASE("a card line: a misspelt beginning is told with the card it begins",
          "[sanjuan][session]") {
  auto g = paying();
  // "indgo" is no beginning of a card, but one letter from "indigo", which begins one.
  CHECK(expand_card_line(g.engine, g.s, "pay well indgo").error ==
        "cannot pay 'indgo' now (did you mean 'indigo_plant'?)");
  CHECK(expand_card_line(g.engine, g.s, "pay crnae wel").error ==
        "cannot pay 'crnae' now (did you mean 'crane'?)");
}

TEST_CASE("a card line: a choice asked in two steps in one line, never past cards turned up",
          "[sanjuan][session]") {
  // The chapel asks whether (`use chapel`), then which card (`use chapel <card>`): a person
  // types `use chapel statue` at the first question.
  gov::test::Powers g(2);
  g.build(0, "chapel");
  g.clear_hand(0);
  g.clear_hand(1);
  g.act("role builder");
  g.act("role prospector");
  g.take_drawn_card();
  g.clear_hand(1);
  g.to_hand(0, "statue");
  g.to_hand(0, "sugar_mill", 2);
  g.act("role trader");  // no goods: the round ends
  REQUIRE(g.s.round == 2);
  REQUIRE(g.seat_to_act() == 0);
  REQUIRE(g.options() == std::set<std::string>{"pass", "use chapel"});
  const gov::State before = g.s;
  CHECK(expand_card_line(g.engine, g.s, "use chapel statue sugar").error ==
        "cannot use sugar: use chapel ends the choice");
  CHECK(expand_card_line(g.engine, g.s, "use chapel stat").is_line);
  const auto line = expand_card_line(g.engine, g.s, "use chapel stat");
  REQUIRE(line.error.empty());
  REQUIRE(line.actions.size() == 2);
  CHECK(g.s == before);  // tried on a copy
  for (const auto& a : line.actions) REQUIRE_FALSE(g.engine.apply(g.s, a).has_value());
  CHECK(g.count(g.tucked(0)) == 1);
  CHECK(g.in_hand(0, "statue") == 0);
  CHECK(g.in_hand(0, "sugar_mill") == 2);

  // The gold mine turns up 4 cards at its first step: naming one of them in the same line
  // would tell, when refused, whether it was there. The choice is a decision of its own.
  gov::test::Powers h(3);
  h.build(0, "gold_mine");
  h.clear_hand(0);
  h.act("role prospector");
  h.take_drawn_card();
  REQUIRE(h.seat_to_act() == 0);
  h.stack_draw_pile({"quarry", "smithy", "tobacco_storage", "library"});
  const gov::State mine = h.s;
  for (const char* text : {"use gold_mine library", "use gold_mine hero"}) {
    const auto peek = expand_card_line(h.engine, h.s, text);
    CHECK(peek.is_line);
    CHECK(peek.error == "'use gold_mine' turns up cards: choose among them after seeing them");
    CHECK(peek.actions.empty());
  }
  CHECK(h.s == mine);
}
