// gov::copy_state (core/state.hpp). This file is compiled with GCC's
// -mstringop-strategy=libcall (CMakeLists.txt), so the copy is a call to the C library's
// memcpy, whose vector loop beats the inline `rep movsq` GCC emits for a fixed 1.7 kB.
#include <cstring>

#include "core/state.hpp"

namespace gov {

void copy_state(void* to, const State& from) {
  std::memcpy(to, &from, sizeof(State));
}

}  // namespace gov
