// Twin positions for the no-leak tests (docs/views.md): a random position of a game and a
// copy that differs from it only in what one seat cannot see. Every output for that seat
// must be the same, byte for byte, for both.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "core/cards.hpp"
#include "core/engine.hpp"
#include "core/memory_sight.hpp"
#include "core/rng.hpp"
#include "game/load_game.hpp"

namespace gov::test {

// What the twin changes: the face-down stack's order (with the random numbers to come),
// VP chips moved between two seats other than the viewer's (the supply and the viewer's
// own stay), or a card of another seat's hand (or of the cards it looks at) swapped with a
// card of another kind the viewer cannot see either; or the memory of a building or a pack
// rule the viewer may not see (its `memory_sight`, core/memory_sight.hpp) written anew.
enum class Hide { Stack, Chips, Cards, Memory };

struct Twins {
  State a, b;
  int seat = -1;  // the viewer: -1 a spectator
};

// Positions per test: a fast default, 1,000 with GOVERNOR_SOAK set (the soak).
inline int twin_count(int fast = 50) {
  return std::getenv("GOVERNOR_SOAK") != nullptr ? 1000 : fast;
}

namespace twins_detail {

// Swaps a card of `owner`'s hand (or looked-at cards) with a card of another kind lying
// anywhere else `viewer` cannot see (the draw or discard pile, a third seat's hand, the
// owner's other zone).
inline bool swap_card(const Ruleset& r, State& s, int owner, int viewer, Rng& rng) {
  std::vector<int> mine, hidden;
  std::vector<std::uint8_t> owned;
  for (ZoneRole role : {ZoneRole::Hand, ZoneRole::Looking})
    if (r.cards.role_zone[static_cast<int>(role)] != kNone)
      owned.push_back(r.cards.code_of_role(role, owner));
  for (int i = 0; i < r.cards.count(); ++i) {
    const auto code = s.card_at[static_cast<std::size_t>(i)];
    if (std::find(owned.begin(), owned.end(), code) != owned.end()) mine.push_back(i);
    if (code != 0 && !sees_kinds(r, code, viewer)) hidden.push_back(i);
  }
  if (mine.empty()) return false;
  const auto at = [&](int c) { return s.card_at[static_cast<std::size_t>(c)]; };
  const auto kind = [&](int c) { return r.cards.card_kind[static_cast<std::size_t>(c)]; };
  for (std::size_t tries = 0; tries < 4 * hidden.size(); ++tries) {
    const int i = mine[rng.below(static_cast<std::uint32_t>(mine.size()))];
    const int j = hidden[rng.below(static_cast<std::uint32_t>(hidden.size()))];
    if (at(i) == at(j) || kind(i) == kind(j)) continue;
    std::swap(s.card_at[static_cast<std::size_t>(i)], s.card_at[static_cast<std::size_t>(j)]);
    return true;
  }
  return false;
}

// Writes new values (small ones: a named field stays in its range) into the memory of one
// building or pack rule `viewer` may not see; false when there is none.
inline bool rewrite_memory(const Ruleset& r, State& s, int viewer, Rng& rng) {
  std::vector<std::int16_t*> hidden;
  for (int seat = 0; seat < s.num_players; ++seat)
    for (int i = 0; i < s.seat(seat).num_buildings; ++i) {
      BuildingSlot& b = s.seat(seat).city[static_cast<std::size_t>(i)];
      if (b.type < r.buildings.size() &&
          !sees_memory(r.buildings[b.type].memory_sight, seat, viewer))
        hidden.push_back(b.memory.data());
    }
  for (std::size_t p = 0; p < r.packs.size() && p < s.rule_memory.size(); ++p)
    if (!r.packs[p].rules_file.empty() && !sees_rule_memory(r, p, viewer))
      hidden.push_back(s.rule_memory[p].data());
  if (hidden.empty()) return false;
  std::int16_t* m = hidden[rng.below(static_cast<std::uint32_t>(hidden.size()))];
  for (int k = 0; k < kMemorySlots; ++k) m[k] = static_cast<std::int16_t>(m[k] + 1 + rng.below(9));
  return true;
}

// Makes `b` the twin of `a` for `seat`; false when this position has nothing to hide.
inline bool hide(const Ruleset& r, const State& a, State& b, int seat, Hide what, Rng& rng) {
  b = a;
  b.rng = Rng::seeded(rng.next());
  switch (what) {
    case Hide::Stack: {
      if (a.stack_size < 2) return false;
      for (int k = a.stack_size - 1; k > 0; --k)
        std::swap(b.stack[static_cast<std::size_t>(k)],
                  b.stack[rng.below(static_cast<std::uint32_t>(k + 1))]);
      return true;
    }
    case Hide::Chips: {
      if (a.over()) return false;
      std::vector<int> others;
      for (int i = 0; i < a.num_players; ++i)
        if (i != seat) others.push_back(i);
      if (others.size() < 2) return false;
      const int from = others[rng.below(static_cast<std::uint32_t>(others.size()))];
      int to = from;
      while (to == from) to = others[rng.below(static_cast<std::uint32_t>(others.size()))];
      const int have = a.seat(from).vp_chips;
      if (have <= 0) return false;  // chips are moved, never made: the State stays valid
      const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::min(have, 5))));
      b.seat(from).vp_chips -= n;
      b.seat(to).vp_chips += n;
      return true;
    }
    case Hide::Cards: {
      int owner = static_cast<int>(rng.below(static_cast<std::uint32_t>(a.num_players)));
      if (owner == seat) owner = (owner + 1) % a.num_players;
      return swap_card(r, b, owner, seat, rng);
    }
    case Hide::Memory:  // the final scores are counted from the true memory
      return !a.over() && rewrite_memory(r, b, seat, rng);
  }
  return false;
}

}  // namespace twins_detail

// `count` random positions of the game at `players` (a random draft, then up to 250 random
// legal actions, stopping at a choice of cards one time in three), each with its twin for
// a viewer: the seat to move when `to_move`, else a random seat or a spectator.
inline std::vector<Twins> make_twins(const GameRunner& game, int players, Hide what, int count,
                                     std::uint64_t seed, bool to_move = false) {
  const Engine& engine = game.engine();
  Rng rng = Rng::seeded(seed);
  std::vector<Twins> out;
  GameOptions options;
  options.random_draft = true;
  for (int tries = 0; static_cast<int>(out.size()) < count && tries < count * 100; ++tries) {
    State s = engine.new_game(players, rng.next(), options);
    const int steps = static_cast<int>(rng.below(250));
    for (int k = 0; k < steps && !s.over(); ++k) {
      const auto legal = engine.legal_actions(s);
      if (legal.empty()) break;
      // A card game's choices of cards are short moments of it: stop at one now and then.
      const bool card_choice = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
        return a.type == ActionType::Pick || a.type == ActionType::Discard;
      });
      if (card_choice && rng.below(3) == 0) break;
      if (engine.apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))])) break;
    }
    Twins t;
    t.a = s;
    const Id mover = engine.current_seat(s);
    if (to_move && mover == kNone) continue;
    t.seat = to_move ? static_cast<int>(mover)
                     : static_cast<int>(rng.below(static_cast<std::uint32_t>(players + 1))) - 1;
    if (twins_detail::hide(game.rules(), t.a, t.b, t.seat, what, rng)) out.push_back(t);
  }
  return out;
}

}  // namespace gov::test
