#include "session/wording.hpp"

#include <fmt/format.h>

namespace gov::session {

namespace {

bool is_vowel(char c) {
  switch (c) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
    case 'A':
    case 'E':
    case 'I':
    case 'O':
    case 'U':
      return true;
    default:
      return false;
  }
}

bool ends_with(std::string_view s, std::string_view end) {
  return s.size() >= end.size() && s.substr(s.size() - end.size()) == end;
}

}  // namespace

std::string with_article(std::string_view name) {
  const bool vowel = !name.empty() && is_vowel(name.front());
  return fmt::format("{} {}", vowel ? "an" : "a", name);
}

std::string plural_of(std::string_view name) {
  if (name.empty()) return std::string(name);
  std::string out(name);
  const char last = name.back();
  if ((last == 'y' || last == 'Y') && name.size() > 1 && !is_vowel(name[name.size() - 2])) {
    out.pop_back();
    out += "ies";
  } else if (ends_with(name, "s") || ends_with(name, "x") || ends_with(name, "z") ||
             ends_with(name, "ch") || ends_with(name, "sh")) {
    out += "es";
  } else {
    out += "s";
  }
  return out;
}

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string counted(int n, std::string_view name) {
  return n == 1 ? plural(n, name, name) : plural(n, name, plural_of(name));
}

}  // namespace gov::session
