// The answers of hook questions that read nothing of the game (scripting/answer_memo.hpp).
#include "scripting/answer_memo.hpp"

#include <cstring>

namespace gov::lua {

MemoKey memo_key(const HookCall& call, Id owner, int players) {
  MemoKey k;
  std::uint8_t* p = k.bytes.data();
  auto put = [&p](const void* from, std::size_t n) {
    std::memcpy(p, from, n);
    p += n;
  };
  const auto kind = static_cast<std::uint8_t>(call.kind);
  const auto event = static_cast<std::uint8_t>(call.event);
  const auto seats = static_cast<std::uint8_t>(players);
  const std::int32_t value = call.kind == CallKind::Modify ? call.value_in : 0;  // the fold in
  put(&call.building, 1);
  put(&event, 1);
  put(&kind, 1);
  put(&owner, 1);
  put(&seats, 1);
  put(&value, 4);
  const EventArgs& a = *call.args;
  for (const Id id : {a.seat, a.role, a.good, a.tile, a.building, a.slot, a.worker}) put(&id, 1);
  const std::int32_t amount = a.amount;
  put(&amount, 4);
  put(&a.via, 1);
  put(a.per_good.data(), a.per_good.size());
  const std::uint8_t follow_up = a.follow_up ? 1 : 0;
  put(&follow_up, 1);
  return k;
}

bool MemoKey::operator==(const MemoKey& o) const {
  for (std::size_t i = 0; i < bytes.size(); i += 8) {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    std::memcpy(&a, bytes.data() + i, 8);
    std::memcpy(&b, o.bytes.data() + i, 8);
    if (a != b) return false;
  }
  return true;
}

// A word at a time with a multiply-xorshift mix (the finalizer of splitmix64): a key is
// hashed at every lookup, and the library's byte-wise hash cost about 75 instructions of
// one. Equal keys still decide a hit (operator==); the hash only spreads them.
std::size_t AnswerMemo::hash(const MemoKey& k) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (std::size_t i = 0; i < k.bytes.size(); i += 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, k.bytes.data() + i, 8);
    h = (h ^ w) * 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 31;
  }
  h *= 0x94d049bb133111ebULL;
  return static_cast<std::size_t>(h ^ (h >> 29));
}

AnswerMemo::Slot* AnswerMemo::slot_of(const MemoKey& key) {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask)
    if (!slots_[i].used || slots_[i].key == key) return &slots_[i];
}

void AnswerMemo::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 256 : old.size() * 2, Slot{});
  for (const Slot& s : old)
    if (s.used) *slot_of(s.key) = s;
}

const AnswerMemo::Answer* AnswerMemo::find(const MemoKey& key) const {
  if (slots_.empty()) return nullptr;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (!s.used) return nullptr;
    if (s.key == key) return &s.answer;
  }
}

void AnswerMemo::keep(std::size_t handler, const MemoKey& key, const HookCall& call) {
  if (kept_ >= kMaxAnswers) {
    for (Slot& s : slots_) s.used = false;
    kept_ = 0;
    offers_.clear();
  }
  Answer a;
  if (call.kind == CallKind::Offers) {
    a.first = static_cast<std::uint32_t>(offers_.size());
    a.count = static_cast<std::uint8_t>(call.num_offers);
    offers_.insert(offers_.end(), call.offers_begin(), call.offers_end());
  } else {
    a.value = call.value;
  }
  if (2 * (kept_ + 1) > slots_.size()) grow();  // at most half full: probes stay short
  Slot* s = slot_of(key);
  if (!s->used) ++kept_;
  *s = Slot{key, a, true};
  const std::size_t i = slot(handler, call.kind);
  if (i >= kept_by_handler_.size()) kept_by_handler_.resize(i + 1, false);
  kept_by_handler_[i] = true;
}

void AnswerMemo::answer(const Answer& a, HookCall& call) const {
  if (call.kind != CallKind::Offers) {
    call.value = a.value;
    return;
  }
  call.num_offers = a.count;
  for (int i = 0; i < a.count; ++i)
    call.offers.at[i] = offers_[a.first + static_cast<std::uint32_t>(i)];
}

bool AnswerMemo::same(const Answer& a, const HookCall& call) const {
  if (call.kind != CallKind::Offers) return call.value == a.value;
  if (call.num_offers != a.count) return false;
  for (int i = 0; i < a.count; ++i)
    if (!(call.offers.at[i] == offers_[a.first + static_cast<std::uint32_t>(i)])) return false;
  return true;
}

}  // namespace gov::lua
