// The hook points of the core: every name a building script may answer. A script's table
// is keyed by these names; an unknown name is a load error listing this table.
//
// Pack-level rules (a pack's rules.lua) answer the same points, as notify or modify
// handlers only: they apply whoever owns what.
//
// Kinds of handler (a point allows some of them):
//   notify  - something happened; the handler may change the game through the context
//   modify  - the core asks a question and folds the answers (sum, or any-true)
//   offer   - extra legal actions at a decision point, and the function applying one
//   score   - end-of-game VP
// kYesNo marks a modify point whose answer is true/false rather than a number.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace gov {

enum HookKind : std::uint8_t {
  kNotify = 1,
  kModify = 2,
  kOffer = 4,
  kScore = 8,
  kYesNo = 16,   // with kModify: the answer is true/false (folded as any-true)
  kForced = 32,  // with kOffer: a follow-up decision without `pass`, repeated `amount` times
  // with kModify: asked per bank-board column (`args.column`, 1-4); a handler declaring
  // `every_column = true` is asked once per listing instead, without a column
  kPerColumn = 64,
};

// X(enum, "name", "its fields of args", allowed kinds, "its arguments (args.*) and what it
// means")
// The fields are the event's own, as the scripts read them (`args.seat`); every event's args
// also have `event` and `amount`, and an event with offers `follow_up` (docs/hooks.md).
// `governor validate` reports a read of any other field in a handler's source
// (game/validate/validate_args.cpp): without this list it would be nil only when the line runs.
// The last column is the docs' own text: docs/hooks.md's table of events is generated from
// this list (tests/scripting/hook_docs_test.cpp fails when the two differ, and rewrites the
// table when run with GOVERNOR_WRITE_DOCS=1). Names in backquotes are fields of `args`,
// exactly those of the fields column (the same test).
#define GOV_HOOK_EVENTS(X)                                                                     \
  X(RoleTaken, "role_taken", "seat role", kNotify, "`seat`, `role`: a seat took a role card")  \
  X(PhaseStart, "phase_start", "role seat", kNotify | kOffer,                                  \
    "`role`: a role's phase begins (notify: no `seat`; offer: `seat`, each seat from the "     \
    "chooser)")                                                                                \
  X(PhaseEnd, "phase_end", "role seat", kNotify | kOffer,                                      \
    "`role`: a role's phase ends (offer: `seat`, each seat from the chooser, once the "        \
    "phase's turns are over; notify: no `seat`, after those decisions)")                       \
  X(RoundEnd, "round_end", "", kNotify,                                                        \
    "no argument: the round ends, before coins go on unpicked roles")                          \
  X(SettlerTurn, "settler_turn", "seat", kOffer, "`seat` whose turn it is to take a tile")     \
  X(TilePlaced, "tile_placed", "seat tile slot via", kNotify | kOffer,                         \
    "`seat`, `tile`, `slot` (island slot), `via` = `\"face_up\"`, `\"open_pile\"`, "           \
    "`\"stack\"`, `\"other\"`")                                                                \
  X(BuilderTurn, "builder_turn", "seat", kOffer, "`seat` whose turn it is to build")           \
  X(BuildingBuilt, "building_built", "seat building slot", kNotify | kOffer,                   \
    "`seat`, `building`, `slot` (city slot)")                                                  \
  X(GoodsProduced, "goods_produced", "seat produced", kNotify,                                 \
    "`seat`, `produced` = ordered array of `{good = id, count = n}` (n > 0)")                  \
  X(TraderTurn, "trader_turn", "seat", kOffer, "`seat` whose turn it is to sell")              \
  X(GoodSold, "good_sold", "seat good price venue", kNotify,                                   \
    "`seat`, `good`, `price`, `venue` = `\"shared\"` or `\"private\"`")                        \
  X(CaptainTurn, "captain_turn", "seat", kOffer, "`seat` whose turn it is to load")            \
  X(StorageStart, "storage_start", "seat role", kOffer,                                        \
    "`seat`, `role`: loading is over, before barrels are stored (every seat from the "         \
    "chooser)")                                                                                \
  X(GoodsShipped, "goods_shipped", "seat good count venue", kNotify,                           \
    "`seat`, `good`, `count`, `venue` = `\"shared\"` (a ship) or `\"private\"`")               \
  X(BuildDiscount, "build_discount", "seat column building", kModify | kPerColumn,             \
    "`seat`, `column`: coins off any build in this column, added to the other discounts; "     \
    "asked once per column (1 to 4), never about one building (`building` is nil); a "         \
    "handler declared every_column once per listing, without `column`. In a card game "        \
    "(build_from_hand): cards off, asked once per kind the seat could build, with `building`") \
  X(BuildShortfall, "build_shortfall", "seat column", kModify | kPerColumn,                    \
    "`seat`, `column`: coins' worth the seat can pay by other means for a build in this "      \
    "column; asked at most once per column per listing, and only for a column holding a "      \
    "building the seat could build but cannot afford. A building of the column is then "       \
    "legal when its price less the seat's coins is at most the answer (a handler declared "    \
    "every_column: asked once per listing, without `column`)")                                 \
  X(PayShortfall, "pay_shortfall", "seat building amount", kOffer | kForced,                   \
    "`seat`, `building`, `amount` (coins still missing): the seat paid all its coins and "     \
    "must choose how to pay one more coin's worth")                                            \
  X(StorageKinds, "storage_kinds", "seat", kModify, "`seat`: whole kinds kept after shipping") \
  X(StorageBarrels, "storage_barrels", "seat", kModify, "`seat`: extra single barrels kept")   \
  X(MaySellDuplicate, "may_sell_duplicate", "seat", kModify | kYesNo,                          \
    "`seat`: may sell a kind the trading house holds")                                         \
  X(MayTakeOpenTile, "may_take_open_tile", "seat", kModify | kYesNo,                           \
    "`seat`: may take an open-pile tile instead of a face-up one")                             \
  X(PrivilegeMultiplier, "privilege_multiplier", "seat role", kModify,                         \
    "`seat`, `role`: extra times the privilege applies")                                       \
  X(ShipRefill, "ship_refill", "worker amount", kModify,                                       \
    "`worker` (a worker kind other than the default), `amount` (the refill's size): how "      \
    "many of the worker-ship refill are of this kind instead of the default kind; the core "   \
    "caps it at that kind's supply and the default kind fills the rest. Usually a pack rule")  \
  X(EndWaived, "end_waived", "cause", kModify | kYesNo,                                        \
    "`cause` = `\"workers\"` (the ship cannot be refilled), `\"city\"` (a city is full) or "   \
    "`\"vp\"` (the last VP chip is gone): true when this condition ends nothing. Usually a "   \
    "pack rule")                                                                               \
  X(FinalScore, "final_score", "", kScore, "no argument (the owner: `ctx:owner()`)")           \
  X(FinalScoreLast, "final_score_last", "seat amount", kModify,                                \
    "`seat` (the owner): end-of-game VP counted from the others, after them all: `amount` "    \
    "is the seat's VP from every other source (chips, printed VP, workers, every "             \
    "final_score answer); each building answers alone (its fold starts at 0) and the "         \
    "answers are added")                                                                       \
  X(RoundStart, "round_start", "seat", kNotify | kOffer,                                       \
    "card games: a new round begins, before the hand limit is checked (notify: no `seat`; "    \
    "offer: `seat`, each seat from the governor)")                                             \
  X(HandLimit, "hand_limit", "seat", kModify,                                                  \
    "card games: `seat`: cards it may hold at a round's start beyond the pack's hand_limit")   \
  X(ProduceExtra, "produce_extra", "seat role", kModify,                                       \
    "card games: `seat`, `role`: goods more the seat may produce in this production phase")    \
  X(SellExtra, "sell_extra", "seat role", kModify,                                             \
    "card games: `seat`, `role`: goods more the seat may sell in this trading phase")          \
  X(KeepExtra, "keep_extra", "seat role", kModify,                                             \
    "card games (draw_keep): `seat`, `role`: cards more the seat keeps of those it draws")     \
  X(DrawToHand, "draw_to_hand", "seat role", kModify | kYesNo,                                 \
    "card games (draw_keep): `seat`, `role`: true when the seat takes the cards it draws "     \
    "into its hand, then discards as many as it would not keep, from its whole hand")          \
  X(PayWithGoods, "pay_with_goods", "seat building", kModify,                                  \
    "card games (build_from_hand): `seat`, `building`: cards of the price the seat may pay "   \
    "with goods lying on its buildings instead (`sell <good>` while paying)")                  \
  X(BuildOver, "build_over", "seat building slot", kModify | kYesNo,                           \
    "card games (build_from_hand): `seat`, `building` (the card it builds), `slot` (a city "   \
    "slot of the seat): true when the seat may build it over the building of that slot, "      \
    "which leaves the game and takes its cost off the price (`cover <building>`)")

enum class HookEvent : std::uint8_t {
#define GOV_X(e, name, args, kinds, doc) e,
  GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
};

inline constexpr int kEventCount = 0
#define GOV_X(e, name, args, kinds, doc) +1
    GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
    ;

struct HookEventInfo {
  HookEvent event;
  std::string_view name;
  std::string_view args;  // its own fields of args, separated by spaces
  std::uint8_t kinds;
  std::string_view doc;
};

inline constexpr HookEventInfo kHookEvents[] = {
#define GOV_X(e, name, args, kinds, doc) \
  {HookEvent::e, name, args, static_cast<std::uint8_t>(kinds), doc},
    GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
};

inline bool asked_per_column(HookEvent e) {
  return (kHookEvents[static_cast<int>(e)].kinds & kPerColumn) != 0;
}

inline std::string_view event_name(HookEvent e) {
  return kHookEvents[static_cast<int>(e)].name;
}

inline std::optional<HookEvent> event_from_name(std::string_view name) {
  for (const auto& info : kHookEvents)
    if (info.name == name) return info.event;
  return std::nullopt;
}

}  // namespace gov
