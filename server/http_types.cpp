#include "server/http_types.hpp"

namespace gov::server {

namespace {

const std::string kEmpty;

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

const std::string& Request::param(const std::string& name) const {
  const auto it = query.find(name);
  return it == query.end() ? kEmpty : it->second;
}

const std::string& Request::header(const std::string& name) const {
  const auto it = headers.find(name);
  return it == headers.end() ? kEmpty : it->second;
}

std::string url_decode(const std::string& text, bool plus_is_space) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '%' && i + 2 < text.size()) {
      const int hi = hex_digit(text[i + 1]), lo = hex_digit(text[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out.push_back(static_cast<char>(hi * 16 + lo));
        i += 2;
        continue;
      }
    }
    out.push_back(plus_is_space && c == '+' ? ' ' : c);
  }
  return out;
}

std::map<std::string, std::string> parse_query(const std::string& query) {
  std::map<std::string, std::string> out;
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string pair = query.substr(start, end - start);
    if (!pair.empty()) {
      const auto eq = pair.find('=');
      const std::string key = url_decode(pair.substr(0, eq), true);
      const std::string value =
          eq == std::string::npos ? "" : url_decode(pair.substr(eq + 1), true);
      out.emplace(key, value);  // the first of a repeated name wins
    }
    start = end + 1;
  }
  return out;
}

}  // namespace gov::server
