// Reader for setup.yaml: game-wide settings and one setup table per player count.
#include <climits>

#include "loader/readers.hpp"

namespace gov::loader {

namespace {

template <std::size_t N>
void read_counts(const LoadState& st, const FileCtx& f, const YNode& node, const std::string& path,
                 IdKind kind, std::array<int, N>& out, int max);

void read_settings(const FileCtx& f, const YNode& node, RuleSettings& s) {
  MapView v(f, node, "settings",
            {{"island_spaces"},
             {"city_spaces"},
             {"trading_house_capacity"},
             {"barrels_kept"},
             {"ship_refill_minimum_per_player"},
             {"unpicked_role_coins"},
             {"end_after"}});
  // Later packs change only the keys they name.
  s.island_spaces = v.integer_or("island_spaces", s.island_spaces, 1, kMaxIslandSpaces);
  s.city_spaces = v.integer_or("city_spaces", s.city_spaces, 1, kMaxCitySpaces);
  s.trading_house_capacity =
      v.integer_or("trading_house_capacity", s.trading_house_capacity, 1, kMaxTradingHouse);
  s.barrels_kept = v.integer_or("barrels_kept", s.barrels_kept, 0, 99);
  s.ship_refill_minimum_per_player =
      v.integer_or("ship_refill_minimum_per_player", s.ship_refill_minimum_per_player, 0, 99);
  s.unpicked_role_coins = v.integer_or("unpicked_role_coins", s.unpicked_role_coins, 0, 10);
  if (v.get("end_after"))
    if (auto when = v.choice("end_after", {"round", "phase"})) s.end_after_phase = *when == "phase";
}

// A mapping from declared ids of `kind` to counts, e.g. `goods: {a: 10, b: 11}`, each
// from 0 to `max` (what the State holds for it).
template <std::size_t N>
void read_counts(const LoadState& st, const FileCtx& f, const YNode& node, const std::string& path,
                 IdKind kind, std::array<int, N>& out, int max) {
  if (!node.is_map()) {
    f.error(node.at, path + ": expected a mapping of " + id_kind_name(kind) +
                         " ids to counts, got " + describe(node));
    return;
  }
  for (std::size_t i = 0; i < node.map_size(); ++i) {
    const YNode& k = node.key(i);
    bool duplicate = false;
    for (std::size_t j = 0; j < i && !duplicate; ++j)
      if (k.is_scalar() && node.key(j).value == k.value) {
        f.error(k.at, "duplicate key '" + k.value + "' in " + path + " (first at line " +
                          std::to_string(node.key(j).at.line) + ", column " +
                          std::to_string(node.key(j).at.column) + ")");
        duplicate = true;
      }
    if (duplicate) continue;
    auto id = st.resolve(f, k, path, kind);
    auto n = to_int(f, node.val(i), path + "." + k.value, 0, max);
    if (id && n && *id < N) out[*id] = *n;
  }
}

// A list of references, e.g. `roles: [a, a, b]`.
std::vector<Id> read_refs(const LoadState& st, const FileCtx& f, const YNode& node,
                          const std::string& path, IdKind kind) {
  std::vector<Id> out;
  const YNode* list = as_list(f, node, path);
  if (!list) return out;
  for (std::size_t i = 0; i < list->children.size(); ++i)
    if (auto id = st.resolve(f, list->children[i], index_path(path, i), kind)) out.push_back(*id);
  return out;
}

// `amend: true` on a table: a later pack changes only the keys it names in the table an
// earlier pack declared for that player count (in a count mapping, only the ids it names).
bool says_amend(const YNode& node) {
  if (!node.is_map()) return false;
  for (std::size_t i = 0; i < node.map_size(); ++i)
    if (node.key(i).value == "amend" && node.val(i).is_scalar() && node.val(i).value == "true")
      return true;
  return false;
}

void read_table(LoadState& st, const FileCtx& f, const YNode& node, const std::string& path) {
  const bool amend = says_amend(node);
  const bool req = !amend;
  // A card game (its cards.yaml is read before setup.yaml) has no workers, ships, tiles or
  // barrels to set up: those keys are optional there.
  const bool board = req && st.rules.cards.zones.empty();
  MapView v(f, node, path,
            {{"players", true},
             {"replace"},
             {"amend"},
             {"coins", req},
             {"vp_chips", req},
             {"workers", board},
             {"ship_workers", board},
             {"ships", board},
             {"roles", req},
             {"picks_per_round", req},
             {"starting_tiles", board},
             {"face_up", board},
             {"tiles", board},
             {"goods", board},
             {"copies_by_category"},
             {"copies"}});
  if (!v.ok()) return;
  SetupTable t;
  auto players = v.integer("players", kMinSeats, kMaxSeats);
  bool replace = v.boolean_or("replace", false);
  v.boolean_or("amend", false);  // type-checks the key
  SetupTable* amended = nullptr;
  if (amend) {
    if (replace) f.error(v.key_at("amend"), path + ": 'amend' and 'replace' exclude each other");
    for (auto& existing : st.rules.setups)
      if (players && existing.players == *players &&
          existing.where.file.rfind(st.pack_dir + "/", 0) != 0)
        amended = &existing;
    if (!amended) {
      if (players)
        f.error(v.key_at("amend"), path + ": no earlier pack declares a setup for " +
                                       std::to_string(*players) + " players to amend");
      return;
    }
    t = *amended;
  }
  t.coins = v.integer_or("coins", t.coins, 0, 999);
  t.vp_chips = v.integer_or("vp_chips", t.vp_chips, 0, 999);
  if (const YNode* n = v.get("workers"))
    read_counts(st, f, *n, v.key_path("workers"), IdKind::Worker, t.worker_supply,
                kMaxCountPerKind);
  // `ship_workers: 3` (the default kind) or per kind, `ship_workers: {a: 2, b: 1}`.
  if (const YNode* n = v.get("ship_workers")) {
    if (n->is_map())
      read_counts(st, f, *n, v.key_path("ship_workers"), IdKind::Worker, t.ship_workers,
                  kMaxCountPerKind);
    else
      t.ship_workers[0] = v.integer_or("ship_workers", 0, 0, kMaxCountPerKind);
  }
  if (const YNode* n = v.get("ships")) {
    t.ship_capacities.clear();
    if (const YNode* list = as_list(f, *n, v.key_path("ships"))) {
      if (list->children.empty() || list->children.size() > kMaxShips)
        f.error(n->at, v.key_path("ships") + ": from 1 to " + std::to_string(kMaxShips) +
                           " ships, got " + std::to_string(list->children.size()));
      for (std::size_t i = 0; i < list->children.size(); ++i)
        if (auto c = to_int(f, list->children[i], index_path(v.key_path("ships"), i), 1, 99))
          t.ship_capacities.push_back(*c);
    }
  }
  if (const YNode* n = v.get("roles")) {
    t.roles = read_refs(st, f, *n, v.key_path("roles"), IdKind::Role);
    if (n->is_seq() && (n->children.empty() || n->children.size() > kMaxRoleCards))
      f.error(n->at, v.key_path("roles") + ": from 1 to " + std::to_string(kMaxRoleCards) +
                         " role cards, got " + std::to_string(n->children.size()));
  }
  int role_cards = std::max<int>(1, static_cast<int>(t.roles.size()));
  t.picks_per_round = v.integer_or("picks_per_round", amend ? t.picks_per_round : 1, 1, role_cards);
  if (const YNode* n = v.get("starting_tiles")) {
    t.starting_tiles = read_refs(st, f, *n, v.key_path("starting_tiles"), IdKind::Tile);
    if (players && n->is_seq() && static_cast<int>(n->children.size()) != *players)
      f.error(n->at, v.key_path("starting_tiles") + ": one per player (" +
                         std::to_string(*players) + "), got " + std::to_string(n->children.size()));
  }
  t.face_up = v.integer_or("face_up", t.face_up, 0, kMaxFaceUp);
  if (const YNode* n = v.get("tiles"))
    read_counts(st, f, *n, v.key_path("tiles"), IdKind::Tile, t.tiles, kMaxCountPerKind);
  if (const YNode* n = v.get("goods"))
    read_counts(st, f, *n, v.key_path("goods"), IdKind::Good, t.goods, kMaxCountPerKind);
  if (const YNode* n = v.get("copies_by_category")) {
    MapView c(f, *n, v.key_path("copies_by_category"), {{"production"}, {"violet"}});
    t.copies_by_category[0] = c.integer_or("production", t.copies_by_category[0], 0, 99);
    t.copies_by_category[1] = c.integer_or("violet", t.copies_by_category[1], 0, 99);
  }
  if (const YNode* n = v.get("copies"))
    read_counts(st, f, *n, v.key_path("copies"), IdKind::Building, t.building_copies, 99);

  // Workers are conserved: the supply and the ship together are every worker of a kind
  // there will ever be, and a seat's San Juan or a circle holds them in a byte.
  for (std::size_t k = 0; k < st.rules.worker_kinds.size() && k < kMaxWorkerKinds; ++k)
    if (t.worker_supply[k] + t.ship_workers[k] > kMaxCountPerKind)
      f.error(v.key_at(v.get("workers") ? "workers" : "ship_workers"),
              v.key_path("workers") + ": " + std::to_string(t.worker_supply[k]) + " + " +
                  std::to_string(t.ship_workers[k]) +
                  " on the ship = " + std::to_string(t.worker_supply[k] + t.ship_workers[k]) +
                  " '" + st.rules.worker_kinds[k].id + "' workers; the engine holds at most " +
                  std::to_string(kMaxCountPerKind) + " of a kind (0 to " +
                  std::to_string(kMaxCountPerKind) + ")");

  // The face-down stacks must fit the State.
  int stacked = 0;
  for (std::size_t k = 0; k < st.rules.tile_kinds.size(); ++k)
    if (!st.rules.tile_kinds[k].open_pile) stacked += t.tiles[k];
  if (stacked > kMaxStack)
    f.error(v.key_at("tiles"), v.key_path("tiles") + ": " + std::to_string(stacked) +
                                   " face-down tiles; the engine holds at most " +
                                   std::to_string(kMaxStack));
  std::array<int, kMaxTileKinds> starting{};
  for (Id k : t.starting_tiles)
    if (++starting[k] == t.tiles[k] + 1)  // the engine takes starting tiles from the counts
      f.error(v.key_at("starting_tiles"), v.key_path("starting_tiles") + ": more '" +
                                              st.rules.tile_kinds[k].id +
                                              "' starting tiles than its count in tiles");

  if (!players) return;
  if (amended) {
    t.where = amended->where;  // the table stays the earlier pack's, amended
    *amended = std::move(t);
    return;
  }
  t.players = *players;
  t.where = source_pos(f, v.at());
  for (auto& existing : st.rules.setups) {
    if (existing.players != t.players) continue;
    if (replace && existing.where.file.rfind(st.pack_dir + "/", 0) != 0) {
      existing = std::move(t);
      return;
    }
    f.error(v.key_at("players"),
            "setup for " + std::to_string(t.players) + " players already declared at " +
                existing.where.file + ":" + std::to_string(existing.where.line) + ":" +
                std::to_string(existing.where.column) +
                (replace ? "" : " (a later pack may say 'replace: true' to replace it)"));
    return;
  }
  st.rules.setups.push_back(std::move(t));
}

// `draft:` - slots per cost, the pool (a category of buildings from named packs), and
// pairs that exclude each other.
void read_draft(LoadState& st, const FileCtx& f, const YNode& node) {
  MapView v(f, node, "draft", {{"slots", true}, {"pool", true}, {"exclusive"}});
  if (!v.ok()) return;
  DraftRule d;
  d.enabled = true;
  if (const YNode* n = v.get("slots")) {
    if (!n->is_map()) {
      f.error(n->at, "draft.slots: expected a mapping of building cost to slot count");
    } else {
      for (std::size_t i = 0; i < n->map_size(); ++i) {
        const std::string path = "draft.slots." + n->key(i).value;
        auto cost = to_int(f, n->key(i), path, 0, kMaxDraftCost);
        auto count = to_int(f, n->val(i), path, 0, 99);
        if (cost && count) d.slots[static_cast<std::size_t>(*cost)] = *count;
      }
    }
  }
  if (const YNode* n = v.get("pool")) {
    MapView p(f, *n, "draft.pool", {{"category", true}, {"packs", true}});
    auto category = p.choice("category", {"production", "violet"});
    std::vector<std::string> packs;
    if (const YNode* list = p.get("packs")) {
      if (const YNode* l = as_list(f, *list, "draft.pool.packs"))
        for (std::size_t i = 0; i < l->children.size(); ++i)
          if (auto id = to_string(f, l->children[i], index_path("draft.pool.packs", i))) {
            bool known = false;
            for (const auto& pk : st.rules.packs) known |= pk.id == *id;
            known |= *id == st.pack_id;
            if (!known)
              f.error(l->children[i].at, "draft.pool.packs: no pack '" + *id +
                                             "' is loaded before this one (list it in requires)");
            packs.push_back(*id);
          }
    }
    if (category) {
      const auto want =
          *category == "production" ? BuildingCategory::Production : BuildingCategory::Violet;
      for (std::size_t b = 0; b < st.rules.buildings.size(); ++b) {
        const auto& def = st.rules.buildings[b];
        if (def.category != want) continue;
        for (const auto& pk : packs)
          if (pk == def.pack) d.pool.push_back(static_cast<Id>(b));
      }
    }
  }
  if (const YNode* n = v.get("exclusive")) {
    if (const YNode* list = as_list(f, *n, "draft.exclusive")) {
      for (std::size_t i = 0; i < list->children.size(); ++i) {
        const std::string path = index_path("draft.exclusive", i);
        const YNode* pair = as_list(f, list->children[i], path);
        if (!pair) continue;
        if (pair->children.size() != 2) {
          f.error(pair->at, path + ": expected a pair of building ids");
          continue;
        }
        auto a = st.resolve(f, pair->children[0], index_path(path, 0), IdKind::Building);
        auto b = st.resolve(f, pair->children[1], index_path(path, 1), IdKind::Building);
        if (a && b) d.exclusive.emplace_back(*a, *b);
      }
    }
  }
  d.where = source_pos(f, v.at());
  st.rules.draft = std::move(d);
}

}  // namespace

void read_setup(LoadState& st, const FileCtx& f, const YNode& root) {
  MapView top(f, root, "", {{"settings"}, {"setups"}, {"draft"}});
  if (!top.ok()) return;
  if (const YNode* s = top.get("settings")) read_settings(f, *s, st.rules.settings);
  if (const YNode* d = top.get("draft")) read_draft(st, f, *d);
  if (const YNode* s = top.get("setups")) {
    st.setup_file = f.path;
    st.setup_at = top.key_at("setups");
    if (const YNode* list = as_list(f, *s, "setups"))
      for (std::size_t i = 0; i < list->children.size(); ++i)
        read_table(st, f, list->children[i], index_path("setups", i));
  }
}

}  // namespace gov::loader
