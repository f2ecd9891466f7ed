// Strict, typed reading of one YAML mapping: allowed and required keys (unknown keys get a
// "did you mean"), duplicate keys, and typed values with ranges. Every problem is reported
// with its key path ("setups[1].ships[0]") at the node's position; getters return nullopt
// (or the default) after reporting, so a caller carries on and collects more problems.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "loader/sink.hpp"
#include "loader/yaml_strict.hpp"

namespace gov::loader {

struct KeySpec {
  std::string_view name;
  bool required = false;
};

// The file being read and where its problems go.
struct FileCtx {
  std::string path;
  Sink* sink = nullptr;
  void error(Pos at, std::string message) const { sink->error(path, at, std::move(message)); }
};

// Joins a key path: join("setups[1]", "ships") == "setups[1].ships".
std::string join_path(const std::string& prefix, std::string_view key);
std::string index_path(const std::string& prefix, std::size_t i);  // "ships[2]"

// Scalar conversions; each reports and returns nullopt on failure.
std::optional<int> to_int(const FileCtx& f, const YNode& n, const std::string& path, int lo,
                          int hi);
std::optional<bool> to_bool(const FileCtx& f, const YNode& n, const std::string& path);
std::optional<std::string> to_string(const FileCtx& f, const YNode& n, const std::string& path);
// An identifier: lower-case letters, digits and '_', starting with a letter.
std::optional<std::string> to_id(const FileCtx& f, const YNode& n, const std::string& path);
// A pack id: like an identifier, and '-' may join words ("new-buildings").
std::optional<std::string> to_pack_id(const FileCtx& f, const YNode& n, const std::string& path);
// One of `choices`, with a "did you mean" otherwise.
std::optional<std::string> to_choice(const FileCtx& f, const YNode& n, const std::string& path,
                                     const std::vector<std::string>& choices);
// A list node (reports otherwise). An empty flow list "[]" is a list.
const YNode* as_list(const FileCtx& f, const YNode& n, const std::string& path);

class MapView {
 public:
  // Checks that `node` is a mapping with scalar keys from `keys`, no duplicates, every
  // required key present.
  MapView(const FileCtx& f, const YNode& node, std::string path, std::vector<KeySpec> keys);

  bool ok() const { return ok_; }  // it was a mapping
  Pos at() const { return node_.at; }
  const std::string& path() const { return path_; }
  const FileCtx& file() const { return f_; }
  std::string key_path(std::string_view key) const { return join_path(path_, key); }

  // The value of `key` (first occurrence), or null when absent.
  const YNode* get(std::string_view key) const;
  // Position of the key itself (for "duplicate" and reference messages), or the map's.
  Pos key_at(std::string_view key) const;

  std::optional<int> integer(std::string_view key, int lo, int hi) const;
  int integer_or(std::string_view key, int fallback, int lo, int hi) const;
  bool boolean_or(std::string_view key, bool fallback) const;
  std::optional<std::string> string(std::string_view key) const;
  std::string string_or(std::string_view key, std::string fallback) const;
  std::optional<std::string> id(std::string_view key) const;
  std::optional<std::string> choice(std::string_view key,
                                    const std::vector<std::string>& choices) const;

 private:
  const FileCtx& f_;
  const YNode& node_;
  std::string path_;
  bool ok_ = false;
};

}  // namespace gov::loader
