// Diagnostic formatting and ordering.
#include <algorithm>
#include <tuple>

#include <fmt/format.h>

#include "core/safe_text.hpp"
#include "loader/load.hpp"
#include "loader/sink.hpp"

namespace gov::loader {

bool LoadResult::ok() const {
  if (!rules) return false;
  return std::none_of(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.error; });
}

std::string format_diagnostic(const Diagnostic& d) {
  // (fmt rather than string concatenation: GCC 12 at -O3 reports a false -Wrestrict on
  // `":" + std::to_string(...)`, which would break Release builds.)
  // One problem per line, whatever a file name or a quoted piece of content holds.
  const char* level = d.error ? "error" : "warning";
  const std::string file = safe_text(d.file);
  const std::string message = safe_text(d.message);
  if (d.line > 0) return fmt::format("{}:{}:{}: {}: {}", file, d.line, d.column, level, message);
  return fmt::format("{}: {}: {}", file, level, message);
}

bool Sink::has_errors() const {
  return error_count() > 0;
}

int Sink::error_count() const {
  return static_cast<int>(
      std::count_if(diags_.begin(), diags_.end(), [](const Diagnostic& d) { return d.error; }));
}

std::vector<Diagnostic> Sink::take_sorted() {
  auto key = [](const Diagnostic& d) {
    return std::tie(d.file, d.line, d.column, d.message, d.error);
  };
  std::sort(diags_.begin(), diags_.end(),
            [&](const Diagnostic& a, const Diagnostic& b) { return key(a) < key(b); });
  diags_.erase(
      std::unique(diags_.begin(), diags_.end(),
                  [&](const Diagnostic& a, const Diagnostic& b) { return key(a) == key(b); }),
      diags_.end());
  return std::move(diags_);
}

}  // namespace gov::loader
