// San Juan's start variant (seed 004, « Variante »), declared in cards.yaml start.variants
// and turned on per game (GameOptions::variant): « chaque joueur reçoit 4 cartes, plus
// autant de cartes que sa position de jeu ; i.e. le joueur qui commence reçoit 5 cartes en
// tout, le second 6, le troisième 7 et le quatrième 8. Chaque joueur regarde les cartes
// ainsi reçues et décide des 4 cartes qu'il va conserver en main et défausse les autres
// cartes (de 1 à 4). Le jeu se déroule ensuite normalement. »
#include <catch2/catch.hpp>

#include "core/cards.hpp"
#include "core/invariants.hpp"
#include "core/round_start.hpp"
#include "core/state_json.hpp"
#include "game/bots/bots.hpp"
#include "game/game_log.hpp"
#include "game/sim/sim.hpp"
#include "session/session.hpp"
#include "support/fixture.hpp"
#include "tools/session_agents.hpp"

namespace {

const char* const kVariant = "start_choice";

struct VariantGame {
  const gov::Ruleset& rules = gov::test::rules_for("san-juan");
  gov::Engine engine{rules, gov::test::hooks_for("san-juan")};
  gov::State s;

  explicit VariantGame(int players, std::uint64_t seed = 1) {
    gov::GameOptions o;
    o.variant = kVariant;
    s = engine.new_game(players, seed, o);
  }
  std::uint8_t hand(int seat) const { return rules.cards.code_of_role(gov::ZoneRole::Hand, seat); }
  int in_hand(int seat) const { return gov::cards_at(rules, s, hand(seat)); }
  int discarded() const {
    return gov::cards_at(rules, s, rules.cards.code_of_role(gov::ZoneRole::Discard));
  }
  std::vector<std::string> legal() const {
    std::vector<std::string> out;
    for (const auto& a : engine.legal_actions(s)) out.push_back(engine.to_text(s, a));
    return out;
  }
  void act(const std::string& text) {
    INFO("action: " << text);
    const auto err = engine.apply_text(s, text);
    if (err) FAIL(*err);
    CHECK(gov::check_invariants(rules, s).empty());
  }
  // The prospector keeps his card (he may decline it: seed 004).
  void take_drawn_card() {
    for (const auto& t : legal())
      if (t.rfind("pick ", 0) == 0) return act(t);
    FAIL("no card to pick");
  }
};

bool all_start_with(const std::vector<std::string>& texts, const std::string& verb) {
  for (const auto& t : texts)
    if (t.rfind(verb + " ", 0) != 0) return false;
  return !texts.empty();
}

}  // namespace

TEST_CASE("san juan start variant: 4 cards plus the seat's place, at 2, 3 and 4 players",
          "[sanjuan][variant]") {
  // « le joueur qui commence reçoit 5 cartes en tout, le second 6, le troisième 7 et le
  // quatrième 8 »; each still builds its indigo plant (« Le jeu se déroule ensuite
  // normalement »).
  for (int players = 2; players <= 4; ++players) {
    INFO(players << " players");
    VariantGame g(players, 40 + static_cast<std::uint64_t>(players));
    CHECK(gov::check_invariants(g.rules, g.s).empty());
    int dealt = 0;
    for (int seat = 0; seat < players; ++seat) {
      CHECK(g.in_hand(seat) == 4 + seat + 1);
      CHECK(g.s.seat(seat).num_buildings == 1);
      dealt += g.in_hand(seat) + 1;
    }
    CHECK(gov::cards_at(g.rules, g.s, g.rules.cards.code_of_role(gov::ZoneRole::Draw)) ==
          g.rules.cards.count() - dealt);
    // The governor chooses first, and what it may do is keep: discard one of its cards.
    CHECK(g.s.governor == 0);
    CHECK(g.engine.current_seat(g.s) == 0);
    CHECK(g.s.cursor.step == gov::round_start::kStartKeep);
    CHECK(all_start_with(g.legal(), "discard"));
  }
}

TEST_CASE(
    "san juan start variant: each seat from the governor discards down to 4, one card at "
    "a time, then the first role",
    "[sanjuan][variant]") {
  // « décide des 4 cartes qu'il va conserver en main et défausse les autres cartes (de 1 à
  // 4) »: the governor 1, the second 2, the third 3, the fourth 4 (« Les cartes sont
  // toujours défaussées faces cachées »: to the discard pile).
  VariantGame g(4, 7);
  std::vector<int> order;
  while (g.s.stage == gov::Stage::ChooseRole && gov::round_start::under_way(g.s)) {
    const int seat = g.engine.current_seat(g.s);
    order.push_back(seat);
    const auto legal = g.legal();
    REQUIRE(all_start_with(legal, "discard"));
    // Only the kinds in the seat's hand are offered, each once.
    const auto kinds = gov::kind_counts(g.rules, g.s, g.hand(seat));
    int distinct = 0;
    for (int k : kinds) distinct += k > 0;
    CHECK(static_cast<int>(legal.size()) == distinct);
    const int before = g.in_hand(seat);
    g.act(legal.back());
    CHECK(g.in_hand(seat) == before - 1);
  }
  CHECK(order == std::vector<int>{0, 1, 1, 2, 2, 2, 3, 3, 3, 3});
  for (int seat = 0; seat < 4; ++seat) CHECK(g.in_hand(seat) == 4);
  CHECK(g.discarded() == 1 + 2 + 3 + 4);
  CHECK(g.s.cursor == gov::Cursor{});
  // « Le jeu se déroule ensuite normalement »: the governor picks the first role.
  CHECK(g.engine.current_seat(g.s) == 0);
  CHECK(all_start_with(g.legal(), "role"));
  g.act("role prospector");  // its privilege: one card drawn
  g.take_drawn_card();
  CHECK(g.in_hand(0) == 5);
  CHECK(g.engine.current_seat(g.s) == 1);
  CHECK(all_start_with(g.legal(), "role"));
  CHECK(g.s.round == 1);
}

TEST_CASE("san juan start variant: the plain start is unchanged without it", "[sanjuan][variant]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  REQUIRE(rules.cards.start_variants.size() == 1);
  CHECK(rules.cards.start_variants[0].keep == 4);
  CHECK(rules.cards.start_variants[0].hand_per_position == 1);
  for (int players = 2; players <= 4; ++players) {
    const gov::State plain = engine.new_game(players, 3);
    gov::GameOptions none;
    none.variant = "";
    CHECK(engine.new_game(players, 3, none) == plain);
    for (int seat = 0; seat < players; ++seat)
      CHECK(gov::cards_at(rules, plain, rules.cards.code_of_role(gov::ZoneRole::Hand, seat)) == 4);
    CHECK(plain.cursor == gov::Cursor{});
    CHECK(engine.legal_actions(plain).front().type == gov::ActionType::Role);
  }
}

TEST_CASE("san juan start variant: an unknown id is refused with a did-you-mean",
          "[sanjuan][variant]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  gov::GameOptions o;
  o.variant = "start_choise";
  CHECK_THROWS_WITH(engine.new_game(3, 1, o),
                    "no start variant 'start_choise' in these packs (did you mean "
                    "'start_choice'?); they declare: start_choice");
  CHECK(gov::start_variant_error(rules, "start_choice").empty());
  CHECK(gov::start_variant_error(rules, "").empty());
  // Puerto Rico declares none.
  gov::Engine base(gov::test::rules_for("base"), gov::test::hooks_for("base"));
  o.variant = kVariant;
  CHECK_THROWS_WITH(base.new_game(4, 1, o),
                    "these packs declare no start variant (asked for 'start_choice')");
}

TEST_CASE("san juan start variant: a game's log records it and replays to the same hash",
          "[sanjuan][variant]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  gov::RandomBot bot;
  std::vector<gov::Bot*> seats(3, &bot);
  const auto g = gov::play_game(engine, seats, 11, 20000, true, false, false, nullptr, kVariant);
  REQUIRE_FALSE(g.error);
  REQUIRE(g.final.over());
  gov::GameLog log = gov::start_log(rules, 3, 11, false, kVariant);
  log.actions = g.actions;
  gov::finish_log(log, rules, g.final);
  const auto j = gov::log_to_json(log);
  CHECK(j.at("options").at("variant") == kVariant);
  const gov::GameLog read = gov::log_from_json(nlohmann::json::parse(gov::log_text(log)));
  CHECK(read.variant == kVariant);
  const auto r = gov::replay_log(engine, read);
  CHECK(r.applied_all);
  CHECK(r.hash_matches);
  CHECK(gov::log_text(read) == gov::log_text(log));
  // Without the variant the same actions are not this game (the first discard is no role).
  gov::GameLog plain = read;
  plain.variant.clear();
  CHECK_FALSE(gov::replay_log(engine, plain).hash_matches);
  // A plain game's log has no variant key: the logs of plain games stay as they were.
  CHECK_FALSE(gov::log_to_json(plain).at("options").contains("variant"));
}

TEST_CASE("san juan start variant: random, greedy and MCTS bots play it to the end",
          "[sanjuan][variant]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  for (const char* spec : {"random", "greedy", "mcts:30"}) {
    INFO(spec);
    auto a = gov::make_bot(spec), b = gov::make_bot(spec);
    REQUIRE(a);
    std::vector<gov::Bot*> seats{a.get(), b.get()};
    const auto g = gov::play_game(engine, seats, 5, 20000, true, false, false, nullptr, kVariant);
    REQUIRE_FALSE(g.error);
    CHECK(g.final.over());
    CHECK(g.actions.at(0).rfind("discard ", 0) == 0);  // the governor's keep came first
  }
}

TEST_CASE("san juan start variant: another seat's discards are not named to a seat",
          "[sanjuan][variant][no-leak]") {
  // Two games alike but for the governor's hand (which seat 1 cannot see): the governor
  // discards a different card in each; seat 1 is told the same in both, and never the card.
  const auto& rules = gov::test::rules_for("san-juan");
  auto session_of = [&](const gov::State& start) {
    gov::session::SessionConfig c;
    c.players = 3;
    c.seats.assign(3, "human");
    c.start = start;
    std::string error;
    auto s = gov::session::Session::create(rules, gov::test::hooks_for("san-juan"), c,
                                           gov::tools::make_agent, &error);
    INFO(error);
    REQUIRE(s);
    return s;
  };
  VariantGame g(3, 21);
  gov::State other = g.s;
  gov::Rng deal = gov::Rng::seeded(99);
  gov::resample_hidden(rules, other, 1, deal);  // hands of seats 0 and 2, the draw pile
  REQUIRE(other.card_at != g.s.card_at);
  const gov::session::Viewer one{1, false};
  CHECK(gov::session::seen_state(rules, g.s, one) == gov::session::seen_state(rules, other, one));
  auto a = session_of(g.s), b = session_of(other);
  // Each governor discards the last kind it holds (not the same card in both, as a rule).
  REQUIRE_FALSE(a->play(a->legal().back()));
  REQUIRE_FALSE(b->play(b->legal().back()));
  const auto& da = a->history().back();
  const auto& db = b->history().back();
  const auto sa = gov::session::seen_decision(rules, da, one);
  const auto sb = gov::session::seen_decision(rules, db, one);
  CHECK(sa.text == "discard");
  CHECK(sa.label == "Discard a card");
  CHECK(sa.text == sb.text);
  CHECK(sa.label == sb.label);
  // The discarder is told its own card.
  CHECK(gov::session::seen_decision(rules, da, gov::session::Viewer{0, false}).text == da.text);
  CHECK(gov::session::board_json(rules, a->state(), one).dump() ==
        gov::session::board_json(rules, b->state(), one).dump());
}

TEST_CASE("san juan start variant: bots keep the same cards on States a seat cannot tell apart",
          "[sanjuan][variant]") {
  VariantGame g(4, 13);
  for (int k = 0; k < 3; ++k) g.act(g.legal().front());  // seat 0, then seat 1 twice
  const int seat = g.engine.current_seat(g.s);
  REQUIRE(seat == 2);
  gov::State other = g.s;
  gov::Rng deal = gov::Rng::seeded(5);
  gov::resample_hidden(g.rules, other, seat, deal);
  REQUIRE(other.card_at != g.s.card_at);
  for (const char* spec : {"random", "greedy", "mcts:40"}) {
    auto x = gov::make_bot(spec), y = gov::make_bot(spec);
    gov::Rng rx = gov::Rng::seeded(3), ry = gov::Rng::seeded(3);
    const auto lx = g.engine.legal_actions(g.s), ly = g.engine.legal_actions(other);
    REQUIRE(lx == ly);
    INFO(spec);
    CHECK(x->choose(g.engine, g.s, lx, rx) == y->choose(g.engine, other, ly, ry));
  }
}

TEST_CASE("san juan start variant: random games at 2-4 players keep every card and invariant",
          "[sanjuan][variant]") {
  // The keep step and then a whole game, the invariants (110 cards) checked at each step,
  // and the State's JSON read back the same at the keep step (a save mid-keep resumes).
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      INFO(players << " players, seed " << seed);
      VariantGame g(players, 500 + seed);
      gov::Rng chooser = gov::Rng::seeded(seed);
      for (int steps = 0; !g.s.over(); ++steps) {
        REQUIRE(steps < 20000);
        if (gov::round_start::under_way(g.s) && g.s.round == 1) {
          const gov::State back = gov::state_from_json(g.rules, gov::to_json(g.rules, g.s));
          REQUIRE(back == g.s);
        }
        const auto legal = g.engine.legal_actions(g.s);
        REQUIRE_FALSE(
            g.engine.apply(g.s, legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]));
        const auto bad = gov::check_invariants(g.rules, g.s);
        if (!bad.empty()) FAIL(bad.front());
      }
      CHECK(g.s.round > 1);
    }
}
