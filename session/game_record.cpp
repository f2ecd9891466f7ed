#include "session/game_record.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/json_integers.hpp"

#ifndef GOVERNOR_VERSION
#define GOVERNOR_VERSION "unknown"
#endif

namespace gov::session {

namespace {
constexpr const char* kFormatName = "governor-log";
constexpr int kFormatVersion = 1;  // the governor log's version: the extra fields are optional

std::string folder_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string errno_text() {
  return std::strerror(errno);
}
}  // namespace

std::string engine_version() {
  return GOVERNOR_VERSION;
}

std::vector<PackRef> pack_refs(const Ruleset& rules) {
  std::vector<PackRef> out;
  for (const auto& p : rules.packs) out.push_back({p.id, p.version, p.content_hash});
  return out;
}

nlohmann::json record_to_json(const GameRecord& r) {
  nlohmann::json j;
  j["format"] = kFormatName;
  j["version"] = kFormatVersion;
  j["engine"] = r.engine;
  j["packs"] = nlohmann::json::array();
  for (const auto& p : r.packs)
    j["packs"].push_back({{"id", p.id}, {"version", p.version}, {"content_hash", p.content_hash}});
  j["players"] = r.players;
  j["seed"] = r.seed;
  j["options"] = {{"draft", r.random_draft ? "random" : "none"}};
  j["seats"] = r.seats;
  j["actions"] = r.actions;
  j["final"] = {{"game_over", r.game_over}, {"round", r.round}, {"state_hash", r.state_hash}};
  return j;
}

GameRecord record_from_json(const nlohmann::json& j) {
  auto field = [&j](const char* key) -> const nlohmann::json& {
    if (!j.is_object() || !j.contains(key))
      throw std::invalid_argument(fmt::format("missing '{}'", key));
    return j.at(key);
  };
  try {
    if (field("format") != kFormatName)
      throw std::invalid_argument("'format' is not \"governor-log\"");
    if (int_in(field("version"), "version", 0, 1000000) != kFormatVersion)
      throw std::invalid_argument(fmt::format("log version {} (this governor reads version {})",
                                              j.at("version").dump(), kFormatVersion));
    GameRecord r;
    r.engine = j.value("engine", "");
    for (const auto& p : field("packs"))
      r.packs.push_back(
          {p.at("id").get<std::string>(), p.value("version", ""), p.value("content_hash", "")});
    r.players = int_in(field("players"), "players", 0, 1000);
    if (r.players < 1 || r.players > kMaxSeats)
      throw std::invalid_argument(fmt::format("'players' is {}", r.players));
    r.seed = seed_in(field("seed"), "seed");
    if (j.contains("options")) {
      const std::string draft = j.at("options").value("draft", "none");
      if (draft != "none" && draft != "random")
        throw std::invalid_argument("options.draft is neither \"none\" nor \"random\"");
      r.random_draft = draft == "random";
    }
    if (j.contains("seats")) r.seats = j.at("seats").get<std::vector<std::string>>();
    if (!r.seats.empty() && static_cast<int>(r.seats.size()) != r.players)
      throw std::invalid_argument("'seats' does not name every seat");
    r.actions = field("actions").get<std::vector<std::string>>();
    if (j.contains("final")) {
      const auto& f = j.at("final");
      r.game_over = f.value("game_over", false);
      r.round = int_or(f, "round", 0, 0, 1000000);
      r.state_hash = f.value("state_hash", "");
    }
    return r;
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(e.what());
  }
}

std::optional<std::string> write_atomically(const std::string& path, const std::string& text,
                                            bool sync) {
  // The temporary file is in the save's folder: rename() is atomic only within one file
  // system.
  const std::string tmp = path + ".tmp";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return fmt::format("{}: cannot write: {}", tmp, errno_text());
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = errno_text();
      ::close(fd);
      ::unlink(tmp.c_str());
      return fmt::format("{}: cannot write: {}", tmp, why);
    }
    done += static_cast<std::size_t>(n);
  }
  // On the disk before it replaces the save: a crash after the rename must not leave an
  // empty file behind the new name.
  if ((sync && ::fsync(fd) != 0) || ::close(fd) != 0) {
    const std::string why = errno_text();
    ::unlink(tmp.c_str());
    return fmt::format("{}: cannot write: {}", tmp, why);
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = errno_text();
    ::unlink(tmp.c_str());
    return fmt::format("{}: cannot replace: {}", path, why);
  }
  // The rename itself is durable once the folder is synced.
  if (!sync) return std::nullopt;
  const int dir = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
  return std::nullopt;
}

std::string record_text(const GameRecord& r) {
  return record_to_json(r).dump(1) + "\n";
}

std::optional<std::string> save_record(const std::string& path, const GameRecord& r, bool sync) {
  return write_atomically(path, record_text(r), sync);
}

std::optional<GameRecord> load_record(const std::string& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = fmt::format("{}: cannot open", path);
    return std::nullopt;
  }
  try {
    return record_from_json(nlohmann::json::parse(in));
  } catch (const std::exception& e) {
    error = fmt::format("{}: not a governor save: {}", path, e.what());
    return std::nullopt;
  }
}

std::vector<std::string> resume_problems(const Ruleset& rules, const GameRecord& r) {
  std::vector<std::string> out;
  if (!r.engine.empty() && r.engine != engine_version())
    out.push_back(fmt::format("saved by engine {}, this is engine {}", r.engine, engine_version()));
  for (const auto& saved : r.packs) {
    const PackInfo* found = nullptr;
    for (const auto& p : rules.packs)
      if (p.id == saved.id) found = &p;
    if (!found) {
      out.push_back(fmt::format("pack '{}' of the save is not loaded", saved.id));
      continue;
    }
    if (found->version != saved.version)
      out.push_back(fmt::format("pack '{}': version {} in the save, {} loaded", saved.id,
                                saved.version, found->version));
    if (found->content_hash != saved.content_hash)
      out.push_back(fmt::format("pack '{}': content hash differs (save {}, loaded {})", saved.id,
                                saved.content_hash, found->content_hash));
  }
  for (const auto& p : rules.packs) {
    bool saved = false;
    for (const auto& s : r.packs) saved = saved || s.id == p.id;
    if (!saved) out.push_back(fmt::format("pack '{}' is loaded but not in the save", p.id));
  }
  return out;
}

}  // namespace gov::session
