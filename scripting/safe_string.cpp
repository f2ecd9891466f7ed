// The string functions scripts get, as `string.x` and as `s:x()` methods. They run in C,
// where Lua's count hook does not reach, so each one charges the call's budget for the
// work it will do before doing it (scripting/budget.cpp):
//   byte scanning and copying (upper, lower, reverse, rep, sub, format): one unit per
//   kBytesPerUnit bytes; values made (byte, char): one unit each, at most kMaxValues;
//   pattern matching (find, match, gmatch, gsub): a bound on the matcher's steps,
//   starts * (subject+1)^items * (pattern+1) / kStepsPerUnit, where starts is 1 for an
//   anchored pattern ('^') and subject+1 otherwise, and items counts what can make Lua's
//   matcher backtrack or rescan ('*', '+', '-', '?', '%b', back-references %1-%9). A
//   plain find costs (subject+1) * (pattern+1) steps.
// So a loop of calls cannot run longer than the budget allows, and a single call over the
// rest of the budget is refused before it starts. The bound is a bound, not a count:
// simple patterns on short strings (ids) cost a few units. Patterns are at most
// kMaxPattern bytes; every string a script makes is at most kMaxStringBytes (the
// allocator refuses longer ones). string.format refuses %p and prints tables, functions
// and userdata by type name (addresses differ between runs). string.dump, pack, unpack
// and packsize are left out.
//
// Naming convention: see scripting/runtime.hpp. Each wrapper keeps the original function
// as upvalue 1 and calls it once its arguments pass.
#include <cmath>
#include <cstdio>

#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr std::size_t kMaxPattern = 128;
// Matcher steps (a character compared against a pattern item) per unit of budget.
constexpr double kStepsPerUnit = 8;

// Items of a Lua pattern that can make the matcher backtrack or rescan the subject, outside
// sets and escapes: quantifiers, balances (%b) and back-references (%1-%9).
int count_items(const char* p, std::size_t n) {
  int q = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const char c = p[i];
    if (c == '%') {
      if (i + 1 < n && p[i + 1] == 'b') {
        ++q;
        i += 3;  // %bxy
      } else {
        if (i + 1 < n && p[i + 1] >= '1' && p[i + 1] <= '9') ++q;
        ++i;  // %x
      }
    } else if (c == '[') {
      ++i;
      if (i < n && p[i] == '^') ++i;
      if (i < n && p[i] == ']') ++i;  // a ']' first in a set is a literal
      while (i < n && p[i] != ']') {
        if (p[i] == '%') ++i;
        ++i;
      }
    } else if (c == '*' || c == '+' || c == '-' || c == '?') {
      ++q;
    }
  }
  return q;
}

// Checks subject (arg 1) and pattern (arg 2) of a matching call named `fn` and charges
// the bound on its steps.
void check_match(lua_State* L, const char* fn, bool plain, bool every_start) {
  std::size_t n = 0;
  std::size_t m = 0;
  luaL_checklstring(L, 1, &n);
  const char* p = luaL_checklstring(L, 2, &m);
  if (m > kMaxPattern)
    fail(L, "string.%s: pattern of %d bytes is longer than the sandbox allows (%d)", fn,
         static_cast<int>(m), static_cast<int>(kMaxPattern));
  const int q = plain ? 0 : count_items(p, m);
  const bool anchored = !plain && !every_start && m > 0 && p[0] == '^';
  const double subject = static_cast<double>(n) + 1;
  double steps = (anchored ? 1.0 : subject) * (static_cast<double>(m) + 1);
  for (int i = 0; i < q && steps < 1e18; ++i) steps *= subject;
  const double units = std::min(steps / kStepsPerUnit, 1e18) + 1;
  if (units >= static_cast<double>(runtime(L)->budget.instructions)) {
    char message[240];
    std::snprintf(message, sizeof message,
                  "string.%s: a pattern with %d backtracking items on %d bytes may take %.0f "
                  "steps, more than a hook's whole budget (use a plain find, fewer items or a "
                  "shorter string)",
                  fn, q, static_cast<int>(n), steps);
    fail(L, "%s", message);
  }
  char what[64];
  std::snprintf(what, sizeof what, "string.%s", fn);
  charge(L, static_cast<std::int64_t>(units), what);
}

// Charges for a function that scans or copies the subject (arg 1).
int subject_bytes(lua_State* L) {
  std::size_t n = 0;
  luaL_checklstring(L, 1, &n);
  return static_cast<int>(n);
}

int l_string_find(lua_State* L) {
  check_match(L, "find", lua_toboolean(L, 4) != 0, false);
  return forward_to_wrapped(L);
}
int l_string_match(lua_State* L) {
  check_match(L, "match", false, false);
  return forward_to_wrapped(L);
}
int l_string_gmatch(lua_State* L) {
  check_match(L, "gmatch", false, true);  // the iterator tries every start: all charged now
  return forward_to_wrapped(L);
}
int l_string_gsub(lua_State* L) {
  check_match(L, "gsub", false, false);
  return forward_to_wrapped(L);
}

int l_string_rep(lua_State* L) {
  std::size_t len = 0;
  std::size_t sep = 0;
  luaL_checklstring(L, 1, &len);
  const lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &sep);
  const double total = n > 0 ? static_cast<double>(n) * static_cast<double>(len + sep) : 0;
  if (total > static_cast<double>(kMaxStringBytes)) {
    char message[160];
    std::snprintf(message, sizeof message,
                  "string.rep: a result of %.0f bytes is longer than the sandbox allows (%d)",
                  total, static_cast<int>(kMaxStringBytes));
    fail(L, "%s", message);
  }
  charge_bytes(L, static_cast<std::size_t>(total), "string.rep");
  return forward_to_wrapped(L);
}

// upper, lower, reverse, sub: work in proportion to the subject.
int l_string_scan(lua_State* L) {
  charge_bytes(L, static_cast<std::size_t>(subject_bytes(L)), "a string function");
  return forward_to_wrapped(L);
}

// byte(s, i, j): one value per byte of s[i..j].
int l_string_byte(lua_State* L) {
  const lua_Integer n = subject_bytes(L);
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer j = luaL_optinteger(L, 3, i);
  if (i < 0) i = n + i + 1;
  if (j < 0) j = n + j + 1;
  if (i < 1) i = 1;
  if (j > n) j = n;
  const lua_Integer count = j >= i ? j - i + 1 : 0;
  if (count > kMaxValues)
    fail(L, "string.byte: %I values, more than a function may return in the sandbox (%d)", count,
         kMaxValues);
  charge(L, 1 + count, "string.byte");
  return forward_to_wrapped(L);
}

// char(...): one value per argument.
int l_string_char(lua_State* L) {
  charge(L, 1 + lua_gettop(L), "string.char");
  return forward_to_wrapped(L);
}

int l_string_format(lua_State* L) {
  std::size_t n = 0;
  const char* f = luaL_checklstring(L, 1, &n);
  for (std::size_t i = 0; i + 1 < n; ++i) {
    if (f[i] != '%') continue;
    std::size_t j = i + 1;
    if (f[j] == '%') {
      i = j;
      continue;
    }
    while (j < n && std::strchr("-+ #0123456789.", f[j]) != nullptr) ++j;
    if (j < n && f[j] == 'p') fail(L, "string.format: %%p is not allowed in the sandbox");
    i = j;
  }
  const int top = lua_gettop(L);
  std::size_t bytes = n;
  for (int i = 2; i <= top; ++i) {
    if (lua_type(L, i) == LUA_TSTRING) bytes += lua_rawlen(L, i);
    const int t = lua_type(L, i);
    if (t != LUA_TTABLE && t != LUA_TFUNCTION && t != LUA_TUSERDATA && t != LUA_TTHREAD &&
        t != LUA_TLIGHTUSERDATA)
      continue;
    if (luaL_getmetafield(L, i, "__tostring") != LUA_TNIL) {  // ..., __tostring
      lua_pop(L, 1);                                          // ...
      continue;
    }
    lua_pushstring(L, lua_typename(L, t));  // ..., "table"
    lua_replace(L, i);                      // ... (argument i is now its type name)
  }
  charge_bytes(L, bytes, "string.format");
  return forward_to_wrapped(L);
}

struct Wrapped {
  const char* name;
  lua_CFunction wrapper;  // null: exposed as is
};
constexpr Wrapped kStringFunctions[] = {
    {"byte", l_string_byte},
    {"char", l_string_char},
    {"find", l_string_find},
    {"format", l_string_format},
    {"gmatch", l_string_gmatch},
    {"gsub", l_string_gsub},
    {"len", nullptr},
    {"lower", l_string_scan},
    {"match", l_string_match},
    {"rep", l_string_rep},
    {"reverse", l_string_scan},
    {"sub", l_string_scan},
    {"upper", l_string_scan},
};

}  // namespace

void push_safe_string(lua_State* L) {
  luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 0);  // strlib
  lua_newtable(L);                                      // strlib, safe
  for (const Wrapped& w : kStringFunctions) {
    lua_getfield(L, -2, w.name);                                  // strlib, safe, original
    if (w.wrapper != nullptr) lua_pushcclosure(L, w.wrapper, 1);  // strlib, safe, wrapper
    lua_setfield(L, -2, w.name);                                  // strlib, safe
  }
  lua_remove(L, -2);  // safe
}

}  // namespace gov::lua
