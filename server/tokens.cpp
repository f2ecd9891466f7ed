#include "server/tokens.hpp"

#include <array>
#include <cstdint>
#include <fstream>
#include <random>
#include <stdexcept>

namespace gov::server {

namespace {

std::string random_hex(std::size_t bytes) {
  std::string raw(bytes, '\0');
  std::ifstream urandom("/dev/urandom", std::ios::binary);
  if (!urandom || !urandom.read(raw.data(), static_cast<std::streamsize>(bytes))) {
    std::random_device rd;  // non-deterministic on Linux (getrandom)
    for (auto& c : raw) c = static_cast<char>(rd() & 0xff);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes * 2);
  for (char c : raw) {
    const auto b = static_cast<unsigned char>(c);
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 0xf]);
  }
  return out;
}

}  // namespace

std::string random_token() {
  return random_hex(16);
}
std::string random_game_id() {
  return random_hex(8);
}

bool same_token(std::string_view a, std::string_view b) {
  if (a.empty() || b.empty() || a.size() != b.size()) return false;
  unsigned diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    diff |=
        static_cast<unsigned>(static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]));
  return diff == 0;
}

bool well_formed_hex(std::string_view s) {
  if (s.empty() || s.size() > 64) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace gov::server
