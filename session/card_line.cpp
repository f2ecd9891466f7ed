#include "session/card_line.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "core/did_you_mean.hpp"

namespace gov::session {

namespace {

std::vector<std::string> split(std::string_view text) {
  std::vector<std::string> out(1);
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',') {
      if (!out.back().empty()) out.emplace_back();
      continue;
    }
    out.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  if (out.back().empty()) out.pop_back();
  return out;
}

// The operands of the seat's legal `verb` actions: "pay indigo_plant" gives "indigo_plant".
std::vector<std::string> operands_of(const Engine& e, const State& s, const std::string& verb) {
  std::vector<std::string> out;
  for (const Action& a : e.legal_actions(s)) {
    const std::string t = e.to_text(s, a);
    if (t.size() > verb.size() && t.compare(0, verb.size() + 1, verb + " ") == 0 &&
        t.find(' ', verb.size() + 1) == std::string::npos)
      out.push_back(t.substr(verb.size() + 1));
  }
  return out;
}

// `word` among `names`: exactly, else the one it begins; "" with `error` set.
std::string resolve(const std::string& word, const std::vector<std::string>& names,
                    const std::string& verb, std::string& error) {
  if (std::find(names.begin(), names.end(), word) != names.end()) return word;
  std::vector<std::string> hits;
  for (const auto& n : names)
    if (n.rfind(word, 0) == 0) hits.push_back(n);
  if (hits.size() == 1) return hits[0];
  if (!hits.empty()) {
    error = fmt::format("'{}' could be: {}", word, fmt::join(hits, ", "));
    return "";
  }
  // A misspelt beginning ("cofee") is nearest the same length of a name ("coffee_roaster").
  std::string near = closest(word, names);
  for (std::size_t i = 0; i < names.size() && near.empty(); ++i)
    if (names[i].size() > word.size() && edit_distance(word, names[i].substr(0, word.size())) <= 1)
      near = names[i];
  error = near.empty() ? fmt::format("cannot {} '{}' now (you may {}: {})", verb, word, verb,
                                     fmt::join(names, ", "))
                       : fmt::format("cannot {} '{}' now (did you mean '{}'?)", verb, word, near);
  return "";
}

// Cards of each kind in the seat's hand (empty when the game has no hand zone).
std::map<Id, int> hand_of(const Ruleset& r, const State& s, int seat) {
  std::map<Id, int> out;
  if (r.cards.role_zone[static_cast<int>(ZoneRole::Hand)] == kNone) return out;
  const auto kinds = kind_counts(r, s, r.cards.code_of_role(ZoneRole::Hand, seat));
  for (std::size_t k = 0; k < r.buildings.size(); ++k)
    if (kinds[k] > 0) out[static_cast<Id>(k)] = kinds[k];
  return out;
}

}  // namespace

CardLine expand_card_line(const Engine& engine, const State& s, std::string_view text) {
  CardLine line;
  const auto words = split(text);
  const Ruleset& r = engine.rules();
  const Id seat = engine.current_seat(s);
  if (!r.cards.enabled() || words.size() < 3 || seat == kNone) return line;
  const std::string& verb = words[0];
  if (operands_of(engine, s, verb).empty()) return line;
  line.is_line = true;

  const auto hand_before = hand_of(r, s, seat);
  State copy = s;
  std::map<Id, int> wanted;  // every card the line names, by kind
  bool unplayed = false;     // some named after the choice was over
  for (std::size_t i = 1; i < words.size(); ++i) {
    const auto names = operands_of(engine, copy, verb);
    if (engine.current_seat(copy) != seat || names.empty()) {
      // The choice ended before this card: fine when the engine took the rest from the
      // hand itself (what was left to pay left no choice), checked below.
      std::vector<std::string> ids;
      for (const auto& b : r.buildings) ids.push_back(b.id);
      const std::string card = resolve(words[i], ids, verb, line.error);
      if (card.empty()) return line;
      ++wanted[*r.building_index(card)];
      unplayed = true;
      continue;
    }
    const std::string card = resolve(words[i], names, verb, line.error);
    if (card.empty()) return line;
    std::string why;
    const auto a = engine.parse(copy, verb + " " + card, &why);
    if (!a) {
      line.error = why;
      return line;
    }
    if (auto err = engine.apply(copy, *a)) {
      line.error = *err;
      return line;
    }
    line.actions.push_back(*a);
    if (const auto kind = r.building_index(card)) ++wanted[*kind];
  }
  if (!unplayed) return line;
  // Every card named left the hand (played, or taken by the engine on the way).
  const auto hand_after = hand_of(r, copy, seat);
  for (const auto& [kind, n] : wanted) {
    const auto before = hand_before.count(kind) ? hand_before.at(kind) : 0;
    const auto after = hand_after.count(kind) ? hand_after.at(kind) : 0;
    if (before - after < n) {
      line.error = before < n ? fmt::format("cannot {} {} {}: the hand holds {}", verb, n,
                                            r.buildings[kind].id, before)
                              : fmt::format("cannot {} {}: the choice ends before it", verb,
                                            r.buildings[kind].id);
      line.actions.clear();
      return line;
    }
  }
  return line;
}

}  // namespace gov::session
