// `governor validate`: loads packs and reports every problem as file:line:col.
#include <iostream>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/pack_session.hpp"

namespace gov::tools {

VerbRun add_validate_verb(CLI::App& app) {
  auto o = std::make_shared<GameOptions>();
  CLI::App* cmd = app.add_subcommand(
      "validate", "load content packs and report every problem as file:line:col");
  add_pack_option(*cmd, *o);
  return [o] {
    auto session = PackSession::open(o->packs, std::cerr);
    if (!session) return kExitUsage;
    const Ruleset& r = session->rules();
    fmt::print(
        "ok: packs {}: {} goods, {} tile kinds, {} worker kinds, {} buildings, {} roles, "
        "setups for {} player counts\n",
        fmt::join(session->pack_ids(), ","), r.goods.size(), r.tile_kinds.size(),
        r.worker_kinds.size(), r.buildings.size(), r.roles.size(), r.setups.size());
    return kExitOk;
  };
}

}  // namespace gov::tools
