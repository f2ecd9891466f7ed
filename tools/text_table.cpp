#include "tools/text_table.hpp"

#include <algorithm>
#include <cctype>

namespace gov::tools {

std::string paint(std::string_view text, std::string_view style, bool color) {
  if (!color || style.empty()) return std::string(text);
  std::string out(style);
  out += text;
  out += ansi::kReset;
  return out;
}

std::string Table::render(bool color, std::string_view indent, int gap) const {
  std::vector<std::size_t> width;
  for (const auto& row : rows_) {
    if (width.size() < row.size()) width.resize(row.size(), 0);
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].text.size());
  }
  std::string out;
  for (const auto& row : rows_) {
    std::string line(indent);
    std::size_t pending_spaces = 0;  // spaces owed before the next non-empty cell
    for (std::size_t c = 0; c < row.size(); ++c) {
      const Cell& cell = row[c];
      const std::size_t pad = width[c] - cell.text.size();
      if (c > 0) pending_spaces += static_cast<std::size_t>(gap);
      if (cell.right) pending_spaces += pad;
      if (!cell.text.empty()) {
        line.append(pending_spaces, ' ');
        pending_spaces = 0;
        line += paint(cell.text, cell.style, color);
      }
      if (!cell.right) pending_spaces += pad;
    }
    out += line;
    out += '\n';
  }
  return out;
}

std::string wrap_words(const std::vector<Cell>& words, bool color, std::size_t first_width,
                       std::size_t width, std::string_view indent, std::string_view sep) {
  std::string out;
  std::size_t used = 0;
  std::size_t limit = first_width;
  bool line_empty = true;
  for (const auto& w : words) {
    const std::size_t need = (line_empty ? 0 : sep.size()) + w.text.size();
    if (!line_empty && used + need > limit) {
      out += '\n';
      out += indent;
      used = 0;
      limit = width > indent.size() ? width - indent.size() : width;
      line_empty = true;
    }
    if (!line_empty) {
      out += sep;
      used += sep.size();
    }
    out += paint(w.text, w.style, color);
    used += w.text.size();
    line_empty = false;
  }
  return out;
}

std::size_t display_width(std::string_view text) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0x1b) {  // an ANSI sequence: ESC [ ... letter
      while (i + 1 < text.size() && !std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++i;
      ++i;
      continue;
    }
    if ((c & 0xC0) != 0x80) ++n;  // a character's first byte
  }
  return n;
}

std::string wrap_text(std::string_view text, std::size_t width, std::string_view first,
                      std::string_view indent) {
  std::string out;
  std::string_view lead = first;
  while (true) {
    const std::size_t nl = text.find('\n');
    std::string_view para = text.substr(0, nl);
    std::string line(lead);
    while (!para.empty() && para.front() == ' ') {  // a line's own indent is kept
      line += ' ';
      para.remove_prefix(1);
    }
    bool empty = true;
    while (!para.empty()) {
      const std::size_t sp = para.find(' ');
      const std::string_view word = para.substr(0, sp);
      para = sp == std::string_view::npos ? std::string_view{} : para.substr(sp + 1);
      if (word.empty()) continue;
      if (!empty && display_width(line) + 1 + display_width(word) > width) {
        out += line + "\n";
        line = std::string(indent);
        empty = true;
      }
      if (!empty) line += ' ';
      line += word;
      empty = false;
    }
    out += line + "\n";
    if (nl == std::string_view::npos) break;
    text = text.substr(nl + 1);
    lead = indent;
  }
  return out;
}

}  // namespace gov::tools
