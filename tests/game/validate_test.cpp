// `governor validate`: the real packs and the example pack validate clean in every mix (and
// play random games cleanly); text and JSON say the same; exit codes.
#include <catch2/catch.hpp>

#include <sstream>

#include <nlohmann/json.hpp>

#include "game/validate/validate.hpp"

using namespace gov;

namespace {

ValidateReport validate(const std::vector<std::string>& packs, int simulate = 0) {
  ValidateOptions o;
  o.packs = packs;
  o.content_dir = GOVERNOR_CONTENT_DIR;
  o.simulate = simulate;
  return validate_packs(o);
}

std::string all(const ValidateReport& r) {
  std::ostringstream out;
  print_text(out, r, "");
  return out.str();
}

const std::string kExample = std::string(GOVERNOR_TESTS_DIR) + "/../examples/dockyards";

}  // namespace

TEST_CASE("validate: the three real packs are clean in every mix", "[validate]") {
  for (const auto& mix :
       std::vector<std::vector<std::string>>{{"base"},
                                             {"base", "new-buildings"},
                                             {"base", "nobles"},
                                             {"base", "new-buildings", "nobles"}}) {
    const ValidateReport r = validate(mix, 8);  // two games per player count
    INFO(all(r));
    CHECK(r.diagnostics.empty());
    CHECK(r.games == 8);
    CHECK(r.exit_code() == 0);
  }
}

TEST_CASE("validate: the example pack is clean with base and with every real pack",
          "[validate][examples]") {
  for (const auto& mix : std::vector<std::vector<std::string>>{
           {"base", kExample}, {"base", "new-buildings", "nobles", kExample}}) {
    const ValidateReport r = validate(mix, 8);
    INFO(all(r));
    CHECK(r.diagnostics.empty());
    CHECK(r.exit_code() == 0);
  }
}

TEST_CASE("validate: JSON carries the same diagnostics as the text", "[validate]") {
  const std::string fixture = std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures/requires_order";
  const ValidateReport r = validate({"base", fixture});
  REQUIRE(r.errors == 2);
  REQUIRE(r.warnings == 1);
  std::ostringstream json_text;
  print_json(json_text, r, std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures");
  const auto j = nlohmann::json::parse(json_text.str());
  CHECK(j["ok"] == false);
  CHECK(j["exit_code"] == 1);
  CHECK(j["errors"] == 2);
  CHECK(j["warnings"] == 1);
  REQUIRE(j["diagnostics"].size() == r.diagnostics.size());
  std::ostringstream text;
  print_text(text, r, std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures");
  std::istringstream lines(text.str());
  for (const auto& d : j["diagnostics"]) {
    std::string line;
    std::getline(lines, line);
    const std::string rebuilt =
        d["file"].get<std::string>() + ":" + std::to_string(d["line"].get<int>()) + ":" +
        std::to_string(d["column"].get<int>()) + ": " + d["severity"].get<std::string>() + ": " +
        d["message"].get<std::string>();
    CHECK(rebuilt == line);
  }
  CHECK(j["diagnostics"][0]["file"] == "requires_order/pack.yaml");
  CHECK(j["diagnostics"][0]["severity"] == "warning");
}

TEST_CASE("validate: exit codes", "[validate]") {
  CHECK(validate({"base"}).exit_code() == 0);
  const std::string fixtures = std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures/";
  CHECK(validate({"base", fixtures + "pack_id_mismatch"}).exit_code() == 0);  // warnings only
  CHECK(validate({"base", fixtures + "unknown_key"}).exit_code() == 1);
  CHECK(validate({"base", fixtures + "no_such_folder"}).exit_code() == 2);
  CHECK(validate({}).exit_code() == 1);  // "no pack to load" (the CLI refuses earlier: exit 2)
}

TEST_CASE("validate: paths are shown relative to the working folder under it", "[validate]") {
  CHECK(shown_path("/a/b/c.yaml", "/a") == "b/c.yaml");
  CHECK(shown_path("/a/b/c.yaml", "/a/") == "b/c.yaml");
  CHECK(shown_path("/ab/c.yaml", "/a") == "/ab/c.yaml");
  CHECK(shown_path("rel/c.yaml", "/a") == "rel/c.yaml");
  CHECK(shown_path("/a/c.yaml", "/") == "/a/c.yaml");
}
