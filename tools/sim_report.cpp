// The summary of a run, as `governor sim` and `governor merge` print it.
#include "tools/sim_report.hpp"

#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tools/text_table.hpp"

namespace gov::tools {

namespace {

std::string fixed(double v, int digits = 2) {
  return fmt::format("{:.{}f}", v, digits);
}
std::string percent(double v) {
  return fmt::format("{:.1f}%", 100.0 * v);
}
Cell rnum(std::string text) {
  return Cell{std::move(text), {}, true};
}

void add_rate_rows(Table& t, const std::vector<WinStat>& stats) {
  t.add_row({txt(""), rnum("games"), rnum("wins"), rnum("win rate"), rnum("95% interval"),
             rnum("mean VP"), rnum("sd"), rnum("mean margin")});
  for (const auto& w : stats) {
    const auto [lo, hi] = w.interval();
    t.add_row({txt(w.name), num(w.games), rnum(fixed(w.wins, 1)), rnum(percent(w.rate())),
               rnum(fmt::format("{}-{}", percent(lo), percent(hi))), rnum(fixed(w.score.mean)),
               rnum(fixed(w.score.sd)), rnum(fixed(w.margin.mean))});
  }
}

std::vector<Cell> dist_row(const std::string& name, const Distribution& d) {
  return {txt(name),
          rnum(fixed(d.mean)),
          rnum(fixed(d.sd)),
          rnum(fixed(d.min, 0)),
          rnum(fixed(d.p10, 1)),
          rnum(fixed(d.p25, 1)),
          rnum(fixed(d.median, 1)),
          rnum(fixed(d.p75, 1)),
          rnum(fixed(d.p90, 1)),
          rnum(fixed(d.max, 0))};
}
std::vector<Cell> dist_header() {
  return {txt(""),     rnum("mean"),   rnum("sd"),  rnum("min"), rnum("p10"),
          rnum("p25"), rnum("median"), rnum("p75"), rnum("p90"), rnum("max")};
}

nlohmann::json dist_json(const Distribution& d) {
  return {{"n", d.n},     {"mean", d.mean}, {"sd", d.sd},         {"min", d.min}, {"max", d.max},
          {"p10", d.p10}, {"p25", d.p25},   {"median", d.median}, {"p75", d.p75}, {"p90", d.p90}};
}

nlohmann::json rates_json(const std::vector<WinStat>& stats, const char* key) {
  nlohmann::json a = nlohmann::json::array();
  for (const auto& w : stats) {
    const auto [lo, hi] = w.interval();
    a.push_back({{key, w.name},
                 {"games", w.games},
                 {"wins", w.wins},
                 {"win_rate", w.rate()},
                 {"interval95", {lo, hi}},
                 {"score", dist_json(w.score)},
                 {"margin", dist_json(w.margin)}});
  }
  return a;
}

}  // namespace

void print_sim_text(const SimHeader& h, const SimResult& r) {
  const std::string packs = fmt::format("{}", fmt::join(h.packs, ","));
  fmt::print("games           {}\n", r.games);
  fmt::print("players         {}\n", h.players);
  fmt::print("packs           {}\n", packs);
  fmt::print("seed            {}\n", h.seed);
  if (!h.variant.empty()) fmt::print("start variant   {}\n", h.variant);
  fmt::print("decisions       {}\n", r.decisions);
  fmt::print("mean rounds     {:.2f}\n", r.mean_rounds);
  fmt::print("mean winner VP  {:.2f}\n", r.mean_winner_vp);
  fmt::print("end triggers    workers {}  city {}  vp {}  script {}\n", r.end_workers, r.end_city,
             r.end_vp, r.end_script);
  fmt::print("signature       {}\n", hex64(r.signature));
  fmt::print("bots            {} (rotated one seat per game)\n", fmt::join(r.bots, ","));

  Table bots;
  add_rate_rows(bots, r.bot_stats);
  fmt::print("\nwin rates by bot (a shared win counts 1/winners; Wilson 95% intervals)\n{}",
             bots.render(false, "  "));
  Table seats;
  add_rate_rows(seats, r.seats);
  fmt::print("\nwin rates by seat\n{}", seats.render(false, "  "));

  Table dist;
  dist.add_row(dist_header());
  for (const auto& w : r.bot_stats) dist.add_row(dist_row("VP " + w.name, w.score));
  dist.add_row(dist_row("VP all seats", r.score));
  dist.add_row(dist_row("VP winner", r.winner_vp));
  dist.add_row(dist_row("rounds", r.rounds));
  dist.add_row(dist_row("decisions", r.decisions_per_game));
  fmt::print("\nscores and game length\n{}", dist.render(false, "  "));

  Table b;
  b.add_row({txt("building"), rnum("bought"), rnum("per game"), rnum("mean round"),
             rnum("owner win rate"), rnum("95% interval"), rnum("power used"), rnum("coins"),
             rnum("VP"), rnum("barrels"), rnum("workers"), rnum("tiles"), rnum("end VP"),
             rnum("cards")});
  for (const auto& x : r.buildings) {
    std::vector<Cell> row;
    if (x.bought == 0) {
      row = {txt(x.id), num(0), rnum("0.00"), txt(""), txt(""), txt("")};
    } else {
      const auto [lo, hi] = x.interval();
      row = {txt(x.id),
             num(x.bought),
             rnum(fixed(static_cast<double>(x.bought) / r.games)),
             rnum(fixed(x.mean_round, 1)),
             rnum(percent(x.owner_rate())),
             rnum(fmt::format("{}-{}", percent(lo), percent(hi)))};
    }
    const auto& p = x.power;
    for (const int v : {p.uses, p.coins, p.vp, p.goods, p.workers, p.tiles, p.final_vp, p.cards})
      row.push_back(x.power_recorded ? num(v) : rnum("-"));
    b.add_row(std::move(row));
  }
  fmt::print(
      "\nbuildings (bought: seats that came to own it; owner win rate against 1/players = "
      "{}; power: decisions in which its power acted, and what it paid out over all games; "
      "-: a power that only answers the rules' questions (modify hooks: how many kinds a "
      "seat keeps, a discount), or none: what follows is the rules' own and is not counted)\n{}",
      percent(1.0 / h.players), b.render(false, "  "));
}

void print_sim_json(const SimHeader& h, const SimResult& r) {
  nlohmann::json j;
  j["games"] = r.games;
  j["players"] = h.players;
  j["packs"] = h.packs;
  j["seed"] = h.seed;
  if (!h.variant.empty()) j["variant"] = h.variant;
  j["decisions"] = r.decisions;
  j["mean_rounds"] = r.mean_rounds;
  j["mean_winner_vp"] = r.mean_winner_vp;
  j["end_triggers"] = {
      {"workers", r.end_workers}, {"city", r.end_city}, {"vp", r.end_vp}, {"script", r.end_script}};
  j["signature"] = hex64(r.signature);
  j["bots"] = r.bots;
  j["rotation"] = "the bots list is rotated one seat per game";
  j["bot_stats"] = rates_json(r.bot_stats, "bot");
  j["seat_stats"] = rates_json(r.seats, "seat");
  j["score"] = dist_json(r.score);
  j["winner_vp"] = dist_json(r.winner_vp);
  j["rounds"] = dist_json(r.rounds);
  j["decisions_per_game"] = dist_json(r.decisions_per_game);
  nlohmann::json b = nlohmann::json::array();
  for (const auto& x : r.buildings) {
    const auto [lo, hi] = x.interval();
    b.push_back({{"id", x.id},
                 {"bought", x.bought},
                 {"per_game", r.games ? static_cast<double>(x.bought) / r.games : 0.0},
                 {"mean_round", x.mean_round},
                 {"owner_wins", x.owner_wins},
                 {"owner_win_rate", x.owner_rate()},
                 {"interval95", {lo, hi}},
                 {"power_recorded", x.power_recorded},
                 {"power",
                  {{"uses", x.power.uses},
                   {"coins", x.power.coins},
                   {"vp", x.power.vp},
                   {"goods", x.power.goods},
                   {"workers", x.power.workers},
                   {"tiles", x.power.tiles},
                   {"final_vp", x.power.final_vp},
                   {"cards", x.power.cards}}}});
  }
  j["buildings"] = b;
  std::cout << j.dump(2) << "\n";
}

}  // namespace gov::tools
