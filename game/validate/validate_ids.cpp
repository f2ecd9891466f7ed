// validate's check of literal ids given to ctx methods: `ctx:occupied(me, "warf")` raises
// "unknown building" only when the line runs, so only a game that reaches it finds the slip.
// Each method's id parameters (docs/hooks.md, "The context"; hooks-cards.md for zones) are
// listed here by position; a string literal there that is no id of that kind in the mix is
// reported with a "did you mean". Left alone: anything but a plain literal (a variable, a
// concatenation), and a literal the script also asks about (`ctx:is_worker_id("noble")`),
// which guards a call meant for a mix with another pack.
#include <algorithm>
#include <map>
#include <set>

#include "core/did_you_mean.hpp"
#include "game/validate/validate.hpp"
#include "game/validate/validate_source_functions.hpp"
#include "loader/sink.hpp"

namespace gov {

namespace {

enum class IdKind { Good, Tile, Worker, Building, Zone, MemoryField };

struct IdParam {
  int position;  // 1-based, after the ctx itself
  IdKind kind;
};

struct MethodIds {
  const char* method;
  std::vector<IdParam> params;
};

const std::vector<MethodIds>& method_ids() {
  using K = IdKind;
  static const std::vector<MethodIds> table = {
      {"goods", {{2, K::Good}}},
      {"owns", {{2, K::Building}}},
      {"occupied", {{2, K::Building}}},
      {"workers", {{2, K::Building}, {3, K::Worker}}},
      {"city_workers", {{2, K::Worker}}},
      {"island_workers", {{2, K::Worker}}},
      {"free_places", {{2, K::Building}}},
      {"manned_places", {{2, K::Worker}, {3, K::Building}}},
      {"manned_tiles", {{2, K::Tile}, {3, K::Worker}}},
      {"tile_slot", {{2, K::Tile}, {4, K::Worker}}},
      {"tile_options", {{2, K::Tile}}},
      {"tile_workers", {{3, K::Worker}}},
      {"san_juan", {{2, K::Worker}}},
      {"supply", {{1, K::Good}}},
      {"worker_supply", {{1, K::Worker}}},
      {"ship_workers", {{1, K::Worker}}},
      {"board_workers", {{2, K::Worker}}},
      {"open_pile", {{1, K::Tile}}},
      {"building_def", {{1, K::Building}}},
      {"good_def", {{1, K::Good}}},
      {"tile_def", {{1, K::Tile}}},
      {"take_goods", {{2, K::Good}}},
      {"return_goods", {{2, K::Good}}},
      {"recruit_worker", {{2, K::Worker}}},
      {"worker_to_tile", {{2, K::Worker}}},
      {"worker_to_building", {{2, K::Worker}, {3, K::Building}}},
      {"worker_from_tile", {{2, K::Worker}}},
      {"worker_from_building", {{2, K::Worker}, {3, K::Building}}},
      {"return_worker", {{2, K::Worker}}},
      {"take_face_up", {{2, K::Tile}}},
      {"take_open_pile", {{2, K::Tile}}},
      {"place_building", {{2, K::Building}}},
      {"deliver_private", {{2, K::Good}}},
      {"sell", {{2, K::Good}}},
      {"sell_private", {{2, K::Good}}},
      {"cards", {{1, K::Zone}, {3, K::Building}}},
      {"card_kinds", {{1, K::Zone}, {3, K::Building}}},
      {"draw_card", {{1, K::Zone}, {3, K::Building}}},
      {"move_card", {{1, K::Building}, {2, K::Zone}, {3, K::Zone}, {5, K::Building}}},
      // A name there is one of the building's own memory fields (YAML `memory:`).
      {"memory", {{1, K::MemoryField}}},
      {"set_memory", {{1, K::MemoryField}}},
  };
  return table;
}

const char* kind_name(IdKind k) {
  switch (k) {
    case IdKind::Good:
      return "good";
    case IdKind::Tile:
      return "tile kind";
    case IdKind::Worker:
      return "worker kind";
    case IdKind::Building:
      return "building";
    case IdKind::Zone:
      return "card zone";
    case IdKind::MemoryField:
      return "memory field";
  }
  return "";
}

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

template <typename Defs>
std::vector<std::string> ids_of(const Defs& defs) {
  std::vector<std::string> ids;
  for (const auto& d : defs) ids.push_back(d.id);
  return ids;
}

// The string literals that are the arguments of the call whose `(` is at `open`, by
// position (1-based).
std::map<int, std::size_t> literal_args(const std::vector<lua::LuaToken>& t, std::size_t open) {
  std::map<int, std::size_t> out;
  int position = 1;
  int depth = 0;
  for (std::size_t i = open + 1; i < t.size(); ++i) {
    const std::string& s = t[i].text;
    if (s == "(" || s == "{" || s == "[") ++depth;
    if (s == ")" || s == "}" || s == "]") {
      if (depth == 0) break;
      --depth;
    }
    if (depth == 0 && s == ",") ++position;
    const bool starts_arg = token_at(t, i - 1) == "(" || token_at(t, i - 1) == ",";
    const std::string& next = token_at(t, i + 1);
    if (depth == 0 && starts_arg && s == "\"" && t[i].literal && (next == "," || next == ")"))
      out[position] = i;
  }
  return out;
}

// `fields`: the memory fields of the building whose script this is (empty for a pack rule).
void check_script(const Ruleset& rules, const std::string& path,
                  const std::vector<MemoryField>& fields, loader::Sink& sink) {
  const std::vector<lua::LuaToken> t = lua::lua_tokens(read_file_text(path));
  std::vector<std::string> field_names;
  for (const auto& f : fields) field_names.push_back(f.name);
  const std::map<IdKind, std::vector<std::string>> ids = {
      {IdKind::MemoryField, field_names},          {IdKind::Good, ids_of(rules.goods)},
      {IdKind::Tile, ids_of(rules.tile_kinds)},    {IdKind::Worker, ids_of(rules.worker_kinds)},
      {IdKind::Building, ids_of(rules.buildings)}, {IdKind::Zone, ids_of(rules.cards.zones)}};
  // The receivers a method call can be on: ctx, or what a function names its first
  // parameter; and the literals the script asks about with ctx:is_<kind>_id.
  std::set<std::string> receivers = {"ctx"};
  for (const SourceFunction& f : source_functions(t))
    if (!f.params.empty()) receivers.insert(f.params[0]);
  std::set<std::string> asked;
  for (std::size_t i = 0; i + 3 < t.size(); ++i)
    if (t[i].text == ":" && t[i + 1].text.starts_with("is_") && t[i + 2].text == "(" &&
        t[i + 3].literal)
      asked.insert(t[i + 3].value);
  for (std::size_t i = 0; i + 3 < t.size(); ++i) {
    if (receivers.count(t[i].text) == 0 || t[i + 1].text != ":" || t[i + 3].text != "(" ||
        token_at(t, i - 1) == "." || token_at(t, i - 1) == ":")
      continue;
    const std::string& method = t[i + 2].text;
    const auto m = std::find_if(method_ids().begin(), method_ids().end(),
                                [&](const MethodIds& x) { return method == x.method; });
    if (m == method_ids().end()) continue;
    const std::map<int, std::size_t> literals = literal_args(t, i + 3);
    for (const IdParam& p : m->params) {
      const auto a = literals.find(p.position);
      if (a == literals.end()) continue;
      const std::string& value = t[a->second].value;
      const std::vector<std::string>& known = ids.at(p.kind);
      if (asked.count(value) != 0 || std::find(known.begin(), known.end(), value) != known.end())
        continue;
      if (p.kind == IdKind::MemoryField) {
        sink.error(path, {t[a->second].line, t[a->second].column},
                   "'" + value + "' is no memory field of this building" +
                       (known.empty()
                            ? std::string(": it declares none (memory: in its YAML, "
                                          "docs/content-format.md#memory-fields)")
                            : did_you_mean(value, known) + "; it declares " + join_names(known)) +
                       "; ctx:" + method + " would fail when it runs");
        continue;
      }
      sink.error(path, {t[a->second].line, t[a->second].column},
                 "'" + value + "' is no " + kind_name(p.kind) + " id of this mix" +
                     did_you_mean(value, known) + ": ctx:" + method + "'s argument " +
                     std::to_string(p.position) + " must be one; the call would fail when it runs");
    }
  }
}

}  // namespace

std::vector<Diagnostic> id_diagnostics(const Ruleset& rules) {
  loader::Sink sink;
  for (const auto& b : rules.buildings)
    if (!b.script_file.empty()) check_script(rules, b.script_file, b.memory_fields, sink);
  for (const auto& p : rules.packs)
    if (!p.rules_file.empty()) check_script(rules, p.rules_file, {}, sink);
  return sink.take_sorted();
}

}  // namespace gov
