// The shipped packs' rule texts: `text:` is the rule in English, complete and free of the
// rulebook's words; the quotation is kept apart in `rulebook:` (docs/content-format.md).
#include <catch2/catch.hpp>

#include <string>

#include "loader/load.hpp"

using namespace gov;

namespace {

const Ruleset& all_packs() {
  static const LoadResult r = load_packs({"base", "new-buildings", "nobles"}, GOVERNOR_CONTENT_DIR);
  if (!r.ok()) FAIL("the three packs do not load");
  return *r.rules;
}

// Where `text` reads like the French quotation: a quote mark, guillemets, or a letter
// with a French accent (English rule texts have none). "" when none is found.
std::string french_in(const std::string& text) {
  static const char* const marks[] = {"\"", "«", "»", "“", "”", "é", "è", "ê", "à",
                                      "â",  "ç", "î", "ô", "û", "ù", "É", "À"};
  for (const char* m : marks)
    if (text.find(m) != std::string::npos) return m;
  return "";
}

// A rule that is more than a fragment: a sentence with a verb's worth of words.
bool is_sentence(const std::string& text) {
  std::size_t words = 1;
  for (char c : text) words += c == ' ';
  return words >= 6 && (text.back() == '.' || text.back() == ')');
}

}  // namespace

TEST_CASE("packs: every building's text is the English rule, its quotation in rulebook",
          "[content]") {
  const Ruleset& r = all_packs();
  REQUIRE(r.buildings.size() == 23 + 14 + 8);
  for (const auto& b : r.buildings) {
    INFO(b.id << ": " << b.text);
    CHECK(is_sentence(b.text));
    CHECK(french_in(b.text) == "");
    CHECK(b.rulebook.size() > 20);
    CHECK(b.rulebook.front() == '"');  // verbatim, in its quote marks
    CHECK(b.text.find(b.rulebook.substr(0, 20)) == std::string::npos);
  }
}

TEST_CASE("packs: every role's text is the English rule, its quotation in rulebook", "[content]") {
  const Ruleset& r = all_packs();
  REQUIRE(r.roles.size() == 7);
  for (const auto& role : r.roles) {
    INFO(role.id << ": " << role.text);
    CHECK(is_sentence(role.text));
    CHECK(french_in(role.text) == "");
    CHECK(role.text.find("Privilege") != std::string::npos);
    CHECK(role.rulebook.front() == '"');
  }
}
