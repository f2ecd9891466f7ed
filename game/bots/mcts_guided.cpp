// The guided variant of the search (MctsConfig::guided): every node is expanded whole at
// its first visit, each child starting from the one-ply reward of its action, so the
// search explores the moves a one-ply judgement likes first and never spends iterations
// on a random pick among dozens of placements. The iteration that expands a node stops
// at its best child: that child's one-ply rewards (or a short playout from it) are the
// leaf value. Everything else (determinization, UCB over available children, max^n
// back-up, the move) is the plain search's (mcts.cpp).
#include <algorithm>
#include <cmath>
#include <limits>

#include "game/bots/mcts.hpp"

namespace gov {

int MctsBot::add_children(const Engine& engine, const State& s, int node, int seat,
                          SeatValues& best) {
  int best_child = -1;
  double best_r = -1;
  for (std::size_t i = 0; i < legal_.size(); ++i) {
    if (tried_[i]) continue;
    State t = s;
    if (engine.apply(t, legal_[i])) continue;
    const SeatValues r = rewards(engine, t, cfg_.scale, cfg_.weights);
    Node child;
    child.action = legal_[i];
    child.mover = static_cast<std::uint8_t>(seat);
    child.visits = cfg_.prior_visits;
    child.reward = cfg_.prior_visits * r[static_cast<std::size_t>(seat)];
    child.avail = 1;
    child.next_sibling = nodes_[static_cast<std::size_t>(node)].first_child;
    nodes_.push_back(child);
    const int id = static_cast<int>(nodes_.size() - 1);
    nodes_[static_cast<std::size_t>(node)].first_child = id;
    if (r[static_cast<std::size_t>(seat)] > best_r) {
      best_r = r[static_cast<std::size_t>(seat)];
      best_child = id;
      best = r;
    }
  }
  return best_child;
}

void MctsBot::iterate_guided(const Engine& engine, const State& root, Rng& rng) {
  State s = root;
  if (cfg_.determinize) determinize_for(engine, s, root_seat_, rng);
  path_.clear();
  int node = 0;
  SeatValues leaf{};
  bool have_leaf = false;
  while (!s.over()) {
    engine.legal_actions(s, legal_);
    if (legal_.empty()) break;
    if (legal_.size() == 1) {  // forced: no node
      if (engine.apply(s, legal_[0])) break;
      continue;
    }
    const int seat = engine.current_seat(s);
    const bool fresh = nodes_[static_cast<std::size_t>(node)].first_child < 0;
    tried_.assign(legal_.size(), 0);
    for (int c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      Node& ch = nodes_[static_cast<std::size_t>(c)];
      const auto it = std::lower_bound(legal_.begin(), legal_.end(), ch.action);
      if (it == legal_.end() || !(*it == ch.action)) continue;
      tried_[static_cast<std::size_t>(it - legal_.begin())] = 1;
      ch.avail += 1;
    }
    SeatValues best{};
    const int added = add_children(engine, s, node, seat, best);
    if (fresh) {
      // The first visit ends at the best child by its one-ply value.
      if (added < 0 || engine.apply(s, nodes_[static_cast<std::size_t>(added)].action)) break;
      path_.push_back(added);
      leaf = best;
      have_leaf = cfg_.playout_depth == 0 && !cfg_.quiet;
      break;
    }
    const int next = select_child(node);
    if (next < 0 || engine.apply(s, nodes_[static_cast<std::size_t>(next)].action)) break;
    path_.push_back(next);
    node = next;
  }
  if (!have_leaf) {
    playout(engine, s, rng);
    leaf = rewards(engine, s, cfg_.scale, cfg_.weights);
  }
  for (int n : path_) {
    Node& x = nodes_[static_cast<std::size_t>(n)];
    x.visits += 1;
    x.reward += leaf[x.mover];
  }
}

}  // namespace gov
