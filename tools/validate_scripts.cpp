// validate's Lua checks: every script of the mix loads in the sandbox (scripting's
// bind_scripts: compiles as text, runs once, returns a table of known hooks with the
// right handler kinds); its problems move to the script's own path and get a column.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "loader/sink.hpp"
#include "loader/yaml_strict.hpp"
#include "scripting/lua_host.hpp"
#include "tools/validate.hpp"
#include "tools/validate_lua_position.hpp"

namespace fs = std::filesystem;

namespace gov::tools {

namespace {

// Scripts share the content files' size limit: a bigger one is a mistake, and the Lua host
// would otherwise read all of it into memory before its memory cap applies.
constexpr std::size_t kMaxScriptBytes = loader::kMaxFileBytes;

std::string read_prefix(const std::string& path, std::size_t limit, bool* readable) {
  std::ifstream in(path, std::ios::binary);
  *readable = static_cast<bool>(in);
  std::string text;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > limit) break;
  }
  return text;
}

// Reports a script that is too big or not text, so that the host does not load it.
bool script_file_ok(const std::string& path, loader::Sink& sink) {
  bool readable = false;
  const std::string text = read_prefix(path, kMaxScriptBytes, &readable);
  if (!readable) {
    sink.io_error(path, {}, "cannot open file");
    return false;
  }
  if (text.size() > kMaxScriptBytes) {
    sink.error(path, {1, 1},
               "script is larger than the limit of " + std::to_string(kMaxScriptBytes) + " bytes");
    return false;
  }
  return loader::check_text(path, text, sink);
}

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
  loader::Sink sink;
  for (auto& b : rules.buildings)
    if (!b.script_file.empty() && !script_file_ok(b.script_file, sink)) b.script_file.clear();
  for (auto& p : rules.packs)
    if (!p.rules_file.empty() && !script_file_ok(p.rules_file, sink)) p.rules_file.clear();

  std::vector<ScriptDiagnostic> problems;
  bind_scripts(rules, problems);
  for (const ScriptDiagnostic& d : problems) {
    const std::string path = real_path(rules, d);
    std::string message = d.message;
    if (message.starts_with(d.file + ": ")) message.erase(0, d.file.size() + 2);
    const LuaPoint at = locate_in_lua(read_all(path), d.line, message);
    sink.error(path, {at.line, at.column}, message);
  }
  return sink.take_sorted();
}

}  // namespace gov::tools
