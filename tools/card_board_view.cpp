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

std::string piles_line(const Ruleset& r, const State& s, int viewer) {
  const auto& cr = r.cards;
  std::string out =
      "Cards    draw pile " + count_text(r, s, cr.code_of_role(ZoneRole::Draw), viewer);
  if (cr.role_zone[static_cast<int>(ZoneRole::Discard)] != kNone)
    out += " \u00b7 discard pile " + count_text(r, s, cr.code_of_role(ZoneRole::Discard), viewer);
  if (const auto* tile = turned_price_tile(r, s)) {
    out += " \u00b7 price tile";
    for (std::size_t g = 0; g < r.goods.size(); ++g)
      out += fmt::format(" {} {}", r.goods[g].id, (*tile)[g]);
  }
  // A zone of the game other than the piles (e.g. buildings built over, out of the game).
  for (std::size_t z = 0; z < cr.zones.size(); ++z) {
    const auto& zone = cr.zones[z];
    if (zone.of != ZoneScope::Game || zone.role == ZoneRole::Draw || zone.role == ZoneRole::Discard)
      continue;
    const std::uint8_t code = cr.code(static_cast<Id>(z));
    if (!sees_count(r, code, viewer) || cards_at(r, s, code) == 0) continue;
    out += fmt::format(" \u00b7 {} {}", zone.id, cards_at(r, s, code));
    if (sees_kinds(r, code, viewer)) out += ": " + kinds_list(r, kinds_at(r, s, code));
  }
  return out + "\n";
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
  // The city, its goods face down: "[good]" (the good is the building's, the card unseen).
  std::string out = "  city ";
  const Id goods = cr.role_zone[static_cast<int>(ZoneRole::Goods)];
  int vp = 0;
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const auto& b = r.buildings[st.city[slot].type];
    vp += b.vp;
    out += fmt::format("{}{}", slot == 0 ? "" : " \u00b7 ", b.id);
    if (goods != kNone && b.produces != kNone) {
      const std::uint8_t code = cr.code(goods, seat, slot);
      if (sees_count(r, code, viewer) && cards_at(r, s, code) > 0)
        out += paint(fmt::format(" [{}]", r.goods[b.produces].id), ansi::kYellow, style.color);
    }
  }
  out += fmt::format("  \u00b7 {} VP\n", vp);
  // The hand: its size to all, its cards to those who may see them.
  const std::uint8_t hand = cr.code_of_role(ZoneRole::Hand, seat);
  out += fmt::format("  hand {}", count_text(r, s, hand, viewer));
  if (sees_kinds(r, hand, viewer) && cards_at(r, s, hand) > 0)
    out += ":\n" + hand_lines(r, kinds_at(r, s, hand), style);
  else
    out += "\n";
  // The seat's other zones the viewer may see, where cards lie (under a building, turned up).
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
      out += fmt::format("  {}", zone.id);
      if (zone.of == ZoneScope::Building) out += " " + r.buildings[st.city[i].type].id;
      out += fmt::format(" {}", cards_at(r, s, code));
      if (sees_kinds(r, code, viewer)) out += ": " + kinds_list(r, kinds_at(r, s, code));
      out += "\n";
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
  std::string out = piles_line(engine.rules(), s, viewer_of(engine, s, style));
  for (int seat = 0; seat < s.num_players; ++seat) out += render_card_seat(engine, s, seat, style);
  return out;
}

}  // namespace gov::tools
