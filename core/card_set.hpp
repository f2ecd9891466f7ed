// A set of cards (a bit per card of State::card_at) and the two scans that make one: the
// cards lying at one location code, or at any code of a range (a seat's goods: the codes
// of its city slots in one zone are consecutive, core/card_rules.cpp). The readers of
// card zones (core/cards.hpp, the card mechanics, the ctx card methods) walk the bits of
// a set instead of the 128 bytes: a hand or a pile holds a few cards, and a listing scans
// zones many times. Where SSE2 is there (every x86-64) a scan is 8 compares of 16 bytes;
// elsewhere a byte loop. Both give the same set (tests/core/card_set_test.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "core/state.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gov {

static_assert(kMaxCards == 128, "a card set is two 64-bit words");

// The running bit counts of a word's bytes: byte b of the result counts the bits set in
// bytes 0..b (at most 64: no byte overflows). std::popcount is a library call on the
// baseline x86-64 this builds for (no POPCNT instruction); the shifts and masks are a few
// cycles, inline.
constexpr std::uint64_t byte_sums(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return x * 0x0101010101010101ULL;
}
// Bits set in a word.
constexpr int bit_count(std::uint64_t x) {
  return static_cast<int>(byte_sums(x) >> 56);
}

struct CardSet {
  std::array<std::uint64_t, 2> words{};

  int count() const { return bit_count(words[0]) + bit_count(words[1]); }
  bool empty() const { return (words[0] | words[1]) == 0; }
  bool has(int card) const {
    return ((words[static_cast<unsigned>(card) >> 6] >> (card & 63)) & 1U) != 0;
  }
  // The lowest card of the set, or -1.
  int first() const {
    if (words[0] != 0) return std::countr_zero(words[0]);
    if (words[1] != 0) return 64 + std::countr_zero(words[1]);
    return -1;
  }
  // The card of rank `k` (0: the lowest), or -1 when the set has k cards or fewer. A draw
  // pile holds dozens of cards: the byte holding it is found from the running bit counts
  // of the bytes, then the bit within it.
  int nth(int k) const { return Ranks(*this).nth(k); }
  // The same with the running bit counts of both words kept (a draw counts the pile, then
  // picks in it: one count for both).
  struct Ranks {
    std::uint64_t bits[2];
    std::uint64_t sums[2];  // byte b: the bits of bytes 0..b of the word
    explicit Ranks(const CardSet& set)
        : bits{set.words[0], set.words[1]},
          sums{byte_sums(set.words[0]), byte_sums(set.words[1])} {}
    int low_count() const { return static_cast<int>(sums[0] >> 56); }
    int count() const { return low_count() + static_cast<int>(sums[1] >> 56); }
    int nth(int k) const {
      if (k < 0) return -1;
      const int w = k < low_count() ? 0 : 1;
      if (w == 1) {
        k -= low_count();
        if (k >= static_cast<int>(sums[1] >> 56)) return -1;
      }
      const std::uint64_t sum = sums[w];
      // The running counts only grow: the byte holding it is the first whose count passes
      // k. Each count is at most 64, so (count | 0x80) - (k + 1) borrows from no other
      // byte and keeps its high bit exactly where the count passes k.
      constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
      constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
      const std::uint64_t passed =
          ((sum | kHigh) - static_cast<std::uint64_t>(k + 1) * kOnes) & kHigh;
      const int b = std::countr_zero(passed) >> 3;
      if (b > 0) k -= static_cast<int>((sum >> (8 * (b - 1))) & 0xFF);
      std::uint64_t byte = (bits[w] >> (8 * b)) & 0xFF;
      for (; k > 0; --k) byte &= byte - 1;
      return w * 64 + 8 * b + std::countr_zero(byte);
    }
  };
  // Calls fn(card) for each card, lowest first.
  template <class Fn>
  void each(Fn&& fn) const {
    for (int w = 0; w < 2; ++w)
      for (std::uint64_t bits = words[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1)
        fn(w * 64 + std::countr_zero(bits));
  }
  CardSet operator&(const CardSet& o) const {
    return {{words[0] & o.words[0], words[1] & o.words[1]}};
  }
  bool operator==(const CardSet&) const = default;
};

namespace detail {
// first_cards(n) for every n, made once: every scan of a card game's zone masks with it.
inline constexpr std::array<CardSet, kMaxCards + 1> kFirstCards = [] {
  const auto low = [](int k) {
    return k >= 64 ? ~std::uint64_t{0} : k <= 0 ? std::uint64_t{0} : (std::uint64_t{1} << k) - 1;
  };
  std::array<CardSet, kMaxCards + 1> t{};
  for (int n = 0; n <= kMaxCards; ++n) t[static_cast<std::size_t>(n)] = {{low(n), low(n - 64)}};
  return t;
}();
}  // namespace detail

// Cards 0..n-1 (n <= kMaxCards): the cards of a game of n cards (none below 0, all above
// kMaxCards).
inline CardSet first_cards(int n) {
  return detail::kFirstCards[static_cast<std::size_t>(std::clamp(n, 0, kMaxCards))];
}

// The reference scans, a byte at a time (also the fallback without SSE2).
inline CardSet cards_at_bytes(const State& s, std::uint8_t code) {
  CardSet out;
  for (std::size_t i = 0; i < kMaxCards; ++i)
    if (s.card_at[i] == code) out.words[i >> 6] |= std::uint64_t{1} << (i & 63);
  return out;
}
inline CardSet cards_in_bytes(const State& s, std::uint8_t lo, int n) {
  CardSet out;
  for (std::size_t i = 0; i < kMaxCards; ++i)
    if (s.card_at[i] - lo >= 0 && s.card_at[i] - lo < n)
      out.words[i >> 6] |= std::uint64_t{1} << (i & 63);
  return out;
}

// The cards lying at `code`. The slots past the game's cards hold 0, which no zone has;
// callers that index per-card tables with the result keep to the game's cards
// (first_cards), so that a broken State reads no table past its end.
inline CardSet cards_set_at(const State& s, std::uint8_t code) {
#if defined(__SSE2__)
  const __m128i want = _mm_set1_epi8(static_cast<char>(code));
  const auto* p = reinterpret_cast<const __m128i*>(s.card_at.data());
  // The 16 bits of bytes [16q, 16q + 16), written out: the build's -O2 does not unroll a
  // loop, and its counting was a third of a scan.
  const auto at = [&](int q) {
    return std::uint64_t{static_cast<std::uint32_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(p + q), want)))};
  };
  return {{at(0) | at(1) << 16 | at(2) << 32 | at(3) << 48,
           at(4) | at(5) << 16 | at(6) << 32 | at(7) << 48}};
#else
  return cards_at_bytes(s, code);
#endif
}

// The cards lying at a code in [lo, lo + n) (1 <= lo, n >= 1, lo + n <= 256).
inline CardSet cards_set_in(const State& s, std::uint8_t lo, int n) {
#if defined(__SSE2__)
  // x - lo (wrapping) < n, unsigned: min(x - lo, n - 1) == x - lo.
  const __m128i base = _mm_set1_epi8(static_cast<char>(lo));
  const __m128i top = _mm_set1_epi8(static_cast<char>(n - 1));
  const auto* p = reinterpret_cast<const __m128i*>(s.card_at.data());
  const auto in = [&](int q) {  // written out, as in cards_set_at
    const __m128i d = _mm_sub_epi8(_mm_loadu_si128(p + q), base);
    return std::uint64_t{
        static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(d, top), d)))};
  };
  return {{in(0) | in(1) << 16 | in(2) << 32 | in(3) << 48,
           in(4) | in(5) << 16 | in(6) << 32 | in(7) << 48}};
#else
  return cards_in_bytes(s, lo, n);
#endif
}

}  // namespace gov
