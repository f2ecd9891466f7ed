// The Lua host: runs building powers written in Lua 5.4 as hooks of the core (HookHost).
//
// Load once, run later. Front ends load through gov::load_game (game/load_game.hpp), which
// does what follows and seals the Ruleset. `bind_scripts` loads every building's script
// once, checks its table of handlers against core/hook_events.hpp, fills
// BuildingDef::handles and indexes the Ruleset. Each thread then makes its own LuaHost from
// the (now const) Ruleset: a host owns one lua_State, loads the scripts into it and answers
// the engine's hook calls. A host is used by one thread at a time.
//
//   std::vector<gov::ScriptDiagnostic> problems;
//   if (!gov::bind_scripts(rules, problems)) { ...print problems...; }
//   gov::LuaHost host(rules);                 // per thread
//   gov::Engine engine(rules, &host);
//
// The Lua side (the `ctx` API, event arguments, sandbox) is described in docs/hooks.md and
// docs/sandbox.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/hooks.hpp"
#include "core/ruleset.hpp"

struct lua_State;

namespace gov {

// Resource limits of one Lua state.
struct LuaLimits {
  // VM instructions one hook call (or one script's load) may run.
  int instructions = 1'000'000;
  // Bytes the whole Lua state may hold.
  std::size_t memory = 32u << 20;
  // Measure the time spent in hooks (two clock reads per call) for seconds_in_hooks().
  bool measure_time = false;
  // Run each call without the count hook first, and again under it only when that run
  // cannot vouch for its budget (scripting/watchdog.hpp). Same results either way; false
  // puts every call under the count hook.
  bool fast_calls = true;
};

// A problem found while loading a script. `line` is 0 when unknown.
struct ScriptDiagnostic {
  std::string file;  // as in Lua messages: content/<pack>/buildings/<id>.lua
  int line = 0;
  std::string building;  // "<pack>/<id>"
  std::string message;
};
// "file:line: error: message" (or "file: error: message" when the line is unknown).
std::string format_script_diagnostic(const ScriptDiagnostic& d);

// A Lua function a script gave as a handler, and where its source is: what a check of the
// source text needs to know which event a function answers (game/validate/validate_args.cpp).
struct HandlerFunction {
  Id owner = kNone;  // building id, or Ruleset::rule_hook_id(pack)
  HookEvent event = HookEvent::RoleTaken;
  std::string kind;                 // notify, modify, offer, apply, score
  int first_line = 0;               // of `function` ...
  int last_line = 0;                // ... and of its `end`, in the script's file
  std::vector<std::string> params;  // the names it declares, in order (not `...`)
};

// Loads every building script once, fills BuildingDef::handles and calls
// rules.index_handlers(). Returns true when no problem was found (`out` gets every problem).
// `functions`, when given, gets every handler function of the scripts that loaded.
bool bind_scripts(Ruleset& rules, std::vector<ScriptDiagnostic>& out, const LuaLimits& limits = {},
                  std::vector<HandlerFunction>* functions = nullptr);

namespace lua {
struct Runtime;
struct HookCall;
struct StateCloser {
  void operator()(lua_State* L) const;
};
}  // namespace lua

class LuaHost : public HookHost {
 public:
  // Loads every building script of `rules`. Throws HookError listing every problem when a
  // script does not load (bind_scripts reports the same problems one by one), and when
  // `rules` was never bound (its powers would all be off): load through game/load_game.hpp.
  explicit LuaHost(const Ruleset& rules, const LuaLimits& limits = {});
  ~LuaHost() override;
  LuaHost(const LuaHost&) = delete;
  LuaHost& operator=(const LuaHost&) = delete;

  void notify(HookContext& ctx, HookEvent e, const EventArgs& args) override;
  int modify(HookContext& ctx, HookEvent e, const EventArgs& args, int value) override;
  void offers(HookContext& ctx, HookEvent e, const EventArgs& args, ActionList& out) override;
  void apply_offer(HookContext& ctx, HookEvent e, const EventArgs& args,
                   const Action& chosen) override;
  int score(HookContext& ctx) override;
  int most_added(Id building, HookEvent e) const override;
  double seconds_in_hooks() const override { return seconds_; }
  // Fast calls that could not vouch for their budget and were run again under it
  // (scripting/watchdog.hpp): a hook near its budget, or a loaded machine.
  std::size_t strict_reruns() const { return strict_reruns_; }

  // With LuaLimits::measure_time: calls and time per building, event and handler kind
  // (memo answers are not calls), so a pack author sees which hook costs what.
  struct HookTally {
    Id owner = kNone;  // building id, or Ruleset::rule_hook_id(pack)
    std::string who;   // "<pack>/<id>" or "<pack>/rules.lua"
    HookEvent event = HookEvent::RoleTaken;
    std::string kind;  // notify, modify, offer, apply, score
    std::uint64_t calls = 0;
    // Calls that answered nothing: an offer list without an option, a modify answer equal
    // to the fold it was given. What a declaration of when the handler applies could save.
    std::uint64_t idle = 0;
    double seconds = 0.0;
  };
  // Every tally with a call, most time first.
  std::vector<HookTally> hook_profile() const;

  // Does building `b`'s script (or, past the buildings, a pack's rules.lua: see
  // Ruleset::rule_hook_id) answer `e` (in any kind)?
  bool handles(Id building, HookEvent e) const;
  // Does that handler listen to every seat's events (the table form's `seats = "all"`)?
  bool every_seat(Id building, HookEvent e) const {
    return static_cast<std::size_t>(building) * kEventCount < handlers_.size() &&
           handler(building, e).every_seat;
  }
  // Does that handler offer options (an `offer` function) at `e`?
  bool offers_at(Id building, HookEvent e) const;
  // Is that handler asked once per listing, without a column (`every_column = true`)?
  bool every_column(Id building, HookEvent e) const {
    return static_cast<std::size_t>(building) * kEventCount < handlers_.size() &&
           handler(building, e).columns == Handler::Columns::Once;
  }
  // Bytes the Lua state holds now.
  std::size_t memory_in_use() const;
  const std::vector<ScriptDiagnostic>& diagnostics() const { return diagnostics_; }
  // Every Lua function given as a handler, by owner, event and kind
  // (scripting/handler_functions.cpp).
  std::vector<HandlerFunction> handler_functions() const;

 private:
  friend bool bind_scripts(Ruleset&, std::vector<ScriptDiagnostic>&, const LuaLimits&,
                           std::vector<HandlerFunction>*);
  struct Collect {};
  // Loads what loads and records every problem instead of throwing.
  LuaHost(const Ruleset& rules, const LuaLimits& limits, Collect);
  void open();
  void load_all();

  // Registry references of one building's handlers for one event.
  static constexpr std::uint32_t kAnyRole = ~std::uint32_t{0};
  static_assert(kMaxRoles <= 32, "Handler::roles holds a bit per role");
  struct Handler {
    int call = -2;   // notify / modify / score function (LUA_NOREF when absent)
    int offer = -2;  // offer list function
    int apply = -2;  // offer apply function
    // When the handler applies, as the table form declares it (docs/hooks.md, "When a
    // handler applies"): outside it, the script is not called at all, so a handler states
    // its rule and not the cases where it has nothing to say.
    // `roles`: bit per role id whose events it answers; an event of another role (or of
    // none) is not passed.
    std::uint32_t roles = kAnyRole;
    // `except_roles`: bit per role id whose events it never answers.
    std::uint32_t except_roles = 0;
    // `via` (tile_placed): bit per TileVia the tile must have come by.
    std::uint8_t via = 0xFF;
    // `once_per_phase` (offers): the memory slot (1..kMemorySlots) the apply sets to
    // ctx:phase_serial(); while it holds this phase's serial, nothing is offered but the
    // follow-ups of that use (ctx:ask_again). 0: none.
    std::uint8_t once_slot = 0;
    // `free_circle = true` (offers): the owner has a free circle outside this building, on
    // another building or a tile lying face up (ctx:free_places(owner, building) is not
    // empty); without one, nothing is offered.
    bool free_circle = false;
    // `free_island_space = true` (offers): the owner has a free island space
    // (ctx:free_island_spaces(owner) > 0); without one, nothing is offered.
    bool free_island_space = false;
    // `first_lap = true` (offers): the phase's first lap of turns (ctx:lap() == 1), while each
    // seat from the chooser has his first turn; after it, nothing is offered.
    bool first_lap = false;
    // `most` (modify): the most its answer adds to the value it is given; a larger answer
    // is an error. The core may then leave it unasked where that much cannot matter
    // (HookHost::most_added). -1: undeclared.
    std::int8_t most = -1;
    // `adds = n` (a count question) or `answer = true|false` (a yes/no one): the answer is
    // fixed, the value plus n or that answer, and no function is called (fixed_value: n,
    // or 1 / 0). The declarations of when it applies still hold.
    bool fixed = false;
    std::int8_t fixed_value = 0;
    // `seats = "all"`: its notify runs for the events of every seat, not only its owner's.
    bool every_seat = false;
    // Events asked per column (build_discount, build_shortfall: asked_per_column): the
    // handler answers the questions about one column (Each, args.amount 1-4), or, declared
    // `every_column = true`, the one question per listing without a column (Once,
    // args.amount 0). Any: another event.
    enum class Columns : std::uint8_t { Any, Each, Once };
    Columns columns = Columns::Any;
    // Any declaration of when it applies (set by note_declarations once loaded): without
    // one, answers() has nothing to test.
    bool declared = true;
    void note_declarations();
    bool answers(const HookContext& ctx, const EventArgs& a) const;
  };
  const Handler& handler(Id building, HookEvent e) const {
    return handlers_[static_cast<std::size_t>(building) * kEventCount +
                     static_cast<std::size_t>(e)];
  }
  void run(lua::HookCall& call, HookContext& ctx);  // scripting/lua_host.cpp
  // A query (modify, offers): answered from the memo of answers that read nothing of the
  // game (scripting/answer_memo.hpp), or run and kept there when it read nothing.
  void ask(lua::HookCall& call, HookContext& ctx);
  // One protected call of the hook; leaves the error (if any) above `top`.
  int call_once(lua::HookCall& call, HookContext& ctx);
  // Throws the HookError of a failed call (status and message above `top`), or returns.
  void finish(lua::HookCall& call, int status, int top, bool outermost);
  // One script: a building's, or a pack's rules.lua (scripting/script_loader.cpp).
  struct Script {
    Id owner;                // building id, or Ruleset::rule_hook_id(pack)
    std::string path;        // on disk
    std::string shown;       // in messages: content/<pack>/...
    std::string who;         // "<pack>/<id>" or "<pack>/rules.lua"
    bool pack_rule = false;  // rules.lua: notify and modify handlers only
  };
  void load_one(const Script& script);
  // One protected, budgeted step of a load (stack: msgh, function, `nargs` arguments);
  // leaves msgh and its result, or reports the problem, empties the stack and returns false.
  bool load_step(int nargs, const std::string& file,
                 const std::function<void(int, std::string)>& report);
  // The table form of a handler (scripting/handler_table.cpp).
  void read_handler_table(const std::string& name, std::uint8_t kinds, int value, int line,
                          Handler& h, const std::function<void(int, std::string)>& report);
  // Its declarations of when it applies (scripting/handler_declarations.cpp).
  bool read_roles(const std::string& name, int index, int line, std::uint32_t& mask,
                  const std::function<void(int, std::string)>& report);
  bool read_flag(const std::string& name, const char* key, const char* meaning, int value, int line,
                 bool& flag, const std::function<void(int, std::string)>& report);
  bool read_via(const std::string& name, int index, int line, std::uint8_t& mask,
                const std::function<void(int, std::string)>& report);
  std::string owner_name(Id owner) const;
  [[noreturn]] void fail_call(const lua::HookCall& call, const char* message) const;

  const Ruleset& rules_;
  LuaLimits limits_;
  std::unique_ptr<lua::Runtime> rt_;  // before L_: closing the state still counts memory
  std::unique_ptr<lua_State, lua::StateCloser> state_;
  lua_State* L_ = nullptr;
  std::array<bool, kEventCount> yes_no_{};  // modify events whose answer is true/false
  std::vector<Handler> handlers_;           // [building * kEventCount + event]
  std::vector<ScriptDiagnostic> diagnostics_;
  // Each script's path as messages show it, by owner (Script::shown): a failed call's
  // message names its file whole (scripting/chunk_name.hpp).
  std::vector<std::string> shown_files_;
  double seconds_ = 0.0;
  std::size_t strict_reruns_ = 0;
  // measure_time: [(building * kEventCount + event) * kKinds + kind]
  static constexpr std::size_t kKinds = 5;
  struct Tally {
    std::uint64_t calls = 0;
    std::uint64_t idle = 0;
    std::int64_t ns = 0;
  };
  std::vector<Tally> tallies_;
  void tally(const lua::HookCall& call, std::int64_t ns);
};

}  // namespace gov
