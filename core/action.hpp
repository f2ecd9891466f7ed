// Actions: small structured values with one canonical text form (docs/actions.md).
//
//   pass                              decline (where declining is allowed)
//   role <role> [<n>]                 take a role card (n: which copy, when copies differ)
//   settle <tile>                     take a face-up or open-pile tile onto the island
//   take <worker>                     take a worker (mayor privilege; a choice of kind)
//   place <worker> <tile|building>    put a worker on an empty circle
//   build <building>                  build
//   craft <good>                      craftsman privilege: one more barrel of a kind produced
//   sell <good>                       sell one barrel to the trading house
//   ship <good> <capacity>            load a ship (ships are named by capacity)
//   store <good>                      after shipping: keep every barrel of a kind
//   keep <good>                       after shipping: keep one barrel
//   use <building> [<arg>...]         a building power offered at this point
//   draft <building>                  setup draft: put a building type into the game
//   pick <building>                   card games: keep one of the cards drawn and looked at
//   discard <building>                card games: discard one card of that kind
//   done                              card games: stop choosing (where stopping is allowed)
//   pay <building>                    card games: pay one card of that kind from the hand
//   produce <good>                    card games: lay a good on an empty building making it
#pragma once

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/limits.hpp"

namespace gov {

struct Ruleset;

// The action types with their verbs (the first word of the canonical text), named once:
// the enum, Engine::to_text and the views' `verb` (session/describe.hpp) read this list.
// The order is the canonical order of actions (order_key): never reorder it.
#define GOV_ACTION_TYPES(X) \
  X(Pass, "pass")           \
  X(Role, "role")           \
  X(Settle, "settle")       \
  X(Take, "take")           \
  X(Place, "place")         \
  X(Build, "build")         \
  X(Craft, "craft")         \
  X(Sell, "sell")           \
  X(Ship, "ship")           \
  X(Store, "store")         \
  X(Keep, "keep")           \
  X(Use, "use")             \
  X(Draft, "draft")         \
  X(Pick, "pick")           \
  X(Discard, "discard")     \
  X(Done, "done")           \
  X(Pay, "pay")             \
  X(Produce, "produce")     \
  X(Cover, "cover")

enum class ActionType : std::uint8_t {
#define GOV_ACTION_ENUM(name, verb) name,
  GOV_ACTION_TYPES(GOV_ACTION_ENUM)
#undef GOV_ACTION_ENUM
};

constexpr std::string_view action_verb(ActionType t) {
  switch (t) {
#define GOV_ACTION_VERB(name, verb) \
  case ActionType::name:            \
    return verb;
    GOV_ACTION_TYPES(GOV_ACTION_VERB)
#undef GOV_ACTION_VERB
  }
  return "?";
}

// Kind of an argument of a `use` action.
enum class ArgTag : std::uint8_t { None, Good, Tile, Building, Worker, Role, Number };

struct Action {
  ActionType type = ActionType::Pass;
  // Operands by type:
  //   Role: a = card index, b = copy ordinal (0 = first) shown when copies differ
  //   Settle: a = tile kind        Take: a = worker kind
  //   Place: a = worker kind, b = 0 tile / 1 building, c = tile kind or building
  //   Build, Draft, Pick, Discard, Pay: a = building (a card kind)   Done: none
  //   Cover: a = the building (kind) of the seat's city the card being built goes over
  //   Craft, Sell, Store, Keep, Produce: a = good
  //   Ship: a = good, b = ship index
  //   Use: a = building, b, c = arguments, tags = ArgTag of b | ArgTag of c << 4
  Id a = 0;
  Id b = 0;
  Id c = 0;
  std::uint8_t tags = 0;

  static Action pass() { return {}; }
  static Action make(ActionType t, Id a = 0, Id b = 0, Id c = 0, std::uint8_t tags = 0) {
    return Action{t, a, b, c, tags};
  }
  ArgTag tag_b() const { return static_cast<ArgTag>(tags & 0x0F); }
  ArgTag tag_c() const { return static_cast<ArgTag>(tags >> 4); }

  // The canonical order of actions: by type, then a, b, c, tags (the members' order), as
  // one integer compare (listings are sorted and searched at every decision): the first
  // four bytes read big-endian, then the tags.
  std::uint64_t order_key() const {
    std::uint32_t head;
    std::memcpy(&head, this, sizeof head);  // type, a, b, c
    return std::uint64_t{__builtin_bswap32(head)} << 8 | tags;
  }
  bool operator==(const Action&) const = default;
  friend std::strong_ordering operator<=>(const Action& x, const Action& y) {
    return x.order_key() <=> y.order_key();
  }
};

static_assert(sizeof(Action) == 5 && offsetof(Action, a) == 1 && offsetof(Action, c) == 3 &&
                  offsetof(Action, tags) == 4 && std::is_trivially_copyable_v<Action>,
              "Action::order_key reads type, a, b, c as four consecutive bytes");

using ActionList = std::vector<Action>;

// Puts a listing in canonical order (sorted, without duplicates) when its part from `from`
// on breaks it; the part before `from` is taken to be in order already. One pass checks.
inline void keep_canonical(ActionList& out, std::size_t from = 0) {
  if (out.size() <= std::max<std::size_t>(from, 1)) return;  // nothing added, or one alone
  const auto start = out.begin() + static_cast<std::ptrdiff_t>(from > 0 ? from - 1 : 0);
  const auto out_of_order = std::adjacent_find(
      start, out.end(),
      [](const Action& x, const Action& y) { return x.order_key() >= y.order_key(); });
  if (out_of_order == out.end()) return;
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

}  // namespace gov
