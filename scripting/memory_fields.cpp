#include "scripting/memory_fields.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/did_you_mean.hpp"

namespace gov::lua {

namespace {

const std::vector<MemoryField>* fields_of(const HookContext& hc) {
  const Ruleset& r = hc.rules();
  if (hc.building() >= r.buildings.size()) return nullptr;  // a pack rule: slots only
  return &r.buildings[hc.building()].memory_fields;
}

}  // namespace

const MemoryField& memory_field_named(const HookContext& hc, const char* method,
                                      std::string_view name) {
  const auto* fields = fields_of(hc);
  if (fields == nullptr)
    throw HookError(
        fmt::format("ctx:{}: a pack rule's memory is its slots 1 to {}, not named "
                    "fields",
                    method, kMemorySlots));
  std::vector<std::string> names;
  for (const auto& f : *fields) {
    if (f.name == name) return f;
    names.push_back(f.name);
  }
  if (names.empty())
    throw HookError(
        fmt::format("ctx:{}: no memory field '{}': this building declares none "
                    "(memory: in its YAML, docs/content-format.md); its slots are "
                    "ctx:{}(1) to ctx:{}({})",
                    method, name, method, method, kMemorySlots));
  throw HookError(fmt::format("ctx:{}: no memory field '{}'{}; the building declares: {}", method,
                              name, did_you_mean(name, names), fmt::join(names, ", ")));
}

void check_numbered_slot(const HookContext& hc, const char* method) {
  const auto* fields = fields_of(hc);
  if (fields == nullptr || fields->empty()) return;
  throw HookError(
      fmt::format("ctx:{}: this building names its memory fields ({}): ask one by "
                  "name, ctx:{}(\"{}\"); the numbered slots hold them packed",
                  method, fields->front().name, method, fields->front().name));
}

}  // namespace gov::lua
