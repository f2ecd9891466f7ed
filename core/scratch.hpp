// Scratch action lists for the engine's inner loops (a seat's "has it a choice?" checks,
// offers of one building, ...). Each borrows a list from a per-thread pool and gives it back
// when it goes out of scope, so a list's buffer is allocated once per thread instead of at
// every check: these loops run several times per decision.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/action.hpp"

namespace gov {

class ScratchActions {
 public:
  ScratchActions() : list_(borrow()) {}
  ~ScratchActions() { --pool().used; }
  ScratchActions(const ScratchActions&) = delete;
  ScratchActions& operator=(const ScratchActions&) = delete;

  ActionList& operator*() { return list_; }
  ActionList* operator->() { return &list_; }

 private:
  struct Pool {
    std::vector<std::unique_ptr<ActionList>> lists;  // unique_ptr: growing keeps lists in place
    std::size_t used = 0;
  };
  static Pool& pool() {
    thread_local Pool p;
    return p;
  }
  // Lists are borrowed and returned in stack order (scopes nest), so the next free one is
  // always lists[used].
  static ActionList& borrow() {
    Pool& p = pool();
    if (p.used == p.lists.size()) [[unlikely]]
      grow(p);
    ActionList& l = *p.lists[p.used++];
    l.clear();
    return l;
  }
  // A new list, a few times per thread: out of line, so that borrow() stays a few
  // instructions the compiler inlines (it is called several times per decision). Not
  // `cold`: that moves the rest of a caller into its .cold part, where a caller's first
  // borrow on a thread then runs.
  [[gnu::noinline]] static void grow(Pool& p) { p.lists.push_back(std::make_unique<ActionList>()); }

  ActionList& list_;
};

}  // namespace gov
