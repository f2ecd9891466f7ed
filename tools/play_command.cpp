// `governor play`: one game in the terminal, human seats against bots.
#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include "core/safe_text.hpp"
#include "game/bots/bots.hpp"
#include "session/fresh_seed.hpp"
#include "session/save_file.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/play.hpp"
#include "tools/scenario/scenario.hpp"
#include "tools/session_agents.hpp"

namespace gov::tools {

namespace {

struct PlayOptions {
  GameOptions game;
  std::vector<std::string> seats;
  bool no_color = false;
  bool secret_chips = false;
  bool debug = false;
  std::size_t width = 0;  // 0: the terminal's width
  std::string log_path;
  std::string save_path;
  std::string resume_path;
  std::string from_path;  // a scenario file to start from
  CLI::Option* players = nullptr;
  CLI::Option* packs = nullptr;
  CLI::Option* seed = nullptr;
  bool as_sim = false;
  bool seed_given() const { return seed != nullptr && seed->count() > 0; }
};

// The terminal's columns (COLUMNS, else the tty's size), 80 when neither is known.
std::size_t terminal_width() {
  if (const char* c = std::getenv("COLUMNS")) {
    const long n = std::strtol(c, nullptr, 10);
    if (n > 0) return static_cast<std::size_t>(n);
  }
  winsize ws{};
  if (isatty(fileno(stdout)) && ioctl(fileno(stdout), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    return ws.ws_col;
  return 80;
}

// The player count and seats from the options; an error message, or empty.
std::string seats_and_players(const PlayOptions& o, PlayConfig& cfg) {
  cfg.seats = split_pack_list(o.seats);
  if (!cfg.seats.empty() && o.players->count() == 0)
    cfg.players = static_cast<int>(cfg.seats.size());
  if (cfg.players < kMinSeats || cfg.players > kMaxSeats)
    return fmt::format("{} players: a game has 2 to 5", cfg.players);
  // A resumed game takes its seats from the save.
  if (!o.resume_path.empty()) {
    cfg.seats.assign(static_cast<std::size_t>(cfg.players), "");
    return {};
  }
  return resolve_seats(cfg.seats, cfg.players);
}

// The packs to load: --packs, or those the save names when resuming without --packs.
std::optional<std::vector<std::string>> packs_to_load(const PlayOptions& o) {
  if (o.resume_path.empty() || o.packs->count() > 0) return o.game.packs;
  std::string error;
  const auto record = session::load_record(o.resume_path, error);
  if (!record) {
    print_error(std::cerr, error);
    return std::nullopt;
  }
  std::vector<std::string> packs;
  for (const auto& p : record->packs) packs.push_back(p.id);
  return packs;
}

// How the board is shown and where the game goes when it stops.
void set_output(const PlayOptions& o, PlayConfig& cfg) {
  cfg.color = !o.no_color && isatty(fileno(stdout)) && std::getenv("NO_COLOR") == nullptr;
  cfg.width = std::max<std::size_t>(60, o.width > 0 ? o.width : terminal_width());
  cfg.log_path = o.log_path;
  cfg.save_path = o.save_path;
  cfg.resume_path = o.resume_path;
  cfg.secret_chips = o.secret_chips;
  cfg.debug = o.debug;
}

int play(const GameRunner& session, const PlayConfig& cfg) {
  try {
    return run_play(session, cfg, std::cin, std::cout);
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
}

// --from FILE: the scenario's packs, players, seed and position (its setup and actions).
int run_from_scenario(const PlayOptions& o) {
  scenario::ScenarioRunner runner(default_content_dir());
  const scenario::ScenarioPosition p = runner.position(o.from_path);
  if (p.result.status != scenario::ScenarioResult::Pass) {
    for (const auto& m : p.result.messages) std::cerr << safe_text(m, Lines::Keep) << '\n';
    print_error(std::cerr, fmt::format("no position to start from in {}", o.from_path));
    return kExitUsage;
  }
  PlayConfig cfg;
  cfg.players = p.state.num_players;
  cfg.seed = p.seed;
  cfg.random_draft = p.random_draft;
  cfg.start = p.state;
  cfg.start_name = o.from_path;
  cfg.seats = split_pack_list(o.seats);
  if (auto err = resolve_seats(cfg.seats, cfg.players); !err.empty()) {
    print_error(std::cerr, err);
    return kExitUsage;
  }
  set_output(o, cfg);
  return play(*p.session, cfg);
}

int run(const PlayOptions& o) {
  if (!o.from_path.empty()) return run_from_scenario(o);
  PlayConfig cfg;
  // No --seed: a fresh deal every game (printed with the command that replays it); an
  // explicit seed replays exactly.
  cfg.seed = o.seed_given() ? o.game.seed : session::fresh_seed();
  cfg.seed_was_fresh = !o.seed_given();
  cfg.as_sim = o.as_sim;
  cfg.random_draft = o.game.random_draft();
  cfg.variant = o.game.variant;
  cfg.players = o.game.players;
  if (auto err = seats_and_players(o, cfg); !err.empty()) {
    print_error(std::cerr, err);
    return kExitUsage;
  }
  const auto packs = packs_to_load(o);
  if (!packs) return kExitUsage;
  auto session = open_game(*packs, std::cerr);
  if (!session) return kExitUsage;
  if (o.resume_path.empty() && !session->rules().setup_for(cfg.players)) {
    std::cerr << "error: these packs have no setup for " << cfg.players << " players\n";
    return kExitUsage;
  }
  if (!check_variant(session->rules(), o.game, std::cerr)) return kExitUsage;
  set_output(o, cfg);
  return play(*session, cfg);
}

}  // namespace

VerbRun add_play_verb(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand(
      "play", "play a game in the terminal: human seats type actions, bots answer");
  add_game_options(*cmd, o->game);
  o->players = cmd->get_option("--players");
  o->packs = cmd->get_option("--packs");
  o->seed = cmd->get_option("--seed");
  o->seed->description(
      "random seed (the same seed replays the same game; default: a fresh "
      "seed every game, printed at the start)");
  o->seed->default_str("a fresh one");
  cmd->add_option("--seats", o->seats,
                  fmt::format("who plays each seat, in seat order (comma list): human or a "
                              "bot: {}; default human in seat 1 and {} bots; sets the player "
                              "count when --players is not given",
                              fmt::join(bot_kinds(), ", "), default_opponent()))
      ->delimiter(',');
  cmd->add_flag("--as-sim", o->as_sim,
                "bots draw from one random stream per seat, as `governor sim` and `validate "
                "--simulate` play, so the game a failure report names (its 'replay it' line) "
                "replays move for move; undo falls back to the usual seeds per decision");
  cmd->add_flag("--no-color", o->no_color, "never use ANSI colours (also: NO_COLOR set)");
  cmd->add_flag("--secret-chips", o->secret_chips,
                "VP chips lie face down: each seat is shown its own chips only, the totals at "
                "the end (seed 001; off by default: hot seat shares one screen)");
  cmd->add_flag("--debug", o->debug,
                "show a failed action's full error text (a pack's message, which may name any "
                "seat's cards) with two or more people at the screen; with one it is always "
                "shown");
  cmd->add_option("--width", o->width,
                  "wrap the board at this many columns (default: the terminal's width)");
  cmd->add_option("--save", o->save_path,
                  "save the game to this file after every decision (atomically: killing the "
                  "process loses nothing); continue it with --resume FILE");
  cmd->add_option("--resume", o->resume_path,
                  "continue a saved game (checks the engine version and the packs' content "
                  "hashes; the players, seed and seats come from the save; saving goes on to "
                  "the same file unless --save names another)")
      ->excludes("--variant");
  cmd->add_option("--log", o->log_path,
                  "write the game log (JSON) to this file when the game stops; check it "
                  "with: governor replay FILE");
  // A scenario's position is no fresh deal of a seed: the save and the log (which replay
  // from one) cannot hold it, and the file names its own packs, players and seed.
  cmd->add_option("--from", o->from_path,
                  "start from a scenario file's position (docs/scenarios.md): its packs, "
                  "players, seed, setup and actions; the game cannot be saved")
      ->excludes("--resume")
      ->excludes("--save")
      ->excludes("--log")
      ->excludes("--packs")
      ->excludes("--players")
      ->excludes("--seed")
      ->excludes("--draft")
      ->excludes("--variant");
  cmd->footer(
      fmt::format("Bots: {} (docs/bots.md).\nIn the game: type an action's number or its "
                  "text (a unique beginning is enough), a whole decision (place ..., store ... "
                  "keep ...), 'undo', 'redo', 'info <building>', 'board', 'actions', 'scores', "
                  "'save [FILE]', 'help' or 'quit'. End of input stops the game cleanly.",
                  fmt::join(bot_kinds(), ", ")));
  return [o] { return run(*o); };
}

}  // namespace gov::tools
