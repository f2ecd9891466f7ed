#include "game/load_game.hpp"

#include <algorithm>
#include <utility>

#include "core/safe_text.hpp"
#include "game/content_dir.hpp"
#include "loader/load.hpp"

namespace gov {

namespace {

// The packs' YAML into a Ruleset; every diagnostic (warnings too) goes to `messages`.
std::unique_ptr<Ruleset> read_packs(const std::vector<std::string>& refs,
                                    const std::string& content_dir, loader::RefSource source,
                                    std::vector<std::string>& messages) {
  LoadResult loaded = load_packs(refs, content_dir, source);
  for (const auto& d : loaded.diagnostics) messages.push_back(format_diagnostic(d));
  if (!loaded.ok() || !loaded.rules) {
    messages.push_back("error: the content packs did not load");
    return nullptr;
  }
  return std::move(loaded.rules);
}

// Every building script loaded once (load errors are content errors, like YAML ones). This
// is the last change made to the Ruleset: it is sealed as const right after.
bool bind(Ruleset& rules, const LuaLimits& limits, std::vector<std::string>& messages) {
  std::vector<ScriptDiagnostic> problems;
  const bool ok = bind_scripts(rules, problems, limits);
  for (const auto& d : problems) messages.push_back(safe_text(format_script_diagnostic(d)));
  if (!ok) messages.push_back("error: the packs' scripts did not load");
  return ok;
}

}  // namespace

std::unique_ptr<HookHost> GameDefinition::make_host() const {
  return std::make_unique<LuaHost>(*rules_, limits_);
}

int GameDefinition::min_players() const {
  int m = kMaxSeats;
  for (const auto& t : rules_->setups) m = std::min(m, t.players);
  return m;
}

int GameDefinition::max_players() const {
  int m = 0;
  for (const auto& t : rules_->setups) m = std::max(m, t.players);
  return m;
}

// "a,b" "c" -> {"a", "b", "c"}: comma lists split, spaces around items and empty items
// dropped, so every front end accepts the same spellings.
std::vector<std::string> split_pack_refs(const std::vector<std::string>& given) {
  std::vector<std::string> out;
  for (const auto& item : given) {
    std::size_t start = 0;
    while (start <= item.size()) {
      const std::size_t comma = item.find(',', start);
      const std::size_t end = comma == std::string::npos ? item.size() : comma;
      std::string part = item.substr(start, end - start);
      while (!part.empty() && part.front() == ' ') part.erase(part.begin());
      while (!part.empty() && part.back() == ' ') part.pop_back();
      if (!part.empty()) out.push_back(std::move(part));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  return out;
}

GameLoad load_game(const std::vector<std::string>& packs, const LoadOptions& options) {
  GameLoad out;
  const std::vector<std::string> refs = split_pack_refs(packs);
  if (refs.empty()) {
    out.messages.push_back("error: no content pack given");
    return out;
  }
  const std::string content_dir =
      options.content_dir.empty() ? find_content_dir().path : options.content_dir;
  std::unique_ptr<Ruleset> rules = read_packs(refs, content_dir, options.source, out.messages);
  if (!rules || !bind(*rules, options.limits, out.messages)) return out;
  std::shared_ptr<GameDefinition> game(new GameDefinition());
  for (const auto& p : rules->packs) game->pack_ids_.push_back(p.id);
  game->rules_ = std::move(rules);
  game->content_dir_ = content_dir;
  game->limits_ = options.limits;
  out.game = std::move(game);
  return out;
}

GameRunner::GameRunner(std::shared_ptr<const GameDefinition> game)
    : game_(std::move(game)), host_(game_->make_host()), engine_(game_->rules(), host_.get()) {}

}  // namespace gov
