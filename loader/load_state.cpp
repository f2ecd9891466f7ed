// The id registry and reference resolution.
#include "loader/load_state.hpp"

#include <vector>

#include "core/did_you_mean.hpp"

namespace gov::loader {

namespace {

template <typename Def>
std::vector<std::string> ids_of(const std::vector<Def>& defs) {
  std::vector<std::string> out;
  for (const auto& d : defs) out.push_back(d.id);
  return out;
}

std::string place(const std::string& file, Pos at) {
  return file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column);
}

}  // namespace

const char* id_kind_name(IdKind k) {
  switch (k) {
    case IdKind::Good:
      return "good";
    case IdKind::Tile:
      return "tile kind";
    case IdKind::Worker:
      return "worker kind";
    case IdKind::Role:
      return "role";
    case IdKind::Building:
      return "building";
  }
  return "item";
}

SourcePos source_pos(const FileCtx& f, Pos at) {
  return {f.path, at.line, at.column};
}

bool LoadState::declare(const FileCtx& f, const std::string& id, Pos at, IdKind kind,
                        const std::string& tile_produces) {
  auto it = ids.find(id);
  if (it == ids.end()) {
    ids.emplace(id, Declared{kind, f.path, at});
    return true;
  }
  const Declared& first = it->second;
  if (kind == IdKind::Tile && first.kind == IdKind::Good && tile_produces == id) return true;
  f.error(at, "duplicate id '" + id + "': already declared as a " + id_kind_name(first.kind) +
                  " at " + place(first.file, first.at));
  return false;
}

std::optional<Id> LoadState::resolve(const FileCtx& f, const YNode& n, const std::string& path,
                                     IdKind kind) const {
  auto name = to_string(f, n, path);
  if (!name) return std::nullopt;
  std::optional<Id> found;
  std::vector<std::string> known;
  switch (kind) {
    case IdKind::Good:
      found = rules.good_index(*name), known = ids_of(rules.goods);
      break;
    case IdKind::Tile:
      found = rules.tile_index(*name), known = ids_of(rules.tile_kinds);
      break;
    case IdKind::Worker:
      found = rules.worker_index(*name), known = ids_of(rules.worker_kinds);
      break;
    case IdKind::Role:
      found = rules.role_index(*name), known = ids_of(rules.roles);
      break;
    case IdKind::Building:
      found = rules.building_index(*name), known = ids_of(rules.buildings);
      break;
  }
  if (found) return found;
  std::string msg = path + ": unknown " + id_kind_name(kind) + " '" + *name + "'";
  std::string hint = did_you_mean(*name, known);
  if (hint.empty() && known.empty())
    hint = std::string(" (no ") + id_kind_name(kind) + " is declared yet)";
  f.error(n.at, msg + hint);
  return std::nullopt;
}

bool LoadState::room_for(const FileCtx& f, Pos at, std::size_t size, int limit,
                         const char* what) const {
  if (size < static_cast<std::size_t>(limit)) return true;
  f.error(at, std::string("too many ") + what + ": the engine holds at most " +
                  std::to_string(limit) + " across all packs");
  return false;
}

}  // namespace gov::loader
