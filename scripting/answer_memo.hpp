// LuaHost's answer memo (private to the host: scripting/lua_host.cpp and
// scripting/answer_memo.cpp). Listed in docs/performance.md.
#pragma once

#include <cstddef>
#include <vector>

#include "core/state.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

// Offer lists of read-only calls cannot change the game, draw from its RNG or keep anything
// in the State, so they are a function of the position, the building, its owner and the
// arguments. The engine asks one question twice on one position: a raised decision is
// checked for options, then listed for the player (decisions at the start and end of a
// phase). The host keeps the lists given for the last position and gives them again without
// running Lua: only for such questions (HookContext::pending_question). A turn's offers are
// listed once per position, so looking them up only cost a State compare and copy (base:
// 806 lookups, 0 hits in 20 games). Modify answers are not kept: the same question on the same
// position is rare for them, and keeping cost more than it saved (callgrind, session 9: base -0.8%,
// every mix lower).
struct LuaHost::AnswerMemo {
  static constexpr std::size_t kMaxEntries = 64;
  struct Entry {
    HookEvent event;
    Id building;
    Id owner;
    EventArgs args;
    std::size_t first;  // the answer is offers[first, first + count)
    std::size_t count;
  };
  State position;  // a byte copy (memcpy): compared byte for byte
  bool valid = false;
  std::vector<Entry> entries;
  std::vector<Action> offers;

  const Entry* find(HookEvent e, const HookContext& ctx, const EventArgs& a) const {
    for (const Entry& x : entries)
      if (x.event == e && x.building == ctx.building() && x.owner == ctx.owner() && x.args == a)
        return &x;
    return nullptr;
  }
  Entry* add(HookEvent e, const HookContext& ctx, const EventArgs& a) {
    if (entries.size() == kMaxEntries) return nullptr;
    entries.push_back(Entry{e, ctx.building(), ctx.owner(), a, offers.size(), 0});
    return &entries.back();
  }
};

}  // namespace gov
