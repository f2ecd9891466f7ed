// What the parts of the scenario runner share: the file being read, the engine, and where
// input errors (bad file: exit 2) and failed expectations (exit 1) go. Every walker runs
// twice: once with no State to validate the whole file before playing (unknown keys, ids),
// then with the State to apply or check.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/state_json.hpp"
#include "loader/schema.hpp"

namespace gov::tools::scenario {

using loader::FileCtx;
using loader::MapView;
using loader::Pos;
using loader::YNode;

// `draft:` of a file: how the drafted building types came into the game.
enum class DraftMode { None, Random, Named };

struct Ctx {
  const FileCtx& f;
  const Engine& engine;
  std::vector<std::string>* failures = nullptr;
  int players = 2;
  int checks = 0;
  // The draft and seed, so that a building the draft left out of the supply is explained.
  DraftMode draft = DraftMode::None;
  std::uint64_t seed = 1;
  std::vector<Id> drafted{};  // a named draft's building types, in the file's order

  const Ruleset& rules() const { return engine.rules(); }
  void fail(Pos at, const std::string& message);
  // Compares and counts one expectation; on a mismatch records "expected E, got A".
  template <class T>
  void expect_eq(Pos at, const std::string& what, const T& expected, const T& actual);
};

enum class IdKind { Good, Tile, Building, Worker, Role };
// Resolves a content id, reporting "unknown good 'x' (did you mean 'y'?)" at the node.
std::optional<Id> lookup(const Ctx& c, const YNode& n, const std::string& path, IdKind kind);
// A seat number (0-based) valid for `players`.
std::optional<int> seat_number(const Ctx& c, const YNode& key, const std::string& path,
                               int players);
// KeySpecs "0".."players-1" for a map keyed by seat.
std::vector<loader::KeySpec> seat_keys(int players);

// workers.cpp: a count of workers, an integer (the default kind) or a mapping of worker
// kind to count; nullopt (reported) when malformed.
using WorkerCounts = std::array<int, kMaxWorkerKinds>;
std::optional<WorkerCounts> read_worker_counts(Ctx& c, const YNode& n, const std::string& path,
                                               int hi);
int total(const WorkerCounts& w);
// Does a worker-count mapping name worker kind `kind`?
bool named_kind(const Ctx& c, const YNode& mapping, std::size_t kind);

// draft.cpp: `draft:` read before the packs load (its shape), then a named draft's ids
// against them: each entry the draft cannot take is reported at its node; the good ones
// go to c.drafted.
std::optional<DraftMode> read_draft_mode(const FileCtx& f, const YNode& n);
void read_named_draft(Ctx& c, const YNode& list, const std::string& path);
// Why the supply has no `b` when the draft left it out (": seed 3's random draft did not
// draw it; name the draft instead: ..."), or "" when the draft is not the reason.
std::string draft_hint(const Ctx& c, const State& s, Id b);

// setup.cpp: with `s` null only validates; otherwise arranges `*s`.
void apply_setup(Ctx& c, const YNode& setup, int players, State* s);
// expect.cpp: with `s` null only validates; otherwise checks `*s`.
void check_expect(Ctx& c, const YNode& expect, const std::string& path, const State* s);

using gov::stage_name;  // core/state_json.hpp: the JSON spelling of a stage

template <class T>
void Ctx::expect_eq(Pos at, const std::string& what, const T& expected, const T& actual) {
  ++checks;
  if (expected == actual) return;
  if constexpr (std::is_same_v<T, std::string>)
    fail(at, what + ": expected " + expected + ", got " + actual);
  else if constexpr (std::is_same_v<T, bool>)
    fail(at, what + ": expected " + (expected ? "true" : "false") + ", got " +
                 (actual ? "true" : "false"));
  else
    fail(at, what + ": expected " + std::to_string(expected) + ", got " + std::to_string(actual));
}

}  // namespace gov::tools::scenario
