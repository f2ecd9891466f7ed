// The scenario runner: reads a file strictly, loads its packs (cached), validates every
// part against them, then plays it: setup, `actions:`, `steps:`, final `expect:`.
#include <algorithm>
#include <filesystem>
#include <sstream>

#include <fmt/format.h>

#include "core/invariants.hpp"
#include "tools/common_options.hpp"
#include "tools/scenario/internal.hpp"
#include "tools/scenario/scenario.hpp"

namespace gov::tools::scenario {

namespace {

using loader::index_path;

const std::vector<loader::KeySpec> kTopKeys = {
    {"description", true}, {"packs", true}, {"players", true}, {"seed"}, {"draft"}, {"setup"},
    {"actions"},           {"steps"},       {"expect"}};
const std::vector<std::string> kStepKinds = {"act",    "legal", "legal_includes", "legal_excludes",
                                             "reject", "expect"};

std::vector<std::string> legal_texts(const Engine& e, const State& s) {
  std::vector<std::string> out;
  for (const auto& a : e.legal_actions(s)) out.push_back(e.to_text(s, a));
  return out;
}

std::string show(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return fmt::format("[{}]", fmt::join(v, ", "));
}

void check_invariants_at(Ctx& c, Pos at, const State& s, const std::string& after) {
  for (const auto& bad : gov::check_invariants(c.rules(), s))
    c.fail(at, fmt::format("invariant broken after {}: {}", after, bad));
}

// Plays one action; false (and a failure) when it was refused.
bool act(Ctx& c, const YNode& n, State& s) {
  ++c.checks;
  if (auto err = c.engine.apply_text(s, n.value)) {
    c.fail(n.at, fmt::format("action '{}' was refused: {}", n.value, *err));
    return false;
  }
  check_invariants_at(c, n.at, s, "'" + n.value + "'");
  return true;
}

std::vector<std::string> string_list(Ctx& c, const YNode& n, const std::string& path) {
  std::vector<std::string> out;
  if (const YNode* list = loader::as_list(c.f, n, path))
    for (std::size_t i = 0; i < list->children.size(); ++i)
      if (auto t = loader::to_string(c.f, list->children[i], index_path(path, i)))
        out.push_back(*t);
  return out;
}

// One entry of `steps:`. With `s` null only validates. Returns false when play must stop.
bool run_step(Ctx& c, const YNode& n, const std::string& path, State* s) {
  if (!n.is_map() || n.map_size() == 0) {
    c.f.error(n.at, fmt::format("{}: expected a step (one of {}), got {}", path,
                                fmt::join(kStepKinds, ", "), loader::describe(n)));
    return true;
  }
  const std::string kind = n.key(0).value;
  std::vector<loader::KeySpec> keys = {{kind}};
  if (kind == "reject") keys.push_back({"error_contains"});
  if (std::find(kStepKinds.begin(), kStepKinds.end(), kind) == kStepKinds.end()) keys = {};
  std::vector<loader::KeySpec> all;
  for (const auto& k : kStepKinds) all.push_back({k});
  all.push_back({"error_contains"});
  MapView m(c.f, n, path, keys.empty() ? all : keys);
  if (!m.ok() || keys.empty()) return true;
  const YNode& v = *m.get(kind);
  const std::string vpath = m.key_path(kind);
  if (kind == "act") {
    auto t = loader::to_string(c.f, v, vpath);
    return !s || !t || act(c, v, *s);
  }
  if (kind == "expect") {
    check_expect(c, v, vpath, s);
    return true;
  }
  if (kind == "reject") {
    auto t = loader::to_string(c.f, v, vpath);
    auto contains = m.string("error_contains");
    if (!s || !t) return true;
    State copy = *s;
    ++c.checks;
    const auto err = c.engine.apply_text(copy, *t);
    if (!err) {
      c.fail(v.at, fmt::format("action '{}' should be refused but was accepted", *t));
    } else if (contains && err->find(*contains) == std::string::npos) {
      c.fail(m.key_at("error_contains"),
             fmt::format("refusal of '{}': expected the error to contain '{}', got '{}'", *t,
                         *contains, *err));
    } else if (!(copy == *s)) {
      c.fail(v.at, fmt::format("refusing '{}' changed the state", *t));
    }
    return true;
  }
  // legal / legal_includes / legal_excludes
  const std::vector<std::string> want = string_list(c, v, vpath);
  if (!s) return true;
  const std::vector<std::string> have = legal_texts(c.engine, *s);
  auto has = [&](const std::string& t) {
    return std::find(have.begin(), have.end(), t) != have.end();
  };
  ++c.checks;
  if (kind == "legal") {
    if (show(want) != show(have))
      c.fail(v.at, fmt::format("legal actions: expected {}, got {}", show(want), show(have)));
  } else {
    std::vector<std::string> wrong;
    for (const auto& t : want)
      if (has(t) != (kind == "legal_includes")) wrong.push_back(t);
    if (!wrong.empty())
      c.fail(v.at,
             fmt::format("{} {}: {} (legal: {})", kind == "legal_includes" ? "not legal" : "legal",
                         show(wrong), kind, show(have)));
  }
  return true;
}

// Validates (s null) or plays the file's body; with `position_only`, play stops after
// `actions:` (the position `play --from` starts at), though everything is validated.
void walk(Ctx& c, const MapView& top, State* s, bool position_only = false) {
  if (const YNode* setup = top.get("setup")) {
    apply_setup(c, *setup, c.players, s);
    if (s) check_invariants_at(c, setup->at, *s, "the setup");
  }
  bool going = true;
  if (const YNode* actions = top.get("actions"))
    if (const YNode* list = loader::as_list(c.f, *actions, top.key_path("actions")))
      for (std::size_t i = 0; i < list->children.size() && going; ++i) {
        const YNode& a = list->children[i];
        if (!loader::to_string(c.f, a, index_path(top.key_path("actions"), i))) continue;
        if (s) going = act(c, a, *s);
      }
  if (position_only && s) return;
  if (const YNode* steps = top.get("steps"))
    if (const YNode* list = loader::as_list(c.f, *steps, top.key_path("steps")))
      for (std::size_t i = 0; i < list->children.size() && going; ++i)
        going = run_step(c, list->children[i], index_path(top.key_path("steps"), i), s);
  if (const YNode* e = top.get("expect"))
    if (going) check_expect(c, *e, "expect", s);
}

ScenarioResult input_error(loader::Sink& sink, ScenarioResult r) {
  r.status = ScenarioResult::Error;
  for (const auto& d : sink.take_sorted())
    if (d.error) r.messages.push_back(format_diagnostic(d));
  return r;
}

}  // namespace

ScenarioRunner::ScenarioRunner(std::string content_dir) : content_dir_(std::move(content_dir)) {}

const GameRunner* ScenarioRunner::session(const std::vector<std::string>& refs,
                                          std::string& load_errors) {
  const std::string key = fmt::format("{}", fmt::join(refs, ","));
  auto it = sessions_.find(key);
  if (it == sessions_.end()) {
    std::ostringstream err;
    auto s = open_game(refs, err, content_dir_);
    load_errors_[key] = err.str();
    it = sessions_.emplace(key, std::move(s)).first;
  }
  load_errors = load_errors_[key];
  return it->second.get();
}

// A pack named by a path starting with "." (`..` in a pack's tests/ folder) is relative to
// the scenario file's folder; other references are as on the command line.
static std::string relative_to_file(const std::string& file, const std::string& ref) {
  if (!ref.starts_with(".")) return ref;
  std::string dir =
      (std::filesystem::path(file).parent_path() / ref).lexically_normal().generic_string();
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  return dir.empty() ? "." : dir;
}

ScenarioResult ScenarioRunner::run_file(const std::string& path) {
  loader::Sink sink;
  auto root = loader::read_yaml_file(path, sink);
  if (!root) return input_error(sink, {});
  return run_root(path, *root, sink);
}

ScenarioResult ScenarioRunner::run_text(const std::string& path, const std::string& text) {
  loader::Sink sink;
  auto root = loader::parse_yaml(path, text, sink);
  if (!root) return input_error(sink, {});
  return run_root(path, *root, sink);
}

ScenarioPosition ScenarioRunner::position(const std::string& path) {
  ScenarioPosition p;
  loader::Sink sink;
  auto root = loader::read_yaml_file(path, sink);
  p.result = root ? run_root(path, *root, sink, &p) : input_error(sink, {});
  return p;
}

ScenarioResult ScenarioRunner::run_root(const std::string& path, const loader::YNode& root,
                                        loader::Sink& sink, ScenarioPosition* stop_at_position) {
  ScenarioResult r;
  const FileCtx f{path, &sink};
  MapView top(f, root, "", kTopKeys);
  if (!top.ok()) return input_error(sink, r);
  r.description = top.string_or("description", "");
  std::vector<std::string> refs;
  if (const YNode* p = top.get("packs"))
    if (const YNode* list = loader::as_list(f, *p, "packs"))
      for (std::size_t i = 0; i < list->children.size(); ++i)
        if (auto id = loader::to_string(f, list->children[i], index_path("packs", i)))
          refs.push_back(relative_to_file(path, *id));
  const auto players = top.integer("players", kMinSeats, kMaxSeats);
  const auto seed = top.integer("seed", 0, 2147483647);
  std::optional<DraftMode> draft = DraftMode::None;
  if (const YNode* d = top.get("draft")) draft = read_draft_mode(f, *d);
  if (sink.has_errors() || !players) return input_error(sink, r);
  std::string load_errors;
  const GameRunner* session = this->session(refs, load_errors);
  if (!session) {
    f.error(top.key_at("packs"), "the packs did not load:\n" + load_errors);
    return input_error(sink, r);
  }
  const Engine& engine = session->engine();
  if (!engine.rules().setup_for(*players)) {
    f.error(top.key_at("players"),
            fmt::format("these packs have no setup for {} players", *players));
    return input_error(sink, r);
  }
  std::vector<std::string> failures;
  Ctx c{f, engine, &failures};
  c.players = *players;
  c.draft = *draft;
  c.seed = static_cast<std::uint64_t>(seed.value_or(1));
  if (c.draft == DraftMode::Named) read_named_draft(c, *top.get("draft"), "draft");
  walk(c, top, nullptr);  // validate everything before playing
  if (sink.has_errors()) return input_error(sink, r);

  gov::GameOptions options;
  // A named draft takes its types first; the seed's random draft fills the other slots.
  options.random_draft = c.draft != DraftMode::None;
  options.drafted = c.drafted;
  State s;
  try {
    s = engine.new_game(*players, static_cast<std::uint64_t>(seed.value_or(1)), options);
    walk(c, top, &s, stop_at_position != nullptr);
  } catch (const std::exception& e) {
    f.error(root.at, std::string("the engine threw: ") + e.what());
  }
  if (sink.has_errors()) return input_error(sink, r);
  r.checks = c.checks;
  r.messages = failures;
  r.status = failures.empty() ? ScenarioResult::Pass : ScenarioResult::Fail;
  if (stop_at_position) {
    stop_at_position->session = session;
    stop_at_position->state = s;
    stop_at_position->seed = static_cast<std::uint64_t>(seed.value_or(1));
    stop_at_position->random_draft = options.random_draft;
  }
  return r;
}

}  // namespace gov::tools::scenario
