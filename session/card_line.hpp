// Several cards of one choice in one line (`pay sugar_mill indigo_plant`, `discard well
// crane`): a card game asks for them one card at a time (docs/san-juan-design.md), and a
// person at a terminal names them all at once (issue #34: « choosing which cards pay is
// one line »). The line is expanded to the engine's own one-card actions and tried on a
// copy of the State first, so it is played whole or not at all.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/engine.hpp"

namespace gov::session {

struct CardLine {
  bool is_line = false;         // the words are a card line (else play them as one action)
  std::vector<Action> actions;  // to play in order, when `error` is empty
  std::string error;            // why the line cannot be played now
};

// `text`: the line as typed (words split at spaces and commas, any case), the verb first.
// Not a card line (is_line false) unless the game has cards, the verb is followed by two or
// more cards, and `verb <card>` is an action the seat to move may take now. A card may be
// typed by a unique beginning. Cards the engine takes from the hand by itself on the way
// (when what is left to pay leaves no choice) count as named.
CardLine expand_card_line(const Engine& engine, const State& s, std::string_view text);

}  // namespace gov::session
