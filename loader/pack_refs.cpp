#include "loader/pack_refs.hpp"

#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace gov::loader {

bool is_pack_id(std::string_view s) {
  if (s.empty() || s.size() > 40 || s[0] < 'a' || s[0] > 'z') return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  return true;
}

std::string trim_slashes(std::string s) {
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

ResolvedRef resolve_pack_ref(const std::string& ref, const std::string& content_dir,
                             RefSource source) {
  std::error_code ec;
  const std::string in_content = trim_slashes(content_dir) + "/" + ref;
  if (source == RefSource::Recorded) {
    if (!is_pack_id(ref))
      return {{},
              "'" + ref + "' is not a pack id (a recorded pack is looked up by id in " +
                  content_dir +
                  "; to use a folder elsewhere, name it on the command line: --packs PATH)"};
    if (!fs::is_directory(in_content, ec))
      return {{},
              "no pack '" + ref + "' in " + content_dir +
                  " (to use a folder elsewhere, name it on the command line: --packs PATH)"};
    return {in_content, {}};
  }
  // "." and ".." are folders, never pack ids: under the content folder they would name the
  // content folder itself (or its parent).
  const bool is_path = ref.find('/') != std::string::npos || ref == "." || ref == "..";
  std::string dir = trim_slashes(is_path ? ref : in_content);
  bool given_path = is_path;
  // A plain name that is no pack of the content folder but a folder here: a modder's pack
  // (`governor validate base my-pack`).
  if (!is_path && !fs::is_directory(dir, ec) && fs::is_directory(ref, ec)) {
    dir = ref;
    given_path = true;
  }
  if (!fs::is_directory(dir, ec))
    return {dir, "no pack folder '" + ref + "' (a pack is a folder under " + content_dir +
                     ", or a path to one)"};
  return {dir, {}, given_path};
}

}  // namespace gov::loader
