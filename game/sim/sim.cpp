#include "game/sim/sim.hpp"

#include <memory>
#include <vector>

#include <fmt/format.h>

#include "core/game.hpp"
#include "core/safe_text.hpp"
#include "core/state_json.hpp"

namespace gov {

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

int bot_for_seat(int index, int seat, int players) {
  return (seat + index) % players;
}

namespace {

std::uint64_t city_mask(const SeatState& st) {
  std::uint64_t m = 0;
  for (int i = 0; i < st.num_buildings; ++i) {
    const Id t = st.city[static_cast<std::size_t>(i)].type;
    if (t < kMaxBuildings) m |= std::uint64_t{1} << t;
  }
  return m;
}

}  // namespace

namespace {

// The loop of play_game; may throw (a hook, a bot or the engine), play_game catches.
// Adds one decision to the per-building tallies: a power acted when the seat chose its
// offer (`use <building>`: some change no counted quantity, a forest planted) or when it
// caused an event (a card it drew or moved, coins or goods it passed between seats
// included); what it paid out, from its events.
void tally_powers(const Action& chosen, const EventLog& log, GameOutcome& out) {
  std::uint64_t acted = 0;
  if (chosen.type == ActionType::Use && chosen.a < kMaxBuildings)
    acted |= std::uint64_t{1} << chosen.a;
  for (const GameEvent& e : log) {
    if (e.cause.kind != CauseKind::Building || e.cause.id >= kMaxBuildings) continue;
    acted |= std::uint64_t{1} << e.cause.id;
    PowerTally& t = out.powers[e.cause.id];
    switch (e.kind) {
      // Gains only: coins or barrels a power passes from one seat to another are its work
      // (the taker's gain), not a sum of zero.
      case EventKind::Coins:
        t.coins += std::max(0, e.amount);
        break;
      case EventKind::Vp:
        t.vp += std::max(0, e.amount);
        break;
      case EventKind::Goods:
        t.goods += std::max(0, e.amount);
        break;
      case EventKind::CardMoved:
        t.cards += e.amount;
        break;
      case EventKind::Worker:
        t.workers += e.amount;
        break;
      case EventKind::Tile:
        t.tiles += e.amount;
        break;
      case EventKind::FinalVp:
        t.final_vp += e.amount;
        break;
      default:
        break;
    }
  }
  for (int b = 0; b < kMaxBuildings; ++b)
    if ((acted >> b) & 1U) ++out.powers[static_cast<std::size_t>(b)].uses;
}

void play_moves(const Engine& engine, Game& game, const std::vector<Bot*>& seats,
                std::uint64_t seed, int step_cap, bool record, EventLog& events, GameOutcome& out,
                const DecisionHook* on_decision) {
  const int players = static_cast<int>(seats.size());
  const State& s = game.state();
  std::vector<Rng> rngs;
  for (int i = 0; i < players; ++i) rngs.push_back(seat_rng(seed, i));
  std::array<std::uint8_t, kMaxSeats> nb{};
  std::array<std::uint64_t, kMaxSeats> owned{};
  for (int p = 0; p < players; ++p) {
    nb[static_cast<std::size_t>(p)] = s.seat(p).num_buildings;
    owned[static_cast<std::size_t>(p)] = city_mask(s.seat(p));
  }
  while (!s.over()) {
    if (out.steps >= step_cap) {
      out.error = fmt::format("no end after {} decisions (round {})", out.steps, s.round);
      return;
    }
    const ActionList& legal = game.legal_actions();
    const Id seat = game.current_seat();
    if (legal.empty() || seat == kNone || seat >= players) {
      out.error = fmt::format("no legal action for seat {} in round {} before the end",
                              static_cast<int>(seat), s.round);
      return;
    }
    const std::size_t pick = seats[seat]->choose_index(engine, s, legal, rngs[seat]);
    if (pick >= legal.size()) {
      out.error = fmt::format("bot {} chose no legal action at decision {}", seats[seat]->name(),
                              out.steps);
      return;
    }
    if (on_decision) (*on_decision)(s, legal, pick);
    const Action a = legal[pick];
    events.clear();
    // The text of an action is relative to the state it is chosen in.
    std::string text = record ? engine.to_text(s, a) : std::string();
    const int round = s.round;  // a build may end the round: it was bought in this one
    if (auto err = game.apply_at(pick)) {
      out.error =
          fmt::format("'{}' failed at decision {}: {}", engine.to_text(s, a), out.steps, *err);
      return;
    }
    if (record) out.actions.push_back(std::move(text));
    ++out.steps;
    if (!events.empty() || a.type == ActionType::Use) tally_powers(a, events, out);
    for (int p = 0; p < players; ++p) {
      const auto pi = static_cast<std::size_t>(p);
      if (s.seat(p).num_buildings == nb[pi]) continue;
      nb[pi] = s.seat(p).num_buildings;
      const std::uint64_t now = city_mask(s.seat(p));
      const std::uint64_t added = now & ~owned[pi];
      owned[pi] |= now;
      for (std::uint64_t m = added; m != 0; m &= m - 1)  // each building bought
        out.bought_round[pi][static_cast<std::size_t>(__builtin_ctzll(m))] = round;
    }
  }
}

}  // namespace

namespace {

GameOutcome play_once(const Engine& engine, const std::vector<Bot*>& seats, std::uint64_t seed,
                      int step_cap, bool record, bool random_draft, bool powers,
                      const DecisionHook* on_decision, const std::string& variant) {
  GameOutcome out;
  gov::GameOptions options;
  options.random_draft = random_draft;
  options.variant = variant;
  std::optional<Game> game;
  // With `powers` the game is played on an Engine that records events (which change no
  // outcome), for the per-building tallies; bots look ahead on `engine`, recording nothing.
  EventLog events;
  std::optional<Engine> recording;
  if (powers) {
    recording.emplace(engine.rules(), engine.hooks());
    recording->record_events(&events);
  }
  const Engine& host = powers ? *recording : engine;
  try {
    // A Game keeps the listing of its own State: no State compares per decision.
    game.emplace(host, host.new_game(static_cast<int>(seats.size()), seed, options));
  } catch (const std::exception& e) {
    out.error = fmt::format("setting up the game: {}", e.what());
    return out;
  }
  // What was being done when something threw (the listing, a bot's choice, an action).
  try {
    play_moves(engine, *game, seats, seed, step_cap, record, events, out, on_decision);
  } catch (const std::exception& e) {
    out.error =
        fmt::format("at decision {} (round {}, seat {} to act): {}", out.steps, game->state().round,
                    static_cast<int>(engine.current_seat(game->state())) + 1, e.what());
  }
  out.final = game->state();
  if (out.error) return out;
  try {
    out.scores = engine.score(out.final);
  } catch (const std::exception& e) {
    out.error = fmt::format("scoring the final state: {}", e.what());
  }
  return out;
}

}  // namespace

GameOutcome play_game(const Engine& engine, const std::vector<Bot*>& seats, std::uint64_t seed,
                      int step_cap, bool record, bool random_draft, bool powers,
                      const DecisionHook* on_decision, const std::string& variant) {
  GameOutcome out =
      play_once(engine, seats, seed, step_cap, record, random_draft, powers, on_decision, variant);
  // A recording Engine runs the score hooks with the action that ends the game (for their
  // events), so a failing score hook fails that action. A failed game is played again
  // without recording (same seed, same game) and reported as the engine alone reports it;
  // the hook saw its decisions in the first play.
  if (powers && out.error)
    return play_once(engine, seats, seed, step_cap, record, random_draft, false, nullptr, variant);
  return out;
}

GameOutcome play_random_game(const Engine& engine, int players, std::uint64_t seed, int step_cap,
                             bool record, bool random_draft) {
  RandomBot bot;
  std::vector<Bot*> seats(static_cast<std::size_t>(players), &bot);
  return play_game(engine, seats, seed, step_cap, record, random_draft);
}

}  // namespace gov
