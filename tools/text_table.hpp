// Aligned text columns with optional ANSI styling. Widths are measured on the plain text,
// so colour never breaks the alignment.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gov::tools {

namespace ansi {
inline constexpr std::string_view kBold = "\x1b[1m";
inline constexpr std::string_view kDim = "\x1b[2m";
inline constexpr std::string_view kRed = "\x1b[31m";
inline constexpr std::string_view kGreen = "\x1b[32m";
inline constexpr std::string_view kYellow = "\x1b[33m";
inline constexpr std::string_view kCyan = "\x1b[36m";
inline constexpr std::string_view kReset = "\x1b[0m";
}  // namespace ansi

// `text` wrapped in `style` when colour is on.
std::string paint(std::string_view text, std::string_view style, bool color);

struct Cell {
  std::string text;
  std::string_view style{};
  bool right = false;  // right-aligned (numbers)
};

inline Cell num(long long v, std::string_view style = {}) {
  return Cell{std::to_string(v), style, true};
}
inline Cell txt(std::string text, std::string_view style = {}) {
  return Cell{std::move(text), style, false};
}

class Table {
 public:
  void add_row(std::vector<Cell> row) { rows_.push_back(std::move(row)); }
  bool empty() const { return rows_.empty(); }
  // Each row on its own line, columns separated by `gap` spaces, trailing spaces trimmed.
  std::string render(bool color, std::string_view indent = "", int gap = 2) const;

 private:
  std::vector<std::vector<Cell>> rows_;
};

// Columns the text takes on a terminal: UTF-8 characters, ANSI colour codes not counted.
std::size_t display_width(std::string_view text);

// Plain text wrapped at spaces so no line passes `width` columns (a word longer than a
// line stays whole): the first line starts with `first`, the others with `indent`. Each
// line ends with '\n'; line breaks in `text` are kept, and the spaces a line begins with.
std::string wrap_text(std::string_view text, std::size_t width, std::string_view first = "",
                      std::string_view indent = "");

// Words joined with single spaces, wrapped at `width`; continuation lines get `indent`.
std::string wrap_words(const std::vector<Cell>& words, bool color, std::size_t first_width,
                       std::size_t width, std::string_view indent, std::string_view sep = "  ");

}  // namespace gov::tools
