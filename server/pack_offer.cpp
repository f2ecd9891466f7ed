// What the table offers a new game (GET /api/info): the player counts of the offered packs
// and each pack's name, game and start variants, found once by loading the packs.
#include <algorithm>

#include "server/game_table.hpp"

namespace gov::server {

nlohmann::json GameTable::player_range() {
  std::lock_guard lock(range_mutex_);
  know_offer();
  return player_range_;
}

nlohmann::json GameTable::pack_names() {
  std::lock_guard lock(range_mutex_);
  know_offer();
  return pack_names_;
}

void GameTable::know_offer() {
  if (offer_known_) return;
  offer_known_ = true;
  pack_names_ = nlohmann::json::array();
  if (config_.pack_choices.empty()) return;
  // Packs that need another pack (an expansion needs its base) load only in a mix, and
  // packs of different games (a pack's `game:`) never mix: each offered pack joins the
  // first mix it loads with, else starts its own.
  std::vector<std::shared_ptr<const GameDefinition>> loaded;
  std::vector<std::vector<std::string>> mixes;
  std::string ignored;
  for (const auto& p : config_.pack_choices) {
    bool joined = false;
    for (std::size_t m = 0; m < mixes.size() && !joined; ++m) {
      auto mix = mixes[m];
      mix.push_back(p);
      if (auto g = config_.definitions->get(mix, &ignored)) {
        mixes[m] = std::move(mix);
        loaded[m] = std::move(g);
        joined = true;
      }
    }
    if (joined) continue;
    if (auto one = config_.definitions->get({p}, &ignored)) {
      mixes.push_back({p});
      loaded.push_back(std::move(one));
    }
  }
  int low = kMaxSeats, high = 0;
  for (const auto& g : loaded) {
    if (g->rules().setups.empty()) continue;
    low = std::min(low, g->min_players());
    high = std::max(high, g->max_players());
  }
  if (high > 0) player_range_ = {{"min", low}, {"max", high}};
  for (const auto& id : config_.pack_choices) {
    std::string name = id, game;
    nlohmann::json variants = nlohmann::json::array();
    for (const auto& g : loaded)
      for (const auto& p : g->rules().packs)
        if (p.id == id) {
          if (!p.name.empty()) name = p.name;
          game = p.game;
          const auto& cards = g->rules().cards;  // the variants of the pack declaring them
          for (const auto& v : cards.start_variants)
            if (!p.dir.empty() && cards.declared_in.rfind(p.dir, 0) == 0)
              variants.push_back({{"id", v.id}, {"name", v.name}});
        }
    nlohmann::json entry = {{"id", id}, {"name", name}};
    if (!game.empty()) entry["game"] = game;  // the form checks one game's packs at first
    if (!variants.empty()) entry["variants"] = variants;  // POST /api/games `variant`
    pack_names_.push_back(entry);
  }
}

}  // namespace gov::server
