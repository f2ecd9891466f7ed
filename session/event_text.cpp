#include "session/event_text.hpp"

#include <fmt/format.h>

#include "core/hooks.hpp"
#include "core/primitives.hpp"
#include "core/state.hpp"
#include "session/wording.hpp"

namespace gov::session {

namespace {

template <class T>
std::string id_in(const std::vector<T>& table, Id i) {
  return i < table.size() ? table[i].id : std::string();
}

std::string end_reason(std::uint8_t why) {
  switch (why) {
    case kEndWorkers:
      return "the workers ran out";
    case kEndCity:
      return "a city is full";
    case kEndVp:
      return "the last VP chip was taken";
    default:
      return "a pack rule ended it";
  }
}

// What happened, from the seat's side, without the seat: "sells Indigo for 2 coins".
std::string what_text(const Ruleset& r, const GameEvent& e) {
  const int n = e.amount;
  const int abs_n = n < 0 ? -n : n;
  switch (e.kind) {
    case EventKind::Coins:
      return n >= 0 ? fmt::format("gains {}", plural(n, "coin", "coins"))
                    : fmt::format("pays {}", plural(abs_n, "coin", "coins"));
    case EventKind::Vp:
      return n >= 0 ? fmt::format("gains {} VP", n) : fmt::format("returns {} VP", abs_n);
    case EventKind::Goods:
      return n >= 0 ? fmt::format("takes {} {}", plural(n, "barrel of", "barrels of"),
                                  name_in(r.goods, e.what))
                    : fmt::format("loses {} {}", plural(abs_n, "barrel of", "barrels of"),
                                  name_in(r.goods, e.what));
    case EventKind::Sale:
      return e.extra > 0
                 ? fmt::format("sells {} for {} ({} of them the privilege)",
                               name_in(r.goods, e.what), plural(n, "coin", "coins"), e.extra)
                 : fmt::format("sells {} for {}", name_in(r.goods, e.what),
                               plural(n, "coin", "coins"));
    case EventKind::Shipment:
      return e.via == static_cast<std::uint8_t>(Venue::Private)
                 ? fmt::format("delivers {} {} for {} VP", plural(n, "barrel of", "barrels of"),
                               name_in(r.goods, e.what), e.extra)
                 : fmt::format("ships {} {} for {} VP", plural(n, "barrel of", "barrels of"),
                               name_in(r.goods, e.what), e.extra);
    case EventKind::Kept:
      return fmt::format("keeps {} {}", plural(n, "barrel of", "barrels of"),
                         name_in(r.goods, e.what));
    case EventKind::Worker:
      if (n < 0) return fmt::format("returns {}", counted(abs_n, name_in(r.worker_kinds, e.what)));
      return fmt::format(
          "gets {} from the {}", counted(n, name_in(r.worker_kinds, e.what)),
          e.via == static_cast<std::uint8_t>(WorkerSource::Ship) ? "ship" : "supply");
    case EventKind::Tile:
      return n >= 0 ? fmt::format("places a tile: {}", name_in(r.tile_kinds, e.what))
                    : fmt::format("discards a tile: {}", name_in(r.tile_kinds, e.what));
    case EventKind::TileDrawn:
      return n > 1 ? fmt::format("tiles drawn: {}", counted(n, name_in(r.tile_kinds, e.what)))
                   : fmt::format("tile drawn: {}", name_in(r.tile_kinds, e.what));
    case EventKind::Building:
      return fmt::format("builds {}", name_in(r.buildings, e.what));
    case EventKind::CardShown:
      return fmt::format("turns up {}", name_in(r.buildings, e.what));
    case EventKind::CardMoved:  // never a line (short_event_text): the decision tells it
      return {};
    case EventKind::EndTriggered:
      // A pack whose game ends with the phase (San Juan: « on ne termine pas la manche en
      // cours ») says so, the others end with the round.
      return fmt::format("the game will end after this {}: {}",
                         r.settings.end_after_phase ? "phase" : "round", end_reason(e.via));
    case EventKind::FinalVp: {
      if (e.cause.kind == CauseKind::Building) return fmt::format("scores {} VP at the end", n);
      // The workers counted: the VP over what each one is worth.
      const int each = e.what < r.worker_kinds.size() ? r.worker_kinds[e.what].end_vp : 0;
      const int owned = each != 0 ? n / each : 0;
      return fmt::format("scores {} VP at the end for its {}", n,
                         counted(owned, name_in(r.worker_kinds, e.what)));
    }
  }
  return "?";
}

// Whether the cause adds anything to the line (the phase's own rules go without saying).
bool cause_worth_saying(const GameEvent& e) {
  if (e.cause.kind != CauseKind::Rule) return true;
  return e.kind == EventKind::Goods && e.amount < 0;  // barrels lost at storage
}

}  // namespace

std::string seat_name(int seat) {
  return fmt::format("seat {}", seat + 1);
}

std::string cause_text(const Ruleset& r, const Cause& c) {
  switch (c.kind) {
    case CauseKind::Rule:
      return c.id == kNone ? "the rules" : fmt::format("the {} phase", name_in(r.roles, c.id));
    case CauseKind::RoleCard:
      return fmt::format("the coins on the {} card", name_in(r.roles, c.id));
    case CauseKind::Privilege:
      return fmt::format("the {}'s privilege", name_in(r.roles, c.id));
    case CauseKind::Building:
      return name_in(r.buildings, c.id);
    case CauseKind::PackRule:
      return c.id < r.packs.size()
                 ? fmt::format("the {} rules",
                               r.packs[c.id].name.empty() ? r.packs[c.id].id : r.packs[c.id].name)
                 : "a pack rule";
  }
  return "?";
}

std::string short_event_text(const Ruleset& rules, const GameEvent& e) {
  if (e.kind == EventKind::Kept && e.amount <= 0) return {};
  // A card a power moved is told by the decision (its kind may be hidden): no line.
  if (e.kind == EventKind::CardMoved) return {};
  std::string out = what_text(rules, e);
  if (cause_worth_saying(e)) out += fmt::format(" ({})", cause_text(rules, e.cause));
  return out;
}

std::string event_text(const Ruleset& rules, const GameEvent& e) {
  const std::string what = short_event_text(rules, e);
  if (what.empty()) return what;
  if (e.seat == kNone) return what;
  return fmt::format("{} {}", seat_name(e.seat), what);
}

EventLog folded(const EventLog& events) {
  EventLog out;
  for (const auto& e : events) {
    const bool adds = e.kind == EventKind::Coins || e.kind == EventKind::Vp ||
                      e.kind == EventKind::Goods || e.kind == EventKind::Worker ||
                      e.kind == EventKind::TileDrawn;
    bool merged = false;
    if (adds)
      for (auto& o : out)
        if (o.kind == e.kind && o.seat == e.seat && o.what == e.what && o.via == e.via &&
            o.cause == e.cause && (o.amount > 0) == (e.amount > 0)) {
          o.amount += e.amount;
          merged = true;
          break;
        }
    if (!merged) out.push_back(e);
  }
  return out;
}

nlohmann::json event_json(const Ruleset& r, const GameEvent& e) {
  nlohmann::json j;
  j["kind"] = event_kind_name(e.kind);
  if (e.seat != kNone) j["seat"] = e.seat;
  switch (e.kind) {
    case EventKind::Goods:
    case EventKind::Sale:
    case EventKind::Shipment:
    case EventKind::Kept:
      j["good"] = id_in(r.goods, e.what);
      break;
    case EventKind::Worker:
      j["worker"] = id_in(r.worker_kinds, e.what);
      break;
    case EventKind::Tile:
    case EventKind::TileDrawn:
      j["tile"] = id_in(r.tile_kinds, e.what);
      break;
    case EventKind::Building:
    case EventKind::CardShown:
      j["building"] = id_in(r.buildings, e.what);
      break;
    case EventKind::FinalVp:
      if (e.cause.kind == CauseKind::Building)
        j["building"] = id_in(r.buildings, e.what);
      else
        j["worker"] = id_in(r.worker_kinds, e.what);
      break;
    default:
      break;
  }
  j["amount"] = e.amount;
  if (e.kind == EventKind::Sale) j["privilege"] = e.extra;
  if (e.kind == EventKind::Shipment) j["vp"] = e.extra;
  nlohmann::json cause = {{"kind", cause_kind_name(e.cause.kind)}};
  switch (e.cause.kind) {
    case CauseKind::Rule:
    case CauseKind::RoleCard:
    case CauseKind::Privilege:
      if (e.cause.id != kNone) cause["id"] = id_in(r.roles, e.cause.id);
      break;
    case CauseKind::Building:
      cause["id"] = id_in(r.buildings, e.cause.id);
      break;
    case CauseKind::PackRule:
      cause["id"] = e.cause.id < r.packs.size() ? r.packs[e.cause.id].id : "";
      break;
  }
  j["cause"] = cause;
  j["text"] = event_text(r, e);
  return j;
}

std::string arg_name(const Ruleset& r, ArgTag tag, Id v) {
  switch (tag) {
    case ArgTag::None:
      return "";
    case ArgTag::Good:
      return name_in(r.goods, v);
    case ArgTag::Tile:
      return name_in(r.tile_kinds, v);
    case ArgTag::Building:
      return name_in(r.buildings, v);
    case ArgTag::Worker:
      return name_in(r.worker_kinds, v);
    case ArgTag::Role:
      return name_in(r.roles, v);
    case ArgTag::Number:
      return std::to_string(v);
  }
  return "";
}

}  // namespace gov::session
