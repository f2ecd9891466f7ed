// The declarations of when a handler applies, read from its table form
// (scripting/handler_table.cpp): the roles it answers or not (`roles`, `except_roles`), the
// ways a tile comes (`via`) and the yes/no conditions of an offer (`free_circle`, ...).
// Each reports its problem and returns false when the value is not one it takes.
//
// Naming convention: see scripting/runtime.hpp. Raw, non-raising Lua calls only.
#include <string>
#include <vector>

#include "scripting/lua_host.hpp"
#include "scripting/runtime.hpp"

namespace gov {

// A boolean declaration `key` of the handler table at `value` (absent: `flag` unchanged);
// false, with the problem reported, when it is not a boolean.
bool LuaHost::read_flag(const std::string& name, const char* key, const char* meaning, int value,
                        int line, bool& flag, const std::function<void(int, std::string)>& report) {
  lua_pushstring(L_, key);  // ..., value, ..., key
  lua_rawget(L_, value);    // ..., value, ..., flag|nil
  bool ok = true;
  if (lua_isboolean(L_, -1)) {
    flag = lua_toboolean(L_, -1) != 0;
  } else if (!lua_isnil(L_, -1)) {
    report(line, "'" + name + "." + key + "' is true (" + meaning + ") or false, not a " +
                     luaL_typename(L_, -1));
    ok = false;
  }
  lua_pop(L_, 1);
  return ok;
}

// `via` of a tile_placed handler table (at `index`): a way a tile comes (face_up, open_pile,
// stack, other) or an array of them, into a mask.
bool LuaHost::read_via(const std::string& name, int index, int line, std::uint8_t& mask,
                       const std::function<void(int, std::string)>& report) {
  static constexpr const char* kVia[] = {"face_up", "open_pile", "stack", "other"};
  std::vector<std::string> ids;
  if (lua_type(L_, index) == LUA_TSTRING) {
    ids.emplace_back(lua_tostring(L_, index));
  } else if (lua_istable(L_, index)) {
    for (lua_Integer i = 1; lua_rawgeti(L_, index, i) == LUA_TSTRING; ++i) {
      ids.emplace_back(lua_tostring(L_, -1));
      lua_pop(L_, 1);
    }
    lua_pop(L_, 1);
  }
  mask = 0;
  for (const auto& id : ids) {
    int bit = -1;
    for (int v = 0; v < 4; ++v)
      if (id == kVia[v]) bit = v;
    if (bit < 0) ids.clear();
    if (bit < 0) break;
    mask = static_cast<std::uint8_t>(mask | (1U << bit));
  }
  if (ids.empty()) {
    report(line,
           "'" + name + ".via' must be face_up, open_pile, stack or other, or an array of them");
    return false;
  }
  return true;
}

// `roles` or `except_roles` of a handler table (at `index`): a role id or an array of them, into a
// mask.
bool LuaHost::read_roles(const std::string& name, int index, int line, std::uint32_t& mask,
                         const std::function<void(int, std::string)>& report) {
  std::vector<std::string> ids;
  if (lua_type(L_, index) == LUA_TSTRING) {
    ids.emplace_back(lua_tostring(L_, index));
  } else if (lua_istable(L_, index)) {
    for (lua_Integer i = 1;; ++i) {
      const int t = lua_rawgeti(L_, index, i);  // ..., id|nil
      if (t == LUA_TNIL) {
        lua_pop(L_, 1);
        break;
      }
      if (t != LUA_TSTRING) {
        lua_pop(L_, 1);
        report(line, "'" + name + "' lists role ids (strings), not a " + lua_typename(L_, t));
        return false;
      }
      ids.emplace_back(lua_tostring(L_, -1));
      lua_pop(L_, 1);
    }
  } else {
    report(line, "'" + name + "' must be a role id or an array of them, not a " +
                     luaL_typename(L_, index));
    return false;
  }
  if (ids.empty()) {
    report(line, "'" + name + "' is empty: the hook would never run (or leave it out)");
    return false;
  }
  mask = 0;
  for (const auto& id : ids) {
    const auto role = rules_.role_index(id);
    if (!role) {
      std::string known;
      for (const auto& r : rules_.roles) known += (known.empty() ? "" : ", ") + r.id;
      report(line, "'" + name + "' names no role of the loaded packs: '" + id +
                       "' (roles: " + known + ")");
      return false;
    }
    mask |= std::uint32_t{1} << *role;
  }
  return true;
}

}  // namespace gov
