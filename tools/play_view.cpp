#include "tools/play_view.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "session/event_text.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

std::string numbered_actions(const std::vector<session::ActionInfo>& infos,
                             const BoardStyle& style) {
  std::vector<std::string> items;
  std::size_t widest = 0;
  for (std::size_t i = 0; i < infos.size(); ++i) {
    items.push_back(fmt::format("{:>3}) {}", i + 1, infos[i].text));
    widest = std::max(widest, items.back().size());
  }
  bool any_preview = false;
  for (const auto& info : infos) any_preview |= !info.preview.empty() || !info.label.empty();
  std::string out;
  // Drafts and builds carry a price or a text worth a line each; the rest go in columns.
  const bool one_per_line = std::any_of(infos.begin(), infos.end(), [](const auto& i) {
    return !i.preview.empty() || i.action.type == ActionType::Draft;
  });
  if (one_per_line && any_preview) {
    for (std::size_t i = 0; i < infos.size(); ++i) {
      std::string note = infos[i].preview;
      std::string line = items[i];
      if (!note.empty()) {
        line.append(widest + 2 - items[i].size(), ' ');
        const std::size_t room = style.width > line.size() + 10 ? style.width - line.size() : 10;
        if (note.size() > room) note = note.substr(0, room - 3) + "...";
        line += paint(note, ansi::kDim, style.color);
      }
      out += line + "\n";
    }
    return out;
  }
  const std::size_t col = widest + 2;
  const std::size_t per_line = std::max<std::size_t>(1, style.width / col);
  const std::size_t lines = (items.size() + per_line - 1) / per_line;
  for (std::size_t row = 0; row < lines; ++row) {
    std::string line;
    for (std::size_t c = 0; c < per_line; ++c) {
      const std::size_t i = c * lines + row;  // numbers run down the columns
      if (i >= items.size()) break;
      line += items[i];
      if ((c + 1) * lines + row < items.size()) line.append(col - items[i].size(), ' ');
    }
    out += line + "\n";
  }
  return out;
}

std::string decision_line(const session::Session& s, const session::Decision& d,
                          const BoardStyle& style) {
  const Ruleset& r = s.rules();
  std::string who = session::seat_name(d.seat);
  if (d.seat < static_cast<int>(style.seat_names.size()) && !d.by_human)
    who += " " + style.seat_names[d.seat];
  std::string results;
  for (const auto& e : session::folded(d.events)) {
    std::string t = e.seat == d.seat ? session::short_event_text(r, e) : session::event_text(r, e);
    if (t.empty()) continue;
    results += (results.empty() ? "" : "; ") + t;
  }
  std::string line = fmt::format("  {}: {}", who, d.text);
  if (!results.empty()) line += " -> " + results;
  // Wrapped at the width, at "; " boundaries, the rest indented.
  std::string out;
  while (line.size() > style.width) {
    std::size_t cut = line.rfind("; ", style.width - 1);
    if (cut == std::string::npos || cut < 8) cut = line.rfind(' ', style.width - 1);
    if (cut == std::string::npos || cut < 8) break;
    out += line.substr(0, cut + 1) + "\n";
    line = "      " + line.substr(cut + (line[cut] == ';' ? 2 : 1));
  }
  return out + line;
}

std::string decision_hint(const session::Session& s) {
  const auto& legal = s.legal();
  if (legal.empty() || s.current_seat() == kNone) return {};
  const auto& st = s.state().seat(s.current_seat());
  const Ruleset& r = s.rules();
  if (legal.front().type == ActionType::Place) {
    std::vector<std::string> waiting;
    for (std::size_t k = 0; k < r.worker_kinds.size(); ++k)
      if (st.san_juan[k] > 0)
        waiting.push_back(fmt::format("{} {}", st.san_juan[k], r.worker_kinds[k].id));
    std::string hint = fmt::format(
        "Left to place: {}. One line may place them all, in any order: "
        "place <tile|building> ...\n",
        fmt::join(waiting, ", "));
    if (!s.planned().empty())
      hint += fmt::format("Planned, made once the rest of the arrangement is named: {}\n",
                          fmt::join(s.planned(), ", "));
    return hint;
  }
  if (legal.front().type == ActionType::Store || legal.front().type == ActionType::Keep)
    return "Storage: choose in one line, e.g. store <good> keep <good> (the rest is lost).\n";
  return {};
}

}  // namespace gov::tools
