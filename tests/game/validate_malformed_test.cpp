// Malformed input of every kind gives an error, quickly, never a crash or a hang: a 50 MB
// file, anchors that would expand a million times, deep nesting (flow and block), binary
// bytes, an empty file; and the same for Lua scripts. The files are generated into a
// temporary folder (nothing large is committed). Each case must finish within seconds.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>

#include "game/validate/validate.hpp"

using namespace gov;
namespace fs = std::filesystem;

namespace {

constexpr double kSecondsAllowed = 5.0;

// A pack folder in the temporary folder, removed at the end of the test case.
struct TempPack {
  fs::path dir = fs::temp_directory_path() / ("governor-malformed-" + std::to_string(::getpid())) /
                 "malformed";
  TempPack() {
    fs::remove_all(dir.parent_path());
    fs::create_directories(dir / "buildings");
    write("pack.yaml", "id: malformed\nname: Malformed\nversion: 0.1.0\nrequires: [base]\n");
  }
  ~TempPack() { fs::remove_all(dir.parent_path()); }
  void write(const std::string& rel, const std::string& bytes) const {
    std::ofstream(dir / rel, std::ios::binary) << bytes;
  }
  void remove(const std::string& rel) const { fs::remove(dir / rel); }
};

struct Run {
  std::vector<std::string> lines;  // diagnostics, paths relative to the pack folder
  double seconds = 0;
};

Run validate(const TempPack& pack) {
  const auto start = std::chrono::steady_clock::now();
  gov::ValidateOptions o;
  o.packs = {"base", pack.dir.string()};
  o.content_dir = GOVERNOR_CONTENT_DIR;
  const gov::ValidateReport r = gov::validate_packs(o);
  Run run;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (Diagnostic d : r.diagnostics) {
    d.file = fs::path(d.file).lexically_relative(pack.dir).generic_string();
    run.lines.push_back(format_diagnostic(d));
  }
  return run;
}

// Validates with `rel` holding `bytes`; expects exactly one diagnostic, within the time.
std::string only_problem(const TempPack& pack, const std::string& rel, const std::string& bytes,
                         const char* what) {
  pack.write(rel, bytes);
  const Run run = validate(pack);
  pack.remove(rel);
  WARN(what << ": " << run.seconds << " s");
  CHECK(run.seconds < kSecondsAllowed);
  REQUIRE(run.lines.size() == 1);
  return run.lines[0];
}

std::string repeat(const std::string& s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

const std::string kBuilding =
    "id: spice_shop\nname: Spice Shop\ncost: 3\nvp: 1\ncircles: 1\ncolumn: 1\nsize: small\n"
    "category: violet\ncopies: 2\ntext: Sells spice.\n";

}  // namespace

TEST_CASE("malformed YAML: errors within seconds, no crash, no hang", "[validate][malformed]") {
  TempPack pack;

  // 50 MB of otherwise valid YAML: refused by size before it is parsed.
  const std::string item = "  - {id: spice, name: Spice, price: 5}\n";
  CHECK(only_problem(pack, "goods.yaml", "goods:\n" + repeat(item, 50u * 1024 * 1024 / item.size()),
                     "50 MB file") ==
        "goods.yaml:1:1: error: file is larger than the limit of 1048576 bytes");

  // "Billion laughs": six levels of ten aliases each, a million leaves when expanded.
  std::string bomb = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (int level = 1; level <= 6; ++level) {
    const std::string prev = "*a" + std::to_string(level - 1);
    bomb += "a" + std::to_string(level) + ": &a" + std::to_string(level) + " [" +
            repeat(prev + ", ", 9) + prev + "]\n";
  }
  bomb += "goods: *a6\n";
  CHECK(only_problem(pack, "goods.yaml", bomb, "alias bomb (10^6 expansions)") ==
        "goods.yaml:2:10: error: aliases ('*name') are not allowed in content files; write the "
        "value out");

  // A cycle: an anchor that contains its own alias.
  CHECK(only_problem(pack, "goods.yaml", "goods: &a [*a]\n", "alias cycle") ==
        "goods.yaml:1:12: error: aliases ('*name') are not allowed in content files; write the "
        "value out");

  // Nesting: 100,000 flow brackets, and 1,000 levels of block mappings.
  CHECK(only_problem(
            pack, "goods.yaml", "goods: " + repeat("[", 100000) + repeat("]", 100000) + "\n",
            "100000 nested brackets") == "goods.yaml:1:71: error: nesting deeper than 64 levels");
  std::string block = "goods:\n";
  for (int i = 0; i < 1000; ++i)
    block += std::string(static_cast<std::size_t>(i) + 1, ' ') + "k:\n";
  CHECK(only_problem(pack, "goods.yaml", block, "1000 nested mappings") ==
        "goods.yaml:65:65: error: nesting deeper than 64 levels");

  // Binary: random bytes (a NUL or a control byte comes early), and a real NUL.
  std::mt19937 rng(42);
  std::string noise(1 << 16, '\0');
  for (char& c : noise) c = static_cast<char>(rng() & 0xFF);
  const std::string binary = only_problem(pack, "goods.yaml", noise, "64 KiB of random bytes");
  CHECK(binary.starts_with("goods.yaml:1:"));
  CHECK(binary.ends_with("is it a binary file?"));

  CHECK(only_problem(pack, "goods.yaml", "", "empty file") ==
        "goods.yaml:1:1: error: file is empty (expected a YAML mapping)");
  CHECK(only_problem(pack, "goods.yaml", "# only a comment\n\n", "only comments") ==
        "goods.yaml:1:1: error: file is empty (expected a YAML mapping)");
}

TEST_CASE("malformed Lua: errors within seconds, no crash, no hang", "[validate][malformed]") {
  TempPack pack;
  pack.write("buildings/spice_shop.yaml", kBuilding);
  const std::string lua = "buildings/spice_shop.lua";

  CHECK(only_problem(pack, lua, "return {}\n" + repeat("-- padding padding padding\n", 2000000),
                     "50 MB script") ==
        "buildings/spice_shop.lua:1:1: error: script is larger than the limit of 1048576 bytes");
  // A precompiled chunk starts with ESC: refused as binary before Lua sees it.
  CHECK(only_problem(pack, lua, "\x1bLuaT\x00\x19\x93\r\n", "binary chunk") ==
        "buildings/spice_shop.lua:1:1: error: not a UTF-8 text file (byte 0x1B); is it a binary "
        "file?");
  const std::string deep = only_problem(
      pack, lua, "return " + repeat("{", 100000) + repeat("}", 100000) + "\n", "deep Lua tables");
  CHECK(deep.starts_with("buildings/spice_shop.lua"));  // Lua gives no line for it
  CHECK(deep.find("overflow") != std::string::npos);
  CHECK(only_problem(pack, lua, "while true do end\nreturn {}\n", "endless loop at load") ==
        "buildings/spice_shop.lua:1:1: error: instruction budget of 1000000 exceeded (an endless "
        "loop?)");
  const std::string memory = only_problem(
      pack, lua, "local t = {}\nfor i = 1, 1e9 do t[i] = ('x'):rep(1000) .. i end\nreturn {}\n",
      "memory eaten at load");
  CHECK(memory.starts_with("buildings/spice_shop.lua"));
  CHECK(memory.find("exceeded") != std::string::npos);
}
