// `governor play`: one game in the terminal, human seats against bots.
#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include "session/game_record.hpp"
#include "tools/bots.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/pack_session.hpp"
#include "tools/play.hpp"
#include "tools/session_agents.hpp"

namespace gov::tools {

namespace {

struct PlayOptions {
  GameOptions game;
  std::vector<std::string> seats;
  bool no_color = false;
  std::size_t width = 0;  // 0: the terminal's width
  std::string log_path;
  std::string save_path;
  std::string resume_path;
  CLI::Option* players = nullptr;
  CLI::Option* packs = nullptr;
};

// The terminal's columns (COLUMNS, else the tty's size), 100 when neither is known.
std::size_t terminal_width() {
  if (const char* c = std::getenv("COLUMNS")) {
    const long n = std::strtol(c, nullptr, 10);
    if (n > 0) return static_cast<std::size_t>(n);
  }
  winsize ws{};
  if (isatty(fileno(stdout)) && ioctl(fileno(stdout), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    return ws.ws_col;
  return 100;
}

int run(PlayOptions& o) {
  PlayConfig cfg;
  cfg.seed = o.game.seed;
  cfg.random_draft = o.game.random_draft();
  cfg.seats = split_pack_list(o.seats);
  cfg.players = o.game.players;
  if (!cfg.seats.empty() && o.players->count() == 0)
    cfg.players = static_cast<int>(cfg.seats.size());
  if (cfg.players < kMinSeats || cfg.players > kMaxSeats) {
    print_error(std::cerr, fmt::format("{} players: a game has 2 to 5", cfg.players));
    return kExitUsage;
  }
  if (!o.resume_path.empty()) cfg.seats.assign(static_cast<std::size_t>(cfg.players), "");
  if (o.resume_path.empty())
    if (auto err = resolve_seats(cfg.seats, cfg.players); !err.empty()) {
      print_error(std::cerr, err);
      return kExitUsage;
    }
  std::vector<std::string> packs = o.game.packs;
  if (!o.resume_path.empty() && o.packs->count() == 0) {
    // The save names its packs: they are loaded unless --packs says otherwise.
    std::string error;
    const auto record = session::load_record(o.resume_path, error);
    if (!record) {
      print_error(std::cerr, error);
      return kExitUsage;
    }
    packs.clear();
    for (const auto& p : record->packs) packs.push_back(p.id);
  }
  auto session = PackSession::open(packs, std::cerr);
  if (!session) return kExitUsage;
  if (o.resume_path.empty() && !session->rules().setup_for(cfg.players)) {
    std::cerr << "error: these packs have no setup for " << cfg.players << " players\n";
    return kExitUsage;
  }
  cfg.color = !o.no_color && isatty(fileno(stdout)) && std::getenv("NO_COLOR") == nullptr;
  cfg.width = std::max<std::size_t>(60, o.width > 0 ? o.width : terminal_width());
  cfg.log_path = o.log_path;
  cfg.save_path = o.save_path;
  cfg.resume_path = o.resume_path;
  try {
    return run_play(*session, cfg, std::cin, std::cout);
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
}

}  // namespace

VerbRun add_play_verb(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand(
      "play", "play a game in the terminal: human seats type actions, bots answer");
  add_game_options(*cmd, o->game);
  o->players = cmd->get_option("--players");
  o->packs = cmd->get_option("--packs");
  cmd->add_option("--seats", o->seats,
                  fmt::format("who plays each seat, in seat order (comma list): human or a "
                              "bot: {}; default human in seat 1 and {} bots; sets the player "
                              "count when --players is not given",
                              fmt::join(bot_kinds(), ", "), default_opponent()))
      ->delimiter(',');
  cmd->add_flag("--no-color", o->no_color, "never use ANSI colours (also: NO_COLOR set)");
  cmd->add_option("--width", o->width,
                  "wrap the board at this many columns (default: the terminal's width)");
  cmd->add_option("--save", o->save_path,
                  "save the game to this file after every decision (atomically: killing the "
                  "process loses nothing); continue it with --resume FILE");
  cmd->add_option("--resume", o->resume_path,
                  "continue a saved game (checks the engine version and the packs' content "
                  "hashes; the players, seed and seats come from the save; saving goes on to "
                  "the same file unless --save names another)");
  cmd->add_option("--log", o->log_path,
                  "write the game log (JSON) to this file when the game stops; check it "
                  "with: governor replay FILE");
  cmd->footer(
      fmt::format("Bots: {} (docs/bots.md).\nIn the game: type an action's number or its "
                  "text (a unique beginning is enough), a whole decision (place ..., store ... "
                  "keep ...), 'undo', 'redo', 'info <building>', 'board', 'actions', 'scores', "
                  "'save [FILE]', 'help' or 'quit'. End of input stops the game cleanly.",
                  fmt::join(bot_kinds(), ", ")));
  return [o] { return run(*o); };
}

}  // namespace gov::tools
