// The game loop every batch runner shares (`governor sim`, `governor arena`): items
// [first, end) are played on `threads` threads and folded in index order, so the figures a
// fold computes never depend on the thread count.
//
// make_worker(threaded) is called once per thread, on that thread, and returns a callable
// R(int index) that plays one item; with `threaded` false it runs on the caller's thread
// (a worker may then use the caller's Engine; threaded workers make their own hook host).
// fold(index, R&&) returns false to stop the run. Nothing thrown by a worker escapes a
// thread: the first such error stops the run and is returned (empty: none).
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace gov {

template <class MakeWorker, class Fold>
std::string run_in_order(int first, int end, int threads, MakeWorker make_worker, Fold fold,
                         const std::function<void(int done, int total)>& on_progress) {
  const int total = end - first;
  if (threads <= 1) {
    auto play = make_worker(false);
    for (int i = first; i < end; ++i) {
      const bool ok = fold(i, play(i));
      if (on_progress) on_progress(i + 1 - first, total);
      if (!ok) break;
    }
    return {};
  }
  using Result = decltype(make_worker(true)(first));
  std::atomic<int> next{first};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::map<int, Result> ready;  // played, waiting for the items before them to be folded
  int fold_next = first;
  std::string thread_error;
  auto work = [&] {
    auto play = make_worker(true);
    while (!stop) {
      const int i = next.fetch_add(1);
      if (i >= end) break;
      Result g = play(i);
      std::lock_guard lock(mu);
      ready.emplace(i, std::move(g));
      while (!stop) {
        auto it = ready.find(fold_next);
        if (it == ready.end()) break;
        const bool ok = fold(fold_next, std::move(it->second));
        ready.erase(it);
        ++fold_next;
        if (on_progress) on_progress(fold_next - first, total);
        if (!ok) stop = true;
      }
    }
  };
  auto worker = [&] {
    std::string error;
    try {
      work();
    } catch (const std::exception& e) {
      error = e.what();
    } catch (...) {
      error = "an unknown exception";
    }
    if (error.empty()) return;
    std::lock_guard lock(mu);
    if (thread_error.empty())
      thread_error = "a worker thread failed after " + std::to_string(fold_next - first) + " of " +
                     std::to_string(total) + " games: " + error;
    stop = true;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  return thread_error;
}

}  // namespace gov
