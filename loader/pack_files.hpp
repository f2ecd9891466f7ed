// The files of a pack folder: which ones exist (listing), which ones the loader reads, and
// the content hash over those. Part of the one file policy of every command (with
// pack_refs.hpp): a link never leads out of the pack, no file is read past its cap.
#pragma once

#include <string>
#include <vector>

namespace gov::loader {

class Sink;

inline constexpr std::size_t kMaxPackFiles = 4096;
// Entries of any kind looked at while listing (folders, links, devices, files): a folder
// like /proc given as a pack stops early instead of being walked whole.
inline constexpr std::size_t kMaxPackEntries = 4 * kMaxPackFiles;

struct PackListing {
  // Regular files, and links to a regular file inside the pack: relative to the pack
  // folder, '/'-separated, sorted. Hidden entries (".name") are skipped.
  std::vector<std::string> files;
  // Links whose target lies outside the pack folder (or cannot be resolved): never read,
  // never hashed; the loader reports each as an error naming the link.
  std::vector<std::string> outside_links;
  // Content files (is_content_file) that are no regular file, nor a link to one: a FIFO, a
  // device, a socket. Never opened (opening a FIFO blocks); the loader reports each.
  std::vector<std::string> not_regular;
  bool truncated = false;  // more than kMaxPackFiles files or kMaxPackEntries entries
};

PackListing list_pack_files(const std::string& dir);

// A file the loader reads: pack.yaml, goods.yaml, tiles.yaml, workers.yaml, roles.yaml,
// setup.yaml, rules.lua, buildings/<name>.yaml|.lua (relative path as listed).
bool is_content_file(const std::string& rel);

// FNV-1a 64 over each content file's relative path and bytes (is_content_file; in the
// listed order), as 16 hex digits. Other files (a README, pictures) change no game, so they
// do not change the hash: a log stays valid, and a huge one costs nothing. A content file
// is read up to the loader's size cap plus one byte (a longer one is a load error anyway).
std::string content_hash(const std::string& dir, const std::vector<std::string>& files);

// A Lua script the packs name: reads at most the size cap plus one byte and reports a
// script that is too big or not text (the Lua host would read a 700 MiB file whole before
// its memory cap applies). False after reporting.
bool check_script_file(const std::string& path, Sink& sink);

}  // namespace gov::loader
