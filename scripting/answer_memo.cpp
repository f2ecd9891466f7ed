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

// A word at a time with a multiply-xorshift mix (the finalizer of splitmix64): a key is
// hashed at every lookup, and the library's byte-wise hash cost about 75 instructions of
// one. Equal keys still decide a hit (operator==); the hash only spreads them.
std::size_t AnswerMemo::Hash::operator()(const MemoKey& k) const {
  auto mix = [](std::uint64_t h, std::uint64_t w) {
    h = (h ^ w) * 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 31);
  };
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  std::size_t i = 0;
  for (; i + 8 <= MemoKey::kSize; i += 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, k.bytes.data() + i, 8);
    h = mix(h, w);
  }
  if (i < MemoKey::kSize) {
    std::uint64_t w = 0;
    std::memcpy(&w, k.bytes.data() + i, MemoKey::kSize - i);
    h = mix(h, w);
  }
  h *= 0x94d049bb133111ebULL;
  return static_cast<std::size_t>(h ^ (h >> 29));
}

const AnswerMemo::Answer* AnswerMemo::find(const MemoKey& key) const {
  const auto it = answers_.find(key);
  return it == answers_.end() ? nullptr : &it->second;
}

void AnswerMemo::keep(std::size_t handler, const MemoKey& key, const HookCall& call) {
  if (answers_.size() >= kMaxAnswers) {
    answers_.clear();
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
  answers_.insert_or_assign(key, a);
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
