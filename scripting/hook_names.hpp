// How the script loader names hooks in its messages (scripting/hook_names.cpp): a hook's
// kinds, and the error for a name that is no hook, which lists the valid ones.
#pragma once

#include <cstdint>
#include <string>

namespace gov {

// The kinds of handler a hook takes, as the messages show them: "notify|modify".
std::string kinds_text(std::uint8_t kinds);

// "unknown hook 'x' (did you mean 'y'?); valid hooks: ...", every hook with its kinds.
std::string unknown_event_message(const std::string& name);

}  // namespace gov
