// What the parts of the scenario runner share: the file being read, the engine, and where
// input errors (bad file: exit 2) and failed expectations (exit 1) go. Every walker runs
// twice: once with no State to validate the whole file before playing (unknown keys, ids),
// then with the State to apply or check.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/state_json.hpp"
#include "loader/schema.hpp"

namespace gov::tools::scenario {

using loader::FileCtx;
using loader::MapView;
using loader::Pos;
using loader::YNode;

// `draft:` of a file: how the drafted building types came into the game.
enum class DraftMode { None, Random, Named };

struct Ctx {
  const FileCtx& f;
  const Engine& engine;
  std::vector<std::string>* failures = nullptr;
  int players = 2;
  int checks = 0;
  // The draft and seed, so that a building the draft left out of the supply is explained.
  DraftMode draft = DraftMode::None;
  std::uint64_t seed = 1;
  std::vector<Id> drafted{};  // a named draft's building types, in the file's order

  const Ruleset& rules() const { return engine.rules(); }
  void fail(Pos at, const std::string& message);
  // Compares and counts one expectation; on a mismatch records "expected E, got A".
  template <class T>
  void expect_eq(Pos at, const std::string& what, const T& expected, const T& actual);
};

enum class IdKind { Good, Tile, Building, Worker, Role, Card, Zone };
// Resolves a content id, reporting "unknown good 'x' (did you mean 'y'?)" at the node.
std::optional<Id> lookup(const Ctx& c, const YNode& n, const std::string& path, IdKind kind);
// A seat as the file names it, counted from 1 as every message, the terminal and the page
// count them (docs/scenarios.md), valid for `players`: the State's seat (from 0).
std::optional<int> seat_number(const Ctx& c, const YNode& key, const std::string& path,
                               int players);
// The State's seat as files and messages name it.
inline int seat_shown(int seat) {
  return seat + 1;
}
// KeySpecs "1".."players" for a map keyed by seat.
std::vector<loader::KeySpec> seat_keys(int players);

// workers.cpp: a count of workers, an integer (the default kind) or a mapping of worker
// kind to count; nullopt (reported) when malformed.
using WorkerCounts = std::array<int, kMaxWorkerKinds>;
std::optional<WorkerCounts> read_worker_counts(Ctx& c, const YNode& n, const std::string& path,
                                               int hi);
int total(const WorkerCounts& w);
// Does a worker-count mapping name worker kind `kind`?
bool named_kind(const Ctx& c, const YNode& mapping, std::size_t kind);

// draft.cpp: `draft:` read before the packs load (its shape), then a named draft's ids
// against them: each entry the draft cannot take is reported at its node; the good ones
// go to c.drafted.
std::optional<DraftMode> read_draft_mode(const FileCtx& f, const YNode& n);
void read_named_draft(Ctx& c, const YNode& list, const std::string& path);
// Why the supply has no `b` when the draft left it out (": seed 3's random draft did not
// draw it; name the draft instead: ..."), or "" when the draft is not the reason.
std::string draft_hint(const Ctx& c, const State& s, Id b);

// cards.cpp: what card games share in setups and expectations (docs/scenarios.md, "Card
// games"). Cards given as a list of kinds (each its own node, for messages) or as a count.
struct CardsSpec {
  bool by_kind = false;
  std::vector<std::pair<Id, Pos>> kinds;  // by_kind: the kinds listed, with repeats
  int count = 0;                          // !by_kind
  Pos at;
};
std::optional<CardsSpec> read_cards(Ctx& c, const YNode& n, const std::string& path);
// A zone of each building is given as a mapping of building (id or slot) to cards: true
// when `val` is one, else reported (setup and expectations alike).
bool building_zone_mapping(Ctx& c, const YNode& val, const std::string& path, const ZoneDef& z);
// A zone id of the packs' cards.yaml.
std::optional<Id> lookup_zone(Ctx& c, const YNode& n, const std::string& path);
// A building of a seat's city: a slot number, or a building id (its first slot, or the
// first one `accept` takes). kNone (reported) when the seat has none such; with `s` null
// only the node's shape is checked.
Id city_slot(Ctx& c, const YNode& n, const std::string& path, int seat, const State* s,
             bool (*accept)(const Ruleset&, const State&, int seat, int slot) = nullptr);
// A price tile: its place in cards.yaml `price_tiles` (from 0), or a mapping of good to price
// matching exactly one tile.
std::optional<int> read_price_tile(Ctx& c, const YNode& n, const std::string& path);
// The goods of a seat, per good: barrels, or in a card game its cards lying on its
// production buildings, each counted as the good its building makes.
std::array<int, kMaxGoods> seat_goods(const Ruleset& r, const State& s, int seat);

// cards_setup.cpp: the card keys of a seat (hand, buildings, goods, zones), gathered while
// the seats are read, then placed once all are known: every listed hand and zone is emptied
// into the draw pile first, then the named cards come out of it, then the face-down ones.
struct SeatCardKeys {
  int seat = 0;
  std::string path;  // "setup.seats.N"
  const YNode* hand = nullptr;
  const YNode* buildings = nullptr;
  const YNode* goods = nullptr;
  const YNode* zones = nullptr;
};
// Checks the shapes (always) and, with `s`, places the cards; the setup's own card keys
// (zones of the game, price_tile) come from `setup`.
void setup_cards(Ctx& c, const std::vector<SeatCardKeys>& seats, const MapView& setup, State* s);

// cards_expect.cpp: a seat's card expectations (hand, hand_kinds, zones; goods and
// buildings are checked in expect.cpp) and the game's (zones, price_tile).
void check_seat_cards(Ctx& c, const MapView& m, int seat, const State* s);
void check_game_cards(Ctx& c, const MapView& m, const State* s);

// setup.cpp: with `s` null only validates; otherwise arranges `*s`.
void apply_setup(Ctx& c, const YNode& setup, int players, State* s);
// expect.cpp: with `s` null only validates; otherwise checks `*s`.
void check_expect(Ctx& c, const YNode& expect, const std::string& path, const State* s);

using gov::stage_name;  // core/state_json.hpp: the JSON spelling of a stage

template <class T>
void Ctx::expect_eq(Pos at, const std::string& what, const T& expected, const T& actual) {
  ++checks;
  if (expected == actual) return;
  if constexpr (std::is_same_v<T, std::string>)
    fail(at, what + ": expected " + expected + ", got " + actual);
  else if constexpr (std::is_same_v<T, bool>)
    fail(at, what + ": expected " + (expected ? "true" : "false") + ", got " +
                 (actual ? "true" : "false"));
  else
    fail(at, what + ": expected " + std::to_string(expected) + ", got " + std::to_string(actual));
}

}  // namespace gov::tools::scenario
