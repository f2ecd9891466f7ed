#include "loader/read_memory_fields.hpp"

#include <fmt/format.h>

#include "core/limits.hpp"

namespace gov::loader {

namespace {

// Bits enough for 0..span.
int bits_for(long long span) {
  int bits = 1;
  while (bits < 63 && (1LL << bits) <= span) ++bits;
  return bits;
}

// The values a field may hold: as a hook's answer may (a tally, a round, a phase serial).
constexpr int kFieldLimit = 1000000;

}  // namespace

void read_memory_fields(const FileCtx& f, const YNode& node, const std::string& path,
                        std::vector<MemoryField>& out) {
  if (!node.is_map()) {
    f.error(node.at, path +
                         ": expected a mapping of field name to its range, e.g. memory: "
                         "{tally: {max: 1000}} (docs/content-format.md, memory fields)");
    return;
  }
  int used = 0;
  for (std::size_t i = 0; i < node.map_size(); ++i) {
    const YNode& key = node.key(i);
    const std::string field_path = path + "." + key.value;
    MemoryField field;
    const auto name = to_id(f, key, field_path);
    if (!name) continue;
    field.name = *name;
    MapView range(f, node.val(i), field_path, {{"max", true}, {"min"}});
    if (!range.ok()) continue;
    const auto max = range.integer("max", -kFieldLimit, kFieldLimit);
    field.min = range.integer_or("min", 0, -kFieldLimit, kFieldLimit);
    if (!max) continue;
    field.max = *max;
    if (field.max <= field.min) {
      f.error(range.key_at("max"),
              fmt::format("{}.max: {} is not above min {} (a field holds min..max)", field_path,
                          field.max, field.min));
      continue;
    }
    field.bits = bits_for(static_cast<long long>(field.max) - field.min);
    field.offset = used;
    used += field.bits;
    if (used > kMemoryBits) {
      f.error(key.at, fmt::format("{}: the memory fields need {} bits with this one, and a "
                                  "building keeps {} ({} slots of 16 bits): narrow a range "
                                  "(max - min) or keep fewer fields",
                                  field_path, used, kMemoryBits, kMemorySlots));
      return;
    }
    out.push_back(std::move(field));
  }
}

}  // namespace gov::loader
