#include "server/static_files.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace gov::server {

namespace fs = std::filesystem;

namespace {

// A request path made of plain segments: no "..", ".", empty segments past the first,
// backslashes or NULs (the path is already decoded).
bool safe_path(const std::string& path) {
  if (path.empty() || path[0] != '/') return false;
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) return false;
  std::size_t start = 1;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    const std::string segment = path.substr(start, end - start);
    if (segment == ".." || segment == ".") return false;
    start = end + 1;
  }
  return true;
}

}  // namespace

std::string content_type_of(const std::string& path) {
  const std::string ext = fs::path(path).extension().string();
  static const std::pair<const char*, const char*> kTypes[] = {
      {".html", "text/html"},        {".htm", "text/html"},
      {".js", "text/javascript"},    {".mjs", "text/javascript"},
      {".css", "text/css"},          {".json", "application/json"},
      {".map", "application/json"},  {".svg", "image/svg+xml"},
      {".png", "image/png"},         {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},       {".gif", "image/gif"},
      {".ico", "image/x-icon"},      {".webp", "image/webp"},
      {".woff", "font/woff"},        {".woff2", "font/woff2"},
      {".ttf", "font/ttf"},          {".txt", "text/plain"},
      {".wasm", "application/wasm"}, {".webmanifest", "application/manifest+json"},
  };
  for (const auto& [e, type] : kTypes)
    if (ext == e) return type;
  return "application/octet-stream";
}

std::optional<Response> static_file(const std::string& web_dir, const std::string& path) {
  if (!safe_path(path)) return std::nullopt;
  fs::path file = fs::path(web_dir) / path.substr(1);
  std::error_code ec;
  if (path.back() == '/' || fs::is_directory(file, ec)) file /= "index.html";
  if (!fs::is_regular_file(file, ec)) return std::nullopt;
  // The resolved file must still be inside the folder (a symlink could point out of it).
  const fs::path root = fs::weakly_canonical(web_dir, ec);
  const fs::path real = fs::weakly_canonical(file, ec);
  if (ec) return std::nullopt;
  const auto rel = real.lexically_relative(root);
  if (rel.empty() || *rel.begin() == "..") return std::nullopt;
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  Response res;
  res.content_type = content_type_of(file.string());
  if (res.content_type.rfind("text/", 0) == 0) res.content_type += "; charset=utf-8";
  res.body = std::move(text).str();
  return res;
}

}  // namespace gov::server
