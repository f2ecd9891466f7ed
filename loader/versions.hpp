// Pack versions (MAJOR.MINOR.PATCH) and the constraints a pack puts on the version of a
// pack it requires (pack.yaml: `requires: [{pack: base, version: "^1.0.0"}]`).
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gov::loader {

struct Version {
  int major = 0;
  int minor = 0;
  int patch = 0;
  auto operator<=>(const Version&) const = default;
  std::string text() const;
};

// "1.2.3" (non-negative decimal numbers, nothing else), or nullopt.
std::optional<Version> parse_version(std::string_view s);

// Terms separated by spaces or commas, all of which must hold:
//   >=1.2.0  >1.2.0  <=2.0.0  <2.0.0  =1.2.3 (or 1.2.3: exactly)
//   ^1.2.0   at least 1.2.0 with the same major version (a compatible release)
struct VersionConstraint {
  enum class Op { Ge, Gt, Le, Lt, Eq, Caret };
  struct Term {
    Op op;
    Version v;
  };
  std::vector<Term> terms;
  bool satisfied_by(const Version& v) const;
};

// The constraint, or nullopt with `error` saying which term is wrong.
std::optional<VersionConstraint> parse_constraint(std::string_view s, std::string* error);

}  // namespace gov::loader
