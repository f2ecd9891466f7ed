// The search bot: determinized Monte Carlo tree search (information-set UCT, single
// observer) over the real engine. Every iteration:
//   1. determinize: copy the State, shuffle the face-down tile stack (its order is what no
//      seat can see) and reseed the State's Rng (future chance) from the bot's Rng;
//   2. select: walk the tree from the root with UCB1 over the children whose action is
//      legal in this determinization (availability counts, so actions that are only
//      sometimes legal are not starved); decisions with a single legal action are applied
//      without a node;
//   3. expand: add one untried legal action (chosen at random) and apply it;
//   4. play out: up to `playout_depth` decisions of random play (or greedy one-ply play
//      with `greedy_playouts`);
//   5. evaluate: a finished game rewards its winners with 1 (shared between them), an
//      unfinished one gives each seat a logistic of its generic evaluation relative to the
//      best other seat (bots/evaluation.hpp);
//   6. back up: each node adds the reward of the seat that chose its action (max^n).
// The move is the root child with the most visits. The budget counts iterations, not
// time, and all randomness comes from the seat's Rng: the bot plays the same on any
// machine. It only calls Engine::legal_actions/apply/score, so any pack works unchanged.
#pragma once

#include <cstdint>
#include <vector>

#include "game/bots/bots.hpp"
#include "game/bots/evaluation.hpp"
#include "game/bots/greedy.hpp"

namespace gov {

struct MctsConfig {
  int budget = 2000;         // iterations per decision (each one playout)
  int playout_depth = 8;     // decisions played after the tree before evaluating
  double exploration = 0.7;  // UCB1 constant (rewards are in [0, 1])
  double scale = 6.0;        // VP difference giving a reward of 0.73 (logistic scale)
  bool determinize = true;   // shuffle the hidden stack and reseed chance per iteration
  bool greedy_playouts = false;
};

class MctsBot final : public Bot {
 public:
  explicit MctsBot(MctsConfig cfg = {}) : cfg_(cfg) {}
  std::string_view name() const override { return "mcts"; }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override;
  const MctsConfig& config() const { return cfg_; }
  // Tree nodes made by the last decision (diagnostics and tests).
  std::size_t last_tree_size() const { return nodes_.size(); }

 private:
  struct Node {
    Action action{};
    std::uint8_t mover = 0;  // the seat that chose `action`
    int first_child = -1;
    int next_sibling = -1;
    double visits = 0;
    double reward = 0;  // summed rewards of `mover`
    double avail = 0;   // iterations in which `action` was legal here
  };
  void iterate(const Engine& engine, const State& root, Rng& rng);

  MctsConfig cfg_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<char> tried_;
  std::vector<int> child_at_;
  ActionList legal_;
  GreedyBot playout_greedy_{0};
};

// The hidden information of `s` resampled: the face-down stack shuffled and the State's
// Rng reseeded, both from `rng`. What every seat can see is unchanged.
void determinize(State& s, Rng& rng);

}  // namespace gov
