// What every Lua binding of the host shares: the Runtime (reached from any lua_State through
// its extra space), the error helpers, the guard that keeps C++ exceptions out of Lua, and
// the id tables that turn Ruleset indices into id strings and back.
//
// Naming convention of the binding files (scripting/*.cpp):
//   l_<lib>_<name>   a lua_CFunction exposed to scripts as <lib>.<name> (ctx methods: l_ctx_*)
//   push_* / check_* helpers that push a value / read and validate an argument
//   fail()           raises a Lua error prefixed with the script's file:line
// A function that may throw C++ exceptions is exposed only through guarded<>.
//
// The error rule (docs/sandbox.md): Debian's liblua5.4 is built as C, so a Lua error is a
// longjmp. Between the first Lua API call that can raise and the end of a lua_CFunction
// there must be no C++ object with a non-trivial destructor alive, and no C++ exception
// may leave a lua_CFunction: guarded<> catches every exception, copies its message into a
// fixed buffer and raises it as a Lua error after the catch block has ended.
#pragma once

#include <lua.hpp>

#include <array>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "core/hooks.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"
#include "scripting/answer_memo.hpp"
#include "scripting/watchdog.hpp"

namespace gov::lua {

// Small blocks for one lua_State (scripting/budget.cpp): hooks create many short-lived
// tables (option lists, ctx:tiles()), and a free list per size class serves them faster
// than malloc. Blocks are kept for reuse until the state is closed (the memory cap bounds
// them), then freed with their chunks.
struct SmallBlocks {
  static constexpr std::size_t kGranule = 16;
  static constexpr std::size_t kMaxSmall = 256;  // larger blocks go to malloc
  static constexpr std::size_t kClasses = kMaxSmall / kGranule;
  static constexpr std::size_t kChunk = 64 * 1024;
  std::array<void*, kClasses> free_lists{};  // a free block holds the next one
  std::vector<void*> chunks;
  char* bump = nullptr;  // the unused rest of the newest chunk
  std::size_t bump_left = 0;
  SmallBlocks() = default;
  SmallBlocks(const SmallBlocks&) = delete;
  SmallBlocks& operator=(const SmallBlocks&) = delete;
  ~SmallBlocks();
};

// Memory and instruction accounting of one lua_State (scripting/budget.cpp).
//
// The budget of a call is counted in units: VM instructions (the count hook adds
// kCountPeriod each time it fires) plus what C functions charge for the work they do
// (charge(): per byte, element or pattern step) plus the long strings the call creates
// (the allocator charges one unit per kBytesPerUnit bytes). Every count depends only on
// what the script does, never on timing or on the collector, so a call spends the same
// units on every machine and the verdict "over budget" is deterministic.
struct Budget {
  SmallBlocks blocks;
  std::size_t used = 0;           // bytes allocated now
  std::size_t limit = 0;          // cap while `enforce` is set
  bool enforce = false;           // set while scripts run (inside lua_pcall)
  bool memory_hit = false;        // a memory error was raised during this call
  bool string_hit = false;        // a string longer than kMaxStringBytes was refused
  bool instructions_hit = false;  // the budget ran out during this call
  int instructions = 0;           // units per hook call (or per script load)
  std::int64_t units = 0;         // units spent by the call in progress
  lua_State* L = nullptr;         // the state (to locate a refused allocation)
  char refused_at[240] = {};      // "file:line: " of the last refused allocation, or ""
};

// Units: the count hook fires every kCountPeriod VM instructions (a period, not the whole
// budget at once, so charges made in between are seen at the next firing).
inline constexpr int kCountPeriod = 1000;
// Bytes of string work (copying, scanning, case mapping) that cost one unit.
inline constexpr std::int64_t kBytesPerUnit = 8;
// The longest string a script may make. Comparing two strings is one VM instruction whose
// cost grows with their length, so this bounds the cost of every instruction.
inline constexpr std::size_t kMaxStringBytes = 16 * 1024;
// The most values one C function returns or takes apart into values (table.unpack,
// string.byte, ...): a call passing them on (f(...)) copies them in one instruction.
inline constexpr int kMaxValues = 256;

// Kinds of ids a script names with strings.
enum class IdKind : int { Good, Tile, Building, Worker, Role };
inline constexpr int kIdKinds = 5;
inline constexpr const char* kIdKindNames[kIdKinds] = {"good", "tile", "building", "worker",
                                                       "role"};

// Id strings by address. Lua interns short strings, so a script's "corn" is the very
// string object the id table holds: find_id resolves it with one probe here instead of a
// table lookup (ids are looked up in nearly every ctx call). Only a hit is trusted: a
// string not found here (a long string, or no id at all) takes the id table's path.
struct IdAddresses {
  static_assert(kIdKinds == 5, "one id per IdKind in a slot");
  static constexpr std::size_t kSlots = 512;  // power of two, more than twice the ids
  struct Slot {
    const char* key = nullptr;
    std::array<Id, 5> id{kNone, kNone, kNone, kNone, kNone};  // per IdKind
  };
  std::array<Slot, kSlots> slots{};
  static std::size_t hash(const char* p) {
    const auto v = reinterpret_cast<std::uintptr_t>(p);
    return static_cast<std::size_t>((v >> 4) ^ (v >> 13)) & (kSlots - 1);
  }
  const Slot* find(const char* p) const {
    for (std::size_t n = 0, i = hash(p); n < kSlots; ++n, i = (i + 1) & (kSlots - 1)) {
      if (slots[i].key == p) return &slots[i];
      if (slots[i].key == nullptr) return nullptr;
    }
    return nullptr;
  }
  // Returns false when full (the id table's path then serves every lookup).
  bool add(const char* p, int kind, Id id) {
    for (std::size_t n = 0, i = hash(p); n < kSlots; ++n, i = (i + 1) & (kSlots - 1)) {
      if (slots[i].key == nullptr) slots[i].key = p;
      if (slots[i].key != p) continue;
      slots[i].id[static_cast<std::size_t>(kind)] = id;
      return true;
    }
    return false;
  }
};

// Between hook calls the host's stack holds these three, pinned once the scripts have
// loaded (LuaHost's constructor), so an outermost call pushes them with lua_pushvalue
// instead of registry reads. Only at depth 0: a nested call runs inside a C function's
// frame, where index 1 is that function's first argument.
constexpr int kPinnedMessageHandler = 1;  // l_message_handler
constexpr int kPinnedCtx = 2;             // the ctx userdata
constexpr int kPinnedArgsView = 3;        // the shared argument table's view
constexpr int kPinnedIds = 4;             // the id table (an apply's chosen operands)
constexpr int kPinned = 4;

struct Runtime {
  const Ruleset* rules = nullptr;
  HookContext* ctx = nullptr;    // the running hook's context; null between calls
  void* ctx_userdata = nullptr;  // identity of the one `ctx` object
  Budget budget;
  int ids_ref = LUA_NOREF;        // registry: the id table (see ids.cpp)
  int ctx_ref = LUA_NOREF;        // registry: the ctx userdata
  int args_ref = LUA_NOREF;       // registry: the reused event-argument table
  int args_view_ref = LUA_NOREF;  // registry: its read-only view, given to scripts
  int arg_keys_ref = LUA_NOREF;   // registry: the key array of event_args.cpp
  int trampoline_ref =
      LUA_NOREF;  // registry: the closure every hook call runs (call_trampoline.cpp)
  // The outermost call's arguments, until its first read fills the shared table (null:
  // filled, or no arguments; the table then keeps what it holds).
  const EventArgs* args_source = nullptr;
  HookEvent args_event = HookEvent::RoleTaken;
  std::array<const char*, 32> arg_key_names{};  // each field's name string, by address
  int depth = 0;                 // hook calls in progress (nested through primitives)
  int env_meta_ref = LUA_NOREF;  // registry: metatable of every script's _ENV
  // registry: the metatable of every view's metatable, what marks views (read_only_views.cpp)
  int view_sentinel_ref = LUA_NOREF;
  const void* view_sentinel = nullptr;
  IdAddresses id_addresses;  // filled with the id table (ids.cpp)
  bool id_addresses_complete = false;
  // The card zones' id strings by address, as IdAddresses for ids: a script names a zone at
  // every card method call, and its "in_hand" is the very string kept here (short strings
  // are interned; a registry table keeps these alive). Only a hit is trusted: a miss (a long
  // name, or none) compares the names (scripting/context_cards.cpp).
  struct ZoneAddresses {
    static constexpr std::size_t kSlots = 64;  // at most half used: a probe ends at a null
    std::array<const char*, kSlots> key{};
    std::array<Id, kSlots> zone{};
    std::size_t used = 0;
    static std::size_t hash(const char* p) {
      const auto v = reinterpret_cast<std::uintptr_t>(p);
      return static_cast<std::size_t>((v >> 4) ^ (v >> 10)) & (kSlots - 1);
    }
    Id find(const char* p) const {
      for (std::size_t i = hash(p);; i = (i + 1) & (kSlots - 1)) {
        if (key[i] == p) return zone[i];
        if (key[i] == nullptr) return kNone;
      }
    }
    void add(const char* p, Id z) {  // past half full, the rest is found by name
      if (2 * (used + 1) > kSlots) return;
      std::size_t i = hash(p);
      while (key[i] != nullptr && key[i] != p) i = (i + 1) & (kSlots - 1);
      if (key[i] == nullptr) ++used;
      key[i] = p;
      zone[i] = z;
    }
  };
  ZoneAddresses zone_names;
  CallWatch watch;           // what the watchdog sees of fast calls (watchdog.hpp)
  bool interrupted = false;  // the watchdog stopped the running call
  // A ctx method read the game (or drew from its generator) since the host cleared it: every
  // method but those of fixed_ctx_of sets it. A query that ran with it clear may be
  // answered from memory (scripting/answer_memo.hpp).
  bool read_game = false;
  AnswerMemo memo;  // the answers of such queries
};

inline Runtime* runtime(lua_State* L) {
  return *static_cast<Runtime**>(lua_getextraspace(L));
}

// Raises "<file>:<line>: <message>" with the location of the calling Lua code. Formats as
// lua_pushfstring (%s %d %I %f %c %%).
[[noreturn]] inline void fail(lua_State* L, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  luaL_where(L, 1);              // ..., "file:line: "
  lua_pushvfstring(L, fmt, ap);  // ..., "file:line: ", message
  va_end(ap);
  lua_concat(L, 2);  // ..., "file:line: message"
  lua_error(L);
  __builtin_unreachable();
}

// Runs F, turning any C++ exception into a Lua error (see the error rule above).
template <lua_CFunction F>
int guarded(lua_State* L) {
  char message[400];
  try {
    return F(L);
  } catch (const std::exception& e) {
    std::strncpy(message, e.what(), sizeof message - 1);
    message[sizeof message - 1] = '\0';
  } catch (...) {
    std::strcpy(message, "unknown C++ exception");
  }
  fail(L, "%s", message);
}

// Id strings (scripting/ids.cpp). The id table is at stack index `ids`.
void push_ids_table(lua_State* L, const Ruleset& rules);  // pushes a new id table
void push_id(lua_State* L, int ids, IdKind kind, Id id);  // pushes the id string, or nil
// The id named by the string at `arg`; raises when it is not an id of that kind.
Id check_id(lua_State* L, int ids, int arg, IdKind kind);
// Like check_id, but returns false when the string names no id of that kind.
bool find_id(lua_State* L, int ids, int arg, IdKind kind, Id* out);
// A seat number (1-based in Lua) at `arg`, as a 0-based seat.
int check_seat(lua_State* L, int arg, const State& s);

// Sandbox (scripting/sandbox.cpp): builds the allowed globals and the _ENV metatable.
void open_sandbox(lua_State* L);
// Pushes a fresh _ENV for one script.
void push_new_env(lua_State* L);
// Read-only views (scripting/read_only_views.cpp).
// A view's reader: reader(L, key) may push the value of view[stack[key]] and return 1, or
// return 0 after making the table current, which is then read; reader(L, 0) (pairs) must
// make the whole table current.
using ViewReader = int (*)(lua_State* L, int key);
// Pushes a read-only view of the table at `index` (writes raise, naming `what`). With a
// reader, every read through the view (a field, pairs) goes through it first.
void push_read_only(lua_State* L, int index, const char* what, ViewReader reader = nullptr);
// A read-only view whose reads of keys the table holds cost what a plain table read does
// (its __index is the table itself); only a key the table lacks goes to `on_miss(L, key)`,
// which raises for a name the view does not know and returns 0 for one it knows (nil).
// For tables that never change after they are made: the definition views.
void push_read_only_checked(lua_State* L, int index, const char* what, ViewReader on_miss);
// Unknown names (scripting/unknown_names.cpp): reading a method the ctx does not have, or a
// field a definition view does not have, raises with a "did you mean".
void guard_unknown_methods(lua_State* L, int methods);  // the methods table at `methods`
int building_def_field(lua_State* L, int key);          // readers for the definition views
int good_def_field(lua_State* L, int key);
int tile_def_field(lua_State* L, int key);
// Is the table at `index` a read-only view (push_read_only)?
bool is_read_only_view(lua_State* L, int index);
// Replaces a read-only view at `index` by the table it shows (the host reads answers raw;
// pairs and ipairs walk it); true when it was a view.
bool show_table(lua_State* L, int index);
// Is the table at `index` a script's _ENV (push_new_env)?
bool is_script_env(lua_State* L, int index);
// Freezes what a loaded script's functions can reach from file level (scripting/freeze.cpp);
// the handler table is at `handlers`. Raises on out-of-memory: call it protected.
void freeze_script(lua_State* L, int handlers);
// Safe string functions (scripting/safe_string.cpp): pushes the table of them.
void push_safe_string(lua_State* L);
// The context object (scripting/context_*.cpp): pushes the ctx userdata.
void push_context(lua_State* L);
void add_context_reads(lua_State* L, int methods);    // into the methods table at `methods`
void add_context_actions(lua_State* L, int methods);  // likewise, the mutations
// math.random on the game's RNG (scripting/random.cpp).
int l_math_random(lua_State* L);

// Event arguments (scripting/event_args.cpp).
void push_event_arg_keys(lua_State* L);  // pushes a new key array
// The reader of the outermost calls' shared argument view (push_read_only): pairs and
// ipairs fill the whole table from Runtime::args_source, once per call.
int read_event_arg(lua_State* L, int key);
// At setup, once the shared table, its view (at `view`), the id table and the key array
// have their registry references: the view's field reads are answered from
// Runtime::args_source itself (most hooks read one or two fields, many none), by a C
// function holding the tables it needs as upvalues.
void use_args_index(lua_State* L, int view);
// At setup, after push_event_arg_keys: learns the key strings' addresses (the key array
// is at `keys`).
void learn_event_arg_keys(lua_State* L, int keys);
// Writes every field of event `e` with arguments `a` (nil where the event has none) into
// the table at `t`.
void fill_event_args(lua_State* L, int t, HookEvent e, const EventArgs& a);

// Message handler of every protected call (scripting/call_trampoline.cpp).
int l_message_handler(lua_State* L);
struct HookCall;  // scripting/hook_call.hpp
// The protected body of every hook call (scripting/call_trampoline.cpp); its upvalues are
// the id table, the ctx object and the shared argument view, in that order.
int l_trampoline(lua_State* L);
// The outermost call of a hook, made without the trampoline: the host calls the script's
// function itself (one C frame less a call: callgrind, ~15% of an empty call's cost) and
// reads the answer after it, outside Lua, re-reading it under protection only to raise the
// trampoline's message about a bad one (or to read an offer list the quick read gave up
// on). It cannot give nested calls (their fresh argument table is made under protection).
// Only at depth 0, where the pinned slots (kPinned...) are the stack's first; on return:
// ..., answer or error.
int call_direct(lua_State* L, HookCall* c);

// Budget (scripting/budget.cpp).
void* budget_alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
void count_hook(lua_State* L, lua_Debug* ar);
// Resets the counters before a protected call and sets the count hook (a strict call).
void arm_budget(lua_State* L);
// "string longer than ..." (the allocator refused a string over kMaxStringBytes).
std::string string_limit_message();
// The body of a wrapper kept as a C closure over the function it wraps (upvalue 1): calls
// it with every argument and returns all its results.
inline int forward_to_wrapped(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));  // args..., original
  lua_insert(L, 1);                       // original, args...
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}
// Resets the counters without the count hook (a fast call: scripting/watchdog.hpp).
void reset_budget(lua_State* L);
// Charges `units` of work to the running call; raises the budget error (naming `what`)
// when the budget is spent. Called by C functions before they do the work.
void charge(lua_State* L, std::int64_t units, const char* what);
// Charges for `bytes` of string work (kBytesPerUnit bytes a unit, at least one unit).
inline void charge_bytes(lua_State* L, std::size_t bytes, const char* what) {
  charge(L, 1 + static_cast<std::int64_t>(bytes) / kBytesPerUnit, what);
}
// Raises the error of a spent budget, interrupted call or refused allocation again when
// a script's pcall caught it (status: what lua_pcall returned; the error is on top).
void rethrow_limits(lua_State* L, int status);

}  // namespace gov::lua

namespace gov::lua {

// The running hook's context, from a ctx method's self argument (stack index 1).
// The running hook's context, for a method that reads only what no game changes: the
// definitions and id lists, the number of players, the hook's owner and building (its
// answer then stays a candidate for the answer memo, scripting/answer_memo.hpp).
inline HookContext& fixed_ctx_of(lua_State* L) {
  Runtime* rt = runtime(L);
  if (lua_touserdata(L, 1) != rt->ctx_userdata)
    fail(L, "context methods are called with ':' (ctx:coins(seat), not ctx.coins(seat))");
  if (rt->ctx == nullptr) fail(L, "the context is only usable while its hook runs");
  return *rt->ctx;
}
// The running hook's context, for every other method: it reads or changes the game.
inline HookContext& ctx_of(lua_State* L) {
  HookContext& ctx = fixed_ctx_of(L);
  runtime(L)->read_game = true;
  return ctx;
}

// An integer argument that fits an int.
inline int check_int(lua_State* L, int arg) {
  const lua_Integer v = luaL_checkinteger(L, arg);
  if (v < -1000000000 || v > 1000000000)
    fail(L, "bad argument #%d: %I is out of range", arg - 1, v);
  return static_cast<int>(v);
}

// A count argument (>= 0).
inline int check_count(lua_State* L, int arg) {
  const int v = check_int(L, arg);
  if (v < 0) fail(L, "bad argument #%d: a count cannot be negative (%d)", arg - 1, v);
  return v;
}

}  // namespace gov::lua
