#include "tools/sim.hpp"

#include <array>
#include <chrono>
#include <vector>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "tools/bots.hpp"

namespace gov::tools {

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::uint64_t game_seed(std::uint64_t seed, int index) {
  return mix64(mix64(seed) + static_cast<std::uint64_t>(index));
}

std::string hex64(std::uint64_t v) {
  return fmt::format("{:016x}", v);
}

GameOutcome play_random_game(const Engine& engine, int players, std::uint64_t seed, int step_cap,
                             bool record, bool random_draft) {
  GameOutcome out;
  gov::GameOptions options;
  options.random_draft = random_draft;
  out.final = engine.new_game(players, seed, options);
  State& s = out.final;
  RandomBot bot;
  std::vector<Rng> rngs;
  for (int i = 0; i < players; ++i) rngs.push_back(seat_rng(seed, i));
  ActionList legal;
  while (!s.over()) {
    if (out.steps >= step_cap) {
      out.error = fmt::format("no end after {} decisions (round {})", out.steps, s.round);
      return out;
    }
    engine.legal_actions(s, legal);
    const Id seat = engine.current_seat(s);
    if (legal.empty() || seat == kNone || seat >= players) {
      out.error = fmt::format("no legal action for seat {} in round {} before the end",
                              static_cast<int>(seat), s.round);
      return out;
    }
    const Action a = bot.choose(engine, s, legal, rngs[seat]);
    const std::string text = engine.to_text(s, a);
    if (auto err = engine.apply(s, a)) {
      out.error = fmt::format("'{}' failed at decision {}: {}", text, out.steps, *err);
      return out;
    }
    if (record) out.actions.push_back(text);
    ++out.steps;
  }
  return out;
}

SimResult run_sim(const Engine& engine, const SimConfig& cfg) {
  SimResult r;
  const auto start = std::chrono::steady_clock::now();
  long long rounds = 0, winner_vp = 0;
  for (int i = 0; i < cfg.games; ++i) {
    const std::uint64_t seed = game_seed(cfg.seed, i);
    GameOutcome g =
        play_random_game(engine, cfg.players, seed, cfg.step_cap, cfg.record, cfg.random_draft);
    r.decisions += g.steps;
    if (cfg.on_game) cfg.on_game(i, seed, g);
    if (g.error) {
      std::string seats = "random";
      for (int p = 1; p < cfg.players; ++p) seats += ",random";
      // The packs as the command line takes them: an id when the pack sits in a folder of
      // that name, else its path.
      std::string packs;
      for (const auto& pk : engine.rules().packs) {
        const bool by_id = pk.dir.size() >= pk.id.size() &&
                           pk.dir.compare(pk.dir.size() - pk.id.size(), pk.id.size(), pk.id) == 0;
        packs += (packs.empty() ? "" : ",") + (by_id ? pk.id : pk.dir);
      }
      r.error = fmt::format(
          "game {} (game seed {}, {} players): {}\n  replay it: governor play --packs {} --seed {} "
          "--players {} --seats {}{}",
          i, seed, cfg.players, *g.error, packs, seed, cfg.players, seats,
          cfg.random_draft ? " --draft random" : "");
      break;
    }
    ++r.games;
    rounds += g.final.round;
    int best = 0;
    for (const auto& sc : engine.score(g.final))
      if (sc.winner) best = sc.total;
    winner_vp += best;
    const std::uint8_t why = g.final.end_triggered;
    r.end_workers += (why & kEndWorkers) != 0;
    r.end_city += (why & kEndCity) != 0;
    r.end_vp += (why & kEndVp) != 0;
    r.end_script += (why & kEndScript) != 0;
    r.signature = fnv1a(canonical_text(engine.rules(), g.final), r.signature);
  }
  if (r.games > 0) {
    r.mean_rounds = static_cast<double>(rounds) / r.games;
    r.mean_winner_vp = static_cast<double>(winner_vp) / r.games;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace gov::tools
