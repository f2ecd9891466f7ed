// Finds the functions of a script that assign a file-level local: hidden state.
//
// A script's file level runs once, at load; its locals then live on as upvalues of the
// hook functions. A hook that assigns one (`count = count + 1`, a lazy cache
// `ids = ids or ctx:good_ids()`) keeps state outside the State: games then depend on which
// calls ran before (another game of the batch, a call run again under the budget), and a
// saved game no longer replays. So such a script does not load. Tables are frozen instead
// (scripting/freeze.cpp); this covers the assignment of the local itself, which no
// metatable can see.
//
// Lua's compiler turns such an assignment into the instruction SETUPVAL on an upvalue that
// leads, through the enclosing functions, to a local (or _ENV) of the main chunk. The check
// reads the compiled chunk as lua_dump writes it (Lua 5.4's format: scripting/bytecode.cpp)
// and follows each function's upvalue descriptors up to the main chunk.
#pragma once

#include <string>
#include <vector>

struct lua_State;

namespace gov::lua {

struct FileLevelWrite {
  int line = 0;      // of the assignment
  std::string name;  // of the local
};

// The function on top of the stack is a compiled chunk (not yet run). Returns false, with
// `error` set, when its bytecode cannot be read (a Lua of another format).
bool find_file_level_writes(lua_State* L, std::vector<FileLevelWrite>& out, std::string& error);

// A global assigned inside a function (`total = 3` for `local total = 3`): the script's
// globals outlive the call, so it is hidden state like a file-level local, found only when
// a played game reaches the line. Found as the instruction SETTABUP on the upvalue _ENV.
struct GlobalWrite {
  int line = 0;
  std::string name;
  std::vector<std::string> nearby;  // the function's locals and upvalues, for a "did you mean"
};

// Every global the functions of a script's source assign (not its file level; not a
// `local _ENV` of the file, which the freeze guards). Compiled in a state of its own, as
// `governor validate` checks it: at load the sandbox raises "assignment to global" only
// when the line runs. Nothing when the source does not compile (reported elsewhere).
std::vector<GlobalWrite> find_global_writes(const std::string& source);

// The function on top of the stack is a Lua closure that exists once the script has loaded
// (made by a function the file level called: `local tick = make_counter()`). Its locals
// live on in its upvalues like file-level locals do, so its own code must not assign one
// (its nested functions may: they are made anew by every call). Returns true with `out`
// set to the first such assignment (line and upvalue name); false when there is none or
// the bytecode cannot be read.
bool find_upvalue_write(lua_State* L, FileLevelWrite& out);

}  // namespace gov::lua
