// The safe YAML walk: file checks, then yaml-cpp's event parser into a YNode tree.
#include "loader/yaml_strict.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <utility>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace gov::loader {

namespace {

Pos to_pos(const YAML::Mark& m) {
  if (m.is_null()) return {1, 1};
  return {m.line + 1, m.column + 1};
}

// Length of the UTF-8 sequence starting at s[i], or 0 when it is not valid UTF-8.
std::size_t utf8_length(const std::string& s, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i);
  std::size_t n = c < 0x80           ? 1
                  : (c >> 5) == 0x6  ? 2
                  : (c >> 4) == 0xE  ? 3
                  : (c >> 3) == 0x1E ? 4
                                     : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  return n;
}

// Builds a YNode tree from parser events; refuses aliases and excessive nesting.
class TreeBuilder : public YAML::EventHandler {
 public:
  TreeBuilder(const std::string& path, Sink& sink) : path_(path), sink_(sink) {}

  std::optional<YNode> root;
  bool failed = false;

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override {
    YNode n;
    n.at = to_pos(mark);
    attach(std::move(n));
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    if (!failed)
      sink_.error(path_, to_pos(mark),
                  "aliases ('*name') are not allowed in content files; write the value out");
    failed = true;
    OnNull(mark, 0);
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                const std::string& value) override {
    YNode n;
    n.kind = YNode::Kind::Scalar;
    n.value = value;
    n.plain = tag == "?";  // yaml-cpp tags quoted and block scalars "!", plain ones "?"
    n.at = to_pos(mark);
    attach(std::move(n));
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    open(YNode::Kind::Seq, mark);
  }
  void OnSequenceEnd() override { close(); }

  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    open(YNode::Kind::Map, mark);
  }
  void OnMapEnd() override { close(); }

 private:
  void open(YNode::Kind kind, const YAML::Mark& mark) {
    if (skipping_ > 0 || static_cast<int>(stack_.size()) >= kMaxDepth) {
      if (skipping_ == 0 && !failed)
        sink_.error(path_, to_pos(mark),
                    "nesting deeper than " + std::to_string(kMaxDepth) + " levels");
      failed = true;
      ++skipping_;
      return;
    }
    YNode n;
    n.kind = kind;
    n.at = to_pos(mark);
    stack_.push_back(std::move(n));
  }

  void close() {
    if (skipping_ > 0) {
      --skipping_;
      return;
    }
    YNode n = std::move(stack_.back());
    stack_.pop_back();
    attach(std::move(n));
  }

  void attach(YNode n) {
    if (skipping_ > 0) return;
    if (stack_.empty())
      root = std::move(n);
    else
      stack_.back().children.push_back(std::move(n));
  }

  const std::string& path_;
  Sink& sink_;
  std::vector<YNode> stack_;
  int skipping_ = 0;  // > 0 inside a subtree that is too deep
};

// Ignores a document's content; remembers where it started.
class DocumentSniffer : public YAML::EventHandler {
 public:
  std::optional<Pos> start;
  void OnDocumentStart(const YAML::Mark& m) override {
    if (!start) start = to_pos(m);
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
};

// What to do about yaml-cpp's terse syntax messages, for the ones a hand-written file hits.
std::string syntax_hint(const std::string& msg) {
  static const std::pair<const char*, const char*> hints[] = {
      {YAML::ErrorMsg::END_OF_MAP_FLOW, "a '{' is not closed by '}'"},
      {YAML::ErrorMsg::END_OF_SEQ_FLOW, "a '[' is not closed by ']'"},
      {YAML::ErrorMsg::FLOW_END, "a ']' or '}' without its opening bracket"},
      {YAML::ErrorMsg::MAP_VALUE,
       "a ':' where no key can start; check the indentation, or quote a value that holds ': '"},
      {YAML::ErrorMsg::MAP_KEY, "check the indentation"},
      {YAML::ErrorMsg::END_OF_MAP, "check the indentation of the keys below"},
      {YAML::ErrorMsg::END_OF_SEQ, "check the indentation of the '- ' items below"},
      {YAML::ErrorMsg::BLOCK_ENTRY, "a '- ' item where none can start; check the indentation"},
      {YAML::ErrorMsg::EOF_IN_SCALAR, "a quoted string is not closed"},
      {YAML::ErrorMsg::UNKNOWN_TOKEN, "quote a value that starts with a YAML indicator"},
  };
  for (const auto& [text, hint] : hints)
    if (msg == text) return std::string(" (") + hint + ")";
  return "";
}

}  // namespace

bool check_text(const std::string& path, const std::string& text, Sink& sink) {
  Pos at{1, 1};
  for (std::size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    std::size_t n = utf8_length(text, i);
    bool control = c < 0x20 && c != '\t' && c != '\n' && c != '\r';
    if (n == 0 || control || c == 0x7F) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "0x%02X", c);
      sink.error(path, at,
                 std::string("not a UTF-8 text file (byte ") + hex + "); is it a binary file?");
      return false;
    }
    if (c == '\n') {
      ++at.line;
      at.column = 1;
    } else {
      ++at.column;
    }
    i += n;
  }
  return true;
}

std::string describe(const YNode& n) {
  switch (n.kind) {
    case YNode::Kind::Null:
      return "nothing";
    case YNode::Kind::Map:
      return "a mapping";
    case YNode::Kind::Seq:
      return "a list";
    case YNode::Kind::Scalar:
      break;
  }
  std::size_t cut = n.value.size() > 40 ? 40 : n.value.size();
  while (cut < n.value.size() && (static_cast<unsigned char>(n.value[cut]) & 0xC0) == 0x80)
    --cut;  // not inside a UTF-8 sequence
  std::string v = cut < n.value.size() ? n.value.substr(0, cut) + "..." : n.value;
  return n.plain ? "'" + v + "'" : "\"" + v + "\"";
}

std::optional<YNode> parse_yaml(const std::string& path, const std::string& text, Sink& sink) {
  if (text.size() > kMaxFileBytes) {
    sink.error(path, {1, 1},
               "file is larger than the limit of " + std::to_string(kMaxFileBytes) + " bytes");
    return std::nullopt;
  }
  if (!check_text(path, text, sink)) return std::nullopt;

  std::istringstream in(text);
  TreeBuilder tree(path, sink);
  try {
    YAML::Parser parser(in);
    if (!parser.HandleNextDocument(tree)) {
      sink.error(path, {1, 1}, "file is empty (expected a YAML mapping)");
      return std::nullopt;
    }
    if (tree.failed) return std::nullopt;
    DocumentSniffer sniffer;
    if (parser.HandleNextDocument(sniffer)) {
      sink.error(path, sniffer.start.value_or(Pos{1, 1}),
                 "a second YAML document; a content file holds exactly one");
      return std::nullopt;
    }
  } catch (const YAML::Exception& e) {
    if (!tree.failed)
      sink.error(path, to_pos(e.mark), "YAML syntax: " + e.msg + syntax_hint(e.msg));
    return std::nullopt;
  } catch (const std::exception& e) {
    sink.error(path, {1, 1}, std::string("cannot parse: ") + e.what());
    return std::nullopt;
  }
  if (tree.failed || !tree.root) return std::nullopt;
  return std::move(tree.root);
}

std::optional<YNode> read_yaml_file(const std::string& path, Sink& sink) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    sink.io_error(path, {}, "cannot open file");
    return std::nullopt;
  }
  std::string text;
  char buf[65536];
  while (f.read(buf, sizeof buf) || f.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(f.gcount()));
    if (text.size() > kMaxFileBytes) break;  // parse_yaml reports it; stop reading early
  }
  return parse_yaml(path, text, sink);
}

}  // namespace gov::loader
