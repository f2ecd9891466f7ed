#include "game/arena/positions.hpp"

#include "game/bots/evaluation.hpp"
#include "game/bots/evaluation_terms.hpp"
#include "game/bots/mcts.hpp"

namespace gov {

double positions_barrel_price() {
  return tuned_weights().barrel_price;
}

nlohmann::json position_sample(const Engine& engine, const State& s) {
  nlohmann::json seats = nlohmann::json::array();
  const auto scores = engine.score(s);
  for (const auto& sc : scores) {
    const EvalTerms t = seat_terms(engine.rules(), s.seat(sc.seat), positions_barrel_price());
    nlohmann::json terms;
    for (const auto name : kFittedTerms) terms[std::string(name)] = term(t, name);
    terms["fixed"] = t.fixed;
    seats.push_back({{"score", sc.total}, {"terms", terms}});
  }
  return {{"round", s.round}, {"seats", seats}};
}

std::string positions_line(const ArenaGame& g, const nlohmann::json& samples) {
  nlohmann::json specs = nlohmann::json::array(), final = nlohmann::json::array();
  for (const auto& seat : g.seats) {
    specs.push_back(seat.spec);
    final.push_back({{"score", seat.score}, {"winner", seat.winner}});
  }
  const nlohmann::json line = {{"game", g.index}, {"block", g.block}, {"seed", g.seed},
                               {"specs", specs},  {"final", final},   {"positions", samples}};
  return line.dump() + "\n";
}

}  // namespace gov
