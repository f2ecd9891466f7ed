// A Session: one game for people, the layer every front end uses (the terminal, the
// browser server, the Python module). It owns the game (packs, seats, seed and the log of
// actions), drives the bots, records what each action did (events with their causes),
// describes the legal actions, takes decisions back under the undo policy
// (docs/session.md), and saves the game after every decision when asked to.
//
//   auto s = Session::create(rules, hooks, config, make_agent, &error);
//   while (!s->over()) {
//     s->run_agents();                        // bots move until a person decides
//     auto infos = s->describe_legal();       // labels and previews
//     auto out = s->decide(s->current_seat(), "build harbor");
//     if (!out.made()) ... out.kind, out.reason
//   }
//
// The State changes only through the Engine: undo replays the log's prefix from the seed
// (exact by construction), resume replays the saved log.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"
#include "session/action_failure.hpp"
#include "session/decide.hpp"
#include "session/describe.hpp"
#include "session/placement.hpp"
#include "session/save_file.hpp"
#include "session/save_writer.hpp"
#include "session/seat_agent.hpp"
#include "session/seat_eyes.hpp"
#include "session/undo_refusal.hpp"

namespace gov::session {

struct SessionConfig {
  int players = 4;
  std::uint64_t seed = 1;
  bool random_draft = false;
  std::string variant;             // a card game's start variant (GameOptions::variant)
  std::vector<std::string> seats;  // per seat: "human" or an agent spec
  std::string save_path;           // when set: saved after every decision
  // When set, the game begins at this position instead of a fresh deal from the seed (a
  // scenario file's position: `governor play --from`); undo goes back to it at most. Such a
  // game cannot be saved: a save is packs, seed and actions, and replays from a fresh deal.
  std::optional<State> start;
  bool sync_saves = true;  // fsync each save (save_file.hpp write_atomically)
  // The VP chips lie face down (seed 001): each seat's views show its own chips only, the
  // totals at the end (session/seat_eyes.hpp). A table option, not a rule: no outcome
  // changes, and a save does not hold it (the server keeps it with the seat tokens).
  bool secret_chips = false;
  // Bots draw from one random stream per seat (seat_rng), as `governor sim` and `validate
  // --simulate` play, instead of a seed per decision: the game a failure report names
  // replays move for move (`governor play --as-sim`). Undo and resume go back to seeds per
  // decision (a stream cannot be rewound); a save does not hold it.
  bool seat_streams = false;
};

// One decision of the log.
struct Decision {
  std::string text;   // canonical (docs/actions.md): logs, saves, replays
  std::string label;  // the same for people, as the action was listed: "Build Harbor"
  // The action itself and what the State alone tells of it then (the role a card held, the
  // governor): its sentence is written from these (sentence.hpp).
  Action action{};
  Id role = kNone;  // a `role` decision: the role taken
  int governor = 0;
  int seat = 0;
  bool by_human = false;
  // New information came out of it (a tile drawn, the game's random numbers used): the
  // undo policy never takes a decision back across it.
  bool revealed = false;
  EventLog events;  // what it did, in order
  // The round it was taken in: read before it was applied (a round's last decision ends
  // the round, and belongs to it).
  int round = 0;
  // A `place` decision: every worker it placed, the ones the engine placed itself
  // included: the rest of an arrangement left one way only and, with the seat's first
  // placement of its turn, those it placed before asking (whole_outcomes.hpp). As data
  // (placement.hpp; placements_text writes the line `place colonist coffee small_market`).
  // Empty for any other decision.
  std::vector<Placement> placed;
  // A power used with a card as its operand (`use chapel well`) whose card went from a
  // place a seat may not see the kinds of to another such place (a hand card tucked under
  // a chapel): the operand is hidden from that seat (seen_decision, decision_sentence).
  // Bit v + 1 for seat v, bit 0 for a spectator. Computed when applied, from the zones'
  // declared visibility (cards.yaml `sees`), never from a card's name.
  std::uint32_t operand_hidden_from = 0;
};

class Session {
 public:
  // nullptr with `error` set when the config is wrong (seat specs, player count, packs).
  static std::unique_ptr<Session> create(const Ruleset& rules, HookHost* hooks,
                                         const SessionConfig& config, const AgentFactory& agents,
                                         std::string* error);
  // Continues a saved game: checks the engine version and the packs, replays the actions.
  // `save_path`: where to go on saving (usually the file it was read from).
  static std::unique_ptr<Session> resume(const Ruleset& rules, HookHost* hooks,
                                         const GameLog& record, const AgentFactory& agents,
                                         const std::string& save_path, std::string* error);

  const Ruleset& rules() const { return engine_.rules(); }
  const Engine& engine() const { return engine_; }
  const State& state() const { return state_; }
  const SessionConfig& config() const { return config_; }
  // Bumped by every change (a decision, an undo, a redo): a front end showing version v
  // that sends a decision for it is refused when the game moved on.
  std::uint64_t version() const { return version_; }

  bool over() const { return state_.over(); }
  Id current_seat() const { return engine_.current_seat(state_); }
  bool is_human(int seat) const;
  // Someone types the next decision (not an agent).
  bool human_to_move() const;

  const ActionList& legal() const { return legal_; }
  std::vector<ActionInfo> describe_legal();

  // A person's decision, the one entry every front end uses (session/decide.cpp,
  // docs/session.md): `input` is a listed action's canonical text, a whole decision
  // (`place ...`, `store ... keep ...`) or anything else play_text takes, made by `seat`
  // for the game at `version` (the version the front end showed). Checked in this order:
  // the input itself (bad_input), the version (stale_version), the end of the game
  // (game_over), the seat (not_your_turn); then the text is looked up once through the
  // engine and made, all or nothing (illegal, applied, planned).
  DecideOutcome decide(std::uint64_t version, int seat, std::string_view input);
  // The same without a version check (the terminal: one reader, nothing shown goes stale).
  DecideOutcome decide(int seat, std::string_view input);

  // The current seat's decision. The text may be a whole decision (see play_text).
  std::optional<std::string> play(const Action& a);
  // One canonical action, or a whole decision in one line where the rules allow it:
  //   place [<worker>] <target> <target> ...   a full (or partial) worker arrangement
  //   store <good>... keep <good>...            a full storage choice
  // expanded to the engine's one-at-a-time actions in its canonical order, so logs, bots
  // and signatures are unchanged; targets may be given in any order, and a placement the
  // canonical order already passed is made by taking back this turn's placements and
  // making them all again. All or nothing: on an error nothing was played.
  std::optional<std::string> play_text(std::string_view text);
  // The same, made for the game at `version` (what a front end showed): refused with
  // kStaleVersion when the game has moved on since (a server answers 409).
  std::optional<std::string> play_text_at(std::uint64_t version, std::string_view text);
  static constexpr std::string_view kStaleVersion = "stale version: the game has moved on";

  // Placements typed that the canonical order cannot make yet (`place` of a target that
  // must come after others the person has not named): they are made with the next `place`
  // line that completes them, or dropped by any other change. Canonical texts.
  const std::vector<std::string>& planned() const { return planned_; }
  // The same placements as data (the views send these).
  const std::vector<Placement>& planned_placements() const { return planned_placements_; }

  // An agent's move when an agent is to move; false when a person (or nobody) is.
  bool step_agent(std::string* error);
  // Agents move until a person decides or the game ends; returns the first error.
  std::optional<std::string> run_agents();

  // Gives a person's seat to a bot of `kind` (an AgentFactory spec) from now on: its person
  // left (a server's host does it: docs/web.md). Only who decides for the seat changes: the
  // State, the seed and the log of actions stay, so no decision already made changes, and
  // the bot decides from the game's seed and the decision's index (decision_seed), never
  // from who held the seat: the same seed and the same actions are the same game. The save
  // names the bot among its `seats`, and a resumed save replays the seat's earlier
  // decisions as the bot's: so they count as the bot's here too (by_human false, for the
  // undo policy), and the undone tails are dropped. A change: a new version, saved as any
  // decision (settle()). False with `error` for a seat out of range, a seat a bot plays
  // already, "human" or a kind `agents` does not make.
  bool seat_agent(int seat, const std::string& kind, const AgentFactory& agents,
                  std::string* error);
  // A new version with nothing changed in the game: a change of the table around it (the
  // server's host ended the game), so that front ends showing the old version look again.
  // Nothing is saved.
  void touch() { ++version_; }

  // The undo policy (docs/session.md). `why` tells why not.
  bool can_undo(int seat, std::string* why = nullptr) const;
  // The same as data: nullopt when the seat may undo (session/undo_refusal.hpp words it).
  std::optional<UndoRefusal> undo_refusal(int seat) const;
  std::optional<std::string> undo(int seat);
  bool can_redo(int seat) const;
  std::optional<std::string> redo(int seat);

  const std::vector<Decision>& history() const { return history_; }
  // The decisions after the last decision of `seat` (what the others did since), or all
  // of them when the seat has not decided yet.
  std::vector<const Decision*> since_last_decision_of(int seat) const;

  GameLog record() const;
  std::optional<std::string> save(const std::string& path) const;
  // Whether the automatic saves wait for the disk (SessionConfig::sync_saves).
  void set_sync_saves(bool on) { config_.sync_saves = on; }
  // The error of the last automatic save, if it failed.
  const std::string& save_error() const { return save_error_; }

  // Automatic saves go through `writer` (batched with other games' saves, save_writer.hpp)
  // instead of being written before the change returns: each change queues its save, and
  // settle() waits for it. Without a writer (the terminal) each change saves at once.
  void use_writer(SaveWriter* writer);
  // A change whose save has not been settled yet: what a front end shows as decided
  // must wait for settle().
  bool save_pending() const { return pending_ != nullptr; }
  // The pending save is written (settle() will not wait), or there is none.
  bool save_written() const { return !pending_ || pending_->done(); }
  // Waits for the pending save. When it failed, the game goes back to what the last good
  // save holds (the disk and the game never disagree: nothing half applied), under a new
  // version, and the error is returned (and kept in save_error()).
  std::optional<std::string> settle();

  // Who reads a failed action's error (session/action_failure.hpp). By default the operator
  // does (a terminal with one person, a test, a tool): the full text is returned. A table of
  // several people (a server, a hot seat of two) gets the table's text instead, and the full
  // text goes to `operator_log` with its error id.
  using FailureLog = std::function<void(const ActionFailure&)>;
  // `where` tells the table where the full text is ("its full text is in the server's log").
  void send_errors_to_operator(FailureLog operator_log, std::string where) {
    operator_log_ = std::move(operator_log);
    operator_log_where_ = std::move(where);
  }
  // An error as its reader gets it: the full text for the operator, else the table's.
  // `culprit` replaces the one read from the hook's message ("the bot's move").
  std::string error_for_reader(std::string full, const std::string& hook_error,
                               const char* culprit = nullptr) const;

  // Who `seat` is to the view functions (seat_eyes.hpp): -1 a spectator.
  Viewer viewer(int seat) const { return {seat, config_.secret_chips}; }
  void set_secret_chips(bool on) { config_.secret_chips = on; }

  // What seat `seat` may see and do, for a front end: the version, the board (the order of
  // the face-down stack hidden), the legal actions with previews when it decides, the
  // events of the last decisions, undo/redo availability, scores.
  nlohmann::json view(int seat);

 private:
  Session(const Ruleset& rules, HookHost* hooks) : engine_(rules, hooks) {}
  bool setup(const SessionConfig& config, const AgentFactory& agents, std::string* error);
  std::optional<std::string> apply_one(const Action& a, bool by_human);
  // The position before the first decision: config_.start, else a fresh deal of the seed.
  State first_position() const;
  // Rebuilds the game from the seed and the first `n` decisions of history_.
  void rewind_to(std::size_t n);
  void relist();
  void changed();
  std::uint64_t decision_seed(std::size_t index) const;
  DecideOutcome decide_checked(std::optional<std::uint64_t> version, int seat,
                               std::string_view input);
  // The verb of a whole-decision line ("place", "store", "keep"), or "" for any other text.
  static std::string whole_verb(std::string_view text);
  // play_text's whole decisions: a `place` or `store`/`keep` line (whole_decision.cpp).
  std::optional<std::string> play_whole(std::string_view text);
  // Could these placements (canonical texts) all be made now, in some order?
  bool placeable(const std::vector<std::string>& wants) const;

  Engine engine_;
  SessionConfig config_;
  std::vector<std::unique_ptr<SeatAgent>> agents_;  // nullptr: a person
  std::vector<Rng> streams_;  // SessionConfig::seat_streams: each seat's, until an undo
  State state_{};
  ActionList legal_;
  std::vector<Decision> history_;
  std::vector<std::vector<Decision>> redo_;  // undone tails, the last undone last
  std::uint64_t version_ = 0;
  std::string save_error_;
  FailureLog operator_log_;  // set: errors are the table's (send_errors_to_operator)
  std::string operator_log_where_;
  std::vector<std::string> planned_;
  std::vector<Placement> planned_placements_;  // planned_, as data
  int planned_seat_ = -1;
  // With a writer: the queued save, and what the last good save holds (to go back to).
  SaveWriter* writer_ = nullptr;
  std::shared_ptr<PendingSave> pending_;
  std::vector<std::string> pending_actions_, saved_actions_;
  std::vector<std::vector<Decision>> pending_redo_, saved_redo_;
  std::shared_ptr<PendingSave> older_pending_;  // superseded by pending_ while written
  std::vector<std::string> older_actions_;
  std::vector<std::vector<Decision>> older_redo_;
};

}  // namespace gov::session
