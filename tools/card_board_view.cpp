// The terminal board of a card game: the piles, the price tile turned up, and each seat's
// printed VP, city (goods lying on it as face-down cards), hand (its kinds to the viewing
// seat only: a card a line with cost, VP and what it does) and any other zone of the seat
// the viewer may see (cards under a building, cards turned up), as the viewing seat
// (BoardStyle::you) may see them (core/cards.hpp: sees_kinds, sees_count). Nothing here
// names a zone of a pack: zones are told apart by their declared role.
#include <algorithm>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "tools/board_view.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

std::string count_text(const Ruleset& r, const State& s, std::uint8_t code, int viewer) {
  return sees_count(r, code, viewer) ? std::to_string(cards_at(r, s, code)) : "?";
}

// "2x well, smithy": the kinds at a place, in the building table's order.
std::string kinds_list(const Ruleset& r, const std::vector<int>& kinds) {
  std::string list;
  for (std::size_t k = 0; k < kinds.size(); ++k)
    if (kinds[k] > 0)
      list += (list.empty() ? "" : ", ") + (kinds[k] > 1 ? fmt::format("{}x ", kinds[k]) : "") +
              r.buildings[k].id;
  return list;
}

// "drawn_cards" -> "drawn cards": a zone's id as words.
std::string zone_words(std::string id) {
  std::replace(id.begin(), id.end(), '_', ' ');
  return id;
}

// `parts` after a head `lead` columns wide, " · " between them, wrapped at the width between
// parts (never inside a name), the lines after the first indented as far as the head.
std::string wrap_lines(const std::vector<Cell>& parts, const BoardStyle& style, std::size_t lead,
                       std::string_view sep = " \u00b7 ") {
  const std::size_t width = std::max(style.width, lead + 20);
  return wrap_words(parts, style.color, width - lead, width, std::string(lead, ' '), sep);
}

// The piles, then any zone of the game other than the piles (e.g. buildings built over,
// out of the game), wrapped at the width; then the price tile turned last on a line of its
// own (« la tuile » goes back under the stack, so it is the last one turned, not the next).
std::string piles_line(const Ruleset& r, const State& s, int viewer, const BoardStyle& style) {
  const auto& cr = r.cards;
  std::vector<Cell> parts{
      txt("draw pile " + count_text(r, s, cr.code_of_role(ZoneRole::Draw), viewer))};
  if (cr.role_zone[static_cast<int>(ZoneRole::Discard)] != kNone)
    parts.push_back(
        txt("discard pile " + count_text(r, s, cr.code_of_role(ZoneRole::Discard), viewer)));
  for (std::size_t z = 0; z < cr.zones.size(); ++z) {
    const auto& zone = cr.zones[z];
    if (zone.of != ZoneScope::Game || zone.role == ZoneRole::Draw || zone.role == ZoneRole::Discard)
      continue;
    const std::uint8_t code = cr.code(static_cast<Id>(z));
    if (!sees_count(r, code, viewer) || cards_at(r, s, code) == 0) continue;
    std::string part = fmt::format("{} {}", zone_words(zone.id), cards_at(r, s, code));
    if (sees_kinds(r, code, viewer)) part += ": " + kinds_list(r, kinds_at(r, s, code));
    parts.push_back(txt(part));
  }
  std::string out = "Cards    " + wrap_lines(parts, style, 9) + "\n";
  if (const auto* tile = turned_price_tile(r, s)) {
    std::vector<Cell> prices;
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      prices.push_back(txt(fmt::format("{} {}", r.goods[g].id, (*tile)[g])));
    prices.push_back(txt("(turned last)"));
    out += "Price    " + wrap_lines(prices, style, 9, "  ") + "\n";
  }
  return out;
}

// The hand a card a line: id, cost, VP, then what it does, wrapped under it.
std::string hand_lines(const Ruleset& r, const std::vector<int>& kinds, const BoardStyle& style) {
  std::size_t name_width = 0;
  for (std::size_t k = 0; k < kinds.size(); ++k)
    if (kinds[k] > 0)
      name_width = std::max(name_width, r.buildings[k].id.size() + (kinds[k] > 1 ? 3 : 0));
  std::string out;
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    if (kinds[k] == 0) continue;
    const auto& b = r.buildings[k];
    const std::string name = (kinds[k] > 1 ? fmt::format("{}x ", kinds[k]) : "") + b.id;
    const std::string head =
        fmt::format("    {:<{}}  cost {}  {} VP  ", name, name_width, b.cost, b.vp);
    // A narrow terminal still gets 30 columns of text beside the card.
    const std::size_t width = std::max(style.width, head.size() + 30);
    out += b.text.empty() ? head + "\n"
                          : wrap_text(b.text, width, head, std::string(head.size(), ' '));
  }
  return out;
}

std::string seat_cards(const Ruleset& r, const State& s, int seat, int viewer,
                       const BoardStyle& style) {
  const auto& cr = r.cards;
  const auto& st = s.seat(seat);
  // The city, its goods face down: "[good]" (the good is the building's, the card unseen),
  // wrapped between buildings so no name is cut at the width.
  const Id goods = cr.role_zone[static_cast<int>(ZoneRole::Goods)];
  int vp = 0;
  std::vector<Cell> city;
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const auto& b = r.buildings[st.city[slot].type];
    vp += b.vp;
    Cell cell = txt(b.id);
    if (goods != kNone && b.produces != kNone) {
      const std::uint8_t code = cr.code(goods, seat, slot);
      if (sees_count(r, code, viewer) && cards_at(r, s, code) > 0)
        cell = txt(fmt::format("{} [{}]", b.id, r.goods[b.produces].id), ansi::kYellow);
    }
    city.push_back(cell);
  }
  const std::string head = fmt::format("  city ({} VP) ", vp);
  std::string out = head + wrap_lines(city, style, head.size()) + "\n";
  // The hand: its size to all, its cards to those who may see them.
  const std::uint8_t hand = cr.code_of_role(ZoneRole::Hand, seat);
  out += fmt::format("  hand {}", count_text(r, s, hand, viewer));
  if (sees_kinds(r, hand, viewer) && cards_at(r, s, hand) > 0)
    out += ":\n" + hand_lines(r, kinds_at(r, s, hand), style);
  else
    out += "\n";
  // The seat's other zones the viewer may see, where cards lie (under a building, turned
  // up, drawn to choose from). The viewer's own cards there a card a line, as its hand:
  // cost, VP and text are what it chooses by.
  for (std::size_t z = 0; z < cr.zones.size(); ++z) {
    const auto& zone = cr.zones[z];
    if (zone.role != ZoneRole::None && zone.role != ZoneRole::Looking) continue;
    const int places = zone.of == ZoneScope::Seat       ? 1
                       : zone.of == ZoneScope::Building ? st.num_buildings
                                                        : 0;
    for (int i = 0; i < places; ++i) {
      const std::uint8_t code = zone.of == ZoneScope::Seat ? cr.code(static_cast<Id>(z), seat)
                                                           : cr.code(static_cast<Id>(z), seat, i);
      if (!sees_count(r, code, viewer) || cards_at(r, s, code) == 0) continue;
      std::string head = "  " + zone_words(zone.id);
      if (zone.of == ZoneScope::Building) head += " (" + r.buildings[st.city[i].type].id + ")";
      head += fmt::format(" {}", cards_at(r, s, code));
      if (!sees_kinds(r, code, viewer)) {
        out += head + "\n";
      } else if (zone.of == ZoneScope::Seat && seat == viewer) {
        out += head + ":\n" + hand_lines(r, kinds_at(r, s, code), style);
      } else {
        out +=
            wrap_text(head + ": " + kinds_list(r, kinds_at(r, s, code)), style.width, "", "      ");
      }
    }
  }
  return out;
}

// Whose eyes the board is drawn for: "you", or in a hot-seat game (nobody is "you") the
// seat at the keyboard now, so it sees its own hand.
int viewer_of(const Engine& engine, const State& s, const BoardStyle& style) {
  if (style.you >= 0) return style.you;
  const Id now = engine.current_seat(s);
  return now == kNone ? -1 : static_cast<int>(now);
}

}  // namespace

std::string render_card_seat(const Engine& engine, const State& s, int seat,
                             const BoardStyle& style) {
  const std::string title =
      fmt::format("seat {}{}", seat_label(seat), seat == style.you ? " (you)" : "");
  return paint(title, ansi::kBold, style.color) + "\n" +
         seat_cards(engine.rules(), s, seat, viewer_of(engine, s, style), style);
}

std::string render_card_zones(const Engine& engine, const State& s, const BoardStyle& style) {
  std::string out = piles_line(engine.rules(), s, viewer_of(engine, s, style), style);
  for (int seat = 0; seat < s.num_players; ++seat) out += render_card_seat(engine, s, seat, style);
  return out;
}

}  // namespace gov::tools
