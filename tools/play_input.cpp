#include "tools/play_input.hpp"

#include <cctype>

#include <fmt/format.h>

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
    error = fmt::format("no building '{}'{}", w, did_you_mean(w, ids));
  }
  return std::nullopt;
}

}  // namespace gov::tools
