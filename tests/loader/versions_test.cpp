// Pack versions and the constraints of `requires` (loader/versions.hpp).
#include <catch2/catch.hpp>

#include "loader/versions.hpp"

using namespace gov::loader;

TEST_CASE("versions: MAJOR.MINOR.PATCH only", "[loader][versions]") {
  CHECK(parse_version("1.2.3") == Version{1, 2, 3});
  CHECK(parse_version("0.0.0") == Version{0, 0, 0});
  for (const char* bad : {"1.0", "1", "", "1.2.3.4", "1.2.x", "-1.0.0", "+1.0.0", "1..2",
                          "1.2.3-beta", "1234567.0.0", " 1.2.3"})
    CHECK_FALSE(parse_version(bad).has_value());
  CHECK(Version{1, 10, 0} > Version{1, 9, 9});
  CHECK(Version{2, 0, 0}.text() == "2.0.0");
}

TEST_CASE("versions: constraints are terms that must all hold", "[loader][versions]") {
  auto holds = [](const char* c, const char* v) {
    std::string error;
    auto constraint = parse_constraint(c, &error);
    INFO(c << ": " << error);
    REQUIRE(constraint.has_value());
    return constraint->satisfied_by(*parse_version(v));
  };
  CHECK(holds("1.2.3", "1.2.3"));
  CHECK_FALSE(holds("=1.2.3", "1.2.4"));
  CHECK(holds(">=1.2.0", "1.2.0"));
  CHECK_FALSE(holds(">1.2.0", "1.2.0"));
  CHECK(holds(">=1.0.0 <2.0.0", "1.9.9"));
  CHECK_FALSE(holds(">=1.0.0, <2.0.0", "2.0.0"));
  CHECK(holds("<=2.0.0", "2.0.0"));
  CHECK(holds("^1.2.0", "1.9.0"));
  CHECK_FALSE(holds("^1.2.0", "1.1.9"));
  CHECK_FALSE(holds("^1.2.0", "2.0.0"));

  std::string error;
  CHECK_FALSE(parse_constraint("~>1.0", &error).has_value());
  CHECK(error ==
        "bad term '~>1.0' (expected terms like >=1.2.0, <2.0.0, ^1.2.0 or 1.2.3, all of which "
        "must hold)");
  CHECK_FALSE(parse_constraint(" , ", &error).has_value());
  CHECK(error.starts_with("empty version constraint"));
}
