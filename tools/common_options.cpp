#include "tools/common_options.hpp"

#include <CLI/CLI.hpp>

#ifndef GOVERNOR_DEFAULT_PACKS
#define GOVERNOR_DEFAULT_PACKS ""
#endif

namespace gov::tools {

std::vector<std::string> default_packs() {
  return split_pack_list({GOVERNOR_DEFAULT_PACKS});
}

void add_pack_option(CLI::App& app, GameOptions& opts) {
  app.add_option("--packs", opts.packs,
                 "content packs in load order: ids under the content folder or paths to pack "
                 "folders; a comma list or the option repeated")
      ->capture_default_str()
      ->delimiter(',');
}

void add_game_options(CLI::App& app, GameOptions& opts) {
  add_pack_option(app, opts);
  app.add_option("--players", opts.players, "number of players")
      ->capture_default_str()
      ->check(CLI::Range(2, 5));
  app.add_option("--seed", opts.seed, "random seed (the same seed replays the same game)")
      ->capture_default_str();
  app.add_option("--draft", opts.draft,
                 "packs with a setup draft: 'play' it as decisions, or 'random' at setup")
      ->capture_default_str()
      ->check(CLI::IsMember({"play", "random"}));
}

std::vector<std::string> split_pack_list(const std::vector<std::string>& given) {
  std::vector<std::string> out;
  for (const auto& item : given) {
    std::size_t start = 0;
    while (start <= item.size()) {
      const std::size_t comma = item.find(',', start);
      const std::size_t end = comma == std::string::npos ? item.size() : comma;
      std::string part = item.substr(start, end - start);
      while (!part.empty() && part.front() == ' ') part.erase(part.begin());
      while (!part.empty() && part.back() == ' ') part.pop_back();
      if (!part.empty()) out.push_back(part);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  return out;
}

}  // namespace gov::tools
