// The files of a pack folder: listing (sorted, relative, '/'-separated) and content hash.
#pragma once

#include <string>
#include <vector>

namespace gov::loader {

inline constexpr std::size_t kMaxPackFiles = 4096;

// Every regular file under `dir`, relative to it, sorted. Hidden entries (".name") are
// skipped. Stops after kMaxPackFiles (sets `truncated`).
std::vector<std::string> list_pack_files(const std::string& dir, bool* truncated);

// FNV-1a 64 over each file's relative path and bytes, in the listed order, as 16 hex digits.
std::string content_hash(const std::string& dir, const std::vector<std::string>& files);

}  // namespace gov::loader
