// ctx:memory / ctx:set_memory by name: a building's named memory fields (YAML `memory:`),
// looked up for the building whose hook runs. Errors are HookErrors (the methods run
// guarded), naming the fields it declares with a "did you mean".
#pragma once

#include <string_view>

#include "core/hooks.hpp"
#include "core/ruleset.hpp"

namespace gov::lua {

// The field `name` of the running building; throws when it declares no such field.
const MemoryField& memory_field_named(const HookContext& hc, const char* method,
                                      std::string_view name);
// Throws when the running building names its memory fields and the script asks a numbered
// slot: the slots hold the packed fields.
void check_numbered_slot(const HookContext& hc, const char* method);

}  // namespace gov::lua
