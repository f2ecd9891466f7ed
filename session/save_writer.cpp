#include "session/save_writer.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

namespace gov::session {

namespace {

std::string folder_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

// One file of a batch on its way to the disk.
struct Open {
  std::string tmp;
  int fd = -1;
  std::optional<std::string> error;
};

void fail(Open& f, const std::string& what) {
  if (!f.error) f.error = fmt::format("{}: {}: {}", f.tmp, what, std::strerror(errno));
}

}  // namespace

std::optional<std::string> PendingSave::wait() {
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [this] { return done_; });
  return error_;
}

bool PendingSave::done() {
  std::lock_guard lock(mutex_);
  return done_;
}

void PendingSave::finish(std::optional<std::string> error) {
  {
    std::lock_guard lock(mutex_);
    done_ = true;
    error_ = std::move(error);
  }
  finished_.notify_all();
}

SaveWriter::SaveWriter(bool sync, std::function<void()> after_batch)
    : sync_(sync), after_batch_(std::move(after_batch)) {
  thread_ = std::thread([this] { run(); });
}

SaveWriter::~SaveWriter() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  queued_.notify_all();
  thread_.join();
}

std::shared_ptr<PendingSave> SaveWriter::submit(const std::string& path, std::string text) {
  auto pending = std::make_shared<PendingSave>();
  {
    std::lock_guard lock(mutex_);
    const auto same =
        std::find_if(queue_.begin(), queue_.end(), [&](const Job& j) { return j.path == path; });
    if (same != queue_.end()) {
      same->text = std::move(text);
      same->waiters.push_back(pending);
    } else {
      queue_.push_back({path, std::move(text), {pending}});
    }
  }
  queued_.notify_one();
  return pending;
}

void SaveWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    queued_.wait(lock, [this] { return stop_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stopping, nothing left
    std::vector<Job> batch;
    batch.swap(queue_);
    lock.unlock();
    write_batch(batch);
    if (after_batch_) after_batch_();
    lock.lock();
  }
}

void SaveWriter::write_batch(std::vector<Job>& batch) {
  std::vector<Open> files(batch.size());
  // 1. Every temporary file written (beside its save: rename is atomic only within one
  //    file system), its write-back started at once so the disk sees them together.
  for (std::size_t i = 0; i < batch.size(); ++i) {
    Open& f = files[i];
    f.tmp = batch[i].path + ".tmp";
    // With fsync, not truncated: written over from the start, then cut to length. Freeing
    // a file's blocks (a truncation, or deleting the old save) costs ext4 a journal entry
    // and, on a file system mounted with `discard` (this VM's), a discard request waited
    // for in the system call; the save before last is a little shorter than this one, so
    // its blocks are overwritten in place and usually none is freed or allocated. That is
    // safe only because the file is flushed before it is swapped in. Without fsync it is
    // truncated: the blocks written are then new, and ext4 (data=ordered, auto_da_alloc)
    // writes them before it records the swap, so a power cut cannot leave a save made of
    // old and new blocks.
    f.fd = ::open(f.tmp.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | (sync_ ? 0 : O_TRUNC), 0644);
    if (f.fd < 0) {
      fail(f, "cannot write");
      continue;
    }
    const std::string& text = batch[i].text;
    std::size_t done = 0;
    while (done < text.size() && !f.error) {
      const ssize_t n = ::write(f.fd, text.data() + done, text.size() - done);
      if (n < 0 && errno != EINTR) fail(f, "cannot write");
      if (n > 0) done += static_cast<std::size_t>(n);
    }
    if (!f.error && ::ftruncate(f.fd, static_cast<off_t>(text.size())) != 0)
      fail(f, "cannot write");
    if (sync_ && !f.error) ::sync_file_range(f.fd, 0, 0, SYNC_FILE_RANGE_WRITE);
  }
  // 2. On the disk before it replaces the save: a crash after the rename must not leave
  //    an empty file behind the new name.
  for (Open& f : files) {
    if (f.fd < 0) continue;
    if (sync_ && !f.error && ::fdatasync(f.fd) != 0) fail(f, "cannot write");
    if (::close(f.fd) != 0) fail(f, "cannot write");
    f.fd = -1;
  }
  // 3. Renamed over the saves.
  std::vector<std::string> folders;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    Open& f = files[i];
    if (f.error) {
      ::unlink(f.tmp.c_str());
      continue;
    }
    // Swapped with the save rather than renamed over it: the old save's file becomes the
    // next temporary file, so a save creates and deletes no file (ext4 spent more time
    // finding a free inode and freeing the old one than writing the save). The first
    // save of a game has nothing to swap with.
    if (::renameat2(AT_FDCWD, f.tmp.c_str(), AT_FDCWD, batch[i].path.c_str(), RENAME_EXCHANGE) !=
            0 &&
        ::rename(f.tmp.c_str(), batch[i].path.c_str()) != 0) {
      f.error = fmt::format("{}: cannot replace: {}", batch[i].path, std::strerror(errno));
      ::unlink(f.tmp.c_str());
      continue;
    }
    const std::string folder = folder_of(batch[i].path);
    if (std::find(folders.begin(), folders.end(), folder) == folders.end())
      folders.push_back(folder);
  }
  // 4. The renames durable: each folder synced once for the whole batch.
  if (sync_) {
    for (const std::string& folder : folders) {
      const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      const bool synced = dir >= 0 && ::fsync(dir) == 0;
      const std::string why = synced ? "" : std::strerror(errno);
      if (dir >= 0) ::close(dir);
      if (synced) continue;
      for (std::size_t i = 0; i < batch.size(); ++i)
        if (!files[i].error && folder_of(batch[i].path) == folder)
          files[i].error = fmt::format("{}: cannot sync the folder: {}", folder, why);
    }
  }
  for (std::size_t i = 0; i < batch.size(); ++i)
    for (const auto& w : batch[i].waiters) w->finish(files[i].error);
}

}  // namespace gov::session
