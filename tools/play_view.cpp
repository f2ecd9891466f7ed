#include "tools/play_view.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "session/event_text.hpp"
#include "session/sentence.hpp"
#include "session/whole_outcomes.hpp"
#include "session/wording.hpp"
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

std::string decision_line(const session::Session& s, std::size_t index, const BoardStyle& style) {
  const auto& h = s.history();
  if (index >= h.size()) return {};
  // The round's line before its first decision, then the decision's sentence
  // (session/sentence.hpp), wrapped at words to the width.
  std::string out;
  const std::string round = session::round_start(h, index);
  if (!round.empty()) out += paint(round, ansi::kBold, style.color) + "\n";
  const std::string sentence =
      wrap_text(session::decision_sentence(s.rules(), h[index]), style.width, "  ", "    ");
  std::size_t from = 0;
  while (from < sentence.size()) {  // painted line by line, so a colour never spans a break
    const std::size_t nl = sentence.find('\n', from);
    out += paint(sentence.substr(from, nl - from), h[index].by_human ? ansi::kCyan : ansi::kDim,
                 style.color) +
           "\n";
    from = nl + 1;
  }
  return out;
}

std::string decision_hint(const session::Session& s, std::size_t width) {
  const auto& legal = s.legal();
  if (legal.empty() || s.current_seat() == kNone) return {};
  const auto& st = s.state().seat(s.current_seat());
  const Ruleset& r = s.rules();
  if (legal.front().type == ActionType::Place) {
    // What is left to place, and every target of the seat's with its free circles (not
    // only the placements the canonical order lists now): one line may name them all.
    std::vector<std::string> waiting;
    for (std::size_t k = 0; k < r.worker_kinds.size(); ++k)
      if (st.san_juan[k] > 0)
        waiting.push_back(session::counted(st.san_juan[k], r.worker_kinds[k].id));
    std::vector<std::string> free;
    for (const auto& t : session::placement_targets(r, st))
      if (t.free > 0)
        free.push_back(fmt::format(
            "{} {}", t.on_building ? r.buildings[t.target].id : r.tile_kinds[t.target].id, t.free));
    std::string hint = wrap_text(
        fmt::format("Left to place: {}. Free circles: {}.", session::joined_with_and(waiting),
                    free.empty() ? "none" : fmt::format("{}", fmt::join(free, ", "))),
        width, "", "  ");
    hint += wrap_text(
        "One line may place them all, in any order: place <target> <target> ... (a worker "
        "kind's id before the targets it goes to), or pick one placement below.",
        width, "", "  ");
    if (!s.planned().empty())
      hint += wrap_text(fmt::format("Planned, made once the rest of the arrangement is named: {}",
                                    fmt::join(s.planned(), ", ")),
                        width, "", "  ");
    return hint;
  }
  if (legal.front().type == ActionType::Store || legal.front().type == ActionType::Keep)
    return wrap_text(
        "Storage: choose in one line, e.g. store <good> keep <good> (the rest is lost).", width, "",
        "  ");
  // A card game asks a seat whose hand is hidden even when it can only pass, so that the
  // others cannot tell whether it could build (docs/views.md).
  if (legal.size() == 1 && legal.front().type == ActionType::Pass && r.cards.enabled())
    return wrap_text("Nothing of your hand can be built now: pass (the others are not told why).",
                     width, "", "  ");
  if (legal.front().type == ActionType::Pay)
    return wrap_text(
        "Pay: one card at a time, or all in one line, e.g. pay <card> <card> (a unique "
        "beginning is enough).",
        width, "", "  ");
  return {};
}

}  // namespace gov::tools
