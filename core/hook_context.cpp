#include <fmt/format.h>

#include <cstring>

#include "core/hooks.hpp"
#include "core/primitives.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"

namespace gov {

std::size_t HookContext::event_count(const Primitives& p) {
  return p.event_count();
}

void HookContext::clear_requests() {
  end_turn_ = ask_again_ = again_required_ = false;
  prims_.rewind_events(event_mark_);
}

Primitives& HookContext::act() {
  if (read_only_) throw HookError("this hook may only read the game (a query or an offer list)");
  before_change();
  return prims_;
}

void HookContext::before_change() {
  if (copy_into_ == nullptr || changed_) return;
  copy_state(copy_into_, state_);
  changed_ = true;
}

namespace {
BuildingSlot* own_slot(State& s, Id owner, Id building) {
  if (owner == kNone) return nullptr;  // a pack rule: no building, no memory
  auto& st = s.seat(owner);
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[i].type == building) return &st.city[i];
  return nullptr;
}
void check_slot(int slot) {
  if (slot < 1 || slot > kMemorySlots)
    throw HookError(fmt::format("memory slot {} out of range 1..{}", slot, kMemorySlots));
}

// The memory of the pack rule running (nullptr when this is no pack rule).
std::int16_t* rule_slots(const Ruleset& rules, State& s, Id hook) {
  if (!rules.is_rule_hook(hook)) return nullptr;
  const std::size_t pack = hook - rules.buildings.size();
  if (pack >= static_cast<std::size_t>(kMaxRulePacks))
    throw HookError(
        fmt::format("only the first {} packs of a mix have memory slots for their "
                    "rules.lua",
                    kMaxRulePacks));
  return s.rule_memory[pack].data();
}
}  // namespace

namespace {
// The building's slots as one word: slot 1 in the low 16 bits.
std::uint64_t packed(const BuildingSlot& b) {
  std::uint64_t word = 0;
  for (int i = kMemorySlots; i-- > 0;)
    word = word << 16 | static_cast<std::uint16_t>(b.memory[static_cast<std::size_t>(i)]);
  return word;
}
void unpack(std::uint64_t word, BuildingSlot& b) {
  for (int i = 0; i < kMemorySlots; ++i, word >>= 16)
    b.memory[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(word & 0xFFFF);
}
std::uint64_t field_mask(const MemoryField& f) {
  return f.bits >= 64 ? ~std::uint64_t{0} : ((std::uint64_t{1} << f.bits) - 1) << f.offset;
}
// A field is held as (value - min) XOR (start - min), so memory never written (all bits 0)
// reads as the field's start: 0, or min when 0 is outside min..max.
std::uint64_t start_key(const MemoryField& f) {
  const int start = f.min > 0 ? f.min : (f.max < 0 ? f.max : 0);
  return static_cast<std::uint64_t>(start - f.min);
}
}  // namespace

int HookContext::memory_field(const MemoryField& f) const {
  const BuildingSlot* b = own_slot(state_, owner_, building_);
  if (!b) return f.min + static_cast<int>(start_key(f));
  const std::uint64_t raw = (packed(*b) & field_mask(f)) >> f.offset;
  return f.min + static_cast<int>(raw ^ start_key(f));
}

void HookContext::set_memory_field(const MemoryField& f, int value) {
  if (read_only_) throw HookError("this hook may only read the game (a query or an offer list)");
  if (value < f.min || value > f.max)
    throw HookError(
        fmt::format("memory field '{}' holds {}..{}, not {}", f.name, f.min, f.max, value));
  BuildingSlot* b = own_slot(state_, owner_, building_);
  if (!b) throw HookError("the building is not in the owner's city");
  before_change();
  const std::uint64_t v = (static_cast<std::uint64_t>(value - f.min) ^ start_key(f)) << f.offset;
  unpack((packed(*b) & ~field_mask(f)) | (v & field_mask(f)), *b);
}

// Memory slots are numbered from 1, as Lua counts.
std::int16_t HookContext::memory(int slot) const {
  check_slot(slot);
  if (const std::int16_t* m = rule_slots(rules_, state_, building_)) return m[slot - 1];
  const BuildingSlot* b = own_slot(state_, owner_, building_);
  return b ? b->memory[slot - 1] : 0;
}

void HookContext::set_memory(int slot, std::int16_t value) {
  check_slot(slot);
  if (read_only_) throw HookError("this hook may only read the game (a query or an offer list)");
  if (std::int16_t* m = rule_slots(rules_, state_, building_)) {
    before_change();
    m[slot - 1] = value;
    return;
  }
  BuildingSlot* b = own_slot(state_, owner_, building_);
  if (!b) throw HookError("the building is not in the owner's city");
  before_change();
  b->memory[slot - 1] = value;
}

}  // namespace gov
