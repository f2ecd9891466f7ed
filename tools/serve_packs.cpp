#include "tools/serve_packs.hpp"

#include <map>
#include <mutex>
#include <sstream>

#include <fmt/format.h>

#include "tools/pack_session.hpp"

namespace gov::tools {

// Loads each pack mix once; its games share the Ruleset, each with its own hook host.
server::PackLoader serve_pack_loader() {
  struct Cache {
    std::mutex mutex;
    std::map<std::string, std::shared_ptr<server::LoadedPacks>> mixes;
  };
  auto cache = std::make_shared<Cache>();
  return [cache](const std::vector<std::string>& ids,
                 std::string* error) -> std::shared_ptr<server::LoadedPacks> {
    const std::string key = fmt::format("{}", fmt::join(ids, ","));
    std::lock_guard lock(cache->mutex);
    if (auto it = cache->mixes.find(key); it != cache->mixes.end()) return it->second;
    std::ostringstream diagnostics;
    std::shared_ptr<PackSession> packs = PackSession::open(ids, diagnostics);
    if (!packs) {
      *error = "the packs do not load: " + diagnostics.str();
      return nullptr;
    }
    auto loaded = std::make_shared<server::LoadedPacks>();
    loaded->ids = ids;
    loaded->rules = &packs->rules();
    loaded->owner = packs;
    const Ruleset* rules = loaded->rules;
    const bool scripted = packs->hooks() != nullptr;
    loaded->new_host = [rules, scripted]() -> std::unique_ptr<HookHost> {
      return scripted ? make_hook_host(*rules) : nullptr;
    };
    cache->mixes[key] = loaded;
    return loaded;
  };
}

}  // namespace gov::tools
