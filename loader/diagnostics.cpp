// Diagnostic formatting and ordering.
#include <algorithm>
#include <tuple>

#include "loader/load.hpp"
#include "loader/sink.hpp"

namespace gov::loader {

bool LoadResult::ok() const {
  if (!rules) return false;
  return std::none_of(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.error; });
}

std::string format_diagnostic(const Diagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  out += d.error ? ": error: " : ": warning: ";
  out += d.message;
  return out;
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
