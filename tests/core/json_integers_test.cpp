// Integers read from outside input (core/json_integers.hpp): floats, strings and values out
// of range are refused by the field's name, never converted.
#include <catch2/catch.hpp>

#include "core/json_integers.hpp"

using gov::int_in;
using gov::int_or;
using gov::seed_in;
using nlohmann::json;

TEST_CASE("integers from outside input are checked, never converted", "[core][json]") {
  CHECK(int_in(json(7), "n", 0, 10) == 7);
  CHECK(int_in(json(-3), "n", -5, 10) == -3);
  CHECK_THROWS_WITH(int_in(json(2.2e73), "decisions", 0, 10), "'decisions' is not an integer");
  CHECK_THROWS_WITH(int_in(json(3.0), "n", 0, 10), "'n' is not an integer");
  CHECK_THROWS_WITH(int_in(json("3"), "n", 0, 10), "'n' is not an integer");
  CHECK_THROWS_WITH(int_in(json(11), "n", 0, 10), "'n' is 11, not from 0 to 10");
  CHECK_THROWS_WITH(int_in(json(-1), "n", 0, 10), "'n' is -1, not from 0 to 10");
  CHECK_THROWS_WITH(int_in(json(std::uint64_t{1} << 63), "n", 0, 10),
                    "'n' is 9223372036854775808, more than 10");
  CHECK(int_or(json::object(), "round", 4, 0, 10) == 4);
  CHECK(int_or(json{{"round", 6}}, "round", 4, 0, 10) == 6);
  CHECK_THROWS_WITH(int_or(json{{"round", 1e300}}, "round", 4, 0, 10), "'round' is not an integer");
  CHECK(seed_in(json(~std::uint64_t{0}), "seed") == ~std::uint64_t{0});
  CHECK_THROWS_WITH(seed_in(json(-1), "seed"), "'seed' is -1, not from 0 to 2^64-1");
  CHECK_THROWS_WITH(seed_in(json(1.5), "seed"), "'seed' is not an unsigned 64-bit integer");
}
