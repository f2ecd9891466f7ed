#include "support/fixture.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <sstream>

#include "core/invariants.hpp"
#include "loader/load.hpp"
#include "scripting/lua_host.hpp"

namespace gov::test {

namespace {
std::vector<std::string> split(const std::string& packs) {
  std::vector<std::string> out;
  std::stringstream ss(packs);
  std::string item;
  while (std::getline(ss, item, ',')) out.push_back(item);
  return out;
}
}  // namespace

const Ruleset& rules_for(const std::string& packs) {
  static std::map<std::string, std::unique_ptr<Ruleset>> cache;
  auto it = cache.find(packs);
  if (it != cache.end()) return *it->second;
  auto result = load_packs(split(packs), GOVERNOR_CONTENT_DIR);
  if (!result.ok()) {
    std::string all;
    for (const auto& d : result.diagnostics) all += format_diagnostic(d) + "\n";
    FAIL("packs '" << packs << "' do not load:\n" << all);
  }
  std::vector<ScriptDiagnostic> problems;
  if (!bind_scripts(*result.rules, problems)) {
    std::string all;
    for (const auto& d : problems) all += format_script_diagnostic(d) + "\n";
    FAIL("scripts of '" << packs << "' do not load:\n" << all);
  }
  auto& slot = cache[packs];
  slot = std::move(result.rules);
  return *slot;
}

HookHost* hooks_for(const std::string& packs) {
  static std::map<std::string, std::unique_ptr<LuaHost>> hosts;
  auto& host = hosts[packs];
  if (!host) host = std::make_unique<LuaHost>(rules_for(packs));
  return host.get();
}

Game::Game(int players, std::uint64_t seed, const std::string& packs)
    : rules(rules_for(packs)), engine(rules, hooks_for(packs)), s(engine.new_game(players, seed)) {}

void Game::act(const std::string& text) {
  const auto err = engine.apply_text(s, text);
  INFO("action: " << text);
  if (err) FAIL(*err);
  check_invariants();
}

std::string Game::reject(const std::string& text) {
  const State before = s;
  const auto err = engine.apply_text(s, text);
  REQUIRE(s == before);
  return err.value_or("");
}

std::vector<std::string> Game::legal() const {
  std::vector<std::string> out;
  for (const auto& a : engine.legal_actions(s)) out.push_back(engine.to_text(s, a));
  return out;
}

bool Game::is_legal(const std::string& text) const {
  for (const auto& t : legal())
    if (t == text) return true;
  return false;
}

Id Game::good(const std::string& id) const {
  auto i = rules.good_index(id);
  REQUIRE(i.has_value());
  return *i;
}
Id Game::tile(const std::string& id) const {
  auto i = rules.tile_index(id);
  REQUIRE(i.has_value());
  return *i;
}
Id Game::building(const std::string& id) const {
  auto i = rules.building_index(id);
  REQUIRE(i.has_value());
  return *i;
}
Id Game::role(const std::string& id) const {
  auto i = rules.role_index(id);
  REQUIRE(i.has_value());
  return *i;
}

void Game::give_tile(int seat, const std::string& name, int workers) {
  const Id k = tile(name);
  // Take it from the open pile, the face-down stack or the display.
  bool found = false;
  if (rules.tile_kinds[k].open_pile && s.open_pile[k] > 0) {
    --s.open_pile[k];
    found = true;
  }
  for (int i = 0; !found && i < s.stack_size; ++i)
    if (s.stack[i] == k) {
      for (int j = i + 1; j < s.stack_size; ++j) s.stack[j - 1] = s.stack[j];
      s.stack[--s.stack_size] = 0;
      found = true;
    }
  REQUIRE(found);
  auto& st = s.seat(seat);
  REQUIRE(st.num_tiles < rules.settings.island_spaces);
  auto& slot = st.island[st.num_tiles++];
  slot = TileSlot{k, 0, {}};
  REQUIRE(s.worker_supply[0] >= workers);
  s.worker_supply[0] = static_cast<std::uint16_t>(s.worker_supply[0] - workers);
  slot.workers[0] = static_cast<std::uint8_t>(workers);
}

void Game::give_building(int seat, const std::string& name, int workers) {
  const Id b = building(name);
  REQUIRE(s.building_supply[b] > 0);
  --s.building_supply[b];
  auto& st = s.seat(seat);
  auto& slot = add_to_city(st, b);
  st.city_spaces_used = static_cast<std::uint8_t>(st.city_spaces_used + rules.buildings[b].spaces);
  REQUIRE(s.worker_supply[0] >= workers);
  s.worker_supply[0] = static_cast<std::uint16_t>(s.worker_supply[0] - workers);
  slot.workers[0] = static_cast<std::uint8_t>(workers);
}

void Game::give_goods(int seat, const std::string& name, int n) {
  const Id g = good(name);
  REQUIRE(s.goods_supply[g] >= n);
  s.goods_supply[g] = static_cast<std::uint8_t>(s.goods_supply[g] - n);
  s.seat(seat).goods[g] = static_cast<std::uint8_t>(s.seat(seat).goods[g] + n);
}

void Game::give_workers(int seat, int n) {
  REQUIRE(s.worker_supply[0] >= n);
  s.worker_supply[0] = static_cast<std::uint16_t>(s.worker_supply[0] - n);
  s.seat(seat).san_juan[0] = static_cast<std::uint8_t>(s.seat(seat).san_juan[0] + n);
}

void Game::set_picker(int seat) {
  REQUIRE(s.stage == Stage::ChooseRole);
  s.governor = static_cast<std::uint8_t>(seat);
  s.picks_done = 0;
}

void Game::load_ship(int capacity, const std::string& name, int n) {
  const Id g = good(name);
  for (int i = 0; i < s.num_ships; ++i)
    if (s.ships[i].capacity == capacity) {
      REQUIRE(s.goods_supply[g] >= n);
      s.goods_supply[g] = static_cast<std::uint8_t>(s.goods_supply[g] - n);
      s.ships[i].good = g;
      s.ships[i].load = static_cast<std::uint8_t>(n);
      return;
    }
  FAIL("no ship of capacity " << capacity);
}

void Game::check_invariants() const {
  const auto bad = gov::check_invariants(rules, s);
  std::string all;
  for (const auto& b : bad) all += b + "\n";
  INFO(all);
  REQUIRE(bad.empty());
}

std::string Game::first_choice() const {
  for (const auto& text : legal())
    if (text != "pass") return text;
  FAIL("only pass is legal");
  return "";
}

void Game::take_drawn_card() {
  auto first_pick = [this]() -> std::string {
    for (const auto& text : legal())
      if (text.rfind("pick ", 0) == 0) return text;
    return "";
  };
  const int seat = seat_to_act();
  std::string pick = first_pick();
  REQUIRE_FALSE(pick.empty());
  for (; !pick.empty() && seat_to_act() == seat; pick = first_pick()) act(pick);
}

}  // namespace gov::test
