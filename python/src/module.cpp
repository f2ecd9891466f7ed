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

}  // namespace

PYBIND11_MODULE(_governor, m) {
  m.doc() = "governor: the Puerto Rico rules engine (compiled part)";
  // The project's version (CMake's project VERSION), as `governor --version` prints it.
  m.attr("__version__") = gov::engine_version();
  py::register_exception<gov::py::InputError>(m, "GovernorError", PyExc_ValueError);

  py::class_<PyGame, std::shared_ptr<PyGame>>(m, "Game")
      .def(py::init<const std::vector<std::string>&, const std::string&>(), py::arg("packs"),
           py::arg("content_dir") = "")
      .def_property_readonly("min_players", &PyGame::min_players)
      .def_property_readonly("max_players", &PyGame::max_players)
      .def_property_readonly("num_actions", [](PyGame& g) { return g.slots().size(); })
      .def_property_readonly("observation_size", [](PyGame& g) { return g.view_layout().size(); })
      .def_property_readonly("state_size", [](PyGame& g) { return g.full_layout().size(); })
      .def_property_readonly("uses_per_building",
                             [](PyGame& g) { return g.slots().uses_per_building(); })
      .def_property_readonly("refs", &PyGame::refs)
      .def_property_readonly("content_dir", &PyGame::content_dir)
      .def("action_names", [](PyGame& g) { return g.slots().names(); })
      .def("observation_names", [](PyGame& g) { return g.view_layout().names(); })
      .def("state_names", [](PyGame& g) { return g.full_layout().names(); })
      .def("packs",
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
           })
      .def("building_ids",
           [](PyGame& g) {
             std::vector<std::string> out;
             for (const auto& b : g.rules().buildings) out.push_back(b.id);
             return out;
           })
      .def("game_seed",
           [](PyGame&, std::uint64_t seed, int index) { return gov::game_seed(seed, index); })
      .def("bot_seed", [](PyGame&, std::uint64_t game_seed, int seat) {
        return gov::seat_seed(game_seed, seat);
      });

  py::class_<GameState>(m, "State")
      .def(py::init(
               [](std::shared_ptr<PyGame> g, int players, std::uint64_t seed, bool random_draft) {
                 return GameState(std::move(g), players, seed, random_draft);
               }),
           py::arg("game"), py::arg("players"), py::arg("seed"), py::arg("random_draft") = true)
      .def("current_player", &GameState::current_player,
           "the seat to act (0-based), -1 when the game is over (OpenSpiel: a method)")
      .def("num_players", &GameState::players)
      .def_property_readonly("seed", &GameState::seed)
      .def_property_readonly("round", [](GameState& s) { return s.state().round; })
      .def_property_readonly("end_triggered", [](GameState& s) { return s.state().end_triggered; })
      .def("is_terminal", &GameState::is_terminal)
      .def("legal_actions", &GameState::legal_slots)
      .def("legal_actions_mask",
           [](GameState& s) {
             py::array_t<std::int8_t> mask(s.game()->slots().size());
             auto* p = mask.mutable_data();
             std::fill(p, p + mask.size(), 0);
             for (int slot : s.legal_slots()) p[slot] = 1;
             return mask;
           })
      .def("legal_action_texts",
           [](GameState& s) {
             std::vector<std::string> out;
             for (const auto& a : s.legal())
               out.push_back(s.game()->engine().to_text(s.state(), a));
             return out;
           })
      .def("action_to_string", &GameState::action_to_string)
      .def("apply_action",
           [](GameState& s, py::object action) {
             if (py::isinstance<py::str>(action))
               s.apply_text(action.cast<std::string>());
             else
               s.apply_slot(action.cast<int>());
           })
      .def("clone", [](const GameState& s) { return GameState(s); })
      .def("__copy__", [](const GameState& s) { return GameState(s); })
      .def("__deepcopy__", [](const GameState& s, py::dict) { return GameState(s); })
      .def("__eq__",
           [](const GameState& a, const GameState& b) {
             return a.game() == b.game() && a.state() == b.state() && a.history() == b.history();
           })
      .def("returns", &GameState::returns)
      .def("scores",
           [](GameState& s) {
             py::list out;
             for (const auto& x : s.scores()) out.append(score_dict(x, s.is_terminal()));
             return out;
           })
      .def(
          "observation_tensor", [](GameState& s, int seat) { return tensor(s, false, seat); },
          py::arg("seat"))
      .def("state_tensor", [](GameState& s) { return tensor(s, true, 0); })
      .def("to_json_text",
           [](GameState& s) { return gov::to_json(s.game()->rules(), s.state()).dump(); })
      .def("state_hash",
           [](GameState& s) { return gov::hex64(gov::state_hash(s.game()->rules(), s.state())); })
      .def("serialize", &GameState::serialize, py::arg("seats") = std::vector<std::string>{})
      .def("history", &GameState::history)
      .def("events", [](GameState& s) { return events_list(*s.game(), s.last_events()); })
      .def_static("deserialize", &GameState::deserialize, py::arg("game"), py::arg("text"));

  py::class_<PyBot>(m, "Bot")
      .def(py::init<const std::string&, std::uint64_t>(), py::arg("spec"), py::arg("seed") = 1)
      .def_property_readonly("spec", &PyBot::spec)
      .def("choose", &PyBot::choose, py::arg("state"))
      .def("__call__", &PyBot::choose, py::arg("state"));
  m.def("bot_kinds", &gov::bot_kinds);

  py::class_<VectorEnv>(m, "VectorEnv")
      .def(py::init<std::shared_ptr<PyGame>, int, int, std::uint64_t>(), py::arg("game"),
           py::arg("num_envs"), py::arg("players"), py::arg("seed"))
      .def_property_readonly("num_envs", &VectorEnv::num_envs)
      .def_property_readonly("players", &VectorEnv::players)
      .def_property_readonly("games_finished", &VectorEnv::games_finished)
      .def("observe",
           [](VectorEnv& v, py::array_t<float, py::array::c_style> obs,
              py::array_t<std::int8_t, py::array::c_style> mask,
              py::array_t<std::int32_t, py::array::c_style> to_play) {
             float* o = obs.mutable_data();
             std::int8_t* m = mask.mutable_data();
             std::int32_t* t = to_play.mutable_data();
             py::gil_scoped_release nogil;
             v.observe(o, m, t);
           })
      .def("step",
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
           })
      .def("random_slots",
           [](VectorEnv& v) {
             py::array_t<std::int64_t> out(v.num_envs());
             std::int64_t* p = out.mutable_data();
             {
               py::gil_scoped_release nogil;
               v.random_slots(p);
             }
             return out;
           })
      .def("step_random", [](VectorEnv& v, int steps) {
        py::gil_scoped_release nogil;
        return v.step_random(steps);
      });
}
