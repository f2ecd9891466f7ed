// Where the loader's parts report problems. One Sink per load; it only collects.
#pragma once

#include <string>
#include <vector>

#include "loader/load.hpp"

namespace gov::loader {

// A 1-based position in a file (0, 0: the whole file or folder).
struct Pos {
  int line = 0;
  int column = 0;
};

class Sink {
 public:
  void error(const std::string& file, Pos at, std::string message) {
    diags_.push_back({file, at.line, at.column, true, std::move(message)});
  }
  void warning(const std::string& file, Pos at, std::string message) {
    diags_.push_back({file, at.line, at.column, false, std::move(message)});
  }
  // A file or folder that cannot be read at all (`governor validate` exits 2 for it).
  void io_error(const std::string& file, Pos at, std::string message) {
    diags_.push_back({file, at.line, at.column, true, std::move(message), true});
  }
  void add(Diagnostic d) { diags_.push_back(std::move(d)); }
  bool has_errors() const;
  int error_count() const;
  // Sorted by file, line, column, then message; exact duplicates removed.
  std::vector<Diagnostic> take_sorted();

 private:
  std::vector<Diagnostic> diags_;
};

}  // namespace gov::loader
