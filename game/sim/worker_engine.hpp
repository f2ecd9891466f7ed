// The Engine a batch worker plays on (run_in_order, game/sim/ordered_run.hpp): the caller's
// own on the caller's thread; on a worker thread, its own Lua hook host and Engine over the
// same Ruleset (a Lua state is never shared between threads).
#pragma once

#include <memory>

#include "core/engine.hpp"

namespace gov {

class WorkerEngine {
 public:
  WorkerEngine(const Engine& shared, bool threaded);
  WorkerEngine(const WorkerEngine&) = delete;
  WorkerEngine& operator=(const WorkerEngine&) = delete;
  ~WorkerEngine();
  const Engine& get() const { return *engine_; }

 private:
  std::unique_ptr<HookHost> host_;
  std::unique_ptr<Engine> own_;
  const Engine* engine_;
};

}  // namespace gov
