// `governor merge FILE...`: the shards of one run (`sim --shard i/n --games-out FILE`)
// folded into exactly the figures and signature `sim` prints for the whole run. Every game
// of the run must be present once; the packs are loaded by id and must have the content
// hashes the shards recorded; each game's final State is read back from its record and
// folded in game order, as one run folds its own games.
#include <fstream>
#include <iostream>
#include <map>
#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "core/state_json.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/pack_session.hpp"
#include "tools/sim.hpp"
#include "tools/sim_report.hpp"

namespace gov::tools {

namespace {

struct MergeOptions {
  std::vector<std::string> files;
  bool json = false;
};

// The fields every record of one run shares.
nlohmann::json run_key(const nlohmann::json& rec) {
  nlohmann::json run = rec.at("run");
  run.erase("shard");
  return {{"run", run}, {"packs", rec.at("packs")}, {"players", rec.at("players")}};
}

PlayedGame played_from(const Ruleset& rules, const nlohmann::json& rec) {
  PlayedGame g;
  g.seed = rec.at("seed").get<std::uint64_t>();
  g.outcome.steps = rec.at("decisions").get<int>();
  g.outcome.final = state_from_json(rules, rec.at("final_state"));
  for (const auto& s : rec.at("scores")) {
    SeatScore sc;
    sc.seat = s.at("seat").get<int>();
    sc.total = s.at("total").get<int>();
    sc.chips = s.at("chips").get<int>();
    sc.buildings = s.at("buildings").get<int>();
    sc.bonus = s.at("bonus").get<int>();
    sc.workers = s.at("workers").get<int>();
    sc.tiebreak = s.at("tiebreak").get<int>();
    sc.winner = s.at("winner").get<bool>();
    g.outcome.scores.push_back(sc);
  }
  const auto& bought = rec.at("bought");
  for (std::size_t p = 0; p < bought.size() && p < kMaxSeats; ++p)
    for (const auto& b : bought[p]) {
      const auto id = rules.building_index(b.at("building").get<std::string>());
      if (!id) throw std::invalid_argument("unknown building " + b.at("building").dump());
      g.outcome.bought_round[p][*id] = static_cast<std::uint16_t>(b.at("round").get<int>());
    }
  if (rec.contains("powers"))
    for (const auto& [id, p] : rec.at("powers").items()) {
      const auto b = rules.building_index(id);
      if (!b) throw std::invalid_argument("unknown building '" + id + "' in powers");
      PowerTally& t = g.outcome.powers[*b];
      t.uses = p.at("uses").get<int>();
      t.coins = p.at("coins").get<int>();
      t.vp = p.at("vp").get<int>();
      t.goods = p.at("goods").get<int>();
      t.workers = p.at("workers").get<int>();
      t.tiles = p.at("tiles").get<int>();
      t.final_vp = p.value("final_vp", 0);
    }
  g.canonical = canonical_text(rules, g.outcome.final);
  return g;
}

int run(const MergeOptions& o) {
  std::map<int, nlohmann::json> games;
  nlohmann::json key;
  for (const auto& path : o.files) {
    std::ifstream in(path);
    if (!in) {
      print_error(std::cerr, fmt::format("cannot read '{}'", path));
      return kExitUsage;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (line.empty()) continue;
      try {
        nlohmann::json rec = nlohmann::json::parse(line);
        if (!rec.contains("final_state"))
          throw std::invalid_argument("no final_state (write the shards as JSON lines)");
        const nlohmann::json k = run_key(rec);
        if (key.is_null()) key = k;
        if (k != key)
          throw std::invalid_argument("a game of another run (packs, players or options differ)");
        const int index = rec.at("index").get<int>();
        if (!games.emplace(index, std::move(rec)).second)
          throw std::invalid_argument(fmt::format("game {} appears twice", index));
      } catch (const std::exception& e) {
        print_error(std::cerr, fmt::format("{}:{}: {}", path, number, e.what()));
        return kExitUsage;
      }
    }
  }
  if (games.empty()) {
    print_error(std::cerr, "no games in the files");
    return kExitUsage;
  }
  const auto& run = key.at("run");
  const int total = run.at("games").get<int>();
  for (int i = 0; i < total; ++i)
    if (!games.count(i)) {
      print_error(std::cerr, fmt::format("game {} of {} is missing (a shard not given, or one "
                                         "that failed?)",
                                         i, total));
      return kExitFailure;
    }
  std::vector<std::string> ids;
  for (const auto& p : key.at("packs")) ids.push_back(p.at("id").get<std::string>());
  auto session = PackSession::open(ids, std::cerr, default_content_dir(), RefSource::Recorded);
  if (!session) return kExitUsage;
  for (const auto& p : key.at("packs"))
    for (const auto& have : session->rules().packs)
      if (have.id == p.at("id") && have.content_hash != p.at("content_hash")) {
        print_error(std::cerr,
                    fmt::format("pack '{}' changed since the shards were played", have.id));
        return kExitFailure;
      }
  SimConfig cfg;
  cfg.games = total;
  cfg.players = key.at("players").get<int>();
  cfg.seed = run.at("seed").get<std::uint64_t>();
  cfg.bots = run.at("bots").get<std::vector<std::string>>();
  cfg.random_draft = run.at("draft") == "random";
  SimResult r;
  try {
    SimFold fold(session->engine(), cfg);
    for (int i = 0; i < total; ++i) {
      PlayedGame g = played_from(session->rules(), games.at(i));
      for (int p = 0; p < cfg.players; ++p)
        g.bot_of_seat[static_cast<std::size_t>(p)] = bot_for_seat(i, p, cfg.players);
      if (!fold.add(i, g)) break;
    }
    r = fold.finish();
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitFailure;
  }
  if (r.error) {
    print_error(std::cerr, *r.error);
    return kExitFailure;
  }
  const SimHeader header{cfg.players, session->pack_ids(), cfg.seed};
  if (o.json)
    print_sim_json(header, r);
  else
    print_sim_text(header, r);
  return kExitOk;
}

}  // namespace

VerbRun add_merge_verb(CLI::App& app) {
  auto o = std::make_shared<MergeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "merge", "fold the shards of a sim run (sim --shard i/n --games-out FILE) into its summary");
  cmd->add_option("files", o->files, "the shards' --games-out files (JSON lines), any order")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_flag("--json", o->json, "print the summary as JSON");
  cmd->footer(
      "Prints exactly what `governor sim` prints for the whole run (same figures, same "
      "signature), without the timing. Every game of the run must be in the files once.");
  return [o] { return run(*o); };
}

}  // namespace gov::tools
