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

// The last operands of the seat's legal actions that begin with `head` and have one word
// more: "pay indigo_plant" gives "indigo_plant" for "pay", "use chapel statue" gives
// "statue" for "use chapel".
std::vector<std::string> operands_of(const Engine& e, const State& s, const std::string& head) {
  std::vector<std::string> out;
  for (const Action& a : e.legal_actions(s)) {
    const std::string t = e.to_text(s, a);
    if (t.size() > head.size() && t.compare(0, head.size() + 1, head + " ") == 0 &&
        t.find(' ', head.size() + 1) == std::string::npos)
      out.push_back(t.substr(head.size() + 1));
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
  // A misspelt beginning ("cofee", "indgo") is near a name's beginning ("coffee_roaster").
  const std::string near = closest_beginning(word, names);
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

// Whether `after` shows `seat` a card it could not see in `before` (a card turned up or
// drawn), or drew at random: a line goes on past such a step only by a new decision, so
// that trying it never shows what it would turn up.
bool shows_something(const Ruleset& r, const State& before, const State& after, int seat) {
  if (!(before.rng == after.rng)) return true;
  for (int i = 0; i < r.cards.count(); ++i) {
    const auto from = before.card_at[static_cast<std::size_t>(i)];
    const auto to = after.card_at[static_cast<std::size_t>(i)];
    if (from != to && to != 0 && !sees_kinds(r, from, seat) && sees_kinds(r, to, seat)) return true;
  }
  return false;
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
  std::string last;          // the operand of the line's last one-word action
  bool shown = false;        // that action showed the seat a card, or drew at random
  for (std::size_t i = 1; i < words.size(); ++i) {
    auto names = operands_of(engine, copy, verb);
    std::string head = verb;
    // A choice asked in two steps (`use chapel`, then `use chapel <card>`): the next word
    // is the second step's, so `use chapel statue` is one line.
    if (names.empty() && !last.empty() && engine.current_seat(copy) == seat) {
      names = operands_of(engine, copy, verb + " " + last);
      if (!names.empty()) head = verb + " " + last;
      // Not after a step that turned cards up (the gold mine): trying the line must not
      // show what they are, so the choice among them is a decision of its own.
      if (!names.empty() && shown) {
        line.error = fmt::format("'{}' turns up cards: choose among them after seeing them", head);
        line.actions.clear();
        return line;
      }
    }
    if (head != verb && i + 1 < words.size()) {
      line.error = fmt::format("cannot {} {}: {} ends the choice", verb, words[i + 1], head);
      line.actions.clear();
      return line;
    }
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
    const auto a = engine.parse(copy, head + " " + card, &why);
    if (!a) {
      line.error = why;
      return line;
    }
    const State before = copy;
    if (auto err = engine.apply(copy, *a)) {
      line.error = *err;
      return line;
    }
    line.actions.push_back(*a);
    last = head == verb ? card : "";
    shown = shows_something(r, before, copy, seat);
    if (head != verb) continue;  // a second step's card: not one of the choice's
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
                              : fmt::format(
                                    "cannot {} {}: the choice ends before it (one "
                                    "card too many)",
                                    verb, r.buildings[kind].id);
      line.actions.clear();
      return line;
    }
  }
  return line;
}

}  // namespace gov::session
