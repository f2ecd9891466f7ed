// Finds every SETUPVAL and where its upvalue comes from, and every SETTABUP on the file's
// _ENV, in the compiled chunk (scripting/bytecode.hpp reads it).
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/file_level_writes.hpp"

#include "scripting/bytecode.hpp"

#include <lua.hpp>

#include <cstdint>
#include <cstring>
#include <memory>

namespace gov::lua {

namespace {

using bytecode::Function;
using bytecode::line_at;
using bytecode::read_dumped;

constexpr unsigned kOpSetUpval = 10;  // OP_SETUPVAL in every Lua 5.4 (lopcodes.h)
constexpr unsigned kOpSetTabUp = 15;  // OP_SETTABUP: UpValue[A][K[B]] = RK(C)

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
