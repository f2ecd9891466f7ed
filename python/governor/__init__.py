"""governor: the Puerto Rico rules engine for researchers.

    import governor
    game = governor.load(packs=["base"])
    state = game.new_game(players=4, seed=1)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    print(state.returns(), state.scores())

Every rule is the C++ engine's (the packs' YAML and Lua): this package maps a fixed action
space onto the engine's legal actions and its State onto numpy tensors. See docs/python.md.

San Juan, the card game, is a pack too (it mixes with no Puerto Rico pack):

    game = governor.load(packs=["san-juan"])
    state = game.new_game(players=3, seed=1)
    state.apply_action("role builder")     # an action by its text, as legal_action_texts()
    print(state)                           # the hands, cities, goods and piles
    print(state.observation_string(0))     # what seat 0 sees, as JSON

A choice of several cards is one card at a time ("pay well", then "pay smithy"); the
tensors' card zones and a search from one seat's information: docs/python-cards.md.
"""

import importlib as _importlib
import json as _json
import operator as _operator
import secrets as _secrets

import numpy as _np

from . import _governor
from ._governor import CHANCE_PLAYER, Bot, GovernorError, State, bot_kinds
from ._governor import __version__  # the engine's version, as `governor --version` prints it

__all__ = ["__version__", "load", "GameDescription", "State", "Bot", "GovernorError", "bot_kinds",
           "VectorEnv", "simulate", "CHANCE_PLAYER", "REWARDS", "MAX_GAME_LENGTH"]

# The reward kinds of State.rewards/returns and the envs (docs/python.md#rewards).
REWARDS = ("win", "margin", "vp")
# Decisions a game may take before `governor sim` counts it as a failure (its step cap);
# no game of the packs here comes near it (docs/python.md gives the longest measured).
MAX_GAME_LENGTH = 20000


def _seed(seed, what="seed"):
    """`seed` as a 64-bit unsigned integer, or GovernorError saying what one is."""
    try:
        value = _operator.index(seed)  # ints and numpy integers, not floats or text
    except TypeError:
        value = None
    if value is None or isinstance(seed, bool) or not 0 <= value < 2**64:
        raise GovernorError(f"{what} {seed!r}: a seed is a whole number in 0..2**64-1")
    return value


# The largest fresh seed, 2**53 - 1 as in session/fresh_seed.hpp (exact as a JSON double).
_MAX_FRESH_SEED = 2**53 - 1


def fresh_seed():
    """A seed in 1..2**53-1 from the operating system's entropy: the seed of a game nobody
    gave one (new_game() without seed, an env's first reset() without seed)."""
    return 1 + _secrets.randbelow(_MAX_FRESH_SEED)


def __getattr__(name):
    """`governor.envs`, `.report`, `.cluster` and `.sim` without importing them first; they
    load on first use (envs pulls in the spaces, report matplotlib)."""
    if name in ("envs", "report", "cluster", "sim", "spaces", "text"):
        return _importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'governor' has no attribute {name!r}")


class GameDescription:
    """A loaded pack mix: players range, the action space and the observation shapes."""

    def __init__(self, packs, content_dir="", chance="sampled"):
        if chance not in ("sampled", "explicit"):
            raise GovernorError(f"chance {chance!r}: 'sampled' (the default) or 'explicit'")
        self.packs = list(packs)
        self.chance = chance
        self._game = _governor.Game(self.packs, content_dir or "")
        low, high, scale = self._game.observation_bounds(False)
        self._inv_scale = (1.0 / scale).astype(_np.float32)

    # --- the game's dimensions, all derived from the packs
    @property
    def min_players(self):
        """fewest seats any setup table of the packs has."""
        return self._game.min_players

    @property
    def max_players(self):
        """most seats any setup table of the packs has."""
        return self._game.max_players

    @property
    def num_players_range(self):
        """(min_players, max_players)."""
        return (self._game.min_players, self._game.max_players)

    @property
    def num_distinct_actions(self):
        """size of the fixed action space: slots 0..n-1 (action_ranges() says which are which)."""
        return self._game.num_actions

    @property
    def observation_shape(self):
        """(n,): a seat's observation tensor (observation_names() names each entry)."""
        return (self._game.observation_size,)

    @property
    def information_state_shape(self):
        """(n + 5,): a seat's information state tensor: its observation, then each seat's
        VP chips as seen taken (information_state_names() names each entry)."""
        return (self._game.information_state_size,)

    def information_state_names(self):
        """the name of every information state entry."""
        return self._game.information_state_names()

    @property
    def state_shape(self):
        """(m,): the full state tensor (state_names() names each entry)."""
        return (self._game.state_size,)

    @property
    def max_chance_outcomes(self):
        """Outcomes a chance node can have: the tile kinds (outcome k draws kind k)."""
        return self._game.num_tile_kinds

    def tile_ids(self):
        """Tile kind ids by index: the names of the chance outcomes."""
        return self._game.tile_ids()

    def observation_bounds(self, full=False):
        """(low, high, scale), float64 arrays over the observation's entries (full=True: the
        state tensor's): the least and most each can hold, +-inf where nothing bounds it
        (coins, VP chips, rounds), and the scale normalize() divides it by."""
        return self._game.observation_bounds(bool(full))

    def normalize(self, observation):
        """observation / scale (float32; works on a batch too): bounded entries in [0, 1],
        unbounded ones at about 1 for a typical late-game value."""
        return _np.asarray(observation, dtype=_np.float32) * self._inv_scale

    def action_ranges(self):
        """[(name, start, stop)]: the slot ranges of each verb ("pass", "role", "settle",
        "take", "place", "build", "draft", "craft", "sell", "store", "keep", "ship") and of
        each building's `use` ("use <building>"), in slot order."""
        out = []
        for i, name in enumerate(self.action_names()):
            words = name.split()
            key = " ".join(words[:2]) if words[0] == "use" else words[0]
            if out and out[-1][0] == key:
                out[-1][2] = i + 1
            else:
                out.append([key, i, i + 1])
        return [tuple(x) for x in out]

    def get_type(self):
        """The game's facts in the words of OpenSpiel's GameType (a dict)."""
        return {
            "short_name": "governor",
            "long_name": "Puerto Rico: " + ", ".join(self.packs),
            "dynamics": "sequential",
            "chance_mode": ("explicit_stochastic" if self.chance == "explicit"
                            else "sampled_stochastic"),
            "information": "imperfect_information",
            "utility": "constant_sum",       # the win returns sum to 1 (reward="margin": general sum)
            "reward_model": "terminal",      # returns; rewards("vp") are per step
            "min_num_players": self.min_players,
            "max_num_players": self.max_players,
            "min_utility": 0.0,
            "max_utility": 1.0,
            "utility_sum": 1.0,
            "max_game_length": MAX_GAME_LENGTH,
            "max_chance_outcomes": self.max_chance_outcomes,
            "num_distinct_actions": self.num_distinct_actions,
            "provides_observation_tensor": True,
            "provides_observation_string": True,
            "provides_information_state_string": True,
            "provides_information_state_tensor": True,
        }

    def start_variants(self):
        """{id: name} of the packs' start variants (new_game's `variant`)."""
        return dict(self._game.start_variants())

    def pack_refs(self):
        """[{"id", "version", "content_hash"}] of the loaded packs."""
        return self._game.packs()

    def building_ids(self):
        """building type ids, by type index."""
        return self._game.building_ids()

    def action_names(self):
        """the name of every slot ("pass", "role #0", "build harbor", "use <building> #0", ...)."""
        return self._game.action_names()

    def observation_names(self):
        """the name of every observation entry."""
        return self._game.observation_names()

    def state_names(self):
        """the name of every state tensor entry."""
        return self._game.state_names()

    def describe(self):
        """Every action slot and observation entry by name (a dict)."""
        return {
            "packs": self.pack_refs(),
            "players": list(self.num_players_range),
            "num_actions": self.num_distinct_actions,
            "uses_per_building": self._game.uses_per_building,
            "chance": self.chance,
            "action_ranges": self.action_ranges(),
            "actions": self.action_names(),
            "observation": self.observation_names(),
            "state": self.state_names(),
        }

    # --- games
    def new_game(self, players=4, seed=None, random_draft=True, variant=None):
        """A new game at its first decision. Without a seed the game gets a fresh one
        (state.seed says which, and seed=state.seed replays it); a seed replays exactly. With random_draft (the default) a pack's
        setup draft is filled at random from the game's RNG (in the explicit-chance mode
        too: only tile draws are chance nodes). With chance="explicit" the game may start
        at a chance node: the setup's face-up draws. `variant` names a card game's start
        variant (start_variants() lists the packs'); serialize() records it."""
        seed = fresh_seed() if seed is None else seed
        return State(self._game, players, _seed(seed), random_draft, self.chance == "explicit",
                     variant or "")

    def deserialize(self, text):
        """The game a serialize() text (a governor log) describes, replayed."""
        return State.deserialize(self._game, text)

    def game_seed(self, seed, index):
        """The seed of game `index` of a `governor sim --seed seed` run."""
        return self._game.game_seed(_seed(seed), index)

    def bot_seed(self, game_seed, seat):
        """The seed `governor sim` gives the bot of seat `seat` (0-based) in the game seeded
        `game_seed`: Bot(spec, game.bot_seed(gs, seat)) plays as that seat of that game."""
        return self._game.bot_seed(_seed(game_seed, "game seed"), seat)

    def vector_env(self, num_envs, players=4, seed=1, reward="win", normalize=False):
        """num_envs games stepped in C++ (chance is always sampled there)."""
        return VectorEnv(self, num_envs, players, seed, reward=reward, normalize=normalize)

    def __repr__(self):
        return (f"governor.GameDescription(packs={self.packs}, players={self.num_players_range}, "
                f"actions={self.num_distinct_actions}, observation={self.observation_shape})")


def load(packs=("base",), content_dir="", chance="sampled"):
    """Loads pack ids (under the content folder) or pack folders; raises GovernorError
    (a ValueError) with every diagnostic when they do not load. chance="explicit" makes
    every tile draw a chance node of the States (is_chance_node, chance_outcomes,
    apply_action(outcome)); "sampled" (the default) draws from the State's seeded RNG."""
    if isinstance(packs, str):
        packs = [packs]
    return GameDescription(packs, content_dir, chance)


def _state_to_json(self):
    return _json.loads(self.to_json_text())


State.to_json = _state_to_json
State.__repr__ = lambda self: (f"<governor.State round {self.round}, "
                               f"player {self.current_player()} to act>")
State.__str__ = lambda self: _importlib.import_module(".text", __name__).state_text(self)


class VectorEnv:
    """num_envs games stepped together in C++ (GIL released): one slot per game per step;
    a finished game reports its returns and starts again with the next seed."""

    def __init__(self, game, num_envs, players=4, seed=1, reward="win", normalize=False):
        self.game = game
        self.num_envs = num_envs
        self.players = players
        self.reward = reward
        self.normalize = normalize
        self._env = _governor.VectorEnv(game._game, num_envs, players, seed, reward)
        self.observations = _np.zeros((num_envs,) + game.observation_shape, dtype=_np.float32)
        self.masks = _np.zeros((num_envs, game.num_distinct_actions), dtype=_np.int8)
        self.to_play = _np.zeros(num_envs, dtype=_np.int32)
        self.rewards = _np.zeros((num_envs, players), dtype=_np.float32)
        self.dones = _np.zeros(num_envs, dtype=_np.int8)

    def _observe(self):
        self._env.observe(self.observations, self.masks, self.to_play)
        if self.normalize:
            self.observations *= self.game._inv_scale

    def reset(self):
        self._observe()
        return self.observations, self.masks, self.to_play

    def step(self, actions):
        """actions: one slot per env. Returns (observations, masks, to_play, rewards,
        dones); rewards[i] holds game i's returns when dones[i] (it has restarted), or with
        reward="vp" each seat's VP gained by this step. The arrays are reused by the next
        step: copy what you keep."""
        self._env.step(_np.ascontiguousarray(actions, dtype=_np.int64), self.rewards, self.dones)
        self._observe()
        return self.observations, self.masks, self.to_play, self.rewards, self.dones

    def random_actions(self):
        """A uniformly random legal slot per env, drawn in C++ (the random policy)."""
        return self._env.random_slots()

    def step_random(self, steps):
        """steps rounds of random legal actions in C++ (the benchmark's baseline)."""
        return self._env.step_random(steps)

    @property
    def games_finished(self):
        return self._env.games_finished


def random_actions(masks, rng):
    """One uniformly random legal slot per row of `masks` (numpy)."""
    noise = rng.random(masks.shape, dtype=_np.float32)
    return _np.argmax(_np.where(masks > 0, noise + 1.0, 0.0), axis=1)


def simulate(game, seats, games=10, players=None, seed=1, draft="play"):
    """Plays `games` games; seats: one per player, each a bot spec ("random", "greedy",
    "mcts:200") or a Python callable f(state) -> slot or action text. Games, bots and the
    rotation of seats (by one per game) are seeded as in `governor sim --seed seed
    --draft draft`, so bot specs alone play the very games `sim` plays. Returns one dict per
    game (the --games-out fields)."""
    from .sim import simulate as _sim
    return _sim(game, seats, games=games, players=players, seed=seed, draft=draft)
