// The diagnostics of a broken fixture pack as its expected.txt spells them: paths below
// tests/loader/fixtures/ relative to it, the content folder as <content>. Shared by the
// loader's and `governor validate`'s fixture tests.
#pragma once

#include <string>
#include <vector>

#include "loader/load.hpp"

namespace gov::test {

inline const std::string kFixtures = std::string(GOVERNOR_TESTS_DIR) + "/loader/fixtures";

inline void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

inline std::vector<std::string> fixture_lines(const std::vector<loader::Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) {
    std::string s = format_diagnostic(d);
    replace_all(s, kFixtures + "/", "");
    replace_all(s, GOVERNOR_CONTENT_DIR, "<content>");
    out.push_back(s);
  }
  return out;
}

}  // namespace gov::test
