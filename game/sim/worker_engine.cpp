#include "game/sim/worker_engine.hpp"

#include "scripting/lua_host.hpp"

namespace gov {

WorkerEngine::WorkerEngine(const Engine& shared, bool threaded) : engine_(&shared) {
  if (!threaded) return;
  if (shared.hooks()) host_ = std::make_unique<LuaHost>(shared.rules());
  own_ = std::make_unique<Engine>(shared.rules(), host_.get());
  engine_ = own_.get();
}

WorkerEngine::~WorkerEngine() = default;

}  // namespace gov
