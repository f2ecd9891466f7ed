// Lua 5.4 bytecode as lua_dump writes it (ldump.c), read just far enough for the checks of
// compiled scripts (scripting/file_level_writes.cpp, scripting/empty_returns.cpp): each
// function's code, string constants, upvalue descriptors and names, locals, nested
// functions and line info. The format, per function: source, line defined, last line, 3
// bytes, code, constants, upvalue descriptors (instack, idx, kind), nested functions,
// debug info (line deltas, absolute lines, locals, upvalue names). Sizes and ints are
// written most significant 7-bit group first, the last byte marked with 0x80.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

struct lua_State;

namespace gov::lua::bytecode {

struct Upvalue {
  bool in_stack = false;
  unsigned index = 0;
  bool file_level = false;  // leads to a local or _ENV of the main chunk
  bool env = false;         // is the main chunk's own _ENV (not a `local _ENV` of the file)
  std::string name;
};

struct Function {
  int line_defined = 0;
  int last_line = 0;
  std::vector<std::uint32_t> code;
  std::vector<std::string> strings;  // the constants, "" where not a string
  std::vector<Upvalue> upvalues;
  std::vector<std::string> locals;
  std::vector<Function> nested;
  std::vector<signed char> line_deltas;
  std::vector<std::pair<int, int>> absolute_lines;  // (pc, line)
};

// Reads the Lua function on top of the stack (with its debug info). False, with
// `error` set, when its bytecode is of another format.
bool read_dumped(lua_State* L, Function& f, std::string& error);

// The line of instruction `pc` (as luaG_getfuncline computes it).
int line_at(const Function& f, int pc);

}  // namespace gov::lua::bytecode
