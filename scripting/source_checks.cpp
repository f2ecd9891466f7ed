// Checks of a script's source text (scripting/source_checks.hpp): three patterns over its
// tokens (scripting/lua_tokens.hpp).
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/source_checks.hpp"

#include <algorithm>
#include <iterator>

#include "core/did_you_mean.hpp"
#include "scripting/def_fields.hpp"
#include "scripting/lua_tokens.hpp"
#include "scripting/runtime.hpp"

namespace gov::lua {

namespace {

template <std::size_t N>
std::vector<std::string> list(const char* const (&names)[N]) {
  return {std::begin(names), std::end(names)};
}

const std::string& text_at(const std::vector<LuaToken>& t, std::size_t i) {
  static const std::string none;
  return i < t.size() ? t[i].text : none;
}

// The names the script binds to its owner: `local me = ctx:owner()`.
std::vector<std::string> owner_locals(const std::vector<LuaToken>& t) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i + 6 < t.size(); ++i)
    if (t[i].text == "local" && is_name_token(t[i + 1].text) && t[i + 2].text == "=" &&
        t[i + 4].text == ":" && t[i + 5].text == "owner" && t[i + 6].text == "(")
      names.push_back(t[i + 1].text);
  return names;
}

// Is the owner spelt at `i` (`ctx:owner()` or a name bound to it)? `end` gets the token
// after it.
bool owner_at(const std::vector<LuaToken>& t, std::size_t i, const std::vector<std::string>& names,
              std::size_t& end) {
  if (text_at(t, i + 1) == ":" && text_at(t, i + 2) == "owner" && text_at(t, i + 3) == "(" &&
      text_at(t, i + 4) == ")") {
    end = i + 5;
    return true;
  }
  end = i + 1;
  return std::find(names.begin(), names.end(), text_at(t, i)) != names.end() &&
         text_at(t, i + 1) != "." && text_at(t, i + 1) != ":" && text_at(t, i + 1) != "(";
}

// `if args.seat == <owner> then return` (either side) at the `if` at `i`. The tokenizer
// gives `==` as two "=".
bool returns_for_owner(const std::vector<LuaToken>& t, std::size_t i,
                       const std::vector<std::string>& names) {
  auto seat_at = [&](std::size_t j) {
    return text_at(t, j) == "args" && text_at(t, j + 1) == "." && text_at(t, j + 2) == "seat";
  };
  auto equals_at = [&](std::size_t j) { return text_at(t, j) == "=" && text_at(t, j + 1) == "="; };
  std::size_t j = i + 1;
  if (seat_at(j)) {
    if (!equals_at(j + 3) || !owner_at(t, j + 5, names, j)) return false;
  } else {
    if (!owner_at(t, j, names, j) || !equals_at(j) || !seat_at(j + 2)) return false;
    j += 5;
  }
  return text_at(t, j) == "then" && text_at(t, j + 1) == "return";
}

}  // namespace

std::vector<SourceProblem> check_source(std::string_view source,
                                        const std::vector<std::string>& methods, bool owner_only) {
  std::vector<SourceProblem> out;
  const std::vector<LuaToken> t = lua_tokens(source);
  const std::vector<std::string> owner_names = owner_locals(t);
  auto at = [&](std::size_t i) -> const std::string& {
    static const std::string none;
    return i < t.size() ? t[i].text : none;
  };
  for (std::size_t i = 0; i < t.size(); ++i) {
    const bool member = i > 0 && (at(i - 1) == "." || at(i - 1) == ":");
    // ctx:<method>
    if (at(i) == "ctx" && !member && at(i + 1) == ":" && is_name_token(at(i + 2))) {
      const std::string& name = at(i + 2);
      bool known = false;
      for (const auto& m : methods) known |= m == name;
      if (!known) {
        std::string hint = did_you_mean(name, methods);
        for (const auto& [wrong, meant] : kMethodHints)
          if (hint.empty() && name == wrong) hint = std::string(" (did you mean '") + meant + "'?)";
        out.push_back({t[i].line, "ctx has no method '" + name + "'" + hint +
                                      " (the methods: docs/hooks.md, \"The context\")"});
        continue;
      }
      // ctx:<kind>_def(...).<field>
      const char* what = nullptr;
      std::vector<std::string> fields;
      if (name == "building_def") {
        what = "a building definition";
        fields = list(kBuildingFields);
      } else if (name == "good_def") {
        what = "a good definition";
        fields = list(kGoodFields);
      } else if (name == "tile_def") {
        what = "a tile definition";
        fields = list(kTileFields);
      }
      if (what == nullptr || at(i + 3) != "(") continue;
      std::size_t j = i + 4;
      for (int depth = 1; j < t.size() && depth > 0; ++j)
        depth += at(j) == "(" ? 1 : at(j) == ")" ? -1 : 0;
      // t[j - 1] is the closing parenthesis
      if (at(j) != "." || !is_name_token(at(j + 1))) continue;
      if (at(j + 2) == "=" && at(j + 3) != "=") continue;  // a write: refused when it runs
      const std::string& field = at(j + 1);
      bool has = false;
      for (const auto& f : fields) has |= f == field;
      if (!has)
        out.push_back({t[j + 1].line, std::string(what) + " has no field '" + field + "'" +
                                          did_you_mean(field, fields)});
      continue;
    }
    // if args.seat == me then return, or me == args.seat (me: ctx:owner())
    if (owner_only && at(i) == "if" && returns_for_owner(t, i, owner_names)) {
      out.push_back({t[i].line,
                     "`if args.seat == <owner> then return`: a building hears only its owner's "
                     "events, so args.seat is always its owner here and the handler always "
                     "returns at once; drop the test, or declare the handler as a table with "
                     "seats = \"all\" to hear every seat's events (docs/hooks.md)"});
      continue;
    }
    // args.seat ~= x, or x ~= args.seat (x not nil)
    if (!owner_only || at(i) != "~=") continue;
    const bool left = i >= 3 && at(i - 3) == "args" && at(i - 2) == "." && at(i - 1) == "seat" &&
                      !(i >= 4 && (at(i - 4) == "." || at(i - 4) == ":"));
    const bool right = at(i + 1) == "args" && at(i + 2) == "." && at(i + 3) == "seat";
    const std::string& other = left ? at(i + 1) : i > 0 ? at(i - 1) : at(i);
    if ((left || right) && other != "nil")
      out.push_back({t[i].line,
                     "args.seat ~= ...: a building hears only its owner's events, so args.seat "
                     "is always its owner here and this test is always false; to hear every "
                     "seat's events, declare the handler as a table with seats = \"all\" "
                     "(docs/hooks.md)"});
  }
  return out;
}

std::vector<std::string> ctx_method_names(lua_State* L) {
  std::vector<std::string> names;
  lua_rawgeti(L, LUA_REGISTRYINDEX, runtime(L)->ctx_ref);  // ..., ctx
  if (lua_getmetatable(L, -1) == 0) {                      // ..., ctx [, meta]
    lua_pop(L, 1);
    return names;
  }
  lua_pushliteral(L, "__index");  // ..., ctx, meta, "__index"
  lua_rawget(L, -2);              // ..., ctx, meta, methods
  if (lua_istable(L, -1)) {
    lua_pushnil(L);                 // ..., methods, nil
    while (lua_next(L, -2) != 0) {  // ..., methods, key, value
      lua_pop(L, 1);                // ..., methods, key
      if (lua_type(L, -1) == LUA_TSTRING) names.emplace_back(lua_tostring(L, -1));
    }
  }
  lua_pop(L, 3);  // ...
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace gov::lua
