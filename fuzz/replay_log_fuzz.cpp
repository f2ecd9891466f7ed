// libFuzzer harness: bytes -> a game log (JSON) -> parsed and replayed against the base
// pack, as `governor replay` does. Whatever the bytes, the answer must be a parse error, a
// named bad field, an action that does not apply or a final hash: never a crash.
//
// The packs are loaded once per process: content/base when its scripts load, otherwise
// its YAML without the scripts (scripts/fuzz.sh makes the seed logs with the same packs).
// The log's own pack list is only compared, never loaded: the loader is the other
// harness's job, and a log naming `/` must not make the fuzzer read the disk.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_support.hpp"
#include "game/game_log.hpp"
#include "game/load_game.hpp"

namespace {

// The packs `refs` from `content_dir` with a runner, or null (messages in `quiet`).
std::unique_ptr<gov::GameRunner> open_packs(const std::vector<std::string>& refs,
                                            const std::string& content_dir,
                                            std::ostringstream& quiet) {
  gov::LoadOptions options;
  options.content_dir = content_dir;
  gov::GameLoad load = gov::load_game(refs, options);
  for (const auto& m : load.messages) quiet << m << '\n';
  if (!load.ok()) return nullptr;
  try {
    return std::make_unique<gov::GameRunner>(load.game);
  } catch (const std::exception& e) {
    quiet << "error: " << e.what() << '\n';
    return nullptr;
  }
}

std::unique_ptr<gov::GameRunner> open_base() {
  std::ostringstream quiet;
  if (auto s = open_packs({"base"}, GOVERNOR_CONTENT_DIR, quiet)) return s;
  const auto root = gov::fuzz::scratch_dir("replay-fuzz");
  const auto base = gov::fuzz::scriptless_base(GOVERNOR_CONTENT_DIR, root);
  std::fprintf(stderr, "replay_log_fuzz: content/base does not load; using its YAML alone\n");
  auto s = open_packs({base.string()}, root.string(), quiet);
  if (!s) {
    std::fprintf(stderr, "replay_log_fuzz: the base pack does not load:\n%s\n",
                 quiet.str().c_str());
    std::abort();
  }
  return s;
}

const gov::GameRunner& session() {
  static const std::unique_ptr<gov::GameRunner> s = open_base();
  return *s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const gov::GameRunner& packs = session();
  const nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, false);
  if (j.is_discarded()) return 0;
  gov::GameLog log;
  try {
    log = gov::log_from_json(j);
  } catch (const std::invalid_argument&) {
    return 0;  // a bad field, named: `governor replay` exits 2
  }
  (void)gov::compare_packs(packs.rules(), log);
  if (!packs.rules().setup_for(log.players)) return 0;
  try {
    const gov::ReplayResult r = gov::replay_log(packs.engine(), log);
    if (r.applied_all && r.failed_index != -1) __builtin_trap();
  } catch (const std::exception&) {
    // `governor replay` reports an engine exception as exit 1
  }
  return 0;
}
