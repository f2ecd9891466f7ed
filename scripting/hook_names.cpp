// How the script loader names hooks in its messages (scripting/hook_names.hpp).
#include "scripting/hook_names.hpp"

#include <string_view>
#include <utility>
#include <vector>

#include "core/did_you_mean.hpp"
#include "core/hooks.hpp"

namespace gov {

std::string kinds_text(std::uint8_t kinds) {
  std::string out;
  const std::pair<HookKind, const char*> names[] = {
      {kNotify, "notify"}, {kModify, "modify"}, {kOffer, "offer"}, {kScore, "score"}};
  for (const auto& [k, n] : names) {
    if ((kinds & k) == 0) continue;
    if (!out.empty()) out += "|";
    out += n;
  }
  return out;
}

std::string unknown_event_message(const std::string& name) {
  std::vector<std::string> names;
  for (const auto& info : kHookEvents) names.emplace_back(info.name);
  std::string message = "unknown hook '" + name + "'" + did_you_mean(name, names);
  message += "; valid hooks:";
  for (const auto& info : kHookEvents)
    message += " " + std::string(info.name) + " (" + kinds_text(info.kinds) + ")";
  return message;
}

}  // namespace gov
