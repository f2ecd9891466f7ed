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

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_support.hpp"
#include "game/game_log.hpp"
#include "tools/pack_session.hpp"

namespace {

std::unique_ptr<gov::tools::PackSession> open_base() {
  std::ostringstream quiet;
  if (auto s = gov::tools::PackSession::open({"base"}, quiet, GOVERNOR_CONTENT_DIR)) return s;
  const auto root = gov::fuzz::scratch_dir("replay-fuzz");
  const auto base = gov::fuzz::scriptless_base(GOVERNOR_CONTENT_DIR, root);
  std::fprintf(stderr, "replay_log_fuzz: content/base does not load; using its YAML alone\n");
  auto s = gov::tools::PackSession::open({base.string()}, quiet, root.string());
  if (!s) {
    std::fprintf(stderr, "replay_log_fuzz: the base pack does not load:\n%s\n",
                 quiet.str().c_str());
    std::abort();
  }
  return s;
}

const gov::tools::PackSession& session() {
  static const std::unique_ptr<gov::tools::PackSession> s = open_base();
  return *s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const gov::tools::PackSession& packs = session();
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
