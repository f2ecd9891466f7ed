// One hook call as the host hands it to Lua: a plain struct (no destructor), passed as a
// light userdata into the protected trampoline of scripting/call_trampoline.cpp, which fills in
// the results. Plain so that a Lua error (a longjmp) may cross it safely.
#pragma once

#include <array>

#include "core/hooks.hpp"

namespace gov::lua {

inline constexpr int kMaxOffersPerHook = 64;

enum class CallKind : std::uint8_t { Notify, Modify, Offers, Apply, Score };

struct HookCall {
  CallKind kind = CallKind::Notify;
  HookEvent event = HookEvent::RoleTaken;
  Id building = kNone;
  int fn_ref = -2;                  // registry reference of the Lua function
  const EventArgs* args = nullptr;  // null for Score
  int value = 0;                    // Modify: the fold in, the answer out; Score: out
  int value_in = 0;                 // Modify: the fold in (for the profile's idle count)
  bool yes_no = false;              // Modify: pass and expect a boolean
  const Action* chosen = nullptr;   // Apply: the chosen offer
  int num_offers = 0;               // Offers: out
  std::array<Action, kMaxOffersPerHook> offers{};
};

}  // namespace gov::lua
