#include "game/content_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#ifndef GOVERNOR_CONTENT_DIR
#define GOVERNOR_CONTENT_DIR "content"
#endif
// The installed content folder relative to the installed binary's folder (CMakeLists.txt
// computes it from the install dirs a packager chose).
#ifndef GOVERNOR_INSTALLED_CONTENT
#define GOVERNOR_INSTALLED_CONTENT "../share/governor/content"
#endif

namespace gov {

namespace fs = std::filesystem;

namespace {

// <prefix>/share/governor/content for an executable at <prefix>/bin/<name>; empty when the
// executable's path is unknown or the folder is missing. /proc/self/exe names the binary
// itself whatever the current folder or PATH: a process started from anywhere finds it.
std::string installed_content_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty()) return {};
  const fs::path dir = (exe.parent_path() / GOVERNOR_INSTALLED_CONTENT).lexically_normal();
  if (!fs::is_directory(dir, ec)) return {};
  return dir.string();
}

}  // namespace

ContentDir find_content_dir(std::string_view explicit_dir) {
  if (!explicit_dir.empty()) return {std::string(explicit_dir), "--content-dir"};
  if (const char* env = std::getenv("GOVERNOR_CONTENT_DIR"); env != nullptr && *env != '\0')
    return {env, "GOVERNOR_CONTENT_DIR"};
  if (std::string installed = installed_content_dir(); !installed.empty())
    return {std::move(installed), "installed"};
  return {GOVERNOR_CONTENT_DIR, "build"};
}

}  // namespace gov
