// Hook profiling for `governor bench` and pack authors (LuaLimits::measure_time): calls
// and time per building, event and handler kind.
#include <algorithm>
#include <array>

#include "scripting/hook_call.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

void LuaHost::tally(const lua::HookCall& call, std::int64_t ns) {
  seconds_ += static_cast<double>(ns) * 1e-9;
  Tally& t = tallies_[(static_cast<std::size_t>(call.building) * kEventCount +
                       static_cast<std::size_t>(call.event)) *
                          kKinds +
                      static_cast<std::size_t>(call.kind)];
  ++t.calls;
  const bool idle = (call.kind == lua::CallKind::Offers && call.num_offers == 0) ||
                    (call.kind == lua::CallKind::Modify && call.value == call.value_in);
  t.idle += idle ? 1 : 0;
  t.ns += ns;
}

std::vector<LuaHost::HookTally> LuaHost::hook_profile() const {
  static constexpr std::array<const char*, kKinds> kKindNames{"notify", "modify", "offer", "apply",
                                                              "score"};
  std::vector<HookTally> out;
  for (std::size_t i = 0; i < tallies_.size(); ++i) {
    if (tallies_[i].calls == 0) continue;
    HookTally t;
    t.owner = static_cast<Id>(i / kKinds / kEventCount);
    t.who = owner_name(t.owner);
    t.event = static_cast<HookEvent>(i / kKinds % kEventCount);
    t.kind = kKindNames[i % kKinds];
    t.calls = tallies_[i].calls;
    t.idle = tallies_[i].idle;
    t.seconds = static_cast<double>(tallies_[i].ns) * 1e-9;
    out.push_back(std::move(t));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const HookTally& a, const HookTally& b) { return a.seconds > b.seconds; });
  return out;
}

}  // namespace gov
