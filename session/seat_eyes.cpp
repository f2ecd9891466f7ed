#include "session/seat_eyes.hpp"

#include <algorithm>
#include <vector>

#include "core/cards.hpp"
#include "core/memory_sight.hpp"
#include "core/state_json.hpp"
#include "session/session.hpp"

namespace gov::session {

namespace {

// The cards: those whose kinds `viewer` sees keep their kind and place (each kind's
// places given to its cards in card order, so which copy lies where does not show); the
// hidden ones are dealt in card order over the hidden places, sorted.
void fix_hidden_cards(const Ruleset& r, State& s, int viewer) {
  const int n = r.cards.count();
  std::vector<std::uint8_t> hidden;
  std::vector<std::vector<std::uint8_t>> seen(r.buildings.size());
  for (int i = 0; i < n; ++i) {
    const auto code = s.card_at[static_cast<std::size_t>(i)];
    if (code == 0) continue;
    if (sees_kinds(r, code, viewer))
      seen[r.cards.card_kind[static_cast<std::size_t>(i)]].push_back(code);
    else
      hidden.push_back(code);
  }
  std::sort(hidden.begin(), hidden.end());
  for (auto& codes : seen) std::sort(codes.begin(), codes.end());
  std::vector<std::size_t> used(seen.size(), 0);
  std::size_t next_hidden = 0;
  for (int i = 0; i < n; ++i) {
    auto& code = s.card_at[static_cast<std::size_t>(i)];
    if (code == 0) continue;
    const Id kind = r.cards.card_kind[static_cast<std::size_t>(i)];
    if (used[kind] < seen[kind].size())
      code = seen[kind][used[kind]++];
    else
      code = hidden[next_hidden++];
  }
}

// The memory of `from`, put back into `to` (the final scores).
void restore_memory(const State& from, State& to) {
  for (int i = 0; i < to.num_players; ++i)
    for (int k = 0; k < to.seat(i).num_buildings; ++k)
      to.seat(i).city[static_cast<std::size_t>(k)].memory =
          from.seat(i).city[static_cast<std::size_t>(k)].memory;
  to.rule_memory = from.rule_memory;
}

}  // namespace

bool sees_chips(const State& s, const Viewer& v, int owner) {
  return !v.secret_chips || owner == v.seat || s.over();
}

bool sees_bonus(const Ruleset& r, const State& s, const Viewer& v, int owner) {
  if (owner == v.seat || s.over() || !r.cards.enabled()) return true;
  // A zone of the owner whose count the viewer may not see (the cards under a chapel: « ni
  // le type, ni le nombre ») may score at the end: its bonus would tell the count.
  for (std::size_t z = 0; z < r.cards.zones.size(); ++z) {
    const ZoneDef& zone = r.cards.zones[z];
    if (zone.of == ZoneScope::Game) continue;
    const int slots = zone.of == ZoneScope::Seat ? 1 : s.seat(owner).num_buildings;
    for (int slot = 0; slot < slots; ++slot)
      if (!sees_count(r, r.cards.code(static_cast<Id>(z), owner, slot), v.seat)) return false;
  }
  return true;
}

State seen_state(const Ruleset& r, const State& s, const Viewer& v) {
  State out = s;
  std::sort(out.stack.begin(), out.stack.begin() + out.stack_size);
  out.rng = Rng{};
  if (r.cards.enabled()) fix_hidden_cards(r, out, v.seat);
  // The price tiles not turned up yet lie in an order nobody has seen (as resample_hidden).
  const auto tiles = r.cards.price_tiles.size();
  if (out.price_tiles_turned < tiles)
    std::sort(out.price_tiles.begin() + out.price_tiles_turned, out.price_tiles.begin() + tiles);
  for (int i = 0; i < out.num_players; ++i)
    if (!sees_chips(s, v, i)) out.seat(i).vp_chips = 0;
  // The memory of buildings and pack rules the seat may not see (their `memory_sight`).
  hide_memory(r, out, v.seat);
  return out;
}

nlohmann::json board_json(const Ruleset& r, const State& s, const Viewer& v) {
  const State seen = seen_state(r, s, v);
  nlohmann::json board = to_json(r, seen);
  // The stack's order is hidden: only its size is told.
  if (board.contains("stack")) board["stack"] = seen.stack_size;
  board.erase("rng");
  for (int i = 0; i < seen.num_players; ++i)
    if (!sees_chips(s, v, i)) board["seats"][static_cast<std::size_t>(i)]["vp_chips"] = nullptr;
  // Memory the seat may not see is null, not the 0 the copy fixed.
  for (int i = 0; i < seen.num_players; ++i) {
    const SeatState& st = seen.seat(i);
    auto& city = board["seats"][static_cast<std::size_t>(i)]["city"];
    for (int k = 0; k < st.num_buildings; ++k) {
      const Id type = st.city[static_cast<std::size_t>(k)].type;
      if (type < r.buildings.size() && !sees_memory(r.buildings[type].memory_sight, i, v.seat))
        city[static_cast<std::size_t>(k)]["memory"] = nullptr;
    }
  }
  if (board.contains("rule_memory"))
    for (std::size_t p = 0; p < r.packs.size(); ++p)
      if (board["rule_memory"].contains(r.packs[p].id) && !sees_rule_memory(r, p, v.seat))
        board["rule_memory"][r.packs[p].id] = nullptr;
  if (board.contains("cards")) {
    // Not where each card lies (that names every card), but each zone as the seat sees it.
    nlohmann::json zones = nlohmann::json::array();
    for (const auto& z : view_cards(r, seen, v.seat)) {
      nlohmann::json zone = {
          {"zone", r.cards.zones[z.zone].id},
          {"count", z.count < 0 ? nlohmann::json(nullptr) : nlohmann::json(z.count)}};
      if (z.seat != kNone) zone["seat"] = z.seat;
      if (z.slot != kNone) zone["slot"] = z.slot;
      if (z.kinds_visible) {
        nlohmann::json kinds = nlohmann::json::array();
        for (Id k : z.kinds) kinds.push_back(r.buildings[k].id);
        zone["kinds"] = kinds;
      }
      zones.push_back(zone);
    }
    board["cards"] = zones;
  }
  return board;
}

State scored_state(const Ruleset& r, const State& s, const Viewer& v) {
  State seen = seen_state(r, s, v);
  // A building that scores from memory the seat may not see is counted, for that seat, from
  // the 0 the copy fixed while the game runs; the final scores are the table's (counted from
  // the true memory, as the cards under a chapel are counted at the end).
  if (s.over()) restore_memory(s, seen);
  return seen;
}

nlohmann::json scores_json(const Engine& engine, const State& s, const Viewer& v) {
  const State seen = scored_state(engine.rules(), s, v);
  nlohmann::json scores = nlohmann::json::array();
  for (const auto& sc : engine.score(seen)) {
    const bool open = sees_chips(s, v, sc.seat);
    const bool bonus = sees_bonus(engine.rules(), s, v, sc.seat);
    nlohmann::json row = {
        {"seat", sc.seat},
        {"chips", open ? nlohmann::json(sc.chips) : nlohmann::json(nullptr)},
        {"buildings", sc.buildings},
        {"bonus", bonus ? nlohmann::json(sc.bonus) : nlohmann::json(nullptr)},
        {"workers", sc.workers},
        {"total", open && bonus ? nlohmann::json(sc.total) : nlohmann::json(nullptr)},
        {"tiebreak", sc.tiebreak}};
    if (s.over()) row["winner"] = sc.winner;  // no winner before the end
    scores.push_back(row);
  }
  return scores;
}

bool hides_choice(const Ruleset& r, ActionType type, int actor, const Viewer& v) {
  // The actions whose operand is a card taken from a seat's hand or from the cards it
  // looks at (kept, discarded, or paid face down towards a building): named to the seats
  // that see those zones only.
  if ((type != ActionType::Pick && type != ActionType::Discard && type != ActionType::Pay) ||
      actor == v.seat || actor < 0 || !r.cards.enabled())
    return false;
  for (ZoneRole role : {ZoneRole::Hand, ZoneRole::Looking}) {
    if (r.cards.role_zone[static_cast<int>(role)] == kNone) continue;
    if (!sees_kinds(r, r.cards.code_of_role(role, actor), v.seat)) return true;
  }
  return false;
}

std::uint32_t hidden_operand(const Ruleset& r, const std::array<std::uint8_t, kMaxCards>& before,
                             const State& after, const Action& a, int actor) {
  if (a.type != ActionType::Use || !r.cards.enabled()) return 0;
  std::vector<Id> kinds;
  if (a.tag_b() == ArgTag::Building) kinds.push_back(a.b);
  if (a.tag_c() == ArgTag::Building) kinds.push_back(a.c);
  std::uint32_t out = 0;
  for (int v = -1; v < after.num_players; ++v) {
    if (v == actor) continue;
    // An operand is a card kind the power chose from somewhere. The viewer may read it when
    // a card of that kind lay, before or after, where the viewer sees the kinds (a city's
    // building a crane covers, the gold mine's cards turned up), and none of that kind
    // moved between two places it may not see (a hand card tucked under a chapel: « un
    // joueur n'a pas à dévoiler aux autres joueurs le type »). Otherwise it names a card
    // only hidden places hold (another seat's hand, the draw pile): "a card" to the viewer,
    // whatever the pack's offer listed (#48: "Use Spyglass: Chapel" named a card of
    // another hand).
    for (const Id kind : kinds) {
      bool seen = false, moved_unseen = false;
      for (int i = 0; i < r.cards.count(); ++i) {
        if (r.cards.card_kind[static_cast<std::size_t>(i)] != kind) continue;
        const auto from = before[static_cast<std::size_t>(i)];
        const auto to = after.card_at[static_cast<std::size_t>(i)];
        seen = seen || (from != 0 && sees_kinds(r, from, v)) || (to != 0 && sees_kinds(r, to, v));
        moved_unseen = moved_unseen || (from != to && from != 0 && to != 0 &&
                                        !sees_kinds(r, from, v) && !sees_kinds(r, to, v));
      }
      if (!seen || moved_unseen) out |= 1U << static_cast<unsigned>(v + 1);
    }
  }
  return out;
}

SeenDecision seen_decision(const Ruleset& r, const Decision& d, const Viewer& v) {
  const auto type = d.action.type;
  if (type == ActionType::Use && v.seat >= -1 && v.seat < 31 &&
      ((d.operand_hidden_from >> static_cast<unsigned>(v.seat + 1)) & 1U) != 0) {
    const auto& b = r.buildings[d.action.a];
    return {"use " + b.id, "Use " + b.name};
  }
  if (hides_choice(r, type, d.seat, v))
    return {std::string(action_verb(type)), type == ActionType::Pick  ? "Keep a card"
                                            : type == ActionType::Pay ? "Pay a card"
                                                                      : "Discard a card"};
  return {d.text, d.label};
}

}  // namespace gov::session
