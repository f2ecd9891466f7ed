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

#include "core/json_integers.hpp"
#include "core/state_json.hpp"
#include "game/sim/sim.hpp"
#include "tools/cli_messages.hpp"
#include "tools/commands.hpp"
#include "tools/common_options.hpp"
#include "tools/open_game.hpp"
#include "tools/sim_report.hpp"

namespace gov::tools {

namespace {

// No count in a record of a played game comes near this; more is a damaged file.
constexpr int kMaxCount = 100000000;

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

// A count in a record, by its field's name: any integer a played game can reach.
int count_in(const nlohmann::json& obj, const char* key, const char* within) {
  return int_in(obj.at(key), fmt::format("{}.{}", within, key), -kMaxCount, kMaxCount);
}

constexpr std::pair<const char*, int SeatScore::*> kScoreCounts[] = {
    {"total", &SeatScore::total},         {"chips", &SeatScore::chips},
    {"buildings", &SeatScore::buildings}, {"bonus", &SeatScore::bonus},
    {"workers", &SeatScore::workers},     {"tiebreak", &SeatScore::tiebreak}};
constexpr std::pair<const char*, int PowerTally::*> kPowerCounts[] = {
    {"uses", &PowerTally::uses},       {"coins", &PowerTally::coins},
    {"vp", &PowerTally::vp},           {"goods", &PowerTally::goods},
    {"workers", &PowerTally::workers}, {"tiles", &PowerTally::tiles}};

PlayedGame played_from(const Ruleset& rules, const nlohmann::json& rec) {
  PlayedGame g;
  g.seed = seed_in(rec.at("seed"), "seed");
  g.outcome.steps = int_in(rec.at("decisions"), "decisions", 0, kMaxCount);
  g.outcome.final = state_from_json(rules, rec.at("final_state"));
  for (const auto& s : rec.at("scores")) {
    SeatScore sc;
    sc.seat = int_in(s.at("seat"), "scores.seat", 0, kMaxSeats - 1);
    for (const auto& [key, member] : kScoreCounts) sc.*member = count_in(s, key, "scores");
    sc.winner = s.at("winner").get<bool>();
    g.outcome.scores.push_back(sc);
  }
  const auto& bought = rec.at("bought");
  for (std::size_t p = 0; p < bought.size() && p < kMaxSeats; ++p)
    for (const auto& b : bought[p]) {
      const auto id = rules.building_index(b.at("building").get<std::string>());
      if (!id) throw std::invalid_argument("unknown building " + b.at("building").dump());
      g.outcome.bought_round[p][*id] =
          static_cast<std::uint16_t>(int_in(b.at("round"), "bought.round", 0, 65535));
    }
  if (rec.contains("powers"))
    for (const auto& [id, p] : rec.at("powers").items()) {
      const auto b = rules.building_index(id);
      if (!b) throw std::invalid_argument("unknown building '" + id + "' in powers");
      PowerTally& t = g.outcome.powers[*b];
      for (const auto& [key, member] : kPowerCounts) t.*member = count_in(p, key, "powers");
      t.final_vp = int_or(p, "final_vp", 0, -kMaxCount, kMaxCount);
      t.cards = int_or(p, "cards", 0, 0, kMaxCount);  // absent in files written before #47
    }
  g.canonical = canonical_text(rules, g.outcome.final);
  return g;
}

int run(const MergeOptions& o) {
  if (is_arena_file(o.files.front())) return merge_arena(o.files, o.json);
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
        const int index = int_in(rec.at("index"), "index", 0, kMaxCount);
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
  int total = 0;
  try {
    total = int_in(run.at("games"), "run.games", 1, kMaxCount);
  } catch (const std::exception& e) {
    print_error(std::cerr, e.what());
    return kExitUsage;
  }
  for (int i = 0; i < total; ++i)
    if (!games.count(i)) {
      print_error(std::cerr, fmt::format("game {} of {} is missing (a shard not given, or one "
                                         "that failed?)",
                                         i, total));
      return kExitFailure;
    }
  std::vector<std::string> ids;
  for (const auto& p : key.at("packs")) ids.push_back(p.at("id").get<std::string>());
  auto session = open_game(ids, std::cerr, default_content_dir(), RefSource::Recorded);
  if (!session) return kExitUsage;
  for (const auto& p : key.at("packs"))
    for (const auto& have : session->rules().packs)
      if (have.id == p.at("id") && have.content_hash != p.at("content_hash")) {
        print_error(std::cerr,
                    fmt::format("pack '{}' changed since the shards were played", have.id));
        return kExitFailure;
      }
  SimConfig cfg;
  cfg.content_dir = default_content_dir();
  cfg.games = total;
  SimResult r;
  try {
    cfg.players = int_in(key.at("players"), "players", 1, kMaxSeats);
    cfg.seed = seed_in(run.at("seed"), "run.seed");
    cfg.bots = run.at("bots").get<std::vector<std::string>>();
    cfg.random_draft = run.at("draft") == "random";
    cfg.variant = run.value("variant", "");
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
  const SimHeader header{cfg.players, session->definition().pack_ids(), cfg.seed, cfg.variant};
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
      "merge",
      "fold the shards of a sim run (sim --shard i/n --games-out FILE) into its summary, or "
      "of an arena run (arena --shard i/n --json FILE) into its table");
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
