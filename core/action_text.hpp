// Reading an action's canonical text (docs/actions.md) in a listing the caller already
// holds: Engine::parse lists the State again; a Session keeps its listing, and on a
// server's thread the engine's memo may hold another game's (core/engine.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/engine.hpp"

namespace gov {

// The action of `legal` (the listing of `s`, sorted as legal_actions gives it) whose
// canonical text is `text` (spaces and case aside), or nullopt with `error` set as
// Engine::parse sets it. Formats only the listed actions of the text's verb.
std::optional<Action> parse_listed(const Engine& engine, const State& s, const ActionList& legal,
                                   std::string_view text, std::string* error);

}  // namespace gov
