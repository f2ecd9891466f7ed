#include "fuzz/fuzz_support.hpp"

#include <cstdlib>
#include <fstream>
#include <vector>

#include <unistd.h>

namespace gov::fuzz {

namespace fs = std::filesystem;

namespace {

std::vector<fs::path>& to_remove() {
  static std::vector<fs::path> dirs;
  return dirs;
}

void remove_scratch() {
  std::error_code ec;
  for (const auto& d : to_remove()) fs::remove_all(d, ec);
}

}  // namespace

fs::path scratch_dir(std::string_view name) {
  const char* tmp = std::getenv("TMPDIR");
  fs::path root = fs::exists("/dev/shm") ? fs::path("/dev/shm") : fs::path(tmp ? tmp : "/tmp");
  std::string pattern = (root / ("governor-" + std::string(name) + ".XXXXXX")).string();
  if (mkdtemp(pattern.data()) == nullptr) std::abort();
  if (to_remove().empty()) std::atexit(remove_scratch);
  to_remove().push_back(pattern);
  return pattern;
}

fs::path scriptless_base(const fs::path& content_dir, const fs::path& to) {
  const fs::path from = content_dir / "base";
  const fs::path base = to / "base";
  fs::create_directories(base / "buildings");
  for (const auto& sub : {fs::path(), fs::path("buildings")})
    for (const auto& e : fs::directory_iterator(from / sub))
      if (e.is_regular_file() && e.path().extension() == ".yaml")
        fs::copy_file(e.path(), base / sub / e.path().filename(),
                      fs::copy_options::overwrite_existing);
  return base;
}

void write_file(const fs::path& path, std::string_view bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace gov::fuzz
