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
};

// X(enum, "name", allowed kinds, "what it means, and its arguments")
#define GOV_HOOK_EVENTS(X)                                                                \
  X(RoleTaken, "role_taken", kNotify, "a seat took a role card (seat, role)")             \
  X(PhaseStart, "phase_start", kNotify | kOffer, "a role's phase begins (role, chooser)") \
  X(PhaseEnd, "phase_end", kNotify | kOffer, "a role's phase ends (role, chooser)")       \
  X(RoundEnd, "round_end", kNotify, "the round ends, before coins go on unpicked roles")  \
  X(SettlerTurn, "settler_turn", kOffer, "a seat's turn to take a tile (seat)")           \
  X(TilePlaced, "tile_placed", kNotify | kOffer,                                          \
    "a tile was placed on an island (seat, tile, via: face_up|open_pile|stack)")          \
  X(BuilderTurn, "builder_turn", kOffer, "a seat's turn to build (seat)")                 \
  X(BuildingBuilt, "building_built", kNotify | kOffer, "a seat built (seat, building)")   \
  X(GoodsProduced, "goods_produced", kNotify,                                             \
    "a seat produced in a production phase (seat, amounts per good)")                     \
  X(TraderTurn, "trader_turn", kOffer, "a seat's turn to sell (seat)")                    \
  X(GoodSold, "good_sold", kNotify, "a seat sold (seat, good, price, venue)")             \
  X(CaptainTurn, "captain_turn", kOffer, "a seat's turn to load (seat)")                  \
  X(StorageStart, "storage_start", kOffer,                                                \
    "loading is over, before barrels are stored (seat; every seat from the chooser)")     \
  X(GoodsShipped, "goods_shipped", kNotify,                                               \
    "a seat delivered goods (seat, good, count, venue: ship|private)")                    \
  X(BuildDiscount, "build_discount", kModify,                                             \
    "coins off a build of this column, added to the others (seat, column, building)")     \
  X(BuildShortfall, "build_shortfall", kModify,                                           \
    "coins' worth a seat can pay by other means for a build in this column it lacks "     \
    "coins for; asked once per column (seat, column)")                                    \
  X(PayShortfall, "pay_shortfall", kOffer | kForced,                                      \
    "the seat must pay one coin's worth of a build's shortfall (seat, building, amount)") \
  X(StorageKinds, "storage_kinds", kModify, "whole kinds a seat keeps after shipping")    \
  X(StorageBarrels, "storage_barrels", kModify, "extra single barrels a seat keeps")      \
  X(MaySellDuplicate, "may_sell_duplicate", kModify | kYesNo,                             \
    "may the seat sell a kind the trading house holds (true/false)")                      \
  X(MayTakeOpenTile, "may_take_open_tile", kModify | kYesNo,                              \
    "may the seat take an open-pile tile instead of a face-up one (true/false)")          \
  X(PrivilegeMultiplier, "privilege_multiplier", kModify,                                 \
    "extra times the chooser applies the role's privilege (seat, role)")                  \
  X(ShipRefill, "ship_refill", kModify,                                                   \
    "workers of kind `worker` in the worker-ship refill of `amount`, in place of the "    \
    "default kind, while its supply lasts (worker, amount; usually a pack rule)")         \
  X(EndWaived, "end_waived", kModify | kYesNo,                                            \
    "does this game-end condition end nothing (cause: workers|city|vp; usually a pack "   \
    "rule)")                                                                              \
  X(FinalScore, "final_score", kScore, "VP at the end of the game (seat)")

enum class HookEvent : std::uint8_t {
#define GOV_X(e, name, kinds, doc) e,
  GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
};

inline constexpr int kEventCount = 0
#define GOV_X(e, name, kinds, doc) +1
    GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
    ;

struct HookEventInfo {
  HookEvent event;
  std::string_view name;
  std::uint8_t kinds;
  std::string_view doc;
};

inline constexpr HookEventInfo kHookEvents[] = {
#define GOV_X(e, name, kinds, doc) {HookEvent::e, name, static_cast<std::uint8_t>(kinds), doc},
    GOV_HOOK_EVENTS(GOV_X)
#undef GOV_X
};

inline std::string_view event_name(HookEvent e) {
  return kHookEvents[static_cast<int>(e)].name;
}

inline std::optional<HookEvent> event_from_name(std::string_view name) {
  for (const auto& info : kHookEvents)
    if (info.name == name) return info.event;
  return std::nullopt;
}

}  // namespace gov
