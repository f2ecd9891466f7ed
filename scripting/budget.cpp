// The limits of a Lua state: a memory cap (a counting allocator), a longest string, and a
// budget of units per hook call (VM instructions counted by a count hook, plus the work C
// functions and long strings charge: see Budget in scripting/runtime.hpp). The allocator
// only sets flags and refuses; the count hook and charge() raise; the host turns either
// into a HookError naming the script (scripting/lua_host.cpp).
//
// Naming convention: see scripting/runtime.hpp.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

// Size class of a small block (blocks of a class hold (class + 1) * kGranule bytes).
std::size_t size_class(std::size_t n) {
  return (n - 1) / SmallBlocks::kGranule;
}

void* small_alloc(SmallBlocks& p, std::size_t n) {
  const std::size_t c = size_class(n);
  if (void* block = p.free_lists[c]) {
    p.free_lists[c] = *static_cast<void**>(block);
    return block;
  }
  const std::size_t bytes = (c + 1) * SmallBlocks::kGranule;
  if (p.bump_left < bytes) {
    void* chunk = std::malloc(SmallBlocks::kChunk);
    if (chunk == nullptr) return nullptr;
    p.chunks.push_back(chunk);
    p.bump = static_cast<char*>(chunk);
    p.bump_left = SmallBlocks::kChunk;  // the old chunk's rest is left unused
  }
  void* block = p.bump;
  p.bump += bytes;
  p.bump_left -= bytes;
  return block;
}

void small_free(SmallBlocks& p, void* block, std::size_t n) {
  const std::size_t c = size_class(n);
  *static_cast<void**>(block) = p.free_lists[c];
  p.free_lists[c] = block;
}

bool is_small(std::size_t n) {
  return n <= SmallBlocks::kMaxSmall;
}

// Blocks of new strings above this size are long strings (Lua 5.4 interns strings of at
// most 40 bytes, whose blocks are at most 65 bytes on 64-bit machines).
constexpr std::size_t kLongStringBlock = 128;
// A string's block: a 24-byte header (TString on 64-bit machines), the bytes, a '\0'.
constexpr std::size_t kStringOverhead = 25;

// Where the script was when an allocation was refused (Lua raises "not enough memory"
// without a location): the innermost Lua function's file:line. Reading the call stack
// allocates nothing, so it is safe inside the allocator.
void note_refusal(Budget& b) {
  b.refused_at[0] = '\0';
  if (b.L == nullptr) return;
  lua_Debug ar;
  for (int level = 0; lua_getstack(b.L, level, &ar) != 0; ++level) {
    if (lua_getinfo(b.L, "Sl", &ar) != 0 && ar.currentline > 0) {
      std::snprintf(b.refused_at, sizeof b.refused_at, "%s:%d: ", ar.short_src, ar.currentline);
      return;
    }
  }
}

}  // namespace

SmallBlocks::~SmallBlocks() {
  for (void* chunk : chunks) std::free(chunk);
}

// lua_Alloc. `ptr` null: a new block (osize then tells the object type, not a size).
// nsize 0: free. Growing past the cap while enforced fails (Lua then collects garbage in an
// emergency and retries, or raises "not enough memory"); shrinking never fails. A block's
// size says where it lives: up to SmallBlocks::kMaxSmall bytes in the small-block pool,
// else from malloc.
void* budget_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* b = static_cast<Budget*>(ud);
  SmallBlocks& pool = b->blocks;
  const std::size_t old = ptr != nullptr ? osize : 0;
  if (nsize == 0) {
    if (ptr == nullptr) return nullptr;
    if (is_small(old))
      small_free(pool, ptr, old);
    else
      std::free(ptr);
    b->used -= old;
    return nullptr;
  }
  // A new string object (osize is then its type): a long one is never shared with an
  // earlier string, so it is made exactly when the script makes it, and its bytes are
  // charged deterministically; short strings (interned, at most ~65 bytes) are not.
  const bool long_string = ptr == nullptr && osize == LUA_TSTRING && nsize > kLongStringBlock;
  if (b->enforce && long_string && nsize > kMaxStringBytes + kStringOverhead) {
    b->string_hit = true;
    note_refusal(*b);
    return nullptr;
  }
  if (b->enforce && nsize > old && b->used - old + nsize > b->limit) {
    note_refusal(*b);
    return nullptr;
  }
  void* p = nullptr;
  if (ptr == nullptr) {
    p = is_small(nsize) ? small_alloc(pool, nsize) : std::malloc(nsize);
  } else if (is_small(old) && is_small(nsize) && size_class(old) == size_class(nsize)) {
    p = ptr;  // the block already has room
  } else if (!is_small(old) && !is_small(nsize)) {
    p = std::realloc(ptr, nsize);
  } else {
    p = is_small(nsize) ? small_alloc(pool, nsize) : std::malloc(nsize);
    if (p == nullptr) {
      // Lua expects a shrink to succeed; a chunk for the small block could not be had.
      if (nsize < old) std::abort();
      return nullptr;
    }
    std::memcpy(p, ptr, old < nsize ? old : nsize);
    if (is_small(old))
      small_free(pool, ptr, old);
    else
      std::free(ptr);
  }
  if (p == nullptr) return nullptr;
  b->used = b->used - old + nsize;
  if (b->enforce && long_string) b->units += static_cast<std::int64_t>(nsize) / kBytesPerUnit;
  return p;
}

namespace {

[[noreturn]] void raise_spent(lua_State* L, lua_Debug* ar, const char* what) {
  Runtime* rt = runtime(L);
  rt->budget.instructions_hit = true;
  // From now on at every instruction: a script that catches the error with pcall is
  // stopped again at its next instruction (and the host reports the budget error anyway).
  lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
  lua_Debug here;
  if (ar == nullptr && lua_getstack(L, 1, &here) != 0) ar = &here;
  if (ar != nullptr && lua_getinfo(L, "Sl", ar) != 0 && ar->currentline > 0) {
    lua_pushfstring(L, "%s:%d: instruction budget of %d exceeded%s", ar->short_src, ar->currentline,
                    rt->budget.instructions, what);  // msg
  } else {
    lua_pushfstring(L, "instruction budget of %d exceeded%s", rt->budget.instructions,
                    what);  // msg
  }
  lua_error(L);
  __builtin_unreachable();
}

}  // namespace

// Fires every kCountPeriod instructions (or every instruction once the budget is spent).
//
// It also bounds varargs: passing them on (f(...), {...}) copies them all in one
// instruction, and a function can grow them by one at every call (g(1, ...)), so without a
// bound the work per instruction, and a loop's time within its budget, would have none.
// A function running with more than kMaxValues varargs when the hook fires is stopped
// (lua_getlocal with a negative index reads a vararg). The hook fires at the same
// instructions on every run, so the verdict is deterministic; a strict run sees it, and a
// fast one that runs long is run again strict.
void count_hook(lua_State* L, lua_Debug* ar) {
  Budget& b = runtime(L)->budget;
  if (!b.instructions_hit) {
    b.units += kCountPeriod;
    lua_Debug running;
    if (lua_getstack(L, 0, &running) != 0 && lua_getlocal(L, &running, -(kMaxValues + 1))) {
      lua_pop(L, 1);  // the vararg read
      raise_spent(L, ar, " (a function holds more than 256 varargs)");
    }
    if (b.units < b.instructions) return;
  }
  raise_spent(L, ar, " (an endless loop?)");
}

void arm_budget(lua_State* L) {
  reset_budget(L);
  Budget& b = runtime(L)->budget;
  lua_sethook(L, count_hook, LUA_MASKCOUNT,
              b.instructions < kCountPeriod ? b.instructions : kCountPeriod);
}

std::string string_limit_message() {
  return "a string longer than " + std::to_string(kMaxStringBytes) +
         " bytes, the longest the sandbox allows";
}

void reset_budget(lua_State* L) {
  Budget& b = runtime(L)->budget;
  b.memory_hit = false;
  b.string_hit = false;
  b.instructions_hit = false;
  b.units = 0;
  if (lua_gethookmask(L) != 0) lua_sethook(L, nullptr, 0, 0);
}

void charge(lua_State* L, std::int64_t units, const char* what) {
  Budget& b = runtime(L)->budget;
  if (!b.enforce) return;
  b.units += units;
  if (b.units < b.instructions && !b.instructions_hit) return;
  char note[160];
  std::snprintf(note, sizeof note, " (by %s)", what);
  raise_spent(L, nullptr, note);
}

void rethrow_limits(lua_State* L, int status) {
  Runtime* rt = runtime(L);
  if (status == LUA_ERRMEM) rt->budget.memory_hit = true;
  if (status != LUA_OK && (status == LUA_ERRMEM || rt->budget.instructions_hit || rt->interrupted))
    lua_error(L);  // the same error object, on top
}

}  // namespace gov::lua
