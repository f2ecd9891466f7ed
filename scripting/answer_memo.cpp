#include "scripting/answer_memo.hpp"

#include <cstddef>
#include <cstring>
#include <type_traits>

namespace gov {

namespace {

static_assert(std::is_trivially_copyable_v<State> && std::is_standard_layout_v<State>,
              "positions are compared and copied as bytes");

// Do two States show a read-only hook the same position? Byte equality (padding included:
// a difference there only costs a lookup), except the pending decisions, which no ctx
// method reads: a decision is raised, then listed, on positions that differ only there.
bool same_position(const State& a, const State& b) {
  constexpr std::size_t head = offsetof(State, num_pending);
  constexpr std::size_t tail = offsetof(State, seats);
  const auto* pa = reinterpret_cast<const unsigned char*>(&a);
  const auto* pb = reinterpret_cast<const unsigned char*>(&b);
  return std::memcmp(pa, pb, head) == 0 &&
         std::memcmp(pa + tail, pb + tail, sizeof(State) - tail) == 0;
}

}  // namespace

LuaHost::AnswerMemo& LuaHost::memo_for(const State& s) {
  AnswerMemo& m = *memo_;
  if (!m.valid || !same_position(m.position, s)) {
    copy_state(&m.position, s);
    m.valid = true;
    m.entries.clear();
    m.offers.clear();
  }
  return m;
}

}  // namespace gov
