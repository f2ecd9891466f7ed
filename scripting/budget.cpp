// The two limits of a Lua state: a memory cap (a counting allocator) and an instruction
// budget per hook call (a count hook). Both only set flags and refuse; the host turns a
// refusal into a HookError naming the script (scripting/lua_host.cpp).
//
// Naming convention: see scripting/runtime.hpp.
#include <cstdlib>
#include <cstring>

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
  if (b->enforce && nsize > old && b->used - old + nsize > b->limit) {
    b->memory_hit = true;
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
