#include "core/safe_text.hpp"

namespace gov {

namespace {

// Bytes of the UTF-8 sequence starting at text[i], or 0 when it is not one (overlong,
// surrogate, past U+10FFFF, truncated).
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  std::size_t n = 0;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4;
  if (n == 0 || i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  const unsigned char c1 = byte(i + 1);
  if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0) || (c == 0xF0 && c1 < 0x90) ||
      (c == 0xF4 && c1 >= 0x90))
    return 0;
  return n;
}

void append_hex(std::string& out, unsigned char c) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += "\\x";
  out += kHex[c >> 4];
  out += kHex[c & 0xF];
}

}  // namespace

bool plain_text(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7F)) {
      ++i;
      continue;
    }
    const std::size_t n = c < 0x80 ? 0 : utf8_length(text, i);
    // U+0080..U+009F (C1 controls) are 0xC2 0x80..0x9F.
    if (n == 0 || (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0)) return false;
    i += n;
  }
  return true;
}

std::string with_thousands(std::size_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string safe_text(std::string_view text, Lines lines, std::size_t cap) {
  std::string out;
  out.reserve(text.size() < cap ? text.size() : cap);
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = 1;
    std::string piece;
    if (c == '\n' && lines == Lines::Keep) {
      piece = "\n";
    } else if (c < 0x20 || c == 0x7F) {
      append_hex(piece, c);
    } else if (c < 0x80) {
      piece.assign(1, static_cast<char>(c));
    } else if ((n = utf8_length(text, i)) == 0) {
      n = 1;
      append_hex(piece, c);
    } else if (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
      // U+0080..U+009F: C1 controls (0x9B is a CSI on some terminals).
      append_hex(piece, c);
      append_hex(piece, static_cast<unsigned char>(text[i + 1]));
    } else {
      piece.assign(text.substr(i, n));
    }
    if (out.size() + piece.size() > cap) break;
    out += piece;
    i += n;
  }
  if (i < text.size()) out += " ... [" + with_thousands(text.size() - i) + " bytes cut]";
  return out;
}

}  // namespace gov
