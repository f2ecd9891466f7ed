// Reader for pack.yaml: the pack's identity, the packs it requires (earlier in the mix, at
// a compatible version) and the packs it cannot be played with.
#include <algorithm>

#include "core/did_you_mean.hpp"
#include "loader/readers.hpp"
#include "loader/versions.hpp"

namespace gov::loader {

namespace {

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

const PackInfo* pack_in_mix(const LoadState& st, const std::string& id) {
  for (const auto& p : st.rules.packs)
    if (p.id == id) return &p;
  return nullptr;
}

// One item of `requires`: `base` or `{pack: base, version: "^1.0.0"}`.
void read_requirement(LoadState& st, const FileCtx& f, const YNode& n, const std::string& path,
                      PackInfo& info, const std::vector<std::string>& loaded,
                      const std::vector<std::string>& later) {
  const YNode* id_node = &n;
  const YNode* version_node = nullptr;
  if (n.is_map()) {
    MapView m(f, n, path, {{"pack", true}, {"version"}});
    id_node = m.get("pack");
    version_node = m.get("version");
    if (!id_node) return;
  }
  auto id = to_pack_id(f, *id_node, n.is_map() ? join_path(path, "pack") : path);
  if (!id) return;
  if (!has(loaded, *id)) {
    ++st.missing_requirements;
    if (has(later, *id))
      f.error(id_node->at, "requires pack '" + *id + "', which comes after it; load '" + *id +
                               "' before '" + info.id + "'");
    else
      f.error(id_node->at, "requires pack '" + *id + "', which is not loaded before it" +
                               did_you_mean(*id, loaded));
    return;
  }
  // A pack that names no game belongs to the game of what it builds on.
  if (const PackInfo* base = pack_in_mix(st, *id); base && info.game.empty())
    info.game = base->game;
  if (!version_node) return;
  auto text = to_string(f, *version_node, join_path(path, "version"));
  if (!text) return;
  std::string why;
  auto constraint = parse_constraint(*text, &why);
  if (!constraint) {
    f.error(version_node->at, join_path(path, "version") + ": " + why);
    return;
  }
  const PackInfo* required = pack_in_mix(st, *id);
  auto have = required ? parse_version(required->version) : std::nullopt;
  if (have && !constraint->satisfied_by(*have))
    f.error(version_node->at, "requires pack '" + *id + "' at version " + *text +
                                  ", but the mix has version " + have->text() + " (" +
                                  required->dir + "/pack.yaml); use a version of '" + *id +
                                  "' that fits, or change the constraint");
}

}  // namespace

void read_pack_yaml(LoadState& st, const FileCtx& f, const YNode& root, PackInfo& info,
                    const std::vector<std::string>& loaded, const std::vector<std::string>& later) {
  MapView v(f, root, "",
            {{"id", true},
             {"name", true},
             {"version", true},
             {"description"},
             {"requires"},
             {"conflicts"},
             {"game"},
             {"rule_memory_sight"}});
  if (!v.ok()) return;
  const std::string folder = info.id;  // the folder's name until pack.yaml says otherwise
  if (const YNode* idn = v.get("id"))
    if (auto id = to_pack_id(f, *idn, "id")) {
      info.id = *id;
      if (*id != folder)
        st.sink.warning(f.path, idn->at,
                        "pack id '" + *id + "' differs from its folder name '" + folder +
                            "' (--packs finds a pack by its folder, `requires` by its id); "
                            "rename one so that they match");
    }
  info.name = v.string_or("name", "");
  if (auto ver = v.string("version")) {
    if (!parse_version(*ver))
      f.error(v.get("version")->at, "version: expected MAJOR.MINOR.PATCH, got '" + *ver + "'");
    info.version = *ver;
  }
  v.string_or("description", "");
  if (const YNode* game = v.get("game"))
    if (auto g = to_pack_id(f, *game, "game")) info.game = *g;
  if (const YNode* req = v.get("requires"))
    if (const YNode* list = as_list(f, *req, "requires"))
      for (std::size_t i = 0; i < list->children.size(); ++i)
        read_requirement(st, f, list->children[i], index_path("requires", i), info, loaded, later);
  if (info.game.empty()) info.game = info.id;  // a game of its own
  // Who may read the memory of its rules.lua: nobody unless it says everyone (a pack rule
  // has no owner; core/memory_sight.hpp).
  if (const YNode* n = v.get("rule_memory_sight")) {
    if (n->is_scalar() && n->value == "owner")
      f.error(n->at,
              "rule_memory_sight: 'owner' is not one of: everyone, nobody (a pack rule has no "
              "owner: its memory is shown to every seat or to none)");
    else if (auto sight = to_choice(f, *n, "rule_memory_sight", {"everyone", "nobody"}))
      info.rule_memory_sight = *sight == "everyone" ? Sight::Everyone : Sight::Nobody;
  }
  if (const YNode* con = v.get("conflicts"))
    if (const YNode* list = as_list(f, *con, "conflicts"))
      for (std::size_t i = 0; i < list->children.size(); ++i)
        if (auto id = to_pack_id(f, list->children[i], index_path("conflicts", i)))
          st.conflicts.push_back({info.id, *id, f.path, list->children[i].at});
}

void check_conflicts(LoadState& st) {
  for (const auto& c : st.conflicts) {
    const PackInfo* other = pack_in_mix(st, c.other);
    if (!other) continue;
    if (c.other == c.pack) {
      st.sink.error(c.file, c.at, "conflicts: a pack cannot conflict with itself");
      continue;
    }
    st.sink.error(c.file, c.at,
                  "pack '" + c.pack + "' cannot be played with pack '" + c.other +
                      "', which is in the mix (" + other->dir +
                      "/pack.yaml); remove one of them from the mix");
  }
}

bool check_game(LoadState& st, const PackInfo& p) {
  const std::string game = p.game.empty() ? p.id : p.game;
  if (st.game_pack.empty()) {  // the first pack judged gives the mix its game
    st.game_pack = p.id;
    st.game = game;
    return true;
  }
  if (game == st.game) return true;
  ++st.mixed_games;
  st.sink.error(p.dir + "/pack.yaml", {},
                "pack '" + p.id + "' (game '" + game + "') cannot be mixed with pack '" +
                    st.game_pack + "' (game '" + st.game +
                    "'): packs of different games do not mix; load the packs of one game");
  return false;
}

}  // namespace gov::loader
