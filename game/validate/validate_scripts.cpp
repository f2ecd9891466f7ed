// validate's Lua checks: every script of the mix loads in the sandbox (scripting's
// bind_scripts: compiles as text, runs once, returns a table of known hooks with the
// right handler kinds); its problems move to the script's own path and get a column. Then
// the handlers' reads of args fields their events do not have (game/validate/validate_args.cpp).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/validate/validate.hpp"
#include "game/validate/validate_lua_position.hpp"
#include "game/validate/validate_unclosed_block.hpp"
#include "loader/sink.hpp"
#include "scripting/lua_host.hpp"

namespace fs = std::filesystem;

namespace gov {

namespace {

// "content/<pack>" as scripting shows a pack folder in Lua messages (the folder and its
// parent's name), so that a message's path can be turned back into the real one.
std::string lua_shown_dir(const std::string& dir) {
  const fs::path d = fs::path(dir).lexically_normal();
  fs::path shown = d.filename();
  const fs::path parent = d.parent_path().filename();
  if (!parent.empty() && parent != "." && parent != "/") shown = parent / shown;
  return shown.generic_string();
}

// The path on disk of the script a problem is about ("<pack>/<building>" or a pack's
// rules), in the loader's spelling (pack folder + relative path).
std::string real_path(const Ruleset& rules, const ScriptDiagnostic& d) {
  const std::string pack_id = d.building.substr(0, d.building.find('/'));
  const std::string item = d.building.substr(pack_id.size() + (pack_id.size() < d.building.size()));
  for (const auto& b : rules.buildings)
    if (b.pack == pack_id && b.id == item && !b.script_file.empty()) return b.script_file;
  for (const auto& p : rules.packs) {
    if (p.id != pack_id) continue;
    if (item == "rules.lua" && !p.rules_file.empty()) return p.rules_file;
    const std::string prefix = lua_shown_dir(p.dir) + "/";
    if (d.file.starts_with(prefix)) return p.dir + "/" + d.file.substr(prefix.size());
  }
  return d.file;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::vector<Diagnostic> script_diagnostics(Ruleset& rules) {
  // (Scripts too big or not text were reported by the loader, which left them out.)
  loader::Sink sink;
  std::vector<ScriptDiagnostic> problems;
  std::vector<HandlerFunction> functions;
  bind_scripts(rules, problems, {}, &functions);
  for (const ScriptDiagnostic& d : problems) {
    const std::string path = real_path(rules, d);
    std::string message = d.message;
    if (message.starts_with(d.file + ": ")) message.erase(0, d.file.size() + 2);
    const std::string source = read_all(path);
    const LuaPoint at = locate_in_lua(source, d.line, message);
    // A syntax error far from a missing `end` names the block (Lua names it only at <eof>).
    if (message.find(" near ") != std::string::npos &&
        message.find("(to close") == std::string::npos)
      message += unclosed_block_hint(source, d.line);
    sink.error(path, {at.line, at.column}, message);
  }
  for (Diagnostic& d : args_diagnostics(rules, functions)) sink.add(std::move(d));
  for (Diagnostic& d : write_diagnostics(rules, functions)) sink.add(std::move(d));
  for (Diagnostic& d : global_diagnostics(rules)) sink.add(std::move(d));
  for (Diagnostic& d : id_diagnostics(rules)) sink.add(std::move(d));
  for (Diagnostic& d : return_diagnostics(rules, functions)) sink.add(std::move(d));
  // A building with hooks but no circle and no works_unoccupied: no worker ever stands on
  // it, and only occupied buildings answer (core/dispatch.hpp), so its hooks never run.
  // Easy to forget in a card game, where buildings have no circles at all.
  for (const auto& b : rules.buildings) {
    const bool hooked = std::find(b.handles.begin(), b.handles.end(), true) != b.handles.end();
    if (!hooked || b.circles > 0 || b.works_unoccupied) continue;
    sink.warning(b.where.file, {b.where.line, b.where.column},
                 "'" + b.id +
                     "' has hooks but no circle and no `works_unoccupied: true`: no worker can "
                     "stand on it, so they never run; add `works_unoccupied: true`");
  }
  return sink.take_sorted();
}

}  // namespace gov
