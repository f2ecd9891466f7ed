#include "tools/pack_session.hpp"

#include <ostream>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "core/safe_text.hpp"
#include "loader/load.hpp"
#include "scripting/lua_host.hpp"
#include "tools/cli_messages.hpp"
#include "tools/common_options.hpp"

#ifndef GOVERNOR_CONTENT_DIR
#define GOVERNOR_CONTENT_DIR "content"
#endif

namespace gov::tools {

std::string default_content_dir() {
  return GOVERNOR_CONTENT_DIR;
}

std::unique_ptr<gov::HookHost> make_hook_host(const gov::Ruleset& rules) {
  // One Lua state per host; callers make one host per thread (bind_scripts ran at load).
  return std::make_unique<LuaHost>(rules);
}

std::unique_ptr<PackSession> PackSession::open(const std::vector<std::string>& refs,
                                               std::ostream& err, const std::string& content_dir,
                                               RefSource source) {
  const std::vector<std::string> list = split_pack_list(refs);
  if (list.empty()) {
    err << "error: no content pack given (--packs)\n";
    return nullptr;
  }
  spdlog::debug("loading packs [{}] from {}", fmt::join(list, ", "), content_dir);
  LoadResult loaded = load_packs(list, content_dir, source);
  for (const auto& d : loaded.diagnostics) err << format_diagnostic(d) << '\n';
  if (!loaded.ok() || !loaded.rules) {
    err << "error: the content packs did not load\n";
    return nullptr;
  }
  // Load every building script once (load errors are content errors, like YAML ones).
  std::vector<ScriptDiagnostic> problems;
  const bool scripts_ok = bind_scripts(*loaded.rules, problems);
  for (const auto& d : problems) err << safe_text(format_script_diagnostic(d)) << '\n';
  if (!scripts_ok) {
    err << "error: the packs' scripts did not load\n";
    return nullptr;
  }
  std::unique_ptr<PackSession> session(new PackSession());
  session->rules_ = std::move(loaded.rules);
  try {
    session->hooks_ = make_hook_host(*session->rules_);
  } catch (const std::exception& e) {
    print_error(err, e.what());
    return nullptr;
  }
  session->engine_ = std::make_unique<Engine>(*session->rules_, session->hooks_.get());
  for (const auto& p : session->rules_->packs) session->pack_ids_.push_back(p.id);
  return session;
}

}  // namespace gov::tools
