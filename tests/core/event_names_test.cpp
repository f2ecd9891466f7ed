// Event and cause kinds are named once, in core/events.hpp: the names every output uses
// (the journal, the JSON views, Python) and docs/session.md's table of events come from
// that list. Run with GOVERNOR_WRITE_DOCS=1 to rewrite the table after changing the list.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "core/events.hpp"
#include "session/event_text.hpp"
#include "support/fixture.hpp"

namespace {

const std::string kDocs = GOVERNOR_TESTS_DIR "/../docs/session.md";
const std::string kBegin =
    "<!-- event kinds: generated from core/events.hpp (tests/core/event_names_test.cpp) -->\n";
const std::string kEnd = "<!-- end of event kinds -->\n";

std::string rendered_table() {
  std::string t = "| Kind | Seat | Fields | Meaning |\n|---|---|---|---|\n";
  for (const auto& k : gov::kEventKinds)
    t += "| `" + std::string(k.name) + "` | " + k.seat + " | " + k.fields + " | " + k.meaning +
         " |\n";
  return t;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("event and cause kinds: one name each, in the enum's order", "[events][docs]") {
  std::set<std::string> names;
  for (std::size_t i = 0; i < std::size(gov::kEventKinds); ++i) {
    const auto& k = gov::kEventKinds[i];
    CHECK(static_cast<std::size_t>(k.kind) == i);
    CHECK(names.insert(k.name).second);
    CHECK(std::string(gov::event_kind_name(k.kind)) == k.name);
  }
  CHECK(std::string(gov::event_kind_name(gov::EventKind::TileDrawn)) == "tile_drawn");
  std::set<std::string> causes;
  for (std::size_t i = 0; i < std::size(gov::kCauseKinds); ++i) {
    CHECK(static_cast<std::size_t>(gov::kCauseKinds[i].kind) == i);
    CHECK(causes.insert(gov::kCauseKinds[i].name).second);
  }
  CHECK(std::string(gov::cause_kind_name(gov::CauseKind::RoleCard)) == "role_card");
}

TEST_CASE("the JSON of an event uses the list's names", "[events]") {
  const auto& rules = gov::test::rules_for("base");
  gov::GameEvent e;
  e.kind = gov::EventKind::FinalVp;
  e.seat = 0;
  e.what = 0;
  e.cause = {gov::CauseKind::PackRule, 0};
  const auto j = gov::session::event_json(rules, e);
  CHECK(j["kind"] == "final_vp");
  CHECK(j["cause"]["kind"] == "pack_rule");
}

TEST_CASE("docs/session.md: the table of events is the list in core/events.hpp", "[events][docs]") {
  std::string docs = read(kDocs);
  const auto begin = docs.find(kBegin);
  REQUIRE(begin != std::string::npos);
  const auto from = begin + kBegin.size();
  const auto end = docs.find(kEnd, from);
  REQUIRE(end != std::string::npos);
  const std::string expected = rendered_table();
  if (std::getenv("GOVERNOR_WRITE_DOCS") != nullptr && docs.substr(from, end - from) != expected) {
    docs.replace(from, end - from, expected);
    std::ofstream(kDocs, std::ios::binary) << docs;
  }
  CHECK(docs.substr(from, end - from) == expected);
}
