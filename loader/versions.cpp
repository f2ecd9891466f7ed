// Versions and version constraints of packs.
#include "loader/versions.hpp"

#include <charconv>

namespace gov::loader {

namespace {

// One decimal number of a version, at most 6 digits (no sign, no leading '+').
std::optional<int> number(std::string_view s) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  for (char c : s)
    if (c < '0' || c > '9') return std::nullopt;
  int v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

std::string Version::text() const {
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
}

std::optional<Version> parse_version(std::string_view s) {
  const std::size_t a = s.find('.');
  const std::size_t b = a == std::string_view::npos ? a : s.find('.', a + 1);
  if (b == std::string_view::npos) return std::nullopt;
  auto major = number(s.substr(0, a));
  auto minor = number(s.substr(a + 1, b - a - 1));
  auto patch = number(s.substr(b + 1));
  if (!major || !minor || !patch) return std::nullopt;
  return Version{*major, *minor, *patch};
}

bool VersionConstraint::satisfied_by(const Version& v) const {
  for (const Term& t : terms) {
    bool ok = false;
    switch (t.op) {
      case Op::Ge:
        ok = v >= t.v;
        break;
      case Op::Gt:
        ok = v > t.v;
        break;
      case Op::Le:
        ok = v <= t.v;
        break;
      case Op::Lt:
        ok = v < t.v;
        break;
      case Op::Eq:
        ok = v == t.v;
        break;
      case Op::Caret:
        ok = v >= t.v && v.major == t.v.major;
        break;
    }
    if (!ok) return false;
  }
  return true;
}

std::optional<VersionConstraint> parse_constraint(std::string_view s, std::string* error) {
  VersionConstraint c;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',')) ++i;
    if (i == s.size()) break;
    std::size_t end = i;
    while (end < s.size() && s[end] != ' ' && s[end] != ',') ++end;
    const std::string_view written = s.substr(i, end - i);
    std::string_view term = written;
    i = end;
    using Op = VersionConstraint::Op;
    Op op = Op::Eq;
    for (auto [prefix, o] : {std::pair{">=", Op::Ge},
                             {"<=", Op::Le},
                             {">", Op::Gt},
                             {"<", Op::Lt},
                             {"=", Op::Eq},
                             {"^", Op::Caret}}) {
      if (term.starts_with(prefix)) {
        op = o;
        term.remove_prefix(std::string_view(prefix).size());
        break;
      }
    }
    auto v = parse_version(term);
    if (!v) {
      *error = "bad term '" + std::string(written) +
               "' (expected terms like >=1.2.0, <2.0.0, ^1.2.0 or 1.2.3, all of which must hold)";
      return std::nullopt;
    }
    c.terms.push_back({op, *v});
  }
  if (c.terms.empty()) {
    *error = "empty version constraint (expected terms like >=1.2.0, <2.0.0, ^1.2.0 or 1.2.3)";
    return std::nullopt;
  }
  return c;
}

}  // namespace gov::loader
