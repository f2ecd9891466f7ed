// A new game from the setup table for the player count: supplies, ships, role cards,
// starting tiles (taken out of the tile pool before it is shuffled), the face-up display.
#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/did_you_mean.hpp"
#include "core/draft.hpp"
#include "core/engine.hpp"
#include "core/primitives.hpp"
#include "core/round_start.hpp"

namespace gov {

void engine_run_to_decision(const Ruleset& rules, HookHost* hooks, State& s, DrawHook* draws);

namespace {

const StartVariant* variant_of(const Ruleset& rules, const std::string& id) {
  if (id.empty()) return nullptr;
  if (auto error = start_variant_error(rules, id); !error.empty())
    throw std::invalid_argument(error);
  return rules.cards.start_variant(id);
}

// A card game's start (core/card_rules.hpp): its buildings are its cards, so none waits in
// a building supply; every card starts in the draw pile, then each seat in turn from the
// governor builds the starting kinds out of it and draws its hand (with a start variant,
// `hand_per_position` more a place of its turn: the governor's place is 1).
void deal_cards_into(const Ruleset& rules, State& s, const StartVariant* variant) {
  const auto& cr = rules.cards;
  s.building_supply.fill(0);
  const std::uint8_t draw = cr.code_of_role(ZoneRole::Draw);
  for (int i = 0; i < cr.count(); ++i) s.card_at[static_cast<std::size_t>(i)] = draw;
  Primitives prims(rules, s, nullptr);
  for (int seat = 0; seat < s.num_players; ++seat)
    for (Id kind : cr.start_built) prims.build_card(seat, kind, draw);
  for (int seat = 0; seat < s.num_players; ++seat) {
    const int place = (seat - s.governor + s.num_players) % s.num_players + 1;
    const int hand = cr.start_hand + (variant ? place * variant->hand_per_position : 0);
    for (int n = 0; n < hand; ++n) prims.draw_card(cr.code_of_role(ZoneRole::Hand, seat));
  }
  // The price tiles, shuffled face down (seed 004: « Les 5 tuiles Comptoir de vente sont
  // mélangées et placées faces cachées en une pile »).
  const int tiles = static_cast<int>(cr.price_tiles.size());
  for (int i = 0; i < tiles; ++i)
    s.price_tiles[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
  for (int i = tiles - 1; i > 0; --i)
    std::swap(s.price_tiles[static_cast<std::size_t>(i)],
              s.price_tiles[s.rng.below(static_cast<std::uint32_t>(i + 1))]);
}

}  // namespace

std::string start_variant_error(const Ruleset& rules, std::string_view id) {
  if (id.empty() || (rules.cards.start_variant(id) && !rules.draft.enabled)) return {};
  if (rules.cards.start_variant(id)) return "a start variant cannot be combined with a setup draft";
  const auto& declared = rules.cards.start_variants;
  if (declared.empty())
    return fmt::format("these packs declare no start variant (asked for '{}')", id);
  std::vector<std::string> ids;
  for (const auto& v : declared) ids.push_back(v.id);
  return fmt::format("no start variant '{}' in these packs{}; they declare: {}", id,
                     did_you_mean(id, ids), fmt::join(ids, ", "));
}

State Engine::new_game(int players, std::uint64_t seed, const GameOptions& options) const {
  const SetupTable* setup = rules_.setup_for(players);
  if (!setup)
    throw std::invalid_argument(
        fmt::format("no setup table for {} players in these packs", players));
  State s;
  s.num_players = static_cast<std::uint8_t>(players);
  s.rng = Rng::seeded(seed);
  s.vp_supply = setup->vp_chips;
  for (int k = 0; k < kMaxWorkerKinds; ++k) {
    s.worker_supply[k] = static_cast<std::uint16_t>(setup->worker_supply[k]);
    s.ship_workers[k] = static_cast<std::uint8_t>(setup->ship_workers[k]);
  }
  for (int g = 0; g < static_cast<int>(rules_.goods.size()); ++g)
    s.goods_supply[g] = static_cast<std::uint8_t>(setup->goods[g]);
  for (int b = 0; b < static_cast<int>(rules_.buildings.size()); ++b)
    s.building_supply[b] = static_cast<std::uint8_t>(rules_.copies_of(static_cast<Id>(b), players));
  for (int i = 0; i < players; ++i) s.seat(i).coins = setup->coins;
  const StartVariant* variant = variant_of(rules_, options.variant);
  if (rules_.cards.enabled()) deal_cards_into(rules_, s, variant);

  std::array<int, kMaxTileKinds> pool{};
  for (int k = 0; k < static_cast<int>(rules_.tile_kinds.size()); ++k) {
    if (rules_.tile_kinds[k].open_pile)
      s.open_pile[k] = static_cast<std::uint8_t>(setup->tiles[k]);
    else
      pool[k] = setup->tiles[k];
  }
  Primitives prims(rules_, s, nullptr);
  prims.set_draw_hook(draws_);
  for (int i = 0; i < static_cast<int>(setup->starting_tiles.size()) && i < players; ++i) {
    const Id kind = setup->starting_tiles[i];
    if (pool[kind] > 0) --pool[kind];
    prims.place_tile(i, kind);
  }
  for (int k = 0; k < static_cast<int>(rules_.tile_kinds.size()); ++k)
    for (int n = 0; n < pool[k]; ++n) s.stack[s.stack_size++] = static_cast<std::uint8_t>(k);
  for (int i = s.stack_size - 1; i > 0; --i) {
    const int j = static_cast<int>(s.rng.below(static_cast<std::uint32_t>(i + 1)));
    std::swap(s.stack[i], s.stack[j]);
  }
  for (int i = 0; i < setup->face_up && i < kMaxFaceUp; ++i) {
    const Id k = prims.draw_from_stack();
    if (k == kNone) break;
    s.face_up[s.face_up_count++] = k;
  }

  for (int cap : setup->ship_capacities)
    s.ships[s.num_ships++] = Ship{static_cast<std::uint8_t>(cap), kNone, 0};
  for (Id role : setup->roles) s.roles[s.num_roles++] = RoleCard{role, 0, kNone};
  s.stage = Stage::ChooseRole;
  if (!rules_.draft.enabled && !options.drafted.empty())
    throw std::invalid_argument("these packs have no setup draft to name building types for");
  if (rules_.draft.enabled) {
    start_draft(rules_, s);
    for (Id b : options.drafted) {
      ActionList l;
      if (s.stage == Stage::Draft) legal_draft(rules_, s, l);
      const bool legal = std::any_of(l.begin(), l.end(), [b](const Action& a) { return a.a == b; });
      if (!legal)
        throw std::invalid_argument(fmt::format(
            "building type {} cannot be drafted: not in the draft pool, its slot is full, "
            "or it is excluded by one already drafted",
            std::size_t{b} < rules_.buildings.size() ? rules_.buildings[b].id : std::to_string(b)));
      apply_draft(rules_, s, b);
    }
    while (options.random_draft && s.stage == Stage::Draft) {
      ActionList l;
      legal_draft(rules_, s, l);
      apply_draft(rules_, s, l[s.rng.below(static_cast<std::uint32_t>(l.size()))].a);
    }
  }
  // The variant's keep, before the first role: a round start of its own (round_start.hpp).
  if (variant) round_start::begin_start_keep(s, variant->keep);
  engine_run_to_decision(rules_, hooks_, s, draws_);
  return s;
}

}  // namespace gov
