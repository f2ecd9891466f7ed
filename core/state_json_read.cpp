// state_from_json: the State JSON (core/state_json.hpp) read back, strictly: every field
// must be there and in range, and the first that is not throws std::invalid_argument
// naming its JSON path. One function per part of the State, in the order the JSON has them.
#include <fmt/format.h>

#include <cstdlib>
#include <stdexcept>

#include "core/state_json.hpp"

namespace gov {

using nlohmann::json;

namespace {

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

// An 8-bit field of `o`.
std::uint8_t small(const Reader& rd, const json& o, const char* k, const std::string& p) {
  return static_cast<std::uint8_t>(rd.integer(rd.at(o, k, p), p + "." + k, 0, 255));
}

// A seat or card index of `o`, null for kNone.
Id nullable(const Reader& rd, const json& o, const char* k, const std::string& p) {
  const auto& v = rd.at(o, k, p);
  return v.is_null() ? kNone : static_cast<Id>(rd.integer(v, p + "." + k, 0, 254));
}

Stage read_stage(const Reader& rd, const json& stage) {
  if (stage == "draft") return Stage::Draft;
  if (stage == "choose_role") return Stage::ChooseRole;
  if (stage == "phase") return Stage::Phase;
  if (stage == "game_over") return Stage::GameOver;
  rd.fail("$.stage", "expected draft, choose_role, phase or game_over");
}

// Players, governor, round, stage and who chose the role.
void read_header(const Reader& rd, const json& j, State& s) {
  const long long players = rd.integer(rd.at(j, "players", "$"), "$.players", kMinSeats, kMaxSeats);
  s.num_players = static_cast<std::uint8_t>(players);
  s.governor = static_cast<std::uint8_t>(
      rd.integer(rd.at(j, "governor", "$"), "$.governor", 0, players - 1));
  s.round = static_cast<std::uint16_t>(rd.integer(rd.at(j, "round", "$"), "$.round", 1, 65535));
  s.picks_done =
      static_cast<std::uint8_t>(rd.integer(rd.at(j, "picks_done", "$"), "$.picks_done", 0, 255));
  s.stage = read_stage(rd, rd.at(j, "stage", "$"));
  s.chooser =
      static_cast<std::uint8_t>(rd.integer(rd.at(j, "chooser", "$"), "$.chooser", 0, players - 1));
  s.end_triggered = static_cast<std::uint8_t>(
      rd.integer(rd.at(j, "end_triggered", "$"), "$.end_triggered", 0, 255));
}

void read_cursor(const Reader& rd, const json& c, State& s) {
  s.cursor.card = nullable(rd, c, "card", "$.cursor");
  s.cursor.step = small(rd, c, "step", "$.cursor");
  s.cursor.turn = small(rd, c, "turn", "$.cursor");
  s.cursor.lap = small(rd, c, "lap", "$.cursor");
  s.cursor.counter = small(rd, c, "counter", "$.cursor");
  s.cursor.flags = small(rd, c, "flags", "$.cursor");
  s.cursor.mult = small(rd, c, "mult", "$.cursor");
  s.cursor.actor = nullable(rd, c, "actor", "$.cursor");
  s.cursor.closing = small(rd, c, "closing", "$.cursor");
}

void read_pending(const Reader& rd, const json& pend, State& s) {
  if (!pend.is_array() || pend.size() > kMaxPending) rd.fail("$.pending", "expected a short array");
  for (std::size_t i = 0; i < pend.size(); ++i) {
    const std::string p = fmt::format("$.pending[{}]", i);
    Pending& pe = s.pending[s.num_pending++];
    pe.seat = small(rd, pend[i], "seat", p);
    pe.event = small(rd, pend[i], "event", p);
    pe.building = rd.lookup(rd.r.buildings, rd.at(pend[i], "building", p), p + ".building", true);
    const auto& args = rd.at(pend[i], "args", p);
    if (!args.is_array() || args.size() != pe.args.size())
      rd.fail(p + ".args", "expected 4 integers");
    for (std::size_t k = 0; k < pe.args.size(); ++k)
      pe.args[k] = static_cast<std::uint8_t>(rd.integer(args[k], p + ".args", 0, 255));
    pe.amount = small(rd, pend[i], "amount", p);
    pe.flags = small(rd, pend[i], "flags", p);
  }
}

void read_island(const Reader& rd, const json& island, const std::string& p, SeatState& st) {
  if (!island.is_array() || island.size() > kMaxIslandSpaces)
    rd.fail(p + ".island", "expected at most 12 tiles");
  for (std::size_t t = 0; t < island.size(); ++t) {
    const std::string q = fmt::format("{}.island[{}]", p, t);
    auto& slot = st.island[st.num_tiles++];
    slot.kind = rd.lookup(rd.r.tile_kinds, rd.at(island[t], "tile", q), q + ".tile");
    slot.variant = small(rd, island[t], "variant", q);
    rd.counts_into(rd.r.worker_kinds, rd.at(island[t], "workers", q), q + ".workers", slot.workers);
  }
}

void read_city(const Reader& rd, const json& city, const std::string& p, SeatState& st) {
  if (!city.is_array() || city.size() > kMaxCitySpaces)
    rd.fail(p + ".city", "expected at most 12 buildings");
  for (std::size_t b = 0; b < city.size(); ++b) {
    const std::string q = fmt::format("{}.city[{}]", p, b);
    auto& slot =
        add_to_city(st, rd.lookup(rd.r.buildings, rd.at(city[b], "building", q), q + ".building"));
    rd.counts_into(rd.r.worker_kinds, rd.at(city[b], "workers", q), q + ".workers", slot.workers);
    const auto& mem = rd.at(city[b], "memory", q);
    if (!mem.is_array() || mem.size() != kMemorySlots)
      rd.fail(q + ".memory", "expected 4 integers");
    for (int m = 0; m < kMemorySlots; ++m)
      slot.memory[m] = static_cast<std::int16_t>(
          rd.integer(mem[static_cast<std::size_t>(m)], q + ".memory", -32768, 32767));
    st.city_spaces_used =
        static_cast<std::uint8_t>(st.city_spaces_used + rd.r.buildings[slot.type].spaces);
  }
}

// A seat's mid-phase bookkeeping (production, shipping storage, worker placement).
void read_scratch(const Reader& rd, const json& sc, const std::string& q, SeatState& st) {
  st.produced_mask = small(rd, sc, "produced_mask", q);
  st.phase_flags = small(rd, sc, "phase_flags", q);
  st.kept_kinds = small(rd, sc, "kept_kinds", q);
  st.kept_barrels = small(rd, sc, "kept_barrels", q);
  st.kept_mask = small(rd, sc, "kept_mask", q);
  rd.counts_into(rd.r.goods, rd.at(sc, "kept_goods", q), q + ".kept_goods", st.kept_goods);
  st.place_cursor = static_cast<std::uint16_t>(
      rd.integer(rd.at(sc, "place_cursor", q), q + ".place_cursor", 0, 65535));
}

void read_seat(const Reader& rd, const json& js, const std::string& p, SeatState& st) {
  st.coins = static_cast<std::int32_t>(rd.integer(rd.at(js, "coins", p), p + ".coins", 0, 1 << 30));
  st.vp_chips =
      static_cast<std::int32_t>(rd.integer(rd.at(js, "vp_chips", p), p + ".vp_chips", 0, 1 << 30));
  rd.counts_into(rd.r.goods, rd.at(js, "goods", p), p + ".goods", st.goods);
  rd.counts_into(rd.r.worker_kinds, rd.at(js, "san_juan", p), p + ".san_juan", st.san_juan);
  read_island(rd, rd.at(js, "island", p), p, st);
  read_city(rd, rd.at(js, "city", p), p, st);
  read_scratch(rd, rd.at(js, "scratch", p), p + ".scratch", st);
}

void read_seats(const Reader& rd, const json& seats, State& s) {
  if (!seats.is_array() || seats.size() != static_cast<std::size_t>(s.num_players))
    rd.fail("$.seats", "expected one entry per player");
  for (int i = 0; i < s.num_players; ++i)
    read_seat(rd, seats[static_cast<std::size_t>(i)], fmt::format("$.seats[{}]", i), s.seat(i));
}

void read_supply(const Reader& rd, const json& sup, State& s) {
  s.vp_supply = static_cast<std::int32_t>(
      rd.integer(rd.at(sup, "vp", "$.supply"), "$.supply.vp", -100000, 100000));
  rd.counts_into(rd.r.worker_kinds, rd.at(sup, "workers", "$.supply"), "$.supply.workers",
                 s.worker_supply);
  rd.counts_into(rd.r.worker_kinds, rd.at(sup, "ship_workers", "$.supply"), "$.supply.ship_workers",
                 s.ship_workers);
  rd.counts_into(rd.r.goods, rd.at(sup, "goods", "$.supply"), "$.supply.goods", s.goods_supply);
  rd.counts_into(rd.r.buildings, rd.at(sup, "buildings", "$.supply"), "$.supply.buildings",
                 s.building_supply);
}

// The plantation tiles off the islands: the face-down stack, the face-up row, the discard
// and the open pile.
void read_tiles(const Reader& rd, const json& j, State& s) {
  const auto& stack = rd.at(j, "stack", "$");
  if (!stack.is_array() || stack.size() > kMaxStack)
    rd.fail("$.stack", "expected an array of tiles");
  for (std::size_t i = 0; i < stack.size(); ++i)
    s.stack[s.stack_size++] = rd.lookup(rd.r.tile_kinds, stack[i], fmt::format("$.stack[{}]", i));
  const auto& fu = rd.at(j, "face_up", "$");
  if (!fu.is_array() || fu.size() > kMaxFaceUp) rd.fail("$.face_up", "expected an array of tiles");
  for (std::size_t i = 0; i < fu.size(); ++i)
    s.face_up[s.face_up_count++] =
        rd.lookup(rd.r.tile_kinds, fu[i], fmt::format("$.face_up[{}]", i));
  rd.counts_into(rd.r.tile_kinds, rd.at(j, "discard", "$"), "$.discard", s.discard);
  rd.counts_into(rd.r.tile_kinds, rd.at(j, "open_pile", "$"), "$.open_pile", s.open_pile);
}

void read_ships(const Reader& rd, const json& ships, State& s) {
  if (!ships.is_array() || ships.size() > kMaxShips) rd.fail("$.ships", "expected at most 5 ships");
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const std::string p = fmt::format("$.ships[{}]", i);
    auto& sh = s.ships[s.num_ships++];
    sh.capacity = small(rd, ships[i], "capacity", p);
    sh.good = rd.lookup(rd.r.goods, rd.at(ships[i], "good", p), p + ".good", true);
    sh.load = small(rd, ships[i], "load", p);
    if (sh.load > sh.capacity) rd.fail(p + ".load", "more than the capacity");
  }
}

void read_trading_house(const Reader& rd, const json& house, State& s) {
  if (!house.is_array() || house.size() > kMaxTradingHouse)
    rd.fail("$.trading_house", "too many goods");
  for (std::size_t i = 0; i < house.size(); ++i)
    s.trading_house[s.trading_house_count++] =
        rd.lookup(rd.r.goods, house[i], fmt::format("$.trading_house[{}]", i));
}

void read_roles(const Reader& rd, const json& roles, State& s) {
  if (!roles.is_array() || roles.size() > kMaxRoleCards) rd.fail("$.roles", "too many role cards");
  for (std::size_t i = 0; i < roles.size(); ++i) {
    const std::string p = fmt::format("$.roles[{}]", i);
    auto& card = s.roles[s.num_roles++];
    card.role = rd.lookup(rd.r.roles, rd.at(roles[i], "role", p), p + ".role");
    card.coins = small(rd, roles[i], "coins", p);
    card.taken_by = nullable(rd, roles[i], "taken_by", p);
  }
}

// The pack rules' memory (only in a mix where a pack has rules.lua): {pack id: [4 integers]}.
void read_rule_memory(const Reader& rd, const json& rm, State& s) {
  if (!rm.is_object()) rd.fail("$.rule_memory", "expected an object of pack ids");
  for (const auto& [id, mem] : rm.items()) {
    const std::string q = "$.rule_memory." + id;
    std::size_t p = 0;
    while (p < rd.r.packs.size() && rd.r.packs[p].id != id) ++p;
    if (p >= rd.r.packs.size() || p >= static_cast<std::size_t>(kMaxRulePacks))
      rd.fail(q, "no pack of the mix with memory slots");
    if (!mem.is_array() || mem.size() != kMemorySlots) rd.fail(q, "expected 4 integers");
    for (int m = 0; m < kMemorySlots; ++m)
      s.rule_memory[p][m] =
          static_cast<std::int16_t>(rd.integer(mem[static_cast<std::size_t>(m)], q, -32768, 32767));
  }
}

// The setup draft's progress (absent in States written before the draft existed).
void read_draft(const Reader& rd, const json& d, State& s) {
  for (const auto& b : rd.at(d, "drafted", "$.draft"))
    s.drafted |= std::uint64_t{1} << rd.lookup(rd.r.buildings, b, "$.draft.drafted");
  for (const auto& b : rd.at(d, "excluded", "$.draft"))
    s.draft_excluded |= std::uint64_t{1} << rd.lookup(rd.r.buildings, b, "$.draft.excluded");
  const auto& slots = rd.at(d, "slots", "$.draft");
  if (!slots.is_object()) rd.fail("$.draft.slots", "expected {cost: slots}");
  for (auto it = slots.begin(); it != slots.end(); ++it) {
    const int cost = std::atoi(it.key().c_str());
    if (cost < 0 || cost > kMaxDraftCost) rd.fail("$.draft.slots", "cost out of range");
    s.draft_slots[static_cast<std::size_t>(cost)] =
        static_cast<std::uint8_t>(rd.integer(it.value(), "$.draft.slots." + it.key(), 0, 255));
  }
}

void read_rng(const Reader& rd, const json& rng, State& s) {
  if (!rng.is_array() || rng.size() != 4) rd.fail("$.rng", "expected 4 hex words");
  for (std::size_t i = 0; i < 4; ++i) {
    if (!rng[i].is_string()) rd.fail("$.rng", "expected hex strings");
    s.rng.s[i] = std::stoull(rng[i].get<std::string>(), nullptr, 16);
  }
}

}  // namespace

State state_from_json(const Ruleset& r, const json& j) {
  const Reader rd{r};
  State s;
  read_header(rd, j, s);
  read_cursor(rd, rd.at(j, "cursor", "$"), s);
  read_pending(rd, rd.at(j, "pending", "$"), s);
  read_seats(rd, rd.at(j, "seats", "$"), s);
  read_supply(rd, rd.at(j, "supply", "$"), s);
  read_tiles(rd, j, s);
  read_ships(rd, rd.at(j, "ships", "$"), s);
  read_trading_house(rd, rd.at(j, "trading_house", "$"), s);
  read_roles(rd, rd.at(j, "roles", "$"), s);
  if (j.contains("rule_memory")) read_rule_memory(rd, j.at("rule_memory"), s);
  if (j.contains("draft")) read_draft(rd, j.at("draft"), s);
  if (r.cards.enabled()) read_card_places(r, rd.at(j, "cards", "$"), s);
  if (!r.cards.price_tiles.empty()) read_price_tiles(r, rd.at(j, "price_tiles", "$"), s);
  read_rng(rd, rd.at(j, "rng", "$"), s);
  return s;
}

}  // namespace gov
