// Pack folder listing and hashing.
#include "loader/pack_files.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace fs = std::filesystem;

namespace gov::loader {

std::vector<std::string> list_pack_files(const std::string& dir, bool* truncated) {
  std::vector<std::string> out;
  *truncated = false;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const fs::path& p = it->path();
    if (p.filename().string().rfind('.', 0) == 0) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(ec)) continue;
    if (out.size() >= kMaxPackFiles) {
      *truncated = true;
      break;
    }
    out.push_back(p.lexically_relative(dir).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string content_hash(const std::string& dir, const std::vector<std::string>& files) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&](const char* data, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
      h ^= static_cast<unsigned char>(data[i]);
      h *= 0x100000001b3ULL;
    }
  };
  for (const auto& rel : files) {
    mix(rel.data(), rel.size() + 1);  // with its terminating NUL as a separator
    std::ifstream f(dir + "/" + rel, std::ios::binary);
    char buf[65536];
    while (f.read(buf, sizeof buf) || f.gcount() > 0)
      mix(buf, static_cast<std::size_t>(f.gcount()));
    mix("", 1);
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace gov::loader
