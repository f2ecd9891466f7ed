// What a person types in `governor play`, matched against what the game lists: exact
// texts, unique prefixes word by word ("b harb" for "build harbor"), and a "did you mean"
// for a near miss ("role setler").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ruleset.hpp"

namespace gov::tools {

struct InputMatch {
  std::optional<std::size_t> index;  // into the texts
  std::string error;                 // when no single text matches
};

// `line` against `texts` (canonical action texts): the exact text, else the only text of
// which each typed word begins the word at its place.
InputMatch match_action(std::string_view line, const std::vector<std::string>& texts);

// Why a typed line names no action, when a word of it looks misspelt: the first word among
// the verbs (core/action.hpp) and `commands` ("unknown command 'buidl' (did you mean
// 'build'?)"), else each argument among the ids of what its verb names ("no role 'setler'
// (did you mean 'settler'?)"). "" when every word is known (or the beginning of one).
std::string typo_help(const Ruleset& rules, std::string_view line,
                      const std::vector<std::string>& commands);

// A building by id, name or unique prefix of either.
std::optional<Id> find_building(const Ruleset& rules, std::string_view word, std::string& error);

// Lowercase words of a line.
std::vector<std::string> split_words(std::string_view line);

}  // namespace gov::tools
