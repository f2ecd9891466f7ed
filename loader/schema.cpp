// Strict typed reading of YAML mappings and scalars.
#include "loader/schema.hpp"

#include <charconv>
#include <climits>

#include "core/did_you_mean.hpp"
#include "loader/pack_refs.hpp"

namespace gov::loader {

namespace {

std::string where(const std::string& path) {
  return path.empty() ? "" : path + ": ";
}

}  // namespace

std::string join_path(const std::string& prefix, std::string_view key) {
  return prefix.empty() ? std::string(key) : prefix + "." + std::string(key);
}

std::string index_path(const std::string& prefix, std::size_t i) {
  return prefix + "[" + std::to_string(i) + "]";
}

std::optional<int> to_int(const FileCtx& f, const YNode& n, const std::string& path, int lo,
                          int hi) {
  long long v = 0;
  bool parsed = false;
  if (n.is_scalar() && n.plain && !n.value.empty()) {
    const char* b = n.value.data();
    const char* e = b + n.value.size();
    auto [ptr, ec] = std::from_chars(b, e, v);
    parsed = ec == std::errc() && ptr == e;
    if (ec == std::errc::result_out_of_range) {
      f.error(n.at, where(path) + "integer " + n.value + " is too large");
      return std::nullopt;
    }
  }
  if (!parsed) {
    f.error(n.at, where(path) + "expected an integer, got " + describe(n));
    return std::nullopt;
  }
  if (v < lo || v > hi) {
    std::string range = hi == INT_MAX ? "at least " + std::to_string(lo)
                                      : "from " + std::to_string(lo) + " to " + std::to_string(hi);
    f.error(n.at, where(path) + "must be " + range + ", got " + std::to_string(v));
    return std::nullopt;
  }
  return static_cast<int>(v);
}

std::optional<bool> to_bool(const FileCtx& f, const YNode& n, const std::string& path) {
  if (n.is_scalar() && n.plain) {
    if (n.value == "true") return true;
    if (n.value == "false") return false;
  }
  f.error(n.at, where(path) + "expected true or false, got " + describe(n));
  return std::nullopt;
}

std::optional<std::string> to_string(const FileCtx& f, const YNode& n, const std::string& path) {
  if (!n.is_scalar()) {
    f.error(n.at, where(path) + "expected a string, got " + describe(n));
    return std::nullopt;
  }
  if (n.value.empty()) {
    f.error(n.at, where(path) + "must not be empty");
    return std::nullopt;
  }
  return n.value;
}

std::optional<std::string> to_id(const FileCtx& f, const YNode& n, const std::string& path) {
  auto s = to_string(f, n, path);
  if (!s) return std::nullopt;
  bool valid = (*s)[0] >= 'a' && (*s)[0] <= 'z' && s->size() <= 40;
  for (char c : *s) valid = valid && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
  if (!valid) {
    f.error(n.at, where(path) + "'" + *s +
                      "' is not a valid id (lower-case letters, digits and '_', starting with a "
                      "letter, at most 40 characters)");
    return std::nullopt;
  }
  return s;
}

std::optional<std::string> to_pack_id(const FileCtx& f, const YNode& n, const std::string& path) {
  auto s = to_string(f, n, path);
  if (!s) return std::nullopt;
  if (!is_pack_id(*s)) {
    f.error(n.at, where(path) + "'" + *s +
                      "' is not a valid pack id (lower-case letters, digits, '_' and '-', "
                      "starting with a letter, at most 40 characters)");
    return std::nullopt;
  }
  return s;
}

std::optional<std::string> to_choice(const FileCtx& f, const YNode& n, const std::string& path,
                                     const std::vector<std::string>& choices) {
  auto s = to_string(f, n, path);
  if (!s) return std::nullopt;
  for (const auto& c : choices)
    if (c == *s) return s;
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  f.error(n.at, where(path) + "'" + *s + "' is not one of: " + list + did_you_mean(*s, choices));
  return std::nullopt;
}

const YNode* as_list(const FileCtx& f, const YNode& n, const std::string& path) {
  if (n.is_seq()) return &n;
  f.error(n.at, where(path) + "expected a list, got " + describe(n));
  return nullptr;
}

MapView::MapView(const FileCtx& f, const YNode& node, std::string path, std::vector<KeySpec> keys)
    : f_(f), node_(node), path_(std::move(path)) {
  if (!node.is_map()) {
    f.error(node.at, (path_.empty() ? std::string("top level: ") : path_ + ": ") +
                         "expected a mapping, got " + describe(node));
    return;
  }
  ok_ = true;
  std::vector<std::string> names;
  for (const auto& k : keys) names.emplace_back(k.name);
  std::string in = path_.empty() ? "" : " in " + path_;
  for (std::size_t i = 0; i < node.map_size(); ++i) {
    const YNode& k = node.key(i);
    if (!k.is_scalar()) {
      f.error(k.at, "keys must be plain names, got " + describe(k) + in);
      continue;
    }
    bool known = false;
    for (const auto& n : names) known = known || n == k.value;
    if (!known) {
      f.error(k.at, "unknown key '" + k.value + "'" + in + did_you_mean(k.value, names));
      continue;
    }
    for (std::size_t j = 0; j < i; ++j) {
      const YNode& earlier = node.key(j);
      if (earlier.is_scalar() && earlier.value == k.value) {
        f.error(k.at, "duplicate key '" + k.value + "'" + in + " (first at line " +
                          std::to_string(earlier.at.line) + ", column " +
                          std::to_string(earlier.at.column) + ")");
        break;
      }
    }
  }
  for (const auto& k : keys)
    if (k.required && !get(k.name))
      f.error(node.at, where(path_) + "missing required key '" + std::string(k.name) + "'");
}

const YNode* MapView::get(std::string_view key) const {
  if (!ok_) return nullptr;
  for (std::size_t i = 0; i < node_.map_size(); ++i)
    if (node_.key(i).is_scalar() && node_.key(i).value == key) return &node_.val(i);
  return nullptr;
}

Pos MapView::key_at(std::string_view key) const {
  if (ok_)
    for (std::size_t i = 0; i < node_.map_size(); ++i)
      if (node_.key(i).is_scalar() && node_.key(i).value == key) return node_.key(i).at;
  return node_.at;
}

std::optional<int> MapView::integer(std::string_view key, int lo, int hi) const {
  const YNode* n = get(key);
  return n ? to_int(f_, *n, key_path(key), lo, hi) : std::nullopt;
}

int MapView::integer_or(std::string_view key, int fallback, int lo, int hi) const {
  return integer(key, lo, hi).value_or(fallback);
}

bool MapView::boolean_or(std::string_view key, bool fallback) const {
  const YNode* n = get(key);
  return n ? to_bool(f_, *n, key_path(key)).value_or(fallback) : fallback;
}

std::optional<std::string> MapView::string(std::string_view key) const {
  const YNode* n = get(key);
  return n ? to_string(f_, *n, key_path(key)) : std::nullopt;
}

std::string MapView::string_or(std::string_view key, std::string fallback) const {
  return string(key).value_or(std::move(fallback));
}

std::optional<std::string> MapView::id(std::string_view key) const {
  const YNode* n = get(key);
  return n ? to_id(f_, *n, key_path(key)) : std::nullopt;
}

std::optional<std::string> MapView::choice(std::string_view key,
                                           const std::vector<std::string>& choices) const {
  const YNode* n = get(key);
  return n ? to_choice(f_, *n, key_path(key), choices) : std::nullopt;
}

}  // namespace gov::loader
