// Lua cuts a chunk name to LUA_IDSIZE characters in its messages; the host puts the whole
// path back (scripting/chunk_name.hpp, #47).
#include <catch2/catch.hpp>

#include "scripting/chunk_name.hpp"

using gov::lua::with_full_chunk_name;

TEST_CASE("a cut chunk name is given back whole", "[scripting][chunk_name]") {
  const std::string file =
      "../modding/a-workshop/harbourmasters-and-other-experiments/buildings/harbourmaster.lua";
  REQUIRE(file.size() > 60);
  // lobject.c's form: "..." and the last 56 characters.
  const std::string cut = "..." + file.substr(file.size() - 56);
  CHECK(with_full_chunk_name(cut + ":12: attempt to index a nil value", file) ==
        file + ":12: attempt to index a nil value");
  CHECK(with_full_chunk_name("in " + cut + ":3: x; " + cut + ":9: y", file) ==
        "in " + file + ":3: x; " + file + ":9: y");
  // A short name is never cut, and another file's name is left alone.
  CHECK(with_full_chunk_name("content/base/buildings/wharf.lua:4: no",
                             "content/base/buildings/wharf.lua") ==
        "content/base/buildings/wharf.lua:4: no");
  CHECK(with_full_chunk_name("...other/file.lua:1: no", file) == "...other/file.lua:1: no");
}
