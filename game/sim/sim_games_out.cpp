#include "game/sim/sim_games_out.hpp"

#include <fmt/format.h>

#include "core/state_json.hpp"

namespace gov {

std::vector<std::string> end_names(std::uint8_t end_triggered) {
  std::vector<std::string> out;
  if (end_triggered & kEndWorkers) out.emplace_back("workers");
  if (end_triggered & kEndCity) out.emplace_back("city");
  if (end_triggered & kEndVp) out.emplace_back("vp");
  if (end_triggered & kEndScript) out.emplace_back("script");
  return out;
}

namespace {

nlohmann::json packs_json(const Ruleset& rules) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& p : rules.packs)
    a.push_back({{"id", p.id}, {"version", p.version}, {"content_hash", p.content_hash}});
  return a;
}

// Buildings each seat came to own, in the round it first owned them, by round then id.
std::vector<std::vector<std::pair<int, std::string>>> bought(const Ruleset& rules,
                                                             const GameOutcome& g, int players) {
  std::vector<std::vector<std::pair<int, std::string>>> out(static_cast<std::size_t>(players));
  for (int p = 0; p < players; ++p)
    for (std::size_t b = 0; b < rules.buildings.size() && b < kMaxBuildings; ++b)
      if (const int round = g.bought_round[static_cast<std::size_t>(p)][b]; round > 0)
        out[static_cast<std::size_t>(p)].emplace_back(round, rules.buildings[b].id);
  for (auto& v : out) std::sort(v.begin(), v.end());
  return out;
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

}  // namespace

nlohmann::json game_record_json(const Ruleset& rules, const RunInfo& run, int index,
                                std::uint64_t seed, const GameOutcome& g) {
  const int n = run.players;
  nlohmann::json j;
  j["index"] = index;
  j["seed"] = seed;
  j["packs"] = packs_json(rules);
  j["players"] = n;
  j["run"] = {{"seed", run.seed},
              {"games", run.games},
              {"bots", run.bots},
              {"shard", fmt::format("{}/{}", run.shard, run.shards)},
              {"draft", run.random_draft ? "random" : "none"}};
  if (!run.variant.empty()) j["run"]["variant"] = run.variant;
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < n; ++p)
    seats.push_back(run.bots[static_cast<std::size_t>(bot_for_seat(index, p, n))]);
  j["seats"] = seats;
  nlohmann::json scores = nlohmann::json::array();
  nlohmann::json winners = nlohmann::json::array();
  for (const auto& s : g.scores) {
    scores.push_back({{"seat", s.seat},
                      {"total", s.total},
                      {"chips", s.chips},
                      {"buildings", s.buildings},
                      {"bonus", s.bonus},
                      {"workers", s.workers},
                      {"tiebreak", s.tiebreak},
                      {"winner", s.winner}});
    if (s.winner) winners.push_back(s.seat);
  }
  j["scores"] = scores;
  j["winners"] = winners;
  j["rounds"] = g.final.round;
  j["decisions"] = g.steps;
  j["end"] = end_names(g.final.end_triggered);
  nlohmann::json b = nlohmann::json::array();
  for (const auto& seat : bought(rules, g, n)) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& [round, id] : seat) list.push_back({{"building", id}, {"round", round}});
    b.push_back(list);
  }
  j["bought"] = b;
  nlohmann::json powers = nlohmann::json::object();
  for (std::size_t t = 0; t < rules.buildings.size() && t < kMaxBuildings; ++t) {
    const PowerTally& p = g.powers[t];
    if (p == PowerTally{}) continue;
    powers[rules.buildings[t].id] = {
        {"uses", p.uses},         {"coins", p.coins},     {"vp", p.vp},
        {"goods", p.goods},       {"workers", p.workers}, {"tiles", p.tiles},
        {"final_vp", p.final_vp}, {"cards", p.cards}};
  }
  j["powers"] = powers;
  j["final_state"] = to_json(rules, g.final);
  return j;
}

std::string GamesOut::open(const std::string& path) {
  path_ = path;
  csv_ = path.size() >= 4 && path.compare(path.size() - 4, 4, ".csv") == 0;
  out_.open(path, std::ios::binary | std::ios::trunc);
  if (!out_) return fmt::format("cannot write '{}'", path);
  if (csv_)
    out_ << "index,seed,packs,players,seat,bot,total,chips,buildings,bonus,workers,tiebreak,"
            "winner,winners,rounds,decisions,end,bought\n";
  return "";
}

void GamesOut::write(const Ruleset& rules, const RunInfo& run, int index, std::uint64_t seed,
                     const GameOutcome& g) {
  if (!csv_) {
    out_ << game_record_json(rules, run, index, seed, g).dump() << '\n';
    return;
  }
  std::string packs;
  for (const auto& p : rules.packs)
    packs += (packs.empty() ? "" : ";") + p.id + "@" + p.content_hash;
  int winners = 0;
  for (const auto& s : g.scores) winners += s.winner;
  const auto owned = bought(rules, g, run.players);
  const auto ends = end_names(g.final.end_triggered);
  for (const auto& s : g.scores) {
    std::string b;
    for (const auto& [round, id] : owned[static_cast<std::size_t>(s.seat)])
      b += fmt::format("{}{}@{}", b.empty() ? "" : ";", id, round);
    out_ << fmt::format(
        "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", index, seed, csv_field(packs),
        run.players, s.seat,
        csv_field(run.bots[static_cast<std::size_t>(bot_for_seat(index, s.seat, run.players))]),
        s.total, s.chips, s.buildings, s.bonus, s.workers, s.tiebreak, s.winner ? 1 : 0, winners,
        g.final.round, g.steps, fmt::format("{}", fmt::join(ends, ";")), csv_field(b));
  }
}

std::string GamesOut::close() {
  out_.flush();
  const bool ok = static_cast<bool>(out_);
  out_.close();
  return ok ? "" : fmt::format("writing '{}' failed", path_);
}

}  // namespace gov
