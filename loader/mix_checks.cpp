// Checks on the whole mix once every pack is read: every table has an entry, every player
// count a setup table, and the setup tables give every declared good, tile kind, worker
// kind and role a place in the game (a pack that declares an item and forgets the setup
// gets a warning at the item, in its own file).
#include <algorithm>
#include <string>
#include <vector>

#include "loader/mix_checks.hpp"

namespace gov::loader {

namespace {

std::string place(const SourcePos& p) {
  return p.file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

// "2 players" / "2, 3 and 5 players".
std::string counts_text(const std::vector<int>& counts) {
  std::string out;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    if (i > 0) out += i + 1 == counts.size() ? " and " : ", ";
    out += std::to_string(counts[i]);
  }
  return out + " players";
}

// Warns at each item for which `missing(table, index)` holds in some setup table (with
// `in_every`: in every table, for items a table may leave out by design, like a role
// played only with some player counts).
template <typename Def, typename Missing>
void warn_missing(LoadState& st, const std::vector<Def>& defs, const char* what,
                  const std::string& fix, bool in_every, Missing missing) {
  for (std::size_t i = 0; i < defs.size(); ++i) {
    std::vector<int> counts;
    for (const SetupTable& t : st.rules.setups)
      if (missing(t, i)) counts.push_back(t.players);
    if (counts.empty() || defs[i].where.file.empty()) continue;
    if (in_every && counts.size() < st.rules.setups.size()) continue;
    std::sort(counts.begin(), counts.end());
    const SetupTable* first = st.rules.setup_for(counts.front());
    st.sink.warning(defs[i].where.file, {defs[i].where.line, defs[i].where.column},
                    std::string(what) + " '" + defs[i].id + "' " + fix + " in the setup for " +
                        counts_text(counts) + " (" + place(first->where) +
                        "); add it there, or in this pack's setup.yaml with `amend: true`");
  }
}

}  // namespace

void check_mix(LoadState& st, const std::string& first_pack_file) {
  const Ruleset& r = st.rules;
  auto need = [&](bool present, const char* what) {
    if (!present)
      st.sink.error(first_pack_file, {},
                    std::string("the packs declare no ") + what + " (at least one is needed)");
  };
  // A card game (cards.yaml) has cards for goods and no tiles or workers, and may be for
  // fewer players: its setup tables cover 2 players up to its largest count, no gap.
  const bool cards = r.cards.enabled();
  need(cards || !r.goods.empty(), "goods");
  need(cards || !r.tile_kinds.empty(), "tile kinds");
  need(cards || !r.worker_kinds.empty(), "worker kinds");
  need(!r.roles.empty(), "roles");
  int most = kMaxSeats;
  if (cards) {
    most = kMinSeats;
    for (const SetupTable& t : r.setups) most = std::max(most, t.players);
  }
  for (int p = kMinSeats; p <= most; ++p) {
    if (r.setup_for(p)) continue;
    std::string msg = "no setup table for " + std::to_string(p) + " players (every count from " +
                      std::to_string(kMinSeats) + " to " + std::to_string(most) + " needs one)";
    if (st.setup_file.empty())
      st.sink.error(first_pack_file, {}, msg);
    else
      st.sink.error(st.setup_file, st.setup_at, msg);
  }

  if (cards) {
    warn_missing(st, r.roles, "role", "has no card on the table", true,
                 [](const SetupTable& t, std::size_t i) {
                   for (Id role : t.roles)
                     if (role == i) return false;
                   return true;
                 });
    return;  // goods are cards there: no barrels to count
  }
  warn_missing(st, r.goods, "good", "has no barrels", false,
               [](const SetupTable& t, std::size_t i) { return t.goods[i] == 0; });
  warn_missing(st, r.tile_kinds, "tile kind", "has no tiles", false,
               [](const SetupTable& t, std::size_t i) { return t.tiles[i] == 0; });
  warn_missing(st, r.worker_kinds, "worker kind", "has no workers (supply or ship)", false,
               [](const SetupTable& t, std::size_t i) {
                 return t.worker_supply[i] == 0 && t.ship_workers[i] == 0;
               });
  warn_missing(st, r.roles, "role", "has no card on the table", true,
               [](const SetupTable& t, std::size_t i) {
                 for (Id role : t.roles)
                   if (role == i) return false;
                 return true;
               });
}

}  // namespace gov::loader
