// The save writer: one thread that writes the saves of many games in batches (group
// commit). A server saves a game after every decision, and waits until the save is on the
// disk before it answers; one fsync per decision, made by each request on its own, costs a
// journal commit each and the commits queue behind one another (p99 of a second under
// load on a busy disk). Here the saves queued while a batch is written form the next
// batch, and the whole batch costs about one commit for the files and one for the folder:
//
//   write every temporary file -> start their write-back together (sync_file_range)
//   -> fdatasync each (the first commits the journal for all, the others mostly find
//   their blocks already on disk) -> rename each over its save -> fsync each folder once
//   -> every waiter of the batch is told.
//
// The saves stay whole files renamed into place (session/save_file.hpp): `governor replay`
// reads them as they are and a killed process leaves the old save or the new one.
// A save queued for a path that already waits is replaced by the newer text (the newer
// one holds every decision of the older: a game's save is its whole log); both waiters
// are told when the newer one is written.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace gov::session {

// One queued save: wait() blocks until it is written (and durable when the writer syncs).
class PendingSave {
 public:
  // nullopt when saved, else why not.
  std::optional<std::string> wait();
  bool done();

 private:
  friend class SaveWriter;
  void finish(std::optional<std::string> error);

  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  std::optional<std::string> error_;
};

class SaveWriter {
 public:
  // `sync` false: written and renamed, never fsynced (a killed process loses nothing, a
  // power cut may). `after_batch` (may be empty) runs on the writer's thread after each
  // batch's waiters are told; it must not wait for anything that waits for the writer.
  explicit SaveWriter(bool sync, std::function<void()> after_batch = {});
  ~SaveWriter();  // writes what is queued, then stops
  SaveWriter(const SaveWriter&) = delete;
  SaveWriter& operator=(const SaveWriter&) = delete;

  // Queues `text` to replace the file at `path` atomically.
  std::shared_ptr<PendingSave> submit(const std::string& path, std::string text);

  bool syncs() const { return sync_; }

 private:
  struct Job {
    std::string path, text;
    std::vector<std::shared_ptr<PendingSave>> waiters;
  };
  void run();
  void write_batch(std::vector<Job>& batch);

  const bool sync_;
  std::function<void()> after_batch_;
  std::mutex mutex_;
  std::condition_variable queued_;
  std::vector<Job> queue_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace gov::session
