// The one file policy of every command (loader/pack_refs.hpp, loader/pack_files.hpp): a
// link never leads out of a pack and its target is never read or shown; a script past the
// size cap is refused before it is read; only the files the loader reads are hashed; a pack
// id read from a log is looked up in the content folder and nowhere else.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "loader/load.hpp"
#include "loader/pack_files.hpp"
#include "loader/pack_refs.hpp"

using namespace gov;
namespace fs = std::filesystem;

namespace {

// A pack folder "extra" (requires base, one building with a script) in a fresh temporary
// folder, removed at the end.
struct TempPack {
  fs::path root;
  fs::path dir;
  TempPack() {
    static int counter = 0;
    root = fs::temp_directory_path() /
           ("governor-policy-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    dir = root / "extra";
    fs::create_directories(dir / "buildings");
    write("pack.yaml", "id: extra\nname: Extra\nversion: 1.0.0\nrequires: [base]\n");
    write("buildings/kiosk.yaml",
          "id: kiosk\nname: Kiosk\ncost: 1\nvp: 1\ncircles: 1\ncolumn: 1\nsize: small\n"
          "category: violet\ncopies: 1\ntext: Nothing (test building).\n");
    write("buildings/kiosk.lua", "return { final_score = function(ctx) return 1 end }\n");
  }
  ~TempPack() {
    std::error_code ec;
    fs::remove_all(root, ec);
  }
  void write(const std::string& rel, const std::string& text) const {
    std::ofstream(dir / rel, std::ios::binary) << text;
  }
  LoadResult load() const { return load_packs({"base", dir.string()}, GOVERNOR_CONTENT_DIR); }
};

std::string all_messages(const LoadResult& r) {
  std::string out;
  for (const auto& d : r.diagnostics) out += format_diagnostic(d) + "\n";
  return out;
}

}  // namespace

TEST_CASE("a link out of the pack is refused, naming the link, never showing the target",
          "[loader][hardening]") {
  TempPack p;
  const fs::path secret = p.root / "secret.txt";
  std::ofstream(secret) << "password: hunter2\n";
  fs::create_symlink(secret, p.dir / "goods.yaml");
  fs::create_symlink("/etc/passwd", p.dir / "buildings" / "kiosk2.yaml");
  const LoadResult r = p.load();
  INFO(all_messages(r));
  CHECK_FALSE(r.ok());
  CHECK(all_messages(r).find("hunter2") == std::string::npos);
  CHECK(all_messages(r).find("root:") == std::string::npos);
  int links = 0;
  for (const auto& d : r.diagnostics)
    if (d.message.find("a symbolic link to something outside the pack folder") !=
        std::string::npos) {
      ++links;
      CHECK((d.file.ends_with("extra/goods.yaml") ||
             d.file.ends_with("extra/buildings/kiosk2.yaml")));
    }
  CHECK(links == 2);
}

TEST_CASE("a link inside the pack is followed", "[loader][hardening]") {
  TempPack p;
  fs::rename(p.dir / "buildings" / "kiosk.lua", p.dir / "kiosk-script.txt");
  fs::create_symlink("../kiosk-script.txt", p.dir / "buildings" / "kiosk.lua");
  const LoadResult r = p.load();
  INFO(all_messages(r));
  REQUIRE(r.ok());
  CHECK(r.rules->buildings.back().script_file.ends_with("buildings/kiosk.lua"));
}

TEST_CASE("a script past the size cap is refused unread, whatever its size",
          "[loader][hardening]") {
  TempPack p;
  // Sparse: 700 MiB on paper, nothing on disk; reading it whole used to end in an abort.
  fs::resize_file(p.dir / "buildings" / "kiosk.lua", 700u << 20);
  const auto t0 = std::chrono::steady_clock::now();
  const LoadResult r = p.load();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  INFO(all_messages(r));
  CHECK_FALSE(r.ok());
  CHECK(all_messages(r).find("kiosk.lua:1:1: error: script is larger than the limit of "
                             "1048576 bytes") != std::string::npos);
  CHECK(seconds < 2.0);
}

TEST_CASE("only the files the loader reads are hashed", "[loader][hardening]") {
  TempPack p;
  const std::string before = p.load().rules->packs.back().content_hash;
  // A README (even a 2 GiB sparse one) changes no game: not read, not hashed.
  p.write("README.md", "notes");
  fs::resize_file(p.dir / "README.md", 2ull << 30);
  const auto t0 = std::chrono::steady_clock::now();
  const LoadResult with_readme = p.load();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  REQUIRE(with_readme.ok());
  CHECK(with_readme.rules->packs.back().content_hash == before);
  CHECK(seconds < 2.0);
  // A script is content: changing it changes the hash.
  p.write("buildings/kiosk.lua", "return { final_score = function(ctx) return 2 end }\n");
  CHECK(p.load().rules->packs.back().content_hash != before);
  CHECK(loader::is_content_file("buildings/kiosk.lua"));
  CHECK(loader::is_content_file("rules.lua"));
  CHECK_FALSE(loader::is_content_file("README.md"));
  CHECK_FALSE(loader::is_content_file("buildings/old/kiosk.lua"));
}

TEST_CASE("a recorded pack reference is an id of the content folder, nothing else",
          "[loader][hardening]") {
  TempPack p;
  for (const std::string& bad :
       std::vector<std::string>{"/", "/proc/self", "../content/base", "./base", "", "Base",
                                p.dir.string(), "base/../nobles"}) {
    INFO(bad);
    const LoadResult r = load_packs({bad}, GOVERNOR_CONTENT_DIR, RefSource::Recorded);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].io);
    CHECK(r.diagnostics[0].message.find("is not a pack id") != std::string::npos);
  }
  const LoadResult missing = load_packs({"elsewhere"}, GOVERNOR_CONTENT_DIR, RefSource::Recorded);
  REQUIRE(missing.diagnostics.size() == 1);
  CHECK(missing.diagnostics[0].message.find("no pack 'elsewhere' in") != std::string::npos);
  CHECK(load_packs({"base"}, GOVERNOR_CONTENT_DIR, RefSource::Recorded).ok());
  // The same path given on the command line is the user's choice.
  CHECK(load_packs({"base", p.dir.string()}, GOVERNOR_CONTENT_DIR, RefSource::CommandLine).ok());
  CHECK(loader::is_pack_id("new-buildings"));
  CHECK_FALSE(loader::is_pack_id("new buildings"));
}

TEST_CASE("a folder without pack.yaml is not walked", "[loader][hardening]") {
  const auto t0 = std::chrono::steady_clock::now();
  const LoadResult r = load_packs({"/proc/self"}, GOVERNOR_CONTENT_DIR);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].message.find("missing pack.yaml") != std::string::npos);
  CHECK(seconds < 1.0);
}
