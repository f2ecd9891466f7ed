#include "session/save_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include <fmt/format.h>

namespace gov::session {

namespace {
std::string folder_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string errno_text() {
  return std::strerror(errno);
}
}  // namespace

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

std::optional<std::string> save_record(const std::string& path, const GameLog& log, bool sync) {
  return write_atomically(path, log_text(log), sync);
}

std::optional<GameLog> load_record(const std::string& path, std::string& error) {
  return read_log(path, error, "save");
}

std::vector<std::string> resume_problems(const Ruleset& rules, const GameLog& log) {
  std::vector<std::string> out;
  if (!log.engine.empty() && log.engine != engine_version())
    out.push_back(
        fmt::format("saved by engine {}, this is engine {}", log.engine, engine_version()));
  for (auto& p : compare_packs(rules, log, "save")) out.push_back(std::move(p));
  return out;
}

}  // namespace gov::session
