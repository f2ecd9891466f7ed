// docs/san-juan.md's tables of roles and buildings are the San Juan pack's own texts
// (content/san-juan: roles.yaml and buildings/*.yaml `text:`): this test renders them from
// the loaded pack and fails when the docs differ. Run it with GOVERNOR_WRITE_DOCS=1 to
// rewrite the tables in docs/san-juan.md after changing the pack.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "support/fixture.hpp"

namespace {

const std::string kDocs = GOVERNOR_TESTS_DIR "/../docs/san-juan.md";
const std::string kPack = "san-juan";

std::string cell(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

// The buildings of one category, by cost, then name.
std::vector<const gov::BuildingDef*> by_cost(const gov::Ruleset& r, gov::BuildingCategory c) {
  std::vector<const gov::BuildingDef*> out;
  for (const auto& b : r.buildings)
    if (b.category == c) out.push_back(&b);
  std::sort(out.begin(), out.end(), [](const auto* a, const auto* b) {
    return std::tie(a->cost, a->name) < std::tie(b->cost, b->name);
  });
  return out;
}

std::string roles_table(const gov::Ruleset& r) {
  std::string t = "| role | action, and the chooser's privilege |\n|---|---|\n";
  for (const auto& role : r.roles)
    t += "| " + role.name + " (`" + role.id + "`) | " + cell(role.text) + " |\n";
  return t;
}

std::string production_table(const gov::Ruleset& r) {
  std::string t = "| building | good | cost | VP | cards |\n|---|---|---|---|---|\n";
  for (const auto* b : by_cost(r, gov::BuildingCategory::Production))
    t += "| " + b->name + " (`" + b->id + "`) | " +
         r.goods[static_cast<std::size_t>(b->produces)].id + " | " + std::to_string(b->cost) +
         " | " + std::to_string(b->vp) + " | " + std::to_string(b->copies) + " |\n";
  return t;
}

std::string violet_table(const gov::Ruleset& r) {
  std::string t = "| building | cost | VP | cards | power |\n|---|---|---|---|---|\n";
  for (const auto* b : by_cost(r, gov::BuildingCategory::Violet))
    t += "| " + b->name + " (`" + b->id + "`) | " + std::to_string(b->cost) + " | " +
         std::to_string(b->vp) + " | " + std::to_string(b->copies) + " | " + cell(b->text) + " |\n";
  return t;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Checks (or, with GOVERNOR_WRITE_DOCS set, rewrites) the text between the marker lines
// `<!-- NAME: generated ... -->` and `<!-- end of NAME -->`.
void check_section(const std::string& name, const std::string& expected) {
  std::string docs = read(kDocs);
  const std::string begin = "<!-- " + name + ": generated from content/san-juan " +
                            "(tests/content/san_juan_docs_test.cpp) -->\n";
  const std::string end = "<!-- end of " + name + " -->\n";
  const auto b = docs.find(begin);
  REQUIRE(b != std::string::npos);
  const auto from = b + begin.size();
  const auto e = docs.find(end, from);
  REQUIRE(e != std::string::npos);
  if (std::getenv("GOVERNOR_WRITE_DOCS") != nullptr && docs.substr(from, e - from) != expected) {
    docs.replace(from, e - from, expected);
    std::ofstream(kDocs, std::ios::binary) << docs;
  }
  INFO("regenerate with: GOVERNOR_WRITE_DOCS=1 build-dev/tests/governor_tests '[docs]'");
  CHECK(read(kDocs).substr(from, e - from) == expected);
}

}  // namespace

TEST_CASE("docs/san-juan.md: the roles and buildings tables are the pack's texts",
          "[sanjuan][docs]") {
  const auto& rules = gov::test::rules_for(kPack);
  check_section("roles", roles_table(rules));
  check_section("production", production_table(rules));
  check_section("violet", violet_table(rules));
}
