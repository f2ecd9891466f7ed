#include "tools/arena_report.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "core/json_integers.hpp"
#include "core/limits.hpp"
#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

// No count of a played run comes near this; more is a damaged file.
constexpr int kMaxCount = 100000000;

nlohmann::json estimate_json(const Estimate& e) {
  return {{"value", e.value}, {"lo", e.lo}, {"hi", e.hi}};
}

std::string lineup_text(const ArenaSchedule& s, const std::vector<int>& l) {
  std::string out;
  for (int e : l) out += (out.empty() ? "" : ",") + s.pool[static_cast<std::size_t>(e)];
  return out;
}

Cell rnum(std::string text) {
  return Cell{std::move(text), {}, true};
}

}  // namespace

nlohmann::json arena_json(const ArenaRunInfo& info, const ArenaTable& table,
                          const std::vector<ArenaGame>& games) {
  const ArenaSchedule& s = info.schedule;
  nlohmann::json doc;
  doc["arena"] = 1;
  doc["packs"] = nlohmann::json::array();
  for (const auto& [id, hash] : info.packs)
    doc["packs"].push_back({{"id", id}, {"content_hash", hash}});
  doc["players"] = s.players;
  doc["seed"] = info.seed;
  doc["draft"] = info.random_draft ? "random" : "play";
  if (!info.variant.empty()) doc["variant"] = info.variant;
  doc["step_cap"] = info.step_cap;
  doc["blunders"] = info.blunders;
  doc["pool"] = s.pool;
  doc["lineups"] = nlohmann::json::array();
  for (const auto& l : s.lineups) doc["lineups"].push_back(l);
  doc["games_requested"] = info.games_requested;
  doc["games"] = info.games;
  doc["block_games"] = s.block_games();
  doc["shard"] = {info.shard, info.shards};
  doc["fair_share"] = 1.0 / s.players;
  doc["interval"] = {{"kind", "percentile, cluster bootstrap over blocks"},
                     {"level", 0.95},
                     {"resamples", table.resamples},
                     {"seed", kArenaBootstrapSeed}};
  doc["rating"] =
      "Elo (Bradley-Terry, 400 points per factor 10, pool mean 1500) by maximum "
      "likelihood over pairwise finishing orders within games";
  doc["played"] = table.games;
  doc["blocks"] = table.blocks;
  doc["specs"] = nlohmann::json::array();
  for (const auto& st : table.specs)
    doc["specs"].push_back(
        {{"spec", st.spec},
         {"seat_games", st.seat_games},
         {"wins", st.wins},
         {"win_share", estimate_json(st.share)},
         {"margin", estimate_json(st.margin)},
         {"mean_score", st.mean_score},
         {"rating", estimate_json(st.rating)},
         {"pairs", st.pairs},
         {"decisions", st.decisions},
         {"blunders", info.blunders ? nlohmann::json(st.blunders) : nullptr},
         {"blunders_per_100", info.blunders ? nlohmann::json(st.blunders_per_100()) : nullptr}});
  doc["lineup_specs"] = nlohmann::json::array();
  for (std::size_t l = 0; l < table.lineups.size(); ++l) {
    nlohmann::json specs = nlohmann::json::array();
    for (const auto& st : table.lineups[l])
      specs.push_back({{"spec", st.spec},
                       {"seat_games", st.seat_games},
                       {"wins", st.wins},
                       {"win_share", estimate_json(st.share)},
                       {"margin", estimate_json(st.margin)},
                       {"mean_score", st.mean_score}});
    doc["lineup_specs"].push_back({{"lineup", s.lineups[l]}, {"specs", specs}});
  }
  doc["records"] = nlohmann::json::array();
  for (const auto& g : games) {
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& seat : g.seats)
      seats.push_back({{"spec", seat.spec},
                       {"score", seat.score},
                       {"tiebreak", seat.tiebreak},
                       {"winner", seat.winner},
                       {"decisions", seat.decisions},
                       {"blunders", seat.blunders}});
    doc["records"].push_back({{"index", g.index},
                              {"block", g.block},
                              {"lineup", g.lineup},
                              {"rotation", g.rotation},
                              {"seed", g.seed},
                              {"rounds", g.rounds},
                              {"decisions", g.decisions},
                              {"seats", seats}});
  }
  return doc;
}

nlohmann::json arena_run_key(const nlohmann::json& doc) {
  nlohmann::json key = doc;
  for (const char* field : {"shard", "played", "blocks", "specs", "lineup_specs", "records"})
    key.erase(field);
  return key;
}

void read_arena_json(const nlohmann::json& doc, ArenaRunInfo& info, std::vector<ArenaGame>& games) {
  if (!doc.is_object() || !doc.contains("arena"))
    throw std::invalid_argument("not an arena file (governor arena --json FILE)");
  if (doc.at("arena") != 1) throw std::invalid_argument("an arena file of another format version");
  info.packs.clear();
  for (const auto& p : doc.at("packs"))
    info.packs.emplace_back(p.at("id").get<std::string>(), p.at("content_hash").get<std::string>());
  ArenaSchedule& s = info.schedule;
  s.players = int_in(doc.at("players"), "players", 1, kMaxSeats);
  s.pool = doc.at("pool").get<std::vector<std::string>>();
  const int k = static_cast<int>(s.pool.size());
  s.lineups.clear();
  for (const auto& l : doc.at("lineups")) {
    auto& row = s.lineups.emplace_back();
    for (const auto& e : l) row.push_back(int_in(e, "lineups", 0, k - 1));
    if (static_cast<int>(row.size()) != s.players)
      throw std::invalid_argument("a lineup does not seat every player");
  }
  if (s.lineups.empty()) throw std::invalid_argument("no lineup");
  info.seed = seed_in(doc.at("seed"), "seed");
  info.random_draft = doc.at("draft") == "random";
  info.variant = doc.value("variant", "");
  info.step_cap = int_in(doc.at("step_cap"), "step_cap", 1, kMaxCount);
  info.blunders = doc.at("blunders").get<bool>();
  info.games_requested = int_in(doc.at("games_requested"), "games_requested", 1, kMaxCount);
  info.games = int_in(doc.at("games"), "games", 1, kMaxCount);
  info.shard = int_in(doc.at("shard").at(0), "shard", 0, kMaxCount);
  info.shards = int_in(doc.at("shard").at(1), "shard", 1, kMaxCount);
  for (const auto& r : doc.at("records")) {
    ArenaGame g;
    g.index = int_in(r.at("index"), "index", 0, info.games - 1);
    g.block = int_in(r.at("block"), "block", 0, kMaxCount);
    g.lineup = int_in(r.at("lineup"), "lineup", 0, static_cast<int>(s.lineups.size()) - 1);
    g.rotation = int_in(r.at("rotation"), "rotation", 0, s.players - 1);
    g.seed = seed_in(r.at("seed"), "records.seed");
    g.rounds = int_in(r.at("rounds"), "rounds", 0, kMaxCount);
    g.decisions = int_in(r.at("decisions"), "decisions", 0, kMaxCount);
    for (const auto& seat : r.at("seats"))
      g.seats.push_back({int_in(seat.at("spec"), "seats.spec", 0, k - 1),
                         int_in(seat.at("score"), "seats.score", -kMaxCount, kMaxCount),
                         int_in(seat.at("tiebreak"), "seats.tiebreak", -kMaxCount, kMaxCount),
                         seat.at("winner").get<bool>(),
                         int_in(seat.at("decisions"), "seats.decisions", 0, kMaxCount),
                         int_in(seat.at("blunders"), "seats.blunders", 0, kMaxCount)});
    if (static_cast<int>(g.seats.size()) != s.players)
      throw std::invalid_argument(fmt::format("game {} does not seat every player", g.index));
    games.push_back(std::move(g));
  }
}

std::string arena_text(const ArenaRunInfo& info, const ArenaTable& table) {
  const ArenaSchedule& s = info.schedule;
  std::string packs;
  for (const auto& p : info.packs) packs += (packs.empty() ? "" : ",") + p.first;
  std::string out = fmt::format(
      "arena: {} games of {}, {} players, packs {}, seed {}\n"
      "schedule: blocks of {} games (one seed, {} lineup(s) x {} seat rotations); {} "
      "games asked, {} played ({} blocks)\n",
      table.games, info.games, s.players, packs, info.seed, s.block_games(), s.lineups.size(),
      s.players, info.games_requested, table.games, table.blocks);
  if (info.shards > 1) out += fmt::format("shard {} of {}\n", info.shard, info.shards);
  for (const auto& l : s.lineups) out += "  lineup: " + lineup_text(s, l) + "\n";
  Table t;
  t.add_row({txt("spec"), rnum("seat-games"), rnum("win share"), rnum("95% CI"), rnum("margin"),
             rnum("95% CI"), rnum("mean VP"), rnum("Elo"), rnum("95% CI"),
             rnum(info.blunders ? "blunders/100" : "")});
  for (const auto& st : table.specs)
    t.add_row({txt(st.spec), num(st.seat_games), rnum(fmt::format("{:.1f}%", 100 * st.share.value)),
               rnum(fmt::format("{:.1f}-{:.1f}%", 100 * st.share.lo, 100 * st.share.hi)),
               rnum(fmt::format("{:+.2f}", st.margin.value)),
               rnum(fmt::format("{:+.2f} {:+.2f}", st.margin.lo, st.margin.hi)),
               rnum(fmt::format("{:.2f}", st.mean_score)),
               rnum(fmt::format("{:.0f}", st.rating.value)),
               rnum(fmt::format("{:.0f}-{:.0f}", st.rating.lo, st.rating.hi)),
               rnum(info.blunders ? fmt::format("{:.2f}", st.blunders_per_100()) : "")});
  out += t.render(false);
  if (table.lineups.size() > 1) {
    Table per;
    per.add_row({txt("per lineup"), txt("spec"), rnum("seat-games"), rnum("win share"),
                 rnum("95% CI"), rnum("margin"), rnum("95% CI"), rnum("mean VP")});
    for (std::size_t l = 0; l < table.lineups.size(); ++l)
      for (const auto& st : table.lineups[l])
        per.add_row({txt(lineup_text(s, s.lineups[l])), txt(st.spec), num(st.seat_games),
                     rnum(fmt::format("{:.1f}%", 100 * st.share.value)),
                     rnum(fmt::format("{:.1f}-{:.1f}%", 100 * st.share.lo, 100 * st.share.hi)),
                     rnum(fmt::format("{:+.2f}", st.margin.value)),
                     rnum(fmt::format("{:+.2f} {:+.2f}", st.margin.lo, st.margin.hi)),
                     rnum(fmt::format("{:.2f}", st.mean_score))});
    out += per.render(false);
  }
  out += fmt::format(
      "fair share {:.1f}% (1/players). margin: own VP minus the best other seat's. Elo: "
      "Bradley-Terry over pairwise finishing orders within games, pool mean 1500.\n"
      "95% CI: percentiles of a cluster bootstrap over the {} blocks ({} resamples, fixed "
      "seed).\n",
      100.0 / s.players, table.blocks, table.resamples);
  if (info.blunders)
    out +=
        "blunders/100: one-ply blunders per 100 decisions (docs/bots.md: an action that "
        "changes nothing while another would bank VP without costing coins).\n";
  return out;
}

std::string arena_csv(const ArenaTable& table, bool counted) {
  std::string out =
      "spec,seat_games,wins,win_share,win_share_lo,win_share_hi,margin,margin_lo,margin_hi,"
      "mean_score,elo,elo_lo,elo_hi,decisions,blunders\n";
  for (const auto& st : table.specs)
    out += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", st.spec, st.seat_games,
                       st.wins, st.share.value, st.share.lo, st.share.hi, st.margin.value,
                       st.margin.lo, st.margin.hi, st.mean_score, st.rating.value, st.rating.lo,
                       st.rating.hi, st.decisions, counted ? std::to_string(st.blunders) : "");
  return out;
}

}  // namespace gov::tools
