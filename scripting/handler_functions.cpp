// LuaHost::handler_functions (scripting/lua_host.hpp): the handler functions the scripts
// gave, with their lines and parameter names, from Lua's own debug information. A check of
// the source text then knows which function answers which event and what it calls its
// arguments, however the script wrote its table (`function M.x(...)`, `x = { offer = f }`
// with `f` a local function defined anywhere in the file).
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/lua_host.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace {

// The Lua function of registry reference `ref` as a HandlerFunction, or false (no function
// there, or a C function: no source).
bool describe(lua_State* L, int ref, HandlerFunction& out) {
  if (ref < 0) return false;  // LUA_NOREF, LUA_REFNIL
  if (lua_rawgeti(L, LUA_REGISTRYINDEX, ref) != LUA_TFUNCTION ||
      lua_iscfunction(L, -1) != 0) {  // ..., value
    lua_pop(L, 1);
    return false;
  }
  // With no activation record, lua_getlocal names a Lua function's parameters (the function
  // on top of the stack; nothing is pushed).
  for (int n = 1;; ++n) {
    const char* name = lua_getlocal(L, nullptr, n);
    if (name == nullptr) break;
    if (name[0] != '(') out.params.emplace_back(name);  // not an internal "(vararg)"
  }
  lua_Debug ar;
  lua_getinfo(L, ">S", &ar);  // ... (pops the function)
  out.first_line = ar.linedefined;
  out.last_line = ar.lastlinedefined;
  return out.first_line > 0;
}

}  // namespace

std::vector<HandlerFunction> LuaHost::handler_functions() const {
  std::vector<HandlerFunction> out;
  const std::size_t owners = handlers_.size() / kEventCount;
  for (std::size_t o = 0; o < owners; ++o)
    for (const auto& info : kHookEvents) {
      const Handler& h = handler(static_cast<Id>(o), info.event);
      // `call` is the function the event calls (Handler::call): its kind follows the event's.
      const char* call_kind = (info.kinds & kScore) != 0    ? "score"
                              : (info.kinds & kNotify) != 0 ? "notify"
                                                            : "modify";
      const std::pair<int, const char*> refs[] = {
          {h.call, call_kind}, {h.offer, "offer"}, {h.apply, "apply"}};
      for (const auto& [ref, kind] : refs) {
        HandlerFunction f;
        f.owner = static_cast<Id>(o);
        f.event = info.event;
        f.kind = kind;
        if (describe(L_, ref, f)) out.push_back(std::move(f));
      }
    }
  return out;
}

}  // namespace gov
