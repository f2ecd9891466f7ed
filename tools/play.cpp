#include "tools/play.hpp"

#include <algorithm>
#include <istream>
#include <memory>
#include <ostream>

#include <fmt/format.h>

#include "core/did_you_mean.hpp"
#include "core/safe_text.hpp"
#include "game/bots/bots.hpp"
#include "session/describe.hpp"
#include "session/session.hpp"
#include "tools/board_view.hpp"
#include "tools/cli_messages.hpp"
#include "tools/common_options.hpp"
#include "tools/play_input.hpp"
#include "tools/play_view.hpp"
#include "tools/session_agents.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

// Every line under 80 columns, so a terminal of 80 wraps none of them.
const char* const kHelp =
    "Type the number of an action or its text; a unique beginning is enough.\n"
    "Commands: board, actions, scores, info <building> [--rulebook],\n"
    "  log [N] (the last decisions), undo, redo, save [FILE], help, quit.\n";

// Puerto Rico's verbs and whole decisions.
const char* const kBoardHelp =
    "Whole decisions in one line:\n"
    "  place <tile|building> ...         all your workers, in any order\n"
    "  store <good> ... keep <good> ...  what you keep after shipping\n"
    "Grammar: role <id> [n] | settle <tile> | take <worker>\n"
    "  place <worker> <tile|building> | build <building> | craft <good>\n"
    "  sell <good> | ship <good> <capacity> | store <good> | keep <good>\n"
    "  use <building> [args] | pass   (a beginning: b harb)\n"
    "Undo takes back your last decision (and the bots' moves after it) until a\n"
    "  tile was drawn or another person played since (docs/session.md).\n"
    "See docs/actions.md.\n";

// A card game's verbs (docs/san-juan.md, "A turn in governor's actions").
const char* const kCardHelp =
    "Grammar: role <role> | build <card> | pay <card> | produce <good>\n"
    "  sell <good> | pick <card> | discard <card> | use <building> [card]\n"
    "  cover [building] | done | pass\n"
    "Several cards of one choice in one line: pay <card> <card> ... (pick and\n"
    "  discard alike); use <building> <card> makes a power's two steps at once.\n"
    "Undo takes back your last decision (and the bots' moves after it) until a\n"
    "  card was drawn or another person played since (docs/session.md).\n"
    "See docs/actions.md, and the pack's rules page in docs/.\n";

// The words the terminal reads itself besides the verbs (typo help suggests them too).
const std::vector<std::string> kCommands = {"board", "actions", "scores", "info", "log", "undo",
                                            "redo",  "save",    "help",   "quit", "exit"};

std::string trim(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
  return s.substr(a, b - a);
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool starts_with_word(const std::string& line, std::string_view word) {
  return line == word || line.rfind(std::string(word) + " ", 0) == 0;
}

class Terminal {
 public:
  Terminal(session::Session& game, const PlayConfig& cfg, std::istream& in, std::ostream& out)
      : game_(game), cfg_(cfg), in_(in), out_(out) {
    style_.color = cfg.color;
    style_.width = cfg.width;
    style_.seat_names = game.config().seats;
    int humans = 0;
    for (int i = 0; i < game.config().players; ++i)
      if (game.is_human(i)) {
        ++humans;
        if (style_.you < 0) style_.you = i;
      }
    if (humans > 1) style_.you = -1;  // hot seat: nobody is "you"
    shown_ = game.history().size();
  }

  int run() {
    while (true) {
      std::string error;
      while (game_.step_agent(&error)) print_new_decisions();
      if (!error.empty()) {
        print_error(out_, error);
        return kExitFailure;
      }
      if (game_.over()) break;
      if (!game_.human_to_move()) {
        out_ << "error: no legal action before the end of the game\n";
        return kExitFailure;
      }
      const int code = human_turn();
      if (code >= 0) return code;
    }
    const State end = seen();
    out_ << render_board(game_.engine(), end, style_) << "\n"
         << render_scores(game_.engine(), seen_scores(), style_);
    return kExitOk;
  }

 private:
  // The game as the screen's reader may see it (session/seat_eyes.hpp): the seat to move
  // when a person moves, else the one person ("you"), else a spectator; every board and
  // score table is drawn from it, the seats whose chips it hides marked in the style.
  State seen() {
    const session::Viewer eyes = eyes_now();
    style_.hidden_chips.assign(static_cast<std::size_t>(game_.config().players), false);
    for (int i = 0; i < game_.config().players; ++i)
      style_.hidden_chips[static_cast<std::size_t>(i)] =
          !session::sees_chips(game_.state(), eyes, i);
    style_.hidden_bonus.assign(static_cast<std::size_t>(game_.config().players), false);
    for (int i = 0; i < game_.config().players; ++i)
      style_.hidden_bonus[static_cast<std::size_t>(i)] =
          !session::sees_bonus(game_.rules(), game_.state(), eyes, i);
    return session::seen_state(game_.rules(), game_.state(), eyes);
  }
  // What the score table is counted from: seen(), with the true memory once the game is
  // over (session::scored_state).
  State seen_scores() {
    seen();  // marks the seats whose chips are hidden in the style
    return session::scored_state(game_.rules(), game_.state(), eyes_now());
  }
  // The reader of the screen: the seat to move when a person moves, else the one person.
  session::Viewer eyes_now() const {
    const Id to_move = game_.current_seat();
    const int seat = to_move != kNone && game_.is_human(static_cast<int>(to_move))
                         ? static_cast<int>(to_move)
                         : style_.you;
    return game_.viewer(seat);
  }

  void print_new_decisions() {
    const auto& h = game_.history();
    for (std::size_t i = shown_; i < h.size();) {  // a run of cards paid one at a time: one line
      const std::size_t n = repeated_from(game_, i);
      out_ << decision_line(game_, i, style_, n);
      i += n;
    }
    shown_ = h.size();
    if (!game_.save_error().empty()) out_ << "warning: not saved: " << game_.save_error() << "\n";
  }

  void show_decision(bool whole_board) {
    const Id seat = game_.current_seat();
    const State board = seen();
    if (whole_board) {
      out_ << render_board(game_.engine(), board, style_);
      if (!legend_shown_) out_ << render_legend(game_.engine(), style_);  // once; and on help
      legend_shown_ = true;
    } else  // the seat goes on with the same kind of decision: its own part is enough
      out_ << render_status(game_.engine(), board, style_)
           << render_seat(game_.engine(), board, seat, style_);
    infos_ = game_.describe_legal();
    out_ << decision_hint(game_, style_.width) << numbered_actions(infos_, style_);
  }

  // Hot seat where a seat has something the others may not see (secret chips, a card
  // game's hand): before another person's turn is shown, the screen is passed and the next
  // person presses Enter, so nobody reads what is not theirs (a terminal is cleared first).
  // False at the end of input.
  bool pass_screen(Id seat) {
    if (style_.you >= 0 || static_cast<int>(seat) == screen_seat_) return true;
    if (!game_.config().secret_chips && !game_.rules().cards.enabled()) return true;
    screen_seat_ = static_cast<int>(seat);
    if (cfg_.color) out_ << "\x1b[2J\x1b[H";
    out_ << paint(fmt::format("Pass the screen to seat {}, then press Enter.", seat_label(seat)),
                  ansi::kBold, cfg_.color)
         << std::endl;
    std::string line;
    if (!std::getline(in_, line)) return false;
    show_board_ = true;  // the new reader is shown the whole board
    return true;
  }

  // What a typed line led to: ask again, a decision was made (the game goes on), or stop.
  enum class Next { Ask, Decided, Stop };

  // -1 when a decision was made (the game goes on), else the exit code.
  int human_turn() {
    const Id seat = game_.current_seat();
    if (!pass_screen(seat)) {
      out_ << "\nend of input: the game stops in round " << game_.state().round << ".\n";
      return kExitOk;
    }
    show_decision(show_board_);
    while (true) {
      out_ << paint(fmt::format("seat {}> ", seat_label(seat)), ansi::kBold, cfg_.color)
           << std::flush;
      std::string line;
      if (!std::getline(in_, line)) {
        out_ << "\nend of input: the game stops in round " << game_.state().round << ".\n";
        return kExitOk;
      }
      line = trim(line);
      if (line.empty()) continue;
      switch (handle(line, seat)) {
        case Next::Ask:
          continue;
        case Next::Decided:
          return -1;
        case Next::Stop:
          return kExitOk;
      }
    }
  }

  Next handle(const std::string& line, Id seat) {
    if (line == "quit" || line == "exit" || line == "q") {
      out_ << "quit in round " << game_.state().round << ".\n";
      return Next::Stop;
    }
    if (show(line)) return Next::Ask;
    if (line == "undo" || line == "u") return undo(seat);
    if (line == "redo") return redo(seat);
    if (starts_with_word(line, "save")) {
      save(line);
      return Next::Ask;
    }
    if (!decide(line)) return Next::Ask;
    print_new_decisions();
    show_board_ = !goes_on(seat);
    return Next::Decided;
  }

  // The seat decides again at once and the same kind of thing (the next placement, the next
  // barrel kept): the board has not changed but for its own part. Any other turn of the
  // seat (after a role, after the others moved) shows the whole board again.
  bool goes_on(Id seat) const {
    const auto& h = game_.history();
    if (game_.current_seat() != seat || h.empty() || h.back().seat != static_cast<int>(seat))
      return false;
    // Storing a kind whole and keeping single barrels are one decision's parts.
    const auto kind = [](ActionType t) { return t == ActionType::Keep ? ActionType::Store : t; };
    const ActionType last = kind(h.back().action.type);
    if (last == ActionType::Role || last == ActionType::Pass) return false;
    const auto& legal = game_.legal();
    return std::any_of(legal.begin(), legal.end(),
                       [&](const Action& a) { return kind(a.type) == last; });
  }

  // The commands that only show something; false when `line` is none of them.
  bool show(const std::string& line) {
    if (line == "help" || line == "?") {
      const bool cards = game_.rules().cards.enabled();
      std::string help = std::string(kHelp) + (cards ? kCardHelp : kBoardHelp);
      help.pop_back();  // wrap_text ends every line itself
      out_ << wrap_text(help, style_.width, "", "  ") << render_legend(game_.engine(), style_);
    } else if (line == "board" || line == "b") {
      show_decision(true);
    } else if (line == "actions" || line == "a") {
      out_ << numbered_actions(infos_, style_);
    } else if (line == "scores") {
      out_ << render_scores(game_.engine(), seen_scores(), style_);
    } else if (starts_with_word(line, "log")) {
      show_log(trim(line.substr(3)));
    } else if (starts_with_word(line, "info")) {
      info(trim(line.substr(4)));
    } else {
      return false;
    }
    return true;
  }

  // The last decisions with their results (20, or as many as asked).
  void show_log(const std::string& n) {
    const std::size_t want = all_digits(n) && n.size() < 6 ? std::stoul(n) : 20;
    const auto& h = game_.history();
    for (std::size_t i = h.size() > want ? h.size() - want : 0; i < h.size(); ++i)
      out_ << decision_line(game_, i, style_);
  }

  Next undo(Id seat) {
    if (auto err = game_.undo(seat)) {
      out_ << wrap_text(*err, style_.width, "", "  ");
      return Next::Ask;
    }
    out_ << "undone: back to your decision.\n";
    shown_ = std::min(shown_, game_.history().size());
    show_board_ = true;
    return Next::Decided;
  }

  Next redo(Id seat) {
    if (auto err = game_.redo(seat)) {
      out_ << *err << "\n";
      return Next::Ask;
    }
    print_new_decisions();
    show_board_ = true;
    return Next::Decided;
  }

  // save [FILE]: to FILE, else to --save's file.
  void save(const std::string& line) {
    const std::string path = line.size() > 4 ? trim(line.substr(4)) : cfg_.save_path;
    if (path.empty()) {
      out_ << "save where? save FILE (or start with --save FILE)\n";
    } else if (auto err = game_.save(path)) {
      out_ << "error: " << *err << "\n";
    } else {
      out_ << "saved to " << path << " (resume: governor play --resume " << path << ")\n";
    }
  }

  void info(std::string what) {
    // `--rulebook` (before or after the name): the rulebook's words instead of the rule.
    const std::string flag = "--rulebook";
    const std::size_t at = what.find(flag);
    const bool rulebook = at != std::string::npos;
    if (rulebook) what = trim(what.erase(at, flag.size()));
    if (what.empty()) {
      out_ << wrap_text(
          "info <building> [--rulebook]: its cost, VP, circles and rule "
          "(--rulebook: the rulebook's words)",
          style_.width, "", "  ");
      return;
    }
    std::string error;
    if (auto b = find_building(game_.rules(), what, error))
      out_ << wrap_text(session::building_info(game_.rules(), *b, rulebook), style_.width, "",
                        "  ");
    else
      out_ << safe_text(error) << "\n";
  }

  // A decision typed by number, as text, as a whole decision or as a prefix: what the
  // terminal reads itself (a number, a unique beginning) becomes the listed action's text,
  // and the session's one entry (Session::decide) makes it.
  bool decide(const std::string& line) {
    const int seat = static_cast<int>(game_.current_seat());
    if (all_digits(line)) {
      const std::size_t n = line.size() > 6 ? 0 : std::stoul(line);
      if (n < 1 || n > infos_.size()) {
        out_ << fmt::format("no action {} (1..{})\n", line, infos_.size());
        return false;
      }
      return report(game_.decide(seat, infos_[n - 1].text));
    }
    const auto words = split_words(line);
    // A misspelt word is told first, with the word it may have meant ("role setler": did
    // you mean 'settler'?), for every verb and whole decision alike.
    const std::string typo = typo_help(game_.rules(), line, kCommands);
    const bool whole =
        words.size() > 1 && (words[0] == "place" || words[0] == "store" || words[0] == "keep");
    if (whole && typo.empty()) return report(game_.decide(seat, line));
    std::vector<std::string> texts;
    for (const auto& i : infos_) texts.push_back(i.text);
    const InputMatch m = whole ? InputMatch{} : match_action(line, texts);
    // Several cards of one choice in one line (`pay sugar_mill indigo_plant`): the session
    // expands it, or says why not.
    if (!m.index && typo.empty() && words.size() > 2 && game_.rules().cards.enabled())
      return report(game_.decide(seat, line));
    if (!m.index) {
      out_ << safe_text(typo.empty() ? m.error : typo) << "\n";
      return false;
    }
    return report(game_.decide(seat, infos_[*m.index].text));
  }

  // Made (or kept as planned: the board shows it); any refusal is told in the session's
  // words (this terminal asks only the seat to move, so no version goes stale).
  bool report(const session::DecideOutcome& outcome) {
    if (!outcome.made()) out_ << wrap_text(safe_text(outcome.reason), style_.width, "", "  ");
    return outcome.made();
  }

  session::Session& game_;
  const PlayConfig& cfg_;
  std::istream& in_;
  std::ostream& out_;
  BoardStyle style_;
  std::vector<session::ActionInfo> infos_;
  std::size_t shown_ = 0;
  bool show_board_ = true;
  bool legend_shown_ = false;
  int screen_seat_ = -1;  // the person the screen was last passed to (pass_screen)
};

}  // namespace

std::string resolve_seats(std::vector<std::string>& seats, int players) {
  if (seats.empty()) {
    seats.push_back(std::string(session::kHuman));
    while (static_cast<int>(seats.size()) < players) seats.push_back(default_opponent());
  }
  if (static_cast<int>(seats.size()) != players)
    return fmt::format("--seats names {} seats but the game has {} players", seats.size(), players);
  std::vector<std::string> words{std::string(session::kHuman)};
  for (const auto& kind : bot_kinds()) words.push_back(kind.substr(0, kind.find('[')));
  for (const auto& k : seats)
    if (k != session::kHuman && !make_bot(k)) {
      const std::string word = k.substr(0, k.find(':'));
      const bool known = std::find(words.begin(), words.end(), word) != words.end();
      return fmt::format("unknown seat kind '{}'{} (use {} or {})", k,
                         known ? std::string() : did_you_mean(word, words), session::kHuman,
                         fmt::join(bot_kinds(), ", "));
    }
  return {};
}

int run_play(const GameRunner& packs, const PlayConfig& cfg, std::istream& in, std::ostream& out) {
  std::string error;
  std::unique_ptr<session::Session> game;
  if (!cfg.resume_path.empty()) {
    const auto record = session::load_record(cfg.resume_path, error);
    if (record)
      game =
          session::Session::resume(packs.rules(), packs.hooks(), *record, make_agent,
                                   cfg.save_path.empty() ? cfg.resume_path : cfg.save_path, &error);
  } else {
    session::SessionConfig sc;
    sc.players = cfg.players;
    sc.seed = cfg.seed;
    sc.random_draft = cfg.random_draft;
    sc.variant = cfg.variant;
    sc.seats = cfg.seats;
    sc.save_path = cfg.save_path;
    sc.start = cfg.start;
    sc.secret_chips = cfg.secret_chips;
    sc.seat_streams = cfg.as_sim;
    game = session::Session::create(packs.rules(), packs.hooks(), sc, make_agent, &error);
  }
  if (game) game->set_secret_chips(cfg.secret_chips);  // a table option: a save holds none
  if (game && !cfg.debug &&
      std::count(game->config().seats.begin(), game->config().seats.end(), session::kHuman) > 1)
    // Several people share the screen: a pack's error text is the operator's, who finds it
    // again by starting the game with --debug (the same game: --seed, the save).
    game->send_errors_to_operator([](const session::ActionFailure&) {},
                                  "start governor play with --debug to read it");
  if (!game) {
    print_error(out, error);
    return kExitUsage;
  }
  const auto& c = game->config();
  out << paint(fmt::format("governor: {} players ({}), packs {}, seed {}", c.players,
                           fmt::join(c.seats, ", "), fmt::join(packs.definition().pack_ids(), ","),
                           c.seed) +
                   (c.variant.empty() ? "" : ", start variant " + c.variant),
               ansi::kBold, cfg.color)
      << "\n";
  if (cfg.seed_was_fresh && cfg.resume_path.empty())
    out << fmt::format("seed {0}: replay with --seed {0}\n", c.seed);
  if (cfg.start) out << fmt::format("from the position of {}\n", cfg.start_name);
  if (!cfg.resume_path.empty())
    out << fmt::format("resumed {}: {} decisions replayed, round {}\n", cfg.resume_path,
                       game->history().size(), game->state().round);
  if (!c.save_path.empty()) out << "saving after every decision to " << c.save_path << "\n";
  out << "Type 'help' for help.\n";
  const int code = Terminal(*game, cfg, in, out).run();
  if (!cfg.log_path.empty()) {
    // Written however the game stopped (ended, quit, end of input): a log of an unfinished
    // game replays to the position where it stopped.
    if (auto err = game->save(cfg.log_path)) {
      print_error(out, *err);
      return kExitFailure;
    }
    out << "game log written to " << cfg.log_path << "\n";
  }
  return code;
}

}  // namespace gov::tools
