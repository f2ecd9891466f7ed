// The summary of a run (win rates, scores, game length, buildings, signature) as text or
// JSON: what `governor sim` prints, and `governor merge` for a run played in shards.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/sim/sim.hpp"

namespace gov::tools {

struct SimHeader {
  int players = 4;
  std::vector<std::string> packs;  // pack ids
  std::uint64_t seed = 1;
  std::string variant;  // a card game's start variant; "" (not printed): the plain start
};

void print_sim_text(const SimHeader& h, const SimResult& r);
void print_sim_json(const SimHeader& h, const SimResult& r);

}  // namespace gov::tools
