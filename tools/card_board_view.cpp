// The terminal board of a card game, in plain text (the rich view is a later step): the
// piles, the price tile turned up, and each seat's hand (its kinds to their owner only,
// with cost and VP), city and goods, as the viewing seat (BoardStyle::you) may see them
// (core/cards.hpp: sees_kinds, sees_count).
#include <fmt/format.h>

#include "core/cards.hpp"
#include "tools/board_view.hpp"

namespace gov::tools {

namespace {

std::string count_text(const Ruleset& r, const State& s, std::uint8_t code, int viewer) {
  return sees_count(r, code, viewer) ? std::to_string(cards_at(r, s, code)) : "?";
}

std::string card_text(const Ruleset& r, Id kind) {
  const auto& b = r.buildings[kind];
  return fmt::format("{} (cost {}, {} VP)", b.id, b.cost, b.vp);
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
  return out + "\n";
}

std::string seat_cards(const Ruleset& r, const State& s, int seat, int viewer) {
  const auto& cr = r.cards;
  const std::uint8_t hand = cr.code_of_role(ZoneRole::Hand, seat);
  std::string out = fmt::format("  hand {}", count_text(r, s, hand, viewer));
  if (sees_kinds(r, hand, viewer)) {
    const auto kinds = kinds_at(r, s, hand);
    std::string list;
    for (std::size_t k = 0; k < kinds.size(); ++k)
      if (kinds[k] > 0)
        list += (list.empty() ? "" : ", ") + (kinds[k] > 1 ? fmt::format("{}x ", kinds[k]) : "") +
                card_text(r, static_cast<Id>(k));
    if (!list.empty()) out += ": " + list;
  }
  out += "\n  city";
  const auto& st = s.seat(seat);
  const Id goods = cr.role_zone[static_cast<int>(ZoneRole::Goods)];
  for (int slot = 0; slot < st.num_buildings; ++slot) {
    const auto& b = r.buildings[st.city[slot].type];
    out += fmt::format(" {}{}", slot == 0 ? "" : "\u00b7 ", b.id);
    if (goods != kNone && b.produces != kNone) {
      const std::uint8_t code = cr.code(goods, seat, slot);
      const int n = cards_at(r, s, code);
      if (sees_count(r, code, viewer) && n > 0) out += fmt::format(" [{}]", r.goods[b.produces].id);
    }
  }
  return out + "\n";
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
  return fmt::format("seat {}{}\n", seat_label(seat), seat == style.you ? " (you)" : "") +
         seat_cards(engine.rules(), s, seat, viewer_of(engine, s, style));
}

std::string render_card_zones(const Engine& engine, const State& s, const BoardStyle& style) {
  std::string out = piles_line(engine.rules(), s, viewer_of(engine, s, style));
  for (int seat = 0; seat < s.num_players; ++seat) out += render_card_seat(engine, s, seat, style);
  return out;
}

}  // namespace gov::tools
