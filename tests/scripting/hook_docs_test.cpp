// docs/hooks.md's table of events is the list in core/hook_events.hpp: this test renders
// the table from that list and fails when the docs differ. Run it with
// GOVERNOR_WRITE_DOCS=1 to rewrite the table in docs/hooks.md after changing the list.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "core/hook_events.hpp"

namespace {

const std::string kDocs = GOVERNOR_TESTS_DIR "/../docs/hooks.md";
const std::string kBegin =
    "<!-- events: generated from core/hook_events.hpp (tests/scripting/hook_docs_test.cpp) -->\n";
const std::string kEnd = "<!-- end of events -->\n";

std::string kinds_text(std::uint8_t k) {
  std::string out;
  auto add = [&](const char* s) { out += (out.empty() ? "" : ", ") + std::string(s); };
  if (k & gov::kNotify) add("notify");
  if (k & gov::kModify) add(k & gov::kYesNo ? "modify (yes/no)" : "modify (sum)");
  if (k & gov::kOffer) add(k & gov::kForced ? "offer (**forced**)" : "offer");
  if (k & gov::kScore) add("score");
  return out;
}

std::string rendered_table() {
  std::string t =
      "| event | kinds | arguments (`args.*`) |\n|-------|-------|----------------------|\n";
  for (const auto& info : gov::kHookEvents)
    t += "| `" + std::string(info.name) + "` | " + kinds_text(info.kinds) + " | " +
         std::string(info.doc) + " |\n";
  return t;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("docs/hooks.md: the table of events is the list in core/hook_events.hpp",
          "[hooks][docs]") {
  std::string docs = read(kDocs);
  const auto begin = docs.find(kBegin);
  REQUIRE(begin != std::string::npos);  // the marker line before the table
  const auto from = begin + kBegin.size();
  const auto end = docs.find(kEnd, from);
  REQUIRE(end != std::string::npos);
  const std::string expected = rendered_table();
  if (std::getenv("GOVERNOR_WRITE_DOCS") != nullptr && docs.substr(from, end - from) != expected) {
    docs.replace(from, end - from, expected);
    std::ofstream(kDocs, std::ios::binary) << docs;
  }
  INFO("regenerate with: GOVERNOR_WRITE_DOCS=1 build/governor_tests '[docs]'");
  CHECK(docs.substr(from, end - from) == expected);
}

TEST_CASE("hook events: every field a doc names in backquotes is a field of args",
          "[hooks][docs]") {
  const std::string fields[] = {"event", "seat",     "role",      "good",   "tile",   "building",
                                "slot",  "amount",   "price",     "count",  "column", "via",
                                "venue", "produced", "follow_up", "worker", "cause"};
  for (const auto& info : gov::kHookEvents) {
    const std::string doc(info.doc);
    for (std::size_t i = doc.find('`'); i != std::string::npos; i = doc.find('`', i + 1)) {
      const std::size_t j = doc.find('`', i + 1);
      REQUIRE(j != std::string::npos);
      const std::string word = doc.substr(i + 1, j - i - 1);
      i = j;
      const bool plain = !word.empty() &&
                         word.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
      if (!plain) continue;  // a value ("face_up"), a table, a call
      bool known = false;
      for (const auto& f : fields) known |= f == word;
      INFO(info.name << ": `" << word << "`");
      CHECK(known);
    }
  }
}

// The fields column of core/hook_events.hpp is what `governor validate` holds a handler's
// reads of args against (game/validate/validate_args.cpp): it must say what the docs say.
TEST_CASE("hook events: the fields column is the fields the doc names in backquotes",
          "[hooks][docs]") {
  for (const auto& info : gov::kHookEvents) {
    std::set<std::string> named;
    const std::string doc(info.doc);
    for (std::size_t i = doc.find('`'); i != std::string::npos; i = doc.find('`', i + 1)) {
      const std::size_t j = doc.find('`', i + 1);
      REQUIRE(j != std::string::npos);
      const std::string word = doc.substr(i + 1, j - i - 1);
      i = j;
      if (!word.empty() &&
          word.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos)
        named.insert(word);
    }
    std::set<std::string> listed;
    std::istringstream words{std::string(info.args)};
    for (std::string w; words >> w;) listed.insert(w);
    INFO(info.name);
    CHECK(listed == named);
  }
}
