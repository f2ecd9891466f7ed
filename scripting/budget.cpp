// The two limits of a Lua state: a memory cap (a counting allocator) and an instruction
// budget per hook call (a count hook). Both only set flags and refuse; the host turns a
// refusal into a HookError naming the script (scripting/lua_host.cpp).
//
// Naming convention: see scripting/runtime.hpp.
#include <cstdlib>

#include "scripting/runtime.hpp"

namespace gov::lua {

// lua_Alloc. `ptr` null: a new block (osize then tells the object type, not a size).
// nsize 0: free. Growing past the cap while enforced fails (Lua then collects garbage in an
// emergency and retries, or raises "not enough memory"); shrinking never fails.
void* budget_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* b = static_cast<Budget*>(ud);
  const std::size_t old = ptr != nullptr ? osize : 0;
  if (nsize == 0) {
    std::free(ptr);
    b->used -= old;
    return nullptr;
  }
  if (b->enforce && nsize > old && b->used - old + nsize > b->limit) {
    b->memory_hit = true;
    return nullptr;
  }
  void* p = std::realloc(ptr, nsize);
  if (p == nullptr) return nullptr;
  b->used = b->used - old + nsize;
  return p;
}

// Fires once the budget is spent. From then on it fires on every instruction, so a script
// that catches the error with pcall is stopped again at its next instruction.
void count_hook(lua_State* L, lua_Debug* ar) {
  Runtime* rt = runtime(L);
  rt->budget.instructions_hit = true;
  lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
  if (lua_getinfo(L, "Sl", ar) != 0 && ar->currentline > 0) {
    lua_pushfstring(L, "%s:%d: instruction budget of %d exceeded (an endless loop?)", ar->short_src,
                    ar->currentline, rt->budget.instructions);  // msg
  } else {
    lua_pushfstring(L, "instruction budget of %d exceeded (an endless loop?)",
                    rt->budget.instructions);  // msg
  }
  lua_error(L);
}

void arm_budget(lua_State* L) {
  Budget& b = runtime(L)->budget;
  b.memory_hit = false;
  b.instructions_hit = false;
  lua_sethook(L, count_hook, LUA_MASKCOUNT, b.instructions);
}

}  // namespace gov::lua
