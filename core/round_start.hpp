// A card game's round start (seed 004, « Le Gouverneur change »): « Le nouveau Gouverneur
// rappelle alors à chaque possesseur d'une Chapelle qu'il peut y placer 1 carte de sa main
// [...] Puis le Gouverneur vérifie qu'aucun joueur [...] ne possède plus de 7 cartes en
// main. Les joueurs en ayant plus de 7 doivent défausser librement le surplus ». Generic:
// the round_start offers of every seat from the governor (a building's script, e.g. to
// tuck a card), then each seat holding more than its hand limit (cards.yaml hand_limit,
// plus its hand_limit answers) discards down to it, one `discard <kind>` at a time.
//
// It runs in the ChooseRole stage, before the governor's pick, held in the cursor (which
// is otherwise empty there): step kOffers, then kHandLimit with turn = the seat's turn from
// the governor and actor = the seat discarding. The cursor is empty again when it is over.
//
// A start variant's keep (cards.yaml `start.variants`, seed 004 « Variante »: « Chaque
// joueur regarde les cartes ainsi reçues et décide des 4 cartes qu'il va conserver en main
// et défausse les autres ») is the same discarding before the first role: step kStartKeep,
// counter = the cards each seat keeps, no offers and no hand_limit answers.
#pragma once

#include <cstdint>

#include "core/action.hpp"

namespace gov {

struct MechanicContext;
struct State;

namespace round_start {

inline constexpr std::uint8_t kOffers = 1;
inline constexpr std::uint8_t kHandLimit = 2;
inline constexpr std::uint8_t kStartKeep = 3;

// Is a round start under way (decisions of it may be due)?
bool under_way(const State& s);
// Called when a new round begins: marks the round start due when the game has one.
void begin(MechanicContext& f);
// Called by new_game with a start variant: each seat from the governor keeps `keep` cards.
void begin_start_keep(State& s, int keep);
// Moves the round start on; true at a decision (a seat must discard), false once over.
bool advance(MechanicContext& f);
void legal(MechanicContext& f, ActionList& out);
void apply(MechanicContext& f, const Action& a);

}  // namespace round_start

}  // namespace gov
