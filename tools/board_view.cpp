#include "tools/board_view.hpp"

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "core/round_start.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

int rules_count(std::size_t n) {
  return static_cast<int>(n);
}

// Seat `seat`'s VP chips lie face down to the reader (BoardStyle::hidden_chips).
bool hidden(const BoardStyle& style, int seat) {
  return seat >= 0 && seat < rules_count(style.hidden_chips.size()) &&
         style.hidden_chips[static_cast<std::size_t>(seat)];
}

bool bonus_hidden(const BoardStyle& style, int seat) {
  return seat >= 0 && seat < rules_count(style.hidden_bonus.size()) &&
         style.hidden_bonus[static_cast<std::size_t>(seat)];
}

std::string seat_title(int seat, const BoardStyle& style) {
  std::string t = "seat " + seat_label(seat);
  if (seat < rules_count(style.seat_names.size()) && !style.seat_names[seat].empty())
    t += " " + style.seat_names[seat];
  if (seat == style.you) t += " (you)";
  return t;
}

char worker_char(const Ruleset& rules, int kind) {
  if (kind == 0) return 'x';
  const std::string& id = rules.worker_kinds[kind].id;
  if (id.empty()) return '?';
  const char c = id[0];
  return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
}

int total_workers(const std::array<std::uint8_t, kMaxWorkerKinds>& w) {
  return std::accumulate(w.begin(), w.end(), 0);
}

std::string rule_line(std::size_t width) {
  std::string s;
  for (std::size_t i = 0; i < width; ++i) s += "\u2500";
  return s + "\n";
}

std::string section(std::string_view title, const BoardStyle& style) {
  return paint(fmt::format("{:<9}", title), ansi::kBold, style.color);
}

// Role cards: one column per card, rows for coins and the seat that took it; as many cards
// to a table as the width holds (five players' eight cards pass 80 columns).
std::string roles_block(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  const bool choosing = s.stage == Stage::ChooseRole && s.num_pending == 0;
  std::string out;
  int from = 0;
  while (from < s.num_roles) {
    // The cards that fit: the heading column ("  coins") then each card's widest cell.
    std::size_t used = 7;
    int to = from;
    while (to < s.num_roles) {
      const std::size_t w = std::max<std::size_t>(r.roles[s.roles[to].role].id.size(), 6) + 2;
      if (to > from && used + w > style.width) break;
      used += w;
      ++to;
    }
    Table t;
    std::vector<Cell> names{txt(from == 0 ? "Roles" : "", ansi::kBold)},
        coins{txt("  coins", ansi::kDim)}, taken{txt("  taken", ansi::kDim)};
    for (int i = from; i < to; ++i) {
      const RoleCard& c = s.roles[i];
      const bool playing = s.stage == Stage::Phase && s.cursor.card == i;
      const bool is_taken = c.taken_by != kNone;
      std::string_view st = playing ? ansi::kYellow : is_taken ? ansi::kDim : std::string_view{};
      if (choosing && !is_taken) st = ansi::kGreen;
      names.push_back(txt(r.roles[c.role].id, st));
      coins.push_back(c.coins ? num(c.coins, ansi::kYellow) : Cell{"-", ansi::kDim, true});
      taken.push_back(is_taken ? txt("seat " + seat_label(c.taken_by), st) : txt(""));
    }
    t.add_row(std::move(names));
    // No coins row where role cards never hold coins (San Juan: unpicked_role_coins 0).
    if (r.settings.unpicked_role_coins != 0) t.add_row(std::move(coins));
    t.add_row(std::move(taken));
    out += t.render(style.color);
    from = to;
  }
  return out;
}

std::string ships_line(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::vector<Cell> items;
  for (int i = 0; i < s.num_ships; ++i) {
    const Ship& sh = s.ships[i];
    const std::string cargo = sh.good == kNone ? "empty" : r.goods[sh.good].id;
    const bool full = sh.load >= sh.capacity;
    items.push_back(txt(fmt::format("[{}] {} {}/{}", sh.capacity, cargo, sh.load, sh.capacity),
                        full      ? ansi::kRed
                        : sh.load ? std::string_view{}
                                  : ansi::kDim));
  }
  if (items.empty()) items.push_back(txt("none", ansi::kDim));
  return section("Ships", style) +
         wrap_words(items, style.color, style.width - 9, style.width, "         ", "   ") + "\n";
}

std::string trading_line(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  const int cap = r.settings.trading_house_capacity;
  std::vector<Cell> items;
  for (int i = 0; i < std::max(cap, static_cast<int>(s.trading_house_count)); ++i) {
    if (i < s.trading_house_count)
      items.push_back(txt(r.goods[s.trading_house[i]].id));
    else
      items.push_back(txt("-", ansi::kDim));
  }
  items.push_back(txt(fmt::format("({}/{})", s.trading_house_count, cap), ansi::kDim));
  return section("Trading", style) +
         wrap_words(items, style.color, style.width - 9, style.width, "         ") + "\n";
}

std::string tiles_line(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::vector<Cell> items;
  for (int i = 0; i < s.face_up_count; ++i) items.push_back(txt(r.tile_kinds[s.face_up[i]].id));
  if (items.empty()) items.push_back(txt("none", ansi::kDim));
  items.push_back(txt(fmt::format(" (stack {})", s.stack_size), ansi::kDim));
  std::string out = section("Tiles", style) +
                    wrap_words(items, style.color, style.width - 9, style.width, "         ") +
                    "\n";
  std::vector<Cell> open, discard;
  for (int k = 0; k < rules_count(r.tile_kinds.size()); ++k) {
    if (s.open_pile[k] || r.tile_kinds[k].open_pile)
      open.push_back(txt(fmt::format("{} {}", r.tile_kinds[k].id, s.open_pile[k]),
                         s.open_pile[k] ? std::string_view{} : ansi::kDim));
    if (s.discard[k])
      discard.push_back(txt(fmt::format("{} {}", r.tile_kinds[k].id, s.discard[k])));
  }
  if (!open.empty())
    out += section("Open", style) +
           wrap_words(open, style.color, style.width - 9, style.width, "         ") + "\n";
  if (!discard.empty())
    out += section("Discard", style) +
           wrap_words(discard, style.color, style.width - 9, style.width, "         ") + "\n";
  return out;
}

std::string supply_line(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::vector<Cell> items;
  items.push_back(
      txt(fmt::format("VP {}", s.vp_supply), s.vp_supply <= 0 ? ansi::kRed : std::string_view{}));
  for (int k = 0; k < rules_count(r.worker_kinds.size()); ++k)
    items.push_back(txt(fmt::format("{} {} (ship {})", r.worker_kinds[k].id, s.worker_supply[k],
                                    s.ship_workers[k])));
  std::string out =
      section("Supply", style) +
      wrap_words(items, style.color, style.width - 9, style.width, "         ", "   ") + "\n";
  std::vector<Cell> goods;
  for (int g = 0; g < rules_count(r.goods.size()); ++g)
    goods.push_back(txt(fmt::format("{} {}", r.goods[g].id, s.goods_supply[g]),
                        s.goods_supply[g] ? std::string_view{} : ansi::kRed));
  out += section("Goods", style) +
         wrap_words(goods, style.color, style.width - 9, style.width, "         ", "   ") + "\n";
  return out;
}

// Buildings still for sale: id, cost, VP, copies left, grouped by bank column. Sold-out
// ones are left out, and as many groups go on a line as the width holds.
std::string buildings_block(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::vector<int> order;
  std::size_t longest = 0;
  for (int b = 0; b < rules_count(r.buildings.size()); ++b)
    if (s.building_supply[b] > 0) {
      order.push_back(b);
      longest = std::max(longest, r.buildings[b].id.size());
    }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const auto &x = r.buildings[a], &y = r.buildings[b];
    return std::tie(x.column, x.cost) < std::tie(y.column, y.cost);
  });
  Table t;
  // A group: "  id" then cost, vp, left (about 5 columns each) and a gap.
  const std::size_t group = longest + 2 + 3 * 6 + 2;
  const int per_row = static_cast<int>(std::clamp<std::size_t>(style.width / group, 1, 4));
  std::vector<Cell> head;
  for (int col = 0; col < per_row; ++col) {
    if (col > 0) head.push_back(txt(""));
    head.push_back(txt(col == 0 ? "For sale" : "", ansi::kBold));
    head.push_back(Cell{"cost", ansi::kDim, true});
    head.push_back(Cell{"vp", ansi::kDim, true});
    head.push_back(Cell{"left", ansi::kDim, true});
  }
  t.add_row(std::move(head));
  const int n = static_cast<int>(order.size());
  const int rows = (n + per_row - 1) / per_row;
  for (int row = 0; row < rows; ++row) {
    std::vector<Cell> cells;
    for (int col = 0; col < per_row; ++col) {
      const int i = col * rows + row;  // fill down the columns
      if (i >= n) break;
      const int b = order[i];
      const auto& def = r.buildings[b];
      const int left = s.building_supply[b];
      const std::string_view st = left ? std::string_view{} : ansi::kDim;
      if (col > 0) cells.push_back(txt(""));
      cells.push_back(txt("  " + def.id, st));
      cells.push_back(num(def.cost, st));
      cells.push_back(num(def.vp, st));
      cells.push_back(num(left, st));
    }
    t.add_row(std::move(cells));
  }
  return t.render(style.color);
}

std::string seats_table(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  const Id actor = engine.current_seat(s);
  Table t;
  // A narrow terminal gets 4-letter headings and seats without their kind, so the table
  // fits 80 columns.
  const bool compact = style.width < 100;
  const auto heading = [compact](const std::string& id) { return compact ? id.substr(0, 4) : id; };
  std::vector<Cell> head{txt("Seat", ansi::kBold), Cell{"coins", ansi::kBold, true},
                         Cell{"VP", ansi::kBold, true}};
  for (const auto& g : r.goods) head.push_back(Cell{heading(g.id), ansi::kBold, true});
  for (const auto& w : r.worker_kinds) head.push_back(Cell{heading(w.id), ansi::kBold, true});
  head.push_back(Cell{heading("island"), ansi::kBold, true});
  head.push_back(Cell{"city", ansi::kBold, true});
  t.add_row(std::move(head));
  for (int i = 0; i < s.num_players; ++i) {
    const SeatState& st = s.seat(i);
    std::string mark = i == actor ? "> " : "  ";
    std::string_view name_style = i == actor ? ansi::kYellow : std::string_view{};
    if (i == style.you && i != actor) name_style = ansi::kCyan;
    std::string title =
        mark + (compact ? seat_label(i) + (i == style.you ? " you" : "") : seat_title(i, style));
    if (i == s.governor) title += compact ? " gov" : " [gov]";
    std::vector<Cell> row{txt(title, name_style), num(st.coins),
                          hidden(style, i) ? Cell{"?", ansi::kDim, true} : num(st.vp_chips)};
    for (int g = 0; g < rules_count(r.goods.size()); ++g)
      row.push_back(st.goods[g] ? num(st.goods[g]) : Cell{"-", ansi::kDim, true});
    for (int k = 0; k < rules_count(r.worker_kinds.size()); ++k)
      row.push_back(st.san_juan[k] ? num(st.san_juan[k]) : Cell{"-", ansi::kDim, true});
    row.push_back(Cell{fmt::format("{}/{}", st.num_tiles, r.settings.island_spaces), {}, true});
    row.push_back(
        Cell{fmt::format("{}/{}", st.city_spaces_used, r.settings.city_spaces), {}, true});
    t.add_row(std::move(row));
  }
  return t.render(style.color);
}

}  // namespace

std::string render_seat(const Engine& engine, const State& s, int seat, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  if (r.cards.enabled()) return render_card_seat(engine, s, seat, style);
  const SeatState& st = s.seat(seat);
  const std::string indent(10, ' ');
  std::vector<Cell> island;
  for (int i = 0; i < st.num_tiles; ++i) {
    const TileSlot& t = st.island[i];
    const auto& def = r.tile_kinds[t.kind];
    if (t.variant != 0) {  // e.g. "forest(sugar)": what it is now, and what lies face down
      const auto& variants = r.tile_variants;
      const std::string what = t.variant <= variants.size() ? variants[t.variant - 1u].id
                                                            : fmt::format("variant{}", t.variant);
      island.push_back(txt(fmt::format("{}({})", what, def.id), ansi::kDim));
      continue;
    }
    const bool manned = total_workers(t.workers) > 0;
    island.push_back(txt(def.id + "[" + circles_text(r, t.workers.data(), def.circles) + "]",
                         manned ? std::string_view{} : ansi::kDim));
  }
  std::vector<Cell> city;
  for (int i = 0; i < st.num_buildings; ++i) {
    const BuildingSlot& b = st.city[i];
    const auto& def = r.buildings[b.type];
    const int manned = total_workers(b.workers);
    city.push_back(txt(def.id + "[" + circles_text(r, b.workers.data(), def.circles) + "]",
                       manned ? std::string_view{} : ansi::kDim));
  }
  if (island.empty()) island.push_back(txt("-", ansi::kDim));
  if (city.empty()) city.push_back(txt("-", ansi::kDim));
  const std::string_view st_name = seat == style.you ? ansi::kCyan : ansi::kBold;
  std::string out = paint(fmt::format("{:<8}", "seat " + seat_label(seat)), st_name, style.color);
  out += "  " + paint("island ", ansi::kDim, style.color);
  out += wrap_words(island, style.color, style.width - 17, style.width, indent + "       ");
  out += "\n" + indent + paint("city   ", ansi::kDim, style.color);
  out += wrap_words(city, style.color, style.width - 17, style.width, indent + "       ");
  return out + "\n";
}

std::string seat_label(int seat) {
  return std::to_string(seat + 1);
}

std::string circles_text(const Ruleset& rules, const std::uint8_t* workers, int circles) {
  std::string out;
  for (int k = 0; k < rules_count(rules.worker_kinds.size()) && k < kMaxWorkerKinds; ++k)
    out.append(workers[k], worker_char(rules, k));
  while (static_cast<int>(out.size()) < circles) out += '.';
  return out;
}

std::string render_status(const Engine& engine, const State& s, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::string what;
  switch (s.stage) {
    case Stage::GameOver:
      what = "game over";
      break;
    case Stage::Draft:
      what = "setup draft: choosing a building type for the game";
      break;
    case Stage::ChooseRole:
      what = !round_start::under_way(s) ? "choosing a role"
             : s.cursor.step == round_start::kStartKeep
                 ? fmt::format("game start: discarding down to {} cards", s.cursor.counter)
                 : std::string("round start: discarding down to the hand limit");
      break;
    case Stage::Phase: {
      const RoleCard& c = s.roles[s.cursor.card];
      what = fmt::format("phase {} (chosen by seat {})", r.roles[c.role].id, seat_label(s.chooser));
      break;
    }
  }
  if (s.num_pending > 0) {
    const Pending& p = s.pending[s.num_pending - 1];
    if (p.building < r.buildings.size()) what += ", offer from " + r.buildings[p.building].id;
  }
  std::vector<std::string> parts{fmt::format("Round {}", s.round),
                                 fmt::format("governor seat {}", seat_label(s.governor)), what};
  const Id actor = engine.current_seat(s);
  if (actor != kNone) parts.push_back("to act: " + seat_title(actor, style));
  if (s.end_triggered) parts.push_back("LAST ROUND");
  // Wrapped between its parts when the width is short.
  std::string out, line;
  for (const auto& part : parts) {
    if (!line.empty() && display_width(line) + 3 + display_width(part) > style.width) {
      out += paint(line, ansi::kBold, style.color) + "\n";
      line = "  ";
    } else if (!line.empty()) {
      line += " \u00b7 ";
    }
    line += part;
  }
  return out + paint(line, ansi::kBold, style.color) + "\n";
}

std::string render_legend(const Engine& engine, const BoardStyle& style) {
  const Ruleset& r = engine.rules();
  std::vector<std::string> circles;
  for (int k = 0; k < rules_count(r.worker_kinds.size()); ++k)
    circles.push_back(fmt::format("{} {}", worker_char(r, k), r.worker_kinds[k].id));
  circles.push_back(". empty");
  if (r.cards.enabled()) {  // a card game's board (tools/card_board_view.cpp)
    const std::string text =
        "Key: hand N: cards held (their kinds shown to their owner only); a building's [good]: "
        "a card lying face down on it as a good; Price: the cards each good sells for on the "
        "trading house tile turned last (the tiles come round in one order).";
    std::string lines = wrap_text(text, style.width, "", "     ");
    lines.pop_back();
    return paint(lines, ansi::kDim, style.color) + "\n";
  }
  std::string text = fmt::format(
      "Key: circles [{}]; ships [capacity] cargo load/capacity; > to act; "
      "city spaces used/all, island tiles/spaces",
      fmt::join(circles, ", "));
  if (style.width < 100) {  // the seats table's short headings (seats_table)
    std::vector<std::string> shorts;
    for (const auto& g : r.goods)
      if (g.id.size() > 4) shorts.push_back(fmt::format("{} {}", g.id.substr(0, 4), g.id));
    for (const auto& w : r.worker_kinds)
      if (w.id.size() > 4) shorts.push_back(fmt::format("{} {}", w.id.substr(0, 4), w.id));
    shorts.push_back("isla island");
    shorts.push_back("gov governor");
    text += fmt::format("; {}", fmt::join(shorts, ", "));
  } else {
    text += "; [gov] governor";
  }
  std::string lines = wrap_text(text + ".", style.width, "", "     ");
  lines.pop_back();  // the colour ends before the last line break
  return paint(lines, ansi::kDim, style.color) + "\n";
}

std::string render_board(const Engine& engine, const State& s, const BoardStyle& style) {
  std::string out = rule_line(style.width);
  out += render_status(engine, s, style);
  out += rule_line(style.width);
  out += roles_block(engine, s, style);
  if (engine.rules().cards.enabled()) {  // a card game: no ships, tiles or barrels
    out += render_card_zones(engine, s, style);
    out += rule_line(style.width);
    return out;
  }
  out += ships_line(engine, s, style);
  out += trading_line(engine, s, style);
  out += tiles_line(engine, s, style);
  out += supply_line(engine, s, style);
  out += buildings_block(engine, s, style);
  out += rule_line(style.width);
  out += seats_table(engine, s, style);
  out += "\n";
  for (int i = 0; i < s.num_players; ++i) out += render_seat(engine, s, i, style);
  out += rule_line(style.width);
  return out;
}

std::string render_scores(const Engine& engine, const State& s, const BoardStyle& style) {
  const auto scores = engine.score(s);
  // Before the end nobody has won yet: the table says so and marks no winner.
  const bool final = s.over();
  // A card game has no VP chips nor workers: their columns would be zeros.
  const bool cards = engine.rules().cards.enabled();
  Table t;
  auto row = [&](Cell seat, Cell chips, Cell buildings, Cell bonus, Cell workers, Cell total,
                 Cell tiebreak, Cell last) {
    if (cards)
      t.add_row({seat, buildings, bonus, total, tiebreak, last});
    else
      t.add_row({seat, chips, buildings, bonus, workers, total, tiebreak, last});
  };
  row(txt("Seat", ansi::kBold), Cell{"chips", ansi::kBold, true},
      Cell{"buildings", ansi::kBold, true}, Cell{"bonus", ansi::kBold, true},
      Cell{"workers", ansi::kBold, true}, Cell{"total", ansi::kBold, true},
      Cell{"tiebreak", ansi::kBold, true}, txt(""));
  std::vector<std::string> winners;
  for (const auto& sc : scores) {
    const bool won = final && sc.winner;
    const std::string_view st = won ? ansi::kGreen : std::string_view{};
    const bool face_down = hidden(style, sc.seat);
    const bool no_bonus = bonus_hidden(style, sc.seat);
    const Cell unknown{"?", ansi::kDim, true};
    row(txt(seat_title(sc.seat, style), st), face_down ? unknown : num(sc.chips), num(sc.buildings),
        no_bonus ? unknown : num(sc.bonus), num(sc.workers),
        face_down || no_bonus ? unknown : num(sc.total, st), num(sc.tiebreak),
        txt(won ? "winner" : "", st));
    if (won) winners.push_back(seat_title(sc.seat, style));
  }
  std::string out = t.render(style.color);
  if (cards)  // core/cards.hpp card_tiebreak
    out += paint("  tiebreak: cards in hand plus goods (the most wins a tie)", ansi::kDim,
                 style.color) +
           "\n";
  // The bonus column building by building.
  for (const auto& sc : scores) {
    if (sc.bonus == 0 || bonus_hidden(style, sc.seat)) continue;
    std::vector<std::string> parts;
    for (const auto& [b, vp] : engine.bonus_by_building(s, sc.seat))
      if (vp != 0) parts.push_back(fmt::format("{} {}", engine.rules().buildings[b].id, vp));
    out += paint(fmt::format("  bonus of seat {}: {}", seat_label(sc.seat), fmt::join(parts, ", ")),
                 ansi::kDim, style.color) +
           "\n";
  }
  if (!final)
    return out +
           paint(fmt::format("Scores so far, round {} (the game is not over).", s.round),
                 ansi::kBold, style.color) +
           "\n";
  std::string who;
  for (std::size_t i = 0; i < winners.size(); ++i)
    who += (i == 0 ? "" : i + 1 == winners.size() ? " and " : ", ") + winners[i];
  out += paint(fmt::format("{} {} after {} rounds.",
                           winners.size() > 1 ? "Shared win:" : "Winner:", who, s.round),
               ansi::kBold, style.color);
  return out + "\n";
}

}  // namespace gov::tools
