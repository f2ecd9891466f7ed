#include "game/definition_cache.hpp"

namespace gov {

std::shared_ptr<const GameDefinition> DefinitionCache::get(const std::vector<std::string>& packs,
                                                           std::string* error) {
  const std::vector<std::string> key = split_pack_refs(packs);
  std::lock_guard lock(mutex_);
  if (auto it = mixes_.find(key); it != mixes_.end()) return it->second;
  // Loaded under the lock: two requests for a new mix load it once.
  GameLoad load = load_game(key, options_);
  if (!load.ok()) {
    std::string messages;
    if (key.empty())
      messages = "error: no content pack given (--packs)\n";
    else
      for (const auto& m : load.messages) messages += m + '\n';
    if (error) *error = "the packs do not load: " + messages;
    return nullptr;
  }
  mixes_[key] = load.game;
  return load.game;
}

}  // namespace gov
