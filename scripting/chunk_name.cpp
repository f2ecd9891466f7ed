#include "scripting/chunk_name.hpp"

#include <lua.hpp>

namespace gov::lua {

std::string with_full_chunk_name(std::string message, const std::string& file) {
  // lobject.c, luaO_chunkid: a "@name" source longer than LUA_IDSIZE - 1 characters is
  // shown as "..." and its last LUA_IDSIZE - 4 characters.
  constexpr std::size_t kKept = LUA_IDSIZE - 4;
  if (file.size() + 1 <= LUA_IDSIZE) return message;
  const std::string cut = "..." + file.substr(file.size() - kKept);
  for (std::size_t at = message.find(cut); at != std::string::npos;
       at = message.find(cut, at + file.size()))
    message.replace(at, cut.size(), file);
  return message;
}

}  // namespace gov::lua
