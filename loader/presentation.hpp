// A pack's optional presentation of goods and buildings: `colour:` ("#rrggbb") and
// `glyph:` (one or two characters), read by the views (the page draws barrels and tiles
// with them). They change nothing in the rules; a malformed one is an error that says how
// to write it.
#pragma once

#include <optional>
#include <string>

#include "loader/schema.hpp"

namespace gov::loader {

// "#rrggbb" (six hex digits, either case), returned in lower case.
std::optional<std::string> to_colour(const FileCtx& f, const YNode& n, const std::string& path);
// One or two characters, none of them a space, a control or invisible character, a
// combining mark, or one a terminal shows as an emoji; at most 16 bytes.
std::optional<std::string> to_glyph(const FileCtx& f, const YNode& n, const std::string& path);

// Reads `colour` and `glyph` of `v` when present; leaves the outputs "" otherwise.
void read_presentation(const MapView& v, std::string& colour, std::string& glyph);

}  // namespace gov::loader
