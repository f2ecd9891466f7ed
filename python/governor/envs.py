"""Environments shaped like PettingZoo's AEC env and Gymnasium's Env, by duck typing (they
subclass nothing, so neither package is needed; with Gymnasium installed the spaces are
Gymnasium's own). python/tests/test_api_contract.py checks them against those packages'
documented contracts.

    env = governor.envs.AECEnv(governor.load(["base"]), players=4)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else policy(obs["observation"], obs["action_mask"])
        env.step(action)

    env = governor.envs.GymEnv(governor.load(["base"]), opponents=["random"] * 3)
    obs, info = env.reset(seed=1)   # the learner is seat 0; info["action_mask"]
    obs, reward, terminated, truncated, info = env.step(action)

reward= (State.rewards): "win" (the default), 1/winners to each winner at the end, else 0;
"margin", at the end the seat's VP total minus the best other seat's; "vp", each step the
VP the seat gained (its rewards sum to its final VP total). normalize=True divides each
observation entry by its scale (GameDescription.normalize), the space's bounds with it.
Chance is sampled (a game loaded with chance="explicit" is refused).
"""

import numpy as np

from . import spaces
from ._governor import Bot, GovernorError

_REWARD_RANGES = {"win": (0.0, 1.0), "margin": (-float("inf"), float("inf")),
                  "vp": (-float("inf"), float("inf"))}


def _next_seed(last, given):
    """The seed of the next reset(): the one given; else the last game's seed + 1; else (the
    first reset without a seed) a fresh one, so two envs never deal the same first game
    unless told to (Gymnasium's convention for reset(seed=None))."""
    if given is not None:
        return int(given)
    if last is None:
        from . import fresh_seed
        return fresh_seed()
    return last + 1


def _check(game, reward):
    if reward not in _REWARD_RANGES:
        raise GovernorError(f"reward {reward!r}: one of {', '.join(_REWARD_RANGES)}")
    if getattr(game, "chance", "sampled") != "sampled":
        raise GovernorError("the envs sample chance: load the game with chance='sampled'")


def _obs_space(game, normalize, full=False):
    low, high, scale = game.observation_bounds(full)
    if normalize:
        low, high = low / scale, high / scale
    shape = game.state_shape if full else game.observation_shape
    return spaces.box(low.astype(np.float32), high.astype(np.float32), shape, np.float32)


class AECEnv:
    metadata = {"render_modes": ["ansi", "human"], "name": "governor_v0",
                "is_parallelizable": False}

    def __init__(self, game, players=4, render_mode=None, max_decisions=20000, reward="win",
                 normalize=False):
        _check(game, reward)
        self.game = game
        self.players = players
        self.reward = reward
        self.normalize = normalize
        self.render_mode = render_mode
        self.max_decisions = max_decisions
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents = []
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        n = game.num_distinct_actions
        obs = spaces.dict_space({
            "observation": _obs_space(game, normalize),
            "action_mask": spaces.box(0, 1, (n,), np.int8),
        })
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.discrete(n) for a in self.possible_agents}
        self.state_space = _obs_space(game, normalize, full=True)
        self._seed = None  # no game yet: the first reset() without a seed draws one
        self.game_state = None

    # --- PettingZoo's accessors
    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def reset(self, seed=None, options=None):
        self._seed = _next_seed(self._seed, seed)
        self.game_state = self.game.new_game(players=self.players, seed=self._seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.decisions = 0
        self.agent_selection = self.possible_agents[self.game_state.current_player()]

    def observe(self, agent):
        seat = self.agent_name_mapping[agent]
        mask = (self.game_state.legal_actions_mask()
                if agent == self.agent_selection and not self.game_state.is_terminal()
                else np.zeros(self.game.num_distinct_actions, dtype=np.int8))
        obs = self.game_state.observation_tensor(seat)
        return {"observation": self.game.normalize(obs) if self.normalize else obs,
                "action_mask": mask}

    def state(self):
        full = self.game_state.state_tensor()
        if not self.normalize:
            return full
        return (full / self.game.observation_bounds(True)[2]).astype(np.float32)

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2 ** 63):
        n = 0
        while self.agents and n < max_iter:
            yield self.agent_selection
            n += 1

    def _next_done_agent(self):
        for a in self.agents:
            if self.terminations[a] or self.truncations[a]:
                return a
        return None

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            # a finished agent leaves the game with step(None)
            if action is not None:
                raise ValueError("when an agent is done, the only valid action is None")
            del self.terminations[agent], self.truncations[agent], self.rewards[agent]
            del self._cumulative_rewards[agent], self.infos[agent]
            self.agents.remove(agent)
            for a in self.agents:  # as PettingZoo's dead step: rewards are cleared, the
                self.rewards[a] = 0.0  # accumulated ones kept for each agent's last()
            nxt = self._next_done_agent()
            if nxt is not None:
                self.agent_selection = nxt
            return
        self._cumulative_rewards[agent] = 0.0
        self.game_state.apply_action(int(action))
        self.decisions += 1
        step = self.game_state.rewards(self.reward)
        for a in self.agents:
            self.rewards[a] = float(step[self.agent_name_mapping[a]])
        if self.game_state.is_terminal() or self.decisions >= self.max_decisions:
            for a in self.agents:
                if self.game_state.is_terminal():
                    self.terminations[a] = True
                else:
                    self.truncations[a] = True
            self.agent_selection = self._next_done_agent()
        else:
            self.agent_selection = self.possible_agents[self.game_state.current_player()]
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        if self.render_mode == "human":
            print(self.render())

    def render(self):
        if self.game_state is None:
            return ""
        h = self.game_state.history()
        head = f"round {self.game_state.round}; last action: {h[-1] if h else '-'}; "
        if self.game_state.is_terminal():  # agents still step(None) out, but nobody plays
            totals = [s["total"] for s in self.game_state.scores()]
            return head + f"game over: VP {totals}, returns {list(self.game_state.returns())}"
        return head + f"to act: {self.agent_selection}"

    def close(self):
        pass

    @property
    def unwrapped(self):
        return self


class GymEnv:
    """One seat (the learner, seat `seat`) against opponents (bot specs or callables
    f(state) -> slot) in a Gymnasium-shaped Env. The observation is the learner's view; the
    legal mask is info["action_mask"]. Reward (reward=): as AECEnv's, the learner's, over
    the whole step (its action and the opponents' after it)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, game, opponents=("random", "random", "random"), seat=0, render_mode=None,
                 reward="win", normalize=False):
        _check(game, reward)
        self.game = game
        self.reward = reward
        self.normalize = normalize
        self.players = len(opponents) + 1
        self.seat = seat
        self.opponent_specs = list(opponents)
        self.render_mode = render_mode
        self.observation_space = _obs_space(game, normalize)
        self.action_space = spaces.discrete(game.num_distinct_actions)
        self.reward_range = _REWARD_RANGES[reward]
        self.spec = None
        self._seed = None  # no game yet: the first reset() without a seed draws one
        self.np_random = np.random.default_rng(0)
        self.state = None

    def _opponents(self, seed):
        out = []
        for i, o in enumerate(self.opponent_specs):
            out.append(Bot(o, self.game.game_seed(seed, i + 1)) if isinstance(o, str) else o)
        return out

    def _advance(self):
        """Opponents move until the learner decides or the game ends."""
        while not self.state.is_terminal() and self.state.current_player() != self.seat:
            p = self.state.current_player()
            who = self._seats[p]
            self.state.apply_action(who(self.state))

    def _obs_info(self):
        obs = self.state.observation_tensor(self.seat)
        if self.normalize:
            obs = self.game.normalize(obs)
        mask = (self.state.legal_actions_mask() if not self.state.is_terminal()
                else np.zeros(self.game.num_distinct_actions, dtype=np.int8))
        return obs, {"action_mask": mask}

    def reset(self, seed=None, options=None):
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
        self._seed = _next_seed(self._seed, seed)
        self.state = self.game.new_game(players=self.players, seed=self._seed)
        opp = iter(self._opponents(self._seed))
        self._seats = [None if p == self.seat else next(opp) for p in range(self.players)]
        self._advance()
        return self._obs_info()

    def step(self, action):
        if self.state is None or self.state.is_terminal():
            raise RuntimeError("step() after the episode ended: call reset()")
        before = self.state.returns(self.reward)[self.seat] if self.reward == "vp" else 0.0
        self.state.apply_action(int(action))
        self._advance()
        obs, info = self._obs_info()
        terminated = self.state.is_terminal()
        if self.reward == "vp":  # the VP total's change over the whole step
            reward = float(self.state.returns("vp")[self.seat] - before)
        else:
            reward = float(self.state.returns(self.reward)[self.seat]) if terminated else 0.0
        return obs, reward, terminated, False, info

    def action_masks(self):
        return self._obs_info()[1]["action_mask"]

    def render(self):
        if self.state is None:
            return ""
        h = self.state.history()
        return f"round {self.state.round}; last action: {h[-1] if h else '-'}"

    def close(self):
        pass

    @property
    def unwrapped(self):
        return self
