// LuaHost's answer memo (private to the host: scripting/lua_host.cpp and
// scripting/answer_memo.cpp). Listed in docs/performance.md.
#pragma once

#include <cstddef>
#include <vector>

#include "core/state.hpp"
#include "scripting/hook_call.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

// Read-only hooks (modify answers, offer lists) cannot change the game, draw from its RNG
// or keep anything in the State, so their answer is a function of the position, the
// building, its owner and the arguments. The engine asks some questions twice on one
// position (a raised decision is checked for options, then listed for the player): the
// host keeps the answers given for the last position and gives them again without
// running Lua. (Callgrind: ~7% fewer instructions in base,new-buildings games; keeping
// four positions gained nothing more.)
struct LuaHost::AnswerMemo {
  static constexpr std::size_t kMaxEntries = 64;
  struct Entry {
    lua::CallKind kind;
    HookEvent event;
    Id building;
    Id owner;
    int value_in;  // Modify: the fold passed in
    int value_out;
    EventArgs args;
    std::size_t first;  // Offers: the answer is offers[first, first + count)
    std::size_t count;
  };
  State position;  // a byte copy (memcpy): compared byte for byte
  bool valid = false;
  std::vector<Entry> entries;
  std::vector<Action> offers;

  const Entry* find(lua::CallKind kind, HookEvent e, const HookContext& ctx, const EventArgs& a,
                    int value_in) const {
    for (const Entry& x : entries)
      if (x.kind == kind && x.event == e && x.building == ctx.building() &&
          x.owner == ctx.owner() && x.value_in == value_in && x.args == a)
        return &x;
    return nullptr;
  }
  Entry* add(lua::CallKind kind, HookEvent e, const HookContext& ctx, const EventArgs& a,
             int value_in) {
    if (entries.size() == kMaxEntries) return nullptr;
    entries.push_back(
        Entry{kind, e, ctx.building(), ctx.owner(), value_in, 0, a, offers.size(), 0});
    return &entries.back();
  }
};

}  // namespace gov
