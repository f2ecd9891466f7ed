// English wording of names that come from the packs (a tile kind, a worker kind): the
// article before a name and its plural after a count. The names are content, so the forms
// are derived from the name itself: "an" before a vowel letter, and the usual plural
// endings (Quarry -> Quarries, Colonist -> Colonists).
#pragma once

#include <string>
#include <string_view>

namespace gov::session {

// "a Corn plantation", "an Indigo plantation".
std::string with_article(std::string_view name);
// "Colonists", "Quarries", "Corn plantations" (the last word takes the ending).
std::string plural_of(std::string_view name);
// "1 coin", "2 coins": the count and the form that goes with it.
std::string plural(int n, std::string_view one, std::string_view many);
// "1 Colonist", "4 Colonists": a count of a pack's thing, its plural derived.
std::string counted(int n, std::string_view name);

}  // namespace gov::session
