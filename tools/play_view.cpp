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

std::size_t repeated_from(const session::Session& s, std::size_t index) {
  const auto& h = s.history();
  if (index >= h.size()) return 0;
  const auto& d = h[index];
  if (d.action.type != ActionType::Pay && d.action.type != ActionType::Pick &&
      d.action.type != ActionType::Discard && d.action.type != ActionType::Build)
    return 1;
  const std::string sentence = session::decision_sentence(s.rules(), d);
  std::size_t n = 1;
  while (index + n < h.size() && h[index + n].seat == d.seat &&
         h[index + n].action.type == d.action.type && session::round_start(h, index + n).empty() &&
         session::decision_sentence(s.rules(), h[index + n]) == sentence)
    ++n;
  return n;
}

std::string decision_line(const session::Session& s, std::size_t index, const BoardStyle& style,
                          std::size_t times) {
  const auto& h = s.history();
  if (index >= h.size()) return {};
  // The round's line before its first decision, then the decision's sentence
  // (session/sentence.hpp), wrapped at words to the width.
  std::string out;
  const std::string round = session::round_start(h, index);
  if (!round.empty()) out += paint(round, ansi::kBold, style.color) + "\n";
  std::string said = session::decision_sentence(s.rules(), h[index]);
  // The same build twice: the card, then where it goes (a new space, with a crane): one
  // build. "Seat 3 pays a card." four times: "Seat 3 pays 4 cards."
  if (times > 1 && h[index].action.type != ActionType::Build) {
    const std::string one = " a card.";
    if (said.size() > one.size() && said.compare(said.size() - one.size(), one.size(), one) == 0)
      said = said.substr(0, said.size() - one.size()) + fmt::format(" {} cards.", times);
    else
      said += fmt::format(" ({} times)", times);
  }
  const std::string sentence = wrap_text(said, style.width, "  ", "    ");
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
  const auto has = [&](ActionType t, bool bare = false) {
    return std::any_of(legal.begin(), legal.end(),
                       [&](const Action& a) { return a.type == t && (a.a == kNone) == bare; });
  };
  if (has(ActionType::Pay)) {
    // Pay is the build_from_hand mechanic's step (core/mechanics/build_from_hand.cpp): its
    // cursor's counter is the cards left to pay, its flags' high 4 bits the city slot paid
    // for plus one (0: the last slot).
    const auto& c = s.state().cursor;
    const int over = c.flags >> 4;
    const int slot = over > 0 ? over - 1 : st.num_buildings - 1;
    const std::string what = slot >= 0 ? r.buildings[st.city[slot].type].id : "it";
    return wrap_text(fmt::format("Pay for {}: {} left to pay, one card at a time or all in one "
                                 "line, e.g. pay <card> <card> (a unique beginning is enough).",
                                 what, session::counted(c.counter, "card")),
                     width, "", "  ");
  }
  if (has(ActionType::Cover, true))
    return wrap_text(
        "Where: build it again for a new space, or cover to build it over one of your "
        "buildings (that building's cost comes off the price, and it leaves the game).",
        width, "", "  ");
  if (has(ActionType::Cover))
    return wrap_text(
        "Over which building: its cost comes off the price; it leaves the game (a good on it "
        "is discarded).",
        width, "", "  ");
  if (has(ActionType::Discard) && r.cards.enabled())
    return wrap_text("Discard: one card at a time, or all in one line: discard <card> <card>.",
                     width, "", "  ");
  if (has(ActionType::Pick) && r.cards.enabled())
    return wrap_text(has(ActionType::Pass)
                         ? "Keep: pick <card>, or pass to keep none (every role may be "
                           "declined); the cards you do not keep are discarded."
                         : "Keep: pick <card> (the cards you do not keep are discarded).",
                     width, "", "  ");
  // A power offered: what it does, in its building's words.
  std::string powers;
  for (const Action& a : legal)
    if (a.type == ActionType::Use && r.cards.enabled() && a.a < r.buildings.size() &&
        !r.buildings[a.a].text.empty() &&
        powers.find(r.buildings[a.a].id + ":") == std::string::npos)
      powers += wrap_text(
          fmt::format("{}: {} (pass declines)", r.buildings[a.a].id, r.buildings[a.a].text), width,
          "", "  ");
  return powers;
}

}  // namespace gov::tools
