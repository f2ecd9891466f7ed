#include "core/json_integers.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace gov {

std::int64_t integer_in(const nlohmann::json& v, std::string_view name, std::int64_t lo,
                        std::int64_t hi) {
  if (!v.is_number_integer())
    throw std::invalid_argument(fmt::format("'{}' is not an integer", name));
  if (v.is_number_unsigned()) {
    const std::uint64_t u = v.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(hi))
      throw std::invalid_argument(fmt::format("'{}' is {}, more than {}", name, u, hi));
    return static_cast<std::int64_t>(u);
  }
  const std::int64_t x = v.get<std::int64_t>();
  if (x < lo || x > hi)
    throw std::invalid_argument(fmt::format("'{}' is {}, not from {} to {}", name, x, lo, hi));
  return x;
}

int int_in(const nlohmann::json& v, std::string_view name, int lo, int hi) {
  return static_cast<int>(integer_in(v, name, lo, hi));
}

int int_or(const nlohmann::json& obj, std::string_view key, int fallback, int lo, int hi) {
  const auto it = obj.find(key);
  return it == obj.end() ? fallback : int_in(*it, key, lo, hi);
}

std::uint64_t seed_in(const nlohmann::json& v, std::string_view name) {
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_number_integer())
    throw std::invalid_argument(fmt::format("'{}' is {}, not from 0 to 2^64-1", name, v.dump()));
  throw std::invalid_argument(fmt::format("'{}' is not an unsigned 64-bit integer", name));
}

}  // namespace gov
