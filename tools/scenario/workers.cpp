// Worker counts in scenario files. Where a pack declares several worker kinds (the nobles'
// noble beside the colonist), a count is either an integer, meaning workers of the default
// kind (as in every base-game scenario), or a mapping of worker kind to count:
//   san_juan: 2                      two colonists
//   san_juan: {noble: 1}             one noble
//   buildings: [{building: villa, workers: {noble: 1}}]
#include <fmt/format.h>

#include "tools/scenario/internal.hpp"

namespace gov::tools::scenario {

std::optional<WorkerCounts> read_worker_counts(Ctx& c, const YNode& n, const std::string& path,
                                               int hi) {
  WorkerCounts out{};
  if (!n.is_map()) {
    auto v = loader::to_int(c.f, n, path, 0, hi);
    if (!v) return std::nullopt;
    out[0] = *v;
    return out;
  }
  bool ok = true;
  for (std::size_t i = 0; i < n.map_size(); ++i) {
    const std::string p = loader::join_path(path, n.key(i).value);
    auto kind = lookup(c, n.key(i), p, IdKind::Worker);
    auto v = loader::to_int(c.f, n.val(i), p, 0, hi);
    if (!kind || !v) {
      ok = false;
      continue;
    }
    out[*kind] += *v;
  }
  if (!ok) return std::nullopt;
  return out;
}

bool named_kind(const Ctx& c, const YNode& mapping, std::size_t kind) {
  for (std::size_t i = 0; i < mapping.map_size(); ++i)
    if (mapping.key(i).value == c.rules().worker_kinds[kind].id) return true;
  return false;
}

int total(const WorkerCounts& w) {
  int n = 0;
  for (int k : w) n += k;
  return n;
}

}  // namespace gov::tools::scenario
