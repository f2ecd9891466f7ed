// Pack folder listing and hashing.
#include "loader/pack_files.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "loader/sink.hpp"
#include "loader/yaml_strict.hpp"

namespace fs = std::filesystem;

namespace gov::loader {

namespace {

// Is `target` (canonical) `root` or inside it (canonical)?
bool inside(const fs::path& root, const fs::path& target) {
  auto r = root.begin();
  auto t = target.begin();
  for (; r != root.end(); ++r, ++t)
    if (t == target.end() || *r != *t) return false;
  return true;
}

}  // namespace

PackListing list_pack_files(const std::string& dir) {
  PackListing out;
  std::error_code ec;
  const fs::path root = fs::canonical(dir, ec);
  if (ec) return out;
  std::size_t entries = 0;
  // Links are not followed by the iterator (no follow_directory_symlink): a linked folder is
  // never walked; a link to a file is checked below before it counts as a file.
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (++entries > kMaxPackEntries || out.files.size() >= kMaxPackFiles) {
      out.truncated = true;
      break;
    }
    const fs::path& p = it->path();
    if (p.filename().string().rfind('.', 0) == 0) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    const std::string rel = p.lexically_relative(root).generic_string();
    if (it->is_symlink(ec)) {
      std::error_code link_ec;
      const fs::path target = fs::canonical(p, link_ec);
      if (link_ec || !inside(root, target))
        out.outside_links.push_back(rel);
      else if (fs::is_regular_file(target, link_ec))
        out.files.push_back(rel);
      else if (!fs::is_directory(target, link_ec) && is_content_file(rel))
        out.not_regular.push_back(rel);
      continue;
    }
    if (it->is_regular_file(ec))
      out.files.push_back(rel);
    else if (!it->is_directory(ec) && is_content_file(rel))
      out.not_regular.push_back(rel);
  }
  std::sort(out.files.begin(), out.files.end());
  std::sort(out.outside_links.begin(), out.outside_links.end());
  std::sort(out.not_regular.begin(), out.not_regular.end());
  return out;
}

bool is_content_file(const std::string& rel) {
  static const char* const kTop[] = {"pack.yaml",  "goods.yaml", "tiles.yaml", "workers.yaml",
                                     "roles.yaml", "setup.yaml", "rules.lua"};
  for (const char* top : kTop)
    if (rel == top) return true;
  if (rel.rfind("buildings/", 0) != 0 || rel.find('/', 10) != std::string::npos) return false;
  return rel.ends_with(".yaml") || rel.ends_with(".lua");
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
    if (!is_content_file(rel)) continue;
    mix(rel.data(), rel.size() + 1);  // with its terminating NUL as a separator
    std::ifstream f(dir + "/" + rel, std::ios::binary);
    char buf[65536];
    std::size_t left = kMaxFileBytes + 1;
    while (left > 0 && (f.read(buf, static_cast<std::streamsize>(std::min(sizeof buf, left))) ||
                        f.gcount() > 0)) {
      const auto n = static_cast<std::size_t>(f.gcount());
      mix(buf, n);
      left -= n;
    }
    mix("", 1);
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

bool check_script_file(const std::string& path, Sink& sink) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    sink.io_error(path, {}, "cannot open file");
    return false;
  }
  std::string text;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxFileBytes) {
      sink.error(path, {1, 1},
                 "script is larger than the limit of " + std::to_string(kMaxFileBytes) + " bytes");
      return false;
    }
  }
  return check_text(path, text, sink);
}

}  // namespace gov::loader
