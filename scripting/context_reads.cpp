// The read side of `ctx`, the object every hook receives first: views of the State and the
// Ruleset, by area (scripting/context_reads_game.cpp, _seat.cpp, _places.cpp,
// context_definitions.cpp). The full list is in docs/hooks.md.
//
// Naming convention: see scripting/runtime.hpp (l_ctx_<method>). Upvalue 1 of every method
// is the id table (scripting/ids.cpp). None of these can throw C++ exceptions.
#include "scripting/context_reads.hpp"

namespace gov::lua {

void add_game_reads(lua_State* L, int methods);
void add_seat_reads(lua_State* L, int methods);
void add_place_reads(lua_State* L, int methods);
void add_definition_reads(lua_State* L, int methods);
void add_card_methods(lua_State* L, int methods);  // context_cards.cpp

void add_methods(lua_State* L, int methods, std::span<const luaL_Reg> reads) {
  for (const luaL_Reg& r : reads) {
    lua_pushvalue(L, -1);              // ..., ids, ids
    lua_pushcclosure(L, r.func, 1);    // ..., ids, method
    lua_setfield(L, methods, r.name);  // ..., ids
  }
}

// Stack: ..., methods (at `methods`), ids (on top).
void add_context_reads(lua_State* L, int methods) {
  add_game_reads(L, methods);
  add_seat_reads(L, methods);
  add_place_reads(L, methods);
  add_definition_reads(L, methods);
  add_card_methods(L, methods);
}

}  // namespace gov::lua
