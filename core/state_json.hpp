// State <-> JSON. Content is named by id ("goods": {"corn": 2}), seats are 0-based, every
// field of the State is written (including mid-phase scratch and the RNG), so
// from_json(to_json(s)) == s exactly and a saved game resumes where it stopped.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

nlohmann::json to_json(const Ruleset& rules, const State& s);
// The stage as written in the JSON: "draft", "choose_role", "phase", "game_over".
const char* stage_name(Stage stage);
// Throws std::invalid_argument naming the JSON path of the first bad field.
State state_from_json(const Ruleset& rules, const nlohmann::json& j);

// The card places of a card game (core/cards_json.cpp): `$.cards`, present only when the
// Ruleset has cards.
nlohmann::json card_places_json(const Ruleset& rules, const State& s);
void read_card_places(const Ruleset& rules, const nlohmann::json& j, State& s);
// A card game's price tiles: {"order": [tile indices, from the one turned first], "turned":
// how many were turned up}; written only when the pack declares price tiles.
nlohmann::json price_tiles_json(const Ruleset& r, const State& s);
void read_price_tiles(const Ruleset& r, const nlohmann::json& j, State& s);

// A canonical one-line serialisation (sorted keys), for hashing and byte comparison.
std::string canonical_text(const Ruleset& rules, const State& s);
// FNV-1a 64 over canonical_text.
std::uint64_t state_hash(const Ruleset& rules, const State& s);

}  // namespace gov
