#include "tools/open_game.hpp"

#include <ostream>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "game/content_dir.hpp"
#include "tools/cli_messages.hpp"
#include "tools/common_options.hpp"

namespace gov::tools {

namespace {
// --content-dir: one per process, set before any verb runs.
std::string& content_dir_flag() {
  static std::string dir;
  return dir;
}
}  // namespace

std::string default_content_dir() {
  return find_content_dir(content_dir_flag()).path;
}

void set_content_dir_flag(std::string dir) {
  content_dir_flag() = std::move(dir);
}

std::unique_ptr<GameRunner> open_game(const std::vector<std::string>& refs, std::ostream& err,
                                      const std::string& content_dir, RefSource source) {
  const std::vector<std::string> list = split_pack_list(refs);
  if (list.empty()) {
    err << "error: no content pack given (--packs)\n";
    return nullptr;
  }
  spdlog::debug("loading packs [{}] from {}", fmt::join(list, ", "), content_dir);
  LoadOptions options;
  options.content_dir = content_dir;
  options.source = source;
  GameLoad load = load_game(list, options);
  for (const auto& m : load.messages) err << m << '\n';
  if (!load.ok()) return nullptr;
  try {
    return std::make_unique<GameRunner>(load.game);
  } catch (const std::exception& e) {
    print_error(err, e.what());
    return nullptr;
  }
}

}  // namespace gov::tools
