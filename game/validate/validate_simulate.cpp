// validate --simulate: seeded random games of the mix with the invariants checked after
// setup and after every action, each game scored at its end (so every kind of hook runs,
// score hooks included). The bots and seeds are those of `governor play` and
// `governor sim` (RandomBot, seat_rng, game_seed), so a failure replays with `play`.
#include <exception>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/invariants.hpp"
#include "game/bots/bots.hpp"
#include "game/sim/sim.hpp"
#include "game/validate/validate.hpp"
#include "game/validate/validate_lua_position.hpp"
#include "loader/sink.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

namespace {

struct Failure {
  std::string what;    // the problem
  std::string action;  // the action that led to it ("" at setup)
  int decision = 0;
  bool scoring = false;  // it failed while scoring the ended game
};

// Plays one game; the first failure, or nothing when the game ended cleanly.
std::optional<Failure> play_checked(const Engine& engine, int players, std::uint64_t seed,
                                    int step_cap) {
  const Ruleset& rules = engine.rules();
  State s;
  Failure f;
  try {
    s = engine.new_game(players, seed);
    if (auto bad = check_invariants(rules, s); !bad.empty()) {
      f.what = "invariant broken after setup: " + bad.front();
      return f;
    }
    RandomBot bot;
    std::vector<Rng> rngs;
    for (int i = 0; i < players; ++i) rngs.push_back(seat_rng(seed, i));
    ActionList legal;
    for (; !s.over(); ++f.decision) {
      if (f.decision >= step_cap) {
        f.what =
            fmt::format("the game did not end after {} decisions (round {})", step_cap, s.round);
        f.action.clear();  // no action is to blame
        return f;
      }
      engine.legal_actions(s, legal);
      const Id seat = engine.current_seat(s);
      if (legal.empty() || seat == kNone || seat >= players) {
        f.what = fmt::format("no legal action in round {} before the game ended", s.round);
        return f;
      }
      const Action a = bot.choose(engine, s, legal, rngs[seat]);
      f.action = engine.to_text(s, a);
      if (auto err = engine.apply(s, a)) {
        f.what = "a legal action failed: " + *err;
        return f;
      }
      if (auto bad = check_invariants(rules, s); !bad.empty()) {
        f.what = "invariant broken: " + bad.front();
        return f;
      }
    }
    // Score the ended game, as every real game is: the score hooks run only here.
    f.action.clear();
    f.scoring = true;
    (void)engine.score(s);
  } catch (const std::exception& e) {
    f.what = std::string("the engine threw: ") + e.what();
    return f;
  }
  return std::nullopt;
}

// A Lua location ("content/<pack>/buildings/<id>.lua:12:") in a hook's error, turned back
// into the script's path; otherwise the pack.yaml of the mix's last pack.
void place_failure(const Ruleset& rules, const std::string& what, std::string* file, int* line) {
  *file = rules.packs.empty() ? "" : rules.packs.back().dir + "/pack.yaml";
  *line = 0;
  const std::size_t lua = what.find(".lua:");
  if (lua == std::string::npos) return;
  const std::size_t start = what.rfind(' ', lua) + 1;  // npos + 1 == 0
  const std::string shown = what.substr(start, lua + 4 - start);
  int n = 0;
  for (std::size_t i = lua + 5; i < what.size() && what[i] >= '0' && what[i] <= '9'; ++i)
    n = n * 10 + (what[i] - '0');
  const std::string tail = shown.substr(shown.find('/') + 1);  // "<pack folder>/..."
  std::vector<std::string> scripts;
  for (const auto& b : rules.buildings) scripts.push_back(b.script_file);
  for (const auto& p : rules.packs) scripts.push_back(p.rules_file);
  // The whole shown path first: a bare "<pack>/rules.lua" tail would fit every pack.
  for (const std::string& suffix : {"/" + shown, "/" + tail})
    for (const auto& path : scripts)
      if (!path.empty() && ("/" + path).ends_with(suffix)) {
        *file = path;
        *line = n;
        return;
      }
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::vector<Diagnostic> simulate_games(const Ruleset& rules, const std::vector<std::string>& refs,
                                       int games, std::uint64_t seed, int step_cap, int* ended) {
  *ended = 0;
  loader::Sink sink;
  std::vector<int> counts;
  for (int p = kMinSeats; p <= kMaxSeats; ++p)
    if (rules.setup_for(p)) counts.push_back(p);
  if (counts.empty() || games <= 0) return {};
  LuaHost host(rules);
  Engine engine(rules, &host);
  for (int i = 0; i < games; ++i) {
    const int players = counts[static_cast<std::size_t>(i) % counts.size()];
    const std::uint64_t game = game_seed(seed, i);
    auto failure = play_checked(engine, players, game, step_cap);
    if (!failure) {
      ++*ended;
      continue;
    }
    std::string seats = "random";
    for (int p = 1; p < players; ++p) seats += ",random";
    std::string message =
        fmt::format("simulate: game {} ({} players, seed {}): ", i, players, game);
    if (failure->scoring)
      message += fmt::format("scoring the final state after {} decisions: ", failure->decision);
    else if (!failure->action.empty())
      message += fmt::format("after decision {} '{}': ", failure->decision + 1, failure->action);
    message += failure->what;
    message += fmt::format(
        "; replay it: governor play --packs {} --seed {} --players {} --seats {} "
        "--as-sim",
        fmt::join(refs, ","), game, players, seats);
    std::string file;
    int line = 0;
    place_failure(rules, failure->what, &file, &line);
    // The column: the name the Lua error is about, on that line of the script.
    const LuaPoint at = line > 0 ? locate_in_lua(read_text(file), line, failure->what) : LuaPoint{};
    sink.error(file, {at.line, at.column}, message);
    break;
  }
  return sink.take_sorted();
}

}  // namespace gov
