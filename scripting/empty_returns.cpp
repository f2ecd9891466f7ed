// The paths that return nothing (see the header): a walk of each function's code from its
// first instruction along every jump Lua 5.4's virtual machine can take (lvm.c), marking
// the returns of no value it reaches.
//
// Naming convention: see scripting/runtime.hpp.
#include "scripting/empty_returns.hpp"

#include <lua.hpp>

#include <cstdint>
#include <memory>

#include "scripting/bytecode.hpp"

namespace gov::lua {

namespace {

using bytecode::Function;

// Lua 5.4's opcodes (lopcodes.h) that change the flow.
constexpr unsigned kOpLoadFalse = 5;
constexpr unsigned kOpLFalseSkip = 6;
constexpr unsigned kOpLoadTrue = 7;
constexpr unsigned kOpGetTabUp = 11;  // R[A] := UpValue[B][K[C]]
constexpr unsigned kOpJmp = 56;
constexpr unsigned kOpEq = 57;  // EQ ... TESTSET (67): skip the next instruction or not
constexpr unsigned kOpTest = 66;
constexpr unsigned kOpTestSet = 67;
constexpr unsigned kOpCall = 68;
constexpr unsigned kOpReturn = 70;  // B == 1: no values
constexpr unsigned kOpReturn0 = 71;
constexpr unsigned kOpReturn1 = 72;
constexpr unsigned kOpForLoop = 73;
constexpr unsigned kOpForPrep = 74;
constexpr unsigned kOpTForPrep = 75;
constexpr unsigned kOpTForLoop = 77;

// Is instruction `pc` a call of the global `error`, which never returns (a hook that fails
// on purpose)? The function register of the call was last written by a GETTABUP of _ENV
// with the key "error" (arguments go to the registers after it).
bool calls_error(const Function& f, long pc) {
  const std::uint32_t call = f.code[static_cast<std::size_t>(pc)];
  const unsigned a = (call >> 7) & 0xff;
  for (long at = pc - 1; at >= 0; --at) {
    const std::uint32_t i = f.code[static_cast<std::size_t>(at)];
    if (((i >> 7) & 0xff) != a) continue;
    const unsigned b = (i >> 16) & 0xff;
    const unsigned c = (i >> 24) & 0xff;
    return (i & 0x7f) == kOpGetTabUp && b < f.upvalues.size() && f.upvalues[b].name == "_ENV" &&
           c < f.strings.size() && f.strings[c] == "error";
  }
  return false;
}

// Where control may go after instruction `pc`.
std::vector<long> successors(const Function& f, long pc) {
  const std::uint32_t i = f.code[static_cast<std::size_t>(pc)];
  const unsigned op = i & 0x7f;
  if (op == kOpCall && calls_error(f, pc)) return {};
  const long bx = static_cast<long>(i >> 15);
  const long sj = static_cast<long>((i >> 7) & 0x1ffffff) - 0xffffff;
  if (op == kOpReturn || op == kOpReturn0 || op == kOpReturn1) return {};
  if (op == kOpJmp) return {pc + 1 + sj};
  if (op == kOpLFalseSkip) return {pc + 2};
  if (op == kOpTest && pc > 0) {
    // A constant tested (`until false` loads false, then tests it): one way only. TEST
    // skips the next instruction (its jump) when the value's falseness equals k.
    const std::uint32_t before = f.code[static_cast<std::size_t>(pc - 1)];
    const unsigned loaded = before & 0x7f;
    if ((loaded == kOpLoadFalse || loaded == kOpLoadTrue) &&
        ((before >> 7) & 0xff) == ((i >> 7) & 0xff)) {
      const bool is_false = loaded == kOpLoadFalse;
      const bool k = ((i >> 15) & 1) != 0;
      return {is_false == k ? pc + 2 : pc + 1};
    }
  }
  if (op >= kOpEq && op <= kOpTestSet) return {pc + 1, pc + 2};
  if (op == kOpForLoop || op == kOpTForLoop) return {pc + 1, pc + 1 - bx};
  if (op == kOpForPrep) return {pc + 1, pc + bx + 2};
  if (op == kOpTForPrep) return {pc + 1 + bx};
  return {pc + 1};
}

void find_in(const Function& f, std::vector<EmptyReturn>& out) {
  const long n = static_cast<long>(f.code.size());
  std::vector<bool> seen(f.code.size(), false);
  std::vector<long> todo = {0};
  while (!todo.empty()) {
    const long pc = todo.back();
    todo.pop_back();
    if (pc < 0 || pc >= n || seen[static_cast<std::size_t>(pc)]) continue;
    seen[static_cast<std::size_t>(pc)] = true;
    for (const long next : successors(f, pc)) todo.push_back(next);
  }
  for (long pc = 0; pc < n; ++pc) {
    const std::uint32_t i = f.code[static_cast<std::size_t>(pc)];
    const unsigned op = i & 0x7f;
    const bool empty = op == kOpReturn0 || (op == kOpReturn && ((i >> 16) & 0xff) == 1);
    if (!empty || !seen[static_cast<std::size_t>(pc)]) continue;
    const bool last = pc == n - 1;  // the implicit return after the last statement
    out.push_back({f.line_defined, f.last_line,
                   last ? f.last_line : bytecode::line_at(f, static_cast<int>(pc)), last});
  }
  for (const Function& g : f.nested) find_in(g, out);
}

}  // namespace

std::vector<EmptyReturn> find_empty_returns(const std::string& source) {
  std::vector<EmptyReturn> out;
  const std::unique_ptr<lua_State, void (*)(lua_State*)> L(luaL_newstate(), lua_close);
  if (!L || luaL_loadbufferx(L.get(), source.data(), source.size(), "=script", "t") != LUA_OK)
    return out;
  Function main;
  std::string error;
  if (!bytecode::read_dumped(L.get(), main, error)) return out;
  for (const Function& g : main.nested) find_in(g, out);
  return out;
}

}  // namespace gov::lua
