#include "session/action_failure.hpp"

#include <cctype>
#include <cstdint>

#include <fmt/format.h>

namespace gov::session {

namespace {

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

std::uint32_t fnv1a(const std::string& text) {
  std::uint32_t h = 2166136261U;
  for (const unsigned char c : text) h = (h ^ c) * 16777619U;
  return h;
}

}  // namespace

ActionFailure action_failure(const Ruleset& rules, std::string full,
                             const std::string& hook_error) {
  ActionFailure f;
  f.id = fmt::format("{:08x}", fnv1a(full));
  f.full = std::move(full);
  f.culprit = "a rule of the game";
  // The scripting host's prefix (scripting/lua_host.cpp owner_name): a building's hook, or a
  // pack's rules.lua.
  for (const auto& b : rules.buildings)
    if (starts_with(hook_error, b.pack + "/" + b.id + ": ")) {
      f.culprit = fmt::format("the {}'s power", b.name);
      return f;
    }
  for (const auto& p : rules.packs)
    if (starts_with(hook_error, p.id + "/rules.lua: ")) {
      f.culprit = fmt::format("a rule of the pack {}", p.id);
      return f;
    }
  return f;
}

std::string table_text(const ActionFailure& f, const std::string& where) {
  return fmt::format("{}{} failed; nothing was applied (error {}: {})",
                     static_cast<char>(std::toupper(static_cast<unsigned char>(f.culprit.front()))),
                     f.culprit.substr(1), f.id, where);
}

}  // namespace gov::session
