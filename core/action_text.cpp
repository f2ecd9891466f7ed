// The canonical text of actions (docs/actions.md). Parsing matches the text against the
// legal actions of the state, so every accepted text is exactly one legal action; a text
// that matches none gets an error saying what is legal instead.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>
#include <vector>

#include "core/action_text.hpp"
#include "core/did_you_mean.hpp"

namespace gov {

namespace {

std::string arg_text(const Ruleset& r, ArgTag tag, Id v) {
  switch (tag) {
    case ArgTag::None:
      return "";
    case ArgTag::Good:
      return v < r.goods.size() ? r.goods[v].id : "?";
    case ArgTag::Tile:
      return v < r.tile_kinds.size() ? r.tile_kinds[v].id : "?";
    case ArgTag::Building:
      return v < r.buildings.size() ? r.buildings[v].id : "?";
    case ArgTag::Worker:
      return v < r.worker_kinds.size() ? r.worker_kinds[v].id : "?";
    case ArgTag::Role:
      return v < r.roles.size() ? r.roles[v].id : "?";
    case ArgTag::Number:
      return std::to_string(v);
  }
  return "?";
}

template <class T>
std::string name_of(const std::vector<T>& table, Id i) {
  return i < table.size() ? table[i].id : std::string("?");
}

std::string normalize(std::string_view text) {
  std::string out;
  bool space = false;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
  }
  return out;
}

// The first word of every text of a type, as to_text writes it: parse formats only the
// listed actions whose verb is the text's first word (a text matches no other).
std::string_view verb_of(ActionType type) {
  switch (type) {
    case ActionType::Pass:
      return "pass";
    case ActionType::Role:
      return "role";
    case ActionType::Settle:
      return "settle";
    case ActionType::Take:
      return "take";
    case ActionType::Place:
      return "place";
    case ActionType::Build:
      return "build";
    case ActionType::Craft:
      return "craft";
    case ActionType::Sell:
      return "sell";
    case ActionType::Ship:
      return "ship";
    case ActionType::Store:
      return "store";
    case ActionType::Keep:
      return "keep";
    case ActionType::Use:
      return "use";
    case ActionType::Draft:
      return "draft";
    case ActionType::Pick:
      return "pick";
    case ActionType::Discard:
      return "discard";
    case ActionType::Done:
      return "done";
    case ActionType::Pay:
      return "pay";
    case ActionType::Produce:
      return "produce";
    case ActionType::Cover:
      return "cover";
  }
  return "?";
}

}  // namespace

std::string Engine::to_text(const State& s, const Action& a) const {
  const Ruleset& r = rules_;
  // The verb from the one list (core/action.hpp), then the operands.
  std::string t(action_verb(a.type));
  switch (a.type) {
    case ActionType::Pass:
    case ActionType::Done:
      return t;
    case ActionType::Role: {
      if (a.a >= s.num_roles) return t + " ?";
      const Id role = s.roles[a.a].role;
      int ordinal = 0;
      for (int i = 0; i <= a.a; ++i) ordinal += s.roles[i].role == role;
      t += " " + name_of(r.roles, role);
      if (ordinal > 1) t += " " + std::to_string(ordinal);
      return t;
    }
    case ActionType::Settle:
      return t + " " + name_of(r.tile_kinds, a.a);
    case ActionType::Take:
      return t + " " + name_of(r.worker_kinds, a.a);
    case ActionType::Place:
      return fmt::format("{} {} {}", t, name_of(r.worker_kinds, a.a),
                         a.b == 0 ? name_of(r.tile_kinds, a.c) : name_of(r.buildings, a.c));
    case ActionType::Build:
    case ActionType::Draft:
    case ActionType::Pick:
    case ActionType::Discard:
    case ActionType::Pay:
      return t + " " + name_of(r.buildings, a.a);
    case ActionType::Cover:  // bare: "over one of my buildings", which one asked next
      return a.a == kNone ? t : t + " " + name_of(r.buildings, a.a);
    case ActionType::Craft:
    case ActionType::Produce:
    case ActionType::Sell:
    case ActionType::Store:
    case ActionType::Keep:
      return t + " " + name_of(r.goods, a.a);
    case ActionType::Ship:
      return fmt::format("{} {} {}", t, name_of(r.goods, a.a),
                         a.b < s.num_ships ? s.ships[a.b].capacity : 0);
    case ActionType::Use: {
      t += " " + name_of(r.buildings, a.a);
      if (a.tag_b() != ArgTag::None) t += " " + arg_text(r, a.tag_b(), a.b);
      if (a.tag_c() != ArgTag::None) t += " " + arg_text(r, a.tag_c(), a.c);
      return t;
    }
  }
  return "?";
}

std::optional<Action> Engine::parse(const State& s, std::string_view text,
                                    std::string* error) const {
  return parse_listed(*this, s, legal_actions(s), text, error);
}

std::optional<Action> parse_listed(const Engine& engine, const State& s, const ActionList& legal,
                                   std::string_view text, std::string* error) {
  const std::string want = normalize(text);
  const std::string_view verb = std::string_view(want).substr(0, want.find(' '));
  for (const auto& a : legal)
    if (verb_of(a.type) == verb && engine.to_text(s, a) == want) return a;
  if (error) {
    if (s.stage == Stage::GameOver) {
      *error = "the game is over";
    } else {
      std::vector<std::string> texts;
      for (const auto& a : legal) texts.push_back(engine.to_text(s, a));
      // A slip of the keys ("role buildr", "build indgo") is named before the whole list,
      // which can run long: every surface that parses a text (Python, the server, scenarios)
      // gets it. Only legal actions are suggested, all of them in the list anyway.
      const std::string near = closest_beginning(want, texts);
      *error = fmt::format("'{}' is not a legal action now{}; legal: {}", want,
                           near.empty() ? "" : fmt::format(" (did you mean '{}'?)", near),
                           fmt::join(texts, ", "));
    }
  }
  return std::nullopt;
}

}  // namespace gov
