// The card part of the State JSON: where each card lies, in card order, as the zone's id
// and its seat and slot where it has them ("hand:0", "city:1:3", "draw_pile"). Written
// only in a game with cards, so a game without them serialises exactly as before.
#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>

#include "core/state_json.hpp"

namespace gov {

nlohmann::json card_places_json(const Ruleset& r, const State& s) {
  nlohmann::json out = nlohmann::json::array();
  for (int i = 0; i < r.cards.count(); ++i) {
    const auto code = s.card_at[static_cast<std::size_t>(i)];
    const CardPlace& p = r.cards.place[code];
    if (p.zone == kNone) {
      out.push_back(nullptr);
      continue;
    }
    std::string text = r.cards.zones[p.zone].id;
    if (p.seat != kNone) text += fmt::format(":{}", p.seat);
    if (p.slot != kNone) text += fmt::format(":{}", p.slot);
    out.push_back(text);
  }
  return out;
}

void read_card_places(const Ruleset& r, const nlohmann::json& j, State& s) {
  const auto bad = [](std::size_t i, const std::string& why) {
    throw std::invalid_argument(fmt::format("state JSON at $.cards[{}]: {}", i, why));
  };
  if (!j.is_array() || j.size() != static_cast<std::size_t>(r.cards.count()))
    throw std::invalid_argument(
        fmt::format("state JSON at $.cards: expected {} places", r.cards.count()));
  for (std::size_t i = 0; i < j.size(); ++i) {
    if (!j[i].is_string()) bad(i, "expected \"zone[:seat[:slot]]\"");
    const auto text = j[i].get<std::string>();
    const auto colon = text.find(':');
    const auto zone = r.cards.zone_index(text.substr(0, colon));
    if (!zone) bad(i, fmt::format("unknown zone in '{}'", text));
    int seat = 0, slot = 0;
    const auto& def = r.cards.zones[*zone];
    const int parts = def.of == ZoneScope::Game ? 0 : def.of == ZoneScope::Seat ? 1 : 2;
    int got = 0;
    if (colon != std::string::npos) {
      got = std::sscanf(text.c_str() + colon + 1, "%d:%d", &seat, &slot);
      if (got < 0) got = 0;
    }
    if (got != parts || (colon != std::string::npos) != (parts > 0))
      bad(i, fmt::format("'{}' needs {} number(s) after the zone", text, parts));
    if (seat < 0 || seat >= s.num_players || slot < 0 || slot >= kMaxCitySpaces)
      bad(i, fmt::format("'{}' is out of range", text));
    s.card_at[i] = r.cards.code(*zone, seat, slot);
  }
}

nlohmann::json price_tiles_json(const Ruleset& r, const State& s) {
  nlohmann::json order = nlohmann::json::array();
  for (std::size_t i = 0; i < r.cards.price_tiles.size(); ++i) order.push_back(s.price_tiles[i]);
  return {{"order", order}, {"turned", s.price_tiles_turned}};
}

void read_price_tiles(const Ruleset& r, const nlohmann::json& j, State& s) {
  const auto n = r.cards.price_tiles.size();
  const auto bad = [](const std::string& why) {
    throw std::invalid_argument("state JSON at $.price_tiles: " + why);
  };
  if (!j.is_object() || !j.contains("order") || !j.contains("turned"))
    bad("expected order, turned");
  const auto& order = j.at("order");
  if (!order.is_array() || order.size() != n) bad(fmt::format("expected {} tiles", n));
  unsigned seen = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!order[i].is_number_unsigned() || order[i].get<unsigned>() >= n) bad("a tile out of range");
    const unsigned t = order[i].get<unsigned>();
    if ((seen >> t) & 1U) bad("a tile twice");
    seen |= 1U << t;
    s.price_tiles[i] = static_cast<std::uint8_t>(t);
  }
  const auto& turned = j.at("turned");
  if (!turned.is_number_unsigned() || turned.get<unsigned>() >= 2 * n) bad("turned out of range");
  s.price_tiles_turned = static_cast<std::uint8_t>(turned.get<unsigned>());
}

}  // namespace gov
