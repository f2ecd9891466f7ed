// Reads the output of lua_dump (Lua 5.4: ldump.c) just far enough to find every SETUPVAL
// and where its upvalue comes from. The format, per function: source, line defined, last
// line, 3 bytes, code, constants, upvalue descriptors (instack, idx, kind), nested
// functions, debug info (line deltas, absolute lines, locals, upvalue names). Sizes and
// ints are written most significant 7-bit group first, the last byte marked with 0x80.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/file_level_writes.hpp"

#include <lua.hpp>

#include <cstdint>
#include <cstring>
#include <memory>

namespace gov::lua {

namespace {

constexpr unsigned kOpSetUpval = 10;  // OP_SETUPVAL in every Lua 5.4 (lopcodes.h)
constexpr unsigned kOpSetTabUp = 15;  // OP_SETTABUP: UpValue[A][K[B]] = RK(C)
constexpr int kAbsLineInfo = -0x80;   // ABSLINEINFO: the line is in the absolute list

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

struct Upvalue {
  bool in_stack = false;
  unsigned index = 0;
  bool file_level = false;  // leads to a local or _ENV of the main chunk
  bool env = false;         // is the main chunk's own _ENV (not a `local _ENV` of the file)
  std::string name;
};

struct Function {
  int line_defined = 0;
  std::vector<std::uint32_t> code;
  std::vector<std::string> strings;  // the constants, "" where not a string
  std::vector<Upvalue> upvalues;
  std::vector<std::string> locals;
  std::vector<Function> nested;
  std::vector<signed char> line_deltas;
  std::vector<std::pair<int, int>> absolute_lines;  // (pc, line)
};

bool read_function(Reader& r, Function& f, int depth) {
  if (depth > 200) return false;
  r.string();  // source
  f.line_defined = static_cast<int>(r.size());
  r.size();   // last line
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

// The line of instruction `pc` (as luaG_getfuncline computes it).
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

// `parent` is the enclosing function of `f` (null for the main chunk); `main` says
// whether the parent is the main chunk.
void find_writes(Function& f, const Function* parent, bool parent_is_main,
                 std::vector<FileLevelWrite>& out) {
  for (auto& u : f.upvalues) {
    if (parent == nullptr)
      u.file_level = false;  // the main chunk's own _ENV: it runs once, at load
    else if (parent_is_main)
      u.file_level = true;  // a local (in_stack) or the _ENV of the main chunk
    else
      u.file_level =
          !u.in_stack && u.index < parent->upvalues.size() && parent->upvalues[u.index].file_level;
  }
  if (parent != nullptr) {
    for (std::size_t pc = 0; pc < f.code.size(); ++pc) {
      const std::uint32_t i = f.code[pc];
      if ((i & 0x7f) != kOpSetUpval) continue;
      const unsigned b = (i >> 16) & 0xff;
      if (b < f.upvalues.size() && f.upvalues[b].file_level)
        out.push_back(FileLevelWrite{line_at(f, static_cast<int>(pc)), f.upvalues[b].name});
    }
  }
  for (auto& n : f.nested) find_writes(n, &f, parent == nullptr, out);
}

// The SETTABUP on _ENV with a constant key in `f` and the functions in it: a global
// assigned. Names it could have meant: the function's locals and upvalues.
void find_global_writes(Function& f, const Function& parent, bool parent_is_main,
                        std::vector<GlobalWrite>& out) {
  for (auto& u : f.upvalues)
    u.env =
        !u.in_stack && u.index < parent.upvalues.size() &&
        (parent_is_main ? parent.upvalues[u.index].name == "_ENV" : parent.upvalues[u.index].env);
  for (std::size_t pc = 0; pc < f.code.size(); ++pc) {
    const std::uint32_t i = f.code[pc];
    if ((i & 0x7f) != kOpSetTabUp) continue;
    const unsigned a = (i >> 7) & 0xff;
    const unsigned b = (i >> 16) & 0xff;
    if (a >= f.upvalues.size() || !f.upvalues[a].env || b >= f.strings.size() ||
        f.strings[b].empty())
      continue;
    GlobalWrite w{line_at(f, static_cast<int>(pc)), f.strings[b], f.locals};
    for (const auto& u : f.upvalues)
      if (u.name != "_ENV") w.nearby.push_back(u.name);
    out.push_back(std::move(w));
  }
  for (auto& n : f.nested) find_global_writes(n, f, false, out);
}

int append(lua_State*, const void* p, std::size_t n, void* ud) {
  static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
  return 0;
}

// Reads the function on top of the stack as lua_dump writes it.
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

}  // namespace

bool find_file_level_writes(lua_State* L, std::vector<FileLevelWrite>& out, std::string& error) {
  Function main;
  if (!read_dumped(L, main, error)) return false;
  find_writes(main, nullptr, false, out);
  return true;
}

std::vector<GlobalWrite> find_global_writes(const std::string& source) {
  std::vector<GlobalWrite> out;
  const std::unique_ptr<lua_State, void (*)(lua_State*)> L(luaL_newstate(), lua_close);
  if (!L || luaL_loadbufferx(L.get(), source.data(), source.size(), "=script", "t") != LUA_OK)
    return out;
  Function main;
  std::string error;
  if (!read_dumped(L.get(), main, error)) return out;
  // The main chunk's own globals are set once, at load: only functions are checked.
  for (auto& n : main.nested) find_global_writes(n, main, true, out);
  return out;
}

bool find_upvalue_write(lua_State* L, FileLevelWrite& out) {
  Function f;
  std::string error;
  if (!read_dumped(L, f, error)) return false;
  for (std::size_t pc = 0; pc < f.code.size(); ++pc) {
    const std::uint32_t i = f.code[pc];
    if ((i & 0x7f) != kOpSetUpval) continue;
    const unsigned b = (i >> 16) & 0xff;
    out.line = line_at(f, static_cast<int>(pc));
    out.name = b < f.upvalues.size() ? f.upvalues[b].name : "?";
    return true;
  }
  return false;
}

}  // namespace gov::lua
