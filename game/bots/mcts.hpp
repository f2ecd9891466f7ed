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
  // Guided search: a node's children are all made at its first visit, each starting from
  // the one-ply reward of its action (`prior_visits` virtual visits), and that first visit
  // ends at the child with the best one: large decisions try the sensible moves first, and
  // the leaf value is a one-ply judgement instead of a random playout's (mcts_guided.cpp).
  bool guided = false;
  double prior_visits = 1.0;
  // Playouts that end at a quiet position: after `playout_depth` decisions they go on
  // (up to kQuietCap more) until the game waits for a role choice with nothing pending, so
  // the evaluation never judges a role half played. `greedy_playouts` picks by one-ply value.
  bool quiet = false;
  EvalWeights weights{};  // the leaf evaluation's weights (and the greedy playouts')
};

inline constexpr int kQuietCap = 40;

// The guided bot's defaults (spec "guided"; it also plays out greedily to a quiet position).
inline constexpr int kGuidedBudget = 2000;
inline constexpr double kGuidedExploration = 0.7;

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
  void iterate_guided(const Engine& engine, const State& root, Rng& rng);
  // Adds a child for every action of legal_ that `node` lacks, starting from its one-ply
  // reward; returns the best new child for `seat` (-1 if none) and its rewards in `best`.
  int add_children(const Engine& engine, const State& s, int node, int seat, SeatValues& best);
  // The child of `node` legal in legal_ with the highest UCB1 value (-1 if none).
  int select_child(int node) const;
  // Plays `playout_depth` decisions of the playout policy from `s`.
  void playout(const Engine& engine, State& s, Rng& rng);

  MctsConfig cfg_;
  int root_seat_ = 0;  // the seat deciding: what it cannot see is resampled
  std::vector<Node> nodes_;
  std::vector<int> path_;
  std::vector<char> tried_;
  std::vector<int> child_at_;
  ActionList legal_;
  GreedyBot playout_greedy_{0, cfg_.weights};
};

// Whether the game waits for a role choice with nothing pending: no role is half played,
// so the evaluation judges the position fairly (the end of a quiet playout).
inline bool quiet_position(const State& s) {
  return s.stage == Stage::ChooseRole && s.num_pending == 0;
}

// A playout as the search plays it: `cfg.playout_depth` decisions, then with `cfg.quiet`
// on (up to kQuietCap more) until quiet_position or the end; moves at random, or by
// `greedy` with `cfg.greedy_playouts`. `legal` is scratch. Returns the decisions played.
int run_playout(const Engine& engine, State& s, const MctsConfig& cfg, Rng& rng, ActionList& legal,
                GreedyBot& greedy);

// The hidden information of `s` resampled: the face-down stack shuffled and the State's
// Rng reseeded, both from `rng`. What every seat can see is unchanged.
void determinize(State& s, Rng& rng);

// One determinization for a search deciding for `seat`: in a game with cards, core's
// resample_hidden (the cards `seat` cannot see dealt anew among the places it cannot see,
// from what it may know only, and the Rng reseeded); otherwise determinize() (Puerto Rico:
// its games are unchanged). Either way the memory `seat` may not see is 0
// (core/memory_sight.hpp).
void determinize_for(const Engine& engine, State& s, int seat, Rng& rng);

}  // namespace gov
