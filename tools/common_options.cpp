#include "tools/common_options.hpp"

#include <ostream>

#include <CLI/CLI.hpp>

#include "core/engine.hpp"
#include "game/load_game.hpp"

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
  app.add_option("--variant", opts.variant,
                 "a card game's start variant, by the id its pack declares (cards.yaml "
                 "start.variants); the plain start when not given");
}

bool check_variant(const Ruleset& rules, const GameOptions& opts, std::ostream& err) {
  const std::string error = start_variant_error(rules, opts.variant);
  if (error.empty()) return true;
  err << "error: --variant: " << error << "\n";
  return false;
}

std::vector<std::string> split_pack_list(const std::vector<std::string>& given) {
  return split_pack_refs(given);
}

bool parse_shard(const std::string& text, int& i, int& n) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return false;
  try {
    std::size_t a = 0, b = 0;
    i = std::stoi(text.substr(0, slash), &a);
    n = std::stoi(text.substr(slash + 1), &b);
    if (a != slash || b != text.size() - slash - 1) return false;
  } catch (const std::exception&) {
    return false;
  }
  return n >= 1 && i >= 0 && i < n;
}

}  // namespace gov::tools
