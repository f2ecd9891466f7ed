// Answers of hook questions that read nothing of the game, kept so that the same question
// is not put to Lua twice.
//
// A modify or offer call is a query: its context is read-only, so its answer is all it
// does. A script keeps no state of its own (docs/sandbox.md, "Determinism"), so the answer
// is a function of what the call was given and of what it read through `ctx`. When it read
// only what cannot change during a game (definitions and id lists, the number of players,
// its owner and its building: Runtime::read_game stays false), the answer is a function of
// the question alone: the building, event and kind, the owner, the number of players, the
// event's arguments and the fold it was given. That is the key kept here. A smithy's
// discount (is the building a production one?) is then asked of Lua once per kind and fold,
// not at every listing.
//
// A notify call is kept the same way, with no answer: one that read nothing of the game
// called no method that changes it either (every such method reads the game: Runtime::
// read_game), so it had no effect, and the same question again has none. A power that pays
// only for some buildings built, or only for two goods produced, returns at once for the
// others: those calls no longer reach Lua.
//
// Soundness (DESIGN.md, "Soundness before speed"): every lookup asks chaos::skip(); in chaos
// mode a skipped hit runs the call and compares its answer with the kept one (and checks
// that it read nothing again), and a difference is an error naming the hook (LuaHost::ask),
// so scripts/check_signatures.sh under chaos both changes the lookups' outcome and proves
// them equal. A call that failed is never kept. Private to scripting/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/action.hpp"
#include "core/hooks.hpp"
#include "scripting/hook_call.hpp"

namespace gov::lua {

// The question, as bytes: building, event, kind, owner, players, the fold given
// (HookCall::value_in: the same before and after the call) and every field of EventArgs.
struct MemoKey {
  static constexpr std::size_t kSize = 5 + 4 + 7 + 4 + 1 + kMaxGoods + 1;
  // Rounded up to whole words (the rest stays zero), compared and hashed a word at a time.
  static constexpr std::size_t kWords = (kSize + 7) / 8;
  std::array<std::uint8_t, kWords * 8> bytes{};
  bool operator==(const MemoKey& o) const;
};
MemoKey memo_key(const HookCall& call, Id owner, int players);

class AnswerMemo {
 public:
  struct Answer {
    int value = 0;            // Modify: the answer
    std::uint32_t first = 0;  // Offers: offers_[first, first + count)
    std::uint8_t count = 0;
  };
  // The kept answer of `key`, or null.
  const Answer* find(const MemoKey& key) const;
  // Keeps what `call`, a call of the host's handler `handler`, answered (its value, or its
  // offers).
  void keep(std::size_t handler, const MemoKey& key, const HookCall& call);
  // Writes a kept answer into `call`, as if it had run.
  void answer(const Answer& a, HookCall& call) const;
  // Does `call`'s answer equal the kept one?
  bool same(const Answer& a, const HookCall& call) const;
  // Has a handler ever answered without reading the game? Until one has, its questions are
  // not looked up (most handlers read the game at every call). Indexed like the host's
  // handlers, times the three kinds kept.
  bool ever_kept(std::size_t handler, CallKind kind) const {
    const std::size_t i = slot(handler, kind);
    return i < kept_by_handler_.size() && kept_by_handler_[i];
  }
  std::size_t size() const { return kept_; }

 private:
  static std::size_t slot(std::size_t handler, CallKind kind) {
    return handler * 3 + (kind == CallKind::Offers ? 1 : kind == CallKind::Notify ? 2 : 0);
  }
  static std::size_t hash(const MemoKey& k);
  // A bound on what is kept: a pack whose pure questions never repeat (a fold that grows
  // without end) makes the memo start again rather than grow.
  static constexpr std::size_t kMaxAnswers = 1u << 14;
  // An open-addressed table (linear probing, a power of two of slots, at most half full):
  // a hit is one hash, a word compare or two and no allocation, where a node-based map
  // cost about twice as many instructions a lookup (hits are most of the lookups).
  struct Slot {
    MemoKey key;
    Answer answer;
    bool used = false;
  };
  std::vector<Slot> slots_;
  std::size_t kept_ = 0;
  Slot* slot_of(const MemoKey& key);  // its slot, or the free one where it would go
  void grow();
  std::vector<Action> offers_;
  std::vector<bool> kept_by_handler_;
};

}  // namespace gov::lua
