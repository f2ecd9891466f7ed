#include "session/describe.hpp"

#include <fmt/format.h>

#include "core/cards.hpp"
#include "session/event_text.hpp"
#include "session/wording.hpp"

namespace gov::session {

namespace {

// The acting seat's events of `a` in `s`, up to the first hidden information; `known` is
// false when the action draws before anything of the seat's is known.
EventLog trial(Engine& engine, const State& s, const Action& a, bool& known) {
  EventLog log;
  EventLog* const saved = engine.recorded_events();
  engine.record_events(&log);
  State copy = s;
  const Id seat = engine.current_seat(s);
  const auto error = engine.apply(copy, a);
  engine.record_events(saved);
  known = !error.has_value();
  EventLog mine;
  if (error) return mine;
  bool drew = false;
  for (const auto& e : log) {
    // New information (a tile drawn, a card turned up): what follows is not shown ahead.
    if (e.kind == EventKind::TileDrawn || e.kind == EventKind::CardShown) {
      drew = true;
      break;
    }
    if (e.seat == seat && e.kind != EventKind::Kept) mine.push_back(e);
  }
  // Random numbers used without a draw event (a script's math.random): nothing is shown.
  if (!drew && !(copy.rng == s.rng)) {
    mine.clear();
    known = false;
  }
  return mine;
}

}  // namespace

std::string action_label(const Engine& engine, const State& s, const Action& a) {
  const Ruleset& r = engine.rules();
  switch (a.type) {
    case ActionType::Pass:
      return "Pass";
    case ActionType::Role: {
      if (a.a >= s.num_roles) return "Take a role";
      const auto& card = s.roles[a.a];
      std::string out = fmt::format("Take the {} role", name_in(r.roles, card.role));
      if (card.coins > 0)
        out += fmt::format(" (+{} coin{} on it)", card.coins, card.coins == 1 ? "" : "s");
      return out;
    }
    case ActionType::Settle:
      return fmt::format("Take {} tile", with_article(name_in(r.tile_kinds, a.a)));
    case ActionType::Take:
      return fmt::format("Take {}", with_article(name_in(r.worker_kinds, a.a)));
    case ActionType::Place:
      return fmt::format("Put {} on {}", with_article(name_in(r.worker_kinds, a.a)),
                         a.b == 1
                             ? name_in(r.buildings, a.c)
                             : fmt::format("{} tile", with_article(name_in(r.tile_kinds, a.c))));
    case ActionType::Build:
      return fmt::format("Build {}", name_in(r.buildings, a.a));
    case ActionType::Craft:
      return fmt::format("Take one more {}", name_in(r.goods, a.a));
    case ActionType::Sell:
      return fmt::format("Sell {}", name_in(r.goods, a.a));
    case ActionType::Ship: {
      const int cap = a.b < s.num_ships ? s.ships[a.b].capacity : 0;
      return fmt::format("Ship {} on the ship of {}", name_in(r.goods, a.a), cap);
    }
    case ActionType::Store:
      return fmt::format("Keep all your {}", name_in(r.goods, a.a));
    case ActionType::Keep:
      return fmt::format("Keep one barrel of {}", name_in(r.goods, a.a));
    case ActionType::Use: {
      std::string out = fmt::format("Use {}", name_in(r.buildings, a.a));
      const std::string b = arg_name(r, a.tag_b(), a.b);
      const std::string c = arg_name(r, a.tag_c(), a.c);
      if (!b.empty()) out += ": " + b;
      if (!c.empty()) out += ", " + c;
      return out;
    }
    case ActionType::Draft:
      return fmt::format("Put {} in the game", name_in(r.buildings, a.a));
    case ActionType::Pick:
      return fmt::format("Keep {}", with_article(name_in(r.buildings, a.a)));
    case ActionType::Discard:
      return fmt::format("Discard {}", with_article(name_in(r.buildings, a.a)));
    case ActionType::Done:
      return "Done";
    case ActionType::Pay:
      return fmt::format("Pay with {}", with_article(name_in(r.buildings, a.a)));
    case ActionType::Produce:
      return fmt::format("Produce {}", name_in(r.goods, a.a));
    case ActionType::Cover:
      if (a.a == kNone) return "Build it over one of your buildings";
      return fmt::format("Build it over your {}", name_in(r.buildings, a.a));
  }
  return "?";
}

std::vector<ActionInfo> describe_actions(Engine& engine, const State& s, const ActionList& legal) {
  std::vector<ActionInfo> out;
  out.reserve(legal.size());
  for (const auto& a : legal) {
    ActionInfo info;
    info.action = a;
    info.text = engine.to_text(s, a);
    info.label = action_label(engine, s, a);
    bool known = false;
    info.effects = trial(engine, s, a, known);
    std::string preview;
    for (const auto& e : folded(info.effects)) {
      // What the label already says (the building built, the tile taken) goes unsaid.
      if ((a.type == ActionType::Build && e.kind == EventKind::Building && e.what == a.a) ||
          (a.type == ActionType::Settle && e.kind == EventKind::Tile && e.what == a.a))
        continue;
      const std::string t = short_event_text(engine.rules(), e);
      if (t.empty()) continue;
      preview += (preview.empty() ? "" : "; ") + t;
    }
    if (a.type == ActionType::Build && engine.rules().cards.enabled()) {
      // A card game's build: the cards it costs (paid one `pay` at a time after).
      const int seat = engine.current_seat(s);
      const int price = card_build_price(engine.rules(), engine.hooks(), s, seat, a.a);
      preview =
          price == 0 ? "costs nothing" : fmt::format("costs {}", plural(price, "card", "cards"));
    }
    if (known && preview.empty() && a.type == ActionType::Build) preview = "costs nothing";
    if (a.type == ActionType::Draft && a.a < engine.rules().buildings.size()) {
      // What the draft decides: the building's price, VP, the slot it takes, its power.
      const auto& def = engine.rules().buildings[a.a];
      const int free = def.cost >= 0 && def.cost < static_cast<int>(s.draft_slots.size())
                           ? s.draft_slots[static_cast<std::size_t>(def.cost)]
                           : 0;
      preview = fmt::format("cost {}, {} VP, takes a cost-{} slot ({} free)", def.cost, def.vp,
                            def.cost, free);
      if (!def.text.empty()) preview += ": " + def.text;
    }
    info.preview = preview;
    out.push_back(std::move(info));
  }
  return out;
}

std::string building_info(const Ruleset& r, Id b, bool rulebook) {
  if (b >= r.buildings.size()) return "?";
  const auto& d = r.buildings[b];
  std::string out = fmt::format("{} ({}): cost {}, {} VP, {} circle{}, column {}{}",
                                name_in(r.buildings, b), d.id, d.cost, d.vp, d.circles,
                                d.circles == 1 ? "" : "s", d.column, d.large ? ", large" : "");
  if (d.produces != kNone) out += fmt::format(", processes {}", name_in(r.goods, d.produces));
  if (!d.pack.empty()) out += fmt::format(" [{}]", d.pack);
  if (!rulebook) {
    if (!d.text.empty()) out += "\n  " + d.text;
  } else if (!d.rulebook.empty()) {
    out += "\n  Rulebook" + (d.name_fr.empty() ? "" : fmt::format(" ({})", d.name_fr)) + ": " +
           d.rulebook;
  } else {
    out += "\n  (its pack quotes no rulebook; the rule: " + d.text + ")";
  }
  return out;
}

namespace {

// The keys a pack may leave out are left out of the JSON too.
void put_if_set(nlohmann::json& j, const char* key, const std::string& value) {
  if (!value.empty()) j[key] = value;
}

}  // namespace

nlohmann::json building_json(const Ruleset& r, Id b) {
  const auto& d = r.buildings[b];
  nlohmann::json j = {
      {"id", d.id},
      {"name", name_in(r.buildings, b)},
      {"cost", d.cost},
      {"vp", d.vp},
      {"circles", d.circles},
      {"column", d.column},
      {"large", d.large},
      {"category", d.category == BuildingCategory::Production ? "production" : "violet"},
      {"text", d.text},
      {"pack", d.pack}};
  if (d.produces != kNone) j["produces"] = r.goods[d.produces].id;
  put_if_set(j, "rulebook", d.rulebook);
  put_if_set(j, "colour", d.colour);
  put_if_set(j, "glyph", d.glyph);
  return j;
}

nlohmann::json good_json(const Ruleset& r, Id g) {
  const auto& d = r.goods[g];
  nlohmann::json j = {{"id", d.id}, {"name", name_in(r.goods, g)}, {"price", d.price}};
  put_if_set(j, "colour", d.colour);
  put_if_set(j, "glyph", d.glyph);
  return j;
}

nlohmann::json role_json(const Ruleset& r, Id role) {
  const auto& d = r.roles[role];
  nlohmann::json j = {{"id", d.id}, {"name", name_in(r.roles, role)}, {"text", d.text}};
  put_if_set(j, "rulebook", d.rulebook);
  return j;
}

nlohmann::json action_json(const Ruleset& rules, const State& s, const ActionInfo& info) {
  nlohmann::json j = {{"text", info.text},
                      {"label", info.label},
                      {"preview", info.preview},
                      {"verb", action_verb(info.action.type)},
                      {"args", action_args(rules, s, info.action)}};
  nlohmann::json effects = nlohmann::json::array();
  for (const auto& e : info.effects) effects.push_back(event_json(rules, e));
  j["effects"] = effects;
  if (info.action.type == ActionType::Draft || info.action.type == ActionType::Build)
    j["building"] = building_json(rules, info.action.a);
  return j;
}

}  // namespace gov::session
