// The one way to load a game (game/load_game.hpp): packs read, scripts bound, the Ruleset
// sealed; a host refuses a Ruleset nobody bound; where the content folder is found.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

#include "core/hooks.hpp"
#include "game/content_dir.hpp"
#include "game/load_game.hpp"
#include "loader/load.hpp"
#include "scripting/lua_host.hpp"

using namespace gov;
using Catch::Matchers::Contains;

namespace {

LoadOptions from_source() {
  LoadOptions o;
  o.content_dir = GOVERNOR_CONTENT_DIR;
  return o;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("load_game returns a bound, sealed definition that plays", "[game]") {
  const GameLoad load = load_game({"base,nobles"}, from_source());
  REQUIRE(load.ok());
  const GameDefinition& def = *load.game;
  CHECK(def.pack_ids() == std::vector<std::string>{"base", "nobles"});
  CHECK(def.rules().scripts_bound);
  CHECK(def.rules().answered_events != 0);  // the scripts' handlers are indexed
  // Two runners (threads) over one definition play the same game.
  GameRunner a(load.game), b(load.game);
  State sa = a.engine().new_game(4, 7), sb = b.engine().new_game(4, 7);
  for (int i = 0; i < 200 && !sa.over(); ++i) {
    const ActionList legal = a.engine().legal_actions(sa);
    REQUIRE_FALSE(a.engine().apply(sa, legal[0]));
    REQUIRE_FALSE(b.engine().apply(sb, legal[0]));
  }
  CHECK(sa == sb);
}

TEST_CASE("load_game reports what did not load instead of throwing", "[game]") {
  const GameLoad missing = load_game({"base", "no-such-pack"}, from_source());
  CHECK_FALSE(missing.ok());
  CHECK_THAT(joined(missing.messages), Contains("no-such-pack"));
  CHECK_THAT(joined(missing.messages), Contains("error: the content packs did not load"));
  const GameLoad none = load_game({" , "}, from_source());
  CHECK_FALSE(none.ok());
  CHECK_THAT(joined(none.messages), Contains("no content pack given"));
}

TEST_CASE("a host over a Ruleset whose scripts were never bound refuses to start", "[game]") {
  LoadResult loaded = load_packs({"base"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(loaded.ok());
  std::string error;
  try {
    LuaHost host(*loaded.rules);
  } catch (const HookError& e) {
    error = e.what();
  }
  CHECK_THAT(error, Contains("not bound"));
  CHECK_THAT(error, Contains("load_game"));
  // Bound, the same Ruleset starts a host.
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(*loaded.rules, problems));
  CHECK_NOTHROW(LuaHost(*loaded.rules));
}

TEST_CASE("the content folder: --content-dir, then GOVERNOR_CONTENT_DIR, then the build's",
          "[game]") {
  const char* saved = std::getenv("GOVERNOR_CONTENT_DIR");
  const std::string before = saved ? saved : "";
  ::unsetenv("GOVERNOR_CONTENT_DIR");
  // The test binary is not installed: no share/governor/content beside it.
  CHECK(find_content_dir().found_by == "build");
  CHECK(find_content_dir().path == GOVERNOR_CONTENT_DIR);
  ::setenv("GOVERNOR_CONTENT_DIR", "/from/env", 1);
  CHECK(find_content_dir().path == "/from/env");
  CHECK(find_content_dir().found_by == "GOVERNOR_CONTENT_DIR");
  CHECK(find_content_dir("/from/flag").path == "/from/flag");
  CHECK(find_content_dir("/from/flag").found_by == "--content-dir");
  ::setenv("GOVERNOR_CONTENT_DIR", "", 1);  // empty counts as unset
  CHECK(find_content_dir().found_by == "build");
  if (saved)
    ::setenv("GOVERNOR_CONTENT_DIR", before.c_str(), 1);
  else
    ::unsetenv("GOVERNOR_CONTENT_DIR");
}
