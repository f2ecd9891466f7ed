// One reader per file kind of a pack. Each checks its file's schema strictly, resolves its
// references against what is declared so far, and appends to the Ruleset.
#pragma once

#include "loader/load_state.hpp"

namespace gov::loader {

void read_goods(LoadState& st, const FileCtx& f, const YNode& root);    // goods.yaml
void read_tiles(LoadState& st, const FileCtx& f, const YNode& root);    // tiles.yaml
void read_workers(LoadState& st, const FileCtx& f, const YNode& root);  // workers.yaml
void read_roles(LoadState& st, const FileCtx& f, const YNode& root);    // roles.yaml
// buildings/<stem>.yaml; `script` is the path of buildings/<stem>.lua or "".
void read_building(LoadState& st, const FileCtx& f, const YNode& root, const std::string& stem,
                   const std::string& script);
void read_setup(LoadState& st, const FileCtx& f, const YNode& root);  // setup.yaml

}  // namespace gov::loader
