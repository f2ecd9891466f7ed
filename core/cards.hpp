// Reading a card game's State: counting zones, what a seat may see of them, and a State a
// seat cannot tell from the true one (for search that must not read hidden cards). The
// moves that change where cards lie are Primitives (core/primitives.hpp, card part).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/card_set.hpp"
#include "core/rng.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

class HookHost;  // core/hooks.hpp

// The game's cards lying at a location code, as a set (none at code 0, which no zone has).
inline CardSet game_cards_at(const Ruleset& r, const State& s, std::uint8_t code) {
  if (code == 0) return {};
  return cards_set_at(s, code) & first_cards(r.cards.count());
}
// The same at any code of [lo, lo + n): the codes of one zone of a seat's city slots.
inline CardSet game_cards_in(const Ruleset& r, const State& s, std::uint8_t lo, int n) {
  if (lo == 0) return {};
  return cards_set_in(s, lo, n) & first_cards(r.cards.count());
}

// Cards lying at a location code.
int cards_at(const Ruleset& r, const State& s, std::uint8_t code);
// The lowest-numbered card of `kind` at `code`, or -1.
int card_of_kind_at(const Ruleset& r, const State& s, std::uint8_t code, Id kind);
// Cards at `code` per kind (indexed by building type).
std::vector<int> kinds_at(const Ruleset& r, const State& s, std::uint8_t code);
// The same in a fixed array (no allocation: the mechanics list with it at every decision);
// kinds past the Ruleset's buildings count 0.
using KindCounts = std::array<std::uint8_t, kMaxBuildings>;
KindCounts kind_counts(const Ruleset& r, const State& s, std::uint8_t code);
// The kinds of the cards at `code`, a bit per kind (kinds are < kMaxBuildings, 64): walked
// lowest first with std::countr_zero, a listing needs no per-kind table.
std::uint64_t kinds_present(const Ruleset& r, const State& s, std::uint8_t code);

// The price tile turned up last (in a trading phase: this phase's), or nullptr before the
// first (State::price_tiles; core/mechanics/sell_from_buildings.cpp).
const std::array<std::uint8_t, kMaxGoods>* turned_price_tile(const Ruleset& r, const State& s);

// What building a card of `kind` from the hand costs the seat now, in cards (the
// build_from_hand mechanic's price: cost less the builder's privilege and the
// build_discount answers, never below 0), for the views.
int card_build_price(const Ruleset& rules, HookHost* hooks, const State& s, int seat, Id kind);

// A card game's tie-break for a seat: the cards in its hand and its goods (cards lying on
// its buildings in the zone of role goods).
int card_tiebreak(const Ruleset& r, const State& s, int seat);

// Which seat owns a location code: its seat for a zone of a seat or a building, kNone
// for a zone of the game.
inline Id owner_of_code(const Ruleset& r, std::uint8_t code) {
  return r.cards.place[code].seat;
}

// May `viewer` (a seat, or -1 for a spectator, who owns nothing) see the kinds of the cards
// at `code`? Their number?
bool sees_kinds(const Ruleset& r, std::uint8_t code, int viewer);
bool sees_count(const Ruleset& r, std::uint8_t code, int viewer);

// One zone as a seat sees it: every zone of the game, every seat's zone of each seat, and
// the zones of each built slot. `count` is -1 when hidden; `kinds` (building types, with
// repeats, ascending) is empty unless the kinds are visible.
struct ZoneView {
  Id zone = kNone;
  Id seat = kNone;  // kNone for a zone of the game
  Id slot = kNone;  // kNone unless a zone of a building
  int count = -1;
  bool kinds_visible = false;
  std::vector<Id> kinds;
  bool operator==(const ZoneView&) const = default;
};
// The only reader of card zones for a seat's eyes (the terminal, the bots; #35 carries it
// to the server, Python and logs). Zones of a building are listed for the seat's built
// slots only; empty zone instances of a seat or building are left out when their count is
// visible (a hidden count is always listed, as -1, so its absence tells nothing).
std::vector<ZoneView> view_cards(const Ruleset& r, const State& s, int viewer);

// Permutes the cards `viewer` cannot see among the places it cannot see (every zone keeps
// its count, every card its kind) and reseeds the State's RNG from `rng`, so the draws to
// come are unknown too. What the seat sees is unchanged: view_cards gives the same.
// (It samples from what the seat sees now, not from what it remembers having seen.) The
// sample depends only on what the seat may see and on `rng`: two States that differ only in
// where the seat's unseen cards lie give the same one (bots rely on it to never cheat).
// The memory the seat may not see (core/memory_sight.hpp) is set to 0, as in its views.
void resample_hidden(const Ruleset& r, State& s, int viewer, Rng& rng);

// The card invariants (empty when they hold): every card of the game at a valid code of a
// seat in play, none past the game's cards, and each built slot holding exactly the card
// of its city building.
std::vector<std::string> check_card_invariants(const Ruleset& r, const State& s);

}  // namespace gov
