// The string functions scripts get, as `string.x` and as `s:x()` methods. Lua's pattern
// matcher and its plain search run in C, where the instruction budget does not reach, and
// a crafted pattern can run for minutes. So every matching call is checked first:
//   subject at most kMaxSubject bytes, pattern at most kMaxPattern bytes, and an estimated
//   cost (subject+1)^(quantifiers+1) * (pattern+1) of at most kMaxMatchCost, where
//   quantifiers counts '*', '+', '-', '?' and '%b' (each can make the matcher backtrack).
// string.rep is capped at kMaxRep bytes; string.format refuses %p and prints tables,
// functions and userdata by type name (addresses differ between runs). string.dump,
// pack, unpack and packsize are left out.
//
// Naming convention: see scripting/runtime.hpp. Each wrapper keeps the original function
// as upvalue 1 and calls it once its arguments pass.
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr std::size_t kMaxSubject = 64 * 1024;
constexpr std::size_t kMaxPattern = 128;
constexpr double kMaxMatchCost = 5e7;
constexpr std::size_t kMaxRep = 1 << 20;

// Quantifiers of a Lua pattern, outside sets and escapes.
int count_quantifiers(const char* p, std::size_t n) {
  int q = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const char c = p[i];
    if (c == '%') {
      if (i + 1 < n && p[i + 1] == 'b') {
        ++q;
        i += 3;  // %bxy
      } else {
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

// Checks subject (arg 1) and pattern (arg 2) of a matching call named `fn`.
void check_match(lua_State* L, const char* fn, bool plain) {
  std::size_t n = 0;
  std::size_t m = 0;
  luaL_checklstring(L, 1, &n);
  const char* p = luaL_checklstring(L, 2, &m);
  if (n > kMaxSubject)
    fail(L, "string.%s: subject of %d bytes is longer than the sandbox allows (%d)", fn,
         static_cast<int>(n), static_cast<int>(kMaxSubject));
  if (m > kMaxPattern)
    fail(L, "string.%s: pattern of %d bytes is longer than the sandbox allows (%d)", fn,
         static_cast<int>(m), static_cast<int>(kMaxPattern));
  const int q = plain ? 0 : count_quantifiers(p, m);
  double cost = static_cast<double>(m + 1);
  for (int i = 0; i <= q && cost <= kMaxMatchCost; ++i) cost *= static_cast<double>(n + 1);
  if (cost > kMaxMatchCost)
    fail(L,
         "string.%s: pattern with %d quantifiers on %d bytes could run too long for the "
         "sandbox (use fewer quantifiers or a shorter string)",
         fn, q, static_cast<int>(n));
}

// Calls upvalue 1 with every argument and returns all its results.
int forward(lua_State* L) {
  const int nargs = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));  // args..., original
  lua_insert(L, 1);                       // original, args...
  lua_call(L, nargs, LUA_MULTRET);        // results...
  return lua_gettop(L);
}

int l_string_find(lua_State* L) {
  check_match(L, "find", lua_toboolean(L, 4) != 0);
  return forward(L);
}
int l_string_match(lua_State* L) {
  check_match(L, "match", false);
  return forward(L);
}
int l_string_gmatch(lua_State* L) {
  check_match(L, "gmatch", false);
  return forward(L);
}
int l_string_gsub(lua_State* L) {
  check_match(L, "gsub", false);
  return forward(L);
}

int l_string_rep(lua_State* L) {
  std::size_t len = 0;
  std::size_t sep = 0;
  luaL_checklstring(L, 1, &len);
  const lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &sep);
  if (n > 0 && static_cast<double>(n) * static_cast<double>(len + sep) > kMaxRep)
    fail(L, "string.rep: result longer than %d bytes", static_cast<int>(kMaxRep));
  return forward(L);
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
  for (int i = 2; i <= top; ++i) {
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
  return forward(L);
}

struct Wrapped {
  const char* name;
  lua_CFunction wrapper;  // null: exposed as is
};
constexpr Wrapped kStringFunctions[] = {
    {"byte", nullptr},
    {"char", nullptr},
    {"find", l_string_find},
    {"format", l_string_format},
    {"gmatch", l_string_gmatch},
    {"gsub", l_string_gsub},
    {"len", nullptr},
    {"lower", nullptr},
    {"match", l_string_match},
    {"rep", l_string_rep},
    {"reverse", nullptr},
    {"sub", nullptr},
    {"upper", nullptr},
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
