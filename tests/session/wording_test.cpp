// English wording of the names the packs give: "an" before a vowel, plurals after a count,
// in action labels, event texts and the labels of past decisions.
#include <catch2/catch.hpp>

#include <algorithm>

#include <fmt/format.h>

#include "core/primitives.hpp"
#include "session/describe.hpp"
#include "session/event_text.hpp"
#include "session/session.hpp"
#include "session/wording.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace {

std::string label_of(const std::vector<gov::session::ActionInfo>& infos, const std::string& text) {
  const auto it =
      std::find_if(infos.begin(), infos.end(), [&](const auto& i) { return i.text == text; });
  REQUIRE(it != infos.end());
  return it->label;
}

gov::GameEvent worker_event(int amount, gov::WorkerSource via) {
  gov::GameEvent e;
  e.kind = gov::EventKind::Worker;
  e.seat = 0;
  e.what = 0;  // colonist
  e.amount = amount;
  e.via = static_cast<std::uint8_t>(via);
  return e;
}

// Shows `tile` in display slot `slot`, swapped with one of its kind from the stack (so the
// tiles in play stay those of the setup).
void show_face_up(gov::test::Game& g, int slot, const std::string& tile) {
  const auto kind = static_cast<std::uint8_t>(g.tile(tile));
  REQUIRE(slot < g.s.face_up_count);
  if (g.s.face_up[slot] == kind) return;
  for (int i = 0; i < g.s.stack_size; ++i)
    if (g.s.stack[i] == kind) {
      std::swap(g.s.stack[i], g.s.face_up[slot]);
      return;
    }
  FAIL("no " << tile << " in the stack");
}

gov::Id worker_kind(const gov::Ruleset& r, const std::string& id) {
  for (gov::Id k = 0; k < r.worker_kinds.size(); ++k)
    if (r.worker_kinds[k].id == id) return k;
  FAIL("no worker kind " << id);
  return gov::kNone;
}

}  // namespace

TEST_CASE("wording: the article and the plural come from the name", "[session][wording]") {
  using namespace gov::session;
  CHECK(with_article("Indigo plantation") == "an Indigo plantation");
  CHECK(with_article("Corn plantation") == "a Corn plantation");
  CHECK(with_article("Colonist") == "a Colonist");
  CHECK(with_article("orchard") == "an orchard");
  CHECK(plural_of("Colonist") == "Colonists");
  CHECK(plural_of("Corn plantation") == "Corn plantations");
  CHECK(plural_of("Quarry") == "Quarries");
  CHECK(plural_of("Day") == "Days");
  CHECK(plural_of("Box") == "Boxes");
  CHECK(counted(1, "Colonist") == "1 Colonist");
  CHECK(counted(4, "Colonist") == "4 Colonists");
  CHECK(counted(0, "Noble") == "0 Nobles");
}

TEST_CASE("wording: tile labels say 'an' before a vowel", "[session][wording][describe]") {
  gov::test::Game g(4);
  show_face_up(g, 0, "indigo");
  show_face_up(g, 1, "corn");
  g.act("role settler");
  const auto infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  CHECK(label_of(infos, "settle indigo") == "Take an Indigo plantation tile");
  CHECK(label_of(infos, "settle corn") == "Take a Corn plantation tile");
  CHECK(label_of(infos, "settle quarry") == "Take a Quarry tile");
}

TEST_CASE("wording: placement labels say 'an' before a vowel", "[session][wording][describe]") {
  gov::test::Game g(4);
  g.give_tile(0, "corn");
  g.give_building(0, "small_market");
  g.act("role mayor");
  auto infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  CHECK(label_of(infos, "take colonist") == "Take a Colonist");
  g.act("take colonist");
  infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  CHECK(label_of(infos, "place colonist indigo") == "Put a Colonist on an Indigo plantation tile");
  CHECK(label_of(infos, "place colonist corn") == "Put a Colonist on a Corn plantation tile");
  g.act("place colonist corn");  // then indigo or the market: a choice (canonical order)
  infos = gov::session::describe_actions(g.engine, g.s, g.engine.legal_actions(g.s));
  CHECK(label_of(infos, "place colonist small_market") == "Put a Colonist on Small Market");
}

TEST_CASE("wording: worker and tile counts take the plural", "[session][wording][events]") {
  const auto& r = gov::test::rules_for("base");
  using gov::session::event_text;
  CHECK(event_text(r, worker_event(4, gov::WorkerSource::Ship)) ==
        "seat 1 gets 4 Colonists from the ship");
  CHECK(event_text(r, worker_event(1, gov::WorkerSource::Ship)) ==
        "seat 1 gets 1 Colonist from the ship");
  CHECK(event_text(r, worker_event(1, gov::WorkerSource::Supply)) ==
        "seat 1 gets 1 Colonist from the supply");
  CHECK(event_text(r, worker_event(-2, gov::WorkerSource::Supply)) == "seat 1 returns 2 Colonists");
  CHECK(event_text(r, worker_event(-1, gov::WorkerSource::Supply)) == "seat 1 returns 1 Colonist");
  gov::GameEvent drawn;
  drawn.kind = gov::EventKind::TileDrawn;
  drawn.what = 1;
  drawn.amount = 3;
  const std::string tile = gov::session::name_in(r.tile_kinds, 1);
  CHECK(event_text(r, drawn) == "tiles drawn: 3 " + gov::session::plural_of(tile));
  drawn.amount = 1;
  CHECK(event_text(r, drawn) == "tile drawn: " + tile);
}

TEST_CASE("wording: the mayor phase's colonists, counted", "[session][wording][events]") {
  // The rulebook example: 6 colonists on the ship for 4 players, the mayor takes 2 of them
  // and 1 from the supply; the others 2, 1 and 1.
  gov::test::Game g(4);
  g.s.worker_supply[0] -= 2;
  g.s.ship_workers[0] += 2;
  gov::EventLog log;
  g.engine.record_events(&log);
  g.act("role mayor");
  g.act("take colonist");
  g.engine.record_events(nullptr);
  std::vector<std::string> lines;
  for (const auto& e : gov::session::folded(log))
    lines.push_back(gov::session::event_text(g.rules, e));
  INFO(fmt::format("{}", fmt::join(lines, "\n")));
  const auto has = [&](const std::string& t) {
    return std::find(lines.begin(), lines.end(), t) != lines.end();
  };
  CHECK(has("seat 1 gets 2 Colonists from the ship"));
  CHECK(has("seat 3 gets 1 Colonist from the ship"));
  CHECK(has("seat 1 gets 1 Colonist from the supply (the Mayor's privilege)"));
}

TEST_CASE("wording: end VP for workers count them", "[session][wording][events]") {
  const auto& r = gov::test::rules_for("base,nobles");
  gov::GameEvent e;
  e.kind = gov::EventKind::FinalVp;
  e.seat = 1;
  e.what = worker_kind(r, "noble");
  e.amount = 3;
  CHECK(gov::session::event_text(r, e) == "seat 2 scores 3 VP at the end for its 3 Nobles");
  e.amount = 1;
  CHECK(gov::session::event_text(r, e) == "seat 2 scores 1 VP at the end for its 1 Noble");
}

TEST_CASE("wording: a decision keeps its label beside the canonical text",
          "[session][wording][view]") {
  gov::session::SessionConfig c;
  c.players = 3;
  c.seed = 7;
  c.seats = {"human", "human", "human"};
  std::string error;
  auto s = gov::session::Session::create(gov::test::rules_for("base"), gov::test::hooks_for("base"),
                                         c, gov::tools::make_agent, &error);
  INFO(error);
  REQUIRE(s);
  REQUIRE_FALSE(s->play_text("role settler"));
  const auto infos = s->describe_legal();
  const auto& settle = *std::find_if(infos.begin(), infos.end(), [](const auto& i) {
    return i.text.rfind("settle ", 0) == 0 && i.text != "settle quarry";
  });
  REQUIRE_FALSE(s->play_text(settle.text));
  REQUIRE(s->history().size() == 2);
  CHECK(s->history()[0].text == "role settler");
  CHECK(s->history()[0].label == "Take the Settler role");
  CHECK(s->history()[1].text == settle.text);
  CHECK(s->history()[1].label == settle.label);
  CHECK(settle.label.rfind("Take a", 0) == 0);
  // The label survives an undo and a redo.
  REQUIRE_FALSE(s->undo(0));
  REQUIRE_FALSE(s->redo(0));
  CHECK(s->history()[1].label == settle.label);
  const auto v = s->view(1);
  REQUIRE(v["since_your_last_decision"].size() == 2);
  CHECK(v["since_your_last_decision"][0]["action"] == "role settler");
  CHECK(v["since_your_last_decision"][0]["label"] == "Take the Settler role");
  CHECK(v["since_your_last_decision"][1]["label"] == settle.label);
}
