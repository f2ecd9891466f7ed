#include "tools/play_input.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include <fmt/format.h>

#include "core/action.hpp"
#include "core/did_you_mean.hpp"

namespace gov::tools {

std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : line) {
    if (std::isspace(static_cast<unsigned char>(ch))) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

namespace {
std::string joined(const std::vector<std::string>& w) {
  return fmt::format("{}", fmt::join(w, " "));
}
}  // namespace

InputMatch match_action(std::string_view line, const std::vector<std::string>& texts) {
  InputMatch m;
  const auto typed = split_words(line);
  if (typed.empty()) {
    m.error = "nothing typed";
    return m;
  }
  const std::string norm = joined(typed);
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (texts[i] == norm) {
      m.index = i;
      return m;
    }
  std::vector<std::size_t> hits;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto words = split_words(texts[i]);
    if (typed.size() > words.size()) continue;
    bool all = true;
    for (std::size_t k = 0; k < typed.size() && all; ++k) all = words[k].rfind(typed[k], 0) == 0;
    if (all) hits.push_back(i);
  }
  if (hits.size() == 1) {
    m.index = hits[0];
    return m;
  }
  if (hits.size() > 1) {
    std::vector<std::string> names;
    for (auto i : hits) names.push_back(texts[i]);
    m.error = fmt::format("'{}' could be: {}", norm, fmt::join(names, ", "));
    return m;
  }
  const std::string near = closest(norm, texts);
  m.error = near.empty()
                ? fmt::format("'{}' is not a legal action now (type 'actions')", norm)
                : fmt::format("'{}' is not a legal action now; did you mean '{}'?", norm, near);
  return m;
}

namespace {

template <class T>
std::vector<std::string> ids_of(const std::vector<T>& table) {
  std::vector<std::string> out;
  for (const auto& item : table) out.push_back(item.id);
  return out;
}

// `word` is one of `names` or the beginning of one (a unique beginning is enough to type).
bool known(const std::string& word, const std::vector<std::string>& names) {
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return n.rfind(word, 0) == 0; });
}

std::vector<std::string> verbs() {
  return {
#define GOV_VERB_NAME(name, verb) verb,
      GOV_ACTION_TYPES(GOV_VERB_NAME)
#undef GOV_VERB_NAME
  };
}

// What the word at `position` (1: the first after the verb) of a `verb` line names: what it
// is called and its ids; empty ids for a word not checked (a number, a `use` argument).
std::pair<std::string, std::vector<std::string>> argument(const Ruleset& r, const std::string& verb,
                                                          std::size_t position) {
  auto with = [](std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
  };
  const bool first = position == 1;
  if (verb == "role" && first) return {"role", ids_of(r.roles)};
  if (verb == "settle" && first) return {"tile", ids_of(r.tile_kinds)};
  if (verb == "take" && first) return {"worker", ids_of(r.worker_kinds)};
  if (verb == "place")  // a whole arrangement: worker kinds switch the kind of the rest
    return {"worker, tile or building",
            with(with(ids_of(r.worker_kinds), ids_of(r.tile_kinds)), ids_of(r.buildings))};
  if ((verb == "build" || verb == "draft" || verb == "use") && first)
    return {"building", ids_of(r.buildings)};
  if ((verb == "craft" || verb == "sell" || verb == "ship" || verb == "produce") && first)
    return {"good", ids_of(r.goods)};
  // A card game's choices of cards: several in one line (session/card_line.hpp).
  if (verb == "pick" || verb == "pay" || verb == "discard") return {"card", ids_of(r.buildings)};
  if (verb == "cover" && first) return {"building", ids_of(r.buildings)};
  if (verb == "store" || verb == "keep")  // a whole storage line: store ... keep ...
    return {"good", with(ids_of(r.goods), {"store", "keep"})};
  return {};
}

}  // namespace

std::string typo_help(const Ruleset& rules, std::string_view line,
                      const std::vector<std::string>& commands) {
  const auto words = split_words(line);
  if (words.empty()) return "";
  const auto verb_list = verbs();
  std::vector<std::string> names = verb_list;
  names.insert(names.end(), commands.begin(), commands.end());
  if (!known(words[0], names))
    return fmt::format("unknown command '{}'{}; type 'help' for the commands", words[0],
                       did_you_mean(words[0], names));
  std::string verb;
  for (const auto& v : verb_list)
    if (v == words[0]) verb = v;
  if (verb.empty()) {
    std::vector<std::string> begun;
    for (const auto& v : verb_list)
      if (v.rfind(words[0], 0) == 0) begun.push_back(v);
    if (begun.size() != 1) return "";
    verb = begun[0];
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    const auto [what, ids] = argument(rules, verb, i);
    if (ids.empty() || known(words[i], ids)) continue;
    const std::string near = closest_beginning(words[i], ids);
    return fmt::format("no {} '{}'{}", what, words[i],
                       near.empty() ? std::string() : " (did you mean '" + near + "'?)");
  }
  return "";
}

std::optional<Id> find_building(const Ruleset& rules, std::string_view word, std::string& error) {
  const std::string w = joined(split_words(word));
  std::vector<std::string> ids;
  std::vector<Id> hits;
  for (Id b = 0; b < rules.buildings.size(); ++b) {
    const auto& d = rules.buildings[b];
    ids.push_back(d.id);
    std::string name = joined(split_words(d.name));
    if (d.id == w || name == w) return b;
    if (d.id.rfind(w, 0) == 0 || name.rfind(w, 0) == 0) hits.push_back(b);
  }
  if (hits.size() == 1) return hits[0];
  if (hits.size() > 1) {
    std::vector<std::string> names;
    for (auto b : hits) names.push_back(rules.buildings[b].id);
    error = fmt::format("'{}' could be: {}", w, fmt::join(names, ", "));
  } else {
    for (const auto& d : rules.buildings)  // names as typed too: "smal market"
      if (!d.name.empty()) ids.push_back(joined(split_words(d.name)));
    error = fmt::format("no building '{}'{}", w, did_you_mean(w, ids));
  }
  return std::nullopt;
}

}  // namespace gov::tools
