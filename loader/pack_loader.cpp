// load_packs: resolves pack references, reads each pack's files in a fixed order (so that
// references point backwards: goods, tiles, workers, roles, buildings, setup), then checks
// the mix as a whole.
#include <algorithm>
#include <filesystem>

#include "loader/did_you_mean.hpp"
#include "loader/load.hpp"
#include "loader/mix_checks.hpp"
#include "loader/pack_files.hpp"
#include "loader/readers.hpp"

namespace fs = std::filesystem;

namespace gov::loader {

namespace {

const std::vector<std::string> kTopFiles = {"pack.yaml",    "goods.yaml", "tiles.yaml",
                                            "workers.yaml", "roles.yaml", "setup.yaml",
                                            "rules.lua"};

std::string trim_slashes(std::string s) {
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

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
                    "roles.yaml, setup.yaml, rules.lua, buildings/<id>.yaml|.lua)" +
                        did_you_mean(rel, kTopFiles));
  }
}

void load_pack(LoadState& st, const std::string& ref, const std::string& content_dir,
               std::vector<std::string>& loaded, const std::vector<std::string>& later) {
  // "." and ".." are folders, never pack ids: under the content folder they would name the
  // content folder itself (or its parent) and load every pack in it as one.
  bool is_path = ref.find('/') != std::string::npos || ref == "." || ref == "..";
  std::string dir = trim_slashes(is_path ? ref : trim_slashes(content_dir) + "/" + ref);
  std::error_code ec;
  // A plain name that is no pack of the content folder but a folder here: a modder's pack
  // (`governor validate base my-pack`).
  if (!is_path && !fs::is_directory(dir, ec) && fs::is_directory(ref, ec)) dir = ref;
  if (!fs::is_directory(dir, ec)) {
    ++st.unreadable;
    st.sink.io_error(dir, {},
                     "no pack folder '" + ref + "' (a pack is a folder under " + content_dir +
                         ", or a path to one)");
    return;
  }
  bool truncated = false;
  std::vector<std::string> files = list_pack_files(dir, &truncated);
  FileCtx pack_file{dir + "/pack.yaml", &st.sink};
  if (truncated)
    st.sink.error(dir, {}, "more than " + std::to_string(kMaxPackFiles) + " files in the pack");

  PackInfo info;
  info.id = folder_name(dir);
  info.dir = dir;
  info.content_hash = content_hash(dir, files);
  if (has(files, "rules.lua")) info.rules_file = dir + "/rules.lua";
  if (!has(files, "pack.yaml")) {
    st.sink.error(pack_file.path, {}, "missing pack.yaml (every pack declares id, name, version)");
    ++st.unreadable;
  } else if (auto root = read_yaml_file(pack_file.path, st.sink)) {
    read_pack_yaml(st, pack_file, *root, info, loaded, later);
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
    script = has(files, script) ? dir + "/" + script : "";
    read(rel, [&](const FileCtx& f, const YNode& r) { read_building(st, f, r, stem, script); });
  }
  read("setup.yaml", [&](const FileCtx& f, const YNode& r) { read_setup(st, f, r); });
}

}  // namespace

LoadResult load_packs(const std::vector<std::string>& refs, const std::string& content_dir) {
  Sink sink;
  auto rules = std::make_unique<Ruleset>();
  LoadState st{*rules, sink};
  if (refs.empty()) sink.error(content_dir, {}, "no pack to load");
  std::vector<std::string> loaded;
  for (std::size_t i = 0; i < refs.size(); ++i) {
    std::vector<std::string> later;
    for (std::size_t j = i + 1; j < refs.size(); ++j)
      later.push_back(fs::path(trim_slashes(refs[j])).filename().string());
    load_pack(st, refs[i], content_dir, loaded, later);
  }
  check_conflicts(st);
  if (!refs.empty() && st.unreadable == 0) {
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
