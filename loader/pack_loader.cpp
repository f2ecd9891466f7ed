// load_packs: resolves pack references, reads each pack's files in a fixed order (so that
// references point backwards: goods, tiles, workers, roles, buildings, setup), then checks
// the mix as a whole.
#include <algorithm>
#include <filesystem>

#include "core/did_you_mean.hpp"
#include "loader/load.hpp"
#include "loader/mix_checks.hpp"
#include "loader/pack_files.hpp"
#include "loader/pack_refs.hpp"
#include "loader/readers.hpp"

namespace fs = std::filesystem;

namespace gov::loader {

namespace {

const std::vector<std::string> kTopFiles = {"pack.yaml",    "goods.yaml", "tiles.yaml",
                                            "workers.yaml", "roles.yaml", "cards.yaml",
                                            "setup.yaml",   "rules.lua"};

bool is_yaml(const std::string& rel) {
  return rel.ends_with(".yaml") || rel.ends_with(".yml");
}

std::string stem_of(const std::string& rel) {
  std::string name = rel.substr(rel.rfind('/') + 1);
  return name.substr(0, name.rfind('.'));
}

// The name of the folder `dir` ("." and "x/.." name a folder too).
std::string folder_name(const std::string& dir) {
  std::error_code ec;
  fs::path p = fs::absolute(dir, ec).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();
  return p.filename().string();
}

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Which files of the pack are content; reports the ones that look like content but are not.
void check_file_names(const FileCtx& f, const std::string& dir,
                      const std::vector<std::string>& files) {
  for (const auto& rel : files) {
    if (rel.rfind("tests/", 0) == 0) continue;  // the pack's own tests: not content
    bool in_buildings = rel.rfind("buildings/", 0) == 0;
    bool nested = std::count(rel.begin(), rel.end(), '/') > (in_buildings ? 1 : 0);
    if (in_buildings && !nested) {
      if (rel.ends_with(".lua") && !has(files, "buildings/" + stem_of(rel) + ".yaml"))
        f.sink->error(dir + "/" + rel, {},
                      "building script without its definition buildings/" + stem_of(rel) + ".yaml");
      else if (rel.ends_with(".yml"))
        f.sink->error(dir + "/" + rel, {}, "building files end in .yaml, not .yml");
      continue;
    }
    if (!nested && has(kTopFiles, rel)) continue;
    if (is_yaml(rel) || (!nested && rel.ends_with(".lua")))
      f.sink->error(dir + "/" + rel, {},
                    "not a file of a pack (pack.yaml, goods.yaml, tiles.yaml, workers.yaml, "
                    "roles.yaml, cards.yaml, setup.yaml, rules.lua, buildings/<id>.yaml|.lua)" +
                        did_you_mean(rel, kTopFiles));
  }
}

void load_pack(LoadState& st, const std::string& ref, const std::string& content_dir,
               RefSource source, std::vector<std::string>& loaded,
               const std::vector<std::string>& later) {
  const ResolvedRef where = resolve_pack_ref(ref, content_dir, source);
  if (!where.ok()) {
    ++st.unreadable;
    st.sink.io_error(where.dir.empty() ? ref : where.dir, {}, where.error);
    return;
  }
  const std::string& dir = where.dir;
  FileCtx pack_file{dir + "/pack.yaml", &st.sink};
  // A folder without pack.yaml is no pack: it is not walked (a pack given as `/` or
  // `/proc/self` would be).
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(pack_file.path, ec))) {
    st.sink.error(pack_file.path, {}, "missing pack.yaml (every pack declares id, name, version)");
    ++st.unreadable;
    return;
  }
  const PackListing listing = list_pack_files(dir);
  const std::vector<std::string>& files = listing.files;
  if (listing.truncated)
    st.sink.error(dir, {},
                  "more than " + std::to_string(kMaxPackFiles) + " files (or " +
                      std::to_string(kMaxPackEntries) + " entries) in the pack");
  for (const auto& link : listing.outside_links)
    st.sink.error(dir + "/" + link, {},
                  "a symbolic link to something outside the pack folder; links are followed "
                  "only within the pack (copy the file into the pack)");
  for (const auto& odd : listing.not_regular)
    st.sink.error(dir + "/" + odd, {},
                  "not a regular file (a FIFO, a device or a socket): never read; a pack's "
                  "files are plain files");

  PackInfo info;
  info.id = folder_name(dir);
  info.dir = dir;
  if (where.given_path) info.shown_dir = dir;
  info.content_hash = content_hash(dir, files);
  if (has(files, "rules.lua") && check_script_file(dir + "/rules.lua", st.sink))
    info.rules_file = dir + "/rules.lua";
  if (!has(files, "pack.yaml")) {
    // A link leaving the pack was reported above; anything else (a folder, a device, a
    // folder we may not list) is said here.
    if (!has(listing.outside_links, "pack.yaml"))
      st.sink.io_error(pack_file.path, {}, "not a regular file that can be read");
    ++st.unreadable;
  } else if (auto root = read_yaml_file(pack_file.path, st.sink)) {
    const int missing = st.missing_requirements;
    const int errors = st.sink.error_count();
    read_pack_yaml(st, pack_file, *root, info, loaded, later);
    // A pack of another game: said once, and its content is not read (it would only clash
    // with the other game's setups and roles). A pack.yaml with errors may have lost the
    // `requires` that gives its game, so it is not judged.
    if (st.missing_requirements > missing ||
        (st.sink.error_count() == errors && !check_game(st, info))) {
      // Its content builds on a pack that is not there: reading it would only report the
      // consequences (no goods, no roles, no setup to amend). The missing pack is the message.
      loaded.push_back(info.id);
      st.rules.packs.push_back(info);
      return;
    }
  } else {
    ++st.unreadable;
  }
  if (has(loaded, info.id)) {
    st.sink.error(pack_file.path, {}, "pack '" + info.id + "' is already in the mix");
    return;
  }
  loaded.push_back(info.id);
  st.rules.packs.push_back(info);
  st.pack_id = info.id;
  st.pack_dir = dir;
  check_file_names(pack_file, dir, files);

  auto read = [&](const std::string& rel, auto&& reader) {
    if (!has(files, rel)) return;
    FileCtx f{dir + "/" + rel, &st.sink};
    if (auto root = read_yaml_file(f.path, st.sink))
      reader(f, *root);
    else
      ++st.unreadable;
  };
  read("goods.yaml", [&](const FileCtx& f, const YNode& r) { read_goods(st, f, r); });
  read("tiles.yaml", [&](const FileCtx& f, const YNode& r) { read_tiles(st, f, r); });
  read("workers.yaml", [&](const FileCtx& f, const YNode& r) { read_workers(st, f, r); });
  read("roles.yaml", [&](const FileCtx& f, const YNode& r) { read_roles(st, f, r); });
  for (const auto& rel : files) {
    if (rel.rfind("buildings/", 0) != 0 || !rel.ends_with(".yaml") ||
        std::count(rel.begin(), rel.end(), '/') != 1)
      continue;
    std::string stem = stem_of(rel);
    std::string script = "buildings/" + stem + ".lua";
    script = has(files, script) && check_script_file(dir + "/" + script, st.sink)
                 ? dir + "/" + script
                 : "";
    read(rel, [&](const FileCtx& f, const YNode& r) { read_building(st, f, r, stem, script); });
  }
  // The zones after the buildings: `start.built` names buildings.
  read("cards.yaml", [&](const FileCtx& f, const YNode& r) { read_cards(st, f, r); });
  read("setup.yaml", [&](const FileCtx& f, const YNode& r) { read_setup(st, f, r); });
}

}  // namespace

LoadResult load_packs(const std::vector<std::string>& refs, const std::string& content_dir,
                      RefSource source) {
  Sink sink;
  auto rules = std::make_unique<Ruleset>();
  LoadState st{*rules, sink};
  if (refs.empty()) sink.error(content_dir, {}, "no pack to load");
  std::vector<std::string> loaded;
  for (std::size_t i = 0; i < refs.size(); ++i) {
    std::vector<std::string> later;
    for (std::size_t j = i + 1; j < refs.size(); ++j)
      later.push_back(fs::path(trim_slashes(refs[j])).filename().string());
    load_pack(st, refs[i], content_dir, source, loaded, later);
  }
  check_conflicts(st);
  const bool one_game = st.mixed_games == 0;
  if (one_game) finish_cards(st);
  if (!refs.empty() && one_game && st.unreadable == 0 && st.missing_requirements == 0) {
    std::string first =
        rules->packs.empty() ? trim_slashes(content_dir) : rules->packs.front().dir + "/pack.yaml";
    check_mix(st, first);
  }
  LoadResult result;
  if (!sink.has_errors()) {
    rules->index_handlers();
    result.rules = std::move(rules);
  } else {
    result.partial = std::move(rules);
  }
  result.diagnostics = sink.take_sorted();
  return result;
}

}  // namespace gov::loader
