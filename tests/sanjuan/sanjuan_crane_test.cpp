// San Juan's crane (content/san-juan/buildings/crane.lua; build_from_hand's `cover`): the
// seed's two examples and cases of our own. Seat 0 holds no card in each, so seat 1, not the
// builder, builds first and pays the full price less what the crane takes off.
#include "loader/load.hpp"
#include "sanjuan/sanjuan_powers_support.hpp"
#include "scripting/lua_host.hpp"

using gov::test::Powers;

namespace {
// Seat 1 with a crane and `others` built, `hand` in hand; the builder role taken by seat 0.
Powers crane_turn(const std::vector<std::string>& others, const std::vector<std::string>& hand) {
  Powers g(3);
  g.build(1, "crane");
  for (const auto& b : others) g.build(1, b);
  g.clear_hand(0);
  g.clear_hand(1);
  for (const auto& k : hand) g.to_hand(1, k);
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 1);
  return g;
}
int covered(const Powers& g) {
  return g.count(g.zone("built_over"));
}
}  // namespace

TEST_CASE("crane: the chapel (3) covered by a palace (6) costs 3 cards", "[sanjuan][powers]") {
  // « Exemples : le joueur recouvre sa Chapelle (3) avec un Palais (6) et, au lieu de payer
  // 6, défausse seulement 3 cartes »
  Powers g = crane_turn({"chapel"}, {"palace", "well", "statue", "sugar_mill"});
  CHECK(g.options() == std::set<std::string>{"pass", "build palace", "build sugar_mill",
                                             "build well", "build statue"});
  const int chapel_slot = g.slot_of(1, "chapel");
  g.act("build palace");
  // 6 in a new space or over the indigo plant (5) is too dear: over the chapel only.
  CHECK(g.options() == std::set<std::string>{"cover chapel"});
  g.act("cover chapel");
  CHECK(g.in_hand(1) == 0);  // the three other cards paid
  CHECK(g.s.seat(1).city[chapel_slot].type == g.building("palace"));
  CHECK(g.s.seat(1).num_buildings == 3);  // the indigo plant, the crane, the palace
  CHECK(covered(g) == 1);
  CHECK(kinds_at(g.rules, g.s, g.zone("built_over"))[g.building("chapel")] == 1);
  g.check_invariants();
}

TEST_CASE(
    "crane: a coffee roaster (4) covered by a statue (3) costs nothing, and its good is "
    "lost",
    "[sanjuan][powers]") {
  // « le joueur recouvre sa Brûlerie à Café (4) avec une Statue (3) et ne paie rien ; il ne
  // prend pas pour autant de carte payée en supplément » ; « si un joueur recouvre un
  // bâtiment de production ayant une marchandise [...], la marchandise est perdue et
  // défaussée »
  Powers g = crane_turn({"coffee_roaster"}, {"statue", "well", "well"});
  const int roaster = g.slot_of(1, "coffee_roaster");
  g.load(1, roaster);
  const int discarded = g.count(g.discard_pile());
  g.act("build statue");
  // A new space (3) is too dear: no `build statue` again, no bare `cover`, but which
  // building at once. Never the crane itself (« un joueur ne peut jamais recouvrir sa
  // Grue »); over the indigo plant (1) the statue costs 2, which the two wells pay.
  CHECK(g.options() == std::set<std::string>{"cover coffee_roaster", "cover indigo_plant"});
  g.act("cover coffee_roaster");
  CHECK(g.in_hand(1) == 2);  // nothing paid, nothing drawn back
  CHECK(g.s.seat(1).city[roaster].type == g.building("statue"));
  CHECK(g.count(g.goods_on(1, roaster)) == 0);
  CHECK(g.count(g.discard_pile()) == discarded + 1);  // the good
  g.check_invariants();
}

TEST_CASE("crane: never over a building of the same kind; a new space stays on offer",
          "[sanjuan][powers]") {
  // « un joueur ne peut recouvrir un bâtiment par un bâtiment du même type »
  Powers g = crane_turn({}, {"indigo_plant", "well"});
  g.act("build indigo_plant");  // 1 card in a new space; the other indigo plant is no place
  CHECK(g.s.seat(1).num_buildings == 3);
  CHECK(g.in_hand(1) == 0);
  CHECK(covered(g) == 0);
  // Ours: where both are possible, the seat says where (a new space is `build` again, or
  // `cover`, then which building).
  Powers h = crane_turn({}, {"sugar_mill", "well", "well"});
  h.act("build sugar_mill");
  CHECK(h.options() == std::set<std::string>{"build sugar_mill", "cover"});
  Powers over = crane_turn({}, {"sugar_mill", "well", "well"});
  over.act("build sugar_mill");
  over.act("cover");
  CHECK(over.options() == std::set<std::string>{"cover indigo_plant"});
  over.act("cover indigo_plant");  // 2 - 1: one well pays
  CHECK(over.in_hand(1) == 1);
  CHECK(over.s.seat(1).num_buildings == 2);
  CHECK(covered(over) == 1);
  over.check_invariants();
  h.act("build sugar_mill");
  CHECK(h.s.seat(1).num_buildings == 3);
  CHECK(h.in_hand(1) == 0);
  CHECK(covered(h) == 0);
  h.check_invariants();
}

TEST_CASE("crane: a covered building cannot help pay for what covers it", "[sanjuan][powers]") {
  // « un bâtiment recouvert perd immédiatement sa fonction, et il ne peut pas aider à
  // construire le nouveau bâtiment, par exemple »: the quarry's card off a violet building
  // does not count when the palace goes over the quarry: 6 - 4 = 2 cards, not 1.
  Powers g = crane_turn({"quarry"}, {"palace", "well", "well", "well"});
  g.act("build palace");
  CHECK(g.options() == std::set<std::string>{"cover quarry"});
  g.act("cover quarry");
  CHECK(g.in_hand(1) == 1);
  g.check_invariants();
}

TEST_CASE("crane: the cards under a covered chapel still count", "[sanjuan][powers]") {
  // « Si la Chapelle est recouverte, les cartes restent dessous et sont considérées comme des
  // PV » ; « un joueur peut par la suite reconstruire des bâtiments violets qui ont été
  // recouverts »
  Powers g = crane_turn({"chapel"}, {"palace", "well", "statue", "sugar_mill"});
  g.put("silver_smelter", g.tucked(1), 3);
  const int chapel_slot = g.slot_of(1, "chapel");
  g.act("build palace");
  g.act("cover chapel");
  CHECK(g.count(g.zone("tucked", 1, chapel_slot)) == 3);
  CHECK(g.bonus_of(1, "crane") == 3);
  CHECK(((g.s.seat(1).city_types.bits() >> g.building("chapel")) & 1U) == 0);
  // A chapel built again counts every card the seat tucked, and the crane none.
  g.build(1, "chapel");
  CHECK(g.bonus_of(1, "chapel") == 3);
  CHECK(g.bonus_of(1, "crane") == 0);
  g.check_invariants();
}

TEST_CASE("crane: building over keeps the count of buildings, so it ends nothing",
          "[sanjuan][powers]") {
  // « La partie se termine à la fin de la phase de construction au cours de laquelle un
  // joueur a construit son 12e bâtiment »: a building over another is not one more.
  Powers g(3);
  g.build(1, "crane");
  for (const char* b : {"well", "smithy", "tower", "chapel", "archive", "sugar_mill",
                        "tobacco_storage", "coffee_roaster", "silver_smelter"})
    g.build(1, b);
  REQUIRE(g.s.seat(1).num_buildings == 11);
  g.clear_hand(0);
  g.clear_hand(1);
  g.to_hand(1, "statue");
  g.act("role builder");
  g.act("build statue");
  g.act("cover chapel");  // 3 - 3: free
  CHECK(g.s.seat(1).num_buildings == 11);
  CHECK(g.s.end_triggered == 0);
  g.check_invariants();
}

TEST_CASE("a build_over power needs a zone for the covered cards: a load error naming the fix",
          "[sanjuan][powers]") {
  auto result = gov::load_packs(
      {GOVERNOR_TESTS_DIR "/packs/card-game", GOVERNOR_TESTS_DIR "/packs/card-cover-nozone"},
      GOVERNOR_CONTENT_DIR);
  REQUIRE(result.ok());
  std::vector<gov::ScriptDiagnostic> problems;
  CHECK_FALSE(gov::bind_scripts(*result.rules, problems));
  REQUIRE(problems.size() == 1);
  CHECK_THAT(gov::format_script_diagnostic(problems[0]),
             Catch::Matchers::EndsWith(
                 "buildings/lifter.lua: error: building 'card-cover-nozone/lifter': answers "
                 "build_over, but no card zone has role 'covered' (declare one in cards.yaml: "
                 "`role: covered`, `of: game`)"));
}
