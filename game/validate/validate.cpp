// validate_packs: the loader's diagnostics, then the scripts' (checked even when the YAML
// has errors, on what did load, so one run says everything), then random games when
// everything else is clean.
#include "game/validate/validate.hpp"

#include "loader/sink.hpp"

namespace gov {

int ValidateReport::exit_code() const {
  if (io_error) return 2;
  return errors > 0 ? 1 : 0;
}

ValidateReport validate_packs(const ValidateOptions& o) {
  LoadResult loaded = load_packs(o.packs, o.content_dir);
  loader::Sink sink;
  for (auto& d : loaded.diagnostics) sink.add(std::move(d));
  Ruleset* rules = loaded.rules ? loaded.rules.get() : loaded.partial.get();
  if (rules)
    for (auto& d : script_diagnostics(*rules)) sink.add(std::move(d));

  ValidateReport r;
  if (!sink.has_errors() && loaded.rules && o.simulate > 0)
    for (auto& d : simulate_games(*loaded.rules, o.packs, o.simulate, o.seed, o.step_cap, &r.games))
      sink.add(std::move(d));
  r.diagnostics = sink.take_sorted();
  for (const auto& d : r.diagnostics) {
    (d.error ? r.errors : r.warnings) += 1;
    r.io_error = r.io_error || d.io;
  }
  return r;
}

}  // namespace gov
