// Lua names a script in its messages by its chunk name cut to LUA_IDSIZE characters
// (60), keeping the end ("...sters/buildings/harbourmaster.lua:12: ..."): a modder could
// not tell which file failed. The host puts the whole path back before a message leaves.
#pragma once

#include <string>

namespace gov::lua {

// `message` with every cut form of `file`'s chunk name ("@" + file) replaced by `file`.
std::string with_full_chunk_name(std::string message, const std::string& file);

}  // namespace gov::lua
