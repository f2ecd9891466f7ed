// The ctx methods that change the game, by name: a modify, offer-list or score hook runs
// read-only and every one of them raises there at once; `governor validate` finds them in
// such a hook's source before a game does (game/validate/validate_writes.cpp).
#pragma once

#include <string>
#include <vector>

namespace gov::lua {

// Every write method (scripting/context_actions.cpp, with the cards' own).
std::vector<std::string> ctx_write_methods();
// The card methods that write (scripting/context_cards.cpp).
std::vector<std::string> card_write_methods();

}  // namespace gov::lua
