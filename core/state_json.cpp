#include "core/state_json.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace gov {

using nlohmann::json;

const char* stage_name(Stage s) {
  switch (s) {
    case Stage::Draft:
      return "draft";
    case Stage::ChooseRole:
      return "choose_role";
    case Stage::Phase:
      return "phase";
    case Stage::GameOver:
      return "game_over";
  }
  return "?";
}

namespace {

template <class T>
json id_or_null(const std::vector<T>& table, Id i) {
  if (i == kNone || i >= table.size()) return nullptr;
  return table[i].id;
}

// A map {id: count} over a table, skipping zero counts.
template <class T, class Arr>
json counts(const std::vector<T>& table, const Arr& arr) {
  json j = json::object();
  for (std::size_t i = 0; i < table.size() && i < arr.size(); ++i)
    if (arr[i] != 0) j[table[i].id] = arr[i];
  return j;
}

json seat_json(const Ruleset& r, const SeatState& st) {
  json island = json::array();
  for (int i = 0; i < st.num_tiles; ++i) {
    const auto& t = st.island[i];
    island.push_back({{"tile", id_or_null(r.tile_kinds, t.kind)},
                      {"variant", t.variant},
                      {"workers", counts(r.worker_kinds, t.workers)}});
  }
  json city = json::array();
  for (int i = 0; i < st.num_buildings; ++i) {
    const auto& b = st.city[i];
    city.push_back({{"building", id_or_null(r.buildings, b.type)},
                    {"workers", counts(r.worker_kinds, b.workers)},
                    {"memory", b.memory}});
  }
  return {{"coins", st.coins},
          {"vp_chips", st.vp_chips},
          {"goods", counts(r.goods, st.goods)},
          {"san_juan", counts(r.worker_kinds, st.san_juan)},
          {"island", island},
          {"city", city},
          {"scratch",
           {{"produced_mask", st.produced_mask},
            {"phase_flags", st.phase_flags},
            {"kept_kinds", st.kept_kinds},
            {"kept_barrels", st.kept_barrels},
            {"kept_mask", st.kept_mask},
            {"kept_goods", counts(r.goods, st.kept_goods)},
            {"place_cursor", st.place_cursor}}}};
}

// --- reading -------------------------------------------------------------------------

json draft_json(const Ruleset& r, const State& s) {
  json in = json::array(), out = json::array(), slots = json::object();
  for (std::size_t b = 0; b < r.buildings.size(); ++b) {
    if (s.drafted & (std::uint64_t{1} << b)) in.push_back(r.buildings[b].id);
    if (s.draft_excluded & (std::uint64_t{1} << b)) out.push_back(r.buildings[b].id);
  }
  for (std::size_t c = 0; c < s.draft_slots.size(); ++c)
    if (s.draft_slots[c]) slots[std::to_string(c)] = s.draft_slots[c];
  return {{"drafted", in}, {"excluded", out}, {"slots", slots}};
}

}  // namespace

json to_json(const Ruleset& r, const State& s) {
  json seats = json::array();
  for (int i = 0; i < s.num_players; ++i) seats.push_back(seat_json(r, s.seat(i)));
  json pending = json::array();
  for (int i = 0; i < s.num_pending; ++i) {
    const auto& p = s.pending[i];
    pending.push_back({{"seat", p.seat},
                       {"event", p.event},
                       {"building", id_or_null(r.buildings, p.building)},
                       {"args", p.args},
                       {"amount", p.amount},
                       {"flags", p.flags}});
  }
  json stack = json::array();
  for (int i = 0; i < s.stack_size; ++i) stack.push_back(r.tile_kinds[s.stack[i]].id);
  json face_up = json::array();
  for (int i = 0; i < s.face_up_count; ++i) face_up.push_back(r.tile_kinds[s.face_up[i]].id);
  json ships = json::array();
  for (int i = 0; i < s.num_ships; ++i)
    ships.push_back({{"capacity", s.ships[i].capacity},
                     {"good", id_or_null(r.goods, s.ships[i].good)},
                     {"load", s.ships[i].load}});
  json house = json::array();
  for (int i = 0; i < s.trading_house_count; ++i) house.push_back(r.goods[s.trading_house[i]].id);
  json roles = json::array();
  for (int i = 0; i < s.num_roles; ++i) {
    const auto& c = s.roles[i];
    roles.push_back({{"role", id_or_null(r.roles, c.role)},
                     {"coins", c.coins},
                     {"taken_by", c.taken_by == kNone ? json(nullptr) : json(c.taken_by)}});
  }
  json rng = json::array();
  for (auto w : s.rng.s) rng.push_back(fmt::format("{:016x}", w));
  const auto& c = s.cursor;
  json out = {
      {"players", s.num_players},
      {"governor", s.governor},
      {"round", s.round},
      {"picks_done", s.picks_done},
      {"stage", stage_name(s.stage)},
      {"chooser", s.chooser},
      {"end_triggered", s.end_triggered},
      {"cursor",
       {{"card", c.card == kNone ? json(nullptr) : json(c.card)},
        {"step", c.step},
        {"turn", c.turn},
        {"lap", c.lap},
        {"counter", c.counter},
        {"flags", c.flags},
        {"mult", c.mult},
        {"actor", c.actor == kNone ? json(nullptr) : json(c.actor)},
        {"closing", c.closing}}},
      {"pending", pending},
      {"seats", seats},
      {"supply",
       {{"vp", s.vp_supply},
        {"workers", counts(r.worker_kinds, s.worker_supply)},
        {"ship_workers", counts(r.worker_kinds, s.ship_workers)},
        {"goods", counts(r.goods, s.goods_supply)},
        {"buildings", counts(r.buildings, s.building_supply)}}},
      {"stack", stack},
      {"face_up", face_up},
      {"discard", counts(r.tile_kinds, s.discard)},
      {"open_pile", counts(r.tile_kinds, s.open_pile)},
      {"ships", ships},
      {"trading_house", house},
      {"roles", roles},
      {"rng", rng},
      {"draft", draft_json(r, s)},
  };
  // The pack rules' memory, in a mix where a pack has rules.lua: {pack id: [4 integers]}.
  json rule_memory = json::object();
  for (std::size_t p = 0; p < r.packs.size() && p < static_cast<std::size_t>(kMaxRulePacks); ++p)
    if (!r.packs[p].rules_file.empty()) rule_memory[r.packs[p].id] = s.rule_memory[p];
  if (!rule_memory.empty()) out["rule_memory"] = rule_memory;
  if (r.cards.enabled()) out["cards"] = card_places_json(r, s);
  if (!r.cards.price_tiles.empty()) out["price_tiles"] = price_tiles_json(r, s);
  return out;
}

std::string canonical_text(const Ruleset& rules, const State& s) {
  return to_json(rules, s).dump();
}

std::uint64_t state_hash(const Ruleset& rules, const State& s) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char ch : canonical_text(rules, s)) {
    h ^= ch;
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace gov
