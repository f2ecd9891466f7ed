// validate's output: one problem per line (`path:line:col: error|warning: message`), or
// the same list as JSON for tools.
#include <ostream>

#include <nlohmann/json.hpp>

#include "core/safe_text.hpp"
#include "game/validate/validate.hpp"

namespace gov {

std::string shown_path(const std::string& path, const std::string& cwd) {
  if (cwd.empty() || cwd == "/") return path;
  const std::string prefix = cwd.back() == '/' ? cwd : cwd + "/";
  return path.starts_with(prefix) ? path.substr(prefix.size()) : path;
}

void print_text(std::ostream& out, const ValidateReport& r, const std::string& cwd) {
  for (Diagnostic d : r.diagnostics) {
    d.file = shown_path(d.file, cwd);
    out << format_diagnostic(d) << '\n';
  }
}

void print_json(std::ostream& out, const ValidateReport& r, const std::string& cwd) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : r.diagnostics)
    list.push_back({{"file", safe_text(shown_path(d.file, cwd))},
                    {"line", d.line},
                    {"column", d.column},
                    {"severity", d.error ? "error" : "warning"},
                    {"message", safe_text(d.message)}});
  nlohmann::json j{{"ok", r.errors == 0 && !r.io_error},
                   {"exit_code", r.exit_code()},
                   {"errors", r.errors},
                   {"warnings", r.warnings},
                   {"games", r.games},
                   {"diagnostics", std::move(list)}};
  // safe_text escaped whatever was not UTF-8; `replace` stays as a second guard.
  out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

}  // namespace gov
