// libFuzzer harness: bytes -> the files of one pack (beside a scriptless base) -> the
// loader and `governor validate`'s checks (YAML schema, cross-references, every Lua script
// loaded in the sandbox, one random game when the mix is clean). Whatever the bytes, it
// must end with diagnostics, never a crash, a hang or a sanitizer report.
//
// Input: sections, each starting with a line `--- <file>`, where <file> is one of
// kFiles; text before the first such line (or an input with none) is
// buildings/fuzz.yaml. Without a pack.yaml section the pack gets a plain one. Seeds:
// scripts/fuzz.sh turns tests/loader/fixtures and tests/hostile into this format.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "fuzz/fuzz_support.hpp"
#include "game/validate/validate.hpp"

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kFiles[] = {
    "pack.yaml",          "goods.yaml",           "tiles.yaml",         "workers.yaml",
    "roles.yaml",         "setup.yaml",           "rules.lua",          "buildings/fuzz.yaml",
    "buildings/fuzz.lua", "buildings/other.yaml", "buildings/other.lua"};

constexpr std::string_view kPlainPack = "id: fuzz\nname: Fuzz\nversion: 0.1.0\nrequires: [base]\n";

struct Scratch {
  fs::path root, base, pack;
};

const Scratch& scratch() {
  static const Scratch s = [] {
    Scratch x;
    x.root = gov::fuzz::scratch_dir("pack-fuzz");
    x.base = gov::fuzz::scriptless_base(GOVERNOR_CONTENT_DIR, x.root);
    x.pack = x.root / "fuzz";
    return x;
  }();
  return s;
}

bool known_file(std::string_view name) {
  for (auto f : kFiles)
    if (f == name) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Scratch& s = scratch();
  std::error_code ec;
  fs::remove_all(s.pack, ec);
  fs::create_directories(s.pack / "buildings");

  const std::string_view in(reinterpret_cast<const char*>(data), size);
  std::string_view current = "buildings/fuzz.yaml";
  bool has_pack_yaml = false, has_script = false;
  std::size_t at = 0, section = 0;
  auto flush = [&](std::size_t end) {
    if (end > section || current != "buildings/fuzz.yaml") {
      gov::fuzz::write_file(s.pack / current, in.substr(section, end - section));
      has_pack_yaml = has_pack_yaml || current == "pack.yaml";
      has_script = has_script || current.ends_with(".lua");
    }
  };
  while (at < in.size()) {
    std::size_t eol = in.find('\n', at);
    if (eol == std::string_view::npos) eol = in.size();
    const std::string_view line = in.substr(at, eol - at);
    if (line.starts_with("--- ") && known_file(line.substr(4))) {
      flush(at);
      current = line.substr(4);
      section = eol + 1 > in.size() ? in.size() : eol + 1;
    }
    at = eol + 1;
  }
  flush(in.size());
  if (!has_pack_yaml) gov::fuzz::write_file(s.pack / "pack.yaml", kPlainPack);

  gov::ValidateOptions o;
  o.packs = {s.base.string(), s.pack.string()};
  o.content_dir = s.root.string();
  o.simulate = has_script ? 1 : 0;  // run the hooks too, when there are any
  o.step_cap = 5000;
  const gov::ValidateReport r = gov::validate_packs(o);
  // A verdict, always: problems are counted, and a clean mix has no errors.
  if (r.exit_code() == 0 && r.errors != 0) __builtin_trap();
  return 0;
}
