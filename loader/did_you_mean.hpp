// Suggestions for misspelt names (core/did_you_mean.hpp), under the loader's namespace.
#pragma once

#include "core/did_you_mean.hpp"

namespace gov::loader {

using gov::closest;
using gov::did_you_mean;
using gov::edit_distance;

}  // namespace gov::loader
