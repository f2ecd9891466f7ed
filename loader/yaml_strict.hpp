// A safe YAML reader for content files. It builds its own small tree from yaml-cpp's event
// parser instead of YAML::Node, so that:
//  - duplicate keys are kept (yaml-cpp's Node would hide them) and can be reported;
//  - aliases are refused at the first '*' (no alias bombs, no '&a [*a]' cycles);
//  - nesting deeper than kMaxDepth is refused;
//  - a second document is an error, not silently dropped;
//  - oversized, empty, binary and non-UTF-8 files give a clean error.
// Positions are 1-based.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "loader/sink.hpp"

namespace gov::loader {

inline constexpr std::size_t kMaxFileBytes = 1 << 20;  // 1 MiB
inline constexpr int kMaxDepth = 64;

struct YNode {
  enum class Kind { Null, Scalar, Seq, Map };
  Kind kind = Kind::Null;
  std::string value;            // scalars
  bool plain = true;            // scalar written without quotes or block style
  Pos at;                       // where the node starts
  std::vector<YNode> children;  // sequence items; mapping: key, value, key, value, ...

  bool is_map() const { return kind == Kind::Map; }
  bool is_seq() const { return kind == Kind::Seq; }
  bool is_scalar() const { return kind == Kind::Scalar; }
  bool is_null() const { return kind == Kind::Null; }
  std::size_t map_size() const { return children.size() / 2; }
  const YNode& key(std::size_t i) const { return children[2 * i]; }
  const YNode& val(std::size_t i) const { return children[2 * i + 1]; }
};

// What kind of node this is, for messages: "a mapping", "a list", "'text'", "nothing".
std::string describe(const YNode& n);

// Reports the first byte that is not text (NUL, control characters, invalid UTF-8) at its
// line:column and returns false; true for text. Lua scripts get the same check.
bool check_text(const std::string& path, const std::string& text, Sink& sink);

// Reads and parses one file. Returns the document's root, or nullopt after reporting why.
std::optional<YNode> read_yaml_file(const std::string& path, Sink& sink);

// Parses text already in memory (same checks; `path` is used for messages only).
std::optional<YNode> parse_yaml(const std::string& path, const std::string& text, Sink& sink);

}  // namespace gov::loader
