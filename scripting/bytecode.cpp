// Reading lua_dump's output (see the header).
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/bytecode.hpp"

#include <lua.hpp>

#include <cstring>

namespace gov::lua::bytecode {

namespace {

constexpr int kAbsLineInfo = -0x80;  // ABSLINEINFO: the line is in the absolute list

struct Reader {
  const unsigned char* p;
  const unsigned char* end;
  bool ok = true;

  bool need(std::size_t n) {
    if (!ok || static_cast<std::size_t>(end - p) < n) ok = false;
    return ok;
  }
  unsigned byte() {
    if (!need(1)) return 0;
    return *p++;
  }
  std::size_t size() {
    std::size_t x = 0;
    for (int i = 0; i < 10 && ok; ++i) {
      const unsigned b = byte();
      x = (x << 7) | (b & 0x7f);
      if ((b & 0x80) != 0) return x;
    }
    ok = false;
    return 0;
  }
  void skip(std::size_t n) {
    if (need(n)) p += n;
  }
  std::string string() {
    const std::size_t n = size();
    if (n == 0) return {};
    if (!need(n - 1)) return {};
    std::string s(reinterpret_cast<const char*>(p), n - 1);
    p += n - 1;
    return s;
  }
};

bool read_function(Reader& r, Function& f, int depth) {
  if (depth > 200) return false;
  r.string();  // source
  f.line_defined = static_cast<int>(r.size());
  f.last_line = static_cast<int>(r.size());
  r.skip(3);  // parameters, vararg, stack size
  const std::size_t ncode = r.size();
  if (!r.need(ncode * 4)) return false;
  f.code.resize(ncode);
  std::memcpy(f.code.data(), r.p, ncode * 4);
  r.p += ncode * 4;
  const std::size_t nconst = r.size();
  for (std::size_t i = 0; i < nconst && r.ok; ++i) {
    f.strings.emplace_back();
    switch (r.byte()) {
      case 0x13:  // float
      case 0x03:  // integer
        r.skip(8);
        break;
      case 0x04:  // short string
      case 0x14:  // long string
        f.strings.back() = r.string();
        break;
      case 0x00:  // nil
      case 0x01:  // false
      case 0x11:  // true
        break;
      default:
        return false;
    }
  }
  const std::size_t nup = r.size();
  if (!r.need(nup * 3)) return false;
  f.upvalues.resize(nup);
  for (auto& u : f.upvalues) {
    u.in_stack = r.byte() != 0;
    u.index = r.byte();
    r.byte();  // kind
  }
  const std::size_t nnested = r.size();
  if (!r.ok || nnested > 1'000'000) return false;
  f.nested.resize(nnested);
  for (auto& n : f.nested)
    if (!read_function(r, n, depth + 1)) return false;
  const std::size_t nlines = r.size();
  if (!r.need(nlines)) return false;
  f.line_deltas.assign(reinterpret_cast<const signed char*>(r.p),
                       reinterpret_cast<const signed char*>(r.p) + nlines);
  r.p += nlines;
  const std::size_t nabs = r.size();
  for (std::size_t i = 0; i < nabs && r.ok; ++i) {
    const int pc = static_cast<int>(r.size());
    const int line = static_cast<int>(r.size());
    f.absolute_lines.emplace_back(pc, line);
  }
  const std::size_t nlocals = r.size();
  for (std::size_t i = 0; i < nlocals && r.ok; ++i) {
    f.locals.push_back(r.string());
    r.size();
    r.size();
  }
  const std::size_t nnames = r.size();
  for (std::size_t i = 0; i < nnames && r.ok; ++i) {
    std::string name = r.string();
    if (i < f.upvalues.size()) f.upvalues[i].name = std::move(name);
  }
  return r.ok;
}

int append(lua_State*, const void* p, std::size_t n, void* ud) {
  static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
  return 0;
}

}  // namespace

bool read_dumped(lua_State* L, Function& f, std::string& error) {
  std::string dump;
  if (lua_dump(L, append, &dump, 0) != 0) {
    error = "cannot read the compiled script";
    return false;
  }
  Reader r{reinterpret_cast<const unsigned char*>(dump.data()),
           reinterpret_cast<const unsigned char*>(dump.data()) + dump.size()};
  // Header: signature, version 5.4, format 0, 6 check bytes, sizes of Instruction,
  // lua_Integer and lua_Number, a test integer and a test number.
  static const unsigned char kHeader[] = {0x1b, 'L',  'u',  'a',  0x54, 0x00, 0x19, 0x93,
                                          '\r', '\n', 0x1a, '\n', 4,    8,    8};
  if (!r.need(sizeof kHeader) || std::memcmp(r.p, kHeader, sizeof kHeader) != 0) {
    error = "the linked Lua writes bytecode of another version (expected Lua 5.4)";
    return false;
  }
  r.skip(sizeof kHeader + 16);
  r.byte();  // upvalues of the function
  if (!read_function(r, f, 0)) {
    error = "cannot read the compiled script's bytecode";
    return false;
  }
  return true;
}

int line_at(const Function& f, int pc) {
  int base_pc = -1;
  int line = f.line_defined;
  for (const auto& [apc, aline] : f.absolute_lines) {
    if (apc > pc) break;
    base_pc = apc;
    line = aline;
  }
  while (base_pc++ < pc) {
    if (static_cast<std::size_t>(base_pc) >= f.line_deltas.size()) return line;
    const int delta = f.line_deltas[static_cast<std::size_t>(base_pc)];
    if (delta != kAbsLineInfo) line += delta;
  }
  return line;
}

}  // namespace gov::lua::bytecode
