// The terminal board: a fresh game shows the values the setup table gives.
#include <string>

#include <fmt/format.h>
#include <catch2/catch.hpp>

#include "tools/board_view.hpp"
#include "tools/text_table.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {
bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}
}  // namespace

TEST_CASE("board view of a fresh game shows the setup", "[tools][board]") {
  const auto& session = test::base_session();
  const Engine& engine = session.engine();
  const Ruleset& r = session.rules();
  for (int players = 2; players <= 5; ++players) {
    const SetupTable* setup = r.setup_for(players);
    REQUIRE(setup);
    const State s = engine.new_game(players, 7);
    BoardStyle style;
    style.you = 0;
    const std::string board = render_board(engine, s, style);
    INFO(board);
    CHECK(has(board, "Round 1 \u00b7 governor seat 1 \u00b7 choosing a role"));
    CHECK(has(board, "to act: seat 1 (you)"));
    for (const auto& role : setup->roles) CHECK(has(board, r.roles[role].id));
    for (const auto& g : r.goods)
      CHECK(has(board, fmt::format("{} {}", g.id, setup->goods[&g - r.goods.data()])));
    for (int cap : setup->ship_capacities)
      CHECK(has(board, fmt::format("[{}] empty 0/{}", cap, cap)));
    CHECK(has(board, fmt::format("(stack {})", s.stack_size)));
    CHECK(has(board, fmt::format("VP {}", setup->vp_chips)));
    CHECK(has(board, fmt::format("(0/{})", r.settings.trading_house_capacity)));
    for (int i = 0; i < players; ++i) {
      CHECK(has(board, fmt::format("seat {}", i + 1)));
      // Each seat starts with its starting tile, empty.
      const auto& tile = r.tile_kinds[s.seat(i).island[0].kind];
      CHECK(has(render_seat(engine, s, i, style),
                fmt::format("island {}[{}]", tile.id, std::string(tile.circles, '.'))));
    }
    CHECK_FALSE(has(board, fmt::format("seat {}", players + 1)));
    CHECK_FALSE(has(board, "\x1b["));
    // Coins column: every seat row shows the starting coins right-aligned under "coins".
    const auto head = board.find("Seat ");
    REQUIRE(head != std::string::npos);
    const auto coins_end = board.find("coins", head) + 5 - board.rfind('\n', head) - 1;
    int rows = 0;
    std::size_t pos = board.find('\n', head) + 1;
    for (int i = 0; i < players; ++i, pos = board.find('\n', pos) + 1) {
      const std::string line = board.substr(pos, board.find('\n', pos) - pos);
      const std::string coins = std::to_string(setup->coins);
      REQUIRE(line.size() >= coins_end);
      CHECK(line.substr(coins_end - coins.size(), coins.size()) == coins);
      ++rows;
    }
    CHECK(rows == players);
  }
}

TEST_CASE("board view uses colour only when asked", "[tools][board]") {
  const auto& session = test::base_session();
  const State s = session.engine().new_game(3, 1);
  BoardStyle style;
  style.color = true;
  CHECK(render_board(session.engine(), s, style).find("\x1b[") != std::string::npos);
}

TEST_CASE("circles show workers by kind then empty circles", "[tools][board]") {
  const auto& r = test::base_session().rules();
  std::array<std::uint8_t, kMaxWorkerKinds> w{};
  CHECK(circles_text(r, w.data(), 3) == "...");
  w[0] = 2;
  CHECK(circles_text(r, w.data(), 3) == "xx.");
}

TEST_CASE("score table marks the winner only at the end", "[tools][board]") {
  const auto& session = test::base_session();
  State s = session.engine().new_game(4, 1);
  std::string t = render_scores(session.engine(), s, BoardStyle{});
  CHECK_FALSE(has(t, "winner"));
  CHECK_FALSE(has(t, "Shared win"));
  CHECK(has(t, "Scores so far, round 1"));
  Rng pick = Rng::seeded(1);
  while (!s.over()) {
    const auto legal = session.engine().legal_actions(s);
    REQUIRE_FALSE(
        session.engine().apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  t = render_scores(session.engine(), s, BoardStyle{});
  CHECK(has(t, "winner"));
  CHECK((has(t, "Winner: seat") || has(t, "Shared win: seat")));
}

TEST_CASE("tables align columns on plain text", "[tools][board]") {
  Table t;
  t.add_row({txt("a"), num(1)});
  t.add_row({txt("long"), num(100, ansi::kBold)});
  CHECK(t.render(false) == "a       1\nlong  100\n");
  CHECK(t.render(true) == "a       1\nlong  \x1b[1m100\x1b[0m\n");
}

TEST_CASE("board view names a tile lying as a variant and what lies face down", "[tools][board]") {
  std::ostringstream err;
  auto session = tools::open_game({"base", "new-buildings"}, err, GOVERNOR_CONTENT_DIR);
  INFO(err.str());
  REQUIRE(session);
  const Engine& engine = session->engine();
  const Ruleset& r = session->rules();
  State s = engine.new_game(3, 7);
  TileSlot& slot = s.seat(0).island[0];
  const std::string tile = r.tile_kinds[slot.kind].id;
  slot.variant = 1;  // the forest house's forest
  REQUIRE(r.tile_variants.at(0).id == "forest");
  BoardStyle style;
  const std::string seat = render_seat(engine, s, 0, style);
  INFO(seat);
  CHECK(has(seat, fmt::format("island forest({})", tile)));
  CHECK_FALSE(has(seat, fmt::format("{}[", tile)));  // no circle drawn on a forest
}
