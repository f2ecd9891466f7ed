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

struct Reader {
  const Ruleset& r;

  [[noreturn]] void fail(const std::string& path, const std::string& why) const {
    throw std::invalid_argument(fmt::format("state JSON at {}: {}", path, why));
  }
  const json& at(const json& j, const char* key, const std::string& path) const {
    if (!j.is_object() || !j.contains(key)) fail(path, fmt::format("missing key '{}'", key));
    return j.at(key);
  }
  long long integer(const json& j, const std::string& path, long long lo, long long hi) const {
    if (!j.is_number_integer()) fail(path, "expected an integer");
    const auto v = j.get<long long>();
    if (v < lo || v > hi) fail(path, fmt::format("{} is out of range {}..{}", v, lo, hi));
    return v;
  }
  template <class T>
  Id lookup(const std::vector<T>& table, const json& j, const std::string& path,
            bool nullable = false) const {
    if (j.is_null() && nullable) return kNone;
    if (!j.is_string()) fail(path, "expected an id string");
    const auto name = j.get<std::string>();
    for (std::size_t i = 0; i < table.size(); ++i)
      if (table[i].id == name) return static_cast<Id>(i);
    fail(path, fmt::format("unknown id '{}'", name));
  }
  template <class T, class Arr>
  void counts_into(const std::vector<T>& table, const json& j, const std::string& path,
                   Arr& arr) const {
    if (!j.is_object()) fail(path, "expected an object of counts");
    for (auto& v : arr) v = 0;
    for (auto it = j.begin(); it != j.end(); ++it) {
      const Id i = lookup(table, json(it.key()), path + "." + it.key());
      using V = std::decay_t<decltype(arr[0])>;
      arr[i] = static_cast<V>(integer(it.value(), path + "." + it.key(), 0, 65535));
    }
  }
};

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
  return out;
}

State state_from_json(const Ruleset& r, const json& j) {
  Reader rd{r};
  State s;
  const long long players = rd.integer(rd.at(j, "players", "$"), "$.players", kMinSeats, kMaxSeats);
  s.num_players = static_cast<std::uint8_t>(players);
  s.governor = static_cast<std::uint8_t>(
      rd.integer(rd.at(j, "governor", "$"), "$.governor", 0, players - 1));
  s.round = static_cast<std::uint16_t>(rd.integer(rd.at(j, "round", "$"), "$.round", 1, 65535));
  s.picks_done =
      static_cast<std::uint8_t>(rd.integer(rd.at(j, "picks_done", "$"), "$.picks_done", 0, 255));
  const auto& stage = rd.at(j, "stage", "$");
  if (stage == "draft")
    s.stage = Stage::Draft;
  else if (stage == "choose_role")
    s.stage = Stage::ChooseRole;
  else if (stage == "phase")
    s.stage = Stage::Phase;
  else if (stage == "game_over")
    s.stage = Stage::GameOver;
  else
    rd.fail("$.stage", "expected draft, choose_role, phase or game_over");
  s.chooser =
      static_cast<std::uint8_t>(rd.integer(rd.at(j, "chooser", "$"), "$.chooser", 0, players - 1));
  s.end_triggered = static_cast<std::uint8_t>(
      rd.integer(rd.at(j, "end_triggered", "$"), "$.end_triggered", 0, 255));

  const auto& c = rd.at(j, "cursor", "$");
  auto small = [&](const json& o, const char* k, const std::string& p) {
    return static_cast<std::uint8_t>(rd.integer(rd.at(o, k, p), p + "." + k, 0, 255));
  };
  auto nullable = [&](const json& o, const char* k, const std::string& p) -> Id {
    const auto& v = rd.at(o, k, p);
    return v.is_null() ? kNone : static_cast<Id>(rd.integer(v, p + "." + k, 0, 254));
  };
  s.cursor.card = nullable(c, "card", "$.cursor");
  s.cursor.step = small(c, "step", "$.cursor");
  s.cursor.turn = small(c, "turn", "$.cursor");
  s.cursor.lap = small(c, "lap", "$.cursor");
  s.cursor.counter = small(c, "counter", "$.cursor");
  s.cursor.flags = small(c, "flags", "$.cursor");
  s.cursor.mult = small(c, "mult", "$.cursor");
  s.cursor.actor = nullable(c, "actor", "$.cursor");
  s.cursor.closing = small(c, "closing", "$.cursor");

  const auto& pend = rd.at(j, "pending", "$");
  if (!pend.is_array() || pend.size() > kMaxPending) rd.fail("$.pending", "expected a short array");
  for (std::size_t i = 0; i < pend.size(); ++i) {
    const std::string p = fmt::format("$.pending[{}]", i);
    Pending& pe = s.pending[s.num_pending++];
    pe.seat = small(pend[i], "seat", p);
    pe.event = small(pend[i], "event", p);
    pe.building = rd.lookup(r.buildings, rd.at(pend[i], "building", p), p + ".building", true);
    const auto& args = rd.at(pend[i], "args", p);
    if (!args.is_array() || args.size() != pe.args.size())
      rd.fail(p + ".args", "expected 4 integers");
    for (std::size_t k = 0; k < pe.args.size(); ++k)
      pe.args[k] = static_cast<std::uint8_t>(rd.integer(args[k], p + ".args", 0, 255));
    pe.amount = small(pend[i], "amount", p);
    pe.flags = small(pend[i], "flags", p);
  }

  const auto& seats = rd.at(j, "seats", "$");
  if (!seats.is_array() || static_cast<long long>(seats.size()) != players)
    rd.fail("$.seats", "expected one entry per player");
  for (int i = 0; i < players; ++i) {
    const std::string p = fmt::format("$.seats[{}]", i);
    const auto& js = seats[static_cast<std::size_t>(i)];
    auto& st = s.seat(i);
    st.coins =
        static_cast<std::int32_t>(rd.integer(rd.at(js, "coins", p), p + ".coins", 0, 1 << 30));
    st.vp_chips = static_cast<std::int32_t>(
        rd.integer(rd.at(js, "vp_chips", p), p + ".vp_chips", 0, 1 << 30));
    rd.counts_into(r.goods, rd.at(js, "goods", p), p + ".goods", st.goods);
    rd.counts_into(r.worker_kinds, rd.at(js, "san_juan", p), p + ".san_juan", st.san_juan);
    const auto& island = rd.at(js, "island", p);
    if (!island.is_array() || island.size() > kMaxIslandSpaces)
      rd.fail(p + ".island", "expected at most 12 tiles");
    for (std::size_t t = 0; t < island.size(); ++t) {
      const std::string q = fmt::format("{}.island[{}]", p, t);
      auto& slot = st.island[st.num_tiles++];
      slot.kind = rd.lookup(r.tile_kinds, rd.at(island[t], "tile", q), q + ".tile");
      slot.variant = small(island[t], "variant", q);
      rd.counts_into(r.worker_kinds, rd.at(island[t], "workers", q), q + ".workers", slot.workers);
    }
    const auto& city = rd.at(js, "city", p);
    if (!city.is_array() || city.size() > kMaxCitySpaces)
      rd.fail(p + ".city", "expected at most 12 buildings");
    for (std::size_t b = 0; b < city.size(); ++b) {
      const std::string q = fmt::format("{}.city[{}]", p, b);
      auto& slot = st.city[st.num_buildings++];
      slot.type = rd.lookup(r.buildings, rd.at(city[b], "building", q), q + ".building");
      rd.counts_into(r.worker_kinds, rd.at(city[b], "workers", q), q + ".workers", slot.workers);
      const auto& mem = rd.at(city[b], "memory", q);
      if (!mem.is_array() || mem.size() != kMemorySlots)
        rd.fail(q + ".memory", "expected 4 integers");
      for (int m = 0; m < kMemorySlots; ++m)
        slot.memory[m] = static_cast<std::int16_t>(
            rd.integer(mem[static_cast<std::size_t>(m)], q + ".memory", -32768, 32767));
      st.city_spaces_used =
          static_cast<std::uint8_t>(st.city_spaces_used + r.buildings[slot.type].spaces);
    }
    const auto& sc = rd.at(js, "scratch", p);
    const std::string q = p + ".scratch";
    st.produced_mask = small(sc, "produced_mask", q);
    st.phase_flags = small(sc, "phase_flags", q);
    st.kept_kinds = small(sc, "kept_kinds", q);
    st.kept_barrels = small(sc, "kept_barrels", q);
    st.kept_mask = small(sc, "kept_mask", q);
    rd.counts_into(r.goods, rd.at(sc, "kept_goods", q), q + ".kept_goods", st.kept_goods);
    st.place_cursor = static_cast<std::uint16_t>(
        rd.integer(rd.at(sc, "place_cursor", q), q + ".place_cursor", 0, 65535));
  }

  const auto& sup = rd.at(j, "supply", "$");
  s.vp_supply = static_cast<std::int32_t>(
      rd.integer(rd.at(sup, "vp", "$.supply"), "$.supply.vp", -100000, 100000));
  rd.counts_into(r.worker_kinds, rd.at(sup, "workers", "$.supply"), "$.supply.workers",
                 s.worker_supply);
  rd.counts_into(r.worker_kinds, rd.at(sup, "ship_workers", "$.supply"), "$.supply.ship_workers",
                 s.ship_workers);
  rd.counts_into(r.goods, rd.at(sup, "goods", "$.supply"), "$.supply.goods", s.goods_supply);
  rd.counts_into(r.buildings, rd.at(sup, "buildings", "$.supply"), "$.supply.buildings",
                 s.building_supply);

  const auto& stack = rd.at(j, "stack", "$");
  if (!stack.is_array() || stack.size() > kMaxStack)
    rd.fail("$.stack", "expected an array of tiles");
  for (std::size_t i = 0; i < stack.size(); ++i)
    s.stack[s.stack_size++] = rd.lookup(r.tile_kinds, stack[i], fmt::format("$.stack[{}]", i));
  const auto& fu = rd.at(j, "face_up", "$");
  if (!fu.is_array() || fu.size() > kMaxFaceUp) rd.fail("$.face_up", "expected an array of tiles");
  for (std::size_t i = 0; i < fu.size(); ++i)
    s.face_up[s.face_up_count++] = rd.lookup(r.tile_kinds, fu[i], fmt::format("$.face_up[{}]", i));
  rd.counts_into(r.tile_kinds, rd.at(j, "discard", "$"), "$.discard", s.discard);
  rd.counts_into(r.tile_kinds, rd.at(j, "open_pile", "$"), "$.open_pile", s.open_pile);

  const auto& ships = rd.at(j, "ships", "$");
  if (!ships.is_array() || ships.size() > kMaxShips) rd.fail("$.ships", "expected at most 5 ships");
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const std::string p = fmt::format("$.ships[{}]", i);
    auto& sh = s.ships[s.num_ships++];
    sh.capacity = small(ships[i], "capacity", p);
    sh.good = rd.lookup(r.goods, rd.at(ships[i], "good", p), p + ".good", true);
    sh.load = small(ships[i], "load", p);
    if (sh.load > sh.capacity) rd.fail(p + ".load", "more than the capacity");
  }
  const auto& house = rd.at(j, "trading_house", "$");
  if (!house.is_array() || house.size() > kMaxTradingHouse)
    rd.fail("$.trading_house", "too many goods");
  for (std::size_t i = 0; i < house.size(); ++i)
    s.trading_house[s.trading_house_count++] =
        rd.lookup(r.goods, house[i], fmt::format("$.trading_house[{}]", i));
  const auto& roles = rd.at(j, "roles", "$");
  if (!roles.is_array() || roles.size() > kMaxRoleCards) rd.fail("$.roles", "too many role cards");
  for (std::size_t i = 0; i < roles.size(); ++i) {
    const std::string p = fmt::format("$.roles[{}]", i);
    auto& card = s.roles[s.num_roles++];
    card.role = rd.lookup(r.roles, rd.at(roles[i], "role", p), p + ".role");
    card.coins = small(roles[i], "coins", p);
    card.taken_by = nullable(roles[i], "taken_by", p);
  }
  if (j.contains("rule_memory")) {
    const auto& rm = j.at("rule_memory");
    if (!rm.is_object()) rd.fail("$.rule_memory", "expected an object of pack ids");
    for (const auto& [id, mem] : rm.items()) {
      const std::string q = "$.rule_memory." + id;
      std::size_t p = 0;
      while (p < r.packs.size() && r.packs[p].id != id) ++p;
      if (p >= r.packs.size() || p >= static_cast<std::size_t>(kMaxRulePacks))
        rd.fail(q, "no pack of the mix with memory slots");
      if (!mem.is_array() || mem.size() != kMemorySlots) rd.fail(q, "expected 4 integers");
      for (int m = 0; m < kMemorySlots; ++m)
        s.rule_memory[p][m] = static_cast<std::int16_t>(
            rd.integer(mem[static_cast<std::size_t>(m)], q, -32768, 32767));
    }
  }
  if (j.contains("draft")) {
    const auto& d = j.at("draft");
    for (const auto& b : rd.at(d, "drafted", "$.draft"))
      s.drafted |= std::uint64_t{1} << rd.lookup(r.buildings, b, "$.draft.drafted");
    for (const auto& b : rd.at(d, "excluded", "$.draft"))
      s.draft_excluded |= std::uint64_t{1} << rd.lookup(r.buildings, b, "$.draft.excluded");
    const auto& slots = rd.at(d, "slots", "$.draft");
    if (!slots.is_object()) rd.fail("$.draft.slots", "expected {cost: slots}");
    for (auto it = slots.begin(); it != slots.end(); ++it) {
      const int cost = std::atoi(it.key().c_str());
      if (cost < 0 || cost > kMaxDraftCost) rd.fail("$.draft.slots", "cost out of range");
      s.draft_slots[static_cast<std::size_t>(cost)] =
          static_cast<std::uint8_t>(rd.integer(it.value(), "$.draft.slots." + it.key(), 0, 255));
    }
  }
  const auto& rng = rd.at(j, "rng", "$");
  if (!rng.is_array() || rng.size() != 4) rd.fail("$.rng", "expected 4 hex words");
  for (std::size_t i = 0; i < 4; ++i) {
    if (!rng[i].is_string()) rd.fail("$.rng", "expected hex strings");
    s.rng.s[i] = std::stoull(rng[i].get<std::string>(), nullptr, 16);
  }
  return s;
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
