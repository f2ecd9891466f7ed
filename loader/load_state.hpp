// State shared by the readers of one load: the Ruleset being filled, the id registry that
// spans every namespace and pack, and reference resolution with "did you mean".
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "loader/schema.hpp"

namespace gov::loader {

// The namespaces of ids. Ids are unique across all of them (see declare()).
enum class IdKind { Good, Tile, Worker, Role, Building };
const char* id_kind_name(IdKind k);  // "good", "tile kind", ...

struct LoadState {
  LoadState(Ruleset& r, Sink& s) : rules(r), sink(s) {}

  Ruleset& rules;
  Sink& sink;
  std::string pack_id;   // pack being read
  std::string pack_dir;  // its folder, as shown in diagnostics

  // Where mix-level problems (a missing setup table) are reported.
  std::string setup_file;
  Pos setup_at;
  // Files or folders that could not be read at all: mix-level checks would only add noise.
  int unreadable = 0;
  // Required packs missing from the mix (or loaded after their dependant): what follows
  // from it (no goods, no roles, no setup to amend...) is not reported.
  int missing_requirements = 0;
  // Packs of another game than the mix's first (a load error): their content is not read,
  // and nothing about the mix as a whole is said.
  int mixed_games = 0;
  // The mix's game and the first pack that gave it (packs whose pack.yaml had errors or
  // whose requirements are missing are not judged: their game is not known).
  std::string game;
  std::string game_pack;

  struct Declared {
    IdKind kind;
    std::string file;
    Pos at;
  };
  std::map<std::string, Declared> ids;

  // pack.yaml `conflicts:` entries, checked once every pack of the mix is read.
  struct Conflict {
    std::string pack;   // the pack that lists it
    std::string other;  // the pack it cannot be played with
    std::string file;
    Pos at;
  };
  std::vector<Conflict> conflicts;

  // Registers `id`; reports a duplicate naming both places and returns false. A tile kind
  // may share its id with the good it produces (`tile_produces`).
  bool declare(const FileCtx& f, const std::string& id, Pos at, IdKind kind,
               const std::string& tile_produces = {});

  // Resolves a reference to a declared item of `kind` (reports an unknown id, with a
  // suggestion, and returns nullopt).
  std::optional<Id> resolve(const FileCtx& f, const YNode& n, const std::string& path,
                            IdKind kind) const;

  // Reports when a table already holds `limit` entries; true when there is room.
  bool room_for(const FileCtx& f, Pos at, std::size_t size, int limit, const char* what) const;
};

SourcePos source_pos(const FileCtx& f, Pos at);

}  // namespace gov::loader
