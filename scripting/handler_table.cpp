// The table form of a building's handler (docs/hooks.md, Kinds of handler): which fields a
// hook's table may have, the functions it calls, and how its declarations of when it
// applies (scripting/handler_declarations.cpp) and its fixed answers become a Handler.
//
// Naming convention: see scripting/runtime.hpp. The table is checked from C++ with raw,
// non-raising Lua calls while the memory cap is lifted (no lua_error can happen there).
#include <string_view>

#include "scripting/hook_names.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/runtime.hpp"

namespace gov {

namespace {

// An integer field of a handler table: absent, present but not an integer in lo..hi
// (the caller reports it, in its own words), or read into `out`.
enum class Field { Absent, Bad, Good };
Field read_integer(lua_State* L, int table, const char* key, lua_Integer lo, lua_Integer hi,
                   lua_Integer& out) {
  lua_pushstring(L, key);  // ..., key
  lua_rawget(L, table);    // ..., value|nil
  Field f = Field::Absent;
  if (!lua_isnil(L, -1)) {
    int is_int = 0;
    out = lua_tointegerx(L, -1, &is_int);
    f = is_int != 0 && out >= lo && out <= hi ? Field::Good : Field::Bad;
  }
  lua_pop(L, 1);  // ...
  return f;
}

// Is field `key` of the table at `table` present (raw read)?
bool has_field(lua_State* L, int table, const char* key) {
  lua_pushstring(L, key);                                 // ..., key
  const bool present = lua_rawget(L, table) != LUA_TNIL;  // ..., value|nil
  lua_pop(L, 1);                                          // ...
  return present;
}

}  // namespace

// The table form of a handler (docs/hooks.md, Kinds of handler): `offer` and `apply` (offer
// hooks), `notify` (events that notify), `roles` (any of them: the role ids whose events it
// answers), `seats` (notify: "owner", the default, or "all": the events of every seat). The table
// is at `value`; problems go to `report`.
void LuaHost::read_handler_table(const std::string& name, std::uint8_t kinds, int value, int line,
                                 Handler& h, const std::function<void(int, std::string)>& report) {
  const bool offers = (kinds & kOffer) != 0;
  // The function a table calls at the event: `notify`, or `modify` for a question (a count
  // or a yes/no one).
  const bool yes_no = (kinds & kModify) != 0 && (kinds & kYesNo) != 0;
  const bool modifies = (kinds & kModify) != 0 && !yes_no;
  const bool notifies = (kinds & kNotify) != 0 || modifies || yes_no;
  const std::string call_key = (kinds & kNotify) != 0 ? "notify" : "modify";
  if (!offers && !notifies) {
    report(line, "'" + name + "' takes a function (a " + kinds_text(kinds) + " hook), not a table");
    return;
  }
  const bool tile_event = name == event_name(HookEvent::TilePlaced);
  const bool column_event = (kinds & kPerColumn) != 0;
  const bool hears_seats = (kinds & kNotify) != 0;  // `seats` is for notify hooks
  const std::string expected =
      std::string(offers ? "offer, apply, " : "") + (notifies ? call_key + ", " : "") +
      (hears_seats ? "seats, " : "") + "roles, except_roles" + (tile_event ? ", via" : "") +
      (offers ? ", once_per_phase, free_circle, free_island_space, first_lap" : "") +
      (modifies ? ", most, adds" : "") + (yes_no ? ", answer" : "") +
      (column_event ? ", every_column" : "");
  bool ok = true;
  lua_pushnil(L_);                          // ..., value, nil
  while (ok && lua_next(L_, value) != 0) {  // ..., value, key, field
    const bool string_key = lua_type(L_, -2) == LUA_TSTRING;
    const std::string key = string_key ? lua_tostring(L_, -2) : "?";
    const bool declaration =
        key == "roles" || key == "except_roles" || (key == "via" && tile_event) ||
        (key == "once_per_phase" && offers) || (key == "free_circle" && offers) ||
        (key == "free_island_space" && offers) || (key == "first_lap" && offers) ||
        (key == "most" && modifies) || (key == "every_column" && column_event) ||
        (key == "adds" && modifies) || (key == "answer" && yes_no);
    const bool known = declaration || ((key == "offer" || key == "apply") && offers) ||
                       (key == call_key && notifies) || (key == "seats" && hears_seats);
    if (!offers && (key == "offer" || key == "apply")) {
      report(line, "'" + name + "' takes no offer (a " + kinds_text(kinds) +
                       " hook): give a function, or a table { " + call_key +
                       " = function(ctx, args" + (modifies ? ", value" : "") +
                       ") ... end, roles = ... }");
      ok = false;
    } else if (!string_key || !known) {
      report(line, "the '" + name + "' table has an unknown field '" + key + "' (expected " +
                       expected + ")");
      ok = false;
    } else if (key == "seats") {
      const char* v = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : nullptr;
      if (v == nullptr || (std::string_view(v) != "all" && std::string_view(v) != "owner")) {
        report(line, "'" + name + ".seats' is \"owner\" (the default: its owner's events) or " +
                         "\"all\" (every seat's events, args.seat telling whose)");
        ok = false;
      } else {
        h.every_seat = std::string_view(v) == "all";
      }
    } else if (!declaration && !lua_isfunction(L_, -1)) {
      report(line, "'" + name + "." + key + "' must be a function, not a " + luaL_typename(L_, -1));
      ok = false;
    }
    lua_pop(L_, 1);  // ..., value, key
  }
  lua_settop(L_, value);  // ..., value
  if (!ok) return;

  Handler when;                  // the declarations of when it applies
  lua_pushliteral(L_, "roles");  // ..., value, "roles"
  lua_rawget(L_, value);         // ..., value, roles|nil
  if (!lua_isnil(L_, -1) && !read_roles(name + ".roles", lua_gettop(L_), line, when.roles, report))
    ok = false;
  lua_settop(L_, value);                // ..., value
  lua_pushliteral(L_, "except_roles");  // ..., value, "except_roles"
  lua_rawget(L_, value);                // ..., value, except_roles|nil
  if (!lua_isnil(L_, -1) &&
      !read_roles(name + ".except_roles", lua_gettop(L_), line, when.except_roles, report))
    ok = false;
  lua_settop(L_, value);       // ..., value
  lua_pushliteral(L_, "via");  // ..., value, "via"
  lua_rawget(L_, value);       // ..., value, via|nil
  if (!lua_isnil(L_, -1) && !read_via(name, lua_gettop(L_), line, when.via, report)) ok = false;
  lua_settop(L_, value);                  // ..., value
  lua_pushliteral(L_, "once_per_phase");  // ..., value, "once_per_phase"
  lua_rawget(L_, value);                  // ..., value, slot|nil
  if (!lua_isnil(L_, -1)) {
    int is_int = 0;
    const lua_Integer slot = lua_tointegerx(L_, -1, &is_int);
    if (is_int == 0 || slot < 1 || slot > kMemorySlots) {
      report(line, "'" + name + ".once_per_phase' is the memory slot (1 to " +
                       std::to_string(kMemorySlots) +
                       ") the apply sets to ctx:phase_serial(), not " +
                       (is_int != 0 ? std::to_string(slot) : std::string(luaL_typename(L_, -1))));
      ok = false;
    } else {
      when.once_slot = static_cast<std::uint8_t>(slot);
    }
  }
  lua_settop(L_, value);  // ..., value
  if (!read_flag(name, "free_circle",
                 "the owner must have a free circle outside this building for anything to be "
                 "offered",
                 value, line, when.free_circle, report))
    ok = false;
  if (!read_flag(name, "free_island_space",
                 "the owner must have a free island space for anything to be offered", value, line,
                 when.free_island_space, report))
    ok = false;
  if (!read_flag(name, "first_lap",
                 "offered only in the phase's first lap of turns, while each seat from the "
                 "chooser has his first turn",
                 value, line, when.first_lap, report))
    ok = false;
  lua_Integer most = 0;
  switch (read_integer(L_, value, "most", 0, 99, most)) {
    case Field::Bad:
      report(line,
             "'" + name + ".most' is the most the answer adds to the value it is given (0 to 99)");
      ok = false;
      break;
    case Field::Good:
      when.most = static_cast<std::int8_t>(most);
      break;
    case Field::Absent:
      break;
  }
  // A fixed answer: the value plus `adds` (a count), or `answer` (a yes/no question).
  lua_Integer adds = 0;
  const Field adds_field = read_integer(L_, value, "adds", -99, 99, adds);
  if (adds_field == Field::Bad) {
    report(line, "'" + name +
                     ".adds' is what the answer always adds to the value it is given (-99 "
                     "to 99), with no function to call");
    ok = false;
  } else if (adds_field == Field::Good && when.most >= 0 && adds > when.most) {
    report(line, "'" + name + ".adds' (" + std::to_string(adds) + ") is more than its most (" +
                     std::to_string(when.most) + ")");
    ok = false;
  } else if (adds_field == Field::Good) {
    when.fixed = true;
    when.fixed_value = static_cast<std::int8_t>(adds);
  }
  bool answer = false;
  const bool answer_given = has_field(L_, value, "answer");
  if (!read_flag(name, "answer", "the answer to the question, always, with no function to call",
                 value, line, answer, report)) {
    ok = false;
  } else if (answer_given) {
    when.fixed = true;
    when.fixed_value = answer ? 1 : 0;
  }
  // One is there, valid or not: a bad one is reported as itself, not as a table without a
  // function.
  const bool fixed_key = adds_field != Field::Absent || answer_given;
  lua_settop(L_, value);  // ..., value
  bool every_column = false;
  if (!read_flag(name, "every_column",
                 "the answer is the same for every column: asked once per listing, without "
                 "args.column",
                 value, line, every_column, report))
    ok = false;
  if (every_column) when.columns = Handler::Columns::Once;
  lua_settop(L_, value);  // ..., value

  lua_pushliteral(L_, "offer");          // ..., value, "offer"
  lua_rawget(L_, value);                 // ..., value, offer|nil
  lua_pushliteral(L_, "apply");          // ..., value, offer|nil, "apply"
  lua_rawget(L_, value);                 // ..., value, offer|nil, apply|nil
  lua_pushstring(L_, call_key.c_str());  // ..., offer|nil, apply|nil, "notify"
  lua_rawget(L_, value);                 // ..., value, offer|nil, apply|nil, notify|nil
  const bool has_offer = !lua_isnil(L_, -3);
  const bool has_apply = !lua_isnil(L_, -2);
  const bool has_notify = !lua_isnil(L_, -1);
  if (has_offer != has_apply) {
    report(line, "'" + name + "' needs both offer and apply functions");
    ok = false;
  } else if (when.fixed && has_notify) {
    report(line, "'" + name + "' has both a " + call_key + " function and a fixed answer (" +
                     (yes_no ? "answer" : "adds") + "): give one or the other");
    ok = false;
  } else if (!has_offer && !has_notify && !fixed_key) {
    report(line, "the '" + name + "' table has no function (expected " + expected + ")");
    ok = false;
  } else if (when.once_slot != 0 && !has_offer) {
    report(line, "'" + name +
                     ".once_per_phase' keeps an offer from being made twice in a phase: "
                     "the table has no offer");
    ok = false;
  } else if (when.free_circle && !has_offer) {
    report(line, "'" + name +
                     ".free_circle' keeps an offer from being asked for while its owner has no "
                     "free circle: the table has no offer");
    ok = false;
  }
  if (ok && when.free_island_space && !has_offer) {
    report(line, "'" + name +
                     ".free_island_space' keeps an offer from being asked for while its owner's "
                     "island is full: the table has no offer");
    ok = false;
  }
  if (ok && when.first_lap && !has_offer) {
    report(line, "'" + name +
                     ".first_lap' keeps an offer from being asked for after the phase's first "
                     "lap of turns: the table has no offer");
    ok = false;
  }
  if (ok) {
    h.roles = when.roles;
    h.except_roles = when.except_roles;
    h.via = when.via;
    h.once_slot = when.once_slot;
    h.free_circle = when.free_circle;
    h.free_island_space = when.free_island_space;
    h.first_lap = when.first_lap;
    h.most = when.most;
    h.fixed = when.fixed;
    h.fixed_value = when.fixed_value;
    if (when.columns == Handler::Columns::Once) h.columns = when.columns;
    if (has_notify)
      h.call = luaL_ref(L_, LUA_REGISTRYINDEX);  // ..., offer|nil, apply|nil
    else
      lua_pop(L_, 1);
    if (has_offer) {
      h.apply = luaL_ref(L_, LUA_REGISTRYINDEX);  // ..., value, offer
      h.offer = luaL_ref(L_, LUA_REGISTRYINDEX);  // ..., value
    }
  }
  lua_settop(L_, value);  // ..., value
}

}  // namespace gov
