// math.random on the game's RNG (State::rng), so clones and replays draw the same numbers.
// Only hooks that may change the game draw: a draw advances the State's RNG.
//
//   math.random()      float in [0, 1)
//   math.random(m)     integer in [1, m]
//   math.random(m, n)  integer in [m, n]
//   math.random(0)     an integer with all 64 bits random
//
// Naming convention: see scripting/runtime.hpp.
#include "core/primitives.hpp"
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

// Uniform in [0, span] (span + 1 values) without bias.
std::uint64_t uniform(Rng& rng, std::uint64_t span) {
  if (span < 0xFFFFFFFFull) return rng.below(static_cast<std::uint32_t>(span + 1));
  if (span == ~0ull) return rng.next();
  const std::uint64_t range = span + 1;
  const std::uint64_t threshold = (0 - range) % range;
  for (;;) {
    const std::uint64_t r = rng.next();
    if (r >= threshold) return r % range;
  }
}

int random_impl(lua_State* L) {
  HookContext* hc = runtime(L)->ctx;
  runtime(L)->read_game = true;  // a draw is no answer to keep (scripting/answer_memo.hpp)
  if (hc == nullptr) fail(L, "math.random: only available while a hook runs");
  if (hc->read_only())
    fail(L, "math.random: a query, offer or score hook may not draw (it would change the game)");
  lua_Integer low = 1;
  lua_Integer up = 0;
  const int nargs = lua_gettop(L);
  if (nargs == 1) {
    up = luaL_checkinteger(L, 1);
  } else if (nargs == 2) {
    low = luaL_checkinteger(L, 1);
    up = luaL_checkinteger(L, 2);
  } else if (nargs != 0) {
    fail(L, "math.random: wrong number of arguments");
  }
  Rng& rng = hc->act().state().rng;  // may throw: this function runs guarded
  if (nargs == 0) {
    lua_pushnumber(L, static_cast<lua_Number>(rng.next() >> 11) * 0x1.0p-53);  // float
    return 1;
  }
  if (nargs == 1 && up == 0) {
    lua_pushinteger(L, static_cast<lua_Integer>(rng.next()));  // all bits
    return 1;
  }
  if (low > up) fail(L, "math.random: interval is empty");
  const std::uint64_t span = static_cast<std::uint64_t>(up) - static_cast<std::uint64_t>(low);
  lua_pushinteger(L,
                  static_cast<lua_Integer>(static_cast<std::uint64_t>(low) + uniform(rng, span)));
  return 1;
}

}  // namespace

int l_math_random(lua_State* L) {
  return guarded<random_impl>(L);
}

}  // namespace gov::lua
