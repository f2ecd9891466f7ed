// The explicit-chance mode of GameState (py_game.hpp): a pending action is run again from
// the State before it with the draws named so far (core/draw_hook.hpp names them); the run
// that needs no draw beyond them completes it. The engine is deterministic, so each run
// repeats the last one up to its first unnamed draw, and the stack then holds the tiles the
// next draw is uniform over (a shuffled stack's next tile is any of them alike).
#include <fmt/format.h>

#include "core/draw_hook.hpp"

#include "py_game.hpp"

namespace gov::py {

namespace {

// Draws the named kinds in order; at the first draw past them, notes the stack's tiles per
// kind and lets the shuffle's top be drawn (that run is thrown away).
class NamedDraws : public DrawHook {
 public:
  NamedDraws(const std::vector<Id>& named, std::size_t kinds) : named_(named), counts_(kinds) {}
  Id choose(const State& s) override {
    if (next_ < named_.size()) return named_[next_++];
    if (!open_) {
      open_ = true;
      stack_ = s.stack_size;
      for (int i = 0; i < s.stack_size; ++i)
        if (s.stack[i] < counts_.size()) ++counts_[s.stack[i]];
    }
    return kNone;
  }
  bool open() const { return open_; }
  const std::vector<int>& counts() const { return counts_; }
  int stack() const { return stack_; }

 private:
  const std::vector<Id>& named_;
  std::size_t next_ = 0;
  bool open_ = false;
  std::vector<int> counts_;
  int stack_ = 0;
};

// Sets the Engine's draw hook and event log for one call, and clears them however it ends.
struct Hooked {
  Hooked(Engine& e, DrawHook* d, EventLog* log) : e_(e) {
    e_.choose_draws(d);
    e_.record_events(log);
  }
  ~Hooked() {
    e_.choose_draws(nullptr);
    e_.record_events(nullptr);
  }
  Hooked(const Hooked&) = delete;
  Hooked& operator=(const Hooked&) = delete;
  Engine& e_;
};

}  // namespace

void GameState::resolve() {
  const Pending& p = *pending_;
  Engine& e = game_->engine();
  NamedDraws draws(p.named, game_->rules().tile_kinds.size());
  EventLog events;
  State s;
  if (p.setup) {
    s = start(*game_, players(), seed_, random_draft_, variant_, &draws);
  } else {
    s = p.before;
    std::optional<std::string> err;
    {
      Hooked hooked(e, &draws, &events);
      err = e.apply(s, p.action);
    }
    if (err) throw InputError(*err);
  }
  if (draws.open()) {
    auto next = std::make_shared<Pending>(p);
    next->counts = draws.counts();
    next->stack = draws.stack();
    if (p.setup) g_ = Game(e, s);  // never read at a chance node (refuse_at_chance)
    pending_ = std::move(next);
    return;
  }
  g_ = Game(e, s);
  if (!p.setup) {
    before_[prev_] = p.before;
    has_prev_ = true;
    events_ = std::move(events);
  }
  pending_ = nullptr;
}

std::vector<std::pair<int, double>> GameState::chance_outcomes() const {
  std::vector<std::pair<int, double>> out;
  if (pending_ == nullptr || pending_->stack == 0) return out;
  for (std::size_t k = 0; k < pending_->counts.size(); ++k)
    if (pending_->counts[k] > 0)
      out.emplace_back(static_cast<int>(k),
                       static_cast<double>(pending_->counts[k]) / pending_->stack);
  return out;
}

void GameState::apply_outcome(int kind) {
  if (pending_ == nullptr) throw InputError("not a chance node: apply_action takes a slot");
  const auto& counts = pending_->counts;
  if (kind < 0 || static_cast<std::size_t>(kind) >= counts.size() ||
      counts[static_cast<std::size_t>(kind)] == 0)
    throw InputError(fmt::format("chance outcome {} is not a tile kind left in the stack", kind));
  auto next = std::make_shared<Pending>(*pending_);
  next->named.push_back(static_cast<Id>(kind));
  auto keep = pending_;
  pending_ = std::move(next);
  try {
    resolve();
  } catch (...) {
    pending_ = keep;
    throw;
  }
  log_.push_back(outcome_to_string(kind));
  actors_.push_back(kChancePlayer);
}

std::string GameState::outcome_to_string(int kind) const {
  const auto& kinds = game_->rules().tile_kinds;
  if (kind < 0 || static_cast<std::size_t>(kind) >= kinds.size())
    throw InputError(fmt::format("no tile kind {}", kind));
  return "draw " + kinds[static_cast<std::size_t>(kind)].id;
}

void GameState::refuse_at_chance(const char* what) const {
  if (pending_ != nullptr)
    throw InputError(fmt::format(
        "{}: this is a chance node (a draw to name: chance_outcomes(), apply_action(outcome))",
        what));
}

}  // namespace gov::py
