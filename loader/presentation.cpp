// Checks of `colour:` and `glyph:` (presentation.hpp).
#include "loader/presentation.hpp"

#include <fmt/format.h>

#include <array>
#include <utility>
#include <vector>

namespace gov::loader {

namespace {

bool is_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Decodes the UTF-8 text into code points (the loader has checked it is valid UTF-8).
std::vector<char32_t> code_points(const std::string& s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
    char32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}

// Characters of the Basic Multilingual Plane that terminals and browsers show as a
// coloured emoji by default (Unicode's Emoji_Presentation property), as ranges.
constexpr std::array<std::pair<char32_t, char32_t>, 37> kEmojiInBmp{{
    {0x231A, 0x231B}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0}, {0x23F3, 0x23F3}, {0x25FD, 0x25FE},
    {0x2614, 0x2615}, {0x2648, 0x2653}, {0x267F, 0x267F}, {0x2693, 0x2693}, {0x26A1, 0x26A1},
    {0x26AA, 0x26AB}, {0x26BD, 0x26BE}, {0x26C4, 0x26C5}, {0x26CE, 0x26CE}, {0x26D4, 0x26D4},
    {0x26EA, 0x26EA}, {0x26F2, 0x26F3}, {0x26F5, 0x26F5}, {0x26FA, 0x26FA}, {0x26FD, 0x26FD},
    {0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728}, {0x274C, 0x274C}, {0x274E, 0x274E},
    {0x2753, 0x2755}, {0x2757, 0x2757}, {0x2795, 0x2797}, {0x27B0, 0x27B0}, {0x27BF, 0x27BF},
    {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50}, {0x2B55, 0x2B55}, {0x3030, 0x3030}, {0x303D, 0x303D},
    {0x3297, 0x3297}, {0x3299, 0x3299},
}};

// Why `cp` cannot be part of a glyph, or nullptr when it can.
const char* refused(char32_t cp) {
  if (cp <= 0x20 || (cp >= 0x7F && cp <= 0xA0) || cp == 0x3000 || (cp >= 0x2000 && cp <= 0x200A))
    return "a space or a control character";
  if ((cp >= 0x200B && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F) ||
      (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF || (cp >= 0xFE00 && cp <= 0xFE0F))
    return "an invisible character (a joiner, a mark or a variation selector)";
  if ((cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x20D0 && cp <= 0x20FF))
    return "a combining mark (it draws on the character before it)";
  if (cp >= 0x10000) return "a character outside the Basic Multilingual Plane (emoji and the like)";
  for (const auto& [lo, hi] : kEmojiInBmp)
    if (cp >= lo && cp <= hi) return "an emoji";
  return nullptr;
}

std::string where(const std::string& path) {
  return path.empty() ? "" : path + ": ";
}

}  // namespace

std::optional<std::string> to_colour(const FileCtx& f, const YNode& n, const std::string& path) {
  if (n.is_null()) {
    f.error(n.at, where(path) +
                      "no colour given; write it in quotes, colour: \"#rrggbb\" (an unquoted "
                      "'#' starts a YAML comment)");
    return std::nullopt;
  }
  if (!n.is_scalar()) {
    f.error(n.at, where(path) + "expected a colour \"#rrggbb\", got " + describe(n));
    return std::nullopt;
  }
  const std::string& s = n.value;
  bool ok = s.size() == 7 && s[0] == '#';
  for (std::size_t i = 1; ok && i < s.size(); ++i) ok = is_hex(s[i]);
  if (!ok) {
    f.error(n.at, where(path) + describe(n) +
                      " is not a colour; write \"#rrggbb\", '#' and six hex digits 0-9 a-f "
                      "(\"#e8c547\" is a warm yellow), in quotes");
    return std::nullopt;
  }
  std::string lower = s;
  for (char& c : lower)
    if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
  return lower;
}

std::optional<std::string> to_glyph(const FileCtx& f, const YNode& n, const std::string& path) {
  auto s = to_string(f, n, path);
  if (!s) return std::nullopt;
  const auto cps = code_points(*s);
  if (cps.size() > 2 || s->size() > 16) {
    f.error(n.at, where(path) + describe(n) + " is too long: a glyph is 1 or 2 characters " +
                      "(letters, digits or a symbol: \"Cn\", \"◆\")");
    return std::nullopt;
  }
  for (char32_t cp : cps) {
    if (const char* why = refused(cp)) {
      f.error(n.at, where(path) + fmt::format("{} holds U+{:04X}, {}; use letters, digits or "
                                              "a plain symbol such as \"◆\" or \"●\"",
                                              describe(n), static_cast<unsigned>(cp), why));
      return std::nullopt;
    }
  }
  return s;
}

void read_presentation(const MapView& v, std::string& colour, std::string& glyph) {
  if (const YNode* c = v.get("colour")) {
    // `colour: #e8c547` unquoted is a key with a comment: no value, reported at the key.
    YNode at_key = *c;
    if (c->is_null()) at_key.at = v.key_at("colour");
    colour = to_colour(v.file(), at_key, v.key_path("colour")).value_or("");
  }
  if (const YNode* g = v.get("glyph"))
    glyph = to_glyph(v.file(), *g, v.key_path("glyph")).value_or("");
}

}  // namespace gov::loader
