// Loading building scripts: each file runs once, as a text chunk named after its path
// ("@content/<pack>/buildings/<id>.lua", so Lua's messages read "<id>.lua:12:"), in its own
// _ENV, and must return a table of handlers keyed by hook event names:
//   name = function(ctx, args, ...) ... end            notify / modify / score hooks
//   name = { offer = function(ctx, args) ... end,       offer hooks (the list of options,
//            apply = function(ctx, args, b, c) ... end,  and applying the chosen one)
//            notify = function(ctx, args) ... end }      (optional, where the event allows)
// Unknown names are errors listing the valid ones, with a "did you mean".
//
// Naming convention: see scripting/runtime.hpp. The table is checked from C++ with raw,
// non-raising Lua calls while the memory cap is lifted (no lua_error can happen there).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "scripting/file_level_writes.hpp"
#include "scripting/lua_host.hpp"
#include "scripting/runtime.hpp"
#include "scripting/source_checks.hpp"

namespace gov {

namespace {

// Compiles the chunk. Stack on entry: text, chunk name (both strings). Leaves the chunk.
int l_compile_chunk(lua_State* L) {
  std::size_t size = 0;
  const char* text = lua_tolstring(L, 1, &size);
  const char* name = lua_tostring(L, 2);
  if (luaL_loadbufferx(L, text, size, name, "t") != LUA_OK) lua_error(L);  // text, name, chunk
  return 1;
}

// Runs the compiled chunk in a fresh _ENV. Stack on entry: chunk, chunk name. Leaves the
// handler table.
int l_run_chunk(lua_State* L) {
  const char* name = lua_tostring(L, 2);
  lua::push_new_env(L);     // chunk, name, env
  lua_setupvalue(L, 1, 1);  // chunk, name (its _ENV set)
  lua_pushvalue(L, 1);      // chunk, name, chunk
  lua_call(L, 0, 1);        // chunk, name, result
  if (!lua_istable(L, 3))
    luaL_error(L, "%s: a script must return a table of hook handlers (got %s)", name + 1,
               luaL_typename(L, 3));
  return 1;
}

// Freezes the loaded script (scripting/freeze.cpp). Stack on entry: the handler table.
int l_freeze(lua_State* L) {
  lua::freeze_script(L, 1);
  return 0;
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string kinds_text(std::uint8_t kinds) {
  std::string out;
  const std::pair<HookKind, const char*> names[] = {
      {kNotify, "notify"}, {kModify, "modify"}, {kOffer, "offer"}, {kScore, "score"}};
  for (const auto& [k, n] : names) {
    if ((kinds & k) == 0) continue;
    if (!out.empty()) out += "|";
    out += n;
  }
  return out;
}

std::string unknown_event_message(const std::string& name) {
  std::string message = "unknown hook '" + name + "'";
  std::string_view best;
  std::size_t best_distance = std::max<std::size_t>(2, name.size() / 3) + 1;
  for (const auto& info : kHookEvents) {
    const std::size_t d = edit_distance(name, info.name);
    if (d < best_distance) {
      best_distance = d;
      best = info.name;
    }
  }
  if (!best.empty()) message += " (did you mean '" + std::string(best) + "'?)";
  message += "; valid hooks:";
  for (const auto& info : kHookEvents)
    message += " " + std::string(info.name) + " (" + kinds_text(info.kinds) + ")";
  return message;
}

// "content/<pack>/buildings/<id>.lua": a script's path from the folder holding the pack.
std::string display_path(const PackInfo& pack, const std::string& file) {
  namespace fs = std::filesystem;
  if (!pack.dir.empty()) {
    const fs::path dir = fs::path(pack.dir).lexically_normal();
    const fs::path rel = fs::path(file).lexically_normal().lexically_relative(dir);
    if (!rel.empty() && *rel.begin() != "..") {
      fs::path shown = dir.filename();
      const fs::path parent = dir.parent_path().filename();
      if (!parent.empty() && parent != "." && parent != "/") shown = parent / shown;
      return (shown / rel).generic_string();
    }
  }
  return fs::path(file).lexically_normal().generic_string();
}

const PackInfo* pack_named(const Ruleset& rules, const std::string& id) {
  for (const auto& pack : rules.packs)
    if (pack.id == id) return &pack;
  return nullptr;
}

// Splits "file:line: message" when it starts with `file`.
void split_location(const std::string& text, const std::string& file, int* line,
                    std::string* message) {
  *line = 0;
  *message = text;
  if (text.rfind(file + ":", 0) != 0) return;
  std::size_t i = file.size() + 1;
  int n = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') n = n * 10 + (text[i++] - '0');
  if (i < text.size() && text[i] == ':' && n > 0) {
    *line = n;
    *message = text.substr(i + 1 + (i + 1 < text.size() && text[i + 1] == ' ' ? 1 : 0));
  }
}

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

int line_defined(lua_State* L, int index) {
  if (!lua_isfunction(L, index)) return 0;
  lua_Debug ar;
  lua_pushvalue(L, index);    // ..., fn
  lua_getinfo(L, ">S", &ar);  // ...
  return ar.linedefined;
}

}  // namespace

std::string format_script_diagnostic(const ScriptDiagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line);
  out += ": error: ";
  if (d.building.ends_with("/rules.lua"))
    out += "rules of pack '" + d.building.substr(0, d.building.size() - 10) + "': ";
  else if (!d.building.empty())
    out += "building '" + d.building + "': ";
  return out + d.message;
}

void LuaHost::load_all() {
  for (std::size_t b = 0; b < rules_.buildings.size(); ++b) {
    const BuildingDef& def = rules_.buildings[b];
    if (def.script_file.empty()) continue;
    const PackInfo* pack = pack_named(rules_, def.pack);
    load_one(Script{static_cast<Id>(b), def.script_file,
                    pack ? display_path(*pack, def.script_file) : def.script_file,
                    def.pack + "/" + def.id});
  }
  for (std::size_t p = 0; p < rules_.packs.size(); ++p) {
    const PackInfo& pack = rules_.packs[p];
    if (pack.rules_file.empty()) continue;
    load_one(Script{rules_.rule_hook_id(p), pack.rules_file, display_path(pack, pack.rules_file),
                    pack.id + "/rules.lua", true});
  }
  lua_gc(L_, LUA_GCCOLLECT);
  // Hooks make short-lived garbage (option lists, id lists) over a small live heap (the
  // scripts and the id table: 90-165 kB for the three packs): a cycle starts when the heap
  // is 4x what the last one left (the default is 2x), so the live heap is marked 3x less
  // often (callgrind: GC work -60%) while the garbage between cycles (~0.5 MB) still
  // stays in cache; 10x cut more instructions but spreads the garbage over megabytes.
  // The memory cap is unaffected: an allocation over it first runs a full collection.
  lua_gc(L_, LUA_GCINC, 400, 0, 0);
}

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

void LuaHost::load_one(const Script& script) {
  const std::string& file = script.shown;
  auto report = [&](int line, std::string message) {
    diagnostics_.push_back(ScriptDiagnostic{file, line, script.who, std::move(message)});
  };

  // The loader checked the size (loader/pack_files.hpp); read at most that much again, in
  // case the file grew in between.
  constexpr std::size_t kMaxScriptBytes = 1 << 20;
  std::ifstream in(script.path, std::ios::binary);
  if (!in) return report(0, "cannot read " + script.path);
  std::string source(kMaxScriptBytes + 1, '\0');
  in.read(source.data(), static_cast<std::streamsize>(source.size()));
  source.resize(static_cast<std::size_t>(in.gcount()));
  if (source.size() > kMaxScriptBytes)
    return report(
        0, "script is larger than the limit of " + std::to_string(kMaxScriptBytes) + " bytes");
  const std::string chunk_name = "@" + file;

  // Compile, check that no function assigns a file-level local, run (the file level),
  // register the handlers, freeze: each step that runs Lua is protected and budgeted.
  lua_settop(L_, 0);
  lua_pushcfunction(L_, lua::l_message_handler);              // msgh
  lua_pushcfunction(L_, l_compile_chunk);                     // msgh, compile
  lua_pushlstring(L_, source.data(), source.size());          // msgh, compile, text
  lua_pushlstring(L_, chunk_name.data(), chunk_name.size());  // msgh, compile, text, name
  if (!load_step(2, file, report)) return;                    // msgh, chunk
  {
    std::vector<lua::FileLevelWrite> writes;
    std::string error;
    if (!lua::find_file_level_writes(L_, writes, error)) {
      lua_settop(L_, 0);
      return report(0, error);
    }
    for (const auto& w : writes)
      report(w.line, "a function assigns the file-level local '" + w.name +
                         "': a hook keeps no state of its own (games and replays would "
                         "differ); keep it in ctx:memory, or compute it where it is used "
                         "(docs/sandbox.md)");
    if (!writes.empty()) {
      lua_settop(L_, 0);
      return;
    }
  }
  lua_pushcfunction(L_, l_run_chunk);                         // msgh, chunk, run
  lua_insert(L_, 2);                                          // msgh, run, chunk
  lua_pushlstring(L_, chunk_name.data(), chunk_name.size());  // msgh, run, chunk, name
  if (!load_step(2, file, report)) return;                    // msgh, handlers

  // Keys in a fixed order, so the diagnostics are too.
  std::vector<std::string> names;
  lua_pushnil(L_);                // msgh, handlers, nil
  while (lua_next(L_, 2) != 0) {  // msgh, handlers, key, value
    if (lua_type(L_, -2) == LUA_TSTRING) {
      names.emplace_back(lua_tostring(L_, -2));
    } else {
      report(line_defined(L_, -1), std::string("a handler table key must be a hook name, not a ") +
                                       luaL_typename(L_, -2));
    }
    lua_pop(L_, 1);  // msgh, handlers, key
  }                  // msgh, handlers
  std::sort(names.begin(), names.end());

  for (const std::string& name : names) {
    lua_pushlstring(L_, name.data(), name.size());  // msgh, handlers, name
    lua_rawget(L_, 2);                              // msgh, handlers, value
    const int value = 3;
    const int line = line_defined(L_, value);
    const auto event = event_from_name(name);
    if (!event) {
      report(line, unknown_event_message(name));
      lua_settop(L_, 2);
      continue;
    }
    std::uint8_t kinds = kHookEvents[static_cast<std::size_t>(*event)].kinds;
    if (script.pack_rule) {
      // A pack rule belongs to no seat: it cannot offer a seat choices nor score for one.
      kinds &= kNotify | kModify | kYesNo | kPerColumn;
      if ((kinds & (kNotify | kModify)) == 0) {
        report(line, "'" + name +
                         "' cannot be a pack rule (rules.lua answers notify and modify hooks "
                         "only; offers and scores belong to buildings)");
        lua_settop(L_, 2);
        continue;
      }
    }
    Handler& h = handlers_[static_cast<std::size_t>(script.owner) * kEventCount +
                           static_cast<std::size_t>(*event)];
    if ((kinds & kPerColumn) != 0) h.columns = Handler::Columns::Each;
    if (lua_isfunction(L_, value)) {
      if ((kinds & (kNotify | kModify | kScore)) == 0) {
        report(line, "'" + name +
                         "' is an offer hook: give a table { offer = function(ctx, args) ... end, "
                         "apply = function(ctx, args, ...) ... end }");
      } else {
        lua_pushvalue(L_, value);                  // msgh, handlers, value, fn
        h.call = luaL_ref(L_, LUA_REGISTRYINDEX);  // msgh, handlers, value
      }
    } else if (lua_istable(L_, value)) {
      read_handler_table(name, kinds, value, line, h, report);
    } else {
      report(line, "the handler for '" + name + "' must be a function or a table, not a " +
                       luaL_typename(L_, value));
    }
    lua_settop(L_, 2);  // msgh, handlers
  }
  // Names the source uses that would fail only when their line runs (source_checks.hpp).
  bool every_seat = false;
  for (int e = 0; e < kEventCount; ++e)
    every_seat |= handlers_[static_cast<std::size_t>(script.owner) * kEventCount +
                            static_cast<std::size_t>(e)]
                      .every_seat;
  for (const auto& problem :
       lua::check_source(source, lua::ctx_method_names(L_), !script.pack_rule && !every_seat))
    report(problem.line, problem.message);
  // Frozen last: registration read the handler table as the script made it.
  lua_pushcfunction(L_, l_freeze);  // msgh, handlers, freeze
  lua_pushvalue(L_, 2);             // msgh, handlers, freeze, handlers
  if (!load_step(1, file, report)) return;
  lua_settop(L_, 0);
}

bool LuaHost::load_step(int nargs, const std::string& file,
                        const std::function<void(int, std::string)>& report) {
  rt_->budget.enforce = true;
  rt_->interrupted = false;
  lua::arm_budget(L_);
  const bool watched = rt_->watch.L != nullptr;
  if (watched) lua::begin_call(&rt_->watch, lua::now_ns(), false);
  const int status = lua_pcall(L_, nargs, 1, 1);  // msgh, result | msgh, error
  if (watched) lua::end_call(&rt_->watch);
  rt_->budget.enforce = false;
  const lua::Budget& b = rt_->budget;
  if (status == LUA_OK && !b.instructions_hit && !b.memory_hit && !rt_->interrupted) return true;
  int line = 0;
  std::string message;
  const char* error = lua_tostring(L_, -1);
  if (rt_->interrupted) {
    message = "loading stopped after " + std::to_string(lua::kBackstopCpuNs / 1'000'000) +
              " ms of CPU time, the sandbox's last resort";
  } else if (status == LUA_ERRMEM || b.memory_hit) {
    split_location(b.refused_at, file, &line, &message);
    message = b.string_hit
                  ? lua::string_limit_message()
                  : "memory limit of " + std::to_string(limits_.memory) + " bytes exceeded";
  } else {
    split_location(error != nullptr ? error : "instruction budget exceeded", file, &line, &message);
  }
  lua_settop(L_, 0);
  report(line, message);
  return false;
}

bool bind_scripts(Ruleset& rules, std::vector<ScriptDiagnostic>& out, const LuaLimits& limits,
                  std::vector<HandlerFunction>* functions) {
  LuaHost host(rules, limits, LuaHost::Collect{});
  out.insert(out.end(), host.diagnostics().begin(), host.diagnostics().end());
  if (functions != nullptr) *functions = host.handler_functions();
  for (std::size_t b = 0; b < rules.buildings.size(); ++b)
    for (const auto& info : kHookEvents) {
      rules.buildings[b].handles[static_cast<std::size_t>(info.event)] =
          host.handles(static_cast<Id>(b), info.event);
      rules.buildings[b].every_seat[static_cast<std::size_t>(info.event)] =
          host.every_seat(static_cast<Id>(b), info.event);
      rules.buildings[b].every_column[static_cast<std::size_t>(info.event)] =
          host.every_column(static_cast<Id>(b), info.event);
      rules.buildings[b].offers[static_cast<std::size_t>(info.event)] =
          host.offers_at(static_cast<Id>(b), info.event);
    }
  for (std::size_t p = 0; p < rules.packs.size(); ++p)
    for (const auto& info : kHookEvents) {
      rules.packs[p].rule_handles[static_cast<std::size_t>(info.event)] =
          host.handles(rules.rule_hook_id(p), info.event);
      rules.packs[p].rule_every_column[static_cast<std::size_t>(info.event)] =
          host.every_column(rules.rule_hook_id(p), info.event);
    }
  rules.index_handlers();
  rules.scripts_bound = host.diagnostics().empty();
  return rules.scripts_bound;
}

}  // namespace gov
