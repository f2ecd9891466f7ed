// The safe YAML walk on hostile input, in memory: every case ends in a clean diagnostic.
#include <catch2/catch.hpp>

#include "core/did_you_mean.hpp"
#include "loader/schema.hpp"
#include "loader/yaml_strict.hpp"

using namespace gov::loader;

namespace {

// Parses `text`; returns the diagnostics as "line:col: message".
std::vector<std::string> problems(const std::string& text, bool* parsed = nullptr) {
  Sink sink;
  auto root = parse_yaml("t.yaml", text, sink);
  if (parsed) *parsed = root.has_value();
  std::vector<std::string> out;
  for (const auto& d : sink.take_sorted())
    out.push_back(std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message);
  return out;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("yaml: a self-referencing anchor is refused, not walked", "[loader][yaml]") {
  CHECK(problems("&a [*a]\n") ==
        Lines{"1:5: aliases ('*name') are not allowed in content files; write the value out"});
  CHECK(problems("a: &x {b: *x}\n") ==
        Lines{"1:11: aliases ('*name') are not allowed in content files; write the value out"});
}

TEST_CASE("yaml: hostile sizes and depths end cleanly", "[loader][yaml]") {
  CHECK(problems(std::string(kMaxFileBytes + 1, 'a')) ==
        Lines{"1:1: file is larger than the limit of 1048576 bytes"});
  auto deep = problems(std::string(200000, '['));  // yaml-cpp's own guard would throw at 2000
  REQUIRE(deep.size() == 1);
  CHECK(deep[0].ends_with(": nesting deeper than 64 levels"));
  std::string block;
  for (int i = 0; i < 100; ++i) block += std::string(2 * i, ' ') + "k:\n";
  CHECK(problems(block) == Lines{"65:129: nesting deeper than 64 levels"});
  bool parsed = true;
  CHECK(problems("[[[[1]]]]\n", &parsed).empty());
  CHECK(parsed);
}

TEST_CASE("yaml: empty, comment-only, binary and invalid UTF-8", "[loader][yaml]") {
  CHECK(problems("") == Lines{"1:1: file is empty (expected a YAML mapping)"});
  CHECK(problems("# just a comment\n") == Lines{"1:1: file is empty (expected a YAML mapping)"});
  CHECK(problems("a: 1\nb: \x01\n") ==
        Lines{"2:4: not a UTF-8 text file (byte 0x01); is it a binary file?"});
  CHECK(problems("a: caf\xC3\n") ==
        Lines{"1:7: not a UTF-8 text file (byte 0xC3); is it a binary file?"});
  CHECK(problems("a: café\n").empty());
}

TEST_CASE("yaml: syntax errors and extra documents carry positions", "[loader][yaml]") {
  auto syntax = problems("a: [1, 2\n");
  REQUIRE(syntax.size() == 1);
  CHECK(syntax[0].rfind("YAML syntax: ", 5) != std::string::npos);
  CHECK(problems("a: 1\n---\nb: 2\n") ==
        Lines{"2:1: a second YAML document; a content file holds exactly one"});
  CHECK(problems("---\na: 1\n...\n").empty());
}

TEST_CASE("yaml: the tree keeps duplicate keys, order and quoting", "[loader][yaml]") {
  Sink sink;
  auto root = parse_yaml("t.yaml", "a: 1\nb: \"2\"\na: 3\n", sink);
  REQUIRE(root);
  REQUIRE(root->map_size() == 3);
  CHECK(root->key(2).value == "a");
  CHECK(root->val(2).at.line == 3);
  CHECK(root->val(1).plain == false);
  CHECK(describe(root->val(1)) == "\"2\"");
}

TEST_CASE("schema: integers are strict", "[loader][yaml]") {
  Sink sink;
  FileCtx f{"t.yaml", &sink};
  auto root = parse_yaml(
      "t.yaml", "a: 007\nb: 1e3\nc: 99999999999\nd: +1\ne: 123456789012345678901234567890\n", sink);
  REQUIRE(root);
  MapView v(f, *root, "", {{"a"}, {"b"}, {"c"}, {"d"}, {"e"}});
  CHECK(v.integer("a", 0, 10) == 7);
  CHECK_FALSE(v.integer("b", 0, 10000));
  CHECK_FALSE(v.integer("c", 0, 10));
  CHECK_FALSE(v.integer("d", 0, 10));
  CHECK_FALSE(v.integer("e", 0, 10));
  std::vector<std::string> msgs;
  for (const auto& d : sink.take_sorted()) msgs.push_back(d.message);
  CHECK(msgs == Lines{"b: expected an integer, got '1e3'",
                      "c: must be from 0 to 10, got 99999999999",
                      "d: expected an integer, got '+1'",
                      "e: integer 123456789012345678901234567890 is too large"});
}

TEST_CASE("did you mean", "[loader][yaml]") {
  CHECK(gov::edit_distance("kitten", "sitting") == 3);
  CHECK(gov::edit_distance("", "abc") == 3);
  CHECK(gov::closest("cots", {"id", "cost", "copies"}) == "cost");
  CHECK(gov::closest("xyzzy", {"id", "cost", "copies"}).empty());
  CHECK(gov::did_you_mean("picks_per_rond", {"players", "picks_per_round"}) ==
        " (did you mean 'picks_per_round'?)");
}
