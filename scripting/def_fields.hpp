// The fields of the definition views (ctx:building_def, good_def, tile_def): read at run
// time by scripting/unknown_names.cpp, in the source by scripting/source_checks.cpp, and
// built by scripting/context_reads.cpp (push_*_table).
#pragma once

#include <cstddef>
#include <utility>

namespace gov::lua {

inline constexpr const char* kBuildingFields[] = {
    "id",       "name",     "pack", "cost",  "vp",
    "circles",  "column",   "size", "large", "works_unoccupied",
    "category", "produces", "tags"};
inline constexpr const char* kGoodFields[] = {"id", "name", "price", "needs_building"};
inline constexpr const char* kTileFields[] = {"id",       "name",      "circles",
                                              "produces", "open_pile", "build_discount"};

// Names a modder reaches for that are no ctx method, and the method meant (suggested when
// no method is spelt close enough).
inline constexpr std::pair<const char*, const char*> kMethodHints[] = {
    {"seats", "players"}, {"num_players", "players"}, {"num_seats", "players"}, {"seat", "owner"},
    {"me", "owner"},      {"self", "owner"}};

}  // namespace gov::lua
