// Unknown names are errors with a "did you mean", not nil: `ctx:seats()` raises "ctx has no
// method 'seats'" (instead of "attempt to call a nil value"), and `ctx:good_def(g).prise`
// raises "a good definition has no field 'prise' (did you mean 'price'?)" (instead of
// giving nil). A field a definition has but leaves empty (a building's `produces`) is nil.
//
// Naming convention: see scripting/runtime.hpp. The error rule applies: the suggestion is
// written into a fixed buffer before any Lua call can raise.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/did_you_mean.hpp"
#include "scripting/def_fields.hpp"
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

constexpr std::size_t kMaxNames = 128;
using Suggestion = char[160];

// " (did you mean 'x'?)" for `word` among `names`, or "" (C++ objects live only here).
void suggest(Suggestion& out, std::string_view word, const char* const* names, std::size_t n) {
  out[0] = '\0';
  try {
    const std::vector<std::string> candidates(names, names + n);
    const std::string hint = did_you_mean(word, candidates);
    std::snprintf(out, sizeof out, "%s", hint.c_str());
  } catch (...) {
    out[0] = '\0';  // no suggestion rather than no error
  }
}

// The field at `key` of a definition view whose fields are `fields`: a known name reads
// the table (0); an unknown string raises; other keys (ipairs) read the table.
template <std::size_t N>
int known_field(lua_State* L, int key, const char* const (&fields)[N], const char* what) {
  if (key == 0 || lua_type(L, key) != LUA_TSTRING) return 0;
  const char* name = lua_tostring(L, key);
  for (const char* f : fields)
    if (std::string_view(name) == f) return 0;
  Suggestion hint;
  suggest(hint, name, fields, N);
  char list[200] = "";  // "id, name, ..."
  for (const char* f : fields) {
    const std::size_t used = std::strlen(list);
    std::snprintf(list + used, sizeof list - used, "%s%s", used > 0 ? ", " : "", f);
  }
  fail(L, "%s has no field '%s'%s (a definition is read-only; its fields: %s)", what, name, hint,
       list);
}

// __index of the ctx methods table: (methods, key). Raises: every method is in the table.
int l_unknown_method(lua_State* L) {
  const char* name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : nullptr;
  if (name == nullptr) fail(L, "ctx has no method of type %s", luaL_typename(L, 2));
  // The method names, kept alive by the table itself while we look.
  const char* names[kMaxNames];
  std::size_t n = 0;
  lua_pushnil(L);                // methods, key, nil
  while (lua_next(L, 1) != 0) {  // methods, key, k, v
    lua_pop(L, 1);               // methods, key, k
    if (lua_type(L, -1) == LUA_TSTRING && n < kMaxNames) names[n++] = lua_tostring(L, -1);
  }
  Suggestion hint;
  suggest(hint, name, names, n);
  for (const auto& [wrong, meant] : kMethodHints)
    if (hint[0] == '\0' && std::string_view(name) == wrong)
      std::snprintf(hint, sizeof hint, " (did you mean '%s'?)", meant);
  fail(L, "ctx has no method '%s'%s (the methods: docs/hooks.md, \"The context\")", name, hint);
}

}  // namespace

// Stack: ..., methods (at `methods`): gives it a metatable whose __index raises.
void guard_unknown_methods(lua_State* L, int methods) {
  methods = lua_absindex(L, methods);
  lua_createtable(L, 0, 1);                // ..., meta
  lua_pushcfunction(L, l_unknown_method);  // ..., meta, index
  lua_setfield(L, -2, "__index");          // ..., meta
  lua_setmetatable(L, methods);            // ...
}

int building_def_field(lua_State* L, int key) {
  return known_field(L, key, kBuildingFields, "a building definition");
}
int good_def_field(lua_State* L, int key) {
  return known_field(L, key, kGoodFields, "a good definition");
}
int tile_def_field(lua_State* L, int key) {
  return known_field(L, key, kTileFields, "a tile definition");
}

}  // namespace gov::lua
