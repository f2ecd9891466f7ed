// Seat tokens: unguessable strings from the kernel's random source.
#pragma once

#include <string>
#include <string_view>

namespace gov::server {

// 128 random bits as 32 lowercase hex digits, read from /dev/urandom (std::random_device
// when it cannot be opened). Throws std::runtime_error when neither gives bytes.
std::string random_token();
// A short id for a game: 64 random bits as 16 hex digits.
std::string random_game_id();
// Compares without stopping at the first difference (a token's check takes the same time
// however much of it was guessed right). Empty strings never match.
bool same_token(std::string_view a, std::string_view b);
// Ids and tokens are lowercase hex, 1 to 64 characters: anything else is refused early.
bool well_formed_hex(std::string_view s);

}  // namespace gov::server
