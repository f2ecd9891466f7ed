// A building's named memory fields (buildings/<id>.yaml `memory:`): each name's range,
// packed into the building's kMemoryBits bits in declaration order.
#pragma once

#include <string>
#include <vector>

#include "core/ruleset.hpp"
#include "loader/readers.hpp"

namespace gov::loader {

// Reads `memory: {tally: {max: 1000}, delta: {min: -8, max: 7}}` into `out`, reporting at
// file:line:column a malformed entry and the field that makes the whole exceed the cap.
void read_memory_fields(const FileCtx& f, const YNode& node, const std::string& path,
                        std::vector<MemoryField>& out);

}  // namespace gov::loader
