// `governor serve`: games in the browser (server/, docs/web.md). This file wires the
// command line to the server: which packs the new game form offers, how they are loaded
// (game/definition_cache.hpp, once per pack mix), which bots may sit at the table.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"
#include "game/definition_cache.hpp"
#include "server/server.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/session_agents.hpp"

#ifndef GOVERNOR_WEB_DIR
#define GOVERNOR_WEB_DIR ""
#endif
#ifndef GOVERNOR_INSTALL_WEB_DIR
#define GOVERNOR_INSTALL_WEB_DIR ""
#endif

namespace gov::tools {

namespace {

namespace fs = std::filesystem;

struct ServeCli {
  server::ServeOptions serve;
  std::vector<std::string> packs;
  std::string saves_dir;
  int bot_delay_ms = 600;
  // One a core by default: a thinking bot holds up no other game's bots.
  int bot_threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int stream_seconds = 120;
  bool no_fsync = false;
};

// Every pack folder of the content directory (a folder with a pack.yaml), sorted.
std::vector<std::string> content_packs() {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(default_content_dir(), ec))
    if (e.is_directory() && fs::exists(e.path() / "pack.yaml"))
      out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The built page: --web, else beside the binary (the build folder), else the build folder
// this binary was configured in, else the install prefix.
std::string find_web_dir(const std::string& given) {
  if (!given.empty()) return given;
  std::vector<fs::path> places;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) places.push_back(exe.parent_path() / "web");
  places.emplace_back(GOVERNOR_WEB_DIR);
  places.emplace_back(GOVERNOR_INSTALL_WEB_DIR);
  for (const auto& p : places)
    if (!p.empty() && fs::exists(p / "index.html")) return p.string();
  return "";
}

int run(ServeCli& o) {
  server::TableConfig table;
  table.saves_dir = o.saves_dir;
  table.sync_saves = !o.no_fsync;
  table.pack_choices = o.packs.empty() ? content_packs() : split_pack_list(o.packs);
  LoadOptions load;
  load.content_dir = default_content_dir();
  table.definitions = std::make_shared<DefinitionCache>(load);
  table.agents = [](std::string_view spec) { return make_agent(spec); };
  // The form offers the levels, then each bot by its plain name ("mcts", not "mcts[:N[:D]]").
  table.bot_kinds = bot_choices();
  // The form's defaults are `governor play`'s: its bot and its player count.
  table.default_bot = default_opponent();
  table.default_players = GameOptions{}.players;
  table.bot_delay = std::chrono::milliseconds(std::max(0, o.bot_delay_ms));
  table.bot_threads = static_cast<std::size_t>(std::max(1, o.bot_threads));
  o.serve.limits.stream_life = std::chrono::seconds(std::max(1, o.stream_seconds));
  o.serve.web_dir = find_web_dir(o.serve.web_dir);
  if (o.serve.web_dir.empty())
    std::cerr << "governor serve: no built page found (run scripts/setup.sh); serving the API "
                 "only\n";
  std::string error;
  const bool ok = server::serve(
      o.serve, std::move(table),
      [&](const std::string& url) {
        std::cout << "governor serve: open " << url << "  (Ctrl-C stops; games are "
                  << (o.saves_dir.empty() ? "not saved: --saves DIR keeps them"
                                          : "saved in " + o.saves_dir)
                  << ")" << std::endl;
      },
      &error);
  if (!ok) {
    print_error(std::cerr, error);
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace

VerbRun add_serve_verb(CLI::App& app) {
  auto o = std::make_shared<ServeCli>();
  CLI::App* cmd = app.add_subcommand(
      "serve", "play in the browser: serves the page and a JSON API (docs/web.md)");
  cmd->add_option("--port", o->serve.port, "TCP port (0: any free port)")
      ->capture_default_str()
      ->check(CLI::Range(0, 65535));
  cmd->add_option("--host", o->serve.host,
                  "address to listen on; the default serves this machine only")
      ->capture_default_str();
  cmd->add_option("--packs", o->packs,
                  "packs the new game form offers (ids or paths, comma lists; default: every "
                  "pack of the content folder)")
      ->delimiter(',');
  cmd->add_option("--saves", o->saves_dir,
                  "keep games in this folder, saved after every decision (atomically); they "
                  "are listed and resumed after a restart");
  cmd->add_flag("--no-fsync", o->no_fsync,
                "save without waiting for the disk (still atomic: a killed server loses "
                "nothing, a power cut may lose the last moves); for many games at once");
  cmd->add_option("--web", o->serve.web_dir,
                  "the built page (default: web/ beside the binary, i.e. the build folder)");
  cmd->add_option("--threads", o->serve.threads,
                  "worker threads running the requests' handlers; open connections and event "
                  "streams hold none (docs/web.md)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1024));
  cmd->add_option("--max-per-client", o->serve.http.max_per_client,
                  "open connections from one address; more are closed at once")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--max-connections", o->serve.http.max_connections,
                  "open connections in all; more are closed at once")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--bot-delay", o->bot_delay_ms,
                  "milliseconds between two bot moves, so people see each one")
      ->capture_default_str()
      ->check(CLI::Range(0, 60000));
  cmd->add_option("--bot-threads", o->bot_threads,
                  "games whose bots think at the same time (one decision at a time per game)")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  cmd->add_option("--stream-seconds", o->stream_seconds,
                  "an event stream ends after this long and the browser reconnects")
      ->capture_default_str()
      ->check(CLI::Range(1, 86400));
  return [o] { return run(*o); };
}

}  // namespace gov::tools
