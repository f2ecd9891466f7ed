// governor._governor: the compiled part of `import governor` (python/governor/ wraps it).
// Bindings only: the objects are py_game.hpp, slots.hpp, observe.hpp and vector_env.hpp.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"
#include "game/game_log.hpp"
#include "game/sim/sim.hpp"
#include "py_game.hpp"
#include "seat_views.hpp"
#include "session/event_text.hpp"
#include "vector_env.hpp"

namespace py = pybind11;
using gov::py::GameState;
using gov::py::PyGame;
using gov::py::VectorEnv;

namespace {

// `over`: a winner is named only at the end (before it, every total is a score so far).
py::dict score_dict(const gov::SeatScore& s, bool over) {
  py::dict d;
  d["seat"] = s.seat;
  d["total"] = s.total;
  d["chips"] = s.chips;
  d["buildings"] = s.buildings;
  d["bonus"] = s.bonus;
  d["workers"] = s.workers;
  d["tiebreak"] = s.tiebreak;
  d["winner"] = over && s.winner;
  return d;
}

py::list events_list(const PyGame& g, const gov::EventLog& log) {
  py::list out;
  for (const auto& e : log) {
    py::dict d;
    d["kind"] = gov::event_kind_name(e.kind);
    d["seat"] = e.seat == gov::kNone ? -1 : static_cast<int>(e.seat);
    d["what"] = e.what == gov::kNone ? -1 : static_cast<int>(e.what);
    d["amount"] = e.amount;
    d["extra"] = e.extra;
    d["cause"] = gov::cause_kind_name(e.cause.kind);
    d["cause_id"] = e.cause.id == gov::kNone ? -1 : static_cast<int>(e.cause.id);
    d["text"] = gov::session::event_text(g.rules(), e);
    out.append(d);
  }
  return out;
}

py::array_t<float> tensor(GameState& s, bool full, int seat) {
  s.refuse_at_chance(full ? "state_tensor" : "observation_tensor");
  const auto& layout = full ? s.game()->full_layout() : s.game()->view_layout();
  if (!full && (seat < 0 || seat >= s.players()))
    throw gov::py::InputError(fmt::format("no seat {} in a {}-player game", seat, s.players()));
  py::array_t<float> out(layout.size());
  layout.fill(s.state(), full ? 0 : seat, s.current_player(), out.mutable_data());
  return out;
}

// A built-in bot (game/bots/bots.hpp) for Python: choose(state) -> slot.
class PyBot {
 public:
  PyBot(const std::string& spec, std::uint64_t seed)
      : spec_(spec), bot_(gov::make_bot(spec)), rng_(gov::Rng::seeded(seed)) {
    if (!bot_) throw gov::py::InputError(gov::bot_spec_error(spec));
  }
  int choose(GameState& s) {
    s.refuse_at_chance("a bot's choice");
    const auto& legal = s.legal();
    if (legal.empty()) throw gov::py::InputError("the game is over: nothing to choose");
    const gov::Action a = bot_->choose(s.game()->engine(), s.state(), legal, rng_);
    const auto slots = s.game()->slots().slots_of(legal);
    for (std::size_t i = 0; i < legal.size(); ++i)
      if (legal[i] == a) return slots[i];
    throw gov::py::InputError("the bot chose an action that is not legal");
  }
  const std::string& spec() const { return spec_; }

 private:
  std::string spec_;
  std::unique_ptr<gov::Bot> bot_;
  gov::Rng rng_;
};

py::array_t<double> doubles(const std::vector<double>& v) {
  py::array_t<double> out(static_cast<py::ssize_t>(v.size()));
  std::copy(v.begin(), v.end(), out.mutable_data());
  return out;
}

gov::py::Reward reward_of(const std::string& name) {
  return gov::py::parse_reward(name);
}

}  // namespace

PYBIND11_MODULE(_governor, m) {
  m.doc() = "governor: the Puerto Rico rules engine (compiled part; `import governor` wraps it)";
  // The project's version (CMake's project VERSION), as `governor --version` prints it.
  m.attr("__version__") = gov::engine_version();
  m.attr("CHANCE_PLAYER") = gov::py::kChancePlayer;
  py::register_exception<gov::py::InputError>(m, "GovernorError", PyExc_ValueError);

  py::class_<PyGame, std::shared_ptr<PyGame>>(m, "Game",
                                              "A loaded pack mix (OpenSpiel's Game): the rules, "
                                              "the fixed action slots and the observation layout")
      .def(py::init<const std::vector<std::string>&, const std::string&>(), py::arg("packs"),
           py::arg("content_dir") = "",
           "Loads pack ids or folders; GovernorError with every diagnostic when they do not load")
      .def_property_readonly("min_players", &PyGame::min_players, "fewest seats of a setup table")
      .def_property_readonly("max_players", &PyGame::max_players, "most seats of a setup table")
      .def(
          "start_variants",
          [](PyGame& g) {
            std::vector<std::pair<std::string, std::string>> out;
            for (const auto& v : g.rules().cards.start_variants) out.emplace_back(v.id, v.name);
            return out;
          },
          "[(id, name)] of the card game's start variants (cards.yaml start.variants)")
      .def_property_readonly(
          "num_actions", [](PyGame& g) { return g.slots().size(); },
          "size of the fixed action space (slots)")
      .def_property_readonly(
          "observation_size", [](PyGame& g) { return g.view_layout().size(); },
          "entries of a seat's observation tensor")
      .def_property_readonly(
          "state_size", [](PyGame& g) { return g.full_layout().size(); },
          "entries of the full state tensor")
      .def_property_readonly(
          "information_state_size", [](PyGame& g) { return gov::py::information_state_size(g); },
          "entries of a seat's information state tensor")
      .def(
          "information_state_names", [](PyGame& g) { return gov::py::information_state_names(g); },
          "the name of every entry of the information state tensor")
      .def_property_readonly(
          "num_tile_kinds", [](PyGame& g) { return static_cast<int>(g.rules().tile_kinds.size()); },
          "tile kinds: the chance outcomes of a draw are 0..num_tile_kinds-1")
      .def_property_readonly(
          "uses_per_building", [](PyGame& g) { return g.slots().uses_per_building(); },
          "slots in each building's `use` range")
      .def_property_readonly("refs", &PyGame::refs, "the pack references loaded")
      .def_property_readonly("content_dir", &PyGame::content_dir, "the content folder used")
      .def(
          "action_names", [](PyGame& g) { return g.slots().names(); }, "the name of every slot")
      .def(
          "observation_names", [](PyGame& g) { return g.view_layout().names(); },
          "the name of every observation entry")
      .def(
          "state_names", [](PyGame& g) { return g.full_layout().names(); },
          "the name of every state tensor entry")
      .def(
          "observation_bounds",
          [](PyGame& g, bool full) {
            const auto& l = full ? g.full_layout() : g.view_layout();
            return py::make_tuple(doubles(l.low()), doubles(l.high()), doubles(l.scale()));
          },
          py::arg("full") = false,
          "(low, high, scale) per entry of the observation (full=True: of the state tensor): "
          "the least and most it can hold (+-inf where nothing bounds it) and what the "
          "normalized view divides it by")
      .def(
          "packs",
          [](PyGame& g) {
            py::list out;
            for (const auto& p : g.rules().packs) {
              py::dict d;
              d["id"] = p.id;
              d["version"] = p.version;
              d["content_hash"] = p.content_hash;
              out.append(d);
            }
            return out;
          },
          "[{id, version, content_hash}] of the loaded packs")
      .def(
          "building_ids",
          [](PyGame& g) {
            std::vector<std::string> out;
            for (const auto& b : g.rules().buildings) out.push_back(b.id);
            return out;
          },
          "building type ids, by type index")
      .def(
          "tile_ids",
          [](PyGame& g) {
            std::vector<std::string> out;
            for (const auto& t : g.rules().tile_kinds) out.push_back(t.id);
            return out;
          },
          "tile kind ids, by kind index (the chance outcomes)")
      .def(
          "game_seed",
          [](PyGame&, std::uint64_t seed, int index) { return gov::game_seed(seed, index); },
          py::arg("seed"), py::arg("index"), "the seed of game `index` of a `sim --seed` run")
      .def(
          "bot_seed",
          [](PyGame&, std::uint64_t game_seed, int seat) {
            return gov::seat_seed(game_seed, seat);
          },
          py::arg("game_seed"), py::arg("seat"), "the seed `sim` gives a seat's bot");

  py::class_<GameState>(m, "State",
                        "One game (OpenSpiel's State): plain data, copied by clone(); "
                        "slots in, tensors out")
      .def(py::init([](std::shared_ptr<PyGame> g, int players, std::uint64_t seed,
                       bool random_draft, bool explicit_chance, std::string variant) {
             return GameState(std::move(g), players, seed, random_draft, explicit_chance,
                              std::move(variant));
           }),
           py::arg("game"), py::arg("players"), py::arg("seed"), py::arg("random_draft") = true,
           py::arg("explicit_chance") = false, py::arg("variant") = std::string(),
           "A new game at its first decision (with explicit_chance, maybe at a chance node: "
           "the setup's face-up draws)")
      .def("current_player", &GameState::current_player,
           "the seat to act (0-based); -1 when the game is over; CHANCE_PLAYER (-2) at a "
           "chance node (OpenSpiel: a method)")
      .def("num_players", &GameState::players, "seats in this game")
      .def_property_readonly("seed", &GameState::seed, "the game's seed")
      .def_property_readonly("explicit_chance", &GameState::explicit_chance,
                             "whether draws are chance nodes (load(chance='explicit'))")
      .def_property_readonly(
          "round", [](GameState& s) { return s.state().round; }, "the round, from 1")
      .def_property_readonly(
          "end_triggered", [](GameState& s) { return s.state().end_triggered; },
          "bits of the game-end conditions met (the game ends with the round)")
      .def("is_terminal", &GameState::is_terminal, "whether the game is over")
      .def("is_chance_node", &GameState::is_chance_node,
           "whether a draw is to be named (explicit chance only)")
      .def("chance_outcomes", &GameState::chance_outcomes,
           "[(tile kind, probability)] of the next draw at a chance node (the stack's tiles "
           "per kind over its size); [] elsewhere")
      .def("legal_actions", &GameState::legal_slots,
           "the legal slots, ascending (at a chance node: the outcomes' tile kinds)")
      .def(
          "legal_actions_mask",
          [](GameState& s) {
            const bool chance = s.is_chance_node();
            const int n = chance ? static_cast<int>(s.game()->rules().tile_kinds.size())
                                 : s.game()->slots().size();
            py::array_t<std::int8_t> mask(n);
            auto* p = mask.mutable_data();
            std::fill(p, p + mask.size(), 0);
            for (int slot : s.legal_slots()) p[slot] = 1;
            return mask;
          },
          "int8 mask over the slots (at a chance node: over the tile kinds)")
      .def(
          "legal_action_texts",
          [](GameState& s) {
            std::vector<std::string> out;
            if (s.is_chance_node()) {
              for (const auto& [k, p] : s.chance_outcomes()) out.push_back(s.outcome_to_string(k));
              return out;
            }
            for (const auto& a : s.legal()) out.push_back(s.game()->engine().to_text(s.state(), a));
            return out;
          },
          "the legal actions' canonical texts, in slot order of legal_actions()")
      .def("action_to_string", &GameState::action_to_string, py::arg("action"),
           "the canonical text of a legal slot ('draw <tile>' for a chance outcome)")
      .def(
          "apply_action",
          [](GameState& s, py::object action) {
            if (py::isinstance<py::str>(action))
              s.apply_text(action.cast<std::string>());
            else
              s.apply_slot(action.cast<int>());
          },
          py::arg("action"),
          "applies a legal slot or canonical text (a chance outcome at a chance node); "
          "GovernorError leaves the state unchanged")
      .def(
          "clone", [](const GameState& s) { return GameState(s); }, "an independent copy")
      .def("__copy__", [](const GameState& s) { return GameState(s); })
      .def("__deepcopy__", [](const GameState& s, py::dict) { return GameState(s); })
      .def("__eq__",
           [](const GameState& a, const GameState& b) {
             return a.game() == b.game() && a.state() == b.state() && a.history() == b.history() &&
                    a.is_chance_node() == b.is_chance_node();
           })
      .def(
          "returns",
          [](GameState& s, const std::string& reward) { return s.returns(reward_of(reward)); },
          py::arg("reward") = "win",
          "per seat: win, 1/winners to each winner at the end (else 0); margin, VP total "
          "minus the best other total at the end (else 0); vp, the VP total so far")
      .def(
          "rewards",
          [](GameState& s, const std::string& reward) { return s.rewards(reward_of(reward)); },
          py::arg("reward") = "win",
          "per seat, what the last action gave: win and margin, the returns when it ended "
          "the game (else 0); vp, the change in VP totals. Summed over a game: the returns")
      .def(
          "scores",
          [](GameState& s) {
            s.refuse_at_chance("scores");
            py::list out;
            for (const auto& x : s.scores()) out.append(score_dict(x, s.is_terminal()));
            return out;
          },
          "[{seat, total, chips, buildings, bonus, workers, tiebreak, winner}] so far")
      .def(
          "observation_tensor", [](GameState& s, int seat) { return tensor(s, false, seat); },
          py::arg("seat"), "float32: what `seat` may see, its own block first")
      .def(
          "observation_string",
          [](GameState& s, int seat) { return gov::py::observation_string(s, seat); },
          py::arg("seat"), "JSON text: the board as `seat` sees it (docs/views.md)")
      .def(
          "information_state_string",
          [](GameState& s, int seat) { return gov::py::information_state_string(s, seat); },
          py::arg("seat"),
          "JSON text: {seat, observation, history}: what `seat` has seen so far, another "
          "seat's card choice by its verb")
      .def(
          "information_state_tensor",
          [](GameState& s, int seat) {
            py::array_t<float> out(gov::py::information_state_size(*s.game()));
            gov::py::fill_information_state(s, seat, out.mutable_data());
            return out;
          },
          py::arg("seat"),
          "float32: the observation tensor, then each seat's VP chips as seen taken (seats "
          "in turn order from `seat`), then a card game's price tiles seen turned up, newest "
          "first")
      .def("resample_hidden", &GameState::resampled, py::arg("seat"), py::arg("seed"),
           "a State `seat` cannot tell from this one: the stack reshuffled, the cards it "
           "cannot see dealt again among the places it cannot see, new random numbers")
      .def(
          "state_tensor", [](GameState& s) { return tensor(s, true, 0); },
          "float32: everything (every seat's chips, the stack per kind, every card zone's kinds), "
          "seats in absolute order")
      .def(
          "to_json_text",
          [](GameState& s) {
            s.refuse_at_chance("to_json");
            return gov::to_json(s.game()->rules(), s.state()).dump();
          },
          "the State as the engine writes it (JSON text)")
      .def(
          "state_hash",
          [](GameState& s) {
            s.refuse_at_chance("state_hash");
            return gov::hex64(gov::state_hash(s.game()->rules(), s.state()));
          },
          "the engine's 64-bit hash of the State (hex)")
      .def("serialize", &GameState::serialize, py::arg("seats") = std::vector<std::string>{},
           "the game as a governor log (packs, seed, actions); not for explicit chance")
      .def("history", &GameState::history,
           "canonical texts of the actions applied (and 'draw <tile>' outcomes)")
      .def(
          "events", [](GameState& s) { return events_list(*s.game(), s.last_events()); },
          "what the last completed action did: [{kind, seat, amount, cause, text, ...}]")
      .def_static("deserialize", &GameState::deserialize, py::arg("game"), py::arg("text"),
                  "the game a serialize() text describes, replayed and checked");

  py::class_<PyBot>(m, "Bot", "A built-in bot: bot(state) -> slot")
      .def(py::init<const std::string&, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 1,
           "a level or spec: random, greedy[:P], mcts[:N[:D]], beginner..expert")
      .def_property_readonly("spec", &PyBot::spec, "the spec it was made from")
      .def("choose", &PyBot::choose, py::arg("state"), "the slot the bot plays")
      .def("__call__", &PyBot::choose, py::arg("state"), "the slot the bot plays");
  m.def("bot_kinds", &gov::bot_kinds, "the built-in levels and bot kinds");

  py::class_<VectorEnv>(m, "VectorEnv", "Many games stepped together in C++ (GIL released)")
      .def(py::init([](std::shared_ptr<PyGame> g, int n, int players, std::uint64_t seed,
                       const std::string& reward) {
             return std::make_unique<VectorEnv>(std::move(g), n, players, seed, reward_of(reward));
           }),
           py::arg("game"), py::arg("num_envs"), py::arg("players"), py::arg("seed"),
           py::arg("reward") = "win",
           "game k of the env is game k of `sim --seed seed`; reward: win, margin or vp")
      .def_property_readonly("num_envs", &VectorEnv::num_envs, "games stepped together")
      .def_property_readonly("players", &VectorEnv::players, "seats per game")
      .def_property_readonly("games_finished", &VectorEnv::games_finished,
                             "games ended since the env was made")
      .def(
          "observe",
          [](VectorEnv& v, py::array_t<float, py::array::c_style> obs,
             py::array_t<std::int8_t, py::array::c_style> mask,
             py::array_t<std::int32_t, py::array::c_style> to_play) {
            float* o = obs.mutable_data();
            std::int8_t* m = mask.mutable_data();
            std::int32_t* t = to_play.mutable_data();
            py::gil_scoped_release nogil;
            v.observe(o, m, t);
          },
          "writes each game's acting seat's observation, legal mask and seat")
      .def(
          "step",
          [](VectorEnv& v,
             py::array_t<std::int64_t, py::array::c_style | py::array::forcecast> slots,
             py::array_t<float, py::array::c_style> rewards,
             py::array_t<std::int8_t, py::array::c_style> done) {
            if (slots.size() != v.num_envs())
              throw gov::py::InputError(
                  fmt::format("step needs {} actions, got {}", v.num_envs(), slots.size()));
            const std::int64_t* s = slots.data();
            float* r = rewards.mutable_data();
            std::int8_t* d = done.mutable_data();
            py::gil_scoped_release nogil;
            v.step(s, r, d);
          },
          "applies one slot per game; writes rewards[n, players] and done[n] (a finished "
          "game restarts)")
      .def(
          "random_slots",
          [](VectorEnv& v) {
            py::array_t<std::int64_t> out(v.num_envs());
            std::int64_t* p = out.mutable_data();
            {
              py::gil_scoped_release nogil;
              v.random_slots(p);
            }
            return out;
          },
          "a uniformly random legal slot per game, drawn in C++")
      .def(
          "step_random",
          [](VectorEnv& v, int steps) {
            py::gil_scoped_release nogil;
            return v.step_random(steps);
          },
          py::arg("steps"), "steps rounds of random actions in C++; returns actions applied");
}
