// Checks on a whole mix of packs, after every pack is read (loader/mix_checks.cpp).
#pragma once

#include <string>

#include "loader/load_state.hpp"

namespace gov::loader {

// Errors: a kind of item no pack declares, a player count without a setup table (reported
// at `first_pack_file` when no pack has a setup.yaml). Warnings: a declared good, tile
// kind, worker kind or role that some setup table leaves out of the game.
void check_mix(LoadState& st, const std::string& first_pack_file);

}  // namespace gov::loader
