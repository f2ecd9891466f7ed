// Memory declares who may read it (issue #48, core/memory_sight.hpp): a building's
// `memory_sight` (everyone, owner, nobody; default owner) and a pack's `rule_memory_sight`
// (everyone, nobody; default nobody). tests/packs/memory-sight is a hostile card game whose
// buildings copy their owner's hand into their memory (spy: owner, open_spy: everyone,
// blind_spy: nobody) and whose rules.lua copies every hand into the pack's memory.
#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>

#include "core/cards.hpp"
#include "core/memory_sight.hpp"
#include "session/seat_eyes.hpp"
#include "support/fixture.hpp"
#include "support/open_session.hpp"

namespace {

using gov::BuildingSlot;
using gov::Sight;
using gov::State;
using Memory = std::array<std::int16_t, gov::kMemorySlots>;

const std::string kPack = GOVERNOR_TESTS_DIR "/packs/memory-sight";

// The slot of `building` in `seat`'s city.
const BuildingSlot& slot_of(const gov::test::Game& g, const State& s, int seat,
                            const std::string& building) {
  const gov::Id type = g.building(building);
  const auto& st = s.seat(seat);
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[static_cast<std::size_t>(i)].type == type)
      return st.city[static_cast<std::size_t>(i)];
  FAIL("no " << building << " in seat " << seat << "'s city");
  return st.city[0];
}

// The JSON of `building` in a board's city of `seat`.
const nlohmann::json& city_entry(const nlohmann::json& board, int seat,
                                 const std::string& building) {
  for (const auto& b : board.at("seats").at(static_cast<std::size_t>(seat)).at("city"))
    if (b.at("building") == building) return b;
  FAIL("no " << building << " in the board's city of seat " << seat);
  return board;
}

int gems_in_hand(const gov::test::Game& g, const State& s, int seat) {
  const auto& r = g.rules;
  const std::uint8_t hand = r.cards.code_of_role(gov::ZoneRole::Hand, seat);
  int n = 0;
  for (int i = 0; i < r.cards.count(); ++i)
    if (s.card_at[static_cast<std::size_t>(i)] == hand &&
        r.cards.card_kind[static_cast<std::size_t>(i)] == g.building("gem"))
      ++n;
  return n;
}

// A 3-player game after the first role: every spy holds its owner's gems (slot 1) and
// pebbles (slot 2), the pack rule every seat's gems. A seed where seat 1 has a gem, so the
// copy is not the 0 a hidden memory is shown as.
gov::test::Game game_after_a_role() {
  for (std::uint64_t seed = 1;; ++seed) {
    gov::test::Game g(3, seed, kPack);
    g.act("role idler");
    if (gems_in_hand(g, g.s, 1) > 0) return g;
    REQUIRE(seed < 50);
  }
}

}  // namespace

TEST_CASE("memory sight: read from YAML, owner by default; the shipped memory is public",
          "[memory-sight][loader]") {
  const gov::Ruleset& r = gov::test::rules_for(kPack);
  CHECK(r.buildings[*r.building_index("spy")].memory_sight == Sight::Owner);
  CHECK(r.buildings[*r.building_index("open_spy")].memory_sight == Sight::Everyone);
  CHECK(r.buildings[*r.building_index("blind_spy")].memory_sight == Sight::Nobody);
  CHECK(r.buildings[*r.building_index("gem")].memory_sight == Sight::Owner);
  CHECK(r.packs[0].rule_memory_sight == Sight::Nobody);
  CHECK(gov::any_hidden_memory(r));
  // Every shipped building whose script keeps memory keeps only what the table saw (a
  // phase it was used in, its sales): it says so, every seat reads it, and the bots'
  // samples are as before (the recorded signatures stay).
  int declared = 0;
  for (const char* mix : {"base,new-buildings,nobles", "san-juan"}) {
    const gov::Ruleset& shipped = gov::test::rules_for(mix);
    for (const auto& b : shipped.buildings) {
      if (b.script_file.empty()) continue;
      std::ifstream in(b.script_file);
      const std::string text{std::istreambuf_iterator<char>(in), {}};
      INFO(b.script_file);
      if (text.find("set_memory(") != std::string::npos) {
        CHECK(b.memory_sight == Sight::Everyone);
        ++declared;
      }
    }
    for (const auto& p : shipped.packs)
      if (!p.rules_file.empty()) {
        std::ifstream in(p.rules_file);
        const std::string text{std::istreambuf_iterator<char>(in), {}};
        CHECK(text.find("set_memory(") == std::string::npos);  // nobody reads it: none kept
      }
  }
  CHECK(declared == 9);
}

TEST_CASE("memory sight: a hand copied into memory is shown to whom the building says",
          "[memory-sight][views]") {
  auto g = game_after_a_role();
  const auto& r = g.rules;
  for (int seat = 0; seat < 3; ++seat) {
    const int gems = gems_in_hand(g, g.s, seat);
    for (const char* spy : {"spy", "open_spy", "blind_spy"})
      REQUIRE(slot_of(g, g.s, seat, spy).memory[0] == gems);  // the hostile copy happened
    REQUIRE(g.s.rule_memory[0][static_cast<std::size_t>(seat)] == gems);
  }
  for (int viewer = -1; viewer < 3; ++viewer) {
    INFO("viewer " << viewer);
    const nlohmann::json board = gov::session::board_json(r, g.s, {viewer, false});
    const State seen = gov::session::seen_state(r, g.s, {viewer, false});
    for (int seat = 0; seat < 3; ++seat) {
      INFO("seat " << seat);
      const auto& real = slot_of(g, g.s, seat, "spy").memory;
      // owner: its owner only (a spectator owns nothing)
      if (seat == viewer) {
        CHECK(city_entry(board, seat, "spy").at("memory") == real);
        CHECK(slot_of(g, seen, seat, "spy").memory == real);
      } else {
        CHECK(city_entry(board, seat, "spy").at("memory").is_null());
        CHECK(slot_of(g, seen, seat, "spy").memory == Memory{});
      }
      // everyone: every seat and a spectator
      CHECK(city_entry(board, seat, "open_spy").at("memory") ==
            slot_of(g, g.s, seat, "open_spy").memory);
      // nobody: not even its owner
      CHECK(city_entry(board, seat, "blind_spy").at("memory").is_null());
      CHECK(slot_of(g, seen, seat, "blind_spy").memory == Memory{});
    }
    // The pack rule's memory (rule_memory_sight: nobody by default).
    CHECK(board.at("rule_memory").at("memory-sight").is_null());
    CHECK(seen.rule_memory[0] == Memory{});
  }
}

TEST_CASE("memory sight: the seat view of a session shows the memory as the board does",
          "[memory-sight][views]") {
  auto g = game_after_a_role();
  auto session = gov::test::open_session({"human", "human", "human"}, 1, kPack, g.s);
  for (int viewer = -1; viewer < 3; ++viewer) {
    INFO("viewer " << viewer);
    const auto view = session->view(viewer);
    CHECK(view.at("board") == gov::session::board_json(g.rules, g.s, {viewer, false}));
    const auto& board = view.at("board");
    for (int seat = 0; seat < 3; ++seat) {
      CHECK(city_entry(board, seat, "spy").at("memory").is_null() == (seat != viewer));
      CHECK(city_entry(board, seat, "open_spy").at("memory").is_array());
      CHECK(city_entry(board, seat, "blind_spy").at("memory").is_null());
    }
  }
}

TEST_CASE("memory sight: twins differing only in memory a seat may not see look the same to it",
          "[memory-sight][views][no-leak]") {
  auto g = game_after_a_role();
  const auto& r = g.rules;
  const State& a = g.s;
  for (int viewer = -1; viewer < 3; ++viewer) {
    INFO("viewer " << viewer);
    State b = a;
    for (int seat = 0; seat < 3; ++seat) {
      auto& st = b.seat(seat);
      for (int i = 0; i < st.num_buildings; ++i) {
        auto& slot = st.city[static_cast<std::size_t>(i)];
        const auto& def = r.buildings[slot.type];
        if (!gov::sees_memory(def.memory_sight, seat, viewer)) slot.memory = {7, 11, 13, 17};
      }
    }
    b.rule_memory[0] = {5, 6, 7, 8};
    REQUIRE_FALSE(a == b);
    const gov::session::Viewer eyes{viewer, false};
    CHECK(gov::session::board_json(r, a, eyes).dump() ==
          gov::session::board_json(r, b, eyes).dump());
    CHECK(gov::session::scores_json(g.engine, a, eyes).dump() ==
          gov::session::scores_json(g.engine, b, eyes).dump());
    CHECK(gov::session::seen_state(r, a, eyes) == gov::session::seen_state(r, b, eyes));
    auto sa = gov::test::open_session({"human", "human", "human"}, 1, kPack, a);
    auto sb = gov::test::open_session({"human", "human", "human"}, 1, kPack, b);
    CHECK(sa->view(viewer).dump() == sb->view(viewer).dump());
    // The bots' samples (core's resample_hidden) are the same too: a bot cannot read it.
    if (viewer >= 0) {
      State ra = a, rb = b;
      gov::Rng r1 = gov::Rng::seeded(9), r2 = gov::Rng::seeded(9);
      gov::resample_hidden(r, ra, viewer, r1);
      gov::resample_hidden(r, rb, viewer, r2);
      CHECK(ra == rb);
      // and it keeps what the seat may see: its own spy's memory
      CHECK(slot_of(g, ra, viewer, "spy").memory == slot_of(g, a, viewer, "spy").memory);
      CHECK(slot_of(g, ra, viewer, "open_spy").memory == slot_of(g, a, viewer, "open_spy").memory);
    }
  }
  // The owner tells its own spy's memory apart.
  State b = a;
  auto& spy = const_cast<BuildingSlot&>(slot_of(g, b, 1, "spy"));
  spy.memory[0] = static_cast<std::int16_t>(spy.memory[0] + 1);
  CHECK(gov::session::board_json(r, a, {1, false}).dump() !=
        gov::session::board_json(r, b, {1, false}).dump());
  CHECK(gov::session::board_json(r, a, {0, false}).dump() ==
        gov::session::board_json(r, b, {0, false}).dump());
}

TEST_CASE(
    "memory sight: a score read from hidden memory counts 0 while the game runs, all at the end",
    "[memory-sight][views]") {
  auto g = game_after_a_role();
  const int gems = gems_in_hand(g, g.s, 1);
  REQUIRE(gems > 0);
  const auto bonus = [](const nlohmann::json& scores, int seat) {
    return scores.at(static_cast<std::size_t>(seat)).at("bonus");
  };
  // Seat 1's spy scores a VP a gem it noted: seat 1 counts it, the others count 0.
  const auto truth = g.engine.score(g.s);
  CHECK(bonus(gov::session::scores_json(g.engine, g.s, {1, false}), 1) == truth[1].bonus);
  CHECK(bonus(gov::session::scores_json(g.engine, g.s, {0, false}), 1) == truth[1].bonus - gems);
  CHECK(bonus(gov::session::scores_json(g.engine, g.s, {-1, false}), 1) == truth[1].bonus - gems);
  // At the end the scores are the table's, for every seat and a spectator.
  State end = g.s;
  end.stage = gov::Stage::GameOver;
  const auto final_truth = g.engine.score(end);
  for (int viewer = -1; viewer < 3; ++viewer) {
    const auto scores = gov::session::scores_json(g.engine, end, {viewer, false});
    for (int seat = 0; seat < 3; ++seat) {
      CHECK(scores.at(static_cast<std::size_t>(seat)).at("total") ==
            final_truth[static_cast<std::size_t>(seat)].total);
      CHECK(scores.at(static_cast<std::size_t>(seat)).at("winner") ==
            final_truth[static_cast<std::size_t>(seat)].winner);
    }
  }
}
