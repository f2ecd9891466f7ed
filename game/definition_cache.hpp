// Each pack mix loaded once, for a front end that plays many games over a few mixes (the
// web server): the games of a mix share its GameDefinition (immutable, so shared by every
// thread), each with its own GameRunner. Thread-safe.
//
//   gov::DefinitionCache cache(options);
//   std::string error;
//   if (auto game = cache.get({"base", "nobles"}, &error)) gov::GameRunner runner(game);
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "game/load_game.hpp"

namespace gov {

class DefinitionCache {
 public:
  explicit DefinitionCache(LoadOptions options = {}) : options_(std::move(options)) {}

  // The definition of the mix `packs` (ids or paths, as load_game takes them), loaded on the
  // first call for that mix. Null when it does not load, with `error` set to "the packs do
  // not load: " and every message of the load, one per line. A failed load is not kept:
  // the next call tries again.
  std::shared_ptr<const GameDefinition> get(const std::vector<std::string>& packs,
                                            std::string* error);

 private:
  LoadOptions options_;
  std::mutex mutex_;
  std::map<std::vector<std::string>, std::shared_ptr<const GameDefinition>> mixes_;
};

}  // namespace gov
