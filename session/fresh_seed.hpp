// A fresh seed for a game nobody gave one: the terminal's `play` without --seed and the
// server's new game. sim, arena and bench keep their fixed defaults (a run is reproducible
// from its command line); a fresh seed is printed and kept in the save and the log, so the
// game still replays.
#pragma once

#include <cstdint>

namespace gov::session {

// The largest seed handed out: 2^53 - 1, so the page (JavaScript numbers) and JSON readers
// that hold numbers as doubles keep it exact.
inline constexpr std::uint64_t kMaxFreshSeed = (std::uint64_t{1} << 53) - 1;

// A seed in 1..kMaxFreshSeed from the operating system's entropy (std::random_device), never
// from the clock: two games started in the same second deal differently.
std::uint64_t fresh_seed();

}  // namespace gov::session
