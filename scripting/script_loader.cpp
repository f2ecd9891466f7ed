// Loading building scripts: each file runs once, as a text chunk named after its path
// ("@content/<pack>/buildings/<id>.lua", so Lua's messages read "<id>.lua:12:"), in its own
// _ENV, and must return a table of handlers keyed by hook event names:
//   name = function(ctx, args, ...) ... end            notify / modify / score hooks
//   name = { offer = function(ctx, args) ... end,       offer hooks (the list of options,
//            apply = function(ctx, args, b, c) ... end,  and applying the chosen one)
//            notify = function(ctx, args) ... end }      (optional, where the event allows)
// Unknown names are errors listing the valid ones, with a "did you mean".
//
// Naming convention: see scripting/runtime.hpp. The handler tables are read by
// scripting/handler_table.cpp; bind_scripts (scripting/bind_scripts.cpp) runs the loading.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include "scripting/chunk_name.hpp"
#include "scripting/file_level_writes.hpp"
#include "scripting/hook_names.hpp"
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
  // Nothing returned: the file's last line forgot `return M` (the usual slip), so say so.
  if (lua_isnil(L, 3))
    luaL_error(L,
               "%s: a script must return a table of hook handlers (got nil); end the file with "
               "`return M`",
               name + 1);
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

// A script's path in messages: under the pack's folder as it was given
// (`../mods/harbourmasters/buildings/harbourmaster.lua`), or "content/<pack>/buildings/
// <id>.lua" for a pack of the content folder.
std::string display_path(const PackInfo& pack, const std::string& file) {
  namespace fs = std::filesystem;
  if (!pack.dir.empty()) {
    const fs::path dir = fs::path(pack.dir).lexically_normal();
    const fs::path rel = fs::path(file).lexically_normal().lexically_relative(dir);
    if (!rel.empty() && *rel.begin() != ".." && !pack.shown_dir.empty())
      return (fs::path(pack.shown_dir) / rel).generic_string();
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

int line_defined(lua_State* L, int index) {
  if (!lua_isfunction(L, index)) return 0;
  lua_Debug ar;
  lua_pushvalue(L, index);    // ..., fn
  lua_getinfo(L, ">S", &ar);  // ...
  return ar.linedefined;
}

}  // namespace

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
void LuaHost::load_one(const Script& script) {
  const std::string& file = script.shown;
  if (shown_files_.size() <= script.owner) shown_files_.resize(script.owner + std::size_t{1});
  shown_files_[script.owner] = file;
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
  // once_per_phase sets a numbered slot: with named fields it would overwrite their bits.
  if (script.owner < rules_.buildings.size() &&
      !rules_.buildings[script.owner].memory_fields.empty())
    for (int e = 0; e < kEventCount; ++e)
      if (handlers_[static_cast<std::size_t>(script.owner) * kEventCount +
                    static_cast<std::size_t>(e)]
              .once_slot != 0)
        report(0, std::string("'") + std::string(event_name(static_cast<HookEvent>(e))) +
                      ".once_per_phase' sets a memory slot, and this building names its memory "
                      "fields (memory: in its YAML), which the slots hold packed: keep the "
                      "phase in a field instead (ctx:set_memory(\"used_in\", "
                      "ctx:phase_serial())) and test it in the offer");
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
  const char* raw = lua_tostring(L_, -1);
  const std::string error_text = raw != nullptr ? lua::with_full_chunk_name(raw, file) : "";
  const char* error = raw != nullptr ? error_text.c_str() : nullptr;
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
}  // namespace gov
