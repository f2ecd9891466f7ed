// One hook call as the host hands it to Lua: a plain struct (no destructor), passed as a
// light userdata into the protected trampoline of scripting/call_trampoline.cpp, which fills in
// the results. Plain so that a Lua error (a longjmp) may cross it safely.
#pragma once

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
  // Offers: out, the first num_offers. Left unset (the trampoline writes each before it
  // counts it): setting all 64 cost every hook call, of any kind, ~40 instructions.
  union Slots {
    Slots() {}  // NOLINT: no member initialised, on purpose
    Action at[kMaxOffersPerHook];
  } offers;
  const Action* offers_begin() const { return offers.at; }
  const Action* offers_end() const { return offers.at + num_offers; }
};

}  // namespace gov::lua
