// Finds the paths of a script's functions that return no value: a bare `return`, or the
// end of the function reached without one. A modify or score hook must answer a number
// (or a boolean), so such a path fails when a game takes it (scripting/call_trampoline.cpp:
// "a modify hook must return ..."), perhaps many games later. Lua's compiler shows it: every
// function ends with an implicit `return` (RETURN0) after its last statement, reachable
// only when a path falls off the end; the check follows the compiled code's jumps
// (scripting/bytecode.hpp) from the first instruction.
#pragma once

#include <string>
#include <vector>

namespace gov::lua {

struct EmptyReturn {
  int first_line = 0;  // of the function's `function`
  int last_line = 0;   // of its `end`
  int line = 0;        // of the bare `return`, or of the `end` when a path falls off it
  bool falls_off = false;
};

// Every such path of every function of `source` (not its file level), in code order;
// nothing when the source does not compile (reported elsewhere).
std::vector<EmptyReturn> find_empty_returns(const std::string& source);

}  // namespace gov::lua
