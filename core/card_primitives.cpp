// The card moves of Primitives (core/primitives.hpp, "Cards"): kept apart from the
// Puerto Rico components' moves, which a game without cards never calls.
#include <fmt/format.h>

#include "core/cards.hpp"
#include "core/primitives.hpp"

namespace gov {

namespace {
[[noreturn]] void fail(const std::string& why) {
  throw HookError(why);
}

// Whether every seat sees the kinds of the cards at `code` (a spectator, who owns nothing,
// sees only what everyone does).
bool shown_to_all(const Ruleset& r, std::uint8_t code) {
  return sees_kinds(r, code, -1);
}
}  // namespace

// A card turned face up for every seat is news for the journal (the gold mine's four cards
// are turned up and may be discarded in the same action, so no view ever shows them). A
// build is told by its Building event instead.
void Primitives::note_shown(int card, std::uint8_t from, std::uint8_t to) {
  const auto& cr = rules_.cards;
  if (!shown_to_all(rules_, to) || shown_to_all(rules_, from)) return;
  const Id zone = cr.place[to].zone;
  if (zone != kNone && cr.zones[zone].role == ZoneRole::Built) return;
  GameEvent e;
  e.kind = EventKind::CardShown;
  e.seat = cr.place[to].seat;
  e.what = cr.card_kind[static_cast<std::size_t>(card)];
  e.amount = 1;
  record(e);
}

void Primitives::note_moved() {
  if (cause_.kind != CauseKind::Building && cause_.kind != CauseKind::PackRule) return;
  GameEvent e;
  e.kind = EventKind::CardMoved;
  e.amount = 1;
  record(e);
}

int Primitives::draw_card(std::uint8_t to) {
  const auto& cr = rules_.cards;
  const std::uint8_t draw = cr.code_of_role(ZoneRole::Draw);
  CardSet pile = game_cards_at(rules_, s_, draw);
  if (pile.empty() && cr.role_zone[static_cast<int>(ZoneRole::Discard)] != kNone) {
    // The reshuffle: the discard pile becomes the draw pile. No order to shuffle: every
    // draw picks at random (core/cards.hpp).
    pile = game_cards_at(rules_, s_, cr.code_of_role(ZoneRole::Discard));
    pile.each([&](int i) { s_.card_at[static_cast<std::size_t>(i)] = draw; });
  }
  const CardSet::Ranks ranks(pile);  // counted once, for the count and the pick
  const int left = ranks.count();
  if (left == 0) return -1;
  // The pick-th card of the pile in card order.
  const int card = ranks.nth(static_cast<int>(s_.rng.below(static_cast<std::uint32_t>(left))));
  s_.card_at[static_cast<std::size_t>(card)] = to;
  if (recording()) {
    note_shown(card, draw, to);
    note_moved();
  }
  return card;
}

int Primitives::move_card_of_kind(Id kind, std::uint8_t from, std::uint8_t to) {
  const int card = card_of_kind_at(rules_, s_, from, kind);
  if (card < 0)
    fail(fmt::format("no {} card there", kind < rules_.buildings.size() ? rules_.buildings[kind].id
                                                                        : std::string("such")));
  move_card(card, to);
  return card;
}

void Primitives::move_card(int card, std::uint8_t to) {
  if (card < 0 || card >= rules_.cards.count()) fail(fmt::format("no card {}", card));
  if (rules_.cards.place[to].zone == kNone) fail(fmt::format("no zone has code {}", to));
  const std::uint8_t from = s_.card_at[static_cast<std::size_t>(card)];
  s_.card_at[static_cast<std::size_t>(card)] = to;
  if (recording()) {
    note_shown(card, from, to);
    note_moved();
  }
}

int Primitives::build_card(int seat, Id kind, std::uint8_t from) {
  auto& st = s_.seat(seat);
  const auto& def = rules_.buildings[kind];
  if (st.city_spaces_used + def.spaces > rules_.settings.city_spaces ||
      st.num_buildings >= kMaxCitySpaces)
    fail("the city is full");
  const int slot = st.num_buildings;
  move_card_of_kind(kind, from, rules_.cards.code_of_role(ZoneRole::Built, seat, slot));
  add_to_city(st, kind);
  st.city_spaces_used = static_cast<std::uint8_t>(st.city_spaces_used + def.spaces);
  if (st.city_spaces_used >= rules_.settings.city_spaces) end_condition(kEndCity);
  return slot;
}

void Primitives::cover_building(int seat, int slot, Id kind, std::uint8_t from,
                                std::uint8_t covered_to) {
  auto& st = s_.seat(seat);
  if (slot < 0 || slot >= st.num_buildings) fail(fmt::format("no building in slot {}", slot));
  const std::uint8_t here = rules_.cards.code_of_role(ZoneRole::Built, seat, slot);
  const int old = card_of_kind_at(rules_, s_, here, st.city[slot].type);
  if (old < 0) fail("cover_building: the slot holds no card");
  const int extra = rules_.buildings[kind].spaces - rules_.buildings[st.city[slot].type].spaces;
  if (st.city_spaces_used + extra > rules_.settings.city_spaces) fail("the city is full");
  move_card(old, covered_to);
  move_card_of_kind(kind, from, here);
  st.city[slot] = BuildingSlot{kind, {}, {}};
  st.city_spaces_used = static_cast<std::uint8_t>(st.city_spaces_used + extra);
  // city_types is a set only ever added to: rebuilt, since a type may have left the city.
  st.city_types = BuildingTypes{};
  for (int b = 0; b < st.num_buildings; ++b) st.city_types.add(st.city[b].type);
}

}  // namespace gov
