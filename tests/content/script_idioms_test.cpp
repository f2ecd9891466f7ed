// A guard against speed idioms in the building scripts (issues #13 and #14). A script is
// read by modders as the rule itself: it asks ctx every time and keeps no state of its own
// (docs/modding.md, "Write the rule, not a cache"). This test reads every content/**/*.lua
// and examples/**/*.lua and fails, naming file:line, on:
//   1. a file-level local assigned inside a function (a lazy cache: `local ids` ...
//      `ids = ctx:good_ids()`), or a file-level table written inside a function
//      (`cache[id] = x`, `table.insert(LIST, x)`);
//   2. lazy initialisation `X = X or ...` of anything that is not a local of the function;
//   3. a file-level table shared as an answer: named NONE, EMPTY, NOTHING, USE or NO_*, or
//      returned by a function (`return NONE`, `... or NONE`);
//   4. `for i = 1, #x do` where i is used only as `x[i]`: write `for _, v in ipairs(x)`;
//   5. `collectgarbage`.
// It is a guard, not a parser: comments and strings are blanked, the rest is split into
// tokens, and blocks are followed by their keywords (function/if/do/repeat open one,
// end/until close it) to know whether a token is inside a function. Locals are tracked per
// function, not per block, and a statement is recognised by its tokens alone (a name, an
// optional chain of `.field` / `[key]`, then `=`). Code written to dodge it is not the
// point: the host refuses hidden state at load and at run time (docs/modding.md).
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace {

namespace fs = std::filesystem;

struct Token {
  std::string text;
  int line;
};

// Lua source with comments removed and every string literal replaced by the number 0, so
// that neither can look like code; line numbers are kept.
std::string strip_comments_and_strings(const std::string& src) {
  std::string out;
  std::size_t i = 0;
  // The length of a long bracket's opening `[==[` at `at` (0 when there is none).
  const auto long_open = [&](std::size_t at) -> std::size_t {
    if (at >= src.size() || src[at] != '[') return 0;
    std::size_t j = at + 1;
    while (j < src.size() && src[j] == '=') ++j;
    return j < src.size() && src[j] == '[' ? j + 1 - at : 0;
  };
  // Skips a long bracket opened at `i`, keeping its newlines.
  const auto skip_long = [&](std::size_t open) {
    const std::string close = "]" + std::string(open - 2, '=') + "]";
    const std::size_t end = src.find(close, i + open);
    const std::size_t stop = end == std::string::npos ? src.size() : end + close.size();
    out.append(static_cast<std::size_t>(std::count(src.begin() + static_cast<long>(i),
                                                   src.begin() + static_cast<long>(stop), '\n')),
               '\n');
    i = stop;
  };
  while (i < src.size()) {
    const char c = src[i];
    if (c == '-' && i + 1 < src.size() && src[i + 1] == '-') {
      if (const std::size_t open = long_open(i + 2)) {
        i += 2;
        skip_long(open);
      } else {
        while (i < src.size() && src[i] != '\n') ++i;
      }
    } else if (c == '"' || c == '\'') {
      ++i;
      while (i < src.size() && src[i] != c && src[i] != '\n') i += src[i] == '\\' ? 2 : 1;
      ++i;
      out += " 0 ";
    } else if (const std::size_t open = long_open(i)) {
      skip_long(open);
      out += " 0 ";
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

std::vector<Token> tokenize(const std::string& code) {
  static const std::vector<std::string> kSymbols = {
      "...", "==", "~=", "<=", ">=", "//", "..", "::", "<<", ">>"};
  std::vector<Token> out;
  int line = 1;
  std::size_t i = 0;
  while (i < code.size()) {
    const unsigned char c = static_cast<unsigned char>(code[i]);
    if (c == '\n') ++line;
    if (std::isspace(c)) {
      ++i;
      continue;
    }
    std::size_t len = 1;
    if (std::isalnum(c) || c == '_') {
      while (i + len < code.size() &&
             (std::isalnum(static_cast<unsigned char>(code[i + len])) || code[i + len] == '_'))
        ++len;
    } else {
      for (const std::string& s : kSymbols) {
        if (code.compare(i, s.size(), s) == 0) {
          len = s.size();
          break;
        }
      }
    }
    out.push_back({code.substr(i, len), line});
    i += len;
  }
  return out;
}

bool is_name(const std::string& t) {
  static const std::set<std::string> kKeywords = {
      "and",      "break",  "do",   "else", "elseif", "end",  "false", "for",
      "function", "goto",   "if",   "in",   "local",  "nil",  "not",   "or",
      "repeat",   "return", "then", "true", "until",  "while"};
  return !t.empty() && (std::isalpha(static_cast<unsigned char>(t[0])) || t[0] == '_') &&
         kKeywords.count(t) == 0;
}

struct Checker {
  std::string file;
  std::vector<Token> tok;
  std::vector<std::string> findings;

  struct FileLocal {
    int line;
    bool table;  // bound to a table constructor
  };
  std::map<std::string, FileLocal> file_locals;
  // One set of local names per open function (outermost first); blocks: true = function.
  std::vector<std::set<std::string>> function_locals;
  std::vector<bool> blocks;

  void report(int line, const std::string& message) {
    findings.push_back(file + ":" + std::to_string(line) + ": " + message);
  }
  const std::string& at(std::size_t i) const {
    static const std::string kNone;
    return i < tok.size() ? tok[i].text : kNone;
  }
  bool local_of_a_function(const std::string& name) const {
    for (const auto& names : function_locals)
      if (names.count(name)) return true;
    return false;
  }
  // The index after a chain `.name` / `[...]` starting at i.
  std::size_t skip_chain(std::size_t i) const {
    for (;;) {
      if (at(i) == "." && is_name(at(i + 1))) {
        i += 2;
      } else if (at(i) == "[") {
        int depth = 0;
        do {
          depth += at(i) == "[" ? 1 : at(i) == "]" ? -1 : 0;
          ++i;
        } while (depth > 0 && i < tok.size());
      } else {
        return i;
      }
    }
  }
  std::string text(std::size_t from, std::size_t to) const {
    std::string s;
    for (std::size_t i = from; i < to; ++i) s += at(i);
    return s;
  }
  // The index after the `end` closing the block whose body starts at i.
  std::size_t block_end(std::size_t i) const {
    int depth = 1;
    for (; i < tok.size() && depth > 0; ++i) {
      const std::string& t = at(i);
      if (t == "function" || t == "if" || t == "do" || t == "repeat") ++depth;
      if (t == "end" || t == "until") --depth;
    }
    return i;
  }

  // Declares the names from i on (after `local` or `for`): as locals of the innermost
  // function, or as file-level locals outside any function and block.
  void declare(std::size_t i) {
    std::vector<std::string> names;
    for (; is_name(at(i)); i += 2) {
      names.push_back(at(i));
      if (at(i + 1) != ",") break;
    }
    for (const auto& name : names) {
      if (!function_locals.empty()) {
        function_locals.back().insert(name);
      } else if (blocks.empty()) {
        const bool table = names.size() == 1 && at(i + 1) == "=" && at(i + 2) == "{";
        file_locals[name] = {tok[i].line, table};
      }
    }
  }

  // Can the name at i start a statement? Not after a token that makes it part of an
  // expression, a field, a declaration or a table constructor.
  bool statement_start(std::size_t i) const {
    static const std::set<std::string> kInExpression = {
        "(",  "{",      "[",     ",",  "=",      "==",    "~=",   "<",   ">",  "<=",
        ">=", "+",      "-",     "*",  "/",      "//",    "%",    "^",   "..", "#",
        "&",  "|",      "~",     "<<", ">>",     ".",     ":",    "and", "or", "not",
        "in", "return", "local", "if", "elseif", "while", "until"};
    return i == 0 || kInExpression.count(at(i - 1)) == 0;
  }

  void check_numeric_loop(std::size_t i) {  // i: `for`
    if (!is_name(at(i + 1)) || at(i + 2) != "=" || at(i + 3) != "1" || at(i + 4) != "," ||
        at(i + 5) != "#" || !is_name(at(i + 6)))
      return;
    const std::size_t list_end = skip_chain(i + 7);
    if (at(list_end) != "do") return;
    const std::string var = at(i + 1);
    const std::string list = text(i + 6, list_end);
    const std::size_t list_len = list_end - (i + 6);
    int uses = 0;
    const std::size_t body_end = block_end(list_end + 1);
    for (std::size_t j = list_end + 1; j < body_end; ++j) {
      if (at(j) != var || at(j - 1) == "." || at(j - 1) == ":") continue;
      ++uses;
      const bool element = j >= list_len + 1 && at(j - 1) == "[" && at(j + 1) == "]" &&
                           text(j - 1 - list_len, j - 1) == list;
      if (!element) return;
    }
    if (uses > 0)
      report(tok[i].line, "`for " + var + " = 1, #" + list + "` uses " + var + " only as " + list +
                              "[" + var + "]: write `for _, x in ipairs(" + list + ")`");
  }

  void check_name(std::size_t i) {  // i: a name, not a field, inside a function
    const std::string& name = at(i);
    if (local_of_a_function(name)) return;
    const std::size_t after = skip_chain(i + 1);
    const bool starts = statement_start(i);
    // `X = X or ...`: lazy initialisation of something that outlives the call.
    if (starts && at(after) == "=") {
      const std::string target = text(i, after);
      const std::size_t rhs_end = skip_chain(after + 2);
      if (at(after + 1) == name && text(after + 1, rhs_end) == target && at(rhs_end) == "or") {
        report(tok[i].line, "lazy initialisation `" + target + " = " + target +
                                " or ...`: ask ctx every time instead of keeping a cache");
        return;
      }
    }
    const auto file_local = file_locals.find(name);
    if (file_local == file_locals.end()) return;
    const std::string declared =
        " (declared at line " + std::to_string(file_local->second.line) + ")";
    // Assigned: `NAME = `, `NAME, other = `, or written through: `NAME[k] = `, `NAME.f = `.
    std::size_t j = after;
    while (at(j) == "," && is_name(at(j + 1))) j = skip_chain(j + 2);
    if (starts && at(j) == "=") {
      if (after == i + 1)
        report(tok[i].line, "file-level local '" + name + "'" + declared +
                                " is assigned inside a function: a script keeps no state "
                                "between calls (ctx:memory for what the game remembers)");
      else
        report(tok[i].line, "file-level table '" + name + "'" + declared +
                                " is written inside a function: it is read-only once loaded");
      return;
    }
    if (at(i - 1) == "(" && at(i - 2) == "insert" && at(i - 3) == "." && at(i - 4) == "table") {
      report(tok[i].line, "file-level table '" + name + "'" + declared +
                              " is written inside a function: it is read-only once loaded");
      return;
    }
    // Returned as an answer: `return NAME` or `... or NAME`.
    if (file_local->second.table && after == i + 1 && at(i + 1) != "(" && at(i + 1) != ":" &&
        (at(i - 1) == "return" || at(i - 1) == "or"))
      report(tok[i].line, "file-level table '" + name + "'" + declared +
                              " is returned as an answer: every call shares it; return nil "
                              "for no option and a fresh table otherwise");
  }

  void run() {
    static const std::regex kSharedName("NONE|EMPTY|NOTHING|USE|NO_[A-Z0-9_]+");
    for (std::size_t i = 0; i < tok.size(); ++i) {
      const std::string& t = at(i);
      const bool in_function = !function_locals.empty();
      if (t == "collectgarbage") report(tok[i].line, "collectgarbage: not part of the sandbox");
      if (t == "function") {
        blocks.push_back(true);
        function_locals.emplace_back();
        std::size_t j = i + 1;
        while (j < tok.size() && at(j) != "(") ++j;
        for (++j; j < tok.size() && at(j) != ")"; ++j)
          if (is_name(at(j))) function_locals.back().insert(at(j));
        continue;
      }
      if (t == "if" || t == "do" || t == "repeat") blocks.push_back(false);
      if ((t == "end" || t == "until") && !blocks.empty()) {
        if (blocks.back()) function_locals.pop_back();
        blocks.pop_back();
      }
      if (t == "local" && at(i + 1) == "function") {
        if (in_function) function_locals.back().insert(at(i + 2));
      } else if (t == "local") {
        declare(i + 1);
        if (!in_function && blocks.empty() && at(i + 3) == "{" &&
            std::regex_match(at(i + 1), kSharedName))
          report(tok[i].line, "file-level table '" + at(i + 1) +
                                  "' looks like a shared answer: return nil for no option "
                                  "and a fresh table otherwise");
        i += 1;  // the names are declarations, not uses
        while (is_name(at(i)) && at(i + 1) == ",") i += 2;
      } else if (t == "for") {
        if (in_function) declare(i + 1);
        check_numeric_loop(i);
      } else if (in_function && is_name(t) && at(i - 1) != "." && at(i - 1) != ":") {
        check_name(i);
      }
    }
  }
};

std::vector<std::string> check_script(const std::string& file, const std::string& source) {
  Checker c;
  c.file = file;
  c.tok = tokenize(strip_comments_and_strings(source));
  c.run();
  return c.findings;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("script idioms: the guard finds each idiom", "[content][script-idioms]") {
  // The one finding of the script (a test fails if it has none or several).
  const auto one = [](const std::string& src) {
    const auto found = check_script("x.lua", src);
    INFO(src);
    for (const auto& f : found) UNSCOPED_INFO(f);
    REQUIRE(found.size() == 1);
    return found[0];
  };
  using Catch::Matchers::Contains;
  CHECK_THAT(one("local ids\nlocal function f(ctx)\n  if ids == nil then\n    ids = "
                 "ctx:good_ids()\n  end\n  return ids\nend\n"),
             Contains("x.lua:4: file-level local 'ids' (declared at line 1) is assigned"));
  CHECK_THAT(one("local a, b = nil, nil\nlocal function f(ctx)\n  a, b = {}, {}\nend\n"),
             Contains("x.lua:3: file-level local 'a'"));
  CHECK_THAT(one("local cache = {}\nlocal function f(ctx, id)\n  cache[id] = 1\nend\n"),
             Contains("x.lua:3: file-level table 'cache' (declared at line 1) is written"));
  CHECK_THAT(one("local L = {}\nfunction M.f(ctx)\n  table.insert(L, 1)\nend\n"),
             Contains("x.lua:3: file-level table 'L'"));
  CHECK_THAT(one("local function f(ctx)\n  kinds = kinds or ctx:worker_ids()\nend\n"),
             Contains("x.lua:2: lazy initialisation `kinds = kinds or ...`"));
  CHECK_THAT(one("local c = {}\nlocal function f(ctx, k)\n  c[k] = c[k] or {}\nend\n"),
             Contains("x.lua:3: lazy initialisation `c[k] = c[k] or ...`"));
  CHECK_THAT(one("local NONE = {}\nreturn { f = function() return {} end }\n"),
             Contains("x.lua:1: file-level table 'NONE' looks like a shared answer"));
  CHECK_THAT(one("local NOBLE = { 'noble' }\nlocal function f(ctx)\n  return NOBLE\nend\n"),
             Contains("x.lua:3: file-level table 'NOBLE' (declared at line 1) is returned"));
  CHECK_THAT(one("local function f(xs)\n  local n = 0\n  for i = 1, #xs do\n    n = n + "
                 "xs[i].count\n  end\n  return n\nend\n"),
             Contains("x.lua:3: `for i = 1, #xs` uses i only as xs[i]"));
  CHECK_THAT(one("local function f(a)\n  for k = 1, #a.list do\n    g(a.list[k])\n  end\nend\n"),
             Contains("x.lua:2: `for k = 1, #a.list`"));
  CHECK_THAT(one("local function f()\n  return collectgarbage('count')\nend\n"),
             Contains("x.lua:2: collectgarbage"));
}

TEST_CASE("script idioms: what the rule allows passes", "[content][script-idioms]") {
  for (const char* src : {
           // constants at file level, read in functions; a constant table indexed
           "local VP = { 0, 1, 1, 2 }\nlocal SLOT = 1\nlocal function f(ctx, c)\n  return "
           "VP[c] + SLOT\nend\n",
           // locals of the function, lazy-or on them, loops using the index otherwise
           "local function f(ctx, kinds)\n  local first\n  for i = 1, #kinds do\n    first = "
           "first or kinds[i]\n    if i > 2 then break end\n  end\n  return first\nend\n",
           // a parameter assigned; a fresh table returned; a table built at load
           "local SET = {}\nfor _, id in ipairs({ 'a', 'b' }) do\n  SET[id] = true\nend\nlocal "
           "function f(ctx, n)\n  n = n or 0\n  return { n }\nend\n",
           // a file-level name shadowed by a local of the function
           "local ids = 1\nlocal function f(ctx)\n  local ids = ctx:good_ids()\n  ids = {}\n  "
           "return ids\nend\n",
           // comments and strings are not code
           "-- ids = ids or {}\nlocal function f()\n  return 'cache[id] = x' --[[ NONE = {} "
           "]]\nend\n",
       }) {
    INFO(src);
    CHECK(check_script("x.lua", src).empty());
  }
}

TEST_CASE("script idioms: no pack script caches, shares answers or avoids ipairs",
          "[content][script-idioms]") {
  const fs::path root = fs::path(GOVERNOR_CONTENT_DIR).parent_path();
  std::vector<fs::path> scripts;
  for (const char* dir : {"content", "examples"})
    for (const auto& e : fs::recursive_directory_iterator(root / dir))
      if (e.is_regular_file() && e.path().extension() == ".lua") scripts.push_back(e.path());
  std::sort(scripts.begin(), scripts.end());
  REQUIRE(scripts.size() >= 39);  // 38 building scripts and nobles/rules.lua at least
  std::vector<std::string> findings;
  for (const auto& p : scripts) {
    for (auto& f : check_script(fs::relative(p, root).generic_string(), read(p)))
      findings.push_back(std::move(f));
  }
  for (const auto& f : findings) UNSCOPED_INFO(f);
  CHECK(findings.empty());
}
