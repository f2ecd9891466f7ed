#include "core/cards.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/memory_sight.hpp"

namespace gov {

int cards_at(const Ruleset&, const State& s, std::uint8_t code) {
  // Over every slot, not the game's cards only: a fixed count of bytes the compiler turns
  // into a few vector compares (the hottest scan of a card game). The slots past the
  // game's cards hold 0, which no zone has.
  if (code == 0) return 0;
  static_assert(kMaxCards <= 255, "the count fits a byte");
#if defined(__SSE2__)
  // Written out: -O2 vectorises the byte loop below but keeps its 8 steps a loop. Each
  // compare gives -1 a byte where the card lies there; the 8 summed give minus the count
  // per byte (at most 8), added across bytes by psadbw.
  static_assert(kMaxCards == 128, "8 blocks of 16 bytes");
  const __m128i want = _mm_set1_epi8(static_cast<char>(code));
  const auto* p = reinterpret_cast<const __m128i*>(s.card_at.data());
  const auto eq = [&](int q) { return _mm_cmpeq_epi8(_mm_loadu_si128(p + q), want); };
  const __m128i minus =
      _mm_add_epi8(_mm_add_epi8(_mm_add_epi8(eq(0), eq(1)), _mm_add_epi8(eq(2), eq(3))),
                   _mm_add_epi8(_mm_add_epi8(eq(4), eq(5)), _mm_add_epi8(eq(6), eq(7))));
  const __m128i zero = _mm_setzero_si128();
  const __m128i sums = _mm_sad_epu8(_mm_sub_epi8(zero, minus), zero);
  return _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
#else
  std::uint8_t n = 0;
  for (std::size_t i = 0; i < kMaxCards; ++i)
    n = static_cast<std::uint8_t>(n + (s.card_at[i] == code));
  return n;
#endif
}

int card_of_kind_at(const Ruleset& r, const State& s, std::uint8_t code, Id kind) {
  int found = -1;
  const CardSet at = game_cards_at(r, s, code);
  for (int w = 0; w < 2 && found < 0; ++w)
    for (std::uint64_t bits = at.words[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1) {
      const int i = w * 64 + std::countr_zero(bits);
      if (r.cards.card_kind[static_cast<std::size_t>(i)] == kind) {
        found = i;
        break;
      }
    }
  return found;
}

KindCounts kind_counts(const Ruleset& r, const State& s, std::uint8_t code) {
  KindCounts n{};
  game_cards_at(r, s, code).each([&](int i) {
    ++n[r.cards.card_kind[static_cast<std::size_t>(i)]];
  });
  return n;
}

std::uint64_t kinds_present(const Ruleset& r, const State& s, std::uint8_t code) {
  static_assert(kMaxBuildings <= 64, "a bit per kind in one word");
  std::uint64_t kinds = 0;
  game_cards_at(r, s, code).each([&](int i) {
    kinds |= std::uint64_t{1} << (r.cards.card_kind[static_cast<std::size_t>(i)] & 63);
  });
  return kinds;
}

std::vector<int> kinds_at(const Ruleset& r, const State& s, std::uint8_t code) {
  std::vector<int> n(r.buildings.size(), 0);
  game_cards_at(r, s, code).each([&](int i) {
    ++n[r.cards.card_kind[static_cast<std::size_t>(i)]];
  });
  return n;
}

namespace {

bool may_see(Sight sight, Id owner, int viewer) {
  switch (sight) {
    case Sight::Everyone:
      return true;
    case Sight::Owner:
      return viewer >= 0 && owner != kNone && owner == viewer;
    case Sight::Nobody:
      return false;
  }
  return false;
}

ZoneView view_at(const Ruleset& r, const State& s, std::uint8_t code, int viewer) {
  const CardPlace& p = r.cards.place[code];
  ZoneView v{p.zone, p.seat, p.slot, -1, false, {}};
  const ZoneDef& z = r.cards.zones[p.zone];
  v.kinds_visible = may_see(z.sees, p.seat, viewer);
  if (may_see(z.count, p.seat, viewer) || v.kinds_visible) v.count = cards_at(r, s, code);
  if (v.kinds_visible)
    for (int i = 0; i < r.cards.count(); ++i)
      if (s.card_at[static_cast<std::size_t>(i)] == code)
        v.kinds.push_back(r.cards.card_kind[static_cast<std::size_t>(i)]);
  std::sort(v.kinds.begin(), v.kinds.end());
  return v;
}

}  // namespace

bool sees_kinds(const Ruleset& r, std::uint8_t code, int viewer) {
  const ZoneDef* z = r.cards.zone_of_code(code);
  return z && may_see(z->sees, r.cards.place[code].seat, viewer);
}

bool sees_count(const Ruleset& r, std::uint8_t code, int viewer) {
  const ZoneDef* z = r.cards.zone_of_code(code);
  return z && (may_see(z->count, r.cards.place[code].seat, viewer) ||
               may_see(z->sees, r.cards.place[code].seat, viewer));
}

std::vector<ZoneView> view_cards(const Ruleset& r, const State& s, int viewer) {
  std::vector<ZoneView> out;
  const auto& cr = r.cards;
  for (std::size_t z = 0; z < cr.zones.size(); ++z) {
    const auto zone = static_cast<Id>(z);
    const auto add = [&](std::uint8_t code) {
      ZoneView v = view_at(r, s, code, viewer);
      // An empty zone of a seat or a slot is left out only when its emptiness is public.
      if (cr.zones[z].of != ZoneScope::Game && v.count == 0) return;
      out.push_back(std::move(v));
    };
    switch (cr.zones[z].of) {
      case ZoneScope::Game:
        add(cr.code(zone));
        break;
      case ZoneScope::Seat:
        for (int seat = 0; seat < s.num_players; ++seat) add(cr.code(zone, seat));
        break;
      case ZoneScope::Building:
        for (int seat = 0; seat < s.num_players; ++seat)
          for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot)
            add(cr.code(zone, seat, slot));
        break;
    }
  }
  return out;
}

int card_tiebreak(const Ruleset& r, const State& s, int seat) {
  const auto& cr = r.cards;
  int n = cards_at(r, s, cr.code_of_role(ZoneRole::Hand, seat));
  if (cr.role_zone[static_cast<int>(ZoneRole::Goods)] != kNone)
    for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot)
      n += cards_at(r, s, cr.code_of_role(ZoneRole::Goods, seat, slot));
  return n;
}

void resample_hidden(const Ruleset& r, State& s, int viewer, Rng& rng) {
  std::vector<std::size_t> hidden;
  std::vector<std::uint8_t> places;
  for (int i = 0; i < r.cards.count(); ++i) {
    const auto c = static_cast<std::size_t>(i);
    if (!sees_kinds(r, s.card_at[c], viewer)) {
      hidden.push_back(c);
      places.push_back(s.card_at[c]);
    }
  }
  // Fisher-Yates over the places: each hidden card gets a random hidden place, and every
  // place keeps as many cards as it had. The places are sorted first, so the sample depends
  // only on what the seat may know (which places hold how many unseen cards), never on
  // which unseen card lies where: two States the seat cannot tell apart give the same one.
  std::sort(places.begin(), places.end());
  for (std::size_t i = places.size(); i > 1; --i)
    std::swap(places[i - 1], places[rng.below(static_cast<std::uint32_t>(i))]);
  for (std::size_t i = 0; i < hidden.size(); ++i) s.card_at[hidden[i]] = places[i];
  // The price tiles not turned up yet lie in an order nobody has seen: once all but one
  // were turned, the last is known too.
  const auto tiles = r.cards.price_tiles.size();
  if (s.price_tiles_turned + 1U < tiles) {
    // Sorted first for the same reason as the places.
    std::sort(s.price_tiles.begin() + s.price_tiles_turned, s.price_tiles.begin() + tiles);
    for (std::size_t i = tiles; i > s.price_tiles_turned + 1U; --i)
      std::swap(s.price_tiles[i - 1],
                s.price_tiles[s.price_tiles_turned +
                              rng.below(static_cast<std::uint32_t>(i - s.price_tiles_turned))]);
  }
  // Memory the seat may not see (a building's `memory_sight`): 0, as in its views.
  hide_memory(r, s, viewer);
  s.rng = Rng::seeded(rng.next());
}

std::vector<std::string> check_card_invariants(const Ruleset& r, const State& s) {
  std::vector<std::string> bad;
  const auto& cr = r.cards;
  for (std::size_t i = static_cast<std::size_t>(cr.count()); i < s.card_at.size(); ++i)
    if (s.card_at[i] != 0) bad.push_back(fmt::format("card {}: past the game's cards", i));
  int placed = 0;
  for (int i = 0; i < cr.count(); ++i) {
    const auto code = s.card_at[static_cast<std::size_t>(i)];
    const CardPlace& p = cr.place[code];
    if (p.zone == kNone) {
      bad.push_back(fmt::format("card {}: nowhere (code {})", i, code));
      continue;
    }
    if (p.seat != kNone && p.seat >= s.num_players) {
      bad.push_back(fmt::format("card {}: at seat {} of {}", i, p.seat + 1, s.num_players));
      continue;
    }
    if (p.slot != kNone && p.slot >= s.seat(p.seat).num_buildings &&
        cr.zones[p.zone].role != ZoneRole::Built) {
      bad.push_back(fmt::format("card {}: at slot {} of an unbuilt space", i, p.slot));
      continue;
    }
    ++placed;
  }
  if (placed != cr.count())
    bad.push_back(fmt::format("cards: {} accounted for, the game has {}", placed, cr.count()));
  const Id built = cr.role_zone[static_cast<int>(ZoneRole::Built)];
  if (built == kNone) return bad;
  for (int seat = 0; seat < s.num_players; ++seat) {
    const auto& st = s.seat(seat);
    for (int slot = 0; slot < kMaxCitySpaces; ++slot) {
      const auto code = cr.code(built, seat, slot);
      int n = 0;
      Id kind = kNone;
      for (int i = 0; i < cr.count(); ++i)
        if (s.card_at[static_cast<std::size_t>(i)] == code) {
          ++n;
          kind = cr.card_kind[static_cast<std::size_t>(i)];
        }
      const bool used = slot < st.num_buildings;
      if (n != (used ? 1 : 0) || (used && kind != st.city[slot].type))
        bad.push_back(
            fmt::format("seat {} city slot {}: {} card(s), not its building", seat + 1, slot, n));
    }
  }
  // A good lies on a production building, one at a time (seed 004: « il ne peut y avoir
  // qu'une seule marchandise à la fois sur un bâtiment de production »).
  const Id goods = cr.role_zone[static_cast<int>(ZoneRole::Goods)];
  if (goods == kNone) return bad;
  for (int seat = 0; seat < s.num_players; ++seat)
    for (int slot = 0; slot < s.seat(seat).num_buildings; ++slot) {
      const int n = cards_at(r, s, cr.code(goods, seat, slot));
      const bool makes = r.buildings[s.seat(seat).city[slot].type].produces != kNone;
      if (n > (makes ? 1 : 0))
        bad.push_back(fmt::format("seat {} city slot {}: {} goods", seat + 1, slot, n));
    }
  return bad;
}

}  // namespace gov
