// Suggestions for misspelt names: the closest candidate by edit distance, when close enough.
// In core so that the loader (YAML keys, ids) and scripting (ctx methods, definition
// fields) suggest alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gov {

// Levenshtein distance (insertions, deletions, substitutions; all cost 1).
int edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, or "" when none is within max(2, len/3) edits.
std::string closest(std::string_view word, const std::vector<std::string>& candidates);

// closest(), else the candidate whose beginning the word misspells ("triumhpal" for
// "triumphal_arch", "indgo" for "indigo_plant": a person types a beginning, and ids are
// long): within max(1, len/4) edits of the candidate's first len-1, len or len+1
// characters; "" for a word under 3 characters or when none is that close.
std::string closest_beginning(std::string_view word, const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" — ready to append to a message.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace gov
