#include "game/bots/mcts.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/cards.hpp"
#include "core/memory_sight.hpp"

namespace gov {

// The stack is sorted before it is shuffled, so the sample depends on which tiles are
// face down and never on their order, which no seat has seen (DESIGN.md, "Hidden
// information"; resample_hidden does the same for cards).
void determinize(State& s, Rng& rng) {
  std::sort(s.stack.begin(), s.stack.begin() + s.stack_size);
  for (int i = s.stack_size - 1; i > 0; --i) {
    const auto j = rng.below(static_cast<std::uint32_t>(i + 1));
    std::swap(s.stack[static_cast<std::size_t>(i)], s.stack[j]);
  }
  s.rng = Rng::seeded(rng.next());
}

void determinize_for(const Engine& engine, State& s, int seat, Rng& rng) {
  if (engine.rules().cards.enabled()) {
    resample_hidden(engine.rules(), s, seat, rng);  // hides the memory `seat` may not see too
  } else {
    determinize(s, rng);
    // Memory the seat may not see (core/memory_sight.hpp): 0, as in its views. (The shipped
    // buildings that keep memory declare it public; the others write none: the same games.)
    if (any_hidden_memory(engine.rules())) hide_memory(engine.rules(), s, seat);
  }
}

int run_playout(const Engine& engine, State& s, const MctsConfig& cfg, Rng& rng, ActionList& legal,
                GreedyBot& greedy) {
  const int cap = cfg.playout_depth + (cfg.quiet ? kQuietCap : 0);
  int d = 0;
  for (; d < cap && !s.over(); ++d) {
    if (d >= cfg.playout_depth && quiet_position(s)) break;
    engine.legal_actions(s, legal);
    if (legal.empty()) break;
    Action a = legal[0];
    if (legal.size() > 1)
      a = cfg.greedy_playouts ? greedy.choose(engine, s, legal, rng)
                              : legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    if (engine.apply(s, a)) break;
  }
  return d;
}

void MctsBot::playout(const Engine& engine, State& s, Rng& rng) {
  run_playout(engine, s, cfg_, rng, legal_, playout_greedy_);
}

int MctsBot::select_child(int node) const {
  int next = -1;
  double best = -std::numeric_limits<double>::infinity();
  for (int c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
       c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
    const Node& ch = nodes_[static_cast<std::size_t>(c)];
    const auto it = std::lower_bound(legal_.begin(), legal_.end(), ch.action);
    if (it == legal_.end() || !(*it == ch.action)) continue;
    const double u =
        ch.reward / ch.visits + cfg_.exploration * std::sqrt(std::log(ch.avail) / ch.visits);
    if (u > best) {
      best = u;
      next = c;
    }
  }
  return next;
}

void MctsBot::iterate(const Engine& engine, const State& root, Rng& rng) {
  State s = root;
  if (cfg_.determinize) determinize_for(engine, s, root_seat_, rng);
  path_.clear();
  int node = 0;
  bool expanded = false;
  // Selection and expansion.
  while (!s.over() && !expanded) {
    engine.legal_actions(s, legal_);
    if (legal_.empty()) break;
    if (legal_.size() == 1) {  // forced: no node
      if (engine.apply(s, legal_[0])) break;
      continue;
    }
    const auto seat = static_cast<std::uint8_t>(engine.current_seat(s));
    tried_.assign(legal_.size(), 0);
    std::size_t found = 0;
    for (int c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      Node& ch = nodes_[static_cast<std::size_t>(c)];
      const auto it = std::lower_bound(legal_.begin(), legal_.end(), ch.action);
      if (it == legal_.end() || !(*it == ch.action)) continue;
      tried_[static_cast<std::size_t>(it - legal_.begin())] = 1;
      ch.avail += 1;
      ++found;
    }
    int next = -1;
    if (found < legal_.size()) {
      // Expand a random untried action.
      auto k = rng.below(static_cast<std::uint32_t>(legal_.size() - found));
      std::size_t pick = 0;
      for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!tried_[i] && k-- == 0) {
          pick = i;
          break;
        }
      Node child;
      child.action = legal_[pick];
      child.mover = seat;
      child.avail = 1;
      child.next_sibling = nodes_[static_cast<std::size_t>(node)].first_child;
      nodes_.push_back(child);
      next = static_cast<int>(nodes_.size() - 1);
      nodes_[static_cast<std::size_t>(node)].first_child = next;
      expanded = true;
    } else {
      next = select_child(node);
    }
    if (next < 0 || engine.apply(s, nodes_[static_cast<std::size_t>(next)].action)) break;
    path_.push_back(next);
    node = next;
  }
  playout(engine, s, rng);
  // Back-up.
  const SeatValues r = rewards(engine, s, cfg_.scale, cfg_.weights);
  for (int n : path_) {
    Node& x = nodes_[static_cast<std::size_t>(n)];
    x.visits += 1;
    x.reward += r[x.mover];
  }
}

Action MctsBot::choose(const Engine& engine, const State& state, const ActionList& legal,
                       Rng& rng) {
  if (legal.size() == 1) return legal[0];
  root_seat_ = engine.current_seat(state);
  nodes_.clear();
  nodes_.reserve(static_cast<std::size_t>(cfg_.budget) + 1);
  nodes_.push_back(Node{});
  for (int i = 0; i < cfg_.budget; ++i) {
    if (cfg_.guided)
      iterate_guided(engine, state, rng);
    else
      iterate(engine, state, rng);
  }
  // The most visited root child that is legal (ties: the better mean).
  int best = -1;
  for (int c = nodes_[0].first_child; c >= 0;
       c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
    const Node& ch = nodes_[static_cast<std::size_t>(c)];
    if (!std::binary_search(legal.begin(), legal.end(), ch.action)) continue;
    if (best < 0) {
      best = c;
      continue;
    }
    const Node& b = nodes_[static_cast<std::size_t>(best)];
    if (ch.visits > b.visits || (ch.visits == b.visits && ch.reward / std::max(1.0, ch.visits) >
                                                              b.reward / std::max(1.0, b.visits)))
      best = c;
  }
  if (best < 0) return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  return nodes_[static_cast<std::size_t>(best)].action;
}

}  // namespace gov
