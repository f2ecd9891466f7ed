#include "tools/play.hpp"

#include <algorithm>
#include <istream>
#include <memory>
#include <ostream>

#include <fmt/format.h>

#include "core/safe_text.hpp"
#include "tools/board_view.hpp"
#include "tools/bots.hpp"
#include "tools/cli_messages.hpp"
#include "tools/common_options.hpp"
#include "tools/game_log.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

constexpr std::string_view kHuman = "human";

const char* const kHelp =
    "Type the number of an action or its text (e.g. the words shown after the number).\n"
    "Commands: board (show the board), actions (list the legal actions again),\n"
    "          scores (current score table), help, quit.\n"
    "Grammar: role <id> [n] | settle <tile> | take <worker> | place <worker> <tile|building>\n"
    "         build <building> | craft <good> | sell <good> | ship <good> <capacity>\n"
    "         store <good> | keep <good> | use <building> [args] | pass\n"
    "Circles on the board: x = a worker, . = empty. See docs/actions.md.\n";

std::string trim(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
  return s.substr(a, b - a);
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string numbered_actions(const Engine& engine, const State& s, const ActionList& legal,
                             const PlayConfig& cfg) {
  std::vector<std::string> items;
  std::size_t widest = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    items.push_back(fmt::format("{:>3}) {}", i + 1, engine.to_text(s, legal[i])));
    widest = std::max(widest, items.back().size());
  }
  const std::size_t col = widest + 2;
  const std::size_t per_line = std::max<std::size_t>(1, cfg.width / col);
  const std::size_t lines = (items.size() + per_line - 1) / per_line;
  std::string out;
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

}  // namespace

std::string resolve_seats(std::vector<std::string>& seats, int players) {
  if (seats.empty()) {
    seats.push_back(std::string(kHuman));
    while (static_cast<int>(seats.size()) < players) seats.push_back("random");
  }
  if (static_cast<int>(seats.size()) != players)
    return fmt::format("--seats names {} seats but the game has {} players", seats.size(), players);
  for (const auto& k : seats)
    if (k != kHuman && !make_bot(k))
      return fmt::format("unknown seat kind '{}' (use {} or {})", k, kHuman,
                         fmt::join(bot_kinds(), ", "));
  return {};
}

namespace {

// The game loop; `s` is the game and `actions` receives every applied action's text.
int play_loop(const PackSession& session, const PlayConfig& cfg, std::istream& in,
              std::ostream& out, State& s, std::vector<std::string>& actions) {
  const Engine& engine = session.engine();
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Rng> rngs;
  BoardStyle style;
  style.color = cfg.color;
  style.width = cfg.width;
  style.seat_names = cfg.seats;
  int humans = 0;
  for (int i = 0; i < cfg.players; ++i) {
    bots.push_back(cfg.seats[i] == kHuman ? nullptr : make_bot(cfg.seats[i]));
    rngs.push_back(seat_rng(cfg.seed, i));
    if (!bots.back()) {
      ++humans;
      if (style.you < 0) style.you = i;
    }
  }
  if (humans > 1) style.you = -1;  // hot seat: nobody is "you"
  out << paint(fmt::format("governor: {} players, packs {}, seed {}", cfg.players,
                           fmt::join(session.pack_ids(), ","), cfg.seed),
               ansi::kBold, cfg.color)
      << "\nType 'help' for help.\n";

  ActionList legal;
  bool show_board = true;
  while (!s.over()) {
    const Id seat = engine.current_seat(s);
    engine.legal_actions(s, legal);
    if (legal.empty() || seat == kNone) {
      out << "error: no legal action before the end of the game (seed " << cfg.seed << ")\n";
      return kExitFailure;
    }
    Action chosen;
    if (bots[seat]) {
      chosen = bots[seat]->choose(engine, s, legal, rngs[seat]);
      out << paint(fmt::format("  seat {} {}: {}", seat_label(seat), bots[seat]->name(),
                               engine.to_text(s, chosen)),
                   ansi::kDim, cfg.color)
          << "\n";
    } else {
      if (show_board)
        out << render_board(engine, s, style);
      else  // the same seat decides again: its own part of the board is enough
        out << render_status(engine, s, style) << render_seat(engine, s, seat, style);
      out << numbered_actions(engine, s, legal, cfg);
      bool decided = false;
      while (!decided) {
        out << paint(fmt::format("seat {}> ", seat_label(seat)), ansi::kBold, cfg.color)
            << std::flush;
        std::string line;
        if (!std::getline(in, line)) {
          out << "\nend of input: the game stops in round " << s.round << ".\n";
          return kExitOk;
        }
        line = trim(line);
        if (line.empty()) continue;
        if (line == "quit" || line == "exit" || line == "q") {
          out << "quit in round " << s.round << ".\n";
          return kExitOk;
        }
        if (line == "help" || line == "?") {
          out << kHelp;
        } else if (line == "board" || line == "b") {
          out << render_board(engine, s, style) << numbered_actions(engine, s, legal, cfg);
        } else if (line == "actions" || line == "a") {
          out << numbered_actions(engine, s, legal, cfg);
        } else if (line == "scores") {
          out << render_scores(engine, s, style);
        } else if (all_digits(line)) {
          const std::size_t n = line.size() > 6 ? 0 : std::stoul(line);
          if (n >= 1 && n <= legal.size()) {
            chosen = legal[n - 1];
            decided = true;
          } else {
            out << fmt::format("no action {} (1..{})\n", line, legal.size());
          }
        } else {
          std::string error;
          if (auto a = engine.parse(s, line, &error)) {
            chosen = *a;
            decided = true;
          } else {
            out << safe_text(error) << "\n";
          }
        }
      }
      out << paint(fmt::format("  seat {}: {}", seat_label(seat), engine.to_text(s, chosen)),
                   ansi::kCyan, cfg.color)
          << "\n";
    }
    const std::string text = engine.to_text(s, chosen);
    if (auto err = engine.apply(s, chosen)) {
      print_error(out, *err);
      if (bots[seat]) return kExitFailure;
      continue;
    }
    actions.push_back(text);
    show_board = bots[seat] != nullptr || engine.current_seat(s) != seat;
  }
  out << render_board(engine, s, style) << "\n" << render_scores(engine, s, style);
  return kExitOk;
}

}  // namespace

int run_play(const PackSession& session, const PlayConfig& cfg, std::istream& in,
             std::ostream& out) {
  const Engine& engine = session.engine();
  gov::GameOptions options;
  options.random_draft = cfg.random_draft;
  State s = engine.new_game(cfg.players, cfg.seed, options);
  GameLog log = start_log(session.rules(), cfg.players, cfg.seed, cfg.random_draft);
  const int code = play_loop(session, cfg, in, out, s, log.actions);
  if (!cfg.log_path.empty()) {
    // Written however the game stopped (ended, quit, end of input): a log of an unfinished
    // game replays to the position where it stopped.
    finish_log(log, session.rules(), s);
    if (auto err = write_log(cfg.log_path, log); !err.empty()) {
      print_error(out, err);
      return kExitFailure;
    }
    out << "game log written to " << cfg.log_path << "\n";
  }
  return code;
}

}  // namespace gov::tools
