#include "server/seat_view.hpp"

#include <algorithm>

#include "session/describe.hpp"
#include "session/event_text.hpp"
#include "session/placement.hpp"
#include "session/sentence.hpp"

namespace gov::server {

namespace {

constexpr std::size_t kSpectatorRecent = 12;

template <class T>
nlohmann::json named(const std::vector<T>& table) {
  nlohmann::json out = nlohmann::json::array();
  for (Id i = 0; i < table.size(); ++i)
    out.push_back({{"id", table[i].id}, {"name", session::name_in(table, i)}});
  return out;
}

// Tiles and tile variants with the pack's look when it gives one (`colour`, `glyph`).
template <class T>
nlohmann::json with_look(const std::vector<T>& table) {
  nlohmann::json out = named(table);
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (!table[i].colour.empty()) out[i]["colour"] = table[i].colour;
    if (!table[i].glyph.empty()) out[i]["glyph"] = table[i].glyph;
  }
  return out;
}

}  // namespace

nlohmann::json seat_view(GameRoom& room, int seat) {
  auto& s = *room.session;
  nlohmann::json j = s.view(seat < 0 ? -1 : seat);
  if (seat < 0) {
    auto& recent = j["since_your_last_decision"];
    if (recent.size() > kSpectatorRecent)
      recent.erase(recent.begin(), recent.end() - static_cast<long>(kSpectatorRecent));
    j["seat"] = nullptr;
    j["undo"] = {{"possible", false}, {"why_not", "spectators cannot undo"}};
  }
  // The host ended the game (POST /api/games/<id>/end): a table event, not a rule. Nothing
  // is decided any more, and the game is over for its seed as for one played to the end.
  const bool ended = room.access().ended;
  j["ended"] = ended;
  if (ended) {
    j["actions"] = nlohmann::json::array();
    j.erase("placement_targets");
    j.erase("storage_choices");
    j["undo"] = {{"possible", false}, {"why_not", "the host ended the game"}};
    j["redo"] = false;
  }
  // The seed is the whole deal: a secret of every game until it is over (in a game of
  // several screens the server drew it, and nobody knows it before), then shown to every
  // seat with the command that deals the game again (docs/views.md).
  j["seed"] = nullptr;
  j["replay"] = nullptr;
  if (s.over() || ended) {
    const auto& c = s.config();
    std::string packs, seats;
    for (const auto& p : room.definition().pack_ids()) packs += (packs.empty() ? "" : ",") + p;
    for (const auto& k : c.seats) seats += (seats.empty() ? "" : ",") + k;
    std::string line = "governor play --packs " + packs + " --players " +
                       std::to_string(c.players) + " --seed " + std::to_string(c.seed) +
                       " --seats " + seats;
    if (c.random_draft) line += " --draft random";
    if (!c.variant.empty()) line += " --variant " + c.variant;
    j["seed"] = c.seed;
    j["replay"] = line;
  }
  j["hot_seat"] = room.access().hot_seat;
  j["game"] = room.id();
  j["packs"] = room.definition().pack_ids();
  j["decisions"] = s.history().size();
  // A bot's failed move, or a score hook's failure, is told in the engine's words, which
  // may name the cards it tried and could play: in a game with cards every seat reads only
  // that it failed.
  std::string error = room.last_error;
  if (error.empty() && j.contains("scores_error"))
    error = "the scores could not be reckoned: " + j["scores_error"].get<std::string>();
  j.erase("scores_error");
  j["error"] = error.empty() || !room.definition().rules().cards.enabled()
                   ? error
                   : std::string(
                         "a bot's move, a save or a score hook failed (the game's cards are "
                         "not named here)");
  nlohmann::json humans = nlohmann::json::array();
  for (int i = 0; i < s.config().players; ++i) humans.push_back(s.is_human(i));
  j["humans"] = humans;
  return j;
}

nlohmann::json rules_json(const Ruleset& r) {
  nlohmann::json j;
  nlohmann::json goods = nlohmann::json::array();
  for (Id g = 0; g < r.goods.size(); ++g) goods.push_back(session::good_json(r, g));
  j["goods"] = goods;
  j["tiles"] = with_look(r.tile_kinds);
  j["tile_variants"] = with_look(r.tile_variants);  // variant v of an island slot is [v - 1]
  j["workers"] = named(r.worker_kinds);
  nlohmann::json roles = nlohmann::json::array();
  for (Id role = 0; role < r.roles.size(); ++role) roles.push_back(session::role_json(r, role));
  j["roles"] = roles;
  nlohmann::json buildings = nlohmann::json::array();
  for (Id b = 0; b < r.buildings.size(); ++b) buildings.push_back(session::building_json(r, b));
  j["buildings"] = buildings;
  // A card game's zones as cards.yaml declares them: what each is (`role`, "" for none),
  // where it lies (`of`) and who sees its kinds and count, so the page lays a zone out by
  // what it is, never by its id.
  if (r.cards.enabled()) {
    nlohmann::json zones = nlohmann::json::array();
    for (const auto& z : r.cards.zones)
      zones.push_back(
          {{"id", z.id},
           {"role", z.role == ZoneRole::None ? "" : std::string(zone_role_name(z.role))},
           {"of", std::string(zone_scope_name(z.of))},
           {"sees", std::string(sight_name(z.sees))},
           {"count", std::string(sight_name(z.count))}});
    j["card_zones"] = zones;
  }
  // A card game's trading house tiles (cards.yaml `price_tiles`): what a good of each kind
  // sells for, per tile; the board's `price_tiles.turned` says which lies face up.
  if (!r.cards.price_tiles.empty()) {
    nlohmann::json tiles = nlohmann::json::array();
    for (const auto& tile : r.cards.price_tiles) {
      nlohmann::json prices = nlohmann::json::object();
      for (Id g = 0; g < r.goods.size(); ++g) prices[r.goods[g].id] = tile[g];
      tiles.push_back(prices);
    }
    j["price_tiles"] = tiles;
  }
  nlohmann::json packs = nlohmann::json::array();
  for (const auto& p : r.packs) packs.push_back({{"id", p.id}, {"name", p.name}});
  j["packs"] = packs;
  return j;
}

nlohmann::json journal_json(GameRoom& room, std::size_t from, int seat) {
  const auto& s = *room.session;
  const session::Viewer eyes = s.viewer(seat < 0 ? -1 : seat);
  const auto& history = s.history();
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = from; i < history.size(); ++i) {
    const auto& d = history[i];
    nlohmann::json lines = nlohmann::json::array();
    for (const auto& e : session::folded(d.events)) {
      std::string t = session::event_text(s.rules(), e);
      if (!t.empty()) lines.push_back(std::move(t));
    }
    const auto seen = session::seen_decision(s.rules(), d, eyes);
    out.push_back({{"index", i},
                   {"seat", d.seat},
                   {"action", seen.text},
                   {"label", seen.label},
                   {"sentence", session::decision_sentence(s.rules(), d)},
                   {"by_human", d.by_human},
                   {"round", d.round},
                   {"lines", lines}});
    // The first decision of a round carries the round's line (session/sentence.hpp).
    if (auto line = session::round_start(history, i); !line.empty())
      out.back()["round_start"] = std::move(line);
    if (!d.placed.empty()) {
      out.back()["placements"] = session::placements_json(s.rules(), d.placed);
      out.back()["placed"] = session::placements_text(s.rules(), d.placed);
    }
  }
  return out;
}

}  // namespace gov::server
