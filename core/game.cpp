#include "core/game.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/chaos.hpp"

namespace gov {

Game::Game(const Engine& engine, const State& start) : engine_(&engine), s_(start) {
  copy_state(&checkpoint_, s_);
#ifndef GOVERNOR_VERIFY_NOTES
  for (auto& slot : slots_) slot.with_state = false;
#endif
}

const ActionList& Game::legal_actions() {
  ListingNote& now = slots_[static_cast<std::size_t>(current_)];
  if (!listed_) {
    engine_->list(s_, now.list);
    now.carry.set = false;  // Engine::list notes nothing
#ifdef GOVERNOR_VERIFY_NOTES
    copy_state(&now.state, s_);
#endif
    listed_ = true;
  }
  return now.list;
}

void Game::restore() {
  copy_state(&s_, checkpoint_);
  try {
    for (std::size_t i = 0; i < num_since_checkpoint_; ++i)
      engine_->replay(s_, since_checkpoint_[i]);
  } catch (const std::exception& e) {
    // Only a non-deterministic engine or host gets here: these actions succeeded before.
    throw std::logic_error(std::string("replaying a game's actions from its checkpoint failed "
                                       "(core/game.hpp): ") +
                           e.what());
  }
}

void Game::keep_for_replay(const Action& a) {
  since_checkpoint_[num_since_checkpoint_++] = a;
  if (num_since_checkpoint_ < kCheckpointEvery && !chaos::skip()) return;
  if (chaos::enabled() || chaos::caches_off()) {
    // Check the fast path: the replay gives the State the actions gave.
    State now;
    copy_state(&now, s_);
    restore();
    const bool same = same_bytes(now, s_);
    copy_state(&s_, now);
    if (!same)
      throw std::logic_error(
          "a game replayed from its checkpoint reached another State "
          "(core/game.hpp)");
  }
  copy_state(&checkpoint_, s_);
  num_since_checkpoint_ = 0;
}

std::optional<std::string> Game::listed_now() {
  if (s_.over()) return std::string("the game is over");
  try {
    legal_actions();
  } catch (const std::exception& e) {
    return std::string(e.what());  // listing changes nothing
  }
  return std::nullopt;
}

std::optional<std::string> Game::apply(const Action& a) {
  if (auto error = listed_now()) return error;
  return apply_listed(a, false);
}

std::optional<std::string> Game::apply_at(std::size_t index) {
  if (auto error = listed_now()) return error;
  const ActionList& legal = slots_[static_cast<std::size_t>(current_)].list;
  if (index >= legal.size())
    return fmt::format("no legal action number {} now ({} listed)", index, legal.size());
  // A copy: the listing it comes from is the one apply replaces.
  const Action a = legal[index];
  return apply_listed(a, true);
}

std::optional<std::string> Game::apply_listed(const Action& a, bool taken_from_legal) {
  const ListingNote& now = slots_[static_cast<std::size_t>(current_)];
  ListingNote& next = slots_[static_cast<std::size_t>(1 - current_)];
  if (auto error =
          engine_->apply_listed(s_, a, now.list, &now.carry, nullptr, next, taken_from_legal)) {
    // An illegal action changed nothing; a legal one that failed is undone.
    if (std::binary_search(now.list.begin(), now.list.end(), a)) restore();
#ifdef GOVERNOR_VERIFY_NOTES  // the sanitizer build of CI
    if (!same_bytes(s_, now.state))
      throw std::logic_error("a failed action's State was not restored (core/game.hpp)");
#endif
    return error;
  }
  keep_for_replay(a);
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
