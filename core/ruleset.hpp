// The Ruleset: everything the content packs declare, resolved to indices. Immutable once
// loaded; shared read-only by every engine and thread. Nothing here names a piece of
// content: the base game is data in content/base.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/card_rules.hpp"
#include "core/hook_events.hpp"
#include "core/limits.hpp"

namespace gov {

// Where a declaration came from, for error messages ("buildings/harbor.yaml:3:5").
struct SourcePos {
  std::string file;
  int line = 0;
  int column = 0;
};

struct GoodDef {
  std::string id;
  std::string name;
  int price = 0;               // trading house price
  bool needs_building = true;  // false: an occupied plantation yields it directly
  std::string colour;          // "#rrggbb" for the views, or "" (the view picks one)
  std::string glyph;           // a short mark for the views (1 or 2 characters), or ""
  SourcePos where;
};

struct TileKindDef {
  std::string id;
  std::string name;
  int circles = 1;
  Id produces = kNone;     // good index, or kNone
  bool open_pile = false;  // kept face up in its own pile (not shuffled into stacks)
  int build_discount = 0;  // occupied: this much off a build, capped by column
  std::string colour;      // "#rrggbb" for the views, or "" (its good's, else the view's)
  std::string glyph;       // a short mark for the views (1 or 2 characters), or ""
  SourcePos where;
};

// A way a tile may lie on an island other than face up (tiles.yaml `variants:`), e.g. a
// plantation face down as a forest. Variant v of a TileSlot is tile_variants[v - 1].
struct TileVariantDef {
  std::string id;
  std::string name;
  std::string colour;  // "#rrggbb" for the views, or ""
  std::string glyph;   // a short mark for the views, or ""
};

struct WorkerKindDef {
  std::string id;
  std::string name;
  int end_vp = 0;  // VP each at game end
  SourcePos where;
};

enum class BuildingCategory : std::uint8_t { Production, Violet };

// A named field of a building's memory (its YAML `memory:`): an integer in min..max, packed
// by the engine with the building's other fields into its kMemoryBits bits of memory, so a
// script keeps a tally by name instead of packing bits itself. It starts at 0 (at min or
// max, whichever is nearer, when 0 is outside the range).
struct MemoryField {
  std::string name;
  int min = 0;
  int max = 0;
  int offset = 0;  // first bit in the building's memory (slot 1's bits first)
  int bits = 0;    // enough for max - min
};

struct BuildingDef {
  std::string id;
  std::string name;
  std::string name_fr;
  std::string text;      // the power in plain English: what it does, when, with numbers
  std::string rulebook;  // the rulebook's own words (a quotation), or ""
  std::string pack;
  std::string colour;  // "#rrggbb" for the views, or "" (the view colours it by kind)
  std::string glyph;   // a short mark for the views (1 or 2 characters), or ""
  int cost = 0;
  int vp = 0;
  int circles = 1;
  int column = 1;      // bank-board column: caps the open-pile discount
  int spaces = 1;      // city spaces taken (large buildings: 2)
  bool large = false;  // "large building" in the rules' sense
  BuildingCategory category = BuildingCategory::Violet;
  Id produces = kNone;            // good processed, for production buildings
  bool works_unoccupied = false;  // hooks fire even when no worker stands on it
  int copies = 0;                 // copies for 3-5 players (setup tables may override)
  std::vector<std::string> tags;  // free labels read by scripts (e.g. a size class)
  std::string script_file;        // path of the .lua file, empty when it has no power
  // Named memory fields (YAML `memory:`), in declaration order; empty: the script uses the
  // numbered slots ctx:memory(1..kMemorySlots).
  std::vector<MemoryField> memory_fields;
  // Who may see its memory (YAML `memory_sight:`): its owner by default, since a script may
  // write anything there, a copy of the owner's hand included (core/memory_sight.hpp).
  Sight memory_sight = Sight::Owner;
  std::array<bool, kEventCount> handles{};  // which hook events its script answers
  // Per event: its notify handler listens to every seat's events, not only its owner's.
  std::array<bool, kEventCount> every_seat{};
  // Per event asked per column: its handler declares `every_column` (asked once a listing).
  std::array<bool, kEventCount> every_column{};
  // Per event: its handler offers options (an `offer` function), so it may raise decisions.
  std::array<bool, kEventCount> offers{};
  SourcePos where;
};

// Generic phase mechanics a role can be bound to. Named for what they do.
enum class Mechanic : std::uint8_t {
  DraftTiles,         // each seat takes a face-up tile; privilege: an open-pile tile instead
  DistributeWorkers,  // workers from the ship; privilege: extra from supply; then placement
  Build,              // each seat may build one; privilege: discount
  Produce,            // everybody produces; privilege: one more barrel of a kind produced
  Sell,               // each seat may sell one good; privilege: bonus coins
  Ship,               // laps of forced loading; privilege: bonus VP on first loading
  NoAction,           // privilege coins only
  DrawKeep,  // card games: each seat draws `draw`, keeps `keep`; privilege: draws that many more
  BuildFromHand,         // card games: each seat may build a hand card, paying with others
  ProduceOntoBuildings,  // card games: each seat lays a card as a good on an empty building
  SellFromBuildings,     // card games: each seat sells a good for the turned price tile's cards
};
inline constexpr int kMechanicCount = 11;

std::string_view mechanic_name(Mechanic m);
std::optional<Mechanic> mechanic_from_name(std::string_view name);

struct RoleDef {
  std::string id;
  std::string name;
  Mechanic mechanic = Mechanic::NoAction;
  int privilege = 1;  // amount of the privilege (coins, VP, discount, barrels)
  // draw_keep: cards each seat draws, and keeps of them (0: keeps all it drew).
  int draw = 0;
  int keep = 0;
  // draw_keep: a seat may keep none of what it drew (`pass`, the rest discarded), even where
  // the role keeps all it draws (seed 004: « peut très bien ne pas en effectuer les actions
  // associées (privilège ou action commune) »).
  bool may_decline = false;
  std::string text;      // the action and privilege in plain English
  std::string rulebook;  // the rulebook's own words (a quotation), or ""
  SourcePos where;
};

// One per supported player count.
struct SetupTable {
  int players = 0;
  int coins = 0;
  int vp_chips = 0;
  std::array<int, kMaxWorkerKinds> worker_supply{};  // per worker kind
  std::array<int, kMaxWorkerKinds> ship_workers{};   // per worker kind, on the ship at setup
  std::vector<int> ship_capacities;
  std::vector<Id> roles;                   // role cards on the table
  int picks_per_round = 0;                 // seats pick in turn from the governor
  std::vector<Id> starting_tiles;          // from the governor clockwise
  int face_up = 0;                         // face-up tiles after each draw
  std::array<int, kMaxTileKinds> tiles{};  // tile counts per kind
  std::array<int, kMaxGoods> goods{};      // barrels per good
  // Copies per building category, overriding BuildingDef::copies when >= 0.
  std::array<int, 2> copies_by_category{-1, -1};
  // Copies of one building, overriding its category's and BuildingDef::copies when >= 0
  // (`copies: {id: n}`, e.g. one jeweler in a 2-player game with the nobles).
  std::array<int, kMaxBuildings> building_copies = [] {
    std::array<int, kMaxBuildings> none;
    none.fill(-1);
    return none;
  }();
  SourcePos where;
};

// Game-wide settings a pack may change.
struct RuleSettings {
  int island_spaces = 12;
  int city_spaces = 12;
  int trading_house_capacity = 4;
  int barrels_kept = 1;  // barrels any seat keeps after shipping
  int ship_refill_minimum_per_player = 1;
  // Coins put on each role card nobody took, at a round's end (San Juan: 0).
  int unpicked_role_coins = 1;
  // When a game-end condition is met: false, the game ends with the round (Puerto Rico);
  // true, right after the phase in which it was met, the round unfinished (San Juan: « on
  // ne termine pas la manche en cours »).
  bool end_after_phase = false;
  // The ship refill's mix of worker kinds and which conditions end the game are pack
  // rules (rules.lua: ship_refill, end_waived), not settings.
  // Tie-break after VP: coins + barrels (the rulebook); a shared win if still tied.
};

// A setup draft: before the first role, seats from the governor clockwise each put one
// building type of the pool into the game, on a free slot of its cost, until every slot is
// filled; the rest leave the game. Declared by a pack (setup.yaml `draft:`).
inline constexpr int kMaxDraftCost = 15;
struct DraftRule {
  bool enabled = false;
  std::array<int, kMaxDraftCost + 1> slots{};  // free slots per building cost
  std::vector<Id> pool;                        // building types that are drafted, ascending
  std::vector<std::pair<Id, Id>> exclusive;    // putting one in the game removes the other
  SourcePos where;
};

struct PackInfo {
  std::string id;
  std::string name;
  std::string version;
  // The game the pack belongs to: pack.yaml `game:`, else the game of the packs it
  // requires, else its own id. Packs of different games do not mix (a load error).
  std::string game;
  std::string dir;
  // How messages name the pack's folder when it was given by a path: that path, as given
  // (a script's errors then name the file the modder can open). Empty for a pack of the
  // content folder, named content/<id>.
  std::string shown_dir;
  std::string content_hash;  // hash of the files the loader reads, for logs and replays
  // Pack-level rules (`rules.lua`, empty when the pack has none): hooks that always apply,
  // whoever owns what, such as the ship refill or which conditions end the game.
  std::string rules_file;
  // Who may see the memory of its rules.lua (pack.yaml `rule_memory_sight:`): nobody by
  // default (a pack rule has no owner), or everyone.
  Sight rule_memory_sight = Sight::Nobody;
  std::array<bool, kEventCount> rule_handles{};       // filled by scripting's bind_scripts
  std::array<bool, kEventCount> rule_every_column{};  // likewise (BuildingDef::every_column)
};

struct Ruleset {
  std::vector<PackInfo> packs;
  std::vector<GoodDef> goods;
  std::vector<TileKindDef> tile_kinds;
  std::vector<WorkerKindDef> worker_kinds;  // index 0 is the default kind
  std::vector<BuildingDef> buildings;
  std::vector<RoleDef> roles;
  std::vector<SetupTable> setups;
  RuleSettings settings;
  DraftRule draft;
  CardRules cards;                            // a card game's zones and cards; empty otherwise
  std::vector<TileVariantDef> tile_variants;  // tile variants 1.. (0 is the tile itself)
  // For each hook event, the buildings whose scripts answer it (ascending id): dispatch
  // looks here first so a game with no such building pays nothing.
  std::array<std::vector<Id>, kEventCount> handlers;
  // The same as a bit per building id (ids below kMaxBuildings), and a bit per building
  // whose power works unoccupied: dispatch tests a city slot with two bit tests.
  std::array<std::uint64_t, kEventCount> handler_masks{};
  std::uint64_t unoccupied_mask = 0;
  // Per event, a bit per building whose handler offers options (raised decisions).
  std::array<std::uint64_t, kEventCount> offer_masks{};
  // Per event, a bit per building whose notify listens to every seat's events.
  std::array<std::uint64_t, kEventCount> every_seat_masks{};
  // Per event asked per column (build_discount, build_shortfall): a bit per building whose
  // handler declares `every_column`, and whether some pack rule does. The core asks those
  // once per listing (args.amount 0) and the others once per column.
  std::array<std::uint64_t, kEventCount> every_column_masks{};
  std::array<bool, kEventCount> every_column_rules{};
  // Bit per event answered by some building or pack rule: most events of a game have no
  // answer, and dispatch asks this first.
  std::uint64_t answered_events = 0;
  static_assert(kEventCount <= 64, "answered_events holds a bit per event");
  // For each hook event, the packs (index into `packs`) whose rules.lua answers it.
  std::array<std::vector<Id>, kEventCount> rule_handlers;
  // Set by scripting's bind_scripts once every script loaded and the tables above are
  // filled. A hook host refuses a Ruleset without it: unbound, every power would be
  // silently off. game/load_game.hpp binds and then seals the Ruleset as const.
  bool scripts_bound = false;

  // Pack rules answer hooks under an owner id past the buildings: the hook host keys its
  // handlers by it, and a context running a pack rule carries it as its "building".
  Id rule_hook_id(std::size_t pack) const { return static_cast<Id>(buildings.size() + pack); }
  bool is_rule_hook(Id id) const { return id != kNone && id >= buildings.size(); }

  const SetupTable* setup_for(int players) const;
  std::optional<Id> good_index(std::string_view id) const;
  std::optional<Id> tile_index(std::string_view id) const;
  std::optional<Id> worker_index(std::string_view id) const;
  std::optional<Id> building_index(std::string_view id) const;
  std::optional<Id> role_index(std::string_view id) const;
  int copies_of(Id building, int players) const;
  // Rebuilds `handlers` and `handler_masks` from each building's `handles` (and
  // `unoccupied_mask` from works_unoccupied), and `rule_handlers` from each pack's.
  void index_handlers();
};

}  // namespace gov
