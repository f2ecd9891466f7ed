// Actions are ordered by one integer key (Action::order_key); the order must stay the
// members' lexicographic order (type, a, b, c, tags), which listings, the canonical action
// texts' order and every recorded game signature rely on.
#include <catch2/catch.hpp>

#include <tuple>

#include "core/action.hpp"
#include "core/rng.hpp"

TEST_CASE("the action order is the lexicographic order of its members", "[engine][action]") {
  gov::Rng rng = gov::Rng::seeded(7);
  auto any = [&] {
    // Small ranges, so that many pairs tie on their first members.
    auto pick = [&](std::uint32_t n) { return static_cast<std::uint8_t>(rng.below(n)); };
    const std::uint32_t wide = rng.below(4) == 0 ? 256 : 3;  // sometimes the whole byte
    return gov::Action::make(static_cast<gov::ActionType>(pick(13)), pick(wide), pick(wide),
                             pick(wide), pick(wide));
  };
  auto members = [](const gov::Action& x) { return std::tie(x.type, x.a, x.b, x.c, x.tags); };
  for (int i = 0; i < 100000; ++i) {
    const gov::Action x = any();
    const gov::Action y = any();
    INFO("pair " << i);
    REQUIRE((x < y) == (members(x) < members(y)));
    REQUIRE((x == y) == (members(x) == members(y)));
  }
}
