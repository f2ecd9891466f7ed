// How `governor serve` loads packs: each pack mix once (tools/pack_session.hpp), its games
// sharing the Ruleset, each game with its own hook host (a Lua state serves one thread).
#pragma once

#include "server/game_room.hpp"

namespace gov::tools {

server::PackLoader serve_pack_loader();

}  // namespace gov::tools
