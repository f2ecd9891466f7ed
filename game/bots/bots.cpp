#include "game/bots/bots.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

#include "game/bots/greedy.hpp"
#include "game/bots/levels.hpp"
#include "game/bots/mcts.hpp"

namespace gov {

std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t seat_seed(std::uint64_t game_seed, int seat) {
  return mix64(game_seed ^ mix64(0x5EA7ULL + static_cast<std::uint64_t>(seat)));
}

Rng seat_rng(std::uint64_t game_seed, int seat) {
  return Rng::seeded(seat_seed(game_seed, seat));
}

std::size_t Bot::choose_index(const Engine& engine, const State& state, const ActionList& legal,
                              Rng& rng) {
  const Action a = choose(engine, state, legal, rng);
  const auto at = std::lower_bound(legal.begin(), legal.end(), a);  // listings are sorted
  return at != legal.end() && *at == a ? static_cast<std::size_t>(at - legal.begin())
                                       : legal.size();
}

Action RandomBot::choose(const Engine& engine, const State& state, const ActionList& legal,
                         Rng& rng) {
  return legal[choose_index(engine, state, legal, rng)];
}

std::size_t RandomBot::choose_index(const Engine& engine, const State& state,
                                    const ActionList& legal, Rng& rng) {
  (void)engine;
  (void)state;
  return rng.below(static_cast<std::uint32_t>(legal.size()));
}

namespace {

// A positive integer of at most `max`, or nullopt.
std::optional<int> parse_count(std::string_view text, int max) {
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < 0 || v > max)
    return std::nullopt;
  return v;
}

// Another bot that plays a uniformly random legal move at `percent`% of its decisions
// (those with a choice): a weaker player whose mistakes are real moves. The draw comes
// first from the seat's Rng, so games replay from their seed.
class NoisyBot final : public Bot {
 public:
  NoisyBot(std::unique_ptr<Bot> inner, int percent) : inner_(std::move(inner)), percent_(percent) {}
  std::string_view name() const override { return inner_->name(); }
  Action choose(const Engine& engine, const State& state, const ActionList& legal,
                Rng& rng) override {
    const std::size_t i = choose_index(engine, state, legal, rng);
    return i < legal.size() ? legal[i] : inner_->choose(engine, state, legal, rng);
  }
  std::size_t choose_index(const Engine& engine, const State& state, const ActionList& legal,
                           Rng& rng) override {
    if (legal.size() > 1 && static_cast<int>(rng.below(100)) < percent_)
      return rng.below(static_cast<std::uint32_t>(legal.size()));
    return inner_->choose_index(engine, state, legal, rng);
  }

 private:
  std::unique_ptr<Bot> inner_;
  int percent_;
};

// The search bot from the fields after "mcts:" or "guided:" (N[:D[:C[:P]]]), or nullptr.
std::unique_ptr<Bot> make_search(bool guided, std::string_view rest, const EvalWeights& w) {
  MctsConfig cfg;
  cfg.weights = w;
  if (guided) {
    cfg.guided = true;
    cfg.budget = kGuidedBudget;
    cfg.playout_depth = 0;
    cfg.exploration = kGuidedExploration;
    cfg.quiet = cfg.greedy_playouts = true;  // its best screened form (docs/bots-experiments.md)
  }
  std::array<int, 4> field{cfg.budget, cfg.playout_depth,
                           static_cast<int>(std::lround(cfg.exploration * 100)),
                           cfg.greedy_playouts ? 2 : 0};
  const int fields = 4;
  for (int i = 0; !rest.empty(); ++i) {
    if (i >= fields) return nullptr;
    const auto colon = rest.find(':');
    const auto v = parse_count(rest.substr(0, colon), i == 0 ? 10'000'000 : 100'000);
    if (!v || (i == 0 && *v < 1)) return nullptr;
    field[static_cast<std::size_t>(i)] = *v;
    if (colon == std::string_view::npos) break;
    rest = rest.substr(colon + 1);
    if (rest.empty()) return nullptr;  // a trailing ':'
  }
  cfg.budget = field[0];
  cfg.playout_depth = field[1];
  cfg.exploration = field[2] / 100.0;
  if (field[3] > 2) return nullptr;
  cfg.quiet = field[3] >= 1;            // 1: playouts go on to a quiet position
  cfg.greedy_playouts = field[3] == 2;  // 2: ... choosing by one-ply value
  return std::make_unique<MctsBot>(cfg);
}

// The bot of a spec without weight overrides, its evaluation weighted by `w`.
std::unique_ptr<Bot> make_weighted(std::string_view kind, const EvalWeights& w) {
  if (kind == "greedy") return std::make_unique<GreedyBot>(3, w);
  if (kind.substr(0, 7) == "greedy:") {
    const auto percent = parse_count(kind.substr(7), 100);
    if (!percent) return nullptr;
    if (*percent == 0) return std::make_unique<GreedyBot>(3, w);
    return std::make_unique<NoisyBot>(std::make_unique<GreedyBot>(3, w), *percent);
  }
  for (const bool guided : {false, true}) {
    const std::string_view word = guided ? "guided" : "mcts";
    if (kind.substr(0, word.size()) != word) continue;
    if (kind.size() == word.size()) return make_search(guided, {}, w);
    if (kind[word.size()] != ':' || kind.size() == word.size() + 1) return nullptr;
    return make_search(guided, kind.substr(word.size() + 1), w);
  }
  return nullptr;
}

}  // namespace

std::unique_ptr<Bot> make_bot(std::string_view kind) {
  if (const auto spec = level_spec(kind)) return make_bot(*spec);
  if (kind == "random") return std::make_unique<RandomBot>();
  // Evaluation weights: "greedy/coin=0.5/worker=0.3" overrides the defaults one by one,
  // "/tuned" takes the tuned set (evaluation.hpp).
  EvalWeights w;
  const auto slash = kind.find('/');
  for (auto rest = slash == std::string_view::npos ? std::string_view{} : kind.substr(slash);
       !rest.empty();) {
    rest.remove_prefix(1);
    const auto end = std::min(rest.find('/'), rest.size());
    const auto item = rest.substr(0, end);
    rest = rest.substr(end);
    if (item == "tuned") {  // the tuned set (evaluation.hpp); later items override it
      w = tuned_weights();
      continue;
    }
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) return nullptr;
    const std::string value(item.substr(eq + 1));
    char* stop = nullptr;
    const double v = std::strtod(value.c_str(), &stop);
    if (value.empty() || stop != value.c_str() + value.size() || !std::isfinite(v) ||
        !set_weight(w, item.substr(0, eq), v))
      return nullptr;
  }
  return make_weighted(kind.substr(0, slash), w);
}

std::vector<std::string> bot_kinds() {
  std::vector<std::string> kinds;
  for (const auto& l : bot_levels()) kinds.emplace_back(l.name);
  for (const char* k : {"random", "greedy[:P]", "mcts[:N[:D[:C[:P]]]]"}) kinds.emplace_back(k);
  return kinds;
}

}  // namespace gov
