// Shared by the libFuzzer harnesses (fuzz/README.md): a scratch folder per process and the
// base pack's YAML copied there without its scripts, so a harness exercises the loader and
// the engine, not the shipped scripts.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace gov::fuzz {

// A fresh folder under $TMPDIR (or /dev/shm when it exists), removed at exit.
std::filesystem::path scratch_dir(std::string_view name);

// Copies <content_dir>/base's *.yaml and buildings/*.yaml to <to>/base; returns that path.
std::filesystem::path scriptless_base(const std::filesystem::path& content_dir,
                                      const std::filesystem::path& to);

// Writes `bytes` to `path`, creating its folder.
void write_file(const std::filesystem::path& path, std::string_view bytes);

}  // namespace gov::fuzz
