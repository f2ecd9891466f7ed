// `governor play`: one game in the terminal, human seats against bots.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/pack_session.hpp"
#include "tools/play.hpp"

namespace gov::tools {

namespace {

struct PlayOptions {
  GameOptions game;
  std::vector<std::string> seats;
  bool no_color = false;
  std::size_t width = 100;
  std::string log_path;
  CLI::Option* players = nullptr;
};

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
  if (auto err = resolve_seats(cfg.seats, cfg.players); !err.empty()) {
    print_error(std::cerr, err);
    return kExitUsage;
  }
  auto session = PackSession::open(o.game.packs, std::cerr);
  if (!session) return kExitUsage;
  if (!session->rules().setup_for(cfg.players)) {
    std::cerr << "error: these packs have no setup for " << cfg.players << " players\n";
    return kExitUsage;
  }
  cfg.color = !o.no_color && isatty(fileno(stdout)) && std::getenv("NO_COLOR") == nullptr;
  cfg.width = std::max<std::size_t>(60, o.width);
  cfg.log_path = o.log_path;
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
  cmd->add_option("--seats", o->seats,
                  "who plays each seat, in seat order: human or random (comma list); default "
                  "human in seat 1 and random bots; sets the player count when --players is "
                  "not given")
      ->delimiter(',');
  cmd->add_flag("--no-color", o->no_color, "never use ANSI colours (also: NO_COLOR set)");
  cmd->add_option("--width", o->width, "wrap the board at this many columns")
      ->capture_default_str();
  cmd->add_option("--log", o->log_path,
                  "write the game log (JSON) to this file when the game stops; check it "
                  "with: governor replay FILE");
  cmd->footer(
      "In the game: type an action's number or its text, 'board', 'actions', 'scores', "
      "'help' or 'quit'. End of input stops the game cleanly.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
