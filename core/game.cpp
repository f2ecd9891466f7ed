#include "core/game.hpp"

#include <cstring>
#include <stdexcept>

#include "core/chaos.hpp"

namespace gov {

Game::Game(const Engine& engine, const State& start) : engine_(&engine), s_(start) {}

const ActionList& Game::legal_actions() {
  ListingNote& now = slots_[static_cast<std::size_t>(current_)];
  if (!listed_) {
    engine_->list(s_, now.list);
    copy_state(&now.state, s_);
    listed_ = true;
  }
  return now.list;
}

std::optional<std::string> Game::apply(const Action& a) {
  if (s_.over()) return std::string("the game is over");
  try {
    legal_actions();
  } catch (const std::exception& e) {
    return std::string(e.what());  // listing changes nothing
  }
  const ListingNote& now = slots_[static_cast<std::size_t>(current_)];
  ListingNote& next = slots_[static_cast<std::size_t>(1 - current_)];
  if (auto error = engine_->apply_listed(s_, a, now.list, now.state, next)) return error;
  // The engine lists the decision it stops at, and returns right after (or drops the note:
  // MechanicContext::note_listing), so the note lists the State apply ended in.
  listed_ = next.set;
  if (listed_) current_ = 1 - current_;
  if (chaos::skip()) listed_ = false;  // list again: the same listing (chaos mode)
  return std::nullopt;
}

std::optional<std::string> Game::apply_text(std::string_view text) {
  std::string error;
  const auto a = engine_->parse(s_, text, &error);
  if (!a) return error;
  return apply(*a);
}

}  // namespace gov
