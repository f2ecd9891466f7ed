// Terminal rendering of a whole State: the shared board (round, governor, role cards,
// ships, trading house, tiles, supplies, buildings for sale) and every seat (coins, VP,
// goods, workers, island and city with their occupied circles). Seats are shown 1-based.
#pragma once

#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/state.hpp"

namespace gov::tools {

struct BoardStyle {
  bool color = false;                   // ANSI colour (callers enable it only on a TTY)
  int you = -1;                         // seat (0-based) marked as "you", or -1
  std::vector<std::string> seat_names;  // per seat, e.g. "human", "random"; may be empty
  std::size_t width = 100;              // wrap long lists at this width
  // Per seat: its VP chips lie face down to the reader (session::sees_chips): shown as "?",
  // and its total too. Empty: every seat's chips are shown.
  std::vector<bool> hidden_chips;
  // Per seat: its end-of-game bonus would tell the reader a count it may not see (the cards
  // under a chapel, session::sees_bonus): the bonus and the total shown as "?", and no line
  // of its bonus building by building. Empty: every bonus is shown.
  std::vector<bool> hidden_bonus;
};

// Shown as "seat N" everywhere: 0-based seat -> "N" (1-based).
std::string seat_label(int seat);

// How circles look: one character per worker by kind, '.' for an empty circle.
std::string circles_text(const Ruleset& rules, const std::uint8_t* workers, int circles);

// One line: round, governor, what is being played and who decides now.
std::string render_status(const Engine& engine, const State& s, const BoardStyle& style);
// One seat's island and city with their circles.
std::string render_seat(const Engine& engine, const State& s, int seat, const BoardStyle& style);
// A card game's piles, price tile, hands (kinds shown to their owner `style.you` only),
// cities and goods (tools/card_board_view.cpp).
std::string render_card_zones(const Engine& engine, const State& s, const BoardStyle& style);
// One seat's part of it (render_seat draws this in a card game).
std::string render_card_seat(const Engine& engine, const State& s, int seat,
                             const BoardStyle& style);
// The whole board.
std::string render_board(const Engine& engine, const State& s, const BoardStyle& style);
// What the board's marks and short headings mean (a few lines, wrapped to the width).
std::string render_legend(const Engine& engine, const BoardStyle& style);
// The score table from Engine::score, with the winner(s) marked.
std::string render_scores(const Engine& engine, const State& s, const BoardStyle& style);

}  // namespace gov::tools
