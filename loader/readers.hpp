// One reader per file kind of a pack. Each checks its file's schema strictly, resolves its
// references against what is declared so far, and appends to the Ruleset.
#pragma once

#include <string>
#include <vector>

#include "loader/load_state.hpp"

namespace gov::loader {

// pack.yaml: fills `info`, checks `requires` against the packs `loaded` before (and
// `later`, for a better message) and records `conflicts` for check_conflicts.
void read_pack_yaml(LoadState& st, const FileCtx& f, const YNode& root, PackInfo& info,
                    const std::vector<std::string>& loaded, const std::vector<std::string>& later);
// Once the whole mix is known: a pack listing another of the mix under `conflicts`.
void check_conflicts(LoadState& st);

void read_goods(LoadState& st, const FileCtx& f, const YNode& root);    // goods.yaml
void read_tiles(LoadState& st, const FileCtx& f, const YNode& root);    // tiles.yaml
void read_workers(LoadState& st, const FileCtx& f, const YNode& root);  // workers.yaml
void read_roles(LoadState& st, const FileCtx& f, const YNode& root);    // roles.yaml
// buildings/<stem>.yaml; `script` is the path of buildings/<stem>.lua or "".
void read_building(LoadState& st, const FileCtx& f, const YNode& root, const std::string& stem,
                   const std::string& script);
void read_setup(LoadState& st, const FileCtx& f, const YNode& root);  // setup.yaml
void read_cards(LoadState& st, const FileCtx& f, const YNode& root);  // cards.yaml
// Once every pack is read: numbers the cards (the buildings' copies) and gives the zones
// their location codes, reporting a game too large for the State.
void finish_cards(LoadState& st);
// A pack whose pack.yaml was read cleanly: does it belong to the mix's game (the first such
// pack's)? Reports the two packs and their games when not (counted in st.mixed_games).
bool check_game(LoadState& st, const PackInfo& p);

}  // namespace gov::loader
