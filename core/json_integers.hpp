#pragma once
// Integers read from JSON that came from outside the process: game logs, saves, the shard
// files of `governor merge`, HTTP request bodies. nlohmann's get<int>() converts a float
// with a static_cast, and out of range that is undefined behaviour (the replay fuzzer
// found 1.36e20 read as an int). Every such field goes through these, which refuse a
// float, a string or a value out of range by the field's name.
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

namespace gov {

// An integer from lo to hi; std::invalid_argument naming `name` otherwise.
std::int64_t integer_in(const nlohmann::json& v, std::string_view name, std::int64_t lo,
                        std::int64_t hi);

// The same, as an int (lo and hi must fit an int).
int int_in(const nlohmann::json& v, std::string_view name, int lo, int hi);

// `obj[key]` read with int_in, or `fallback` when the key is absent.
int int_or(const nlohmann::json& obj, std::string_view key, int fallback, int lo, int hi);

// A seed: any unsigned 64-bit integer.
std::uint64_t seed_in(const nlohmann::json& v, std::string_view name);

}  // namespace gov
